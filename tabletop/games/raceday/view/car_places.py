"""Where a car rests on each space, and how big it is there: on the space's own tile, like a
piece on a board (in a tight bend reaching a little over its edges), so no two cars cover each
other wherever they stand.

On a straight a full-size car fits its tile round the space's centre and sits there. A bend's
inside lane is a wedge narrower than a car and the grid's rows are short: there the car is first
the largest that fits the tile (keeping `GAP` from its edges), moved within the tile to where it
fits best (towards the wide end of a wedge), still facing the row's way. That alone left a car
a third of its size in a tight bend, so it then grows round that spot where nothing else stands:
past its tile's edges by up to `SPILL`, clear of every car on any other space.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.games.raceday.view.art import Geometry, Point
from tabletop.sprite_factory.drawing import CAR_DESIGN, CAR_OUTLINE

GAP = 3.0  # world pixels kept between a car and its tile's edges: neighbours never touch
SPILL = 14.0  # world pixels a car grown past its tile may reach over the tile's edges
GROW_STEP = 0.02  # how much of a full size a car grows by at a time
SHIFTS = (-12.0, -8.0, -4.0, 4.0, 8.0, 12.0)  # world pixels a car may move from its spot to grow
CLEARANCE = GAP / 4  # world pixels round a grown car that no other car's reaches
# The size of a car on a tile with no room inside at all (a track drawn row by row may put two
# rows on one spot, squashing the tile between them flat): it still shows, small, on its space.
NO_ROOM_SCALE = 0.3
EPSILON = 1e-6

Row = tuple[float, float, float, float]  # a constraint a.x + b.y + c.s >= d (see `_place_in`)


@dataclass(frozen=True)
class CarPlace:
    """A car at rest on a space: its centre (world pixels), heading (degrees, as the
    geometry's) and scale (1 is a car `length` long)."""

    centre: Point
    heading: float
    scale: float


def car_places(geometry: Geometry, length: float) -> dict[str, CarPlace]:
    """The place of a car `length` world pixels long (at full size) on every space."""
    places = {
        space_id: _place_in(geometry.tiles[space_id], geometry.centres[space_id],
                            geometry.headings[space_id], length)
        for space_id in geometry.tiles
    }
    return _Growth(geometry, length, places).grown()


class _Growth:
    """Cars grown past their tiles (see the module's words), in small steps, all together, so
    cars on neighbouring spaces of a tight bend share the room between them rather than the
    first to grow taking it all."""

    def __init__(self, geometry: Geometry, length: float, places: dict[str, CarPlace]) -> None:
        self.length = length
        self.places = places
        self.hulls = {space_id: self._hull(place) for space_id, place in places.items()}
        self.rows = {
            space_id: _edges(geometry.tiles[space_id], _outline(place.heading, length), -SPILL)
            for space_id, place in places.items()
        }
        # Cars this far apart never meet: none reaches further than its length from its space.
        reach = 2 * length + 2 * SPILL
        self.near = {
            space_id: [other for other in places if other != space_id
                       and math.dist(place.centre, places[other].centre) < reach]
            for space_id, place in places.items()
        }

    def grown(self) -> dict[str, CarPlace]:
        places = self.places
        # A car that cannot grow at one step cannot at the next while its neighbours only grow
        # where they stand (a larger car on a spot covers all the smaller one did): it is asked
        # again only once a neighbour has moved. The places come out the same, far sooner.
        stuck: set[str] = set()
        for target in _steps(min(place.scale for place in places.values())):
            for space_id, place in places.items():
                if place.scale >= target or space_id in stuck:
                    continue
                for spot in _spots(place):
                    bigger = CarPlace(spot, place.heading, target)
                    hull = self._fits(space_id, bigger)
                    if hull is not None:
                        places[space_id], self.hulls[space_id] = bigger, hull
                        if spot != place.centre:
                            stuck.difference_update(self.near[space_id])
                        break
                else:
                    stuck.add(space_id)
        return places

    def _fits(self, space_id: str, place: CarPlace) -> list[pygame.Vector2] | None:
        """The car's outline at `place` (`CLEARANCE` round it) if it fits there: within its tile
        grown by `SPILL`, clear of every other space's car; else None."""
        if not _inside(self.rows[space_id], (*place.centre, place.scale)):
            return None
        hull = self._hull(place)
        return hull if all(_apart(hull, self.hulls[other]) for other in self.near[space_id]) else None

    def _hull(self, place: CarPlace) -> list[pygame.Vector2]:
        return _hull(footprint(place, self.length), CLEARANCE)


def _spots(place: CarPlace) -> list[Point]:
    """Where a car may move to grow: where it sits, else a little to the side or along its
    row (a wedge's room is towards its wide end, over the edge into the next lane)."""
    ahead = pygame.Vector2(1, 0).rotate(-place.heading)
    side = pygame.Vector2(-ahead.y, ahead.x)
    centre = pygame.Vector2(place.centre)
    moves = [side * d for d in SHIFTS] + [ahead * d for d in SHIFTS]
    moved = sorted((centre + move for move in moves), key=centre.distance_squared_to)
    return [place.centre, *((p.x, p.y) for p in moved)]


def _steps(least: float) -> list[float]:
    """The sizes cars grow through, from above `least` to full size."""
    count = max(1, math.ceil((1.0 - least) / GROW_STEP))
    return [least + (1.0 - least) * (index + 1) / count for index in range(count)]


def _hull(outline: Sequence[pygame.Vector2], margin: float) -> list[pygame.Vector2]:
    """A convex outline pushed out by `margin` from its middle (near enough for a car's)."""
    middle = sum(outline, pygame.Vector2()) / len(outline)
    return [p + (p - middle).normalize() * margin if p != middle else p for p in outline]


def _apart(one: Sequence[pygame.Vector2], other: Sequence[pygame.Vector2]) -> bool:
    """Whether two convex outlines cover no common ground (a line parts them)."""
    for outline in (one, other):
        for index, end in enumerate(outline):
            edge = end - outline[index - 1]
            axis = pygame.Vector2(-edge.y, edge.x)
            a = [axis.dot(p) for p in one]
            b = [axis.dot(p) for p in other]
            if max(a) <= min(b) or max(b) <= min(a):
                return True
    return False


def blended_scale(places: dict[str, CarPlace], pos: pygame.Vector2) -> float:
    """A car's size at `pos`: its place's size on a space where it rests, and between spaces
    (gliding) every place's size weighted by how near it is, falling off steeply, so the size
    changes smoothly wherever the car goes and the nearest spaces decide it."""
    total = weights = 0.0
    for place in places.values():
        gap = pos.distance_squared_to(place.centre)
        if gap < EPSILON:
            return place.scale
        weight = 1 / (gap * gap)
        total += weight * place.scale
        weights += weight
    return total / weights if weights else 1.0


def footprint(place: CarPlace, length: float) -> list[pygame.Vector2]:
    """The outline a car covers on the board at `place` (world pixels, corners in order)."""
    centre = pygame.Vector2(place.centre)
    return [centre + offset * place.scale for offset in _outline(place.heading, length)]


def _outline(heading: float, length: float) -> list[pygame.Vector2]:
    """The car's outline at full size round its centre, turned to `heading`."""
    ahead = pygame.Vector2(1, 0).rotate(-heading)
    side = pygame.Vector2(-ahead.y, ahead.x)
    unit = length / CAR_DESIGN[1]
    mid_x, mid_y = CAR_DESIGN[0] / 2, CAR_DESIGN[1] / 2
    return [(side * (x - mid_x) + ahead * (mid_y - y)) * unit for x, y in CAR_OUTLINE]


def _place_in(tile: Sequence[Point], centre: Point, heading: float, length: float) -> CarPlace:
    """The largest car (up to full size) inside `tile`, at the space's `centre` when it fits
    there as large, else wherever in the tile it is largest."""
    # Each edge of the tile keeps the car's centre c and scale s to m.c - s * reach >= k:
    # m the edge's inward normal, k where the edge is (plus the gap), reach how far the car's
    # outline sticks out towards the edge at full size. With s <= 1 that is a linear programme
    # in (c.x, c.y, s) of five constraints; its best corner is where three of them meet.
    outline = _outline(heading, length)
    rows = _edges(tile, outline)
    rows.append((0.0, 0.0, -1.0, -1.0))  # -s >= -1: never larger than full size
    best: tuple[float, float, float] | None = None
    for chosen in itertools.combinations(rows, 3):
        corner = _solve(chosen)
        if corner is not None and _inside(rows, corner) and (best is None or corner[2] > best[2]):
            best = corner
    if best is None or best[2] <= 0:
        return CarPlace(centre, heading, NO_ROOM_SCALE)
    return CarPlace(_nearest(rows, best, centre), heading, best[2])


def _nearest(rows: Sequence[Row], best: tuple[float, float, float], centre: Point) -> Point:
    """The point nearest `centre` where a car as large as at `best` fits: `centre` itself if it
    fits there, else on an edge of the patch where it fits (a convex patch round `best`: one of
    the nearest points on its edge lines, or one of its corners)."""
    scale = best[2]
    if _inside(rows, (*centre, scale)):
        return centre
    lines = [(pygame.Vector2(a, b), d - c * scale) for a, b, c, d in rows if a or b]  # m.p = k
    start = pygame.Vector2(centre)
    found = [pygame.Vector2(best[0], best[1])]
    found += [start - normal * (normal.dot(start) - k) for normal, k in lines]
    for (n1, k1), (n2, k2) in itertools.combinations(lines, 2):
        corner = _solve(((n1.x, n1.y, 0.0, k1), (n2.x, n2.y, 0.0, k2), (0.0, 0.0, 1.0, scale)))
        if corner is not None:
            found.append(pygame.Vector2(corner[0], corner[1]))
    fitting = [p for p in found if _inside(rows, (p.x, p.y, scale))]
    point = min(fitting, key=start.distance_squared_to)
    return (point.x, point.y)


def _edges(tile: Sequence[Point], outline: Sequence[pygame.Vector2], gap: float = GAP) -> list[Row]:
    """Each edge of `tile` as a constraint row (m.x, m.y, -reach, k + gap): see `_place_in`."""
    middle = sum((pygame.Vector2(p) for p in tile), pygame.Vector2()) / len(tile)
    rows = []
    for index, end in enumerate(tile):
        a, b = pygame.Vector2(tile[index - 1]), pygame.Vector2(end)
        if a.distance_to(b) < EPSILON:
            continue  # a corner where two cross-lines meet: no edge
        normal = pygame.Vector2(-(b - a).y, (b - a).x).normalize()
        if normal.dot(middle - a) < 0:
            normal = -normal
        reach = max(-normal.dot(offset) for offset in outline)
        rows.append((normal.x, normal.y, -reach, normal.dot(a) + gap))
    return rows


def _solve(rows: Sequence[Row]) -> tuple[float, float, float] | None:
    """Where the three constraints `rows` hold with equality (None if they do not meet once)."""
    (a1, b1, c1, d1), (a2, b2, c2, d2), (a3, b3, c3, d3) = rows
    det = a1 * (b2 * c3 - b3 * c2) - b1 * (a2 * c3 - a3 * c2) + c1 * (a2 * b3 - a3 * b2)
    if math.isclose(det, 0.0, abs_tol=EPSILON):
        return None
    x = (d1 * (b2 * c3 - b3 * c2) - b1 * (d2 * c3 - d3 * c2) + c1 * (d2 * b3 - d3 * b2)) / det
    y = (a1 * (d2 * c3 - d3 * c2) - d1 * (a2 * c3 - a3 * c2) + c1 * (a2 * d3 - a3 * d2)) / det
    z = (a1 * (b2 * d3 - b3 * d2) - b1 * (a2 * d3 - a3 * d2) + d1 * (a2 * b3 - a3 * b2)) / det
    return x, y, z


def _inside(rows: Sequence[Row], point: tuple[float, float, float]) -> bool:
    x, y, s = point
    return all(a * x + b * y + c * s >= d - EPSILON for a, b, c, d in rows)
