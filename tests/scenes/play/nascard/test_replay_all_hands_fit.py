"""A replay of a six-car Nascard race with every hand shown lists all six seats: the rows'
hand lines give way (last rows first) before any seat leaves the panel, at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.table.panels.seat_panel import LEAST_FIELD
from tests.scenes.driver import Driver

COLOURS = ("red", "blue", "green", "yellow", "orange", "purple")
SIX_SEATS = Setup(tuple(SeatSetup(f"Player {n}", True, c) for n, c in enumerate(COLOURS, 1)), {"laps": 1})
ONE_AND_RIVALS = Setup((SeatSetup("Computer 1", True, "red"),), {"laps": 1, "rivals": True})


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("setup", [SIX_SEATS, ONE_AND_RIVALS], ids=["six-seats", "rivals"])
def test_every_seat_row_stays_listed_with_all_hands(
    make_app: type[App], size: tuple[int, int], setup: Setup
) -> None:
    match: Match = play_match(rules_for("nascard"), setup, 8)
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    driver.click_button("All hands")
    assert scene.all_hands
    screen = pygame.Rect((0, 0), size)
    hands_listed = 0
    for _ in range(6):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        boxes = scene.seats._boxes()
        assert len(scene.seats.rows) == 6
        assert [index for _, index in boxes] == list(range(6)), [row.fields for row in scene.seats.rows]
        assert all(screen.contains(box) for box, _ in boxes)
        lines = [line.text for index in range(6) for line in scene.seats.lines(index)]
        hands_listed += any(text.startswith("Hand:") for text in lines)
    # Only the rows that would not fit leave their hands out: the panel is not emptied of them.
    assert hands_listed


def test_every_seat_lists_its_hand_at_1280_x_720(make_app: type[App]) -> None:
    """Six seats' hands were left out of their rows, all but the leader's, at the seats' largest
    words: the words get smaller first, a seat's face-down cards on its hand's line, so every
    row lists its hand, no line smaller than reads."""
    match: Match = play_match(rules_for("nascard"), SIX_SEATS, 8)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    driver.click_button("All hands")
    face_down = 0
    for _ in range(8):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        assert len(scene.seats._boxes()) == 6
        for index in range(6):
            lines = scene.seats.lines(index)
            assert any(line.text.startswith("Hand:") for line in lines), [line.text for line in lines]
            assert all(line.size >= LEAST_FIELD for line in lines)
            face_down += any("face down:" in line.text for line in lines)
    assert face_down, "no seat had cards face down"
