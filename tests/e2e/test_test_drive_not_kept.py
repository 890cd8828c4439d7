"""A test drive in the editor is the editor's race, not one of the player's games: it never
takes Continue from the player's unfinished game, nor fills Load game unless saved on purpose."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.files import saves
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus.main_menu import MainMenu
from tests.e2e.walk import (
    continue_from_the_menu,
    new_game_through_the_form,
    play_a_few_moves,
    quit_to,
    save_with_ctrl_s,
    seen,
    table_of,
)
from tests.scenes.driver import Driver, main_menu
from tests.scenes.editor_steps import open_editor


def _test_drive_a_copy_of_the_speedway(
    driver: Driver, told: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Track editor -> Nascard -> a copy of a built-in track -> Test drive, its toasts noted."""
    scene = open_editor(driver, "Nascard")
    driver.click_id("#editor_open_files")
    driver.click_id("#copy_speedway")
    assert driver.top is scene and scene.valid
    driver.click_id("#editor_test_drive")
    drive = table_of(driver)
    toast = drive.banner.toast
    monkeypatch.setattr(drive.banner, "toast", lambda text, *rest: (told.append(text), toast(text, *rest)))


def _back_to_the_menu(driver: Driver) -> None:
    quit_to(driver, "Quit to editor")
    driver.click_id("#editor_back")
    if isinstance(driver.top, DialogScene):  # the copy was never saved: the editor asks
        driver.click_button("Discard")
    assert isinstance(driver.top, MainMenu)


def test_a_test_drive_leaves_continue_to_the_unfinished_game(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = main_menu(make_app, instant=True)
    raceday = new_game_through_the_form(driver, "raceday", None)
    play_a_few_moves(driver, raceday)
    unfinished = seen(raceday)
    quit_to(driver)
    autosave = saves.autosave_path().read_bytes()

    told: list[str] = []
    _test_drive_a_copy_of_the_speedway(driver, told, monkeypatch)
    play_a_few_moves(driver, table_of(driver))
    _back_to_the_menu(driver)
    assert not [text for text in told if "Load game" in text]
    assert saves.autosave_path().read_bytes() == autosave
    assert saves.list_saves() == []

    assert seen(continue_from_the_menu(driver)) == unfinished


def test_a_test_drive_saved_on_purpose_is_listed_in_load_game_only(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = main_menu(make_app, instant=True)
    told: list[str] = []
    _test_drive_a_copy_of_the_speedway(driver, told, monkeypatch)
    play_a_few_moves(driver, table_of(driver))
    save_with_ctrl_s(driver)
    assert "Game saved: find it under Load game." in told
    _back_to_the_menu(driver)
    assert not saves.has_autosave()
    assert [info.game for info in saves.list_saves()] == ["nascard"]
