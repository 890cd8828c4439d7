"""The app opens and plays on a user folder that cannot keep anything, and says so once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.pages.settings_scene import SettingsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


def test_a_user_folder_that_is_a_file_is_told_once_and_settings_live_in_memory(
    make_app: type[App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    taken = tmp_path / "taken"
    taken.write_text("a file where the folder should be\n")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(taken))
    driver = Driver(make_app((1280, 720)))
    driver.frames(2)
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    assert f"Your folder {taken} cannot be used" in dialog.message
    driver.click_button("OK")
    assert isinstance(driver.top, MainMenu)
    driver.click_button("Settings")
    assert isinstance(driver.top, SettingsScene)
    driver.click_id("#animation_speed_2")
    assert driver.app.ctx.settings.animation_speed == "fast"
    assert isinstance(driver.top, SettingsScene)  # no "Settings not saved" for every click
    assert taken.read_text() == "a file where the folder should be\n"


def test_an_undo_whose_autosave_cannot_be_written_is_a_toast(driver: Driver, user_dir: Path) -> None:
    saves.autosave_path().mkdir()  # a folder where the autosave goes: every write fails
    match = Match(rules_for("mindcycling"), Setup((SeatSetup("Anna", False, "green"),), {}), 3)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    scene.propose(scene.rules.legal_actions(match.state, 0)[0])
    driver.settle(scene.animator)
    assert "Autosave failed" in scene.banner.toast_text
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # the undo writes the autosave too
    assert not match.steps
    assert scene.banner.toast_text == "Move taken back."


def _mind_cycling_table(driver: Driver) -> TableScene:
    match = Match(rules_for("mindcycling"), Setup((SeatSetup("Anna", False, "red"),), {}), 3)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    scene.propose(scene.rules.legal_actions(match.state, 0)[0])
    driver.settle(scene.animator)
    return scene


def test_a_save_that_fails_names_the_saves_folder_and_what_is_wrong(driver: Driver, user_dir: Path) -> None:
    # A file where the saves folder should be: the system's "File exists" told nothing of where.
    saves.saves_dir().write_text("not a folder\n")
    scene = _mind_cycling_table(driver)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert scene.banner.toast_text == (
        f"Could not save in {saves.saves_dir()}: a file is where a folder should be"
    )
    assert saves.saves_dir().read_text() == "not a folder\n"


def test_an_autosave_that_fails_names_its_file(driver: Driver, user_dir: Path) -> None:
    saves.autosave_path().mkdir()
    scene = _mind_cycling_table(driver)
    assert scene.banner.toast_text.startswith(f"Autosave failed ({saves.autosave_path()}): ")


def test_quitting_a_game_its_autosave_did_not_keep_asks_first(driver: Driver, user_dir: Path) -> None:
    saves.autosave_path().mkdir()  # every autosave fails
    scene = _mind_cycling_table(driver)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    question = driver.top
    assert isinstance(question, DialogScene) and "Autosave failed" in question.message
    driver.click_button("Cancel")
    assert driver.top is scene  # the game goes on
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    driver.click_button("Save")  # the saves folder takes it: saved, then left
    assert scene not in driver.app.ctx.stack.scenes
    assert [(info.problem, info.moves) for info in saves.list_saves()] == [(None, 1)]


def test_closing_the_window_on_a_game_not_kept_asks_and_can_leave_without_saving(
    driver: Driver, user_dir: Path
) -> None:
    saves.autosave_path().mkdir()
    _mind_cycling_table(driver)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(2)
    assert driver.app.ctx.running and isinstance(driver.top, DialogScene)
    driver.click_button("Leave without saving")
    assert not driver.app.ctx.running


def test_a_kept_game_quits_without_a_question(driver: Driver, user_dir: Path) -> None:
    scene = _mind_cycling_table(driver)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    assert scene not in driver.app.ctx.stack.scenes
