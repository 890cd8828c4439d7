"""The search's hooks: a made-up world agrees with the seat's view, copies are independent,
and playouts are judged sensibly at the end of the heat."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import Rng, derive_seed
from tabletop.games.mcs.actions import ChooseRiders
from tabletop.games.mcs.game import make_search
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, NO_CARD, McsState

from .helpers import hands_total, rules, setup

MODES = [(2, "match"), (4, "teams"), (4, "meeting")]


def positions(players: int, mode: str, seed: int) -> Iterator[tuple[McsRules, McsState]]:
    """Every position of a short random match, the true state each time."""
    r = rules()
    state = r.new_state(setup(players, mode), seed)
    state.heats = 2
    bot = RandomBot(seed)
    while r.outcome(state) is None:
        yield r, state
        seat = r.to_act(state)[0]
        r.apply(state, seat, bot.choose(r, r.view(state, seat), seat))


@pytest.mark.parametrize(("players", "mode"), MODES)
def test_a_made_up_world_shows_the_seat_exactly_its_view(players: int, mode: str) -> None:
    search = make_search()
    for step, (r, state) in enumerate(positions(players, mode, seed=players * 7)):
        for seat in range(players):
            view = r.view(state, seat)
            world = search.determinize(view, seat, Rng.from_seed(derive_seed(step, seat)))
            assert r.view(world, seat) == view
            assert hands_total(world) == sorted(r.parts.racing_numbers)
            assert r.to_act(world) == r.to_act(view)
            legal = r.legal_actions(world, seat)
            assert all(action in legal for action in r.legal_actions(view, seat))


@pytest.mark.parametrize(("players", "mode"), MODES)
def test_hidden_choices_are_made_again_and_unseen_cards_dealt_anew(players: int, mode: str) -> None:
    search = make_search()
    remade = dealt = 0
    for step, (r, state) in enumerate(positions(players, mode, seed=players * 11)):
        seat = r.to_act(state)[0]
        view = r.view(state, seat)
        world = search.determinize(view, seat, Rng.from_seed(step))
        for other, choice in world.choices.items():
            if other != seat:
                assert HIDDEN not in choice
                if world.phase == "gate":
                    assert ChooseRiders(choice) in r.legal_actions(_undecided(world, other), other)
                remade += 1
        att = world.attempt
        if att is not None:
            for rider, card in ((att.charger, att.charge), (att.holder, att.hold)):
                assert card != HIDDEN
                if card not in (None, NO_CARD):
                    assert card in world.players[world.riders[rider].seat].hand
        others = [p.hand for p in world.players if p.seat != seat]
        dealt += others != [p.hand for p in state.players if p.seat != seat]
    assert remade and dealt


def _undecided(world: McsState, seat: int) -> McsState:
    before = world.clone()
    del before.choices[seat]
    return before


@pytest.mark.parametrize(("players", "mode"), MODES)
def test_a_clone_is_a_deep_copy_that_playing_on_leaves_alone(players: int, mode: str) -> None:
    search = make_search()
    for r, state in positions(players, mode, seed=players * 13):
        copied = search.clone(state)
        assert copied == copy.deepcopy(state)
        before = copy.deepcopy(state)
        seat = r.to_act(copied)[0]
        search.advance(copied, seat, r.legal_actions(copied, seat)[0])
        for player in copied.players:
            player.hand.append(99)
        copied.choices[seat] = (99,)
        assert state == before


def test_a_playout_stops_when_the_heat_is_over_and_is_judged_by_the_margin() -> None:
    search = make_search()
    r = rules()
    start = r.new_state(setup(2, "match"), 5)
    now = start.clone()
    assert not search.cut_off(start, now)
    while now.heat == start.heat:
        seat = r.to_act(now)[0]
        search.advance(now, seat, r.legal_actions(now, seat)[-1])
    assert search.cut_off(start, now)
    now.players[0].points, now.players[1].points = 10, 4
    ahead, behind = search.evaluate(now, 0), search.evaluate(now, 1)
    assert 0.5 < ahead < 1 and behind == pytest.approx(1 - ahead)
    assert len(now.results) == 1
    now.results = now.results * (now.heats - 1)  # the same lead with one heat left is worth more
    assert search.evaluate(now, 0) > ahead


def test_in_the_meeting_beating_more_rivals_is_worth_more() -> None:
    search = make_search()
    state = rules().new_state(setup(4, "meeting"), 2)
    for player, points in zip(state.players, (9, 8, 2, 1), strict=True):
        player.points = points
    values = [search.evaluate(state, seat) for seat in range(4)]
    assert values == sorted(values, reverse=True)
    assert all(0 < value < 1 for value in values)
