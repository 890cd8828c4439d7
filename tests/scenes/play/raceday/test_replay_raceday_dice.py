"""Race Day's replay: the dice tray shows the last roll of the position shown, whether the
replay stepped there with the table's animations or jumped (back, the ends, the bar, a round)."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.view import RaceDayView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.results import ResultsScene
from tests.scenes.driver import Driver
from tests.scenes.play.replay_walk import step_then_jump

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Clara", True, "green"))
UNROLLED = 6  # the face a die not rolled yet shows, live as in the replay


@pytest.fixture(scope="module")
def finished() -> Match:
    match = play_match(rules_for("raceday"), Setup(SEATS, {"laps": 1}), 5)
    kinds = {type(event) for step in match.steps for event in step.events}
    assert {FirstRolled, ev.GridFormed, ev.MoveRolled, ev.CheckRolled} <= kinds, "a race with every roll"
    return match


@pytest.fixture
def replay(make_app: type[App], finished: Match) -> tuple[Driver, ReplayScene]:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(3)
    driver.click_button("Watch the replay")
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    return driver, scene


Tray = tuple[int, tuple[int, ...], tuple[str, ...]]


def tray(scene: ReplayScene) -> Tray:
    """What the dice tray shows: the move die, the check dice and the words under them."""
    view = scene.view
    assert isinstance(view, RaceDayView)
    words = tuple(text for text, _colour in view.tray_lines)
    return view.move_die.value, tuple(die.value for die in view.check_dice), words


def assert_last_roll(scene: ReplayScene, match: Match) -> None:
    """The tray shows the dice last rolled before this position and says what the last roll was."""
    move, checks, words = tray(scene)
    rolled_move, rolled_checks, last = UNROLLED, (UNROLLED, UNROLLED), None
    for step in match.steps[: scene.position]:
        for event in step.events:
            if isinstance(event, FirstRolled):
                rolled_move, last = event.value, event
            elif isinstance(event, ev.MoveRolled):
                rolled_move, last = event.die, event
            elif isinstance(event, ev.CheckRolled):
                rolled_checks, last = event.dice, event
            elif isinstance(event, ev.GridFormed):
                last = event
    where = f"move {scene.position}"
    assert (move, checks) == (rolled_move, rolled_checks), where
    if last is None:
        assert words == ("Roll for the pole",), where
    elif isinstance(last, FirstRolled):
        assert words[-1] == last.describe(), where
    elif isinstance(last, ev.GridFormed):
        assert words[-1] == f"{last.who[0]} takes the pole", where
    elif isinstance(last, ev.MoveRolled):
        assert words[0].startswith(last.who) and words[-1].startswith(f"rolled {last.die}"), where
    else:
        sums = " + ".join(map(str, last.dice))
        assert f"{sums} = {sum(last.dice)} against {last.target}+" in words[-1], where


def test_the_dice_follow_every_step_and_jump(replay: tuple[Driver, ReplayScene], finished: Match) -> None:
    driver, scene = replay
    step_then_jump(driver, scene, tray, lambda: assert_last_roll(scene, finished))
