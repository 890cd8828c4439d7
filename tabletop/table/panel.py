"""The cream, wood-edged plaque that every table panel (log, banner, seats) sits on."""

from __future__ import annotations

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
    plate = pygame.Surface((rect.width + 4, rect.height + 5), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, rect.width, rect.height)
    pygame.draw.rect(plate, (0, 0, 0, 60), body.move(3, 4), border_radius=radius)
    pygame.draw.rect(plate, (*fill, alpha), body, border_radius=radius)
    pygame.draw.rect(plate, border, body, width=2, border_radius=radius)
    surface.blit(plate, rect.topleft)
