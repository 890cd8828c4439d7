"""Two cars on one track card, one in each lane (the rulebook's inside and outside spaces), are
drawn side by side, never one over the other: on a corner too, where the lanes cross the card's
diagonal (they used to stand closer there than a car is wide)."""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.nascard.view import NascardView
from tabletop.games.nascard.view.layout import CAR_LENGTH
from tabletop.games.registry import rules_for
from tabletop.sprite_factory.drawing import CAR_DESIGN, CAR_OUTLINE
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

# A car's width on the board, tyre to tyre.
CAR_WIDTH = CAR_LENGTH * (max(x for x, _ in CAR_OUTLINE) - min(x for x, _ in CAR_OUTLINE)) / CAR_DESIGN[1]


def test_the_two_lanes_of_every_card_hold_two_cars_side_by_side(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"))
    scene = push_table(driver, Match(rules_for("nascard"), Setup(seats, {}), 1))
    view = scene.view
    assert isinstance(view, NascardView)
    state = scene.match.state
    track = state.track
    corners = 0
    for piece in range(track.piece_count):
        inside, outside = (view._car_pos(state, space.id) for space in track.piece_spaces(piece))
        # Across the way the car faces: the two cars' sides apart, not nose to tail.
        facing = pygame.Vector2(0, -1).rotate(-view._car_angle(state, track.piece_spaces(piece)[0].id))
        apart = outside - inside
        across = abs(apart.x * facing.y - apart.y * facing.x)
        assert across >= CAR_WIDTH, (piece, across, CAR_WIDTH)
        corners += bool(track.placements[piece].turn)
    assert corners == 4
