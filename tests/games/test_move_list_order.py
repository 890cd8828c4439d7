"""The keyboard move list puts the moves people mostly want first and the passive ones last,
in every game, without changing what the rules (and so the bots and saves) see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tabletop.engine.contract import PASSIVE, Action, SeatSetup, Setup, in_list_order
from tabletop.engine.match import Match
from tabletop.games.mindcycling.actions import ATTACK
from tabletop.games.mindcycling.actions import Ride as CyclingRide
from tabletop.games.motox.actions import Move as MotoXMove
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.raceday.actions import Move as RaceDayMove
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.simulate import MatchBot

PLAYERS = {"mcs": 2, "nascard": 2, "raceday": 3, "mindcycling": 2, "motox": 3}


def decisions(game_id: str, seed: int = 5) -> list[tuple[Any, list[Action]]]:
    """(rules, legal actions) at every choice of more than one move in a bot-played game."""
    rules = rules_for(game_id)
    players = PLAYERS[game_id]
    match = Match(rules, Setup(tuple(SeatSetup(f"P{i}", True) for i in range(players))), seed)
    bots = [MatchBot(match, seat) for seat in range(players)]
    found = []
    while waiting := match.to_act():
        seat = waiting[0]
        view = rules.view(match.state, seat)
        legal = rules.legal_actions(view, seat)
        if len(legal) > 1:
            found.append((rules, legal))
        match.apply(seat, bots[seat].choose(rules, view, seat))
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_list_holds_every_legal_move_with_the_passive_ones_last(game_id: str) -> None:
    passive_seen = False
    for _, legal in decisions(game_id):
        listed = in_list_order(legal)
        assert sorted(map(repr, listed)) == sorted(map(repr, legal))
        ranks = [action.list_rank()[0] for action in listed]
        assert ranks == sorted(ranks)
        if PASSIVE in ranks:
            passive_seen = True
            assert ranks[0] != PASSIVE, f"a passive move opens the list: {listed[0]}"
    assert passive_seen, "the games offer passive moves to put last"


def _first_is(pick: Callable[[list[Action]], list[Action]], game_id: str) -> int:
    """Check, at each decision, that the list opens with one of `pick(legal)` (when any)."""
    checked = 0
    for _, legal in decisions(game_id):
        best = pick(legal)
        if best:
            assert in_list_order(legal)[0] in best
            checked += 1
    return checked


def test_mind_cycling_opens_with_the_furthest_ride_and_ends_with_staying_put() -> None:
    def furthest(legal: list[Action]) -> list[Action]:
        rides = [a for a in legal if isinstance(a, CyclingRide) and a.path and a.kind != ATTACK]
        far = max((len(r.path) for r in rides), default=0)
        return [r for r in rides if len(r.path) == far]

    assert _first_is(furthest, "mindcycling") > 10
    for _, legal in decisions("mindcycling"):
        if CyclingRide("move", ()) in legal:
            assert in_list_order(legal)[-1] == CyclingRide("move", ())


def test_motox_opens_with_the_highest_number_to_ride() -> None:
    def highest(legal: list[Action]) -> list[Action]:
        moves = [a for a in legal if isinstance(a, MotoXMove)]
        top = max((m.value for m in moves), default=0)
        return [m for m in moves if m.value == top]

    assert _first_is(highest, "motox") > 5


def test_race_day_opens_with_the_longest_move() -> None:
    def longest(legal: list[Action]) -> list[Action]:
        moves = [a for a in legal if isinstance(a, RaceDayMove) and a.path]
        far = max((len(m.path) for m in moves), default=0)
        return [m for m in moves if len(m.path) == far]

    assert _first_is(longest, "raceday") > 5


def test_nascard_opens_with_the_highest_card_played_plainly_and_ends_with_the_pit_stop() -> None:
    def highest(legal: list[Action]) -> list[Action]:
        plain = [a for a in legal if isinstance(a, PlayCard) and not (a.bonus or a.blister or a.burn)]
        top = max((p.card for p in plain), default=0)
        return [p for p in plain if p.card == top]

    assert _first_is(highest, "nascard") > 5
    for _, legal in decisions("nascard"):
        if PitStop() in legal:
            assert in_list_order(legal)[-1] == PitStop()
