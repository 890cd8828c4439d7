"""What MCS looks like, drawn once and kept: its cards, drawn from the card data, and
its one track, the speedway oval.

A racing card shows its lanes A to D across the top (on a card too small for
them to read so, two rows of two): a red letter in a filled disc counts when
charging, a green letter in a hollow square counts when holding off (two
shapes, so colour is never the only clue). The left edge
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
from tabletop.table.machinery.text import LEAST_LEGIBLE, fit_font, fitted_size, font, wrap
from tabletop.table.pieces.card_faces import render_back

FACE = (280, 392)  # racing, rider and lap cards are drawn at this size, and scaled down
# The least size of a card's words: the viewer's hand and rider cards are drawn at the size they
# are shown, where words scaled with the card (a rider card's header at 1280 x 720) were specks.
CARD_TEXT = LEAST_LEGIBLE
# Narrower than this, a racing card on the track (shown small at 960 x 600) shows its lanes and
# its wheel only, as does one whose name does not fit: its name at CARD_TEXT would leave the wheel
# no room. Its words are in its hover note.
WORDS_WIDTH = 60
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
    # Corners and edge in proportion to the card: a small one drawn at its own size stays a card.
    radius, edge = max(1, round(size[0] * 0.04)), max(1, round(size[0] * 0.007))

    def paint(s: pygame.Surface, k: int) -> None:
        rect = s.get_rect()
        pygame.draw.rect(s, tint, rect, border_radius=radius * k)
        pygame.draw.rect(s, INK_SOFT, rect, width=edge * k, border_radius=radius * k)

    return supersampled(size, paint, (size[0] // 2, size[1] // 2))


# A lane's letter, for its cell's size: as large as its disc or square holds, and never below
# CARD_TEXT where the cell is at least LANE_LEAST across (a track card at 960 x 600 drew its
# letters 5 pixels high); a letter grown so has a cell-tall red pill or green box round it.
LANE_LETTER = 0.95
LANE_LEAST = 9


def lane_cell(
    surface: pygame.Surface, rect: pygame.Rect, lane: str, role: str, *, covered: bool = False
) -> None:
    """One lane of a card's top: `role` is "charge", "hold" or "" (no letter in this lane)."""
    pygame.draw.rect(surface, (236, 230, 214), rect, border_radius=rect.width // 6)
    size = min(rect.width, rect.height)
    centre = rect.center
    points = round(size * LANE_LETTER)
    # A letter grown past what its disc holds: the disc or square fills the cell instead.
    wide = rect.width >= LANE_LEAST and points < CARD_TEXT
    face = font(CARD_TEXT if wide else points, bold=True)
    if role == "charge":
        if wide:
            pygame.draw.rect(surface, CHARGE_RED, rect, border_radius=rect.width // 2)
        else:
            pygame.draw.circle(surface, CHARGE_RED, centre, size * 0.46)
        letter = face.render(lane, True, PAPER)
    elif role == "hold":
        box = rect.copy() if wide else pygame.Rect(0, 0, round(size * 0.9), round(size * 0.9))
        box.center = centre
        corner = max(1, round(size * 0.12))
        pygame.draw.rect(surface, PAPER, box, border_radius=corner)
        pygame.draw.rect(surface, HOLD_GREEN, box, width=max(1, round(size * 0.1)), border_radius=corner)
        letter = face.render(lane, True, HOLD_GREEN)
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
            _drawn[key] = _racing(
                parts, number, size, lanes_below=kind == "racing_below", tight=kind == "racing_tight"
            )
    return _drawn[key]


LANE_TOP = 5 / 100  # lane cells start this far down (in card widths), and are this tall:
LANE_HEIGHT = 34 / 100


def lane_rect(size: tuple[float, float], lane: str, *, lanes_below: bool = False) -> pygame.FRect:
    """Where `lane`'s cell is on a card of `size` (for marking covered letters over it): in a row
    from just right of the edge colour to near the right edge, so the letters are as large as the
    card allows; on a card too narrow for a row of cells LANE_LEAST across (a charge's cards at
    960 x 600), two rows of two, A B over C D, whose letters read."""
    w, h = size
    u = w / 100
    left, right, gap = 15 * u, w - 2.5 * u, 1.5 * u
    across = 4 if (right - left - 3 * gap) / 4 >= LANE_LEAST else 2
    cell_w = (right - left - (across - 1) * gap) / across
    cell_h = LANE_HEIGHT * w if across == 4 else cell_w * 0.9
    rows = len(LANES) // across
    block = rows * cell_h + (rows - 1) * gap
    top = h - LANE_TOP * w - block if lanes_below else LANE_TOP * w
    row, column = divmod(LANES.index(lane), across)
    return pygame.FRect(left + column * (cell_w + gap), top + row * (cell_h + gap), cell_w, cell_h)


pygame.register_quit(_drawn.clear)


def _racing(
    parts: Components, number: int, size: tuple[int, int], *, lanes_below: bool = False, tight: bool = False
) -> pygame.Surface:
    """A racing card; `lanes_below` puts the lanes at the bottom edge (the holder's card in a
    charge, meeting the charger's card lane to lane) with every word still upright. A `tight`
    card, in a hand whose neighbours cover its right part, has its wheel and name on the left,
    where they show. A card narrower than WORDS_WIDTH has no words: its lanes and its wheel."""
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
    # The legend just past the lanes, towards the middle of the card.
    last = lane_rect(size, LANES[0] if lanes_below else LANES[-1], lanes_below=lanes_below)
    legend_y = round(last.top - 11 * u) if lanes_below else round(last.bottom + 2 * u)
    span = (left + round(u), right - round(u))
    # The name has the card's width right of its edge colour.
    name_left, name_right = stripe.right + round(u), w - round(3 * u)
    lines, name_font = _name_lines(local(effect.name), name_right - name_left, u, tight=tight)
    name = local(effect.name).split(" ")
    cut = any(word not in name for line in lines for word in line.split(" "))
    if w < WORDS_WIDTH or cut or any(name_font.size(line)[0] > name_right - name_left for line in lines):
        lines = []  # a word that does not fit is not cut ("Tail-ende r"): the card shows its wheel
    legend_bottom = legend_y + (_legend(surface, card.charge, card.hold, span, legend_y, u) if lines else 0)
    line_height = name_font.get_linesize()
    if lanes_below:
        # Above the lanes: two rows of them on a narrow card leave the wheel less room.
        radius = min(27 * u, (last.top - 4 * u) / 2)
        centre = ((left + right) / 2, min(h * 0.38, last.top - 2 * u - radius))
        name_top = round(4 * u)
    else:
        # The wheel between the legend and the name; on a small card its words, drawn at a size
        # that reads, take room from the wheel rather than shrinking into specks.
        name_top = h - round(4 * u) - line_height * len(lines)
        room = name_top - legend_bottom - 2 * round(2 * u)
        radius = min(27 * u, room / 2)
        middle = name_left + radius + round(2 * u) if tight else (left + right) / 2
        centre = (middle, min(h * 0.68, legend_bottom + round(2 * u) + radius))
    _wheel(surface, effect.symbol, centre, radius, u)
    for row, line in enumerate(lines):
        image = name_font.render(line, True, INK)
        top = name_top + row * line_height
        if tight:
            surface.blit(image, (name_left + round(u), top))
        else:
            surface.blit(image, image.get_rect(midtop=((name_left + name_right) / 2, top)))
    return surface


def _legend(
    surface: pygame.Surface,
    charge: frozenset[str],
    hold: frozenset[str],
    span: tuple[int, int],
    y: int,
    u: float,
) -> int:
    """The words "charge" and "hold" under the lanes, left and right, as large as reads; left out
    where both would not fit side by side at a legible size (the disc and the square still tell
    them apart). Returns how tall they are (0 when left out)."""
    left, right = span
    words = [(_("charge"), CHARGE_RED)] * bool(charge) + [(_("hold"), HOLD_GREEN)] * bool(hold)
    if not words:
        return 0
    size = max(CARD_TEXT, round(7.5 * u))
    needed = sum(font(size).size(text)[0] for text, _colour in words) + round(4 * u)
    if needed > right - left:
        joined = " ".join(text for text, _colour in words)
        size = fitted_size(joined, right - left - round(4 * u), size, CARD_TEXT)
        if sum(font(size).size(text)[0] for text, _colour in words) + round(4 * u) > right - left:
            return 0
    face = font(size)
    for text, colour in words:
        image = face.render(text, True, colour)
        if colour == CHARGE_RED:
            surface.blit(image, (left, y))
        else:
            surface.blit(image, image.get_rect(topright=(right, y)))
    return face.get_height()


def _name_lines(
    words: str, width: int, u: float, *, tight: bool = False
) -> tuple[list[str], pygame.font.Font]:
    """An effect's name under the wheel: on one line as large as fits, or where it would shrink
    below a legible size, on two at that size (a line still too wide fitted on its own). A
    `tight` card breaks it at every space, into the part of the card that shows."""
    size = fitted_size(words, width, max(CARD_TEXT, round(9 * u)), CARD_TEXT)
    if font(size).size(words)[0] <= width and not (tight and " " in words):
        return [words], font(size)
    lines = words.split(" ") if tight else wrap(words, font(CARD_TEXT), width)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    # A single word wider than the card ("Dépassement" at 960 x 600) comes down one size, no more.
    return lines, font(min(fitted_size(line, width, CARD_TEXT, CARD_TEXT - 1) for line in lines))


def _wheel(
    surface: pygame.Surface, symbol: str, centre: tuple[float, float], radius: float, u: float
) -> None:
    """The back wheel with the bend effect's symbol."""
    pygame.draw.circle(surface, (62, 58, 56), centre, radius)
    pygame.draw.circle(surface, (236, 230, 214), centre, radius * 0.8)
    for spoke in range(12):
        angle = spoke * math.pi / 6
        inner = (centre[0] + math.cos(angle) * radius * 0.55, centre[1] + math.sin(angle) * radius * 0.55)
        outer = (centre[0] + math.cos(angle) * radius * 0.8, centre[1] + math.sin(angle) * radius * 0.8)
        pygame.draw.line(surface, (170, 160, 146), inner, outer, max(1, round(0.6 * u)))
    pygame.draw.circle(surface, PAPER, centre, radius * 0.56)
    image = fit_font(symbol, round(radius * 1.05), round(radius * 1.0)).render(symbol, True, INK)
    surface.blit(image, image.get_rect(center=centre))


def racing_face(
    parts: Components,
    number: int,
    size: tuple[int, int] = FACE,
    *,
    lanes_below: bool = False,
    tight: bool = False,
) -> pygame.Surface:
    """The face of racing card `number` (see `_racing` for `lanes_below` and `tight`)."""
    kind = "racing_below" if lanes_below else "racing_tight" if tight else "racing"
    return _cached(kind, parts, number, size)


def _rider(parts: Components, value: int, size: tuple[int, int]) -> pygame.Surface:
    """A rider card: a band in the helmet's colour naming it, the helmet, the strength. Its words
    are never drawn below CARD_TEXT: on a small card the band names the colour alone, or gives
    the helmet's letter, and the word "strength" is left out where it does not fit."""
    colour = parts.riders[value].colour
    helmet = parts.helmets[colour]
    rgb = TOKEN_COLOURS.get(colour, (128, 128, 128))
    w, h = size
    u = w / 100
    surface = _paper(size, shade(rgb, 1.55) if colour != "white" else (236, 236, 232))
    margin = max(2, round(6 * u))
    inside = w - 2 * margin - 4
    size_words = max(CARD_TEXT, round(12 * u))
    face = font(size_words, bold=True)
    # One form for every colour, the fullest that fits them all: side by side, "Red R" beside
    # "Blue" read as two kinds of card.
    form = max(_band_form(face, rider_word(c), local(parts.helmets[c].letter), inside) for c in parts.helmets)
    label = (_band_words(rider_word(colour), local(helmet.letter), form), face)
    band = pygame.Rect(margin, margin, w - 2 * margin, max(round(18 * u), label[1].get_height() + 2))
    pygame.draw.rect(surface, rgb, band, border_radius=round(4 * u))
    pygame.draw.rect(surface, shade(rgb, 0.55), band, width=max(1, round(u)), border_radius=round(4 * u))
    image = label[1].render(label[0], True, INK if sum(rgb) > 450 else PAPER)
    surface.blit(image, image.get_rect(center=band.center))
    bottom = h - round(5 * u)
    strength = font(max(CARD_TEXT, round(9 * u))).render(_("strength"), True, INK_SOFT)
    if strength.get_width() <= w - 2 * margin and bottom - strength.get_height() - band.bottom >= h / 2:
        surface.blit(strength, strength.get_rect(midbottom=(w / 2, bottom)))
        bottom -= strength.get_height()
    # The helmet and the figure share what is left, the figure first.
    room = bottom - band.bottom
    # Under 40 pixels of room the helmet would be a dot: the figure takes it all.
    share = 0.75 if room >= 40 else 1.0
    # The figure never below CARD_TEXT: the smallest rider cards (960 x 600) drew it 12 high.
    figure = max(CARD_TEXT, min(round(46 * u), round(room * share)))
    number = font(figure, bold=True).render(str(value), True, INK)
    icon_size = min(round(40 * u), room - number.get_height() - 2)
    if room >= 40 and icon_size >= 8:
        icon = pygame.transform.smoothscale(load_sprite(f"helmet_{colour}"), (icon_size, icon_size))
        top = band.bottom + (room - icon_size - number.get_height()) / 2
        surface.blit(icon, icon.get_rect(midtop=(w / 2, top)))
        surface.blit(number, number.get_rect(midtop=(w / 2, top + icon_size)))
    else:
        surface.blit(number, number.get_rect(center=(w / 2, band.bottom + room / 2)))
    return surface


def _band_words(word: str, letter: str, form: int) -> str:
    """A rider card's band in one of its forms: 0 the colour and the helmet's letter, 1 the colour
    alone, 2 the letter alone."""
    return (f"{word} {letter}", word, letter)[form]


def _band_form(face: pygame.font.Font, word: str, letter: str, room: int) -> int:
    """The fullest form of a band (see `_band_words`) whose words fit in `room` pixels."""
    return next((form for form in (0, 1) if face.size(_band_words(word, letter, form))[0] <= room), 2)


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
