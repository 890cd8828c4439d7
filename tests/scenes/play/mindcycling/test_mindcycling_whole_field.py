"""Every rider stays in view through a whole stage, and the board shows whole when it fits: no rider
hidden beyond the road area's edge (at 960x600 the leaders of the sprint were off the board), no
course cut flat by the road area while it would fit at a readable size, and zooming out with the
wheel brings the course back to the middle of the road area."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.engine.match import Match
from tabletop.games.mindcycling.view.table_view import MindCyclingView
from tabletop.games.simulate import make_bot
from tabletop.table.machinery.camera import Camera
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import rules_of, start, view_of
from tests.scenes.play.replay_walk import open_replay

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bea", True, "white"), SeatSetup("Cal", True, "purple"))


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_every_rider_is_on_the_road_area_at_every_move_of_a_stage(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.app.ctx.update_settings(animation_speed="instant")
    driver.frames(1)
    scene = start(driver, SEATS, seed=4)
    view, rules = view_of(scene), rules_of(scene)
    bot = make_bot("mindcycling", "game", 7, players=3)
    waits = 0
    for _ in range(20000):
        state = scene.match.state
        if state.over:
            break
        if not scene.animator.busy and scene.match.to_act():
            waits += 1
            road = view._road_area()
            where = f"turn {state.turn}, rider {state.index + 1}"
            for rider in state.riders:
                box = view.riders[rider.id].screen_rect()
                assert road.contains(box), f"rider {rider.id} at {box} off the road area {road}, {where}"
            if 0 in scene.match.to_act():
                scene.propose(bot.choose(rules, rules.view(state, 0), 0))
        driver.frames(1)
    assert scene.match.state.over and waits > 20
    if size == (1280, 720):
        _every_rider_in_view_through_the_replay(make_app, scene.match)


def _every_rider_in_view_through_the_replay(make_app: type[App], match: Match) -> None:
    """The replay's table is shorter (its bar takes the bottom): the whole course cut at the
    mountain showed no rider of the last line."""
    driver, replay = open_replay(make_app, (1280, 720), match)
    view = replay.view
    assert isinstance(view, MindCyclingView)
    for move in range(replay.timeline.length + 1):
        driver.settle(replay.animator)
        road = view._road_area()
        for rider_id, sprite in view.riders.items():
            box = sprite.screen_rect()
            assert road.contains(box), f"replay move {move}: rider {rider_id} at {box} off {road}"
        replay.forward()


def test_at_1280_by_720_the_whole_course_shows_at_the_start(make_app: type[App]) -> None:
    """The course fits the road area with riders large enough to read: it is not cut at all."""
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = start(driver, SEATS, seed=4)
    view = view_of(scene)
    course = view.camera.world_rect_to_screen(view._extent())
    assert view._road_area().contains(course), f"course {course} cut by the road area {view._road_area()}"


def test_zooming_out_brings_the_whole_course_to_the_middle(make_app: type[App]) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = start(driver, SEATS, seed=4)
    view = view_of(scene)
    camera: Camera = view.camera
    road = view._road_area()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=road.topleft, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(road.x + 20, road.y + 20), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(12):
        driver.wheel(-1)
    driver.frames(2)
    course = camera.world_rect_to_screen(view._extent())
    assert road.contains(course), f"course {course} cut by the road area {road}"
