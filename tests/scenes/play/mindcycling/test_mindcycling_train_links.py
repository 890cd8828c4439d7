"""A train's link runs along the road: round a hairpin, never across the table between two lines."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pygame
import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mindcycling.content import load_track
from tabletop.games.mindcycling.game import tracks_dir
from tabletop.games.mindcycling.track_layout import Course, build_course
from tabletop.games.mindcycling.view.drawing import TRAIN_LINK
from tabletop.games.mindcycling.view.layout import CourseGeometry, geometry_of
from tabletop.games.registry import rules_for
from tests.games.mindcycling.helpers import COURSE
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import place, view_of
from tests.scenes.tables import push_table

# A user's stage whose sections differ in width: its rows' spaces are spread across the widest.
MIXED: dict[str, Any] = {
    "name": "Mixed widths",
    "game": "mindcycling",
    "lanes": 3,
    "pieces": [
        {"kind": "start", "rows": 7},
        {"kind": "flat", "rows": 9, "lanes": 2},
        {"kind": "sprint", "rows": 8, "lanes": 4},
        {"kind": "mountain", "rows": 9, "lanes": 3},
        {"kind": "finish"},
    ],
}


def on_road(geometry: CourseGeometry, point: pygame.Vector2) -> bool:
    """On a line of the serpentine or on a hairpin's road (its ends rounded as `art` draws them)."""
    if any(band.rect.collidepoint(point) for band in geometry.bands):
        return True
    for turn in geometry.turns:
        road = turn.road
        radius = road.width / 2
        if not road.collidepoint(point):
            continue
        cap = min(max(point.y, road.top + radius), road.bottom - radius)  # the nearest centre of a round end
        if point.distance_to((road.centerx, cap)) <= radius:
            return True
    return False


def along(path: list[pygame.Vector2], step: float = 1.0) -> list[pygame.Vector2]:
    points = []
    for a, b in pairwise(path):
        count = max(1, round(a.distance_to(b) / step))
        points += [a.lerp(b, i / count) for i in range(count + 1)]
    return points


def courses() -> list[Course]:
    built_in = [load_track(path) for path in sorted(tracks_dir().glob("*.yaml"))]
    return [*built_in, build_course(COURSE), build_course(MIXED)]


@pytest.mark.parametrize("course", courses(), ids=lambda c: c.track.name)
def test_every_link_round_a_hairpin_lies_on_the_road(course: Course) -> None:
    geometry = geometry_of(course)
    crossing = 0
    for row in course.graph.rows:
        for space in row:
            behind = course.straight_behind(space)
            if behind is None:
                continue
            path = geometry.link_path(geometry.centres[space], geometry.centres[behind])
            if geometry.headings[space] != geometry.headings[behind]:
                crossing += 1  # straight across, this link would cross the table between two lines
            off = [p for p in along(path) if not on_road(geometry, p)]
            assert not off, f"{space} to {behind}: {off[:3]} off the road"
    assert crossing, "the course has hairpins with riders in line round them"


def test_the_drawn_link_goes_round_the_hairpin_not_over_the_table(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "green"), SeatSetup("Bob", False, "blue"))
    scene = push_table(driver, Match(rules_for("mindcycling"), Setup(seats, {}, COURSE), 3))
    state = scene.match.state
    course = state.course
    geometry = view_of(scene)._geometry()
    # The first pair of spaces one behind the other round a hairpin.
    front, back = next((s, b) for row in course.graph.rows for s in row
                       if (b := course.straight_behind(s)) is not None
                       and geometry.headings[b] != geometry.headings[s])
    rider = state.active()
    assert rider is not None
    other = next(r for r in state.riders if r.id != rider.id)
    place(scene, {rider.id: front, other.id: back})
    view = view_of(scene)
    assert (rider.id, other.id) in view._links
    surface = pygame.Surface(driver.app.ctx.size)
    scene.draw(surface)
    camera = view.camera
    [turn] = [t for t in geometry.turns if t.first.collidepoint(geometry.centres[back])]
    gap = (turn.first.bottom + turn.second.top) / 2  # the table between the two lines
    across = camera.world_to_screen((geometry.centres[back].x, gap))
    round_ = camera.world_to_screen((turn.road.centerx, gap))
    assert view._road_area().collidepoint(across) and view._road_area().collidepoint(round_)
    assert surface.get_at((round(across.x), round(across.y)))[:3] != TRAIN_LINK
    assert surface.get_at((round(round_.x), round(round_.y)))[:3] == TRAIN_LINK
