"""The banner waiting on several seats speaks to a seat named You inside the line: "Heat 1 · Anna
and you choosing riders…", French "Anna et vous en train de choisir…" (it read "Anna and You")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.language import set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def gate(driver: Driver, first: str, second: str) -> TableScene:
    seats = (SeatSetup(first, True, "red"), SeatSetup(second, True, "yellow"))
    return push_table(driver, Match(rules_for("mcs"), Setup(seats, {"mode": "match"}), 4))


@pytest.mark.parametrize(("language", "you", "told"), [
    ("en", "You", "Heat 1 · Anna and you choosing riders…"),
    ("fr", "Vous", "Manche 1 · Anna et vous en train de choisir les pilotes…"),
])
def test_the_seats_waited_on_speak_to_you(driver: Driver, language: str, you: str, told: str) -> None:
    driver.app.ctx.speak(language)
    table = gate(driver, "Anna", you)
    state = table.match.state
    assert state.phase == "gate"
    assert table.view.banner(state, None, (0, 1))[0] == told
    # Opening the line, the seat keeps its capital.
    table = gate(driver, you, "Anna")
    assert table.view.banner(table.match.state, None, (0, 1))[0].split(" · ")[1].startswith(f"{you} ")


def test_the_bend_waits_on_vous_in_lower_case(driver: Driver) -> None:
    """It read "Virage, tour I · à Vous de jouer…"."""
    driver.app.ctx.speak("fr")
    match = Match(rules_for("mcs"), Setup((SeatSetup("Anna", True, "red"), SeatSetup("Vous", True, "yellow")),
                                          {"mode": "match"}), 4)
    while not (match.state.phase == "bend" and match.to_act() == (1,)):
        seat = match.to_act()[0]
        match.apply(seat, match.rules.legal_actions(match.state, seat)[0])
    table = push_table(driver, match)
    told = table.view.banner(match.state, 0, (1,))[0]
    assert told.startswith("Virage, tour ") and told.endswith(" · à vous de jouer…"), told
