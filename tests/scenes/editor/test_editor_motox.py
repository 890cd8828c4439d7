"""MotoX in the track editor, driven as a player would: tiles dragged from the palette, F for coins."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.editor.tracks import MOTOX
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import (
    build,
    drive_and_come_back,
    finish_with_bots,
    open_editor,
    race_my_track_with_bots,
    save_and_reopen,
)


def test_build_a_motox_track_see_a_problem_come_and_go_save_reload_and_race(
    menu: Driver, user_dir: Path
) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    scene = open_editor(menu, "MotoX")
    assert scene.problems  # the empty table
    counts = build(menu, scene, MOTOX)
    # One tile is too short a track, told once; the ramp on the second waits for a tile beyond it;
    # then the track is too short for a race until its twelfth tile.
    assert counts == [1, 2] + [1] * 9 + [0], counts
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

    save_and_reopen(menu, scene, user_dir, "motox")
    assert scene.doc.pieces == MOTOX.pieces and scene.valid

    # Test drive: the race starts on this track, skipping the building phase.
    table = drive_and_come_back(menu, scene)
    assert [t.cell for t in table.match.state.tiles] == [p.cell for p in MOTOX.pieces]

    # The new-game form offers it as the user's; raced as it is, bots finish on it.
    table = race_my_track_with_bots(menu, "motox", track="chosen")
    assert [t.cell for t in table.match.state.tiles] == [p.cell for p in MOTOX.pieces]
    results = finish_with_bots(menu)
    assert results.match.outcome() is not None
