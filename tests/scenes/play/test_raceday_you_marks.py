"""Race Day's "you" marks (the gold ring round a car, "you" over a dashboard) point at the
player at the screen: where several people share it, the one whose turn it is, so no one's
while a computer seat plays ("you" sat over Chloé's card while Computer 4 rolled) and no
one's in a replay (over Alice's card, whoever watched)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.raceday.view import RaceDayView, drawing
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

PEOPLE = (
    SeatSetup("Alice", False, "red"), SeatSetup("Bob", False, "blue"), SeatSetup("Chloé", False, "green"),
)
COMPUTER = 3
SEATS = (*PEOPLE, SeatSetup("Computer 4", True, "yellow", level="normal"))


def played_until(seats: tuple[SeatSetup, ...], stop: Any) -> Match:
    """A match of `seats` played by computers until `stop(match)`, some people's moves made."""
    match = Match(rules_for("raceday"), Setup(seats, {"laps": 1}), 3)
    bots = [MatchBot(match, seat) for seat in range(len(seats))]
    while len(match.steps) < 12 or not stop(match):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    return match


def marks(driver: Driver, scene: TableScene) -> tuple[list[int], list[int]]:
    """The seats whose car the ring is drawn round and over whose dashboard "you" is written
    (in gold, in the strip above the card)."""
    rings: list[pygame.Rect] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(drawing, "draw_you_marker", lambda surface, rect: rings.append(rect))
        scene.backdrop.forget()
        scene.draw(driver.app.screen)
    view = scene.view
    assert isinstance(view, RaceDayView)
    screen = driver.app.screen
    ringed = [seat for seat, car in view.cars.items() for rect in rings if rect == car.screen_rect()]
    over = []
    for seat, rect in view.dash_rects.items():
        assert view.state is not None
        lift = 10 if view._look(view.state, seat).active else 0  # a card is lifted on its turn
        strip = pygame.Rect(rect.x, rect.top - lift - 21, rect.width, 20)
        if any(tuple(screen.get_at((x, y)))[:3] == GOLD for x in range(strip.left, strip.right)
               for y in range(strip.top, strip.bottom)):
            over.append(seat)
    return ringed, over


def test_nobody_is_marked_while_a_computer_plays(
    make_app: type[App], held: None
) -> None:
    match = played_until(SEATS, lambda m: m.to_act()[0] == COMPUTER and m.last_human_seat() is not None)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = push_table(driver, match)
    assert scene.viewer is not None and scene.match.to_act() == (COMPUTER,)
    assert marks(driver, scene) == ([], [])


def test_the_person_to_play_is_marked(make_app: type[App], held: None) -> None:
    match = played_until(SEATS, lambda m: m.to_act()[0] == 1)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = push_table(driver, match)
    assert scene.viewer == 1
    assert marks(driver, scene) == ([1], [1])


def test_one_person_is_marked_throughout(make_app: type[App], held: None) -> None:
    computers = ((2, "blue"), (3, "green"))
    alone = (PEOPLE[0], *(SeatSetup(f"Computer {n}", True, c, level="normal") for n, c in computers))
    match = played_until(alone, lambda m: m.to_act()[0] == 2)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = push_table(driver, match)
    assert marks(driver, scene) == ([0], [0])


def test_nobody_is_marked_in_a_replay(make_app: type[App]) -> None:
    match = played_until(SEATS, lambda m: m.to_act()[0] == COMPUTER)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    replay = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(replay)
    for _step in range(8):
        driver.settle(replay.animator)
        assert marks(driver, replay) == ([], [])
        driver.key(pygame.K_RIGHT)
