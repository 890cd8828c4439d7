"""The riders across the line wait on road, whatever the shape of the stage: the table lays any
course out as a serpentine, so its line may end anywhere along a line of it, at any width."""

from __future__ import annotations

import pygame
import pytest

from tabletop.editor.game_link import EditorGame
from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.games.mindcycling.track_layout import ROWS_PER_LINE, build_course, check_course
from tabletop.games.mindcycling.view import art
from tabletop.games.mindcycling.view.art import PLAIN_ROAD, render_course
from tabletop.games.mindcycling.view.layout import FIELD, geometry_of

LEAST_ROAD = 24  # rows of road the editor asks for at least (data/palettes/mindcycling.yaml)
CHEQUER = 9  # pixels past the line that its chequers take (the last row's verge takes fewer)


def stage(road: int, width: int, finish_lanes: int) -> TrackDocument:
    """A stage as the editor lays it: the start area, `road` rows of flat road `width` lanes wide
    (the last row `finish_lanes` wide), the finish line; pieces in a row, each joined to the next."""
    kinds = ["start"]
    left = road - 1
    for rows in (8, 4, 1):
        kinds += [f"flat-{rows}"] * (left // rows)
        left %= rows
    sides = [str(width)] * len(kinds) + [str(finish_lanes), "a"]
    kinds += ["flat-1", "finish"]
    return TrackDocument("mindcycling", "Shape", tuple(
        Piece(kind, side, x, 0, 0) for x, (kind, side) in enumerate(zip(kinds, sides, strict=True))))


@pytest.mark.parametrize("width", [3, 4, 5])
def test_the_podium_of_any_stage_stands_on_a_finish_area_of_road(
    width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.font.init()
    game = EditorGame("mindcycling")
    shapes = 0
    # Two lines of the serpentine: the line at every place along a line, going either way.
    for road in range(LEAST_ROAD, LEAST_ROAD + 2 * ROWS_PER_LINE):
        for finish_lanes in range(2, width + 1):
            layout, _owners = game.layout(stage(road, width, finish_lanes))
            if check_course(layout):
                continue  # refused (a lane leading nowhere): never raced
            shapes += 1
            course = build_course(layout)
            geometry = geometry_of(course)
            area, origin = geometry.finish_area, pygame.Vector2(geometry.bounds.topleft)
            assert geometry.bounds.contains(area.inflate(12, 12))
            picture = render_course(course, geometry)
            for place in range(1, FIELD + 1):
                token = pygame.Rect(0, 0, geometry.token, geometry.token)
                token.center = (round(geometry.podium(place).x), round(geometry.podium(place).y))
                assert area.contains(token), (road, finish_lanes, place)
                for edge in (token.midleft, token.midright, token.midtop, token.midbottom):
                    assert picture.get_at(pygame.Vector2(edge) - origin)[:3] == PLAIN_ROAD, (road, place)
            # Drawn without it, the course leaves the area bare past the line: it covers nothing.
            with monkeypatch.context() as patch:
                patch.setattr(art, "_draw_finish_area", lambda *drawn: None)
                bare = render_course(course, geometry)
            ahead = pygame.Rect(0, area.top - 6, area.width - CHEQUER + 6, area.height + 12)
            ahead.left = area.left + CHEQUER if geometry.finish_heading == 0 else area.left - 6
            under = bare.subsurface(ahead.move(-origin))
            assert pygame.mask.from_surface(under).count() == 0, (road, finish_lanes)
    assert shapes >= 2 * ROWS_PER_LINE
