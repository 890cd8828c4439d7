"""Pictures the app draws in code (the cloth, the title art), kept on disk between launches.

Drawing the menu's art takes longer than the rest of the first frame put together,
and it comes out the same every time for a given window size, so the first launch
keeps the pixels in the user's folder and later launches read them back.

A file is named by the picture, its size and a version that changes with what the
picture is drawn from (`code_version` of the drawing functions plus whatever
else the caller names); a file of another version is never read, and is removed
when its picture is drawn again. The file ends with a checksum: a damaged or
truncated file is ignored and the picture drawn afresh, and only a regular file is read
(a named pipe or a folder of that name is passed over, never waited on). `kept_bytes` and
`keep_bytes` do the same for data of the caller's own layout (several pictures
in one file).
"""

from __future__ import annotations

import mmap
import os
import sys
import zlib
from collections.abc import Callable, Iterable
from contextlib import suppress
from pathlib import Path
from types import CodeType
from typing import Final

import pygame

from tabletop import paths

LAYOUT: Final = "BGRA"  # the byte order of the usual window formats: reading back is a plain copy
OPAQUE_MASKS = (0xFF0000, 0xFF00, 0xFF, 0)
ALPHA_MASKS = (0xFF0000, 0xFF00, 0xFF, 0xFF000000)
CHECKSUM_BYTES = 4
KEEP_SIZES = 3  # window sizes kept per picture (most recent first)


def cache_dir() -> Path:
    return paths.user_dir() / "cache"


def code_version(functions: Iterable[Callable[..., object]], *extra: object) -> str:
    """A short digest of the functions' compiled code and of `extra` (colours, file stamps...)."""
    digest = _Digest()
    for function in functions:
        _add_code(digest, getattr(function, "__wrapped__", function).__code__)
    digest.update(repr(extra).encode("utf-8"))
    return digest.hexdigest()


class _Digest:
    """Two running checksums, 64 bits in all: plenty to tell versions apart, and unlike
    `hashlib` nothing to load at launch."""

    def __init__(self) -> None:
        self._crc = 0
        self._adler = 1

    def update(self, data: bytes) -> None:
        self._crc = zlib.crc32(data, self._crc)
        self._adler = zlib.adler32(data, self._adler)

    def hexdigest(self) -> str:
        return f"{self._crc:08x}{self._adler:08x}"


def _add_code(digest: _Digest, code: CodeType) -> None:
    # Not marshal.dumps: its bytes depend on reference counts, so differ from run to run.
    digest.update(code.co_code)
    digest.update(repr(code.co_names).encode("utf-8"))
    for constant in code.co_consts:
        if isinstance(constant, CodeType):
            _add_code(digest, constant)
        elif isinstance(constant, frozenset):  # its order follows string hashing, new each run
            digest.update(repr(sorted(map(repr, constant))).encode("utf-8"))
        else:
            digest.update(repr(constant).encode("utf-8"))


def file_stamp(path: Path) -> tuple[int, int]:
    """What changes when a file is replaced: its size and modification time (0, 0 if missing)."""
    try:
        info = path.stat()
    except OSError:
        return (0, 0)
    return (info.st_size, info.st_mtime_ns)


def cached_picture(
    name: str,
    size: tuple[int, int],
    version: str,
    draw: Callable[[], pygame.Surface],
    *,
    opaque: bool = False,
) -> pygame.Surface:
    """The picture `draw()` makes (of `size`), read from disk when it was kept.

    `opaque` pictures come back without alpha, in the window's format (they blit fastest).
    Others come back as surfaces over the kept file's own pages, so reading one makes no
    copy; the mapping is private, so drawing on such a picture changes only this process's
    pages, never the file.
    """
    path = _kept_path(name, size, version, "bgra")
    picture = _read(path, size, opaque) if path is not None else None
    if picture is None:
        picture = draw()
        if path is not None:
            _keep(path, name, pygame.image.tobytes(picture, LAYOUT))
    window = pygame.display.get_surface()
    if window is None:
        return picture
    if opaque:
        return picture if picture.get_masks() == window.get_masks() else picture.convert()
    return picture if picture.get_masks() == ALPHA_MASKS else picture.convert_alpha()


