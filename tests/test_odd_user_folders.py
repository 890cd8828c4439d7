"""The app starts whatever the user's folder holds: named pipes where files should be, folders
in their place, or a file where the folder should be.

Opening a named pipe for reading waits for a writer, so every probe that meets one runs the
app in a child process with a timeout: a regression fails here in seconds, never hangs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.content.yaml_source import read_yaml
from tabletop.files import saves
from tabletop.files.settings import SETTINGS_FILE, load_settings
from tabletop.paths import open_regular, user_dir_problem

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")

TIMEOUT = 45  # seconds; a start takes one or two
START = "from tabletop.cli import main; raise SystemExit(main(['--smoke-frames', '5']))"
SHOWN = "first frame shown"


def _start(folder: Path) -> subprocess.CompletedProcess[str]:
    """Open the app on `folder` for a few frames, as `tabletop --smoke-frames 5` does."""
    env = {**os.environ, "TABLETOP_USER_DIR": str(folder), "PYTHONPATH": str(Path.cwd())}
    return subprocess.run([sys.executable, "-c", START], env=env, capture_output=True, text=True,
                          timeout=TIMEOUT, check=False)


def _started(run: subprocess.CompletedProcess[str]) -> None:
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert SHOWN in run.stdout


def _probe(code: str) -> subprocess.CompletedProcess[str]:
    """Run `code` in a child process that is killed if it waits on a pipe."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=TIMEOUT, check=False, env={**os.environ, "PYTHONPATH": str(Path.cwd())})


@pytest.fixture(scope="module")
def cache_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The files a first start keeps in the cache folder (their names carry code versions)."""
    folder = tmp_path_factory.mktemp("first-start")
    _started(_start(folder))
    names = sorted(path.name for path in (folder / "cache").iterdir())
    assert any(name.startswith("menu-") for name in names)
    assert any(name.startswith("widget-shapes-") for name in names)
    return names


def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    pipe = tmp_path / "track.yaml"
    os.mkfifo(pipe)
    code = (
        "from pathlib import Path\n"
        "from tabletop.paths import open_regular\n"
        f"try:\n    open_regular(Path({str(pipe)!r}))\n"
        "except OSError as error:\n    print('refused:', error.strerror)\n"
    )
    run = _probe(code)
    assert "refused: it is not a regular file" in run.stdout, run.stderr


def test_the_loader_names_a_pipe_or_a_folder_with_its_file(tmp_path: Path) -> None:
    folder = tmp_path / "settings.yaml"
    folder.mkdir()
    with pytest.raises(ContentError) as caught:
        read_yaml(folder)
    assert f"{folder}:1: cannot read the file: it is a folder" in str(caught.value)
    with pytest.raises(IsADirectoryError):
        open_regular(folder)


def test_settings_in_a_pipe_are_not_waited_for(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / SETTINGS_FILE)
    code = (
        "from pathlib import Path\n"
        "from tabletop.files.settings import keep_broken, load_settings\n"
        f"print(load_settings(Path({str(tmp_path / SETTINGS_FILE)!r}))[1])\n"
        f"print('kept:', keep_broken(Path({str(tmp_path / SETTINGS_FILE)!r})))\n"  # nor is it copied
    )
    run = _probe(code)
    assert "cannot read the file" in run.stdout and "not a regular file" in run.stdout, run.stderr
    assert "kept: None" in run.stdout, run.stderr


def test_settings_that_are_a_folder_give_the_defaults_and_a_reason(tmp_path: Path) -> None:
    (tmp_path / SETTINGS_FILE).mkdir()
    settings, problems = load_settings(tmp_path / SETTINGS_FILE)
    assert settings.animation_speed == "normal"
    assert problems and "it is a folder" in problems[0]


@pytest.mark.parametrize("prefix", ["menu-", "widget-shapes-", "cloth-"])
@pytest.mark.parametrize("odd", ["pipe", "folder"])
def test_a_cache_that_is_a_pipe_or_a_folder_is_rebuilt_or_skipped(
    tmp_path: Path, cache_names: list[str], prefix: str, odd: str
) -> None:
    name = next(name for name in cache_names if name.startswith(prefix))
    cache = tmp_path / "cache"
    cache.mkdir()
    if odd == "pipe":
        os.mkfifo(cache / name)
    else:
        (cache / name).mkdir()
    _started(_start(tmp_path))
    if odd == "pipe":
        assert (cache / name).is_file()  # drawn again and kept


def test_a_settings_pipe_is_reported_and_the_app_opens(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / SETTINGS_FILE)
    _started(_start(tmp_path))


def test_a_user_folder_that_is_a_file_is_one_line_and_the_app_opens(tmp_path: Path) -> None:
    taken = tmp_path / "tabletop"
    taken.write_text("not a folder\n")
    run = _start(taken)
    _started(run)
    said = [line for line in run.stderr.splitlines() if line.startswith("tabletop:")]
    assert len(said) == 1 and "cannot be used" in said[0] and str(taken) in said[0]


def test_user_dir_problem_names_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "fine"))
    assert user_dir_problem() is None
    (tmp_path / "taken").write_text("")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "taken"))
    assert user_dir_problem() == f"Your folder {tmp_path / 'taken'} cannot be used: a file has its name."
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "taken" / "below"))
    problem = user_dir_problem()
    assert problem is not None and "cannot be used" in problem


@pytest.mark.parametrize("odd", ["pipe", "folder"])
def test_an_autosave_or_save_that_is_not_a_file_is_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, odd: str
) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path))
    (tmp_path / "saves").mkdir()
    for path in (saves.autosave_path(), tmp_path / "saves" / "nascard-20250101-120000.yaml"):
        if odd == "pipe":
            os.mkfifo(path)
        else:
            path.mkdir()
    assert not saves.has_autosave()
    assert saves.list_saves() == []
    saves.clear_autosave()  # a game that ends removes the autosave: never a crash for it
    code = (
        "from tabletop.files import saves\n"
        "from tabletop.engine.match import SaveError\n"
        "try:\n    saves.load_autosave()\n"
        "except SaveError as error:\n    print('refused:', error)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT,
                         check=False, env={**os.environ, "PYTHONPATH": str(Path.cwd()),
                                           "TABLETOP_USER_DIR": str(tmp_path)})
    assert "refused:" in run.stdout, run.stderr
