"""Whole games of every game, with seats named "You" and "Ann": every log line and every
move's words read as English ("You roll", "your stock", "1 coin"), for every viewer."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, game_module, rules_for
from tabletop.games.simulate import MatchBot
from tests.english import bad_lines

NAMES = ("You", "Ann", "Ben", "Cal")
# (game, players): the fewest each game takes with two people, and the solo games.
TABLES = [("mcs", 2), ("nascard", 2), ("nascard", 1), ("raceday", 2), ("raceday", 3), ("mindcycling", 2),
          ("mindcycling", 1), ("motox", 3)]
# Mind Cycling's log names riders and teams, never a seat (its panels do: see the scene test).
LOG_NAMES_RIDERS = {"mindcycling"}
SEEDS = (1, 2)


def play(game_id: str, players: int, seed: int) -> set[str]:
    """Every line the game writes in one whole bot-played match: the log as each seat and a
    spectator read it, each legal move's words at every decision, the outcome and summary."""
    rules = rules_for(game_id)
    setup = Setup(tuple(SeatSetup(name, True) for name in NAMES[:players]))
    match = Match(rules, setup, seed)
    bots = [MatchBot(match, seat) for seat in range(players)]
    viewers: tuple[int | None, ...] = (None, *range(players))
    lines: set[str] = set()
    for _ in range(20_000):
        waiting = match.to_act()
        if not waiting:
            break
        seat = waiting[0]
        view: Any = rules.view(match.state, seat)
        lines.update(rules.describe_action(view, seat, action) for action in rules.legal_actions(view, seat))
        events = match.apply(seat, bots[seat].choose(rules, view, seat))
        lines.update(event.seen_by(viewer).describe() for event in events for viewer in viewers)
    outcome = match.outcome()
    assert outcome is not None, "the match ends"
    if outcome.summary:
        lines.add(outcome.summary)
    details = game_module(game_id).summarise(match)
    lines.update(str(value) for value in details.values() if isinstance(value, str))
    return lines


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_a_whole_game_with_a_seat_named_you_reads_as_english(game_id: str, players: int) -> None:
    lines: set[str] = set()
    for seed in SEEDS:
        lines |= play(game_id, players, seed)
    if game_id not in LOG_NAMES_RIDERS:
        assert any(word in line for line in lines for word in ("You ", "you ", "Your ")), "You is spoken of"
    assert bad_lines(lines) == []


def test_every_game_is_played() -> None:
    assert {game for game, _ in TABLES} == set(GAME_IDS)
