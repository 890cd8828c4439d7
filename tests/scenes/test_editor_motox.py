"""MotoX in the track editor, driven as a player would: tiles dragged from the palette, F for coins."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.table_scene import TableScene
from tests.editor.tracks import MOTOX
from tests.scenes.driver import Driver
from tests.scenes.test_editor import build, drop_down, finish_with_bots, menu, open_editor
from tests.scenes.test_new_game import choose

__all__ = ["menu"]  # the fixture, shared with the other editor tests


def test_build_a_motox_track_see_a_problem_come_and_go_save_reload_and_race(
    menu: Driver, user_dir: Path
) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    scene = open_editor(menu, "MotoX")
    assert scene.problems  # the empty table
    counts = build(menu, scene, MOTOX)
    # One tile is not a track; the ramp on the second waits for a tile beyond it; then the track
    # is too short for a race until its twelfth tile.
    assert counts == [2, 2] + [1] * 9 + [0], counts
    assert scene.valid and scene.doc.pieces == MOTOX.pieces

    # The last tile moved beside the ramp tile touches it as well as the tile before: the
    # building phase's own rule, in words, marked on both tiles; moved back, the track is good.
    last = scene.doc.pieces[4]
    start = scene.board.cell_centre(last.cell)
    menu.drag(start, scene.board.cell_centre((1, 1)))
    assert scene.doc.pieces[4].cell == (1, 1) and not scene.valid
    problem = next(p for p in scene.problems if "touch" in p.message)
    assert "Ace of Suns" in problem.message and set(problem.pieces) == {1, 4}
    menu.drag(scene.board.cell_centre((1, 1)), start)
    assert scene.valid and scene.doc.pieces[4] == last

    # A coin under the corner tile is refused in words; a third coin on the ramp is the most.
    menu.click_at(scene.board.cell_centre((2, 0)))
    menu.key(pygame.K_f)
    assert [(p.message, p.pieces) for p in scene.problems] == [
        ("2 of Suns: a ramp goes on a tile in a straight line with both of its neighbours.", (2,))
    ]
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    menu.click_at(scene.board.cell_centre((1, 0)))
    menu.key(pygame.K_f)
    assert scene.valid and scene.doc.pieces[1].side == "ramp-3"
    menu.key(pygame.K_f)
    assert scene.doc.pieces[1].side == "flat" and scene.valid  # the coins come off again
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.valid and scene.doc.pieces == MOTOX.pieces

    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    saved = user_dir / "tracks" / "motox"
    assert [p.name for p in saved.glob("*.yaml")] == ["my-track.yaml"]
    menu.click_id("#editor_open_files")
    assert isinstance(menu.top, TrackFilesScene)
    menu.click_id("#open_my-track")
    assert menu.top is scene and scene.doc.pieces == MOTOX.pieces and scene.valid

    # Test drive: the race starts on this track, skipping the building phase.
    menu.click_id("#editor_test_drive")
    table = menu.top
    assert isinstance(table, TableScene)
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    assert [t.cell for t in table.match.state.tiles] == [p.cell for p in MOTOX.pieces]
    menu.key(pygame.K_ESCAPE)
    menu.click_button("Quit to editor")
    assert menu.top is scene

    # The new-game form offers it as the user's; raced as it is, bots finish on it.
    menu.click_id("#editor_back")
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    menu.click_id("#game_motox")
    choose(menu, drop_down(menu, "#track"), "My track (yours)")
    form.set_option("track", "chosen")
    for row in form.seat_rows:
        choose(menu, row.kind, "Computer")
    menu.click_button("Start")
    table = menu.top
    assert isinstance(table, TableScene)
    assert [t.cell for t in table.match.state.tiles] == [p.cell for p in MOTOX.pieces]
    results = finish_with_bots(menu)
    assert results.match.outcome() is not None
