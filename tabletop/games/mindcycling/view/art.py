"""Mind Cycling's pictures drawn once and kept: the course painted from its strips, its
thumbnail, and the components drawn for the rules page.

Sections are told apart by colour and by name: flat road on green verges,
the sprint on blue, the mountains on brown; the hairpins and the finish area
past the line, where the riders across it wait, are plain road. Rocks are grey
boulders (a rider stops on one), feed zones carry a water bottle. The start
line is white, the finish line chequered. The rules page shows them with
`![caption](picture:<name>)` lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from tabletop.games.mindcycling.components import FLAT, MOUNTAIN, SPRINT
from tabletop.games.mindcycling.content import load_track
from tabletop.games.mindcycling.game import make_rules, tracks_dir
from tabletop.games.mindcycling.track_layout import START, Course, build_course
from tabletop.games.mindcycling.view.layout import CELL, CourseGeometry, StripBand, geometry_of
from tabletop.games.mindcycling.view.letters import marks
from tabletop.games.mindcycling.view.sprites import WATER, RiderSprite
from tabletop.language import N_, _
from tabletop.sprite_factory.palette import INK, PAPER, RGB, shade
from tabletop.table.machinery.fit import fit_into
from tabletop.table.machinery.text import font

SECTION_COLOURS: dict[str, tuple[RGB, RGB]] = {  # road, verge
    START: ((214, 210, 198), (120, 160, 96)),
    FLAT: ((226, 222, 204), (108, 162, 86)),
    SPRINT: ((206, 226, 244), (70, 126, 188)),
    MOUNTAIN: ((230, 212, 188), (150, 104, 66)),
}
SECTION_NAMES = {START: N_("START"), FLAT: N_("FLAT"), SPRINT: N_("SPRINT"), MOUNTAIN: N_("MOUNTAIN")}
ROCK: RGB = (118, 114, 110)
PLAIN_ROAD: RGB = (200, 196, 184)  # road with no spaces: the hairpins and the finish area
PLAIN_VERGE: RGB = (120, 160, 96)
PICTURE_TRACK = "tutorial"  # short, with a bit of every kind of road, a feed zone and rocks
TAG_GAP = 6  # pixels between two section tags moved apart
RIDER = 96  # a token's diameter in the picture, pixels


def render_course(course: Course, geometry: CourseGeometry) -> pygame.Surface:
    """The whole course in world pixels; blit it at `geometry.bounds.topleft`."""
    bounds = geometry.bounds
    art = pygame.Surface(bounds.size, pygame.SRCALPHA)
    shift = pygame.Vector2(-bounds.x, -bounds.y)
    for turn in geometry.turns:
        _draw_turn(art, turn.first.move(shift), turn.second.move(shift), turn.road.move(shift))
    _draw_finish_area(art, geometry.finish_area.move(shift), geometry.finish_heading)
    for band in geometry.bands:
        road, verge = SECTION_COLOURS[band.strip.kind]
        rect = band.rect.move(shift)
        pygame.draw.rect(art, verge, rect.inflate(10, 14), border_radius=8)
        pygame.draw.rect(art, shade(road, 0.93), rect, border_radius=4)
    for space_id, box in geometry.boxes.items():
        kind = course.kind(space_id)
        road = SECTION_COLOURS[kind][0]
        rect = box.move(shift)
        pygame.draw.rect(art, road, rect, border_radius=6)
        pygame.draw.rect(art, shade(road, 0.8), rect, 1, border_radius=6)
        if space_id in course.rocks:
            _draw_rock(art, rect)
        if space_id in course.feed:
            _draw_bottle(art, rect.center, rect.height * 0.62, WATER)
    for band, text, tag in section_tags(geometry):
        verge = SECTION_COLOURS[band.strip.kind][1]
        tag = tag.move(shift)
        pygame.draw.rect(art, shade(verge, 0.7), tag, border_radius=6)
        art.blit(text, text.get_rect(center=tag.center))
    _draw_line(art, geometry.start_line, shift, chequered=False)
    _draw_line(art, geometry.finish_line, shift, chequered=True)
    return art


def _draw_turn(art: pygame.Surface, a: pygame.Rect, b: pygame.Rect, band: pygame.Rect) -> None:
    """The hairpin between two lines of the serpentine: a road with no spaces."""
    pygame.draw.rect(art, PLAIN_VERGE, band.inflate(12, 12), border_radius=band.width // 2)
    pygame.draw.rect(art, PLAIN_ROAD, band, border_radius=band.width // 2)
    link = pygame.Rect(band.x, a.bottom, band.width, max(0, b.top - a.bottom))
    pygame.draw.rect(art, PLAIN_ROAD, link)


def _draw_finish_area(art: pygame.Surface, area: pygame.Rect, heading: float) -> None:
    """The road past the line that the riders across it wait on, rounded at its far end (its near
    end goes under the last row's road, drawn after it)."""
    far = round(CELL * 0.3)
    ends = {"border_top_right_radius": far, "border_bottom_right_radius": far} if heading == 0 else {
        "border_top_left_radius": far, "border_bottom_left_radius": far}
    pygame.draw.rect(art, PLAIN_VERGE, area.inflate(12, 12), **ends)
    pygame.draw.rect(art, PLAIN_ROAD, area, **ends)


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


def section_tags(geometry: CourseGeometry) -> list[tuple[StripBand, pygame.Surface, pygame.Rect]]:
    """Each section's name tag above its first strip, in world pixels. A tag that would lie on
    one placed before it (a section of a row or two, its neighbour's tag beside it) moves along
    past it, the way the road runs, rather than print over it ("MOUNTAIN UNTAIN")."""
    placed: list[tuple[StripBand, pygame.Surface, pygame.Rect]] = []
    for band in geometry.bands:
        if not band.first:
            continue
        text = font(17, bold=True).render(_(SECTION_NAMES[band.strip.kind]), True, PAPER)
        tag = text.get_rect().inflate(14, 6)
        if band.heading == 0:
            tag.bottomleft = (band.rect.left, band.rect.top - 7)
        else:
            tag.bottomright = (band.rect.right, band.rect.top - 7)
        tags = [other for _band, _text, other in placed]
        while (hit := tag.collidelist(tags)) != -1:
            if band.heading == 0:
                tag.left = tags[hit].right + TAG_GAP
            else:
                tag.right = tags[hit].left - TAG_GAP
        placed.append((band, text, tag))
    return placed


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A course, whole, scaled into `size` (for choosing it)."""
    course = build_course(layout)
    return fit_into(render_course(course, geometry_of(course)), size)


def _course() -> pygame.Surface:
    course = load_track(tracks_dir() / f"{PICTURE_TRACK}.yaml")
    return render_course(course, geometry_of(course))


def _riders() -> pygame.Surface:
    """A team's three roles side by side; the last has given its bottle away (an empty one)."""
    parts = make_rules().parts
    roles = list(parts.roles.values())
    letters = marks(parts).roles
    gap = RIDER // 4
    art = pygame.Surface((len(roles) * (RIDER + gap) + gap, RIDER + 2 * gap), pygame.SRCALPHA)
    for index, role in enumerate(roles):
        sprite = RiderSprite("red", role.helmet, letters[role.id], RIDER)
        sprite.pos = pygame.Vector2(gap + index * (RIDER + gap) + RIDER / 2, art.get_height() / 2)
        sprite.set_bottle(index != len(roles) - 1)
        sprite.draw(art)
    return art


DRAWINGS: dict[str, Callable[[], pygame.Surface]] = {"course": _course, "riders": _riders}


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page; None for an unknown name."""
    draw = DRAWINGS.get(name)
    return fit_into(draw(), size) if draw is not None else None
