"""Friends racing MotoX share the screen with no hand-off: the turn passing on must not stop the
one who just moved from taking it back. Ctrl+Z after laying a tile was refused to the next
player ("You have no move to take back: you have not played yet.")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.motox.actions import PlaceTile
from tabletop.games.motox.state import BUILD
from tabletop.scenes.play.pause_menu import PauseMenu
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_table_motox import roll_for_first, start, view_of


@pytest.mark.parametrize("how", ["ctrl+z", "menu"])
def test_the_player_who_laid_a_tile_takes_it_back_after_the_turn_passed_on(driver: Driver, how: str) -> None:
    scene = start(driver)
    roll_for_first(driver, scene)
    state = scene.match.state
    assert state.phase == BUILD
    layer = scene.match.to_act()[0]
    pieces = view_of(scene).pieces
    assert pieces.stock_tile is not None
    driver.drag(pieces.stock_tile.screen_pos, pieces.zones[0].screen_pos)
    driver.settle(scene.animator)
    assert isinstance(scene.match.steps[-1].action, PlaceTile) and len(state.tiles) == 1
    assert tuple(scene.match.to_act()) != (layer,) and scene.holder != layer  # the next player's turn
    steps = len(scene.match.steps)
    if how == "ctrl+z":
        driver.key(pygame.K_z, pygame.KMOD_CTRL)
    else:
        driver.key(pygame.K_ESCAPE)
        menu = driver.top
        assert isinstance(menu, PauseMenu) and menu.undo_button is not None and menu.undo_button.is_enabled
        driver.click(menu.undo_button.rect.center)
    driver.settle(scene.animator)
    assert driver.top is scene and scene.banner.toast_text == "Move taken back."
    assert len(scene.match.steps) == steps - 1 and not scene.match.state.tiles
    assert tuple(scene.match.to_act()) == (layer,) and scene.viewer == scene.holder == layer


def test_a_second_undo_does_not_take_back_the_move_of_the_person_before(driver: Driver) -> None:
    """Two tiles laid by two people; the second takes theirs back, then presses again: the first
    person's tile stays (undo never goes past another person's decision)."""
    scene = start(driver)
    roll_for_first(driver, scene)
    pieces = view_of(scene).pieces
    layers = []
    for _tile in range(2):
        layers.append(scene.match.to_act()[0])
        assert pieces.stock_tile is not None
        driver.drag(pieces.stock_tile.screen_pos, pieces.zones[0].screen_pos)
        driver.settle(scene.animator)
    assert len(scene.match.state.tiles) == 2 and layers[0] != layers[1]
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.settle(scene.animator)
    assert len(scene.match.state.tiles) == 1 and tuple(scene.match.to_act()) == (layers[1],)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.settle(scene.animator)
    assert len(scene.match.state.tiles) == 1, "the first person's tile was taken back by the second"
    assert scene.banner.toast_text.startswith("You have no move to take back"), scene.banner.toast_text
    # Laying it again, that person may take it back once more.
    driver.drag(pieces.stock_tile.screen_pos, pieces.zones[0].screen_pos)
    driver.settle(scene.animator)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.settle(scene.animator)
    assert len(scene.match.state.tiles) == 1 and tuple(scene.match.to_act()) == (layers[1],)
