"""Issue 26: a game with a Hard and an Easy seat, set up on New game, saved with Ctrl+S while the
Hard seat is thinking, left, continued and loaded, goes on exactly as the unbroken game.

Hard's search is held (a gate around the real Hard player) so the save falls in its thinking
for sure. Nothing is played while it is held, leaving it loses nothing, and once let go the
continued table plays the move the unbroken game would have, then bots finish both the same.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import Action, Rules
from tabletop.engine.levels import EASY, HARD
from tabletop.games import bot_levels
from tabletop.games.registry import GAME_IDS, Bot
from tabletop.games.setup import game_info
from tabletop.games.simulate import MatchBot
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play import bot_worker
from tabletop.scenes.play.table_scene import TableScene
from tests.e2e.walk import (
    confirm_handoffs,
    continue_from_the_menu,
    finish_with_bots,
    open_from_load,
    quit_to,
    save_with_ctrl_s,
    seen,
    table_of,
)
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_new_game import choose

HARD_SEAT, EASY_SEAT = 1, 2
WAIT = 60.0  # seconds for a held search to be asked (never reached when it works)


class Gate:
    """Once armed, holds every Hard choice until opened; the choice is the real Hard player's."""

    def __init__(self) -> None:
        self.armed = threading.Event()
        self.open = threading.Event()
        self.asked = threading.Event()

    def make(self, game_id: str, level: str, seed: int, *, players: int) -> Bot:
        inner = bot_levels.make_level_bot(game_id, level, seed, players=players)
        return _Held(inner, self) if level == HARD else inner


class _Held:
    def __init__(self, inner: Bot, gate: Gate) -> None:
        self.inner = inner
        self.gate = gate

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        if self.gate.armed.is_set():
            self.gate.asked.set()
            assert self.gate.open.wait(WAIT)
        return self.inner.choose(rules, view, seat)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Gate:
    held = Gate()
    monkeypatch.setattr(bot_worker, "make_level_bot", held.make)
    return held


def new_game_with_hard_and_easy(driver: Driver, game: str) -> TableScene:
    """New game: the player, then Hard, then Easy where the game takes three."""
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    driver.click_id(f"#game_{game}")
    players = 3 if 3 in game_info(game).counts else 2
    driver.click_id(f"#players_{players}")
    choose(driver, form.seat_rows[HARD_SEAT].kind, "Computer \u2014 Hard")
    if players == 3:
        choose(driver, form.seat_rows[EASY_SEAT].kind, "Computer \u2014 Easy")
    driver.click_button("Start")
    return table_of(driver)


def play_until_hard_thinks(driver: Driver, table: TableScene, gate: Gate) -> None:
    """The player chooses from the keyboard list until the Hard seat is thinking, after a move of
    the player's at least."""
    match = table.match
    for _ in range(5000):
        confirm_handoffs(driver)
        if any(not match.is_bot(step.seat) for step in match.steps):
            gate.armed.set()
        if table.thinking_seat() == HARD_SEAT and gate.asked.is_set():
            return
        assert match.outcome() is None, "the game ended before the Hard seat thought"
        player_to_act = any(not match.is_bot(seat) for seat in match.to_act())
        if player_to_act and driver.top is table and not table.animator.busy and table.picker.items:
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_RETURN)
        else:
            a_frame(driver, table)
    raise AssertionError("the Hard seat never thought after the player moved")


def until_played(driver: Driver, table: TableScene, steps: int) -> None:
    driver.frames_until(lambda: len(table.match.steps) > steps, "the Hard seat's move never came")


def a_frame(driver: Driver, table: TableScene) -> None:
    """One frame of the table; while a computer's search runs on its thread, the frame waits a
    little first. Without it, how many frames a search takes depends on how fast the machine
    draws them against how fast it searches: a slower or busier machine ran out of frames before
    an unheld Hard move came in."""
    if table.worker.question is not None:
        time.sleep(0.01)
    driver.frames(1)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_saved_while_hard_thinks_goes_on_as_the_unbroken_one(
    make_app: type[App], gate: Gate, game: str
) -> None:
    driver = main_menu(make_app, instant=True)
    table = new_game_with_hard_and_easy(driver, game)
    levels = [seat.level for seat in table.match.setup.seats if seat.is_bot]
    assert levels in ([HARD], [HARD, EASY])
    play_until_hard_thinks(driver, table, gate)
    save_with_ctrl_s(driver)
    before = seen(table)
    unbroken = table.match
    driver.frames(30)
    assert seen(table) == before  # still thinking: nothing played, nothing lost

    quit_to(driver)
    assert isinstance(driver.top, MainMenu)
    continued = continue_from_the_menu(driver)
    assert seen(continued) == before
    quit_to(driver)
    opened = open_from_load(driver)
    assert seen(opened) == before

    # Let go, the opened table plays the move the unbroken game's Hard seat chooses there.
    gate.open.set()
    expected = MatchBot(unbroken, HARD_SEAT).choose(
        unbroken.rules, unbroken.rules.view(unbroken.state, HARD_SEAT), HARD_SEAT)
    until_played(driver, opened, len(before.moves))
    step = opened.match.steps[len(before.moves)]
    assert (step.seat, step.action) == (HARD_SEAT, expected)

    finished, whole = finish_with_bots(opened.match), finish_with_bots(unbroken)
    assert [(s.seat, s.action) for s in finished.steps] == [(s.seat, s.action) for s in whole.steps]
    assert finished.outcome() == whole.outcome() is not None
