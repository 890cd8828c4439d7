"""Mind Cycling's camera through whole stages on the real table, and the rings round a place on the
course: the board stays steady, glides when it must move, keeps the riders that matter in view,
and nothing drawn for the course runs over the panel's buttons."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling.actions import Ride
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.simulate import make_bot
from tabletop.scenes.play.coach_overlay import RING
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.camera import Camera
from tabletop.tutorial.catalogue import start_tutorial
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import lit, rules_of, start, view_of

STEP_PIXELS = 40  # the most the view's centre may travel on the screen in one frame
STEP_ZOOM = 0.06  # and the most the zoom may change in one frame (a part of it)


def centre_on_screen(look: tuple[float, tuple[float, float], tuple[int, int, int, int]]) -> pygame.Vector2:
    """The world point a camera `look` draws at its viewport's centre."""
    zoom, origin, viewport = look
    return pygame.Vector2(origin) + pygame.Vector2(viewport[2:]) / (2 * zoom)


def last_rider(scene: TableScene) -> int | None:
    """The rider of the last ride the match recorded."""
    for step in reversed(scene.match.steps):
        for event in step.events:
            if isinstance(event, ev.RiderRode):
                return event.rider
    return None


@pytest.mark.parametrize(
    ("size", "language", "most"),
    [((1280, 720), "en", 1 / 3), ((960, 600), "en", 2 / 3), ((960, 600), "fr", 2 / 3)],
)
def test_the_board_stays_steady_and_glides_only_to_keep_the_riders_in_view(
    make_app: type[App], size: tuple[int, int], language: str, most: float
) -> None:
    """A whole stage against the computer at the usual speed, every frame watched: the camera never
    jumps; it moves for only a part of the moves (it moved for almost every one, and the rider just
    moved or the start area went off the board); the rider to move with its lit places, and the
    rider that has just ridden, are on the road area whenever the table waits for a move. At
    960x600 the road area is so narrow that most moves need the camera; in French the medal
    board's lines wrap otherwise, and the road area changes height during the stage."""
    driver = Driver(make_app(size))
    driver.app.ctx.update_settings(language=language)
    driver.frames(1)
    scene = start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bea", True, "white")), seed=4)
    view, rules = view_of(scene), rules_of(scene)
    bot = make_bot("mindcycling", "game", 7, players=2)
    camera: Camera = view.camera
    before = camera.look()
    moves, moving, frames = 0, False, 0
    while not scene.match.state.over:
        frames += 1
        assert frames < 20000, "the stage never ended"
        state = scene.match.state
        if not scene.animator.busy and scene.match.to_act():
            road = view._road_area()
            rider = state.active()
            assert rider is not None
            where = f"turn {state.turn}, rider {state.index + 1}"
            assert road.contains(view.riders[rider.id].screen_rect()), f"rider to move lost, {where}"
            mover = last_rider(scene)
            if mover is not None and not state.riders[mover].finished:
                assert road.contains(view.riders[mover].screen_rect()), f"rider that rode lost, {where}"
            if 0 in scene.match.to_act():
                ends = lit(scene)
                assert all(road.contains(view.zones[s].screen_rect()) for s in ends if s != FINISH)
                scene.propose(bot.choose(rules, rules.view(state, 0), 0))
        driver.frames(1)
        look = camera.look()
        if look != before:
            step = centre_on_screen(look).distance_to(centre_on_screen(before)) * min(look[0], before[0])
            assert step <= STEP_PIXELS, f"the board jumped {step:.0f} pixels in one frame"
            assert abs(look[0] / before[0] - 1) <= STEP_ZOOM, f"the zoom jumped from {before[0]} to {look[0]}"
            moves += not moving
        moving, before = look != before, look
    rides = len(scene.match.steps)
    assert moves <= most * rides, f"the camera moved {moves} times in {rides} moves"


def panel_pixels(driver: Driver, panel: pygame.Rect) -> bytes:
    return pygame.image.tobytes(driver.app.screen.subsurface(panel), "RGB")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_ring_or_lit_place_runs_over_the_panel(make_app: type[App], language: str) -> None:
    """The guided first game, followed to the coach's first ride across the line: the finish area
    reaches far past the road area's edge, yet the coach's ring round it, the keyboard list's ring
    and the lit finish stay off the rider's card and the buttons (Attack, Stay put), pixel for pixel.
    At 960x600 (at 1280x720 the whole course shows, far from the panel)."""
    driver = Driver(make_app((960, 600)))
    driver.app.ctx.update_settings(language=language, animation_speed="instant")
    driver.frames(1)
    match, coach = start_tutorial("mindcycling")
    scene = TableScene(driver.app.ctx, match, coach)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    view = view_of(scene)
    for _ in range(5000):
        advice = scene.coach.advice if scene.coach is not None else None
        if advice is not None and isinstance(advice.action, Ride) and advice.action.path[-1:] == (FINISH,):
            break
        if advice is not None and not scene.animator.busy:
            scene.propose(advice.action)
        driver.frames(1)
    else:
        pytest.fail("the coach never rode across the line")
    driver.frames(2)
    assert FINISH in lit(scene) and view.buttons and scene.coach is not None
    finish = view.zones[FINISH].screen_rect()
    panel = view.panel.unionall([b.screen_rect() for b in view.buttons])
    assert finish.colliderect(panel), "the stage no longer shows the finish area reaching the panel"
    target = scene.coach.target
    assert target is not None
    reach = RING + 3 + 2  # the coach's ring: RING and a pulse of 3 pixels round it, and its dark edge
    ring = target.inflate(2 * reach, 2 * reach)
    assert not ring.colliderect(panel), f"the coach's ring {ring} over the panel {panel}"
    ringed = panel_pixels(driver, panel)
    driver.key(pygame.K_TAB)
    for _ in range(len(scene.picker.items)):
        if scene.picker.focused == scene.coach.advice.action:
            break
        driver.key(pygame.K_DOWN)
    assert scene.picker.focused == scene.coach.advice.action and scene.picker.last_ring is not None
    assert not scene.picker.last_ring.inflate(4, 4).colliderect(panel)
    # The same frame with no ring and no lit place: the panel does not differ by one pixel.
    scene.coach.target = None
    driver.key(pygame.K_ESCAPE)
    for zone in view.zones.values():
        zone.highlight = None
    driver.frames(1)
    plain = panel_pixels(driver, panel)
    differ = sum(a != b for a, b in zip(ringed, plain, strict=True))
    assert not differ, f"{differ} colour values of the panel changed by a ring or a lit place"
