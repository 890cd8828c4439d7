"""While the roll that forms the grid is shown, the dice tray, the dashboards, the seat panel and
the log agree at every frame: none says who has the pole while another still waits for a roll."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.raceday.actions import RollForPole
from tabletop.games.raceday.state import POLE
from tabletop.games.raceday.view import RaceDayView
from tabletop.language import set_language
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"))
WORDS = {"en": ("takes the pole", "yet to roll"), "fr": ("prend la pole", "doit lancer")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_grid_is_told_everywhere_at_once(driver: Driver, language: str) -> None:
    set_language(language)
    scene = start_table(driver, "raceday", SEATS, 5)
    view = scene.view
    assert isinstance(view, RaceDayView)
    pole, waiting = WORDS[language]
    frames = 0
    for _ in range(20):
        if scene.match.state.phase != POLE:
            break
        (seat,) = scene.match.to_act()
        assert scene.propose(RollForPole()) is None
        rolled = scene.match.steps[-1].events[0].describe()
        while scene.animator.busy:
            driver.frames(1)
            tray = " ".join(words for words, _colour in view.tray_lines)
            rows = {row.name: " ".join(row.fields) for row in scene.seats.rows}
            log = " ".join(entry.text for entry in scene.log.entries)
            if pole in tray:
                assert not any(waiting in row for row in rows.values()), (tray, rows)
            if rolled in tray or view.dash_news.get(seat, {}).get("pole_roll"):
                assert rolled in log and waiting not in rows[SEATS[seat].name], (tray, rows, log)
            frames += 1
        driver.frames(2)
    assert scene.match.state.phase != POLE and frames > 20
