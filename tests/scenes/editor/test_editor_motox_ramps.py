"""MotoX in the track editor at the smallest window: the grid's columns fit beside the panels,
and ramps are named as ramps (the bar's "Ramp" tool and its note, the laid tile's hover note,
its height on a gold coin as the table shows it), not as turning a tile over. A built track holds
coins only as ramps (data/rules/motox.md, Building): the palette has no loose coin to offer."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.games.motox.editing import ramp_side
from tabletop.language import pgettext
from tests.scenes.driver import main_menu
from tests.scenes.editor_steps import open_editor, tile_centre


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_grid_s_columns_fit_beside_the_panels(make_app: type[App], size: tuple[int, int]) -> None:
    driver = main_menu(make_app, size)
    scene = open_editor(driver, "MotoX")
    board = scene.board_rect()
    camera = scene.board.camera
    left, right = camera.screen_to_world(board.topleft), camera.screen_to_world(board.topright)
    assert abs(left.x - round(left.x)) < 0.02 and abs(right.x - round(right.x)) < 0.02, (left, right)
    assert 60 <= camera.zoom <= 110  # about the usual size


def test_a_ramp_is_named_a_ramp(make_app: type[App]) -> None:
    driver = main_menu(make_app, (960, 600))
    scene = open_editor(driver, "MotoX")
    tool = driver.button_with_id("#editor_flip")
    assert tool.text == pgettext("editor bar", "Ramp") == "Ramp" and "coin" in str(tool.tool_tip_text)
    kind = scene.game.palette.kinds[0]
    # Its height on a gold coin at the far edge, as the table shows the ramp's stack of coins.
    assert any(b.text == "1" and b.coin and b.row == 1 for b in kind.side(ramp_side(1)).badges)
    driver.drag(tile_centre(driver, scene, kind.id), scene.board.cell_centre((1, 1)))
    driver.key(pygame.K_f)
    assert scene.doc.pieces[-1].side == ramp_side(1)
    over = scene.board.cell_centre((1, 1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(over.x), round(over.y)), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    driver.frames(2)
    assert scene.tooltip.text is not None and "1 coin under the far edge" in scene.tooltip.text
