"""Where the app finds its bundled data and where it keeps the user's files."""

from __future__ import annotations

import errno
import io
import os
import stat
import sys
import tempfile
from contextlib import suppress
from pathlib import Path

import platformdirs

from tabletop.language import _

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
    """The user's own folder (saves, autosave, tracks, settings); tests point it elsewhere.

    Made if missing. A folder that cannot be made (a file of that name, a read-only disk) is
    still returned: reading it finds nothing and writing to it fails with OSError, which
    every writer reports, so the app runs on with nothing kept (see `user_dir_problem`).
    """
    path = _user_dir_path()
    with suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def _user_dir_path() -> Path:
    override = os.environ.get("TABLETOP_USER_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_dir_problem() -> str | None:
    """Why the user's folder cannot keep anything, in one line; None when it can."""
    path = _user_dir_path()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return _("Your folder {path} cannot be used: a file has its name.").format(path=path)
    except OSError as error:
        reason = error.strerror or error
        return _("Your folder {path} cannot be used: {reason}.").format(path=path, reason=reason)
    if not os.access(path, os.W_OK | os.X_OK):
        return _("Your folder {path} cannot be used: it is read-only.").format(path=path)
    return None


def os_reason(error: OSError) -> str:
    """Why a file could not be read or written, in the player's words and language. The system's
    own words are English whatever the app speaks, and some send a player looking for the wrong
    thing ("File exists" for a file standing where a folder should be); others pass as they are."""
    if isinstance(error, (FileExistsError, NotADirectoryError)):
        return _("a file is where a folder should be")
    known = {
        errno.EISDIR: _("a folder is where a file should be"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("permission denied"),
        errno.ENOSPC: _("the disk is full"),
        errno.EROFS: _("the disk is read-only"),
        errno.ENOENT: _("no such file or folder"),
    }
    if error.errno in known and not _own_words(error):
        return known[error.errno]
    return error.strerror or str(error)


def _own_words(error: OSError) -> bool:
    """The app raised `error` with words of its own (`open_regular`'s), already said well."""
    return bool(error.strerror) and error.strerror != os.strerror(error.errno or 0)


def open_regular(path: Path) -> io.BufferedReader:
    """`path` opened for reading in binary, if it is a regular file; OSError otherwise.

    Opening a named pipe waits for a writer and a device may never end, so the file is
    opened without waiting and refused unless it is a plain file: whatever a user's
    folder or a chosen path holds, reading it never hangs.
    """
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, os.O_RDONLY | nonblocking | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, _("it is a folder, not a file"), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, _("it is not a regular file (a pipe or a device)"), str(path))
        if nonblocking:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def autosave_path() -> Path:
    """The game in progress, written after every move (here, so the menu can ask cheaply)."""
    return user_dir() / "autosave.yaml"


def saves_dir() -> Path:
    """The named saves (here, so the start can tidy it without importing them)."""
    return user_dir() / "saves"


TEMP_SUFFIX = ".tmp"  # what an atomic write names its half-written file, until the rename


def remove_stale_temp_files() -> list[Path]:
    """Delete what atomic writes cut short by a crash left behind (`.name.xyz.tmp`); run at start.

    Such a file is never a save: the list reads only `*.yaml` and skips hidden files. A save's
    name is claimed by making its file empty before the write replaces it, so a save cut short
    leaves that empty file too, which Load would list as a broken save: it holds no game, and goes.
    """
    removed = []
    claimed = [path for path in saves_dir().glob("*.yaml") if _is_empty_file(path)]
    for path in [*user_dir().rglob(f".*{TEMP_SUFFIX}"), *claimed]:
        if path.is_file():
            try:
                path.unlink(missing_ok=True)
            except OSError:  # a read-only folder: it stays, and is never read as a save
                continue
            removed.append(path)
    return removed


def _is_empty_file(path: Path) -> bool:
    try:
        return path.is_file() and path.stat().st_size == 0
    except OSError:
        return False


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
