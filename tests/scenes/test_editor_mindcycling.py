"""Mind Cycling in the track editor, driven by mouse and keys: build a course, see a rock
outside the mountains refused and marked, save, reload, test-drive and race it with bots."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from tabletop.engine.track_design.document import TrackDocument
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.table_scene import TableScene
from tests.editor.tracks import MINDCYCLING
from tests.scenes.driver import Driver
from tests.scenes.test_editor import build, drop_down, finish_with_bots, menu, open_editor  # noqa: F401
from tests.scenes.test_new_game import choose


def test_build_check_save_reload_and_race_a_course(menu: Driver, user_dir: Path) -> None:  # noqa: F811
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

    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    saved = user_dir / "tracks" / "mindcycling"
    assert [p.name for p in saved.glob("*.yaml")] == ["my-track.yaml"]

    menu.click_id("#editor_open_files")
    assert isinstance(menu.top, TrackFilesScene)
    menu.click_id("#open_my-track")
    assert menu.top is scene and scene.valid
    # A course is a straight run: it opens in its order of travel, laid along one line.
    assert [(p.kind, p.side) for p in scene.doc.pieces] == [(p.kind, p.side) for p in MINDCYCLING.pieces]

    menu.click_id("#editor_test_drive")
    table = menu.top
    assert isinstance(table, TableScene)
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    menu.key(pygame.K_ESCAPE)
    menu.click_button("Quit to editor")
    assert menu.top is scene

    menu.click_id("#editor_back")
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    menu.click_id("#game_mindcycling")
    choose(menu, drop_down(menu, "#track"), "My track (yours)")
    for row in form.seat_rows:
        choose(menu, row.kind, "Computer")
    menu.click_button("Start")
    table = menu.top
    assert isinstance(table, TableScene)
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    results = finish_with_bots(menu)
    assert results.match.outcome() is not None
