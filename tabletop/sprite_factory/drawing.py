"""Procedural art for the generic sprites, drawn with pygame only.

Every function is deterministic (fixed seeds, no fonts) so regenerating the
PNGs gives the same files. Shapes are drawn at `SUPERSAMPLE` times the final
size and scaled down, which gives smooth edges without an antialiasing API.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import partial

import pygame

from tabletop.sprite_factory.palette import (
    ACCENT,
    ACCENT_DARK,
    FELT,
    INK,
    PAPER,
    RGB,
    TOKEN_COLOURS,
    shade,
)

SUPERSAMPLE = 4
# Painters draw in design units; PNGs are written at twice that, so sprites are
# mostly scaled down on screen (crisp) rather than up (blurred).
OUTPUT_SCALE = 2
CARD_BACK_DESIGN = (200, 280)
CAR_DESIGN = (48, 80)
CAR_ROOF_Y, CAR_ROOF_RADIUS = 45, 11  # the roof roundel that carries the number, in design units
# The painted car's outline (`car`), in design units, nose at the top: round the body (8..40
# across, 2..78 along, its corners rounded off) and the tyres that stick out of it (to 5..43,
# between 14 and 66 along). What a car covers on the board, so cars can be kept off one another.
CAR_OUTLINE = (
    (16, 2), (32, 2), (40, 10), (43, 14), (43, 66), (40, 70), (32, 78), (16, 78), (8, 70), (5, 66),
    (5, 14), (8, 10),
)
ICON_DESIGN = 64  # icons and dice are square
FELT_TILE = 128

Painter = Callable[[pygame.Surface, int], None]


def supersampled(
    size: tuple[int, int], paint: Painter, design: tuple[int, int] | None = None
) -> pygame.Surface:
    """A `size` surface painted by `paint(surface, k)`, where `k` maps design units to pixels.

    The painting happens on a larger surface (SUPERSAMPLE times the output) and is
    shrunk smoothly. `design` is the painter's own coordinate size (default: `size`).
    """
    design = design or size
    k = SUPERSAMPLE * max(1, round(size[0] / design[0]))
    big = pygame.Surface((design[0] * k, design[1] * k), pygame.SRCALPHA)
    paint(big, k)
    return pygame.transform.smoothscale(big, size)


def _out(design: tuple[int, int]) -> tuple[int, int]:
    return (design[0] * OUTPUT_SCALE, design[1] * OUTPUT_SCALE)


ICON = (ICON_DESIGN, ICON_DESIGN)


def card_back() -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        w, h = s.get_size()
        outer = s.get_rect()
        pygame.draw.rect(s, PAPER, outer, border_radius=14 * k)
        pygame.draw.rect(s, shade(PAPER, 0.7), outer, width=2 * k, border_radius=14 * k)
        inner = outer.inflate(-18 * k, -18 * k)
        pygame.draw.rect(s, ACCENT, inner, border_radius=8 * k)
        # Diagonal pinstripes, clipped to the red field.
        stripes = pygame.Surface(inner.size, pygame.SRCALPHA)
        stripe = shade(ACCENT, 1.12)
        for x in range(-inner.height, inner.width, 14 * k):
            pygame.draw.line(stripes, stripe, (x, inner.height), (x + inner.height, 0), 3 * k)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8 * k)
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(stripes, inner.topleft)
        pygame.draw.rect(s, ACCENT_DARK, inner, width=3 * k, border_radius=8 * k)
        # A chequered roundel in the middle.
        radius = min(w, h) // 4
        centre = (w // 2, h // 2)
        pygame.draw.circle(s, PAPER, centre, radius + 6 * k)
        _chequered_disc(s, centre, radius, cells=6)
        pygame.draw.circle(s, ACCENT_DARK, centre, radius + 6 * k, width=2 * k)

    return supersampled(_out(CARD_BACK_DESIGN), paint, CARD_BACK_DESIGN)


def _chequered_disc(s: pygame.Surface, centre: tuple[int, int], radius: int, cells: int) -> None:
    disc = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    cell = 2 * radius / cells
    for row in range(cells):
        for col in range(cells):
            colour = INK if (row + col) % 2 else PAPER
            rect = pygame.Rect(round(col * cell), round(row * cell), math.ceil(cell), math.ceil(cell))
            disc.fill(colour, rect)
    mask = pygame.Surface(disc.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (radius, radius), radius)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(disc, (centre[0] - radius, centre[1] - radius))


def felt_tile() -> pygame.Surface:
    """A seamless felt texture: two octaves of wrapped value noise around the felt colour."""
    size = FELT_TILE
    rng = random.Random(1931)
    coarse_n = 16
    coarse = [[rng.uniform(-1, 1) for _ in range(coarse_n)] for _ in range(coarse_n)]
    tile = pygame.Surface((size, size))
    step = size / coarse_n
    for y in range(size):
        gy, fy = divmod(y / step, 1)
        y0, y1 = int(gy) % coarse_n, (int(gy) + 1) % coarse_n
        for x in range(size):
            gx, fx = divmod(x / step, 1)
            x0, x1 = int(gx) % coarse_n, (int(gx) + 1) % coarse_n
            top = coarse[y0][x0] * (1 - fx) + coarse[y0][x1] * fx
            bottom = coarse[y1][x0] * (1 - fx) + coarse[y1][x1] * fx
            value = 0.045 * (top * (1 - fy) + bottom * fy) + 0.035 * rng.uniform(-1, 1)
            tile.set_at((x, y), shade(FELT, 1 + value))
    return tile


PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

DIE_BODY: RGB = (250, 247, 238)


def die_face(value: int) -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        w, _ = s.get_size()
        rect = s.get_rect().inflate(-2 * k, -2 * k)
        pygame.draw.rect(s, DIE_BODY, rect, border_radius=12 * k)
        pygame.draw.rect(s, shade(DIE_BODY, 0.62), rect, width=2 * k, border_radius=12 * k)
        for fx, fy in PIP_LAYOUT[value]:
            pygame.draw.circle(s, INK, (round(fx * w), round(fy * w)), round(0.085 * w))

    return supersampled(_out(ICON), paint, ICON)


def car(colour: RGB) -> pygame.Surface:
    """A stock car seen from above, nose pointing up (north)."""

    def paint(s: pygame.Surface, k: int) -> None:
        w, h = s.get_size()
        outline = shade(colour, 0.5)
        tyre = (28, 28, 30)
        tw, th = 9 * k, 17 * k
        for cx, cy in ((5 * k, 14 * k), (w - 5 * k - tw, 14 * k)):
            pygame.draw.rect(s, tyre, (cx, cy, tw, th), border_radius=3 * k)
            pygame.draw.rect(s, tyre, (cx, h - cy - th, tw, th), border_radius=3 * k)
        body = pygame.Rect(8 * k, 2 * k, w - 16 * k, h - 4 * k)
        pygame.draw.rect(s, outline, body, border_radius=14 * k)
        pygame.draw.rect(s, colour, body.inflate(-4 * k, -4 * k), border_radius=12 * k)
        glass = (46, 60, 78)
        cx = w // 2
        windshield = [
            (cx - 12 * k, 30 * k), (cx + 12 * k, 30 * k),
            (cx + 10 * k, 22 * k), (cx - 10 * k, 22 * k),
        ]
        rear = [
            (cx - 12 * k, 60 * k), (cx + 12 * k, 60 * k),
            (cx + 10 * k, 66 * k), (cx - 10 * k, 66 * k),
        ]
        pygame.draw.polygon(s, glass, windshield)
        pygame.draw.polygon(s, glass, rear)
        # The roof roundel is where the token prints the car's number.
        pygame.draw.circle(s, PAPER, (cx, CAR_ROOF_Y * k), CAR_ROOF_RADIUS * k)
        pygame.draw.circle(s, outline, (cx, CAR_ROOF_Y * k), CAR_ROOF_RADIUS * k, width=2 * k)
        lamp = (255, 236, 160)
        pygame.draw.rect(s, lamp, (body.left + 5 * k, body.top + 3 * k, 6 * k, 3 * k))
        pygame.draw.rect(s, lamp, (body.right - 11 * k, body.top + 3 * k, 6 * k, 3 * k))

    return supersampled(_out(CAR_DESIGN), paint, CAR_DESIGN)


def helmet(colour: RGB) -> pygame.Surface:
    """A racing helmet in profile, facing right."""

    def paint(s: pygame.Surface, k: int) -> None:
        outline = shade(colour, 0.5)
        shell = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(shell, outline, (30 * k, 32 * k), 26 * k)
        pygame.draw.circle(shell, colour, (30 * k, 32 * k), 23 * k)
        # Cut the back of the neck away so it reads as a helmet, not a ball.
        shell.fill((0, 0, 0, 0), pygame.Rect(0, 47 * k, 26 * k, 20 * k))
        pygame.draw.rect(shell, outline, (4 * k, 44 * k, 24 * k, 4 * k), border_radius=2 * k)
        s.blit(shell, (0, 0))
        stripe = shade(colour, 1.45) if sum(colour) < 600 else shade(colour, 0.75)
        pygame.draw.arc(s, stripe, pygame.Rect(10 * k, 12 * k, 40 * k, 40 * k),
                        math.radians(60), math.radians(170), 4 * k)
        visor = [(34 * k, 24 * k), (58 * k, 26 * k), (58 * k, 40 * k), (36 * k, 40 * k)]
        pygame.draw.polygon(s, (38, 44, 58), visor)
        pygame.draw.polygon(s, outline, visor, width=2 * k)
        pygame.draw.line(s, (120, 140, 170), (40 * k, 29 * k), (54 * k, 30 * k), 2 * k)

    return supersampled(_out(ICON), paint, ICON)


def chequered_flag() -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        pygame.draw.line(s, (92, 70, 48), (10 * k, 6 * k), (10 * k, 60 * k), 4 * k)
        pygame.draw.circle(s, (210, 170, 60), (10 * k, 6 * k), 4 * k)
        cols, rows = 6, 4
        left, top, width, height = 12 * k, 8 * k, 46 * k, 30 * k
        cell_w, cell_h = width / cols, height / rows

        def at(col: float, row: float) -> tuple[float, float]:
            x = left + col * cell_w
            wave = math.sin(col / cols * math.pi * 2) * 3 * k * (col / cols)
            return (x, top + row * cell_h + wave)

        for row in range(rows):
            for col in range(cols):
                quad = [at(col, row), at(col + 1, row), at(col + 1, row + 1), at(col, row + 1)]
                pygame.draw.polygon(s, INK if (row + col) % 2 else PAPER, quad)
        edge = [at(c, 0) for c in range(cols + 1)] + [at(c, rows) for c in range(cols, -1, -1)]
        pygame.draw.polygon(s, INK, edge, width=k)

    return supersampled(_out(ICON), paint, ICON)


def caution() -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        points = [(32 * k, 6 * k), (60 * k, 56 * k), (4 * k, 56 * k)]
        pygame.draw.polygon(s, INK, points)
        pygame.draw.lines(s, INK, True, points, 6 * k)
        inner = [(32 * k, 15 * k), (52 * k, 51 * k), (12 * k, 51 * k)]
        pygame.draw.polygon(s, (250, 200, 40), inner)
        pygame.draw.rect(s, INK, (29 * k, 24 * k, 6 * k, 16 * k), border_radius=3 * k)
        pygame.draw.circle(s, INK, (32 * k, 45 * k), 3 * k + k // 2)

    return supersampled(_out(ICON), paint, ICON)


def wrench() -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        metal, edge = (196, 200, 206), (82, 88, 96)
        flat = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(flat, edge, (14 * k, 27 * k, 40 * k, 10 * k), border_radius=5 * k)
        pygame.draw.circle(flat, edge, (16 * k, 32 * k), 13 * k)
        pygame.draw.circle(flat, edge, (52 * k, 32 * k), 7 * k)
        pygame.draw.rect(flat, metal, (16 * k, 29 * k, 36 * k, 6 * k), border_radius=3 * k)
        pygame.draw.circle(flat, metal, (16 * k, 32 * k), 11 * k)
        pygame.draw.circle(flat, metal, (52 * k, 32 * k), 5 * k)
        pygame.draw.circle(flat, (0, 0, 0, 0), (52 * k, 32 * k), 2 * k)
        # The open jaw of the spanner.
        flat.fill((0, 0, 0, 0), pygame.Rect(0, 28 * k, 18 * k, 8 * k))
        rotated = pygame.transform.rotate(flat, 45)
        s.blit(rotated, rotated.get_rect(center=s.get_rect().center))

    return supersampled(_out(ICON), paint, ICON)


def _make_table() -> dict[str, Callable[[], pygame.Surface]]:
    table: dict[str, Callable[[], pygame.Surface]] = {
        "card_back": card_back,
        "felt": felt_tile,
        "flag": chequered_flag,
        "caution": caution,
        "wrench": wrench,
    }
    for value in range(1, 7):
        table[f"die_{value}"] = partial(die_face, value)
    for name, rgb in TOKEN_COLOURS.items():
        table[f"car_{name}"] = partial(car, rgb)
        table[f"helmet_{name}"] = partial(helmet, rgb)
    return table


# Every generic sprite the factory knows, by file name (without ".png").
PAINTERS: dict[str, Callable[[], pygame.Surface]] = _make_table()
