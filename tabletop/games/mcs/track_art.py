"""MCS's one track, the speedway oval: its geometry in world units, and how it is drawn
(on the table through the camera, and small for the track thumbnail).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.sprite_factory.palette import INK, PAPER, RGB, TOKEN_COLOURS, shade

CENTRE = pygame.Vector2(625, 410)  # the oval's centre
RADII = (560.0, 158.0)  # the racing line
TRACK_HALF = 44.0  # half the track's width
SLOT_ANGLES = (52.0, 67.0, 82.0, 97.0)  # degrees round the oval, 1st place first (y points down)
TOKEN = 62  # a rider's token, world units
SHALE: RGB = (201, 152, 104)
GRASS: RGB = (46, 112, 66)


def oval_point(angle: float, radial: float = 0.0) -> pygame.Vector2:
    """A point of the racing line at `angle` degrees; `radial` moves it outwards (world units)."""
    a = math.radians(angle)
    return pygame.Vector2(
        CENTRE.x + (RADII[0] + radial) * math.cos(a), CENTRE.y + (RADII[1] + radial) * math.sin(a)
    )


def draw_oval(
    surface: pygame.Surface, to_screen: Callable[[pygame.Vector2], pygame.Vector2], zoom: float
) -> None:
    """The speedway: shale track, white kerbs, green infield, the start line."""

    def ellipse(rx: float, ry: float) -> pygame.Rect:
        top_left = to_screen(pygame.Vector2(CENTRE.x - rx, CENTRE.y - ry))
        return pygame.Rect(round(top_left.x), round(top_left.y), round(2 * rx * zoom), round(2 * ry * zoom))

    outer = ellipse(RADII[0] + TRACK_HALF, RADII[1] + TRACK_HALF)
    inner = ellipse(RADII[0] - TRACK_HALF, RADII[1] - TRACK_HALF)
    fence = outer.inflate(round(16 * zoom), round(16 * zoom))
    pygame.draw.ellipse(surface, (226, 222, 210), fence)
    pygame.draw.ellipse(surface, (120, 110, 96), fence, max(1, round(3 * zoom)))
    pygame.draw.ellipse(surface, SHALE, outer)
    pygame.draw.ellipse(surface, GRASS, inner)
    pygame.draw.ellipse(surface, PAPER, inner, max(1, round(4 * zoom)))
    pygame.draw.ellipse(
        surface,
        shade(GRASS, 0.8),
        inner.inflate(round(-40 * zoom), round(-40 * zoom)),
        max(1, round(2 * zoom)),
    )
    # The start and finish line across the home straight, just ahead of the leader.
    start, end = oval_point(44, -TRACK_HALF), oval_point(44, TRACK_HALF)
    a, b = to_screen(start), to_screen(end)
    steps = 8
    for i in range(steps):
        p = a + (b - a) * (i / steps)
        q = a + (b - a) * ((i + 1) / steps)
        pygame.draw.line(surface, INK if i % 2 else PAPER, p, q, max(2, round(7 * zoom)))


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """MCS has one track: its oval, drawn small (the layout is ignored)."""
    del layout
    picture = pygame.Surface(size, pygame.SRCALPHA)
    zoom = min(size[0] / (2 * (RADII[0] + TRACK_HALF + 20)), size[1] / (2 * (RADII[1] + TRACK_HALF + 20)))
    offset = pygame.Vector2(size) / 2 - CENTRE * zoom

    def to_screen(point: pygame.Vector2) -> pygame.Vector2:
        return point * zoom + offset

    draw_oval(picture, to_screen, zoom)
    for index, colour in enumerate(("red", "yellow", "blue", "white")):
        centre = to_screen(oval_point(SLOT_ANGLES[index]))
        radius = max(3, round(TOKEN * zoom / 2))
        pygame.draw.circle(picture, shade(TOKEN_COLOURS[colour], 0.5), centre, radius + 1)
        pygame.draw.circle(picture, TOKEN_COLOURS[colour], centre, radius)
    return picture
