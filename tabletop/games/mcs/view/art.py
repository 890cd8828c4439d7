"""What MCS looks like, drawn once and kept: its cards, drawn from the card data, and
its one track, the speedway oval.

A racing card shows its lanes A to D across the top: a red letter in a filled
disc counts when charging, a green letter in a hollow square counts when
holding off (two shapes, so colour is never the only clue). The left edge
carries the edge colour with its mark; the wheel at the bottom shows the bend
effect. Rider cards show a helmet and a strength; lap cards a straight, a bend
or the finish flag. Faces are drawn at twice their table size and cached.

The oval's geometry is in world units; it is drawn on the table through the
camera, and small for the track thumbnail.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.games.mcs.components import LANES, Components
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.words import rider_word
from tabletop.games.registry import rules_for
from tabletop.language import N_, _, language, local
from tabletop.sprite_factory import load_sprite
from tabletop.sprite_factory.drawing import supersampled
from tabletop.sprite_factory.palette import INK, INK_SOFT, PAPER, RGB, TOKEN_COLOURS, shade
from tabletop.table.machinery.fit import fit_into
from tabletop.table.machinery.render_cache import on_release, render_cache
from tabletop.table.machinery.text import fit_font, font
from tabletop.table.pieces.card_faces import render_back

FACE = (280, 392)  # racing, rider and lap cards are all drawn at this size
CHARGE_RED: RGB = (200, 36, 36)
HOLD_GREEN: RGB = (24, 138, 64)
LAP_INK: dict[str, RGB] = {"straight": (70, 96, 130), "bend": (168, 92, 40), "finish": (34, 34, 40)}
LAP_WORDS = {"straight": N_("Straight"), "bend": N_("Bend"), "finish": N_("Finish line")}
ROMAN = ("", "I", "II", "III", "IV")

CENTRE = pygame.Vector2(625, 410)  # the oval's centre
RADII = (560.0, 158.0)  # the racing line
TRACK_HALF = 44.0  # half the track's width
SLOT_ANGLES = (52.0, 67.0, 82.0, 97.0)  # degrees round the oval, 1st place first (y points down)
TOKEN = 62  # a rider's token, world units
SHALE: RGB = (201, 152, 104)
GRASS: RGB = (46, 112, 66)


def hex_rgb(colour: str) -> RGB:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def draw_mark(
    surface: pygame.Surface, mark: str, centre: tuple[float, float], radius: float, colour: RGB
) -> None:
    """An edge colour's shape: circle, triangle, square or diamond (colour-blind help)."""
    x, y = centre
    r = radius
    if mark == "circle":
        pygame.draw.circle(surface, colour, (x, y), r)
    elif mark == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
    elif mark == "square":
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(round(x - r * 0.85), round(y - r * 0.85), round(1.7 * r), round(1.7 * r)),
        )
    else:
        pygame.draw.polygon(surface, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def _paper(size: tuple[int, int], tint: RGB = PAPER) -> pygame.Surface:
    def paint(s: pygame.Surface, k: int) -> None:
        rect = s.get_rect()
        pygame.draw.rect(s, tint, rect, border_radius=11 * k)
        pygame.draw.rect(s, INK_SOFT, rect, width=2 * k, border_radius=11 * k)

    return supersampled(size, paint, (size[0] // 2, size[1] // 2))


def lane_cell(
    surface: pygame.Surface, rect: pygame.Rect, lane: str, role: str, *, covered: bool = False
) -> None:
    """One lane of a card's top: `role` is "charge", "hold" or "" (no letter in this lane)."""
    pygame.draw.rect(surface, (236, 230, 214), rect, border_radius=rect.width // 6)
    size = min(rect.width, rect.height)
    centre = rect.center
    if role == "charge":
        pygame.draw.circle(surface, CHARGE_RED, centre, size * 0.46)
        letter = font(round(size * 0.72), bold=True).render(lane, True, PAPER)
    elif role == "hold":
        box = pygame.Rect(0, 0, round(size * 0.9), round(size * 0.9))
        box.center = centre
        pygame.draw.rect(surface, PAPER, box, border_radius=round(size * 0.12))
        pygame.draw.rect(
            surface, HOLD_GREEN, box, width=max(2, round(size * 0.1)), border_radius=round(size * 0.12)
        )
        letter = font(round(size * 0.72), bold=True).render(lane, True, HOLD_GREEN)
    else:
        letter = font(round(size * 0.4)).render(lane, True, (196, 186, 164))
    surface.blit(letter, letter.get_rect(center=centre))
    if covered:
        width = max(3, round(size * 0.1))
        pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, width)
        pygame.draw.line(surface, INK, rect.topright, rect.bottomleft, width)


_drawn: dict[tuple[str, int, int, tuple[int, int], str], pygame.Surface] = {}
# Faces of the cards one game dealt (some 25 MiB at the usual sizes) are not kept for the next.
on_release(_drawn.clear)


def _cached(kind: str, parts: Components, number: int, size: tuple[int, int]) -> pygame.Surface:
    """Faces by card, kept once drawn while the game is on the table."""
    key = (kind, id(parts), number, size, language())  # the faces carry words
    if key not in _drawn:
        if kind == "rider":
            _drawn[key] = _rider(parts, number, size)
        else:
            _drawn[key] = _racing(parts, number, size, lanes_below=kind == "racing_below")
    return _drawn[key]


LANE_TOP = 5 / 100  # lane cells start this far down (in card widths), and are this tall:
LANE_HEIGHT = 34 / 100


def lane_rect(size: tuple[float, float], lane: str, *, lanes_below: bool = False) -> pygame.FRect:
    """Where `lane`'s cell is on a card of `size` (for marking covered letters over it)."""
    w, h = size
    u = w / 100
    left, right, gap = 17 * u, w - 5 * u, 2 * u
    cell_w = (right - left - 3 * gap) / 4
    top = h - (LANE_TOP * w) - LANE_HEIGHT * w if lanes_below else LANE_TOP * w
    return pygame.FRect(left + LANES.index(lane) * (cell_w + gap), top, cell_w, LANE_HEIGHT * w)


pygame.register_quit(_drawn.clear)


def _racing(
    parts: Components, number: int, size: tuple[int, int], *, lanes_below: bool = False
) -> pygame.Surface:
    """A racing card; `lanes_below` puts the lanes at the bottom edge (the holder's card in a
    charge, meeting the charger's card lane to lane) with every word still upright."""
    card = parts.cards[number]
    edge = parts.edges[card.edge]
    effect = parts.effects[card.effect]
    w, h = size
    u = w / 100
    surface = _paper(size)
    # The edge colour down the left side, with its mark three times.
    stripe = pygame.Rect(0, 0, round(13 * u), h)
    strip = pygame.Surface(stripe.size, pygame.SRCALPHA)
    pygame.draw.rect(
        strip,
        hex_rgb(edge.colour),
        strip.get_rect(),
        border_top_left_radius=round(8 * u),
        border_bottom_left_radius=round(8 * u),
    )
    surface.blit(strip, (0, 0))
    for fy in (0.12, 0.5, 0.88):
        draw_mark(surface, edge.mark, (stripe.centerx, h * fy), 3.6 * u, PAPER)
    # The four lanes across the top (or the bottom).
    left, right = round(17 * u), w - round(5 * u)
    for lane in LANES:
        rect = lane_rect(size, lane, lanes_below=lanes_below)
        role = "charge" if lane in card.charge else "hold" if lane in card.hold else ""
        lane_cell(
            surface, pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h)), lane, role
        )
    legend_font = font(max(10, round(7.5 * u)))
    legend_y = h - round(50 * u) if lanes_below else round(41 * u)
    if card.charge:
        legend = legend_font.render(_("charge"), True, CHARGE_RED)
        surface.blit(legend, (left + round(u), legend_y))
    if card.hold:
        legend = legend_font.render(_("hold"), True, HOLD_GREEN)
        surface.blit(legend, legend.get_rect(topright=(right - round(u), legend_y)))
    # The back wheel with the bend effect.
    centre = ((left + right) / 2, h * (0.38 if lanes_below else 0.68))
    radius = 27 * u
    pygame.draw.circle(surface, (62, 58, 56), centre, radius)
    pygame.draw.circle(surface, (236, 230, 214), centre, radius * 0.8)
    for spoke in range(12):
        angle = spoke * math.pi / 6
        inner = (centre[0] + math.cos(angle) * radius * 0.55, centre[1] + math.sin(angle) * radius * 0.55)
        outer = (centre[0] + math.cos(angle) * radius * 0.8, centre[1] + math.sin(angle) * radius * 0.8)
        pygame.draw.line(surface, (170, 160, 146), inner, outer, max(1, round(0.6 * u)))
    pygame.draw.circle(surface, PAPER, centre, radius * 0.56)
    symbol = fit_font(effect.symbol, round(radius * 1.05), round(radius * 1.0)).render(
        effect.symbol, True, INK
    )
    surface.blit(symbol, symbol.get_rect(center=centre))
    words = local(effect.name)
    name = fit_font(words, right - left, round(9 * u)).render(words, True, INK)
    if lanes_below:
        surface.blit(name, name.get_rect(midtop=((left + right) / 2, round(4 * u))))
    else:
        surface.blit(name, name.get_rect(midbottom=((left + right) / 2, h - round(4 * u))))
    return surface


def racing_face(
    parts: Components, number: int, size: tuple[int, int] = FACE, *, lanes_below: bool = False
) -> pygame.Surface:
    """The face of racing card `number` (see `_racing` for `lanes_below`)."""
    return _cached("racing_below" if lanes_below else "racing", parts, number, size)


def _rider(parts: Components, value: int, size: tuple[int, int]) -> pygame.Surface:
    colour = parts.riders[value].colour
    helmet = parts.helmets[colour]
    rgb = TOKEN_COLOURS.get(colour, (128, 128, 128))
    w, h = size
    u = w / 100
    surface = _paper(size, shade(rgb, 1.55) if colour != "white" else (236, 236, 232))
    band = pygame.Rect(round(6 * u), round(6 * u), w - round(12 * u), round(18 * u))
    pygame.draw.rect(surface, rgb, band, border_radius=round(4 * u))
    pygame.draw.rect(surface, shade(rgb, 0.55), band, width=max(2, round(u)), border_radius=round(4 * u))
    label = font(round(12 * u), bold=True).render(
        f"{rider_word(colour)} {helmet.letter}", True, INK if sum(rgb) > 450 else PAPER
    )
    surface.blit(label, label.get_rect(center=band.center))
    icon = pygame.transform.smoothscale(load_sprite(f"helmet_{colour}"), (round(40 * u), round(40 * u)))
    surface.blit(icon, icon.get_rect(center=(w / 2, h * 0.36)))
    number = font(round(46 * u), bold=True).render(str(value), True, INK)
    surface.blit(number, number.get_rect(center=(w / 2, h * 0.72)))
    words = font(round(9 * u)).render(_("strength"), True, INK_SOFT)
    surface.blit(words, words.get_rect(midbottom=(w / 2, h - round(5 * u))))
    return surface


def rider_face(parts: Components, value: int, size: tuple[int, int] = FACE) -> pygame.Surface:
    return _cached("rider", parts, value, size)


def lap_face(kind: str, lap: int, size: tuple[int, int] = FACE) -> pygame.Surface:
    return _lap_face(kind, lap, size, _(LAP_WORDS[kind]))


@render_cache(maxsize=16)
def _lap_face(kind: str, lap: int, size: tuple[int, int], words: str) -> pygame.Surface:
    """A lap card's face, its kind written in `words` (the cache keeps one per language)."""
    ink = LAP_INK[kind]
    w, h = size
    u = w / 100
    surface = _paper(size, (240, 232, 214))
    corner = font(round(13 * u), bold=True).render(ROMAN[lap], True, ink)
    surface.blit(corner, (round(7 * u), round(5 * u)))
    box = pygame.Rect(round(12 * u), round(24 * u), w - round(24 * u), round(h * 0.46))
    shale = (196, 150, 104)
    if kind == "straight":
        pygame.draw.rect(surface, shale, box, border_radius=round(3 * u))
        for y in (box.top, box.bottom):
            pygame.draw.line(surface, PAPER, (box.left, y), (box.right, y), max(2, round(2 * u)))
        for x in range(box.left + round(4 * u), box.right, round(16 * u)):
            pygame.draw.line(
                surface, PAPER, (x, box.centery), (x + round(8 * u), box.centery), max(2, round(u))
            )
    elif kind == "bend":
        centre = (box.right, box.bottom)
        outer = box.width * 0.95
        pygame.draw.circle(surface, shale, centre, outer, draw_top_left=True)
        pygame.draw.circle(surface, (240, 232, 214), centre, outer * 0.5, draw_top_left=True)
        pygame.draw.circle(surface, PAPER, centre, outer, width=max(2, round(2 * u)), draw_top_left=True)
        pygame.draw.circle(
            surface, PAPER, centre, outer * 0.5, width=max(2, round(2 * u)), draw_top_left=True
        )
    else:
        flag = pygame.transform.smoothscale(load_sprite("flag"), (box.height, box.height))
        surface.blit(flag, flag.get_rect(center=box.center))
    title = fit_font(words, w - round(14 * u), round(17 * u)).render(words, True, ink)
    surface.blit(title, title.get_rect(center=(w / 2, h * 0.82)))
    return surface


@render_cache(maxsize=8)
def lap_back(lap: int, size: tuple[int, int] = FACE) -> pygame.Surface:
    surface = pygame.transform.smoothscale(render_back(), size).copy()
    centre = (size[0] // 2, size[1] // 2)
    radius = size[0] // 4
    pygame.draw.circle(surface, PAPER, centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, max(2, size[0] // 60))
    numeral = fit_font(ROMAN[lap], round(radius * 1.6), round(radius * 1.2)).render(ROMAN[lap], True, INK)
    surface.blit(numeral, numeral.get_rect(center=centre))
    return surface


def racing_back(size: tuple[int, int] = FACE) -> pygame.Surface:
    return render_back(size)


@render_cache(maxsize=4)
def rider_back(size: tuple[int, int] = FACE) -> pygame.Surface:
    """A rider card face down: a grey helmet and a question mark."""
    w, h = size
    surface = _paper(size, (206, 200, 190))
    icon = pygame.transform.smoothscale(load_sprite("helmet_black"), (w // 2, w // 2))
    surface.blit(icon, icon.get_rect(center=(w / 2, h * 0.38)))
    mark = font(round(w * 0.4), bold=True).render("?", True, INK)
    surface.blit(mark, mark.get_rect(center=(w / 2, h * 0.74)))
    return surface


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("mcs")
    assert isinstance(rules, McsRules)
    parts = rules.parts
    # A card with both colours of letter shows everything a racing card can carry.
    both = next(n for n in parts.racing_numbers if parts.cards[n].charge and parts.cards[n].hold)
    strongest = max(parts.riders)
    bend = next(c for c in parts.laps.values() if c.kind == "bend")
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "racing_card": lambda: racing_face(parts, both),
        "rider_card": lambda: rider_face(parts, strongest),
        "lap_card": lambda: lap_face(bend.kind, bend.lap),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None



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
