"""A saved game's words come back in every language: the names a track gives its stretches
("Turn 1", "Virage 1") are kept in the save, so a game loaded or continued in French tells its
log in French, as the unbroken game did."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.files import saves
from tabletop.language import set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.e2e.walk import (
    new_game_through_the_form,
    open_from_load,
    play_a_few_moves,
    quit_to,
    save_with_ctrl_s,
)
from tests.scenes.driver import main_menu


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def log_in_french(table: TableScene) -> list[str]:
    set_language("fr")
    table._refresh(rebuild_log=True)
    words = [entry.text for entry in table.log.entries]
    set_language("en")
    return words


def test_a_race_day_game_loaded_tells_its_log_in_french_as_before(make_app: type[App]) -> None:
    driver = main_menu(make_app, instant=True)
    table = new_game_through_the_form(driver, "raceday", "Pocono Raceway")
    for _turn in range(20):  # the dice may keep both cars still a while: play until one moves
        play_a_few_moves(driver, table, human_moves=1)
        before = log_in_french(table)
        if any("Virage" in line or "Ligne droite" in line for line in before):
            break
    else:
        raise AssertionError("no car moved in 20 turns")
    save_with_ctrl_s(driver)
    quit_to(driver)
    loaded = open_from_load(driver)
    assert loaded.match.checksum() == table.match.checksum()
    assert log_in_french(loaded) == before
    # Read straight from the file, as Continue and Load read it.
    again = saves.load(saves.list_saves()[0].path)
    assert again.setup.track == table.match.setup.track
