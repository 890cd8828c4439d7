"""MotoX's still track is drawn once into the table's backdrop: it must never show a stale picture.

Each check draws the table as it is (with the backdrop the table kept) and again with the
backdrop drawn afresh; the two must be the same pixels, after zooms, pans, tiles and coins.
"""

from __future__ import annotations

import pygame

from tabletop.bench.table import _draggable
from tabletop.games.motox.state import BUILD
from tabletop.games.motox.view.track_layer import TrackLayer
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_table_motox import roll_for_first, short_track, start, view_of


def kept_matches_fresh(driver: Driver, scene: TableScene) -> bytes:
    """The table drawn now with its kept backdrop, checked against one drawn from scratch."""
    driver.frames(1)  # the backdrop is brought up to date here, if it ever is
    kept = pygame.Surface(driver.app.ctx.size)
    scene.draw(kept)
    scene.backdrop.forget()
    view_of(scene).track = TrackLayer()
    fresh = pygame.Surface(driver.app.ctx.size)
    scene.draw(fresh)
    picture = pygame.image.tobytes(fresh, "RGB")
    assert pygame.image.tobytes(kept, "RGB") == picture, "the backdrop shows a stale track"
    return picture


def test_the_track_follows_the_wheel(driver: Driver) -> None:
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    view = view_of(scene)
    assert view.pieces.state is not None and len(view.pieces.state.tiles) == 5
    before = kept_matches_fresh(driver, scene)
    pointer = view.table.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
    zoom = scene.camera.zoom
    driver.wheel(2)
    assert scene.camera.zoom > zoom
    assert kept_matches_fresh(driver, scene) != before


def test_the_track_follows_pans_past_what_was_drawn_around_the_board(driver: Driver) -> None:
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    view = view_of(scene)
    # Close up, in whole world pixels (so a pan moves the track by exact pixels): the
    # track is taller than the board and what is drawn around it.
    scene.camera.zoom = 2.0
    scene.camera.origin = pygame.Vector2(-20, -40)
    pictures = [kept_matches_fresh(driver, scene)]
    corner = pygame.Vector2(view.table.left + 12, view.table.top + 12)  # bare cloth
    for shift in ((40, 30), (60, 300), (0, 300)):
        origin = pygame.Vector2(scene.camera.origin)
        driver.drag(corner + shift, corner)
        assert scene.camera.origin == origin + pygame.Vector2(shift) / 2
        pictures.append(kept_matches_fresh(driver, scene))
    assert len(set(pictures)) == len(pictures)


def test_tiles_and_a_coin_laid_while_building_show_at_once(driver: Driver) -> None:
    scene = start(driver)
    roll_for_first(driver, scene)
    state = scene.match.state
    assert state.phase == BUILD
    pieces = view_of(scene).pieces
    pictures = [kept_matches_fresh(driver, scene)]
    for count in range(1, 4):
        assert pieces.stock_tile is not None
        driver.drag(pieces.stock_tile.screen_pos, pieces.zones[0].screen_pos)
        assert pieces.fresh_tile is not None, "the tile is landing"
        kept_matches_fresh(driver, scene)
        driver.settle(scene.animator)
        assert len(state.tiles) == count
        pictures.append(kept_matches_fresh(driver, scene))
    ramp = next(z for z in pieces.zones if z.kind == "ramp")
    driver.click_at(ramp.screen_pos)
    landed = False
    for _ in range(60):
        kept_matches_fresh(driver, scene)
        landed = not scene.animator.busy
        if landed:
            break
    assert landed and state.tiles[1].ramp == 1
    pictures.append(kept_matches_fresh(driver, scene))
    assert len(set(pictures)) == len(pictures), "each tile and the coin changed the table"


def test_the_bench_finds_the_viewers_piece_to_drag(driver: Driver) -> None:
    scene = start(driver)
    roll_for_first(driver, scene)
    view = view_of(scene)
    found = _draggable(scene)
    assert found is not None
    drag, where = found
    assert drag is view.drag is view.controls.drag
    assert view.pieces.stock_tile is not None and view.pieces.stock_tile.hit_test(where)
