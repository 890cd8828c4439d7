"""Race Day's cars sit each on its own space, like pieces on a board: no car covers another
on any two spaces (side by side, one behind another in a bend's inside lane, on the grid), on
the bundled track and on a tight one built in the editor, at any window size; on a straight a
car keeps its full size on the space's centre, and in the tightest bend it is still well over
half of it (a third was too small to see)."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.track_design.document import Piece
from tabletop.games.raceday.game import editor_layout, editor_problems
from tabletop.games.raceday.track_layout import Circuit, build_circuit
from tabletop.games.raceday.view.art import Geometry, geometry_of
from tabletop.games.raceday.view.car_places import NO_ROOM_SCALE, SPILL, CarPlace, car_places, footprint
from tabletop.games.raceday.view.layout import CAR_LENGTH
from tabletop.games.registry import rules_for
from tabletop.sprite_factory.drawing import CAR_OUTLINE, car
from tabletop.table.pieces.token_sprite import car_image
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.test_table_raceday import view_of
from tests.scenes.tables import push_table

# A small track of the editor's pieces with bends every way: an S (left then right), a hairpin
# (two lefts in a row), another S and a single-file bend.
TIGHT = (
    Piece("start_finish", "a", 1, 2, 0), Piece("turn", "a", 2, 2, 0), Piece("turn", "b", 2, 1, 90),
    Piece("turn", "a", 3, 1, 0), Piece("turn", "a", 3, 0, 90), Piece("single", "a", 2, 0, 180),
    Piece("turn", "a", 1, 0, 180), Piece("turn", "b", 1, 1, 270), Piece("single_turn", "a", 0, 1, 180),
    Piece("turn", "a", 0, 2, 270),
)
LEAST_SCALE = 0.6  # of a full-size car, on the smallest space of either track
SEATS = tuple(
    SeatSetup(name, False, colour)
    for name, colour in zip(("Anna", "Bob", "Cleo", "Dan", "Eve", "Finn"),
                            ("red", "blue", "green", "yellow", "purple", "orange"), strict=True)
)


def tight_layout() -> dict[str, Any]:
    layout, _owners = editor_layout("Tight", TIGHT)
    assert editor_problems(layout) == []
    return layout


def pocono() -> Circuit:
    return rules_for("raceday").default_circuit  # type: ignore[attr-defined, no-any-return]


def apart(one: list[pygame.Vector2], other: list[pygame.Vector2]) -> bool:
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


@pytest.mark.parametrize("track", ["pocono", "tight"])
def test_cars_on_any_two_touching_spaces_cover_no_common_ground(track: str) -> None:
    circuit = pocono() if track == "pocono" else build_circuit(tight_layout())
    places = car_places(geometry_of(circuit), CAR_LENGTH)
    touching = {tuple(sorted((s, t))) for s, near in circuit.graph.around.items() for t in near}
    assert len(touching) > 2 * len(places)  # beside each other and one behind another
    crowded = [
        pair for pair in sorted(touching)
        if not apart(footprint(places[pair[0]], CAR_LENGTH), footprint(places[pair[1]], CAR_LENGTH))
    ]
    assert crowded == []


@pytest.mark.parametrize("track", ["pocono", "tight"])
def test_no_car_covers_another_anywhere_and_none_is_small(track: str) -> None:
    circuit = pocono() if track == "pocono" else build_circuit(tight_layout())
    places = car_places(geometry_of(circuit), CAR_LENGTH)
    crowded = [
        (one, other) for one, other in itertools.combinations(sorted(places), 2)
        if not apart(footprint(places[one], CAR_LENGTH), footprint(places[other], CAR_LENGTH))
    ]
    assert crowded == []
    assert min(place.scale for place in places.values()) >= LEAST_SCALE


def test_on_a_straight_a_car_keeps_its_full_size_on_the_space_centre() -> None:
    """As it always did: on a row of a straight with a whole space of straight before and after."""
    circuit = pocono()
    graph, placements = circuit.graph, circuit.track.placements
    geometry = geometry_of(circuit)
    places = car_places(geometry, CAR_LENGTH)

    def plain(row: int) -> bool:
        here = placements[row]
        return all(
            there.heading == here.heading and math.dist((there.x, there.y), (here.x, here.y)) >= 1
            for there in (placements[row - 1], placements[(row + 1) % graph.length])
        )

    straight = [space for row in filter(plain, range(graph.length)) for space in graph.rows[row]]
    assert len(straight) >= 9
    for space in straight:
        assert places[space] == CarPlace(geometry.centres[space], geometry.headings[space], 1.0)


def test_a_car_on_a_flat_tile_still_shows_small_on_its_space() -> None:
    """A track drawn row by row may put two rows on one spot: the tile between is a line."""
    flat = ((0.0, 50.0), (100.0, 50.0), (100.0, 50.0), (0.0, 50.0))
    square = ((200.0, 0.0), (300.0, 0.0), (300.0, 100.0), (200.0, 100.0))
    geometry = Geometry(
        {"flat": flat, "box": square}, {"flat": (50.0, 50.0), "box": (250.0, 50.0)},
        {"flat": 0.0, "box": 90.0}, (), pygame.Rect(0, 0, 300, 100),
    )
    places = car_places(geometry, CAR_LENGTH)
    # No room inside it: the car grows round the line only as far as a car may spill over.
    assert NO_ROOM_SCALE <= places["flat"].scale < 1
    assert math.dist(places["flat"].centre, (50.0, 50.0)) <= 2 * SPILL
    assert places["box"] == CarPlace((250.0, 50.0), 90.0, 1.0)


def test_the_outline_kept_apart_holds_all_of_the_painted_car() -> None:
    for image in (car_image("red"), car((10, 200, 30))):
        unit = image.get_width() / 48
        outline = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(outline, (255, 255, 255), [(x * unit, y * unit) for x, y in CAR_OUTLINE])
        painted = pygame.mask.from_surface(image, 40)
        assert painted.overlap_area(pygame.mask.from_surface(outline, 1), (0, 0)) == painted.count()


def bend_and_grid(circuit: Circuit) -> list[list[str]]:
    """Six cars packed where the view crowds them: three rows of a bend's inside lane with the
    middle lane beside them (round the row whose inside space is nearest the next), and the grid."""
    graph = circuit.graph
    centres = geometry_of(circuit).centres

    def inside_step(row: int) -> float:
        here, ahead = graph.rows[row][0], graph.rows[(row + 1) % graph.length][0]
        return pygame.Vector2(centres[here]).distance_to(centres[ahead])

    def three_wide(row: int) -> bool:
        return all(len(graph.rows[(row + step) % graph.length]) == 3 for step in (-1, 0, 1))

    tightest = min(filter(three_wide, range(graph.length)), key=inside_step)
    rows = [graph.rows[(tightest + step) % graph.length] for step in (-1, 0, 1)]
    bend = [rows[0][0], rows[1][0], rows[2][0], rows[0][1], rows[1][1], rows[2][1]]
    return [bend, list(circuit.starts[:6])]


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("track", ["pocono", "tight"])
def test_cars_packed_in_a_bend_and_on_the_grid_are_drawn_apart(
    make_app: type[App], size: tuple[int, int], track: str
) -> None:
    layout = None if track == "pocono" else tight_layout()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = push_table(driver, Match(rules_for("raceday"), Setup(SEATS, {}, layout), 5))
    state = scene.match.state
    view = view_of(scene)
    screen = pygame.display.get_surface()
    for spaces in bend_and_grid(state.circuit):
        for seat, space in enumerate(spaces):
            state.cars[seat].space = space
            state.cars[seat].distance = state.circuit.row_of(space)
        scene._refresh(rebuild_log=True)
        driver.frames(2)
        bodies = []
        for sprite in view.cars.values():
            alone = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
            sprite.draw(alone)
            bodies.append(pygame.mask.from_surface(alone, 128))  # the car, not its faint shadow
        assert all(body.count() > 0 for body in bodies)
        for one, other in itertools.combinations(bodies, 2):
            assert one.overlap_area(other, (0, 0)) == 0, spaces


def test_a_car_gliding_into_a_narrow_lane_shrinks_as_it_goes(make_app: type[App]) -> None:
    """Between two touching spaces of very different sizes, the car's size changes a little
    each frame of the glide, from the one to the other, never in one jump halfway."""
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = push_table(driver, Match(rules_for("raceday"), Setup(SEATS[:2], {}, None), 5))
    view = view_of(scene)
    places = view.places()
    graph = scene.match.state.circuit.graph
    start, end = max(
        ((s, t) for s in places for t in graph.ahead(s)),
        key=lambda pair: places[pair[0]].scale - places[pair[1]].scale,
    )
    assert places[start].scale - places[end].scale > 0.3
    sprite = next(iter(view.cars.values()))
    sprite.visible = True
    here, there = pygame.Vector2(places[start].centre), pygame.Vector2(places[end].centre)
    sizes = []
    for step in range(21):
        sprite.pos = here.lerp(there, step / 20)
        driver.frames(1)
        sizes.append(sprite.scale)
    assert sizes[0] == pytest.approx(places[start].scale)
    assert sizes[-1] == pytest.approx(places[end].scale)
    assert max(abs(b - a) for a, b in itertools.pairwise(sizes)) < 0.1
