"""Closing the window (its close button, Alt+F4) with a track not saved asks first, as Back does:
the track would otherwise be lost without a word."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.engine.track_design.document import TrackDocument
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.table_scene import TableScene
from tests.editor.tracks import NASCARD
from tests.scenes.driver import FRAME, Driver
from tests.scenes.editor_steps import build, open_editor, tile_centre


def _close_the_window(driver: Driver) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(2)


def _dialogs(driver: Driver) -> list[DialogScene]:
    return [scene for scene in driver.app.ctx.stack.scenes if isinstance(scene, DialogScene)]


def test_closing_the_window_with_a_track_not_saved_asks_and_cancel_keeps_it(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:2]))
    _close_the_window(menu)
    assert menu.app.ctx.running
    assert isinstance(menu.top, DialogScene) and "before quitting?" in menu.top.message
    _close_the_window(menu)  # closed again while it asks: one question, not two
    assert menu.app.ctx.running and len(_dialogs(menu)) == 1
    menu.click_button("Cancel")
    assert menu.top is scene and menu.app.ctx.running and len(scene.doc.pieces) == 2


def test_save_then_quits_with_the_track_kept(menu: Driver, user_dir: Path) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:2]))
    _close_the_window(menu)
    question = menu.top
    assert isinstance(question, DialogScene) and question.panel is not None
    inside = question.panel.get_container()
    menu.click(next(b for b in menu.buttons() if b.text == "Save" and b.ui_container is inside).rect.center)
    assert not menu.app.ctx.running
    assert [path.name for path in (user_dir / "drafts" / "nascard").iterdir()] == ["my-track.yaml"]


def test_a_track_saved_or_empty_closes_at_once(menu: Driver) -> None:
    open_editor(menu, "Nascard")
    _close_the_window(menu)
    assert not menu.app.ctx.running


def test_under_a_test_drive_the_editor_still_asks(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    scene.change(NASCARD.renamed("My track"))
    menu.click_id("#editor_test_drive")
    assert isinstance(menu.top, TableScene)
    _close_the_window(menu)
    assert menu.app.ctx.running and isinstance(menu.top, DialogScene)
    menu.click_button("Discard")
    assert not menu.app.ctx.running


def test_a_pieces_note_does_not_stay_under_the_question(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:2]))
    over = tile_centre(menu, scene, "C1")
    pos = (round(over.x), round(over.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    menu.frames(round(1 / FRAME))  # the pointer rests: the piece's note shows
    assert scene.tooltip.showing
    _close_the_window(menu)
    assert isinstance(menu.top, DialogScene) and not scene.tooltip.showing
