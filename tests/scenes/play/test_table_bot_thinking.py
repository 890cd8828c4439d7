"""A computer player thinks off the frame loop: the table keeps drawing and answering while
it does, plays its move once it is in (the very move a call in the frame loop gives), and
never plays a move chosen for a position an undo or a closed table left behind."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest

from tabletop.engine.contract import Action, Rules, SeatSetup
from tabletop.engine.levels import HARD, NORMAL
from tabletop.games import bot_levels, simulate
from tabletop.games.nascard.actions import PlayCard
from tabletop.games.registry import Bot
from tabletop.games.simulate import MatchBot
from tabletop.scenes.play import bot_worker
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.panels.panel import PADDING
from tabletop.table.panels.seat_panel import SWATCH
from tabletop.table.pieces.token_sprite import colour_rgb
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Hal", True, "blue", HARD))
ANNA, HAL = 0, 1
WAIT = 30.0  # seconds a test waits for the thread before calling it stuck (never reached when it works)


class Gate:
    """Holds every Hard choice until the test opens it; the choice itself is the Normal player's,
    standing in for a Hard search the games do not offer yet."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.asked = threading.Event()
        self.answered = threading.Event()
        self.threads: list[str] = []

    def make(self, game_id: str, level: str, seed: int, *, players: int) -> Bot:
        inner = bot_levels.make_level_bot(game_id, NORMAL, seed, players=players)
        if level != HARD:
            return inner
        return _HeldBot(inner, self)


class _HeldBot:
    def __init__(self, inner: Bot, gate: Gate) -> None:
        self.inner = inner
        self.gate = gate

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        self.gate.threads.append(threading.current_thread().name)
        self.gate.asked.set()
        assert self.gate.open.wait(WAIT)
        action = self.inner.choose(rules, view, seat)
        self.gate.answered.set()
        return action


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Gate:
    held = Gate()
    monkeypatch.setattr(bot_worker, "make_level_bot", held.make)
    return held


def anna_plays(driver: Driver, scene: TableScene, choice: int = 0) -> None:
    """Wait for Anna's turn at rest, then play her plain card number `choice`."""
    for _ in range(600):
        if ANNA in scene.match.to_act() and not scene.animator.busy:
            break
        driver.frames(1)
    state = scene.match.state
    cards = [a for a in scene.rules.legal_actions(state, ANNA) if isinstance(a, PlayCard) and not a.bonus]
    assert scene.propose(cards[choice]) is None


