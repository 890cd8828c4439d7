"""The widgets' drawn backgrounds, kept on disk between launches.

pygame_gui draws a button's rounded shape at four times its size and scales it
down, the first time each size and colour is wanted, and keeps the result in its
shape cache under a name that spells out everything the pixels depend on. On the
main menu those drawings are what the first frame waits for longest, so the
shapes in the cache when the first frame is shown are written to the user's
folder, and put back into the cache at the next launch before any widget is made.

The file is named by the window size and by a version made of the shape-drawing
code, the theme file and pygame's version; a file of another version is not read.
Each shape's record is checked against its name (which states its size) and
against the cache's own size limit, and a file longer than the most it could hold
is not read, so a damaged file only means drawing again.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core.drawable_shapes import EllipseDrawableShape, RectDrawableShape, RoundedRectangleShape
from pygame_gui.core.ui_shadow import ShadowGenerator

from tabletop.sprite_factory.picture_cache import LAYOUT, code_version, file_stamp, keep_bytes, kept_bytes

FILE_NAME = "widget-shapes"
RECORD = struct.Struct("<HHH")  # name length, width, height; then the name and the pixels
MAX_SHAPES = 64
MAX_AREA = 40_000  # pixels: pygame_gui caches no shape this large
MAX_NAME = 512  # bytes; a name states shape, size, borders, colours and corners
MAX_FILE = MAX_SHAPES * (RECORD.size + MAX_NAME + 4 * MAX_AREA)
SHAPE_CODE = (RoundedRectangleShape, RectDrawableShape, EllipseDrawableShape, ShadowGenerator)


def shapes_version(theme_file: Path) -> str:
    functions = [code for kind in SHAPE_CODE for code in vars(kind).values() if hasattr(code, "__code__")]
    return code_version(functions, file_stamp(theme_file), pygame.version.ver)


def restore_shapes(ui: pygame_gui.UIManager, theme_file: Path) -> Callable[[], None]:
    """Put the shapes kept at an earlier launch (same window size and version) into the cache.

    Returns what keeps the cache's shapes for the next launch: call it once the first frame
    is shown. It writes nothing when the file already held just those shapes.
    """
    size = ui.window_resolution
    version = shapes_version(theme_file)
    shapes = unpack_shapes(kept_bytes(FILE_NAME, size, version, MAX_FILE) or b"")
    cache = ui.get_theme().shape_cache
    for name, picture in shapes.items():
        cache.add_surface_to_cache(picture, name)
    restored = frozenset(shapes)  # the names only: the cache holds copies of the pictures

    def keep() -> None:
        now = cached_shapes(ui)
        if now.keys() != restored:
            keep_bytes(FILE_NAME, size, version, pack_shapes(now))

    return keep


def cached_shapes(ui: pygame_gui.UIManager) -> dict[str, pygame.Surface]:
    """The shape cache's contents, as many as a file may hold."""
    cache = ui.get_theme().shape_cache
    found = {name: item["surface"] for name, item in cache.cache_long_term_lookup.items()}
    found.update((name, item["surface"]) for name, item in cache.cache_short_term_lookup.items())
    fit = [
        (name, picture) for name, picture in sorted(found.items())
        if len(name.encode("utf-8")) <= MAX_NAME and picture.get_width() * picture.get_height() < MAX_AREA
    ]
    return dict(fit[:MAX_SHAPES])


def pack_shapes(shapes: dict[str, pygame.Surface]) -> bytes:
    parts = []
    for name, picture in shapes.items():
        encoded = name.encode("utf-8")
        parts += [RECORD.pack(len(encoded), *picture.get_size()), encoded]
        parts.append(pygame.image.tobytes(picture, LAYOUT))
    return b"".join(parts)


def unpack_shapes(data: bytes) -> dict[str, pygame.Surface]:
    """The shapes in `data`; none at all if any record is out of bounds or its size is not its name's."""
    view = memoryview(data)
    shapes: dict[str, pygame.Surface] = {}
    at = records = 0
    while at < len(view):
        records += 1
        if records > MAX_SHAPES or at + RECORD.size > len(view):
            return {}
        name_length, width, height = RECORD.unpack_from(view, at)
        at += RECORD.size
        pixels_at = at + name_length
        end = pixels_at + width * height * 4
        if name_length > MAX_NAME or not 0 < width * height < MAX_AREA or end > len(view):
            return {}
        try:
            name = str(view[at:pixels_at], "utf-8")
        except UnicodeDecodeError:
            return {}
        if f"_{width}_{height}_" not in name:
            return {}
        # The cache copies what it is given, so the surface may borrow the file's bytes.
        shapes[name] = pygame.image.frombuffer(view[pixels_at:end], (width, height), LAYOUT)
        at = end
    return shapes
