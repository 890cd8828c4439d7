"""The generic sprites (card back, felt, dice, cars, helmets, icons) and where to find them.

`python -m tabletop.sprite_factory` redraws every PNG under `sprites/`. The app
loads the PNGs, so anyone can replace one with real art of the same name; a
missing PNG is drawn on the fly instead.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop import paths

_cache: dict[str, pygame.Surface] = {}


def sprite_names() -> tuple[str, ...]:
    """Every sprite the app draws itself when its PNG is missing."""
    # The painters are imported only when needed: the app loads the PNGs.
    from tabletop.sprite_factory.drawing import PAINTERS

    return tuple(PAINTERS)


def sprite_path(name: str) -> Path:
    return paths.sprites_dir() / f"{name}.png"


def load_sprite(name: str) -> pygame.Surface:
    """The sprite `name` (shared: copy it before drawing on it)."""
    cached = _cache.get(name)
    if cached is not None:
        return cached
    path = sprite_path(name)
    if path.exists():
        surface = pygame.image.load(path)
    elif name in sprite_names():
        from tabletop.sprite_factory.drawing import PAINTERS

        surface = PAINTERS[name]()
    else:
        raise KeyError(f"no sprite named {name!r} in {path.parent} and none to draw")
    # Converting speeds up blitting, but needs a window; tests and tools may have none.
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    _cache[name] = surface
    return surface


def generate_all(folder: Path | None = None) -> list[Path]:
    """Draw every sprite and write it as `<name>.png` into `folder` (default: sprites/)."""
    folder = folder or paths.sprites_dir()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    from tabletop.sprite_factory.drawing import PAINTERS

    for name, painter in PAINTERS.items():
        path = folder / f"{name}.png"
        pygame.image.save(painter(), path)
        written.append(path)
    _cache.clear()
    return written
