"""Drawing Mind Cycling: the course painted once from its strips, the riders, the medal board.

Sections are told apart by colour and by name: flat road on green verges,
the sprint on blue, the mountains on brown. Rocks are grey boulders (a rider
stops on one), feed zones carry a water bottle. The start line is white, the
finish line chequered. A rider is a round token: the jersey in its team's
colour, the helmet in its role's colour with the role's letter inside a white
ring, and a blue bottle at its shoulder while it carries one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from tabletop.games.mindcycling.components import FLAT, MOUNTAIN, SPRINT
from tabletop.games.mindcycling.controls import OnRoad
from tabletop.games.mindcycling.layout import CELL, CourseGeometry, StripBand, geometry_of
from tabletop.games.mindcycling.prepared import Picture, label
from tabletop.games.mindcycling.track_layout import START, Course, build_course
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, PAPER, RGB, shade
from tabletop.table.fit import fit_into
from tabletop.table.panel import draw_panel
from tabletop.table.text import fit_font, font
from tabletop.table.token_sprite import TokenSprite, colour_rgb

SECTION_COLOURS: dict[str, tuple[RGB, RGB]] = {  # road, verge
    START: ((214, 210, 198), (120, 160, 96)),
    FLAT: ((226, 222, 204), (108, 162, 86)),
    SPRINT: ((206, 226, 244), (70, 126, 188)),
    MOUNTAIN: ((230, 212, 188), (150, 104, 66)),
}
SECTION_NAMES = {START: "START", FLAT: "FLAT", SPRINT: "SPRINT", MOUNTAIN: "MOUNTAIN"}
WATER: RGB = (52, 120, 220)
NO_WATER: RGB = (30, 30, 34)
ROCK: RGB = (118, 114, 110)
MEDAL_COLOURS: dict[str, RGB] = {
    "stage": GOLD,
    "sprint": (70, 170, 90),
    "mountain": (216, 70, 60),
    "team": (90, 110, 200),
}


def render_course(course: Course, geometry: CourseGeometry) -> pygame.Surface:
    """The whole course in world pixels; blit it at `geometry.bounds.topleft`."""
    bounds = geometry.bounds
    art = pygame.Surface(bounds.size, pygame.SRCALPHA)
    shift = pygame.Vector2(-bounds.x, -bounds.y)
    for first, second in geometry.turns:
        _draw_turn(art, first.move(shift), second.move(shift))
    for band in geometry.bands:
        road, verge = SECTION_COLOURS[band.strip.kind]
        rect = band.rect.move(shift)
        pygame.draw.rect(art, verge, rect.inflate(10, 14), border_radius=8)
        pygame.draw.rect(art, shade(road, 0.93), rect, border_radius=4)
    for space_id, box in geometry.boxes.items():
        kind = course.kind(space_id)
        road, _ = SECTION_COLOURS[kind]
        rect = box.move(shift)
        pygame.draw.rect(art, road, rect, border_radius=6)
        pygame.draw.rect(art, shade(road, 0.8), rect, 1, border_radius=6)
        if space_id in course.rocks:
            _draw_rock(art, rect)
        if space_id in course.feed:
            _draw_bottle(art, rect.center, rect.height * 0.62, WATER)
    for band in geometry.bands:
        if band.first:
            _label(art, band, shift)
    _draw_line(art, geometry.start_line, shift, chequered=False)
    _draw_line(art, geometry.finish_line, shift, chequered=True)
    return art


def _draw_turn(art: pygame.Surface, a: pygame.Rect, b: pygame.Rect) -> None:
    """The hairpin between two lines of the serpentine: a road with no spaces."""
    right = a.centerx > art.get_width() / 2
    top, bottom = min(a.top, b.top), max(a.bottom, b.bottom)
    band = pygame.Rect(0, top, round(CELL * 0.9), bottom - top)
    if right:
        band.left = max(a.right, b.right) - 6
    else:
        band.right = min(a.left, b.left) + 6
    pygame.draw.rect(art, (120, 160, 96), band.inflate(12, 12), border_radius=band.width // 2)
    pygame.draw.rect(art, (200, 196, 184), band, border_radius=band.width // 2)
    link = pygame.Rect(band.x, a.bottom, band.width, max(0, b.top - a.bottom))
    pygame.draw.rect(art, (200, 196, 184), link)


def _draw_rock(art: pygame.Surface, rect: pygame.Rect) -> None:
    c = pygame.Vector2(rect.center)
    r = min(rect.width, rect.height) * 0.4
    points = [
        c + pygame.Vector2(r * f, 0).rotate(a)
        for a, f in ((0, 1), (55, 0.85), (120, 1), (175, 0.8), (235, 1), (300, 0.9))
    ]
    pygame.draw.polygon(art, shade(ROCK, 0.6), [p + pygame.Vector2(2, 3) for p in points])
    pygame.draw.polygon(art, ROCK, points)
    pygame.draw.polygon(
        art, shade(ROCK, 1.35), [c + (c - p) * -0.35 + (-r * 0.2, -r * 0.2) for p in points[:3]]
    )
    pygame.draw.polygon(art, shade(ROCK, 0.55), points, 2)


def _draw_bottle(art: pygame.Surface, centre: Sequence[float], height: float, colour: RGB) -> None:
    x, y = centre
    body = pygame.Rect(0, 0, round(height * 0.42), round(height * 0.7))
    body.center = (round(x), round(y + height * 0.12))
    cap = pygame.Rect(0, 0, round(height * 0.2), round(height * 0.2))
    cap.midbottom = (body.centerx, body.top + 2)
    pygame.draw.rect(art, shade(colour, 0.6), body.inflate(4, 4), border_radius=6)
    pygame.draw.rect(art, colour, body, border_radius=5)
    pygame.draw.rect(
        art,
        shade(colour, 1.5),
        body.inflate(-body.width * 0.6, -6).move(-body.width * 0.15, 0),
        border_radius=3,
    )
    pygame.draw.rect(art, INK, cap, border_radius=2)


def _draw_line(
    art: pygame.Surface, line: tuple[pygame.Vector2, pygame.Vector2], shift: pygame.Vector2, chequered: bool
) -> None:
    a, b = line[0] + shift, line[1] + shift
    top, bottom = min(a.y, b.y), max(a.y, b.y)
    x = a.x
    if not chequered:
        pygame.draw.rect(art, PAPER, pygame.Rect(round(x - 3), round(top), 6, round(bottom - top)))
        return
    square = 8
    for row, y in enumerate(range(round(top), round(bottom), square)):
        for col in range(2):
            colour = INK if (row + col) % 2 else PAPER
            pygame.draw.rect(art, colour, pygame.Rect(round(x - square + col * square), y, square, square))


def _label(art: pygame.Surface, band: StripBand, shift: pygame.Vector2) -> None:
    rect = band.rect.move(shift)
    _, verge = SECTION_COLOURS[band.strip.kind]
    text = font(17, bold=True).render(SECTION_NAMES[band.strip.kind], True, PAPER)
    tag = text.get_rect()
    tag.inflate_ip(14, 6)
    if band.heading == 0:
        tag.bottomleft = (rect.left, rect.top - 7)
    else:
        tag.bottomright = (rect.right, rect.top - 7)
    pygame.draw.rect(art, shade(verge, 0.7), tag, border_radius=6)
    art.blit(text, text.get_rect(center=tag.center))


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A course, whole, scaled into `size` (for choosing it)."""
    course = build_course(layout)
    return fit_into(render_course(course, geometry_of(course)), size)


