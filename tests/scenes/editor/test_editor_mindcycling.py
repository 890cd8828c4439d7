"""Mind Cycling in the track editor, driven by mouse and keys: build a course, see a rock
outside the mountains refused and marked, save, reload, test-drive and race it with bots."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.engine.track_design.document import TrackDocument
from tabletop.games.mindcycling.track_layout import START
from tabletop.games.mindcycling.view.art import PLAIN_ROAD
from tabletop.games.mindcycling.view.table_view import MindCyclingView
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import REFUSED
from tests.editor.tracks import MINDCYCLING
from tests.scenes.driver import Driver, main_menu
from tests.scenes.editor_steps import (
    build,
    drive_and_come_back,
    finish_with_bots,
    open_editor,
    race_my_track_with_bots,
    save_and_reopen,
    tile_centre,
)


def test_build_check_save_reload_and_race_a_course(menu: Driver, user_dir: Path) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    scene = open_editor(menu, "Mind Cycling")
    assert scene.problems

    # A rock straight after flat road is the game's problem, listed and marked on the rock.
    misplaced = replace(MINDCYCLING.pieces[4], x=2)
    build(menu, scene, TrackDocument("mindcycling", "x", (*MINDCYCLING.pieces[:2], misplaced)))
    rock = scene.board.cell_centre((2, 2))
    assert any("mountain" in p.message and 2 in p.pieces for p in scene.problems), scene.problems
    menu.click_at(rock)
    assert scene.selection == {2}
    menu.key(pygame.K_DELETE)
    assert not any("mountain" in p.message for p in scene.problems)

    counts = build(menu, scene, TrackDocument("mindcycling", "x", MINDCYCLING.pieces[2:]))
    assert all(counts[:-1]) and counts[-1] == 0, counts
    assert scene.valid and set(scene.doc.pieces) == set(MINDCYCLING.pieces)

    # Without the finish line the course leads nowhere; redo puts the line back.
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    assert not scene.valid
    menu.key(pygame.K_y, pygame.KMOD_CTRL)
    assert scene.valid

    save_and_reopen(menu, scene, user_dir, "mindcycling")
    assert scene.valid
    # A course is a straight run: it opens in its order of travel, laid along one line.
    assert [(p.kind, p.side) for p in scene.doc.pieces] == [(p.kind, p.side) for p in MINDCYCLING.pieces]

    drive_and_come_back(menu, scene)
    race_my_track_with_bots(menu, "mindcycling")
    results = finish_with_bots(menu)
    assert results.match.outcome() is not None


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_test_drive_opens_on_the_whole_start_area_and_its_riders(
    make_app: type[App], size: tuple[int, int]
) -> None:
    menu = main_menu(make_app, size)
    scene = open_editor(menu, "Mind Cycling")
    scene.change(MINDCYCLING)
    menu.key(pygame.K_t, pygame.KMOD_CTRL)
    table = menu.top
    assert isinstance(table, TableScene) and isinstance(table.view, MindCyclingView)
    view = table.view
    road = view._road_area()
    start = [band.rect for band in view._geometry().bands if band.strip.kind == START]
    assert start and all(road.contains(view.camera.world_rect_to_screen(rect)) for rect in start)
    for rider in table.match.state.riders:
        assert road.contains(view.riders[rider.id].screen_rect()), rider.name


def test_the_advice_to_make_room_before_the_finish_line_can_be_followed(menu: Driver) -> None:
    """Start area, then the finish line: the road is missing. A strip dropped on the line is not laid
    there, and the toast says why; as advised, the line is moved along and the strip laid before it."""
    scene = open_editor(menu, "Mind Cycling")
    start, finish = MINDCYCLING.pieces[0], replace(MINDCYCLING.pieces[-1], x=1)
    build(menu, scene, TrackDocument("mindcycling", "x", (start, finish)))
    assert [p.message for p in scene.problems] == [
        "The road is 0 rows long and a stage needs at least 24 rows between the start area and the finish "
        "line: move the Finish line along to make room (click it, then the arrow keys move it) and lay 24 "
        "more rows of strips before it."
    ]
    on_line = scene.board.cell_centre(finish.cell) - pygame.Vector2(scene.board.camera.zoom * 0.3, 0)
    menu.drag(tile_centre(menu, scene, "flat-8"), on_line)
    assert scene.doc.pieces == (start, finish)
    assert scene.banner.toast_text == (
        "Not there: Finish line is on that square. Drop Flat, 8 rows on a free one."
    )
    assert len(scene.problems) == 1 and "The road is 0 rows long" in scene.problems[0].message

    menu.click_at(scene.board.cell_centre(finish.cell))
    assert scene.selection == {1}
    menu.key(pygame.K_RIGHT)
    menu.drag(tile_centre(menu, scene, "flat-8"), scene.board.cell_centre(finish.cell))
    assert [(p.kind, p.x) for p in scene.doc.pieces] == [("start", 0), ("finish", 2), ("flat-8", 1)]
    assert [p.message for p in scene.problems] == [
        "The road is 8 rows long and a stage needs at least 24 rows between the start area and the finish "
        "line: move the Finish line along to make room (click it, then the arrow keys move it) and lay 16 "
        "more rows of strips before it."
    ]


def test_an_open_end_is_ringed_on_the_edge_of_the_piece(menu: Driver) -> None:
    scene = open_editor(menu, "Mind Cycling")
    build(menu, scene, TrackDocument("mindcycling", "x", MINDCYCLING.pieces[:2]))
    menu.frames(60)  # the table's fade is over
    # The flat strip leads nowhere: the red ring sits on its far edge, not on the cell beyond.
    edge = (scene.board.cell_centre(MINDCYCLING.pieces[1].cell) + scene.board.cell_centre((2, 2))) / 2
    radius = max(4, round(scene.board.camera.zoom * 0.18))
    assert menu.app.screen.get_at((round(edge.x), round(edge.y - radius + 1)))[:3] == REFUSED


def test_riders_across_the_line_of_a_stage_made_here_wait_on_road(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The line of a stage made in the editor may end anywhere along a line of the table's
    serpentine: the riders across it wait on a finish area of road past it, not on the grass."""
    menu.app.ctx.update_settings(animation_speed="instant")
    watch = EditorGame.test_drive_setup
    monkeypatch.setattr(EditorGame, "test_drive_setup", lambda self, layout: watch(self, layout, human=False))
    scene = open_editor(menu, "Mind Cycling")
    build(menu, scene, MINDCYCLING)
    menu.click_id("#editor_test_drive")
    table = menu.top
    assert isinstance(table, TableScene) and isinstance(table.view, MindCyclingView)
    state, view = table.match.state, table.view
    for _ in range(20000):
        if state.over:
            break
        menu.frames(1)
    menu.settle(table.animator)
    geometry, art = view._geometry(), view.art
    assert state.over and art is not None
    origin = pygame.Vector2(geometry.bounds.topleft)
    for rider in state.riders:
        centre = view.riders[rider.id].pos
        token = pygame.Rect(0, 0, geometry.token, geometry.token)
        token.center = (round(centre.x), round(centre.y))
        assert rider.finished and geometry.finish_area.contains(token), rider.name
        # The course's picture under the token's edges is road, not the bare table.
        for edge in (token.midleft, token.midright, token.midtop, token.midbottom):
            assert art.get_at(pygame.Vector2(edge) - origin)[:3] == PLAIN_ROAD, (rider.name, edge)
