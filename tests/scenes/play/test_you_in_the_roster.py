"""The log's first line lists the seats after the game's name, the replay's too: a seat named You
is "you" inside it, in French "vous" ("Race Day: Anna, you and Bob"; it read "Anna, You and Bob",
"Anna, Vous et Bob")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.seat_names import YOU, default_name
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import set_language
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SEATS = (SeatSetup("Anna", True, "red"), SeatSetup(default_name(YOU), False, "blue"),
         SeatSetup("Bob", True, "green"))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(("language", "table", "replay"), [
    ("en", "Race Day: Anna, you and Bob.", "Replay of Race Day: Anna, you, Bob."),
    ("fr", "Race Day : Anna, vous et Bob.", "On revoit une partie de Race Day : Anna, vous, Bob."),
])
def test_the_seats_listed_speak_to_you(make_app: type[App], language: str, table: str, replay: str) -> None:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.speak(language)
    match = play_match(rules_for("raceday"), Setup(SEATS, {"laps": 1}), 3)
    assert push_table(driver, match).log.entries[0].text == table
    watched = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(watched)
    driver.frames(3)
    assert watched.log.entries[0].text == replay
