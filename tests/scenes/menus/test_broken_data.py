"""Issue 23, defect 3, through the real app: data that `validate` refuses never starts a game.
Each way in (New game, Learn to play, Continue, app start) shows what is wrong and where, and
the app goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.app import App
from tabletop.engine.match import BROKEN_DATA
from tabletop.files import saves
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.content.data_copy import data_copy, edit, forget_loaded_data
from tests.scenes.driver import Driver
from tests.test_saves import played_match

__all__ = ["data_copy"]  # the fixture, used by name


@pytest.fixture
def start_app(make_app: type[App], data_copy: Path) -> type[App]:
    """Apps as `run_app` opens them, on the copy of the data."""
    game_hooks.install()
    return make_app


def open_app(make_app: type[App]) -> Driver:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    return driver


def no_table(driver: Driver) -> bool:
    return not any(isinstance(scene, TableScene) for scene in driver.app.ctx.stack.scenes)


def test_new_game_on_a_ramp_no_die_can_clear_says_where_and_starts_nothing(
    start_app: type[App], data_copy: Path
) -> None:
    edit(data_copy / "cards" / "motox.yaml", "max_ramp: 3", "max_ramp: 9")
    driver = open_app(start_app)
    driver.click_button("New game")
    driver.click_id("#game_motox")
    form = driver.top
    driver.click_button("Start")
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "The game files have problems"
    assert dialog.message.startswith("MotoX cannot start")
    assert f"{data_copy / 'cards' / 'motox.yaml'}:21: a ramp of 9 could never be jumped" in dialog.message
    assert no_table(driver)
    driver.click_button("OK")
    assert driver.top is form


def test_a_lesson_naming_another_game_opens_a_dialog_not_a_crash(
    start_app: type[App], data_copy: Path
) -> None:
    edit(data_copy / "tutorials" / "motox.yaml", "game: motox", "game: mindcycling")
    driver = open_app(start_app)
    driver.click_button("Learn to play")
    driver.click_id("#learn_motox")
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "The lesson cannot start"
    assert "motox.yaml:2: this file teaches motox, so 'game' must be motox" in dialog.message
    assert no_table(driver)


def test_continue_on_data_broken_since_the_save_explains_it(start_app: type[App], data_copy: Path) -> None:
    saves.write_autosave(played_match(5))
    edit(data_copy / "games" / "nascard.yaml", "players: {min: 1", "players: {min: 0")
    forget_loaded_data()
    driver = open_app(start_app)
    driver.click_button("Continue")
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "Cannot continue"
    assert isinstance(dialog, DialogScene) and BROKEN_DATA in dialog.message
    driver.click_button("Details")
    details = driver.top
    assert isinstance(details, DialogScene)
    assert "the game's own data is broken" in details.message and "nascard.yaml:7" in details.message
    assert no_table(driver)


def test_a_theme_validate_refuses_is_not_loaded_and_the_app_says_so(
    start_app: type[App], data_copy: Path
) -> None:
    edit(data_copy / "theme.json", '"defaults": {', '"defaults": [], "unused": {')
    driver = open_app(start_app)
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "Theme file problem"
    assert "theme.json:2: 'defaults' must be an object" in dialog.message
    driver.click_button("OK")
    assert isinstance(driver.top, MainMenu)
