"""Race Day and MotoX on the table in French: the banner, the seat rows, the tray's words and
the keyboard list read French at the smallest window and the usual one, a seat named "Vous"
is spoken to, and every label fits."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.language import set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import main_menu
from tests.scenes.pages.test_language_switch import cut_texts
from tests.scenes.tables import start_table

SIZES = [(960, 600), (1280, 720)]
SEATS = (SeatSetup("Vous", False, "red"), SeatSetup("Anna", True, "blue"), SeatSetup("Élodie", True, "green"))


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    yield
    set_language("en")


def table_in_french(make_app: type[App], size: tuple[int, int], game: str) -> TableScene:
    """A new `game` on the table in French at `size`, the seat named "Vous" to act first."""
    driver = main_menu(make_app, size, instant=True)
    driver.app.ctx.speak("fr")
    scene = start_table(driver, game, SEATS, seed=4)
    driver.frames(400)  # the opening toasts fade and the table settles
    assert scene.match.to_act() == (0,)
    assert cut_texts(driver) == []
    return scene


def picker_words(scene: TableScene) -> list[str]:
    return [words for words, _action in scene.picker.items]


@pytest.mark.parametrize("size", SIZES)
def test_race_day_reads_french_on_the_table(make_app: type[App], size: tuple[int, int]) -> None:
    scene = table_in_french(make_app, size, "raceday")
    assert scene.banner.message.startswith("Vous : lancez pour la pole")
    assert picker_words(scene) == ["Lancer pour la pole"]
    rows = scene.view.seat_rows(scene.match.state, scene.match.to_act())
    assert [row.fields for row in rows] == [("doit lancer pour la pole",)] * 3
    assert scene.view.tray_lines == [("Lancer pour la pole", scene.view.tray_lines[0][1])]


@pytest.mark.parametrize("size", SIZES)
def test_motox_reads_french_on_the_table(make_app: type[App], size: tuple[int, int]) -> None:
    scene = table_in_french(make_app, size, "motox")
    assert scene.banner.message == "Vous : lancez pour savoir qui commence"
    assert picker_words(scene) == ["Lancer pour commencer"]
    rows = scene.view.seat_rows(scene.match.state, scene.match.to_act())
    assert rows[0].fields == ("doit lancer pour commencer",)
