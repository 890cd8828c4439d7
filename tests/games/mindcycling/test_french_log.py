"""A whole Mind Cycling stage in French: every log line reads as French, in the rulebook's words."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import set_language

# A count of one or none with a plural noun ("1 cases"), a template left unfilled, English left over.
SLIPS = (
    re.compile(r"(?<![\d.])[01] (cases|médailles|pts|tours)\b"),
    re.compile(r"[{}]"),
    re.compile(r"\b(the|rides|spaces|across|row|lane|to go|turn|bottle)\b"),
    re.compile(r"\b\d+(st|nd|rd|th)\b"),
)


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def stage_lines(players: int, seed: int) -> list[str]:
    rules = rules_for("mindcycling")
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in ("Anna", "Élodie")[:players])), seed)
    bots = [MatchBot(match, seat) for seat in range(players)]
    lines = []
    while match.to_act():
        seat = match.to_act()[0]
        events = match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
        lines += [event.describe() for event in events]
    return lines


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 2), (1, 3)])
def test_a_whole_stage_is_told_in_french(players: int, seed: int) -> None:
    lines = stage_lines(players, seed)
    assert [line for line in lines if any(slip.search(line) for slip in SLIPS)] == []
    said = " ".join(lines)
    assert " cases jusqu'à la file " in said and " rang d" in said
    assert "Étape terminée." in said
