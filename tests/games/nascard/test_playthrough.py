"""Many whole races through legal_actions/apply, checking what must always hold."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.engine.random_bot import RandomBot
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import HIDDEN, NascardState
from tests.games.playthrough import assert_refused, turns

from .helpers import rules


def all_cards(state: NascardState) -> list[int]:
    cards = list(state.deck) + list(state.discard) + list(state.rival_cards.values())
    for player in state.players:
        cards += player.hand + player.blistered
    cards += [p.card for p in state.plays.values() if p.card is not None]
    return cards


def check_invariants(r: NascardRules, state: NascardState) -> None:
    assert Counter(all_cards(state)) == Counter(r.parts.driving_cards)
    spaces = [state.space_of(car) for car in state.cars]
    assert len(spaces) == len(set(spaces)), "two cars share a space"
    for seat in range(len(state.players)):
        seen = r.view(state, seat)
        for other in seen.players:
            if other.seat != seat:
                assert set(other.hand) <= {HIDDEN} and set(other.blistered) <= {HIDDEN}
        assert set(seen.rival_cards.values()) <= {HIDDEN}


def illegal_probes(r: NascardRules, state: NascardState, seat: int) -> list[Action]:
    hand = state.players[seat].hand
    absent = next(c for c in r.parts.driving_cards if c not in hand)
    probes: list[Action] = [PlayCard(absent), CutHand(absent)]
    if hand:
        probes += [PlayCard(hand[0], True, tuple(hand[:4]), ()), PlayCard(hand[0], False, (absent,))]
    if state.phase == "cut":
        probes.append(PitStop())
    return probes


def play_race(players: int, rivals: bool, seed: int, probe: bool) -> NascardState:
    r = rules()
    setup = Setup(tuple(SeatSetup(f"P{i}") for i in range(players)), {"rivals": rivals})
    state = r.new_state(setup, seed)
    bot = RandomBot(seed)
    for seat, legal in turns(r, state, 2000):
        if probe:
            assert_refused(r, state, seat, illegal_probes(r, state, seat), legal)
        r.apply(state, seat, bot.choose(r, r.view(state, seat), seat))
        check_invariants(r, state)
    assert r.to_act(state) == (), "the race ended"
    outcome = r.outcome(state)
    assert outcome is not None and sorted(outcome.ranking) == list(range(players))
    assert sorted(state.finish_order) == list(range(len(state.cars)))
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("rivals", [False, True])
def test_seeded_races_keep_every_invariant(players: int, rivals: bool) -> None:
    for seed in range(6):
        play_race(players, rivals, seed, probe=seed < 2)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 6), rivals=st.booleans(), seed=st.integers(0, 2**32))
def test_any_race_ends_with_every_card_accounted_for(players: int, rivals: bool, seed: int) -> None:
    play_race(players, rivals, seed, probe=False)
