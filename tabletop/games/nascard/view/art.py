"""What Nascard looks like, drawn once and kept: the card faces and the track.

Card faces are built from the card data for the generic card renderer. The whole
track is painted once into a surface in world units (one grid cell is CELL
pixels); the table scales that surface through its camera, and the new-game
screen shrinks it into a thumbnail.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.engine.rng import Rng
from tabletop.engine.track import Placement, Track
from tabletop.games.nascard.components import BonusCard, Components
from tabletop.games.nascard.events import suit_word
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.registry import rules_for
from tabletop.language import _, local
from tabletop.sprite_factory import load_sprite
from tabletop.sprite_factory.palette import CREAM, INK_SOFT, PAPER, RGB
from tabletop.table.machinery.fit import fit_into
from tabletop.table.machinery.text import font
from tabletop.table.pieces.card_faces import CardFace, render_face

PIT_GREY: RGB = (120, 124, 132)


def hex_rgb(colour: str) -> RGB:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def driving_face(parts: Components, card: int) -> CardFace:
    suit = parts.suits[parts.suit_of(card)]
    # The index, number over suit, reads in the strip a tight fan leaves of each card.
    return CardFace(
        str(card),
        hex_rgb(suit.colour),
        corner=f"{card}\n{local(suit.symbol)}",
        lines=(suit_word(suit.id).capitalize(),),
    )


def bonus_face(parts: Components, bonus: BonusCard, *, words: bool = True) -> CardFace:
    """A bonus card's face; without `words` its name and effect are left off (the table writes
    the name under the card, where it can be read, and tells the effect on hover)."""
    suit = parts.suits[bonus.suit]
    # The face is drawn again when the language changes (its cache is keyed by the lines).
    lines = (local(bonus.name), local(bonus.text)) if words else ()
    return CardFace(str(bonus.number), hex_rgb(suit.colour), corner=local(suit.symbol), lines=lines)


def rival_back(parts: Components, suit_id: str) -> CardFace:
    """A rival's face-down card: its suit shows, its number does not."""
    suit = parts.suits[suit_id]
    return CardFace(
        "?",
        hex_rgb(suit.colour),
        corner=local(suit.symbol),
        lines=(_("Rival card"), suit_word(suit.id).capitalize()),
    )


def pit_face(turned: bool) -> CardFace:
    if turned:
        return CardFace(
            _("In the pits"), PIT_GREY, symbol="wrench", lines=(_("Drawing and"), _("changing tyres"))
        )
    return CardFace(
        _("Pit stop"), PIT_GREY, symbol="wrench", lines=(_("Draw 4, take back"), _("blistered cards"))
    )


CELL = 150  # world pixels per grid cell
BORDER = 6
ASPHALT = (58, 58, 66)
ASPHALT_INSIDE = (70, 70, 80)
KERB = (196, 40, 40)
_LEFT = {0: (0, -1), 90: (-1, 0), 180: (0, 1), 270: (1, 0)}
_AHEAD = {0: (1, 0), 90: (0, -1), 180: (-1, 0), 270: (0, 1)}


def world_point(x: float, y: float) -> tuple[float, float]:
    """A point in track units (cells) as world pixels."""
    return (x * CELL, y * CELL)


def track_bounds(track: Track) -> pygame.Rect:
    xs = [p.x for p in track.placements]
    ys = [p.y for p in track.placements]
    return pygame.Rect(
        min(xs) * CELL, min(ys) * CELL, (max(xs) - min(xs) + 1) * CELL, (max(ys) - min(ys) + 1) * CELL
    )


def render_track(track: Track) -> pygame.Surface:
    """The whole track on a transparent surface covering `track_bounds`."""
    bounds = track_bounds(track)
    surface = pygame.Surface(bounds.size, pygame.SRCALPHA)
    for index, placed in enumerate(track.placements):
        cell = pygame.Rect(placed.x * CELL - bounds.x, placed.y * CELL - bounds.y, CELL, CELL)
        spaces = track.piece_spaces(index)
        _draw_card(surface, cell, placed, [s.tags for s in spaces], index)
    return surface


def _draw_card(
    surface: pygame.Surface, cell: pygame.Rect, placed: Placement, tags: list[frozenset[str]], index: int
) -> None:
    card = cell.inflate(-4, -4)
    pygame.draw.rect(surface, PAPER, card, border_radius=10)
    inner = card.inflate(-2 * BORDER, -2 * BORDER)
    pygame.draw.rect(surface, ASPHALT, inner, border_radius=6)
    centre = pygame.Vector2(inner.center)
    half = inner.width / 2
    if placed.turn:
        _draw_bend(surface, inner, placed)
    else:
        left = pygame.Vector2(_LEFT[placed.heading])
        ahead = pygame.Vector2(_AHEAD[placed.heading])
        # The inside lane is lighter; a dashed line splits the two lanes.
        inside = pygame.Rect(0, 0, 0, 0)
        corner_a = centre + left * half - ahead * half
        corner_b = centre - ahead * -half
        inside.update(
            min(corner_a.x, corner_b.x),
            min(corner_a.y, corner_b.y),
            abs(corner_a.x - corner_b.x),
            abs(corner_a.y - corner_b.y),
        )
        pygame.draw.rect(surface, ASPHALT_INSIDE, inside)
        for step in range(-3, 3):
            start = centre + ahead * (step * half / 3 + half / 12)
            end = start + ahead * (half / 6)
            pygame.draw.line(surface, CREAM, start, end, 3)
        kerb_from = centre + left * half - ahead * half
        _kerb(surface, kerb_from, kerb_from + ahead * 2 * half, left)
    if any("start_finish" in t for t in tags):
        _chequered(surface, inner, placed)
    for lane, lane_tags in enumerate(tags):
        if "caution" in lane_tags:
            _caution(surface, centre, placed, lane, half)
    label = font(14).render(str(index + 1), True, INK_SOFT)
    surface.blit(label, label.get_rect(bottomright=(card.right - 4, card.bottom - 1)))


