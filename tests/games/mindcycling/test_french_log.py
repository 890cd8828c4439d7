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
from tests.games.bots import match_bots_play

# A count of one or none with a plural noun ("1 cases"), a template left unfilled, English left over.
SLIPS = (
    re.compile(r"(?<![\d.])[01] (cases|médailles|pts|tours)\b"),
    re.compile(r"[{}]"),
    re.compile(r"\b(the|rides|spaces|across|row|lane|to go|turn|bottle)\b"),
    # The data's English names: teams, roles (a rider's name is made of both).
    re.compile(r"\b(Italy|Spain|Belgium|Netherlands|Colombia|[Dd]omestic|[Ss]printer|[Cc]limber)\b"),
    re.compile(r"\b\d+(st|nd|rd|th)\b"),
)


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def stage_lines(players: int, seed: int, moves: list[str] | None = None) -> list[str]:
    """Every log line of a whole stage between computers; `moves` gathers the move list's words."""
    rules = rules_for("mindcycling")
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in ("Anna", "Élodie")[:players])), seed)
    bots = [MatchBot(match, seat) for seat in range(players)]
    lines = []
    while match.to_act():
        seat = match.to_act()[0]
        if moves is not None:
            legal = rules.legal_actions(match.state, seat)
            moves += [rules.describe_action(match.state, seat, action) for action in legal]
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


def test_riders_and_teams_go_by_their_french_names() -> None:
    lines = stage_lines(2, 4)
    said = " ".join(lines)
    assert re.search(r"\b(Rouleur|Sprinteur|Grimpeur)( \d)? \((Italie|France)\)", said)
    assert "Italie" in said


def test_the_move_list_speaks_french() -> None:
    moves: list[str] = []
    stage_lines(1, 5, moves)
    assert [m for m in moves if any(slip.search(m) for slip in SLIPS)] == []
    assert {"Rester sur place"} <= set(moves)
    assert any(m.startswith("Avancer : ") and "jusqu'à la file" in m for m in moves)
    assert any(m.startswith("Échanger ") for m in moves)  # solo: the line-up


def test_a_stage_read_in_english_after_french() -> None:
    """Events keep names and places, not words: the same stage reads in English after a switch."""
    rules = rules_for("mindcycling")
    match = Match(rules, Setup((SeatSetup("Anna", True), SeatSetup("Bob", True))), 6)
    match_bots_play(match)
    events = [event for step in match.steps for event in step.events]
    french = " ".join(event.describe() for event in events)
    set_language("en")
    english = " ".join(event.describe() for event in events)
    assert "Italie" in french and "Italy" not in french
    assert "Italy" in english and "Italie" not in english and "Stage over." in english
    assert re.search(r"Italy (domestic|sprinter|climber)", english)
    assert " row of " in english and " rang " not in english
