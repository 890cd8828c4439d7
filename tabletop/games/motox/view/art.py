"""MotoX's art: piecepack tiles with their 2 x 2 grid, suit and value; coin ramps with
their height; the finish line; piecepack dice (null blank, ace marked); lit places;
the components drawn for the rules page and a track's thumbnail for the new-game screen.

Everything is drawn by code from the components, cached per size, so it scales with
the camera and can be replaced by real art later.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.games.motox.components import Components, TileFace
from tabletop.games.motox.game import make_rules
from tabletop.games.motox.track_layout import parse_layout
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, INK_SOFT, LEGAL, PAPER, REFUSED, RGB, shade
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.fit import fit_into
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font, font, text_image
from tabletop.table.pieces.dice_sprite import DieSprite

COIN: RGB = (214, 178, 96)
COIN_EDGE: RGB = (128, 96, 40)
TILE_EDGE: RGB = (86, 62, 40)
LANDING_GROWTH = 45  # world pixels a tile being laid is larger than at rest, as it starts to fall
PICTURE_TILE = 160  # pixels, in a rules page picture
PICTURE_DIE = 72
PICTURE_GAP = 12
THUMBNAIL_TILE = 40  # pixels, in a track's thumbnail before it is fitted


def draw_suit(
    surface: pygame.Surface, suit: str, centre: tuple[float, float], radius: float, colour: RGB
) -> None:
    """A suit's symbol: Suns a rayed disc, Moons a crescent, Crowns a crown, Arms a fleur."""
    cx, cy = centre
    r = radius
    width = max(1, round(r / 7))
    if suit == "suns":
        for k in range(12):
            a = k * math.pi / 6
            inner = (cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62)
            outer = (cx + math.cos(a) * r, cy + math.sin(a) * r)
            pygame.draw.line(surface, colour, inner, outer, max(1, width))
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.55)
    elif suit == "moons":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.85)
        pygame.draw.circle(surface, PAPER, (cx + r * 0.38, cy - r * 0.2), r * 0.72)
    elif suit == "crowns":
        points = [
            (cx - r * 0.9, cy + r * 0.6),
            (cx - r * 0.9, cy - r * 0.5),
            (cx - r * 0.45, cy),
            (cx, cy - r * 0.75),
            (cx + r * 0.45, cy),
            (cx + r * 0.9, cy - r * 0.5),
            (cx + r * 0.9, cy + r * 0.6),
        ]
        pygame.draw.polygon(surface, colour, points)
    else:
        pygame.draw.polygon(
            surface,
            colour,
            [(cx, cy - r), (cx + r * 0.35, cy - r * 0.2), (cx, cy + r * 0.3), (cx - r * 0.35, cy - r * 0.2)],
        )
        pygame.draw.ellipse(surface, colour, (cx - r * 0.95, cy - r * 0.45, r * 0.7, r * 0.55))
        pygame.draw.ellipse(surface, colour, (cx + r * 0.25, cy - r * 0.45, r * 0.7, r * 0.55))
        pygame.draw.rect(surface, colour, (cx - r * 0.6, cy + r * 0.25, r * 1.2, r * 0.2))
        pygame.draw.polygon(
            surface, colour, [(cx - r * 0.2, cy + r * 0.4), (cx + r * 0.2, cy + r * 0.4), (cx, cy + r)]
        )


def value_label(parts: Components, value: str) -> str:
    number = parts.values[value].number
    return "" if number == 0 else "A" if number == 1 else str(number)


