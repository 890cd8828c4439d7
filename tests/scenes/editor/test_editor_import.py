"""Import in the editor's track list: whatever the path names and whatever the tracks folder is,
the player gets a message and the list stays open; only a regular file of bounded size is read."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.app import App
from tabletop.content.yaml_source import MAX_BYTES
from tabletop.paths import data_dir
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks
from tests.deadline import deadline
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import open_editor

SPEEDWAY = data_dir() / "tracks" / "nascard" / "speedway.yaml"


@pytest.fixture
def files(make_app: type[App]) -> Iterator[tuple[Driver, TrackFilesScene]]:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    open_editor(driver, "Nascard")
    driver.click_id("#editor_open_files")
    scene = driver.top
    assert isinstance(scene, TrackFilesScene)
    yield driver, scene


def _import(driver: Driver, scene: TrackFilesScene, source: Path) -> str:
    """Type `source` and press Import: the message the player gets, then back to the list."""
    assert scene.path_entry is not None
    scene.path_entry.set_text(str(source))
    with deadline(20):
        driver.click_id("#import")
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    message = dialog.message
    driver.click_button("OK")
    assert driver.top is scene
    return message


def test_a_tracks_folder_that_is_a_file_is_a_message(files: tuple[Driver, TrackFilesScene],
                                                     user_dir: Path) -> None:
    driver, scene = files
    (user_dir / "tracks").write_text("a file where the folder should be\n")
    message = _import(driver, scene, SPEEDWAY)
    assert message.startswith("Your tracks folder cannot be written")
    assert (user_dir / "tracks").read_text() == "a file where the folder should be\n"


def test_a_read_only_tracks_folder_is_a_message(files: tuple[Driver, TrackFilesScene], user_dir: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    driver, scene = files
    folder = user_dir / "tracks" / "nascard"
    folder.mkdir(parents=True)
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):  # the superuser writes anyway: refuse as the system would
        def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
            raise PermissionError(13, "Permission denied", str(folder))

        monkeypatch.setattr(tempfile, "mkstemp", refuse)
    try:
        message = _import(driver, scene, SPEEDWAY)
    finally:
        folder.chmod(0o755)
    assert message == f"Your tracks folder cannot be written ({folder}): permission denied."
    assert not list(folder.iterdir())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_waiting(
    files: tuple[Driver, TrackFilesScene], tmp_path: Path
) -> None:
    driver, scene = files
    pipe = tmp_path / "shared.yaml"
    os.mkfifo(pipe)
    message = _import(driver, scene, pipe)
    assert message == f"{pipe}:1: cannot read the file: it is not a regular file (a pipe or a device)"


def test_a_folder_a_missing_file_and_a_huge_file_are_refused(files: tuple[Driver, TrackFilesScene],
                                                              tmp_path: Path, user_dir: Path) -> None:
    driver, scene = files
    folder = _import(driver, scene, tmp_path)
    assert folder == f"{tmp_path}:1: cannot read the file: it is a folder, not a file"
    missing = tmp_path / "gone.yaml"
    assert "no such file or folder" in _import(driver, scene, missing)
    huge = tmp_path / "huge.yaml"
    huge.write_text(SPEEDWAY.read_text() + "#" * (MAX_BYTES + 1))
    assert "the file is too big" in _import(driver, scene, huge)
    assert not (user_dir / "tracks").exists()
