"""Where the app finds its bundled data and where it keeps the user's files."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "tabletop-racing"


def bundle_root() -> Path:
    """The folder holding `data/` and `sprites/`: the repo, or the PyInstaller bundle."""
    override = os.environ.get("TABLETOP_ROOT")
    if override:
        return Path(override)
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return bundle_root() / "data"


def sprites_dir() -> Path:
    return bundle_root() / "sprites"


def user_dir() -> Path:
    """The user's own folder (saves, autosave, tracks, settings); tests point it elsewhere."""
    override = os.environ.get("TABLETOP_USER_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The game in progress, written after every move (here, so the menu can ask cheaply)."""
    return user_dir() / "autosave.yaml"


TEMP_SUFFIX = ".tmp"  # what an atomic write names its half-written file, until the rename


def remove_stale_temp_files() -> list[Path]:
    """Delete what atomic writes cut short by a crash left behind (`.name.xyz.tmp`); run at start.

    Such a file is never a save: the list reads only `*.yaml` and skips hidden files.
    """
    removed = []
    for path in user_dir().rglob(f".*{TEMP_SUFFIX}"):
        if path.is_file():
            path.unlink(missing_ok=True)
            removed.append(path)
    return removed


def write_atomic(path: Path, text: str | bytes, *, durable: bool = True) -> None:
    """Write via a temp file and a rename, so a crash never leaves half a file.

    `durable` waits for the disk to hold the bytes before the rename (saves, settings);
    a file that could be made again (a cached picture) need not wait.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8") if isinstance(text, str) else text)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