def _draw_bend(surface: pygame.Surface, inner: pygame.Rect, placed: Placement) -> None:
    left_in = pygame.Vector2(_LEFT[placed.heading])
    left_out = pygame.Vector2(_LEFT[(placed.heading + placed.turn) % 360])
    centre = pygame.Vector2(inner.center)
    half = inner.width / 2
    pivot = centre + (left_in + left_out) * half  # the inner corner the bend turns about
    start = math.atan2(-(centre.y - pivot.y), centre.x - pivot.x)
    # The quarter of the tile nearest the pivot is the inside lane.
    surface.set_clip(inner)
    pygame.draw.circle(surface, ASPHALT_INSIDE, pivot, half)
    pygame.draw.circle(surface, KERB, pivot, 10)
    surface.set_clip(None)
    for step in range(6):
        a0 = start - math.pi / 4 + step * math.pi / 12
        a1 = a0 + math.pi / 24
        p0 = pivot + pygame.Vector2(math.cos(a0), -math.sin(a0)) * half
        p1 = pivot + pygame.Vector2(math.cos(a1), -math.sin(a1)) * half
        pygame.draw.line(surface, CREAM, p0, p1, 3)


def _kerb(surface: pygame.Surface, start: pygame.Vector2, end: pygame.Vector2, left: pygame.Vector2) -> None:
    pieces = 8
    for step in range(pieces):
        a = start + (end - start) * (step / pieces) - left * 3
        b = start + (end - start) * ((step + 1) / pieces) - left * 3
        pygame.draw.line(surface, KERB if step % 2 == 0 else PAPER, a, b, 6)


def _chequered(surface: pygame.Surface, inner: pygame.Rect, placed: Placement) -> None:
    ahead = pygame.Vector2(_AHEAD[placed.heading])
    left = pygame.Vector2(_LEFT[placed.heading])
    half = inner.width / 2
    entry = pygame.Vector2(inner.center) - ahead * (half - 9)
    squares = 8
    size = 2 * half / squares
    for i in range(squares):
        for row in range(2):
            colour = (20, 20, 20) if (i + row) % 2 else PAPER
            c = entry + left * (half - (i + 0.5) * size) + ahead * ((row - 0.5) * size)
            rect = pygame.Rect(0, 0, math.ceil(size), math.ceil(size))
            rect.center = (round(c.x), round(c.y))
            pygame.draw.rect(surface, colour, rect)


def _caution(
    surface: pygame.Surface, centre: pygame.Vector2, placed: Placement, lane: int, half: float
) -> None:
    left = pygame.Vector2(_LEFT[placed.heading])
    if placed.turn:
        left = (left + pygame.Vector2(_LEFT[(placed.heading + placed.turn) % 360])) / 2
    ahead = pygame.Vector2(_AHEAD[placed.heading])
    offset = left * (half * 0.55 if lane == 0 else -half * 0.6) - ahead * half * 0.5
    icon = pygame.transform.smoothscale(load_sprite("caution"), (30, 27))
    surface.blit(icon, icon.get_rect(center=centre + offset))


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A track layout shrunk into `size`, centred, for the new-game screen.

    The random layout has no cards yet: its picture is the shape every such track
    has, the cards face down, with a question mark in the infield.
    """
    from tabletop.games.nascard.game import make_rules
    from tabletop.games.nascard.random_track import is_random, random_layout
    from tabletop.games.nascard.track_layout import build_track

    parts = make_rules().parts
    if not is_random(layout):
        return fit_into(render_track(build_track(layout, parts)), size)
    track = build_track(random_layout(parts, Rng(0)), parts)
    return fit_into(_render_unknown(track), size)


def _render_unknown(track: Track) -> pygame.Surface:
    bounds = track_bounds(track)
    surface = pygame.Surface(bounds.size, pygame.SRCALPHA)
    for placed in track.placements:
        card = pygame.Rect(placed.x * CELL - bounds.x, placed.y * CELL - bounds.y, CELL, CELL).inflate(-4, -4)
        pygame.draw.rect(surface, PAPER, card, border_radius=10)
        pygame.draw.rect(surface, ASPHALT, card.inflate(-2 * BORDER, -2 * BORDER), border_radius=6)
    mark = font(CELL * 2).render("?", True, INK_SOFT)
    surface.blit(mark, mark.get_rect(center=surface.get_rect().center))
    return surface


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("nascard")
    assert isinstance(rules, NascardRules)
    parts = rules.parts
    cards = sorted(parts.card_suit)
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "driving_card": lambda: render_face(driving_face(parts, cards[len(cards) // 2])),
        "bonus_card": lambda: render_face(bonus_face(parts, parts.bonus_cards[min(parts.bonus_cards)])),
        "pit_card": lambda: render_face(pit_face(False)),
        "track": lambda: render_track(rules.default_track),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None
