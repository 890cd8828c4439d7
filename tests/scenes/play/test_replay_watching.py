"""A replay shows the game to someone watching: the seat it follows is never prompted to act or
offered a choice, though the live table at the same position would."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox.view import MotoXView
from tabletop.games.raceday.view import RaceDayView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver

ANNA, BOB = SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue")
CLEO = SeatSetup("Cleo", True, "green")
SEATS = {"raceday": (ANNA, BOB), "motox": (ANNA, BOB, CLEO)}


def offered(scene: TableScene) -> tuple[str, int]:
    """What the view puts before the seat it shows: the line over the choices and how many
    choices (Race Day's cards, MotoX's buttons)."""
    view = scene.view
    if isinstance(view, RaceDayView):
        return view._prompt(), len(view.choices)
    assert isinstance(view, MotoXView)
    return view.tray_prompt(), len(view.pieces.buttons)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_seat_a_replay_follows_is_not_asked_to_act(make_app: type[App], game: str) -> None:
    game_hooks.install()
    finished = play_match(rules_for(game), Setup(SEATS[game], {"laps": 1} if game == "raceday" else {}), 5)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    live = TableScene(driver.app.ctx, Match(finished.rules, finished.setup, finished.seed))
    driver.app.ctx.stack.push(live)
    driver.settle(live.animator)
    line, choices = offered(live)
    assert choices and line.startswith("Anna") is False  # the live table asks Anna: "Your roll..."
    driver.app.ctx.stack.pop()

    replay = ReplayScene(driver.app.ctx, finished)
    driver.app.ctx.stack.push(replay)
    for _ in range(12):
        driver.settle(replay.animator)
        line, choices = offered(replay)
        assert choices == 0, line
        assert "Your" not in line and "your" not in line, line
        driver.key(pygame.K_RIGHT)
