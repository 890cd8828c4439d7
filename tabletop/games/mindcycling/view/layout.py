"""Where everything of a Mind Cycling course lies: spaces, strips, lines and the podium, in world pixels.

The course's rows run along straight lines of the serpentine (east, then west,
and so on), so every space is an axis-aligned box. Riders across the line
wait on a podium beyond it, in finishing order. Pure geometry: the drawing,
the input and the animations all read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from tabletop.games.mindcycling.track_layout import LANE_WIDTH, Course, Strip

CELL = 64  # world pixels per track unit (one row's length)
MARGIN = 48  # world pixels around the course
PODIUM_STEP = 0.8  # track units between podium places


@dataclass(frozen=True)
class StripBand:
    """One straight run of a strip on one line of the serpentine."""

    strip: Strip
    rect: pygame.Rect
    first: bool  # the strip begins in this band (its name is written here)
    heading: float


@dataclass(frozen=True)
class CourseGeometry:
    centres: Mapping[str, pygame.Vector2]
    boxes: Mapping[str, pygame.Rect]
    headings: Mapping[str, float]  # per space: 0 east, 180 west
    bands: tuple[StripBand, ...]
    turns: tuple[tuple[pygame.Rect, pygame.Rect], ...]  # the last box of a line and the first of the next
    start_line: tuple[pygame.Vector2, pygame.Vector2]
    finish_line: tuple[pygame.Vector2, pygame.Vector2]
    finish_heading: float
    lanes_at_finish: int
    bounds: pygame.Rect
    token: int  # a rider token's diameter

    def podium(self, place: int) -> pygame.Vector2:
        """Where the rider that crossed in `place` (1 first) waits beyond the line."""
        return _podium(self.finish_line, self.finish_heading, self.lanes_at_finish, place)


def _podium(
    line: tuple[pygame.Vector2, pygame.Vector2], heading: float, lanes: int, place: int
) -> pygame.Vector2:
    a, b = line
    column, lane = divmod(place - 1, lanes)
    forward = pygame.Vector2(1, 0) if heading == 0 else pygame.Vector2(-1, 0)
    return a + (b - a) / lanes * (lane + 0.5) + forward * CELL * PODIUM_STEP * (column + 0.7)


def geometry_of(course: Course) -> CourseGeometry:
    track = course.track
    width = max(s.lanes for s in course.strips) * LANE_WIDTH
    centres: dict[str, pygame.Vector2] = {}
    boxes: dict[str, pygame.Rect] = {}
    headings: dict[str, float] = {}
    row_boxes: list[pygame.Rect] = []
    for row, placement in enumerate(track.placements):
        spaces = course.graph.rows[row]
        across = width * CELL / len(spaces)
        for space_id in spaces:
            space = track.spaces[space_id]
            centre = pygame.Vector2(space.x * CELL, space.y * CELL)
            box = pygame.Rect(0, 0, CELL - 4, round(across) - 4)
            box.center = (round(centre.x), round(centre.y))
            centres[space_id] = centre
            boxes[space_id] = box
            headings[space_id] = float(placement.heading)
        row_box = pygame.Rect(0, 0, CELL, round(width * CELL))
        row_box.center = (round(placement.x * CELL), round(placement.y * CELL))
        row_boxes.append(row_box)
    bands: list[StripBand] = []
    turns: list[tuple[pygame.Rect, pygame.Rect]] = []
    for strip in course.strips:
        run: list[pygame.Rect] = []
        heading = track.placements[strip.first_row].heading
        for row in range(strip.first_row, strip.last_row + 1):
            here = track.placements[row].heading
            if run and here != heading:
                bands.append(
                    StripBand(strip, run[0].unionall(run), not any(b.strip is strip for b in bands), heading)
                )
                run = []
                heading = here
            run.append(row_boxes[row])
        bands.append(
            StripBand(strip, run[0].unionall(run), not any(b.strip is strip for b in bands), heading)
        )
    for row in range(1, len(row_boxes)):
        if track.placements[row].heading != track.placements[row - 1].heading:
            turns.append((row_boxes[row - 1], row_boxes[row]))
    first = course.strips[0]
    start_box = row_boxes[first.last_row]
    last_box = row_boxes[-1]
    last_heading = float(track.placements[-1].heading)
    start_line = _front_edge(start_box, float(track.placements[first.last_row].heading))
    finish_line = _front_edge(last_box, last_heading)
    token = round(min(CELL * 0.78, width * CELL / max(s.lanes for s in course.strips) * 0.86))
    lanes_at_finish = course.graph.width_of(course.graph.rows[-1][0])
    podium = [_podium(finish_line, last_heading, lanes_at_finish, place) for place in (1, 20)]
    reach = pygame.Rect(podium[0], (1, 1)).union(pygame.Rect(podium[1], (1, 1))).inflate(CELL, CELL)
    bounds = row_boxes[0].unionall(row_boxes).union(reach).inflate(2 * MARGIN, 2 * MARGIN)
    return CourseGeometry(
        centres,
        boxes,
        headings,
        tuple(bands),
        tuple(turns),
        start_line,
        finish_line,
        last_heading,
        lanes_at_finish,
        bounds,
        token,
    )


def _front_edge(box: pygame.Rect, heading: float) -> tuple[pygame.Vector2, pygame.Vector2]:
    """The edge of a row's box that riders leave it by, from its left end (left of travel)."""
    if heading == 0:
        return pygame.Vector2(box.right, box.top), pygame.Vector2(box.right, box.bottom)
    return pygame.Vector2(box.left, box.bottom), pygame.Vector2(box.left, box.top)
