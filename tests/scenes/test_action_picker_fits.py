"""The keyboard action list stays inside the window at the smallest and a large size."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.table_scene import TableScene
from tests.scenes.driver import Driver


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_tab_list_fits_the_window_and_follows_the_choice(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bot", True, "blue"))
    scene = TableScene(driver.app.ctx, Match(rules_for("nascard"), Setup(seats, {}), 3))
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    items = len(scene.picker.items)
    assert items > 3  # a whole hand to choose from
    window = pygame.Rect((0, 0), driver.app.ctx.size)
    for step in range(items + 2):
        driver.key(pygame.K_TAB)
        box = scene.picker.last_box
        assert box is not None and window.contains(box), (step, box, window)
        assert scene.picker.index in scene.picker.last_rows
    assert scene.picker.index == (items + 1) % items
