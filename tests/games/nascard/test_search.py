"""The Hard player's hooks for Nascard: copies, guesses at the hidden cards, the shortlist."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.rng import Rng
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.game import make_search
from tabletop.games.nascard.state import NascardState
from tests.secrecy import random_positions

from .helpers import card_choices, rules
from .test_playthrough import all_cards

CASES = [(2, False), (3, True), (4, False)]


def positions(players: int, rivals: bool, seed: int) -> list[NascardState]:
    setup = Setup(tuple(SeatSetup(f"P{i}") for i in range(players)), {"rivals": rivals})
    return [state.clone() for state in random_positions(rules(), setup, seed, max_steps=400)]


@pytest.mark.parametrize(("players", "rivals"), CASES)
def test_a_guess_at_the_hidden_cards_looks_the_same_to_its_seat(players: int, rivals: bool) -> None:
    r, search = rules(), make_search()
    for seed in range(3):
        for index, state in enumerate(positions(players, rivals, seed)):
            for seat in range(players):
                view = r.view(state, seat)
                world = search.determinize(view, seat, Rng.from_seed(seed * 1000 + index))
                assert r.view(world, seat) == view
                assert Counter(all_cards(world)) == Counter(r.parts.driving_cards)
                for action in r.legal_actions(view, seat):
                    assert action in r.legal_actions(world, seat)


def test_guesses_differ_by_stream_and_repeat_for_the_same_stream() -> None:
    r, search = rules(), make_search()
    state = positions(2, False, 1)[3]
    view = r.view(state, 0)
    first, again = (search.determinize(view, 0, Rng.from_seed(5)) for _ in range(2))
    other = search.determinize(view, 0, Rng.from_seed(6))
    assert first == again
    assert (first.deck, first.players[1].hand) != (other.deck, other.players[1].hand)


@pytest.mark.parametrize(("players", "rivals"), CASES)
def test_a_clone_is_an_independent_full_copy(players: int, rivals: bool) -> None:
    r, search = rules(), make_search()
    for state in positions(players, rivals, 2):
        clone = search.clone(state)
        assert clone == copy.deepcopy(state)
        waiting = r.to_act(clone)
        if not waiting:
            continue
        before = copy.deepcopy(state)
        seat = waiting[0]
        search.advance(clone, seat, r.legal_actions(clone, seat)[0])
        clone.players[seat].hand.append(99)
        clone.cars[0].progress += 7
        clone.rng.next64()
        assert state == before


def test_advance_changes_a_state_as_apply_does() -> None:
    r, search = rules(), make_search()
    for state in positions(3, True, 4):
        waiting = r.to_act(state)
        if not waiting:
            continue
        seat = waiting[0]
        for action in r.legal_actions(state, seat)[:4]:
            applied, advanced = state.clone(), state.clone()
            r.apply(applied, seat, action)
            search.advance(advanced, seat, action)
            assert advanced == applied


def test_the_shortlist_keeps_one_payment_per_card_and_bonus_and_the_pit_near_the_top() -> None:
    r, search = rules(), make_search()
    for seat, view, legal in card_choices(r, positions(2, False, 3)):
        short = search.shortlist(view, seat, legal)
        assert set(short) <= set(legal)
        assert PitStop() in short[:2]
        kinds = {(a.card, a.bonus) for a in legal if isinstance(a, PlayCard)}
        assert sorted((a.card, a.bonus) for a in short if isinstance(a, PlayCard)) == sorted(kinds)


def test_evaluate_prefers_being_ahead_of_the_other_seats() -> None:
    search = make_search()
    state = positions(2, False, 1)[5]
    leader = min(state.players, key=lambda p: state.standings().index(state.cars[p.car]))
    trailer = state.players[1 - leader.seat]
    assert search.evaluate(state, leader.seat) > search.evaluate(state, trailer.seat)
    assert 0.0 <= search.evaluate(state, trailer.seat) <= 1.0

