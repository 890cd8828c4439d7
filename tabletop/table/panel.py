"""The cream, wood-edged plaque that every table panel (log, banner, seats) sits on."""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.sprite_factory.palette import CREAM, RGB, WOOD

PADDING = 10


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    fill: RGB = CREAM,
    alpha: int = 238,
    border: RGB = WOOD,
    radius: int = 10,
) -> None:
    """A rounded panel with a soft drop shadow; slightly see-through so the cloth shows."""
    surface.blit(_plate(rect.size, fill, alpha, border, radius), rect.topleft)


@lru_cache(maxsize=32)
def _plate(size: tuple[int, int], fill: RGB, alpha: int, border: RGB, radius: int) -> pygame.Surface:
    """The panel's image, made once per size and look (panels are drawn every frame)."""
    plate = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    body = pygame.Rect((0, 0), size)
    pygame.draw.rect(plate, (0, 0, 0, 60), body.move(3, 4), border_radius=radius)
    pygame.draw.rect(plate, (*fill, alpha), body, border_radius=radius)
    pygame.draw.rect(plate, border, body, width=2, border_radius=radius)
    return plate
