"""MotoX's replay: the dice tray shows the roll of the position shown, and its words the last
roll, whether the replay stepped there with the table's animations or jumped."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.contract import Event, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox import events as ev
from tabletop.games.motox.state import ORDER, OVER
from tabletop.games.motox.view import MotoXView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.results import ResultsScene
from tests.scenes.driver import Driver
from tests.scenes.play.replay_walk import step_then_jump

TRIO = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green"))


@pytest.fixture(scope="module")
def finished() -> Match:
    return play_match(rules_for("motox"), Setup(TRIO, {}), 5)


@pytest.fixture
def replay(make_app: type[App], finished: Match) -> tuple[Driver, ReplayScene]:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.app.ctx.update_settings(animation_speed="instant")  # a long game, every animation still played
    driver.frames(1)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(3)
    driver.click_button("Watch the replay")
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    return driver, scene


Tray = tuple[tuple[int, ...], str]


def tray(scene: ReplayScene) -> Tray:
    """The dice on show in the tray and the words of the last roll."""
    view = scene.view
    assert isinstance(view, MotoXView)
    pieces = view.pieces
    return tuple(die.value for die in pieces.dice[: pieces.dice_shown]), pieces.tray_line


def assert_last_roll(scene: ReplayScene, match: Match) -> None:
    """The roll in use, else (rolling for first, and once over) the last roll; the words tell it."""
    dice, words = tray(scene)
    last: Event | None = None
    for step in match.steps[: scene.position]:
        last = next((e for e in reversed(step.events) if isinstance(e, FirstRolled | ev.FirstPlayer
                                                                    | ev.DiceRolled)), last)
    state = scene.match.state
    where = f"move {scene.position}"
    if isinstance(last, FirstRolled):
        assert words == last.describe() and dice == (last.value,), where
    elif isinstance(last, ev.DiceRolled):
        assert words == f"{last.who}: " + ", ".join(ev.face_words(d) for d in last.dice), where
        if state.dice:
            assert dice == state.dice, where
        else:
            assert dice == (last.dice if state.phase == OVER else ()), where
    else:
        assert (dice, words) == ((), ""), where
        assert last is not None or state.phase == ORDER, where


def test_the_dice_follow_every_step_and_jump(replay: tuple[Driver, ReplayScene], finished: Match) -> None:
    driver, scene = replay
    step_then_jump(driver, scene, tray, lambda: assert_last_roll(scene, finished))
