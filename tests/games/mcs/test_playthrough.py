"""Whole matches through legal_actions/apply, checking what must always hold."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.random_bot import RandomBot
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendCard, Charge, ChooseRiders, HoldOff
from tabletop.games.mcs.bot import McsBot
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, McsState
from tests.games.playthrough import assert_refused, turns

from .helpers import hands_total, rules, setup

MODES = [(2, "match"), (4, "teams"), (4, "meeting")]


def check_invariants(r: McsRules, state: McsState) -> None:
    assert hands_total(state) == sorted(r.parts.racing_numbers), "a racing card was lost or doubled"
    for lap in range(4):
        assert sorted(
            state.lap_decks[lap]
            + state.lap_discards[lap]
            + [c for c in state.lap_cards if r.parts.laps[c].lap == lap + 1]
        ) == list(r.parts.lap_deck(lap + 1))
    for player in state.players:
        riders = sorted(player.riders + player.used)
        assert riders == sorted(v for c in player.colours for v in r.parts.riders_of(c))
    assert len(set(state.order) | set(state.out)) == len(state.order) + len(state.out)
    for seat in range(len(state.players)):
        seen = r.view(state, seat)
        for other in seen.players:
            if other.seat != seat:
                assert set(other.hand) <= {HIDDEN}
        for chooser, choice in seen.choices.items():
            if chooser != seat:
                assert set(choice) <= {HIDDEN}
        att = seen.attempt
        if att is not None:
            for colour, value in ((att.charger, att.charge), (att.holder, att.hold)):
                if value is not None and state.riders[colour].seat != seat:
                    assert value == HIDDEN


def probe_illegal(r: McsRules, state: McsState, seat: int) -> None:
    legal = r.legal_actions(state, seat)
    absent = next(c for c in r.parts.racing_numbers if c not in state.players[seat].hand)
    assert_refused(
        r, state, seat, (Charge(absent), HoldOff(absent), BendCard(absent), ChooseRiders((99,))), legal
    )


def play(
    players: int, mode: str, seed: int, bots: str = "random", probe: bool = False
) -> tuple[McsState, list]:
    r = rules()
    state = r.new_state(setup(players, mode), seed)
    players_bots = [
        RandomBot(seed * 5 + i) if bots == "random" else McsBot(seed * 5 + i) for i in range(players)
    ]
    events: list = []
    for seat, _legal in turns(r, state, 20000):
        if probe:
            probe_illegal(r, state, seat)
        view = r.view(state, seat)
        action = players_bots[seat].choose(r, view, seat)
        events += r.apply(state, seat, action)
        check_invariants(r, state)
    return state, events


def check_result(r: McsRules, state: McsState, events: list) -> None:
    assert r.to_act(state) == () and state.phase == "over"
    regular = state.regular_results()
    assert len(regular) == state.heats and [x.number for x in state.results] == list(
        range(1, len(state.results) + 1)
    )
    table = r.numbers.points
    for result in state.results:
        finishers = [x for x in result.riders if x.place]
        assert [x.place for x in finishers] == list(range(1, len(finishers) + 1))
        assert sum(x.points for x in result.riders) == sum(table[: len(finishers)])
        assert all(x.points == 0 for x in result.riders if x.out)
        if not result.extra:
            assert sum(result.seat_points) == sum(table[: len(finishers)])
    for player in state.players:
        assert player.points == sum(x.seat_points[player.seat] for x in regular)
    outcome = r.outcome(state)
    assert outcome is not None and sorted(outcome.ranking) == list(range(len(state.players)))
    if state.mode == "meeting":
        points = [state.players[s].points for s in outcome.ranking]
        assert points == sorted(points, reverse=True)
    else:
        assert len(state.results) == state.heats
    finished = [e for e in events if isinstance(e, ev.HeatFinished)]
    assert len(finished) == len(state.results)


@pytest.mark.parametrize(("players", "mode"), MODES)
def test_seeded_matches_keep_every_invariant(players: int, mode: str) -> None:
    r = rules()
    for seed in range(3):
        state, events = play(players, mode, seed, probe=seed == 0)
        check_result(r, state, events)


@pytest.mark.parametrize(("players", "mode"), MODES)
def test_bot_matches_end_with_every_heat_scored(players: int, mode: str) -> None:
    r = rules()
    state, events = play(players, mode, 11, bots="game")
    check_result(r, state, events)
    seen = Counter(type(e).__name__ for e in events)
    assert seen["ChargeRevealed"] and seen["EffectTriggered"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(MODES), seed=st.integers(0, 2**32))
def test_any_match_ends_with_every_card_accounted_for(mode: tuple[int, str], seed: int) -> None:
    state, events = play(*mode, seed)
    check_result(rules(), state, events)
