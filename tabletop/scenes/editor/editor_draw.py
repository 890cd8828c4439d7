"""Drawing for the track editor: the grid, pieces from their palette side, marks for problems.

A piece is drawn from its `PieceSide` alone (bend, lanes per row, badges), in
the cell's own frame entering from the west, then turned to its heading; so a
new game's pieces need no drawing code.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from tabletop.engine.track_design.palette import PieceSide
from tabletop.sprite_factory.palette import CREAM, CREAM_DARK, GOLD, INK, REFUSED, SELECTED, shade
from tabletop.table.machinery.text import font

ASPHALT = (74, 76, 84)
LANE_LINE = (236, 236, 228)
GRID = (44, 96, 66)  # a faint line on the dark felt
BAND = 0.74  # of a cell: the width of the track across it
SAMPLES = 10

Pos = tuple[float, float]
Point = tuple[float, float] | pygame.Vector2


def path_point(turn: int, t: float) -> tuple[Pos, Pos]:
    """Centre line point and left-of-travel unit vector at `t` (0 entry, 1 exit), in a unit cell
    whose origin is its centre, entering from the west."""
    if turn == 0:
        return (t - 0.5, 0.0), (0.0, -1.0)
    sign = 1 if turn > 0 else -1
    angle = math.radians(sign * 90 * t)
    left = (-math.sin(angle), -math.cos(angle))
    centre = (-0.5, -0.5 * sign)  # the corner the bend goes round
    return (centre[0] - sign * left[0] * 0.5, centre[1] - sign * left[1] * 0.5), left


def _turned(point: Pos, heading: int) -> Pos:
    radians = math.radians(heading)
    x, y = point
    return (x * math.cos(radians) + y * math.sin(radians), -x * math.sin(radians) + y * math.cos(radians))


def piece_points(side: PieceSide, heading: int, centre: Pos, size: float) -> Callable[[float, float], Pos]:
    """Screen position of (t along the piece, offset across it: +0.5 the left edge of the band)."""

    def at(t: float, across: float) -> Pos:
        (px, py), (lx, ly) = path_point(side.turn, t)
        local = (px + lx * across * BAND, py + ly * across * BAND)
        x, y = _turned(local, heading)
        return (centre[0] + x * size, centre[1] + y * size)

    return at


def draw_piece(
    surface: pygame.Surface, side: PieceSide, heading: int, centre: Point, size: float, *,
    outline: tuple[int, int, int] | None = None, alpha: int = 255, card: bool = True,
) -> None:
    """One piece on a cell of `size` pixels centred at `centre`."""
    s = max(4, math.ceil(size))
    layer = _faded_layer(side, heading % 360, s, card, alpha)
    local = (s / 2 + 2, s / 2 + 2)
    surface.blit(layer, (round(centre[0] - local[0]), round(centre[1] - local[1])))
    if outline is not None:
        rect = pygame.Rect(0, 0, s, s)
        rect.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(surface, outline, rect, width=max(2, s // 24), border_radius=max(2, s // 12))


@lru_cache(maxsize=48)
def _faded_layer(side: PieceSide, heading: int, s: int, card: bool, alpha: int) -> pygame.Surface:
    layer = _piece_layer(side, heading, s, card)
    if alpha < 255:
        layer = layer.copy()
        layer.set_alpha(alpha)
    return layer


@lru_cache(maxsize=96)  # a track and its palette at one zoom, with room to spare
def _piece_layer(side: PieceSide, heading: int, s: int, card: bool) -> pygame.Surface:
    """A piece drawn once per side, heading and size: drawing it every frame is too slow."""
    size = float(s)
    layer = pygame.Surface((s + 4, s + 4), pygame.SRCALPHA)
    local = (s / 2 + 2, s / 2 + 2)
    at = piece_points(side, heading, local, size)
    if card:
        body = pygame.Rect(0, 0, s - 2, s - 2)
        body.center = (round(local[0]), round(local[1]))
        pygame.draw.rect(layer, CREAM, body, border_radius=max(2, s // 12))
        pygame.draw.rect(layer, CREAM_DARK, body, width=1, border_radius=max(2, s // 12))
    ts = [i / SAMPLES for i in range(SAMPLES + 1)]
    band = [at(t, 0.5) for t in ts] + [at(t, -0.5) for t in reversed(ts)]
    pygame.draw.polygon(layer, ASPHALT, band)
    rows = len(side.lanes)
    width = max(1, round(size / 60))
    for r, lanes in enumerate(side.lanes):
        t0, t1 = r / rows, (r + 1) / rows
        for k in range(1, lanes):
            offset = 0.5 - k / lanes
            pygame.draw.line(layer, LANE_LINE, at(t0, offset), at(t1, offset), width)
        if r:
            pygame.draw.line(layer, shade(LANE_LINE, 0.75), at(t0, 0.5), at(t0, -0.5), width)
    pygame.draw.lines(layer, LANE_LINE, False, [at(t, 0.5) for t in ts], width + 1)
    pygame.draw.lines(layer, LANE_LINE, False, [at(t, -0.5) for t in ts], width + 1)
    _draw_arrow(layer, at, size)
    _draw_badges(layer, side, at, size)
    return layer



Along = Callable[[float, float], Pos]


def _draw_badges(layer: pygame.Surface, side: PieceSide, at: Along, size: float) -> None:
    rows = len(side.lanes)
    face = font(max(9, round(size * 0.16)), bold=True)
    for badge in side.badges:
        row = badge.row if badge.row is not None else None
        if badge.line:
            t = row / rows if row is not None else 0.5
            _chequer(layer, at, t)
            continue
        t = (row + 0.5) / rows if row is not None else 0.5
        lanes = side.lanes[row] if row is not None and row < rows else side.lanes[0]
        across = 0.5 - (badge.lane + 0.5) / lanes if badge.lane is not None else 0.0
        x, y = at(t, across)
        colour = GOLD if badge.text == "!" or badge.coin else (245, 245, 240)
        label = face.render(badge.text, True, INK)
        radius = max(label.get_width(), label.get_height()) // 2 + (5 if badge.coin else 2)
        pygame.draw.circle(layer, colour, (round(x), round(y)), radius)
        if badge.coin:  # a coin's rim, read as a coin over the arrow
            pygame.draw.circle(layer, shade(GOLD, 0.6), (round(x), round(y)), radius, max(1, radius // 5))
        layer.blit(label, label.get_rect(center=(round(x), round(y))))


def _chequer(layer: pygame.Surface, at: Along, t: float) -> None:
    squares = 6
    for k in range(squares):
        for half in (0, 1):
            a = 0.5 - k / squares
            b = 0.5 - (k + 1) / squares
            dt = 0.035 * half
            quad = [at(t + dt, a), at(t + dt, b), at(t + dt + 0.035, b), at(t + dt + 0.035, a)]
            colour = (20, 20, 20) if (k + half) % 2 else (245, 245, 245)
            pygame.draw.polygon(layer, colour, quad)


def _draw_arrow(layer: pygame.Surface, at: Along, size: float) -> None:
    """A small chevron showing the direction of travel."""
    tip = at(0.82, 0.0)
    back_left, back_right = at(0.72, 0.12), at(0.72, -0.12)
    pygame.draw.lines(layer, (200, 200, 190), False, [back_left, tip, back_right], max(1, round(size / 40)))


def draw_grid(surface: pygame.Surface, rect: pygame.Rect, to_screen: Callable[[Pos], pygame.Vector2],
              to_world: Callable[[Pos], pygame.Vector2]) -> None:
    top_left = to_world(rect.topleft)
    bottom_right = to_world(rect.bottomright)
    for x in range(math.floor(top_left.x), math.ceil(bottom_right.x) + 1):
        sx = to_screen((x, 0)).x
        pygame.draw.line(surface, GRID, (sx, rect.top), (sx, rect.bottom))
    for y in range(math.floor(top_left.y), math.ceil(bottom_right.y) + 1):
        sy = to_screen((0, y)).y
        pygame.draw.line(surface, GRID, (rect.left, sy), (rect.right, sy))


def draw_open_end(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A red ring where the track leads nowhere."""
    radius = max(4, round(size * 0.18))
    pygame.draw.circle(surface, REFUSED, (round(centre[0]), round(centre[1])), radius, max(2, radius // 3))


def draw_no_entry(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A ring struck through over a ghost that cannot be laid there: its red outline alone read as
    the red of a piece with a problem."""
    radius = max(6, round(size * 0.28))
    width = max(3, radius // 4)
    middle = pygame.Vector2(centre)
    slash = pygame.Vector2(radius, -radius) * 0.7071
    for colour, thick in ((INK, width + 2), (REFUSED, width)):
        pygame.draw.circle(surface, colour, (round(middle.x), round(middle.y)), radius, thick)
        pygame.draw.line(surface, colour, middle - slash, middle + slash, thick)


def draw_marquee(surface: pygame.Surface, corners: Sequence[Pos]) -> None:
    (x0, y0), (x1, y1) = corners
    rect = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((*SELECTED, 40))
    surface.blit(veil, rect.topleft)
    pygame.draw.rect(surface, SELECTED, rect, 1)


