"""Race Day's seat rows keep every count whole in the smallest window, in French too: the
place, the lap, the body damage and the smoke ("Carross. 4/5…" lost the smoke)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.raceday.state import FINISHED
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import set_language
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SEATS = (
    SeatSetup("Alice", False, "red"), SeatSetup("Bob", False, "blue"), SeatSetup("Chloé", False, "green"),
    SeatSetup("Computer 4", True, "yellow", level="normal"),
)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def a_car_finished() -> Match:
    """A one-lap race stopped once a car has crossed the line, the others still racing."""
    match = Match(rules_for("raceday"), Setup(SEATS, {"laps": 1}), 7)
    bots = [MatchBot(match, seat) for seat in range(len(SEATS))]
    while not any(car.status == FINISHED for car in match.state.cars):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    assert match.to_act()
    return match


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_count_of_a_row_reads_whole(make_app: type[App], language: str) -> None:
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = push_table(driver, a_car_finished())
    state = scene.match.state
    numbers = scene.rules.parts.numbers
    panel = scene.seats
    assert len(panel._boxes()) == len(SEATS)
    for index, seat in enumerate(scene.view._dashboard_order(state)):
        body, smoke = state.cars[seat].counters(numbers.body_limit, numbers.engine_limit)
        *_, counts = panel.lines(index)
        words = counts.text.split(" · ")
        assert f"{body}/{numbers.body_limit}" in words[-2], counts
        assert words[-1].endswith(f" {smoke}/{numbers.engine_limit}"), counts
