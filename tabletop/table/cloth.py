"""The felt table cloth behind everything: the felt tile repeated, darker towards the edges."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.sprite_factory import load_sprite

VIGNETTE_GRID = (48, 27)  # computed small, then smoothly scaled to the window
VIGNETTE_STRENGTH = 110  # alpha of the darkening in the far corners


@lru_cache(maxsize=4)
def cloth_surface(size: tuple[int, int]) -> pygame.Surface:
    """The cloth for a window of `size`; cached because it is redrawn every frame."""
    cloth = pygame.Surface(size)
    tile = load_sprite("felt")
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            cloth.blit(tile, (x, y))
    gw, gh = VIGNETTE_GRID
    shade = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw * 2 - 1
            dy = (y + 0.5) / gh * 2 - 1
            strength = min(1.0, (dx * dx + dy * dy) / 2) ** 1.5
            shade.set_at((x, y), (0, 0, 0, round(VIGNETTE_STRENGTH * strength)))
    cloth.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    if pygame.display.get_surface() is not None:
        cloth = cloth.convert()
    return cloth


def draw_cloth(surface: pygame.Surface) -> None:
    surface.blit(cloth_surface(surface.get_size()), (0, 0))
