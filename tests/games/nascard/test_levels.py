"""Nascard's computer players at every level: legal, repeatable, and Hard sees a win Normal misses."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.levels import ALL_LEVELS, EASY, HARD
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.game import make_bot, make_search
from tabletop.games.nascard.state import NascardState
from tests.secrecy import random_positions

from .helpers import card_choices, position, rules, seat

SMALL = HardSettings(playouts=12, max_steps=0, exploration=0.7, candidates=4)


def hard(seed: int) -> HardBot:
    return HardBot(seed, make_search(), make_bot, SMALL)


def last_gasp() -> tuple[int, NascardState]:
    """Both cars one track card short of the flag, B on the inside and so ahead; B has put
    down a 3. A holds a single card, the 50, with five tyres blistered: Normal pits (the
    pit stop scores 41.6 against the 50's 30), and B, moving, crosses first. Played, the 50
    resolves before the 3 and moves A further than B: the race is A's."""
    r, state = position(("A", "B"), {"A": [50], "B": [3, 9]}, {}, trump="purple")
    finish = state.laps * state.track_length
    a, b = (state.players[seat(state, name)] for name in ("A", "B"))
    state.cars[b.car].progress, state.cars[b.car].lane = finish - 1, 0
    state.cars[a.car].progress, state.cars[a.car].lane = finish - 1, 1
    state.order = [b.car, a.car]
    a.blistered = [state.deck.pop() for _ in range(5)]
    assert {50, 3}.isdisjoint(state.rival_cards.values())
    r.apply(state, b.seat, PlayCard(3))
    return a.seat, r.view(state, a.seat)


def test_hard_plays_the_card_that_wins_the_race_where_normal_pits() -> None:
    a, view = last_gasp()
    r = rules()
    assert make_bot(1).choose(r, view, a) == PitStop()
    assert hard(1).choose(r, view, a) == PlayCard(50)


def mid_race_views() -> list[tuple[int, NascardState]]:
    r = rules()
    setup = Setup((SeatSetup("A"), SeatSetup("B")), {})
    found = []
    for index, state in enumerate(random_positions(r, setup, 11, max_steps=60)):
        waiting = r.to_act(state)
        if waiting and index % 5 == 0:
            found.append((waiting[0], r.view(state.clone(), waiting[0])))
    return found


@pytest.mark.parametrize(
    "bot_for_seed",
    [hard, lambda seed: EasyBot(seed, make_bot, EasySettings(0.5))],
    ids=["hard", "easy"],
)
def test_hard_and_easy_choose_legal_moves_and_the_same_move_for_the_same_seed(
    bot_for_seed: Callable[[int], HardBot | EasyBot],
) -> None:
    r = rules()
    for index, (mover, view) in enumerate(mid_race_views()[:6]):
        chosen = bot_for_seed(index).choose(r, view, mover)
        assert chosen in r.legal_actions(view, mover)
        assert bot_for_seed(index).choose(r, view, mover) == chosen


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_can_be_made_and_plays_legally(level: str) -> None:
    r = rules()
    mover, view = mid_race_views()[1]
    bot = make_level_bot("nascard", level, 3, players=2)
    if level in (EASY, HARD):
        assert isinstance(bot, EasyBot if level == EASY else HardBot)
    assert bot.choose(r, view, mover) in r.legal_actions(view, mover)


def test_normal_weighing_only_the_lowest_payments_chooses_as_weighing_every_legal_play() -> None:
    """The Normal driver weighs, of each card's ways to pay, only the one blistering the lowest
    cards: the move it picks, ties and their draw included, must be the one it would pick
    among all the legal plays, in hands of every size random races reach."""
    r = rules()
    compared = 0
    games = [(2, 1), (2, 2), *((4, seed) for seed in range(1, 4)), *((6, seed) for seed in range(1, 6))]
    for players, seed in games:
        setup = Setup(tuple(SeatSetup(f"P{n}") for n in range(players)), {})
        for mover, view, legal in card_choices(r, random_positions(r, setup, seed, max_steps=400)):
            for bot_seed in range(3):
                assert make_bot(bot_seed).choose(r, view, mover) == make_bot(bot_seed).choose_among(
                    r, view, mover, legal
                )
            compared += 1
    assert compared > 300
