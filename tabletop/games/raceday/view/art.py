"""Drawing a Race Day track from its rows: asphalt tiles, lane lines, kerbs, the line and the grid.

Each space is a four-sided tile between the cross-lines that separate its row
from the rows before and after it; a cross-line runs halfway between two row
centres, square to the mean heading of the two rows, so tiles fan out neatly
round the turns. The whole track is painted once into a surface in world pixels
(CELL per track unit); the table scales it through its camera. The same track,
a dashboard and a car are drawn for the rules page too (`rules_picture`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.track import Track
from tabletop.engine.track_graph import left_of
from tabletop.games.raceday.rules import DEFAULT_LAPS, RaceDayRules
from tabletop.games.raceday.track_layout import START_SPACES, Circuit, build_circuit
from tabletop.games.raceday.view.dashboard import DashboardLook, render_dashboard
from tabletop.games.registry import rules_for
from tabletop.language import _
from tabletop.sprite_factory.palette import PAPER, shade
from tabletop.table.machinery.fit import fit_into
from tabletop.table.machinery.text import font
from tabletop.table.pieces.token_sprite import car_image

CELL = 100  # world pixels per track unit
MARGIN = 40  # world pixels of verge around the track in its surface
ASPHALT = (62, 63, 70)
ASPHALT_LIGHT = (76, 77, 86)
VERGE = (188, 178, 150)
KERB = (200, 44, 40)
LINE = (236, 232, 220)
APRON = (96, 98, 104)
GRASS_EDGE = (22, 70, 42)

Point = tuple[float, float]


@dataclass(frozen=True)
class Geometry:
    """Where every space of a graph track lies, in world pixels."""

    tiles: Mapping[str, tuple[Point, ...]]  # space id -> its four corners
    centres: Mapping[str, Point]
    headings: Mapping[str, float]  # degrees, counter-clockwise from east
    cross_lines: tuple[tuple[Point, Point], ...]  # the back edge of each row, left end first
    bounds: pygame.Rect

    @classmethod
    def of(cls, track: Track, width: float) -> Geometry:
        rows: list[list[str]] = [[] for _row in track.placements]
        for space in sorted(track.spaces.values(), key=lambda s: (s.piece, s.lane)):
            rows[space.piece].append(space.id)
        count = len(track.placements)
        cross: list[tuple[Point, Point]] = []
        for index in range(count):
            here = track.placements[index]
            last = track.placements[index - 1]
            mid = ((here.x + last.x) / 2, (here.y + last.y) / 2)
            a, b = left_of(here.heading), left_of(last.heading)
            nx, ny = a[0] + b[0], a[1] + b[1]
            size = math.hypot(nx, ny) or 1.0
            nx, ny = nx / size, ny / size
            half = width / 2
            cross.append(
                (
                    ((mid[0] + nx * half) * CELL, (mid[1] + ny * half) * CELL),
                    ((mid[0] - nx * half) * CELL, (mid[1] - ny * half) * CELL),
                )
            )
        tiles: dict[str, tuple[Point, ...]] = {}
        centres: dict[str, Point] = {}
        headings: dict[str, float] = {}
        for index, row in enumerate(rows):
            back, front = cross[index], cross[(index + 1) % count]
            lanes = len(row)
            for lane, space_id in enumerate(row):
                f0, f1 = lane / lanes, (lane + 1) / lanes
                tiles[space_id] = (_along(back, f0), _along(back, f1), _along(front, f1), _along(front, f0))
                space = track.spaces[space_id]
                centres[space_id] = (space.x * CELL, space.y * CELL)
                headings[space_id] = float(track.placements[index].heading)
        xs = [p[0] for tile in tiles.values() for p in tile]
        ys = [p[1] for tile in tiles.values() for p in tile]
        bounds = pygame.Rect(
            math.floor(min(xs)) - MARGIN,
            math.floor(min(ys)) - MARGIN,
            math.ceil(max(xs) - min(xs)) + 2 * MARGIN,
            math.ceil(max(ys) - min(ys)) + 2 * MARGIN,
        )
        return cls(tiles, centres, headings, tuple(cross), bounds)


def _along(line: tuple[Point, Point], fraction: float) -> Point:
    (ax, ay), (bx, by) = line
    return (ax + (bx - ax) * fraction, ay + (by - ay) * fraction)


def geometry_of(circuit: Circuit) -> Geometry:
    width = circuit.track.source.get("width", 1.8)
    return Geometry.of(circuit.track, float(width) if isinstance(width, int | float) else 1.8)


def render_track(circuit: Circuit, geometry: Geometry | None = None) -> pygame.Surface:
    """The whole track on a transparent surface covering `geometry.bounds` (world pixels)."""
    geo = geometry or geometry_of(circuit)
    origin = pygame.Vector2(geo.bounds.topleft)
    surface = pygame.Surface(geo.bounds.size, pygame.SRCALPHA)

    def local(points: Sequence[Point]) -> list[pygame.Vector2]:
        return [pygame.Vector2(p) - origin for p in points]

    graph = circuit.graph
    outer = [geo.cross_lines[i][1] for i in range(len(geo.cross_lines))]
    inner = [geo.cross_lines[i][0] for i in range(len(geo.cross_lines))]
    # A verge round the outside and an apron inside, under the asphalt.
    _band(surface, VERGE, local(outer), 22, fill=True)
    pygame.draw.polygon(surface, GRASS_EDGE, local(inner), 0)
    _band(surface, APRON, local(inner), 13, fill=False)
    for space_id, tile in geo.tiles.items():
        single = graph.width_of(space_id) == 1
        colour = ASPHALT_LIGHT if single or graph.space(space_id).lane % 2 else ASPHALT
        pygame.draw.polygon(surface, colour, local(tile))
    # Row edges: thin lines across; lane lines: dashed, along.
    for line in geo.cross_lines:
        a, b = local(line)
        pygame.draw.line(surface, shade(ASPHALT, 1.35), a, b, 2)
    for space_id, tile in geo.tiles.items():
        if graph.width_of(space_id) == 1 or graph.space(space_id).lane == 0:
            continue
        a, _b, _c, d = local(tile)
        _dash(surface, LINE, a, d, 3)
    _kerbs(surface, local(inner), local(outer))
    _finish_line(surface, local(geo.cross_lines[0]))
    _single_file(surface, circuit, geo, origin)
    _grid(surface, circuit, geo, origin)
    return surface


def _band(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    points: list[pygame.Vector2],
    half: int,
    *,
    fill: bool,
) -> None:
    """A thick closed line with round joints (and the inside filled when asked)."""
    if fill:
        pygame.draw.polygon(surface, colour, points)
    pygame.draw.lines(surface, colour, True, points, 2 * half)
    for point in points:
        pygame.draw.circle(surface, colour, point, half)


def _dash(
    surface: pygame.Surface, colour: tuple[int, int, int], a: pygame.Vector2, b: pygame.Vector2, width: int
) -> None:
    length = a.distance_to(b)
    if length < 1:
        return
    pieces = max(1, round(length / 24))
    for step in range(pieces):
        start = a + (b - a) * ((step + 0.25) / pieces)
        end = a + (b - a) * ((step + 0.75) / pieces)
        pygame.draw.line(surface, colour, start, end, width)


def _kerbs(surface: pygame.Surface, inner: list[pygame.Vector2], outer: list[pygame.Vector2]) -> None:
    for edge in (inner, outer):
        for index, start in enumerate(edge):
            end = edge[(index + 1) % len(edge)]
            pieces = max(1, round(start.distance_to(end) / 20))
            for step in range(pieces):
                a = start + (end - start) * (step / pieces)
                b = start + (end - start) * ((step + 1) / pieces)
                pygame.draw.line(surface, KERB if (index + step) % 2 == 0 else PAPER, a, b, 7)


def _finish_line(surface: pygame.Surface, line: list[pygame.Vector2]) -> None:
    a, b = line
    across = b - a
    length = across.length()
    if length < 1:
        return
    along = pygame.Vector2(across.y, -across.x).normalize()  # the direction of travel
    squares = 12
    size = length / squares
    for i in range(squares):
        for row in range(2):
            corner = a + across * (i / squares) + along * (row - 1) * size
            points = [
                corner,
                corner + across / squares,
                corner + across / squares + along * size,
                corner + along * size,
            ]
            pygame.draw.polygon(surface, (20, 20, 20) if (i + row) % 2 else PAPER, points)


def _single_file(surface: pygame.Surface, circuit: Circuit, geo: Geometry, origin: pygame.Vector2) -> None:
    """Chevrons on the single-file space, pointing the way."""
    graph = circuit.graph
    for space_id, tile in geo.tiles.items():
        if graph.width_of(space_id) != 1:
            continue
        centre = pygame.Vector2(geo.centres[space_id]) - origin
        ahead = pygame.Vector2(1, 0).rotate(-geo.headings[space_id])
        side = pygame.Vector2(ahead.y, -ahead.x)
        for offset in (-0.5, 0.0, 0.5):
            tip = centre + side * offset * CELL + ahead * 16
            pygame.draw.lines(
                surface,
                shade(LINE, 0.85),
                False,
                [tip - ahead * 22 + side * 16, tip, tip - ahead * 22 - side * 16],
                6,
            )
        del tile


def _grid(surface: pygame.Surface, circuit: Circuit, geo: Geometry, origin: pygame.Vector2) -> None:
    """The start boxes, each with its number painted where the car's nose points."""
    label_font = font(26, bold=True)
    for number in range(1, START_SPACES + 1):
        space_id = circuit.starts[number - 1]
        tile = [pygame.Vector2(p) - origin for p in geo.tiles[space_id]]
        box = [p + (pygame.Vector2(geo.centres[space_id]) - origin - p) * 0.16 for p in tile]
        pygame.draw.lines(surface, LINE, True, box, 3)
        centre = pygame.Vector2(geo.centres[space_id]) - origin
        ahead = pygame.Vector2(1, 0).rotate(-geo.headings[space_id])
        text = label_font.render(str(number), True, LINE)
        surface.blit(text, text.get_rect(center=centre + ahead * 26))


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A track layout shrunk into `size`, centred, for the new-game screen."""
    circuit = build_circuit(layout)
    return fit_into(render_track(circuit), size)


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("raceday")
    assert isinstance(rules, RaceDayRules)
    parts = rules.parts
    number = min(parts.cards)
    numbers = parts.numbers

    def dashboard() -> pygame.Surface:
        card = parts.card(number)
        look = DashboardLook(
            card=card,
            ability=parts.ability_of(number),
            rarity=parts.rarities[card.rarity],
            cards=parts.card_count,
            colour=card.colour,
            player="Anna",
            body=1,
            engine=1,
            body_limit=numbers.body_limit,
            engine_limit=numbers.engine_limit,
            note=_("Lap {lap}/{laps}").format(lap=2, laps=DEFAULT_LAPS),
        )
        return render_dashboard(look, (200, 250))

    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "dashboard": dashboard,
        "track": lambda: render_track(rules.default_circuit),
        "car": lambda: pygame.transform.rotate(car_image("red"), 90),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None


__all__ = ["CELL", "Geometry", "draw_track_thumbnail", "geometry_of", "render_track", "rules_picture"]