@render_cache(maxsize=64)
def _tile_image(suit_id: str, colour: RGB, label: str, size: int) -> pygame.Surface:
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = image.get_rect()
    radius = max(3, size // 14)
    pygame.draw.rect(image, shade(CREAM, 0.98), rect, border_radius=radius)
    half = size // 2
    tint = (*colour, 22)
    wash = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(wash, tint, rect, border_radius=radius)
    image.blit(wash, (0, 0))
    # The 2 x 2 grid of spaces.
    line = max(1, size // 60)
    pygame.draw.line(image, shade(TILE_EDGE, 1.3), (half, size * 0.06), (half, size * 0.94), line)
    pygame.draw.line(image, shade(TILE_EDGE, 1.3), (size * 0.06, half), (size * 0.94, half), line)
    pygame.draw.rect(image, TILE_EDGE, rect, max(2, size // 40), border_radius=radius)
    # Suit and value in the middle, where the four spaces meet.
    disc = size * 0.17
    pygame.draw.circle(image, PAPER, (half, half), disc)
    pygame.draw.circle(image, shade(colour, 0.8), (half, half), disc, max(1, size // 70))
    if label:
        text = font(max(8, round(size * 0.2)), bold=True).render(label, True, shade(colour, 0.7))
        image.blit(text, text.get_rect(center=(half, half + 1)))
    else:
        draw_suit(image, suit_id, (half, half), disc * 0.62, shade(colour, 0.85))
    # The suit small in each space's outer corner, as printed on a piecepack tile.
    for sx, sy in ((0.14, 0.14), (0.86, 0.14), (0.14, 0.86), (0.86, 0.86)):
        draw_suit(image, suit_id, (size * sx, size * sy), size * 0.05, shade(colour, 0.9))
    return image


def tile_image(parts: Components, face: TileFace, size: int) -> pygame.Surface:
    colour = parts.suits[face.suit].colour
    return _tile_image(face.suit, colour, value_label(parts, face.value), max(8, size))


def draw_tile(
    surface: pygame.Surface,
    camera: Camera,
    parts: Components,
    face: TileFace,
    rect: pygame.Rect,
    landing: tuple[int, int] | None = None,
) -> pygame.Rect:
    """A tile on its shadow; `landing` (pixels grown, alpha) draws one still falling into place.

    Returns the screen box drawn over."""
    top_left = camera.world_to_screen(rect.topleft)
    size = round(rect.width * camera.zoom)
    if landing is None:
        image = tile_image(parts, face, size)
    else:
        grow, alpha = landing
        # Shrunk from the tile at its largest: a size a frame would crowd the cache out.
        largest = tile_image(parts, face, round((rect.width + LANDING_GROWTH) * camera.zoom))
        size = round((rect.width + grow) * camera.zoom)
        top_left -= pygame.Vector2(grow / 2, grow / 2) * camera.zoom
        image = pygame.transform.smoothscale(largest, (max(8, size), max(8, size)))
        image.set_alpha(alpha)
    shadow = pygame.Rect(round(top_left.x) + 3, round(top_left.y) + 4, size, size)
    pygame.draw.rect(surface, (18, 40, 26), shadow, border_radius=max(3, size // 14))
    return surface.blit(image, top_left).union(shadow)


def draw_ramp(
    surface: pygame.Surface, centre: pygame.Vector2, across: pygame.Vector2, height: int, zoom: float
) -> None:
    """A stack of `height` coins under an edge: a wedge up to the edge and the coins, with the height."""
    r = max(5.0, 15 * zoom)
    ahead = pygame.Vector2(-across.y, across.x)
    # The slope leading up to the edge.
    base = centre + ahead * r * 2.6
    wedge = [
        base - across * r * 1.1,
        base + across * r * 1.1,
        centre + across * r * 1.1,
        centre - across * r * 1.1,
    ]
    left = min(p.x for p in wedge)
    upper = min(p.y for p in wedge)
    box = (round(max(p.x for p in wedge) - left) + 2, round(max(p.y for p in wedge) - upper) + 2)
    glow = pygame.Surface(box, pygame.SRCALPHA)
    pygame.draw.polygon(glow, (120, 80, 40, 70 + 25 * height), [(p.x - left, p.y - upper) for p in wedge])
    surface.blit(glow, (round(left), round(upper)))
    for k in range(height):
        spot = centre + pygame.Vector2(0, -k * r * 0.35)
        ellipse = pygame.Rect(0, 0, r * 2, r * 1.3)
        ellipse.center = (round(spot.x), round(spot.y))
        pygame.draw.ellipse(surface, COIN_EDGE, ellipse.move(0, max(1, round(r * 0.2))))
        pygame.draw.ellipse(surface, COIN, ellipse)
        pygame.draw.ellipse(surface, COIN_EDGE, ellipse, max(1, round(r / 8)))
    label = text_image(str(height), max(12, round(r * 1.3)), INK, bold=True)
    top = centre + pygame.Vector2(0, -(height - 1) * r * 0.35)
    surface.blit(label, label.get_rect(center=(round(top.x), round(top.y))))


def draw_finish(surface: pygame.Surface, a: pygame.Vector2, b: pygame.Vector2, zoom: float) -> None:
    """A chequered strip along the finish line from a to b."""
    squares = 8
    along = (b - a) / squares
    depth = pygame.Vector2(-along.y, along.x).normalize() * max(4.0, 9 * zoom)
    for k in range(squares):
        for row in range(2):
            p = a + along * k + depth * (row - 1)
            quad = [p, p + along, p + along + depth, p + depth]
            pygame.draw.polygon(surface, INK if (k + row) % 2 else PAPER, quad)


def draw_marker(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, fill: int = 70) -> None:
    surface.blit(_marker(rect.size, colour, fill), rect.inflate(8, 8))


@render_cache(maxsize=16)
def _marker(size: tuple[int, int], colour: RGB, fill: int) -> pygame.Surface:
    """A lit place: a translucent fill inside a ring 4 pixels outside `size`."""
    glow = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
    inner = glow.get_rect().inflate(-8, -8)
    radius = max(4, min(size) // 6)
    pygame.draw.rect(glow, (*colour, fill), inner, border_radius=radius)
    pygame.draw.rect(glow, colour, glow.get_rect(), 4, border_radius=radius + 4)
    return glow


def legal_colour(wipe: bool) -> RGB:
    return REFUSED if wipe else LEGAL


def die_face(number: int, size: int) -> pygame.Surface:
    """A piecepack die face: null blank, ace a pip with an A, numerals for 2 to 5."""
    return _die_face(number % 6, max(8, size))


@render_cache(maxsize=32)
def _die_face(number: int, size: int) -> pygame.Surface:
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    body = face.get_rect().inflate(-2, -2)
    radius = max(3, size // 5)
    pygame.draw.rect(face, PAPER, body, border_radius=radius)
    pygame.draw.rect(face, INK_SOFT, body, width=max(1, size // 24), border_radius=radius)
    if number == 1:
        pygame.draw.circle(face, shade(GOLD, 0.7), body.center, size * 0.3)
        text = font(max(8, round(size * 0.5)), bold=True).render("A", True, PAPER)
        face.blit(text, text.get_rect(center=(body.centerx, body.centery + 1)))
    elif number > 1:
        text = fit_font(str(number), round(size * 0.7), round(size * 0.78)).render(str(number), True, INK)
        face.blit(text, text.get_rect(center=(body.centerx, body.centery + 2)))
    return face


class PiecepackDie(DieSprite):
    """A die with the piecepack's six faces; `value` is the number a face counts (null 0)."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        w = max(8, round(self.screen_size()[0]))
        image = die_face(self.shown, w)
        if self.highlight is not None:
            image = _ringed_face(self.shown, w, self.highlight.colour)
        if self.angle % 360:
            image = pygame.transform.rotozoom(image, self.angle, 1.0)
        ground = self.screen_pos
        shadow = _die_shadow(w)
        surface.blit(shadow, shadow.get_rect(center=(ground.x + 2, ground.y + w * 0.45)))
        surface.blit(image, image.get_rect(center=ground + self.draw_offset()))


@render_cache(maxsize=16)
def _ringed_face(number: int, size: int, colour: RGB) -> pygame.Surface:
    ringed = pygame.Surface((size + 12, size + 12), pygame.SRCALPHA)
    pygame.draw.rect(ringed, colour, ringed.get_rect(), 4, border_radius=size // 4)
    ringed.blit(die_face(number, size), (6, 6))
    return ringed


@render_cache(maxsize=4)
def _die_shadow(size: int) -> pygame.Surface:
    shadow = pygame.Surface((size, size // 3), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
    return shadow


# --- the rules page's pictures (`![caption](picture:<name>)` lines there) ---------------


def _tiles(parts: Components) -> pygame.Surface:
    """One tile of each suit, to show the four suits and the 2 x 2 spaces of a tile."""
    faces = [next(f for f in parts.tiles if f.suit == suit) for suit in parts.suits]
    width = len(faces) * (PICTURE_TILE + PICTURE_GAP) - PICTURE_GAP
    art = pygame.Surface((width, PICTURE_TILE), pygame.SRCALPHA)
    for index, face in enumerate(faces):
        art.blit(tile_image(parts, face, PICTURE_TILE), (index * (PICTURE_TILE + PICTURE_GAP), 0))
    return art


def _dice() -> pygame.Surface:
    """The six faces of a piecepack die: null, ace, 2, 3, 4, 5."""
    art = pygame.Surface((6 * (PICTURE_DIE + PICTURE_GAP) - PICTURE_GAP, PICTURE_DIE), pygame.SRCALPHA)
    for number in range(6):
        art.blit(die_face(number, PICTURE_DIE), (number * (PICTURE_DIE + PICTURE_GAP), 0))
    return art


def _ramp(parts: Components) -> pygame.Surface:
    """Three tiles in a straight line, a ramp of two coins under the middle one's far edge."""
    art = pygame.Surface((3 * PICTURE_TILE, PICTURE_TILE), pygame.SRCALPHA)
    for index in range(3):
        face = parts.tiles[index * 7 % len(parts.tiles)]  # three different suits
        art.blit(tile_image(parts, face, PICTURE_TILE - 4), (index * PICTURE_TILE + 2, 2))
    edge = pygame.Vector2(2 * PICTURE_TILE, PICTURE_TILE / 2)
    draw_ramp(art, edge, pygame.Vector2(0, 1), 2, PICTURE_TILE / 128)
    return art


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page; None for an unknown name."""
    parts = make_rules().parts
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "tiles": lambda: _tiles(parts),
        "dice": _dice,
        "ramp": lambda: _ramp(parts),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A track file's tiles, shrunk into `size`, for the new-game screen."""
    parts = make_rules().parts
    parsed = parse_layout(layout, parts)
    cells = [cell for _, cell, _ in parsed.tiles]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    unit = THUMBNAIL_TILE
    art = pygame.Surface(((max(xs) - min(xs) + 1) * unit, (max(ys) - min(ys) + 1) * unit), pygame.SRCALPHA)
    for face, (x, y), ramp in parsed.tiles:
        image = tile_image(parts, parts.tiles[face], unit - 2)
        art.blit(image, ((x - min(xs)) * unit + 1, (y - min(ys)) * unit + 1))
        if ramp:
            pygame.draw.circle(art, COIN, ((x - min(xs) + 0.5) * unit, (y - min(ys) + 0.5) * unit), 6)
    return fit_into(art, size)
