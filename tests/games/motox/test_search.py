"""MotoX's search hooks: copies, guesses and judgement, checked over random races, and the
Hard and Easy players built on them."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.engine.levels import ALL_LEVELS
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import Rng
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.motox.actions import Move, PlaceCoin, PlaceTile, Roll
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.game import make_bot, make_search
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.search import MotoXSearch
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, MotoXState
from tabletop.games.registry import Bot

from .helpers import act, race, rules

FEW = HardSettings(playouts=12, max_steps=6, exploration=0.7, candidates=0)


def positions(seed: int, players: int = 3) -> list[MotoXState]:
    """Every position of one race between random movers (building included), in order."""
    r = rules()
    state = r.new_state(Setup(tuple(SeatSetup(f"Rider {i}", True) for i in range(players))), seed)
    bot = RandomBot(seed)
    seen = [state.clone()]
    while waiting := r.to_act(state):
        r.apply(state, waiting[0], bot.choose(r, state, waiting[0]))
        seen.append(state.clone())
    return seen


def deep(state: MotoXState) -> MotoXState:
    return copy.deepcopy(state, memo={id(state.parts): state.parts})


@pytest.mark.parametrize("seed", range(4))
def test_a_guess_looks_to_the_seat_exactly_like_its_view_and_allows_the_same_moves(seed: int) -> None:
    r, search = rules(), make_search()
    for index, state in enumerate(positions(seed, 3 + seed % 2)[::7]):
        for seat in r.to_act(state):
            view = r.view(state, seat)
            world = search.determinize(view, seat, Rng.from_seed(index))
            assert repr(r.view(world, seat)) == repr(view)
            assert r.view(world, seat) == view
            assert r.legal_actions(world, seat) == r.legal_actions(view, seat)


@pytest.mark.parametrize("seed", range(3))
def test_a_copy_has_the_same_content_and_playing_on_it_leaves_the_original(seed: int) -> None:
    r = rules()
    for state in positions(seed)[::9]:
        before = deep(state)
        twin = state.clone()
        assert twin == before and repr(twin) == repr(before)
        bot = RandomBot(seed)
        for _ in range(12):
            waiting = r.to_act(twin)
            if not waiting:
                break
            r.apply(twin, waiting[0], bot.choose(r, twin, waiting[0]))
        assert state == before and repr(state) == repr(before)


def test_play_makes_the_same_position_as_apply() -> None:
    r = rules()
    for state in positions(7)[::5]:
        waiting = r.to_act(state)
        if not waiting:
            continue
        action = MotoXBot(1).choose(r, state, waiting[0])
        applied, played = state.clone(), state.clone()
        r.apply(applied, waiting[0], action)
        r.play(played, waiting[0], action)
        assert applied == played


def test_the_track_is_built_with_the_normal_players_choice() -> None:
    r, search = rules(), make_search()
    state = next(s for s in positions(2) if s.phase == BUILD and len(r.legal_actions(s, s.turn)) > 2)
    legal = r.legal_actions(state, state.turn)
    assert any(isinstance(a, PlaceTile) for a in legal)
    favourite = MotoXBot(3).choose(r, state, state.turn)
    assert search.candidates(state, state.turn, legal, favourite) == [favourite]
    assert all(isinstance(a, PlaceTile | PlaceCoin) for a in legal)


def test_rides_ending_on_one_space_are_searched_once() -> None:
    # Ann on tile 1 with a 2 and two nulls: several paths end on the same spaces.
    r, state = race([(1, 0), (6, 0), (6, 1)], dice=[2, 0, 0])
    act(r, state, Roll(0))
    assert state.phase == MOVE
    legal = r.legal_actions(state, 0)
    favourite = MotoXBot(1).choose(r, state, 0)
    kept = make_search().candidates(state, 0, legal, favourite)
    ends = [a.path[-1] for a in kept if isinstance(a, Move)]
    assert favourite in kept and len(ends) == len(set(ends))
    assert len({a.path[-1] for a in legal if isinstance(a, Move)}) >= len(kept) and len(kept) < len(legal)


def test_a_stopped_race_favours_the_bike_ahead_and_stays_between_0_and_1() -> None:
    _, state = race([(9, 0), (4, 0), (2, 1)])
    search = make_search()
    values = [search.evaluate(state, seat) for seat in range(3)]
    assert all(0 <= v <= 1 for v in values)
    assert values[0] > values[1] > values[2]
    _, wiped = race([(9, 0), (4, 0), (2, 1)], wiped=[0])
    assert search.evaluate(wiped, 0) < values[0]


@pytest.mark.parametrize(("seed", "riders", "rounds"), [(0, 3, 3), (1, 3, 3), (2, 4, 2), (3, 4, 2)])
def test_a_playout_is_judged_at_the_start_of_a_round_about_nine_turns_on_every_bike_level_on_turns(
    seed: int, riders: int, rounds: int
) -> None:
    r, search = rules(), make_search()
    racing = [s for s in positions(seed, riders) if s.phase in (DECIDE, MOVE) and s.turn != s.first]
    assert racing, "a race with positions in the middle of a round"
    for start in racing[::6]:
        now, bot = start.clone(), MotoXBot(seed)
        while r.to_act(now) and not search.cut_off(start, now):
            mover = r.to_act(now)[0]
            r.play(now, mover, bot.choose(r, now, mover))
        if not r.to_act(now):
            continue  # the race ended first, and a finished race is judged by its result
        assert now.round >= start.round + rounds and now.turn == now.first
        assert len({bike.turns for bike in now.bikes}) == 1


def test_of_two_level_bikes_the_one_to_move_first_in_the_round_is_favoured() -> None:
    search = make_search()
    for first in (0, 1):
        _, state = race([(4, 0), (4, 1), (2, 1)], turn=first)
        other = 1 - first
        assert search.evaluate(state, first) > search.evaluate(state, other)


def finishing_position() -> tuple[MotoXRules, MotoXState]:
    """Ann, second on the last tile of a straight, rolled a 2 (over the finish line) and a 1."""
    r, state = race([(10, 0), (11, 1), (2, 0)], dice=[2, 1])
    act(r, state, Roll(0))
    return r, state


def test_hard_rides_over_the_finish_line_when_it_can() -> None:
    r, state = finishing_position()
    finish = next(a for a in r.legal_actions(state, 0) if isinstance(a, Move) and a.value == 2 and
                  not state.course().on_track(a.path[-1]))
    bot = HardBot(5, make_search(), make_bot, FEW)
    assert bot.choose(r, r.view(state, 0), 0) == finish


def hard(seed: int) -> HardBot:
    return HardBot(seed, make_search(), make_bot, FEW)


def easy(seed: int) -> EasyBot:
    return EasyBot(seed, make_bot, EasySettings(0.5))


@pytest.mark.parametrize("make", [hard, easy])
def test_hard_and_easy_choose_legal_moves_and_the_same_move_for_the_same_seed(
    make: Callable[[int], Bot],
) -> None:
    r = rules()
    for index, state in enumerate(positions(11)[::6]):
        waiting = r.to_act(state)
        if not waiting:
            continue
        seat = waiting[0]
        view = r.view(state, seat)
        first: Action = make(index).choose(r, view, seat)
        assert first in r.legal_actions(view, seat)
        assert make(index).choose(r, r.view(state, seat), seat) == first


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_plays_a_legal_move(level: str) -> None:
    r, state = finishing_position()
    bot = make_level_bot("motox", level, 3, players=len(state.bikes))
    assert bot.choose(r, r.view(state, 0), 0) in r.legal_actions(state, 0)



class CountingSearch(MotoXSearch):
    """MotoX's search, counting the moves its playouts make."""

    def __init__(self) -> None:
        super().__init__(rules())
        self.advanced = 0

    def advance(self, state: MotoXState, seat: int, action: Action) -> None:
        self.advanced += 1
        super().advance(state, seat, action)


def test_hard_lays_the_track_as_its_normal_favourite_without_searching() -> None:
    r = rules()
    state = next(s for s in positions(3) if s.phase == BUILD and len(r.legal_actions(s, s.turn)) > 2)
    seat = state.turn
    search = CountingSearch()
    bot = HardBot(9, search, make_bot, FEW)
    favourite = make_bot(Rng.from_seed(9).next64()).choose(r, r.view(state, seat), seat)
    assert bot.choose(r, r.view(state, seat), seat) == favourite and search.advanced == 0
    race_r, racing = race([(1, 0), (6, 0), (6, 1)], dice=[2, 0, 0])
    act(race_r, racing, Roll(0))
    HardBot(9, search, make_bot, FEW).choose(race_r, race_r.view(racing, 0), 0)
    assert search.advanced > 0, "rides about as good as each other are searched"
