"""A seat's view of a Nascard race depends only on what that seat may know.

At every position of random races, for every seat and for a spectator (None,
what the table shows behind a hand-off), the hidden part of the race is dealt
again: the other drivers' hands and blistered cards, the rivals' face-down
cards (within the suit their backs show), the deck and its order, and the
random numbers to come. The view must not change.
"""

from __future__ import annotations

import random

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.rng import Rng
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState
from tests.secrecy import check_views_independent, random_positions

from .helpers import rules


def redeal_hidden(r: NascardRules, state: NascardState, seat: int | None, rng: random.Random) -> NascardState:
    """A copy of `state` with everything `seat` may not see dealt again at random.

    Counts stay (hand sizes and the deck's size are public), and so does the suit of
    each rival card; which card sits where, and the deck's order, change.
    """
    other = state.clone()
    hands = [p for p in other.players if p.seat != seat]
    pool = [c for p in hands for c in p.hand + p.blistered] + other.deck + list(other.rival_cards.values())
    rng.shuffle(pool)
    suit_of = r.parts.card_suit
    for car, card in other.rival_cards.items():
        pick = next(i for i, c in enumerate(pool) if suit_of[c] == suit_of[card])
        other.rival_cards[car] = pool.pop(pick)
    for player in hands:
        player.hand = [pool.pop() for _ in player.hand]
        player.blistered = [pool.pop() for _ in player.blistered]
    other.deck = [pool.pop() for _ in other.deck]
    assert not pool
    other.rng = Rng.from_seed(rng.getrandbits(64))
    return other


CASES = [(1, False), (2, True), (3, False), (3, True), (4, False), (6, False)]


@pytest.mark.parametrize(("players", "rivals"), CASES)
def test_every_view_ignores_what_its_seat_may_not_see(players: int, rivals: bool) -> None:
    r = rules()
    perturb = lambda state, seat, rng: redeal_hidden(r, state, seat, rng)  # noqa: E731
    setup = Setup(tuple(SeatSetup(f"P{i}") for i in range(players)), {"rivals": rivals})
    seats: list[int | None] = [None, *range(players)]
    for seed in range(3):
        rng = random.Random(seed)
        changed = 0
        for state in random_positions(r, setup, seed, max_steps=400):
            changed += check_views_independent(r, state, seats, perturb, rng, tries=1)
        assert changed > 0, "the perturbation never changed a position: this test could not fail"
