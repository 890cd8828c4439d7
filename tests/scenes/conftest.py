"""Fixtures for driving the real app: each test gets a fresh app and its own user folder."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.files.settings import SETTINGS_FILE
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.menus import menu_actions, new_game
from tabletop.scenes.play import bot_worker
from tests.scenes.driver import Driver, main_menu
from tests.scenes.held_computer import Held

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user folder whose player has been offered every guided first game already.

    Tests of the first-time offer start from `new_user_dir` instead.
    """
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    folder.mkdir()
    offered = ", ".join(GAME_IDS)
    (folder / SETTINGS_FILE).write_text(f"tutorials_offered: [{offered}]\n", encoding="utf-8")
    return folder


@pytest.fixture
def make_app(user_dir: Path) -> Iterator[type[App]]:
    """Build apps for the test (several, to test a restart); hooks start unregistered."""
    menu_actions.reset()
    yield App
    menu_actions.reset()
    if pygame.display.get_init():
        # Events a test posted but never ran a frame for must not leak into the next test.
        pygame.event.clear()


@pytest.fixture
def menu(make_app: type[App]) -> Iterator[Driver]:
    """The real app at its main menu (see `main_menu`); the new-game form forgotten after."""
    yield main_menu(make_app)
    new_game.remembered.clear()


@pytest.fixture
def driver(make_app: type[App]) -> Driver:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    return driver


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every computer seat of the test is `Held`: it thinks until the test ends."""
    release = threading.Event()
    monkeypatch.setattr(bot_worker, "make_level_bot", lambda *args, **kwargs: Held(release))
    yield
    release.set()