class RiderSprite(OnRoad, TokenSprite):
    """A rider seen from above: the jersey fills the token in its team's colour; the helmet in
    the middle, in its role's colour with the role's letter, sits in a white ring so it never
    blends into a jersey; a water bottle hangs at its shoulder while it carries one (an empty
    outline once it has none)."""

    def __init__(self, jersey: str, helmet: str, letter: str, size: int, **kwargs: Any) -> None:
        super().__init__(jersey, letter, shape="round", size=size, **kwargs)
        self.helmet = helmet
        self.bottle = True

    def set_bottle(self, bottle: bool) -> None:
        if bottle != self.bottle:
            self.bottle = bottle
            self._cache_key = None

    def _body(self, size: tuple[int, int]) -> pygame.Surface:
        body = pygame.Surface(size, pygame.SRCALPHA)
        r = size[0] / 2
        centre = (r, r)
        jersey = colour_rgb(self.colour)
        pygame.draw.circle(body, shade(jersey, 0.5), centre, r)
        pygame.draw.circle(body, jersey, centre, r * 0.88)
        pygame.draw.circle(body, PAPER, centre, r * 0.56)
        pygame.draw.circle(body, colour_rgb(self.helmet), centre, r * 0.47)
        pygame.draw.circle(body, INK, centre, r * 0.47, max(1, size[0] // 22))
        if self.label:
            face = fit_font(self.label, max(4, round(r * 0.8)), max(8, round(size[1] * 0.36)))
            face.bold = True
            text = face.render(self.label, True, INK)
            face.bold = False
            body.blit(text, text.get_rect(center=centre))
        _draw_carried_bottle(body, (size[0] * 0.8, size[1] * 0.3), size[1] * 0.42, self.bottle)
        return body


def _draw_carried_bottle(
    body: pygame.Surface, centre: tuple[float, float], height: float, full: bool
) -> None:
    """The bottle on a rider token: blue with a white edge (it reads on any jersey), or an
    empty outline once the rider has none."""
    box = pygame.Rect(0, 0, max(3, round(height * 0.5)), max(4, round(height * 0.8)))
    box.center = (round(centre[0]), round(centre[1] + height * 0.1))
    cap = pygame.Rect(0, 0, max(2, round(box.width * 0.5)), max(2, round(height * 0.2)))
    cap.midbottom = (box.centerx, box.top + 1)
    edge = max(1, round(height / 9))
    pygame.draw.rect(body, PAPER, box.inflate(2 * edge, 2 * edge), border_radius=box.width // 2)
    pygame.draw.rect(body, PAPER, cap.inflate(2 * edge, 2 * edge), border_radius=2)
    if full:
        pygame.draw.rect(body, WATER, box, border_radius=box.width // 2)
        pygame.draw.rect(body, INK, cap, border_radius=2)
    else:
        pygame.draw.rect(body, NO_WATER, box, edge, border_radius=box.width // 2)
        pygame.draw.rect(body, NO_WATER, cap, edge, border_radius=2)


def draw_medal(
    surface: pygame.Surface, centre: Sequence[float], radius: float, colour: RGB, won: bool
) -> None:
    x, y = centre
    ribbon = [
        (x - radius * 0.6, y - radius * 1.7),
        (x - radius * 0.1, y - radius * 0.6),
        (x + radius * 0.1, y - radius * 0.6),
        (x + radius * 0.6, y - radius * 1.7),
    ]
    if won:
        pygame.draw.polygon(surface, shade(colour, 0.7), ribbon)
        pygame.draw.circle(surface, shade(GOLD, 0.6), (x, y), radius + 2)
        pygame.draw.circle(surface, GOLD, (x, y), radius)
        pygame.draw.circle(surface, shade(GOLD, 1.3), (x - radius * 0.25, y - radius * 0.25), radius * 0.35)
    else:
        pygame.draw.circle(surface, shade(PAPER, 0.85), (x, y), radius)
        pygame.draw.circle(surface, INK_SOFT, (x, y), radius, 2)


@dataclass(frozen=True)
class BoardLayout:
    """Where the medal board puts things: medals in columns along the top, lines below."""

    inner: pygame.Rect
    column: int
    size: int  # the holders' font size; titles and lines are 4 smaller
    radius: int
    top: int


BOARD_HEIGHT = 136  # the medal board: a row of medals and three lines, no more, so the course has the room
SOLO_BOARD_HEIGHT = 100  # solo, no medals: four lines


def board_layout(rect: pygame.Rect, medal_count: int) -> BoardLayout:
    inner = rect.inflate(-20, -16)
    return BoardLayout(inner, inner.width // max(1, medal_count) if medal_count else inner.width, 20, 13, 58)


def board_plate(rect: pygame.Rect, medals: Sequence[tuple[str, str, str, RGB | None]]) -> Picture:
    """The medal board's panel, each medal with its holder (or open): changes only with the medals."""
    picture = Picture()
    picture.add(partial(draw_panel, rect=rect, alpha=235, radius=12))
    at = board_layout(rect, len(medals))
    size, radius = at.size, at.radius
    for index, (medal, title, holder, colour) in enumerate(medals):
        cell = pygame.Rect(at.inner.x + index * at.column, at.inner.y, at.column, at.top)
        centre = (cell.x + radius + 6, cell.y + radius * 2 + 4)
        picture.add(
            partial(
                draw_medal,
                centre=centre,
                radius=radius,
                colour=MEDAL_COLOURS.get(medal, GOLD),
                won=colour is not None,
            )
        )
        room = cell.width - radius * 2 - 20
        picture.text(label(title, room, size - 4, INK_SOFT), (cell.x + radius * 2 + 14, cell.y + 4))
        who = holder or "open"
        picture.text(
            label(who, room, size, INK if colour else INK_SOFT, bold=colour is not None),
            (cell.x + radius * 2 + 14, cell.y + 6 + size),
        )
        if colour is not None:
            bar = pygame.Rect(cell.x + radius * 2 + 14, cell.y + 10 + 2 * size, min(room, 60), 5)
            picture.add(partial(pygame.draw.rect, color=colour, rect=bar, border_radius=2))
    return picture


def board_lines(rect: pygame.Rect, medal_count: int, lines: Sequence[tuple[str, RGB]]) -> Picture:
    """The lines under the medals (points, the front of the race, the solo score, the legend)."""
    picture = Picture()
    at = board_layout(rect, medal_count)
    y = at.inner.y + at.top + 6 if medal_count else at.inner.y
    face = font(at.size - 4)
    for text, colour in lines:
        if y + face.get_linesize() > at.inner.bottom:
            break
        picture.text(label(text, at.inner.width, at.size - 4, colour), (at.inner.x, y))
        y += face.get_linesize()
    return picture
