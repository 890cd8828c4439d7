"""The keyboard's move list leaves in sight the board places its moves name: the lit places for
the next tile and the tile they are named from ("to the right of tile 4"), the lit spaces of a
ride and the dice it is counted from."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.games.motox.actions import Move, PlaceTile
from tabletop.games.motox.view.layout import tile_rect
from tests.scenes.play.motox.test_motox_camera import SIZES, can, open_driven
from tests.scenes.play.motox.test_table_motox import view_of


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("steps", [8, 14])
def test_the_tab_list_does_not_cover_the_places_for_the_next_tile(
    make_app: type[App], size: tuple[int, int], steps: int
) -> None:
    driver, scene = open_driven(make_app, size, lambda m: len(m.steps) >= steps and can(m, PlaceTile))
    view = view_of(scene)
    driver.key(pygame.K_TAB)
    box = scene.picker.last_box
    assert scene.picker.active and box is not None
    state = scene.match.state
    named = [view.camera.world_rect_to_screen(tile_rect(state.tiles[-1].cell))]
    lit = [zone.screen_rect() for zone in view.pieces.zones if zone.kind == "cell"]
    assert lit
    assert [rect for rect in lit + named if box.colliderect(rect)] == []


def test_the_tab_list_leaves_a_ride_s_places_and_dice_in_sight(make_app: type[App]) -> None:
    driver, scene = open_driven(make_app, (960, 600), lambda m: can(m, Move))
    view = view_of(scene)
    driver.key(pygame.K_TAB)
    box = scene.picker.last_box
    assert scene.picker.active and box is not None
    kept = [zone.screen_rect() for zone in view.pieces.zones if zone.kind in ("space", "wipe")]
    kept += [die.screen_rect() for die in view.pieces.dice[: view.pieces.dice_shown]]
    assert kept and [rect for rect in kept if box.colliderect(rect)] == []
