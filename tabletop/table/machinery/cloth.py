"""The felt table cloth behind everything: the felt tile repeated, darker towards the edges."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.sprite_factory import load_sprite, sprite_path
from tabletop.sprite_factory.picture_cache import cached_picture, code_version, file_stamp

VIGNETTE_GRID = (48, 27)  # computed small, then smoothly scaled to the window
VIGNETTE_STRENGTH = 110  # how much of 255 the far corners lose


@lru_cache(maxsize=4)
def cloth_surface(size: tuple[int, int]) -> pygame.Surface:
    """The cloth for a window of `size`; cached because it is redrawn every frame, and kept on disk."""
    return cached_picture("cloth", size, cloth_version(), lambda: _weave(size), opaque=True)


def cloth_version() -> str:
    """Changes when the cloth would come out differently (for pictures drawn on it)."""
    felt = file_stamp(sprite_path("felt"))
    return code_version((_weave, _vignette), VIGNETTE_GRID, VIGNETTE_STRENGTH, felt)


def _weave(size: tuple[int, int]) -> pygame.Surface:
    window = pygame.display.get_surface()
    # Made in the window's own format from the start: blits onto it are plain copies.
    cloth = pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)
    tile = load_sprite("felt")
    if window is not None:
        tile = tile.convert()  # the felt is opaque; an opaque tile copies without blending
    tw, th = tile.get_size()
    tiles = [(tile, (x, y)) for y in range(0, size[1], th) for x in range(0, size[0], tw)]
    cloth.blits(tiles, doreturn=False)
    cloth.blit(pygame.transform.smoothscale(_vignette(), size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return cloth


@lru_cache(maxsize=1)
def _vignette() -> pygame.Surface:
    """Grey levels to multiply the cloth by: white in the middle, darker towards the corners."""
    gw, gh = VIGNETTE_GRID
    shade = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw * 2 - 1
            dy = (y + 0.5) / gh * 2 - 1
            strength = min(1.0, (dx * dx + dy * dy) / 2) ** 1.5
            level = 255 - round(VIGNETTE_STRENGTH * strength)
            shade.set_at((x, y), (level, level, level))
    return shade


def draw_cloth(surface: pygame.Surface) -> None:
    surface.blit(cloth_surface(surface.get_size()), (0, 0))