def swatch_dots(driver: Driver, scene: TableScene, name: str) -> int:
    """How many dots of the thinking mark the seat panel draws in `name`'s swatch, as shown."""
    surface = pygame.display.get_surface()
    index = next(i for i, row in enumerate(scene.seats.rows) if row.name == name)
    box = next(box for box, shown in scene.seats._boxes() if shown == index)
    centre = (box.x + PADDING + SWATCH // 2, box.y + PADDING + SWATCH // 2)
    rgb = colour_rgb(scene.seats.rows[index].colour)
    return sum(1 for dot in range(3) if surface.get_at((centre[0] - 6 + 6 * dot, centre[1]))[:3] != rgb)


def until_thinking(driver: Driver, scene: TableScene, gate: Gate) -> None:
    """Frames until Hal has been asked and the usual pause is over: the table waits on him."""
    for _ in range(600):
        if scene.thinking_seat() == HAL:
            assert gate.asked.wait(WAIT)
            return
        driver.frames(1)
    raise AssertionError("the table never said Hal was thinking")


def test_the_table_rests_and_pauses_while_a_computer_thinks_then_plays_its_move(
    driver: Driver, gate: Gate, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = start_table(driver, "nascard", SEATS, seed=4)
    now = [0.0]
    scene.clock = lambda: now[0]
    anna_plays(driver, scene)
    until_thinking(driver, scene, gate)
    before = len(scene.match.steps)
    driver.frames(100)  # past the grace after Anna's input
    assert len(scene.match.steps) == before
    assert gate.threads == ["computer-player"]
    # The frame loop runs, but draws nothing while only the computer's thread works...
    assert driver.app.at_rest()
    assert scene.banner.message == "Hal is thinking."
    assert swatch_dots(driver, scene, "Hal") == 1 and swatch_dots(driver, scene, "Anna") == 0
    # ...but the next dot of the thinking mark, in the banner and in Hal's row.
    now[0] += 0.5
    assert driver.app.step(1 / 60)
    assert scene.banner.message == "Hal is thinking.."
    assert swatch_dots(driver, scene, "Hal") == 2
    assert not driver.app.step(1 / 60)

    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    driver.click_button("Resume")
    assert driver.top is scene and len(scene.match.steps) == before

    # The move it plays is the one the frame loop's synchronous choice gives.
    monkeypatch.setattr(simulate, "make_level_bot", lambda game_id, level, seed, *, players: (
        bot_levels.make_level_bot(game_id, NORMAL, seed, players=players)
    ))
    expected = MatchBot(scene.match, HAL).choose(scene.rules, scene.rules.view(scene.match.state, HAL), HAL)
    gate.open.set()
    assert gate.answered.wait(WAIT)
    for _ in range(600):
        if len(scene.match.steps) > before:
            break
        driver.frames(1)
    step = scene.match.steps[before]
    assert (step.seat, step.action) == (HAL, expected)
    assert not scene.banner.message.startswith("Hal is thinking")
    driver.frames(1)
    assert swatch_dots(driver, scene, "Hal") == 0


def test_the_answer_wakes_a_resting_table(driver: Driver, gate: Gate) -> None:
    scene = start_table(driver, "nascard", SEATS, seed=4)
    anna_plays(driver, scene)
    until_thinking(driver, scene, gate)
    before = len(scene.match.steps)
    driver.frames(100)
    assert driver.app.at_rest() and not pygame.event.peek()
    gate.open.set()
    assert gate.answered.wait(WAIT)
    for _ in range(600):  # the thread posts its event just after the answer
        if pygame.event.peek():
            break
        threading.Event().wait(0.01)
    assert driver.app.step(1 / 60)  # woken: the move is played and drawn in one frame
    assert len(scene.match.steps) == before + 1 and scene.match.steps[before].seat == HAL


def test_an_undo_while_a_computer_thinks_drops_its_move(driver: Driver, gate: Gate) -> None:
    scene = start_table(driver, "nascard", SEATS, seed=4)
    anna_plays(driver, scene)
    until_thinking(driver, scene, gate)
    asked_at = len(scene.match.steps)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.steps) < asked_at and ANNA in scene.match.to_act()
    assert scene.thinking_seat() is None
    gate.open.set()
    assert gate.answered.wait(WAIT)
    driver.frames(10)
    # The answer for the position taken back is thrown away: Anna is still to play.
    assert len(scene.match.steps) < asked_at and ANNA in scene.match.to_act()
    assert all(step.seat != HAL for step in scene.match.steps[asked_at - 1:])
    # Another move of hers asks Hal again, about the new position, and that answer is played.
    anna_plays(driver, scene, choice=1)
    assert len(scene.match.steps) == asked_at
    for _ in range(600):
        if len(scene.match.steps) > asked_at:
            break
        driver.frames(1)
    assert len(gate.threads) == 2
    assert scene.match.steps[asked_at].seat == HAL


def test_leaving_the_table_while_a_computer_thinks_plays_nothing(driver: Driver, gate: Gate) -> None:
    scene = start_table(driver, "nascard", SEATS, seed=4)
    anna_plays(driver, scene)
    until_thinking(driver, scene, gate)
    asked_at = len(scene.match.steps)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    assert scene not in driver.app.ctx.stack.scenes
    assert scene.worker.question is None
    gate.open.set()
    assert gate.answered.wait(WAIT)
    driver.frames(5)
    assert len(scene.match.steps) == asked_at


def test_the_seat_panel_names_a_computers_level(driver: Driver, gate: Gate) -> None:
    seats = (*SEATS, SeatSetup("Computer 3", True, "green", "easy"))
    scene = start_table(driver, "nascard", seats, seed=4)
    notes = {row.name: row.note for row in scene.seats.rows}
    assert notes["Anna"] == ""
    assert notes["Hal"] == "computer \u00b7 hard"
    assert notes["Computer 3"] == "easy"
