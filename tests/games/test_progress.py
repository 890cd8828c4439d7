"""Each game says how far a match has got as its players would (the Load list's rows)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox.state import DECIDE
from tabletop.games.progress import progress_note
from tabletop.games.raceday.state import SPEED
from tabletop.games.registry import rules_for
from tabletop.language import set_language


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def state(game: str, players: int = 2, **options: Any) -> Any:
    seats = tuple(SeatSetup(f"Player {n + 1}", False, "") for n in range(players))
    return Match(rules_for(game), Setup(seats, options), 4).state


def test_nascard_says_the_leader_s_lap() -> None:
    race = state("nascard", laps=3)
    assert progress_note("nascard", race) == "Lap 1 of 3"
    race.cars[1].progress = 2 * race.track_length + 1
    assert progress_note("nascard", race) == "Lap 3 of 3"
    set_language("fr")
    assert progress_note("nascard", race) == "Tour 3 sur 3"
    race.phase = "over"
    assert progress_note("nascard", race) == "Course terminée"


def test_race_day_says_the_grid_then_the_leader_s_lap() -> None:
    race = state("raceday")
    assert progress_note("raceday", race) == "Before the start"
    race.phase = SPEED
    race.cars[0].distance = race.circuit.length + 2
    assert progress_note("raceday", race) == f"Lap 2 of {race.laps}"


def test_mcs_says_the_heat() -> None:
    match = state("mcs")
    assert progress_note("mcs", match) == f"Heat 1 of {match.heats}"
    match.heat, match.extra = match.heats + 1, True
    assert progress_note("mcs", match) == f"Heat {match.heats + 1} (extra)"
    match.phase = "over"
    assert progress_note("mcs", match) == "Match over"


def test_mind_cycling_says_the_turn_and_how_far_the_front_is_from_the_line() -> None:
    stage = state("mindcycling", 3)
    front = min(stage.course.to_line(rider.space) for rider in stage.riders)
    assert progress_note("mindcycling", stage) == f"Turn 1, {front} to go"
    set_language("fr")
    assert progress_note("mindcycling", stage) == f"Tour 1, encore {front}"


def test_motox_says_the_building_then_the_round() -> None:
    race = state("motox", 3)
    assert progress_note("motox", race) == "Building the track"
    race.phase, race.round = DECIDE, 3
    assert progress_note("motox", race) == "Round 3"
