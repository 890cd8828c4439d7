"""`tabletop edit GAME FILE` and the track list's Open, on files the editor cannot open: a
message naming the file and line, and the editor stays open and drawn."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.cli import _editor_start
from tabletop.editor.track_files import drafts_dir
from tabletop.files.track_library import user_tracks_dir
from tabletop.games.track_check import load_track
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks
from tests.deadline import deadline
from tests.editor.test_editor_reads_checked import HOSTILE
from tests.scenes.driver import Driver

TRACKS = Path(__file__).resolve().parents[3] / "data" / "tracks"


@pytest.fixture
def driver(make_app: type[App]) -> Driver:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    return driver


def _edit(driver: Driver, game: str, path: Path) -> DialogScene:
    with deadline(20):
        _editor_start(game, str(path))(driver.app.ctx)
        driver.frames(3)
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "Cannot open the track"
    return dialog


@pytest.mark.parametrize(("game", "text", "line", "reason"), HOSTILE,
                         ids=[f"{case[0]}-{number}" for number, case in enumerate(HOSTILE)])
def test_tabletop_edit_on_a_bad_file_says_where_and_the_editor_goes_on(
    driver: Driver, tmp_path: Path, game: str, text: str, line: int, reason: str
) -> None:
    path = tmp_path / "shared.yaml"
    path.write_text(text)
    dialog = _edit(driver, game, path)
    assert f"{path}:{line}: " in dialog.message and reason in dialog.message
    driver.click_button("OK")
    editor = driver.top
    assert isinstance(editor, EditorScene) and not editor.doc.pieces
    driver.frames(3)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_tabletop_edit_on_a_named_pipe_is_not_waited_for(driver: Driver, tmp_path: Path) -> None:
    pipe = tmp_path / "track.yaml"
    os.mkfifo(pipe)
    dialog = _edit(driver, "motox", pipe)
    assert f"{pipe}:1: cannot read the file: it is not a regular file" in dialog.message


def test_a_draft_that_cannot_be_opened_is_a_message_in_the_track_list(driver: Driver, user_dir: Path) -> None:
    game, text, line, reason = HOSTILE[1]  # rows: 1000000000
    folder = drafts_dir(game)
    folder.mkdir(parents=True)
    (folder / "long.yaml").write_text(text)
    driver.click_button("Track editor")
    driver.click_button("Mind Cycling")
    driver.click_id("#editor_open_files")
    files = driver.top
    assert isinstance(files, TrackFilesScene)
    with deadline(20):
        driver.click_id("#open_long")
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    assert f"{folder / 'long.yaml'}:{line}: " in dialog.message and reason in dialog.message
    driver.click_button("OK")
    assert driver.top is files


def test_a_track_of_yours_that_cannot_be_opened_says_so_in_the_list(driver: Driver, user_dir: Path) -> None:
    """Before Open is pressed: its row is tagged damaged, in red, and its line and reason are on hover."""
    game, text, line, reason = HOSTILE[1]
    folder = user_tracks_dir(game)
    folder.mkdir(parents=True)
    (folder / "mended.yaml").write_text(text)
    (folder / "whole.yaml").write_text((TRACKS / "mindcycling" / "sprint.yaml").read_text(encoding="utf-8"))
    driver.click_button("Track editor")
    driver.click_button("Mind Cycling")
    driver.click_id("#editor_open_files")
    files = driver.top
    assert isinstance(files, TrackFilesScene)
    labels = [s for s in driver.app.ctx.ui.get_sprite_group().sprites() if isinstance(s, UILabel)]
    damaged = [label for label in labels if label.text == "(damaged)"]
    assert len(damaged) == 1, [label.text for label in labels]
    [tag] = damaged
    assert "#damaged_track" in tag.object_ids
    assert tag.tool_tip_text is not None and tag.tool_tip_text.startswith(f"line {line}: ")
    assert reason in tag.tool_tip_text
    assert sum(label.text == "(yours)" for label in labels) == 1  # the whole one


def test_a_race_day_file_whose_rows_new_game_refuses_is_tagged_and_opens_as_changes_to_save(
    driver: Driver, user_dir: Path
) -> None:
    """Its editor pieces are whole, its rows edited by hand (two spaces with one id): the list
    called it "(yours)" and the editor "Ready to race", unchanged, while New game refused it."""
    folder = user_tracks_dir("raceday")
    folder.mkdir(parents=True)
    pocono = (TRACKS / "raceday" / "pocono.yaml").read_text(encoding="utf-8")
    assert "id: r02a" in pocono
    mended = folder / "mended.yaml"
    mended.write_text(pocono.replace("id: r02a", "id: r01a", 1))
    driver.click_button("Track editor")
    driver.click_button("Race Day")
    editor = driver.top
    assert isinstance(editor, EditorScene)
    driver.click_id("#editor_open_files")
    labels = [s for s in driver.app.ctx.ui.get_sprite_group().sprites() if isinstance(s, UILabel)]
    [tag] = [label for label in labels if label.text == "(damaged)"]
    assert tag.tool_tip_text is not None and tag.tool_tip_text.startswith("line ")
    driver.click_id("#open_mended")
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.title == "Cannot be raced as it is"
    assert "mended.yaml" in dialog.message and "line " in dialog.message
    driver.click_button("OK")
    assert driver.top is editor and editor.valid and editor.dirty and editor.path == mended
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert not editor.dirty and editor.path is not None
    load_track("raceday", editor.path)  # written again from its pieces (named after it): New game races it
