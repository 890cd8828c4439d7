"""A game that leaves the table leaves nothing behind: no scene, no view, no rendered images."""

from __future__ import annotations

import gc
import weakref

import pytest

from tabletop.bench.scenarios import mid_game_match
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.card_faces import render_face
from tests.scenes.driver import Driver


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_closing_the_table_frees_the_game(driver: Driver, game_id: str) -> None:
    scene = TableScene(driver.app.ctx, mid_game_match(game_id))
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    gone = weakref.ref(scene)
    view = weakref.ref(scene.view)
    del scene
    driver.app.ctx.stack.pop()
    driver.frames(1)
    gc.collect()
    assert gone() is None and view() is None
    assert render_face.cache_info().currsize == 0
