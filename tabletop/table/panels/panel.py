"""The cream, wood-edged plaque that every table panel (log, banner, seats) sits on."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import CREAM, RGB, WOOD
from tabletop.table.machinery.layer import Layer
from tabletop.table.machinery.render_cache import render_cache

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


def paint_panel(
    layer: Layer,
    rect: pygame.Rect,
    *,
    fill: RGB = CREAM,
    alpha: int = 238,
    border: RGB = WOOD,
    radius: int = 10,
) -> None:
    """`draw_panel` onto a layer (`rect` in the layer's own coordinates)."""
    layer.blit(_premultiplied_plate(rect.size, fill, alpha, border, radius), rect.topleft, premultiplied=True)


# Panels of a finished game's sizes are of no use to the next: both caches empty with the table's.
@render_cache(maxsize=16)
def _premultiplied_plate(
    size: tuple[int, int], fill: RGB, alpha: int, border: RGB, radius: int
) -> pygame.Surface:
    return _draw_plate(size, fill, alpha, border, radius).premul_alpha()


@render_cache(maxsize=16)
def _plate(size: tuple[int, int], fill: RGB, alpha: int, border: RGB, radius: int) -> pygame.Surface:
    """The panel's image, made once per size and look (panels are drawn every frame)."""
    return _draw_plate(size, fill, alpha, border, radius)


def _draw_plate(size: tuple[int, int], fill: RGB, alpha: int, border: RGB, radius: int) -> pygame.Surface:
    plate = pygame.Surface((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    body = pygame.Rect((0, 0), size)
    pygame.draw.rect(plate, (0, 0, 0, 60), body.move(3, 4), border_radius=radius)
    pygame.draw.rect(plate, (*fill, alpha), body, border_radius=radius)
    pygame.draw.rect(plate, border, body, width=2, border_radius=radius)
    return plate
