"""Race Day's search hooks and its Easy and Hard players, on real races."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.levels import ALL_LEVELS
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import Rng
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.raceday.actions import ChooseSpeed, Move
from tabletop.games.raceday.game import make_bot, make_search
from tabletop.games.raceday.state import FINISHED, MOVE, SPEED, RaceDayState

from .helpers import race, rules

SMALL = HardSettings(playouts=24, max_steps=6, exploration=0.7, candidates=0)


def positions(players: int, seed: int, every: int = 1) -> Iterator[tuple[RaceDayState, int]]:
    """Every `every`-th position of a race played by random drivers, with the seat to act."""
    r = rules()
    state = r.new_state(Setup(tuple(SeatSetup(f"P{i}") for i in range(players)), {}), seed)
    bots = [RandomBot(seed * 11 + i) for i in range(players)]
    step = 0
    while r.outcome(state) is None:
        seat = r.to_act(state)[0]
        if step % every == 0:
            yield state, seat
        r.apply(state, seat, bots[seat].choose(r, r.view(state, seat), seat))
        step += 1


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (6, 4)])
def test_a_determinized_state_shows_the_seat_its_view_and_the_same_choices(players: int, seed: int) -> None:
    r = rules()
    search = make_search()
    for index, (state, seat) in enumerate(positions(players, seed, every=3)):
        view = r.view(state, seat)
        world = search.determinize(view, seat, Rng.from_seed(index))
        assert r.view(world, seat) == view
        assert r.legal_actions(world, seat) == r.legal_actions(view, seat)
        for action in r.legal_actions(view, seat):
            search.advance(search.clone(world), seat, action)


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (5, 6)])
def test_a_clone_is_a_full_copy_that_playing_on_leaves_the_original_alone(players: int, seed: int) -> None:
    r = rules()
    search = make_search()
    for index, (state, _seat) in enumerate(positions(players, seed, every=4)):
        copied = search.clone(state)
        assert copied == copy.deepcopy(state, memo={id(state.circuit): state.circuit})
        before = copy.deepcopy(state, memo={id(state.circuit): state.circuit})
        bot = RandomBot(index)
        for _ in range(6):
            if r.outcome(copied) is not None:
                break
            mover = r.to_act(copied)[0]
            search.advance(copied, mover, bot.choose(r, copied, mover))
        assert state == before


def test_the_searchs_unchecked_play_of_a_listed_move_is_apply() -> None:
    r = rules()
    for state, seat in positions(4, 7, every=2):
        for action in r.legal_actions(state, seat):
            checked, unchecked = make_search().clone(state), make_search().clone(state)
            assert r.play(unchecked, seat, action) == r.apply(checked, seat, action)
            assert unchecked == checked


def test_the_evaluation_is_a_chance_and_favours_the_car_ahead() -> None:
    search = make_search()
    _, state = race({"A": "r12b", "B": "r08b"}, lap=2)
    ahead, behind = search.evaluate(state, 0), search.evaluate(state, 1)
    assert 0 <= behind < 0.5 < ahead <= 1
    state.cars[0].body = 4
    assert search.evaluate(state, 0) < ahead


def test_a_car_behind_keeps_a_chance_that_grows_with_the_damage_of_the_car_ahead() -> None:
    # The leader may still go out, the likelier the more Body damage it carries and the more
    # race there is left: that is what keeps a car behind from gambling its engine.
    search = make_search()
    _, state = race({"A": "r12b", "B": "r04b"}, lap=1)
    behind = search.evaluate(state, 1)
    state.cars[0].body = 4
    assert search.evaluate(state, 1) > behind + 0.1
    _, late = race({"A": "r12b", "B": "r04b"}, lap=4)
    late.cars[0].body = 4
    assert search.evaluate(late, 1) < search.evaluate(state, 1)


def test_a_cars_next_turn_rolls_the_same_in_a_playout_whichever_move_went_before() -> None:
    # Stand on It makes an Engine check that Cruise does not: the rival's turn after it must
    # still get the same dice, so the two moves are compared on equal luck.
    r, state = race({"A": "r05b", "B": "r09b"}, lap=1)
    search = make_search()
    world = search.determinize(r.view(state, 0), 0, Rng.from_seed(11))
    rolls = []
    for speed in ("stand_on_it", "cruise"):
        played = search.clone(world)
        search.advance(played, 0, ChooseSpeed(speed))
        while played.phase != SPEED or played.turn is None or played.turn.car != 1:
            mover = r.to_act(played)[0]
            search.advance(played, mover, r.legal_actions(played, mover)[0])
        search.advance(played, 1, ChooseSpeed("cruise"))
        assert played.turn is not None
        rolls.append(played.turn.roll)
    assert rolls[0] == rolls[1]


def test_the_evaluation_of_a_finished_car_is_its_place() -> None:
    search = make_search()
    _, state = race({"A": "r12b", "B": "r08b", "C": "r04b"}, lap=4)
    state.cars[1].status, state.cars[1].place, state.cars[1].space = FINISHED, 1, None
    assert search.evaluate(state, 1) == pytest.approx(1.0)
    assert search.evaluate(state, 0) < 0.1


def test_hard_stands_on_it_when_that_alone_crosses_the_line_before_the_car_behind() -> None:
    # Three rows to go on the last lap with a rival one row back and moving next: Stand on It
    # (+2) always gets there; Cruise falls short on a 1 or a 2 and Check Up mostly does.
    r, state = race({"A": "r18b", "B": "r17b"}, lap=4)
    hard = HardBot(7, make_search(), make_bot, SMALL)
    assert hard.choose(r, r.view(state, 0), 0) == ChooseSpeed("stand_on_it")


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_easy_and_hard_choose_legal_moves_and_the_same_move_for_the_same_seed(level: str) -> None:
    r = rules()
    search = make_search()

    def bot(seed: int) -> EasyBot | HardBot:
        if level == "easy":
            return EasyBot(seed, make_bot, EasySettings(0.5))
        return HardBot(seed, search, make_bot, SMALL)

    for index, (state, seat) in enumerate(positions(3, 8, every=9)):
        view = r.view(state, seat)
        action = bot(index).choose(r, view, seat)
        assert action in r.legal_actions(view, seat)
        assert bot(index).choose(r, r.view(state, seat), seat) == action


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_plays_race_day(level: str) -> None:
    r = rules()
    state, seat = next(
        (state, seat) for state, seat in positions(2, 9) if len(r.legal_actions(state, seat)) > 1
    )
    view = r.view(state, seat)
    assert make_level_bot("raceday", level, 3, players=2).choose(r, view, seat) in r.legal_actions(view, seat)


def test_the_search_keeps_one_move_per_end_space_and_always_the_favourite() -> None:
    r = rules()
    search = make_search()
    for state, seat in positions(3, 10):
        if state.phase != MOVE:
            continue
        legal = r.legal_actions(state, seat)
        ends = {action.path[-1] for action in legal if isinstance(action, Move) and action.path}
        for favourite in legal:
            kept = search.candidates(state, seat, legal, favourite)
            assert favourite in kept and set(kept) <= set(legal)
            assert len(kept) == max(1, len(ends))


def test_a_playout_is_judged_once_the_searching_car_has_had_its_next_turn() -> None:
    r, state = race({"A": "r05b", "B": "r03b"}, lap=1)
    search = make_search()
    start = search.clone(state)
    world = search.determinize(r.view(state, 0), 0, Rng.from_seed(4))
    bot = make_bot(1)
    turns = []
    while not search.cut_off(start, world):
        mover = r.to_act(world)[0]
        turns.append(mover)
        search.advance(world, mover, bot.choose(r, world, mover))
    assert world.cars[0].turns == 2 and world.phase == SPEED
    assert 1 in turns
