"""A track being built when the app is ended without a word (a crash, a kill, a power cut) is not
lost: the next Track editor offers it back, unsaved, as it was at its last change."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import save_track
from tabletop.editor.unsaved import unsaved_path
from tabletop.engine.track_design.document import TrackDocument
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.dialog import DialogScene
from tests.editor.tracks import NASCARD
from tests.scenes.driver import Driver, main_menu
from tests.scenes.editor_steps import build, open_editor


def _built_then_killed(make_app: type[App], pieces: int) -> Driver:
    """A track of `pieces` built, then the app gone without closing (a kill runs no code), and
    the app started again on the same folder: at its menu."""
    first = main_menu(make_app)
    scene = open_editor(first, "Nascard")
    build(first, scene, TrackDocument("nascard", "x", NASCARD.pieces[:pieces]))
    assert scene.dirty
    return main_menu(make_app)


def test_a_new_track_left_by_a_kill_is_offered_back_unsaved(make_app: type[App]) -> None:
    again = _built_then_killed(make_app, 3)
    again.click_button("Track editor")
    question = again.top
    assert isinstance(question, DialogScene) and "My track (Nascard)" in question.message
    again.click_button("Open")
    scene = again.top
    assert isinstance(scene, EditorScene)
    assert set(scene.doc.pieces) == set(NASCARD.pieces[:3]) and scene.path is None
    assert scene.dirty  # still to be saved: leaving asks
    again.key(pygame.K_ESCAPE)
    assert isinstance(again.top, DialogScene) and "before leaving?" in again.top.message
    again.click_button("Discard")
    assert not unsaved_path().exists()
    again.click_button("Track editor")
    assert "Build a track for which game?" in again.top.message  # nothing offered twice


def test_a_saved_track_changed_then_killed_comes_back_to_its_own_file(
    make_app: type[App], user_dir: Path
) -> None:
    game = EditorGame("nascard")
    path = save_track(TrackDocument("nascard", "Home", NASCARD.pieces[:2]), game, valid=False)
    first = main_menu(make_app)
    first.click_button("Track editor")
    first.click_button("Nascard")
    scene = first.top
    assert isinstance(scene, EditorScene)
    scene.load(TrackDocument("nascard", "Home", NASCARD.pieces[:2]), path)
    assert not unsaved_path().exists()  # nothing changed yet: nothing kept
    first.click_at(scene.board.cell_centre(NASCARD.pieces[1].cell))
    first.key(pygame.K_r)  # the second piece turned: a change not saved
    changed = scene.doc
    assert changed.pieces != NASCARD.pieces[:2]

    again = main_menu(make_app)
    again.click_button("Track editor")
    again.click_button("Open")
    scene = again.top
    assert isinstance(scene, EditorScene) and scene.path == path
    assert scene.doc == changed and scene.dirty
    again.key(pygame.K_s, pygame.KMOD_CTRL)
    assert not unsaved_path().exists()
    assert [p.name for p in (user_dir / "drafts" / "nascard").iterdir()] == [path.name]


def test_discarding_the_offer_shows_the_games(make_app: type[App]) -> None:
    again = _built_then_killed(make_app, 1)
    again.click_button("Track editor")
    again.click_button("Discard it")
    assert not unsaved_path().exists()
    assert "Build a track for which game?" in again.top.message


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{b}: &{b} [{', '.join([f'*{a}'] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi", strict=True)
) + "track: *i\n"


HUGE = "file: null\ntrack: {game: nascard, name: x, pieces: [{kind: s1, cell: [1" + "0" * 5000 + ", 0]}]}\n"


@pytest.mark.parametrize("text", ["file: null\ntrack: {game: nascard, pieces: [oops\n", HUGE, BOMB])
def test_a_damaged_kept_track_is_named_and_kept_until_discarded(
    menu: Driver, user_dir: Path, text: str
) -> None:
    unsaved_path().write_text(text)
    menu.click_button("Track editor")
    question = menu.top
    assert isinstance(question, DialogScene) and f"{unsaved_path()}:" in question.message
    menu.click_button("Cancel")
    assert unsaved_path().exists()
    menu.click_button("Track editor")
    menu.click_button("Discard it")
    assert not unsaved_path().exists()
    assert "Build a track for which game?" in menu.top.message


def test_tabletop_edit_on_a_file_offers_the_unsaved_track_first(make_app: type[App]) -> None:
    from tabletop.cli import _editor_start
    from tabletop.paths import data_dir

    again = _built_then_killed(make_app, 2)
    kept = unsaved_path().read_text()
    _editor_start(str(data_dir() / "tracks" / "nascard" / "speedway.yaml"), None)(again.app.ctx)
    again.frames(2)
    assert isinstance(again.top, DialogScene) and "was saved" in again.top.message
    assert unsaved_path().read_text() == kept  # not written over by the file opened
    again.click_button("Discard it")
    scene = again.top
    assert isinstance(scene, EditorScene) and len(scene.doc.pieces) == 16