def kept_bytes(name: str, size: tuple[int, int], version: str, max_bytes: int) -> bytes | None:
    """What `keep_bytes` kept under this name, window size and version; None if missing, damaged
    or longer than `max_bytes` (which is then not read whole)."""
    path = _kept_path(name, size, version, "bin")
    if path is None:
        return None
    try:
        with paths.open_regular(path) as file:
            data = file.read(max_bytes + CHECKSUM_BYTES + 1)
    except OSError:
        return None
    body, checksum = data[:-CHECKSUM_BYTES], data[-CHECKSUM_BYTES:]
    if len(body) > max_bytes or len(checksum) != CHECKSUM_BYTES:
        return None
    return body if _checksum(body) == checksum else None


def keep_bytes(name: str, size: tuple[int, int], version: str, data: bytes) -> None:
    """Keep `data` for `kept_bytes` at the next launch (best effort, as pictures are)."""
    path = _kept_path(name, size, version, "bin")
    if path is not None:
        _keep(path, name, data)


def _checksum(data: bytes | memoryview) -> bytes:
    """What ends every kept file: the CRC-32 of the rest."""
    return zlib.crc32(data).to_bytes(CHECKSUM_BYTES, "big")


def _kept_path(name: str, size: tuple[int, int], version: str, suffix: str) -> Path | None:
    try:
        return cache_dir() / f"{name}-{size[0]}x{size[1]}-{version}.{suffix}"
    except OSError:  # no user folder to keep it in: draw it every time
        return None


def _read(path: Path, size: tuple[int, int], opaque: bool) -> pygame.Surface | None:
    """The kept picture, read straight into a new surface's pixels; None if missing or damaged."""
    if sys.byteorder != "little":  # the masks below give LAYOUT's byte order on little-endian only
        return None
    if not opaque:
        return _mapped(path, size)
    picture = pygame.Surface(size, 0, 32, OPAQUE_MASKS)
    if picture.get_pitch() != size[0] * 4:
        return None
    pixels = memoryview(picture.get_buffer())  # type: ignore[arg-type]  # a buffer, though its stub says not
    try:
        with paths.open_regular(path) as file:
            if file.readinto(pixels) != pixels.nbytes or len(checksum := file.read()) != CHECKSUM_BYTES:
                return None
    except OSError:
        return None
    if _checksum(pixels) != checksum:
        return None
    del pixels  # the surface stays locked while its buffer is held
    return picture


def _mapped(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The kept picture over a private mapping of its file: the pages come from the system's
    file cache, mapped many at a time, where a new surface's would each be faulted in and
    filled. None if missing or damaged."""
    nbytes = size[0] * size[1] * 4
    try:
        with paths.open_regular(path) as file:
            if os.fstat(file.fileno()).st_size != nbytes + CHECKSUM_BYTES:
                return None
            mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_COPY)
    except (OSError, ValueError):
        return None
    pixels = memoryview(mapped)[:nbytes]
    if _checksum(pixels) != mapped[nbytes:]:
        return None
    return pygame.image.frombuffer(pixels, size, LAYOUT)  # which keeps the mapping alive


def _keep(path: Path, name: str, data: bytes) -> None:
    """Write `data` for next time; drop the name's files of other versions and of old sizes.

    Best effort: a read-only or full disk only means drawing it again next launch.
    """
    same_size = path.name.rsplit("-", 1)[0] + "-"
    try:
        kept = sorted(path.parent.glob(f"{name}-*.*"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for index, old in enumerate(kept):
            if old.name.startswith(same_size) or index >= KEEP_SIZES - 1:
                with suppress(OSError):  # in use (a picture mapped on Windows): the next write prunes it
                    old.unlink(missing_ok=True)
        paths.write_atomic(path, data + _checksum(data), durable=False)
    except OSError:
        pass
