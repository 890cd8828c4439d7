"""Whole games at the real table with a seat named "You" (played from the keyboard list) and a
computer named "Ann": the banner, the seat panel and its notes, the keyboard list, the log and
the results screen read as English, and the keyboard list opens with a natural move."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UILabel

from tabletop.engine.contract import PASSIVE, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.english import bad_lines
from tests.scenes.driver import Driver

# Short games: the same words, fewer frames.
GAMES: dict[str, tuple[int, dict[str, Any]]] = {
    "mcs": (2, {"length": "short"}),
    "nascard": (2, {"laps": 1}),
    "raceday": (2, {"laps": 1}),
    "mindcycling": (2, {}),
    "motox": (3, {}),
}
NAMES = ("You", "Ann", "Ben")


def panel_lines(scene: TableScene) -> set[str]:
    """The words on the table's panels now: banner, seat rows and their hover notes, the list."""
    lines = {scene.banner.message} if scene.banner.message else set()
    for row in scene.seats.rows:
        lines.update(row.fields)
        if row.note:
            lines.add(f"{row.name} ({row.note})")
    for box, _ in scene.seats._boxes():
        tip = scene.seats.describe_at(box.center)
        if tip:
            lines.add(tip)
    lines.update(text for text, _ in scene.picker.items)
    return lines


def play_from_the_keyboard(driver: Driver, scene: TableScene) -> tuple[set[str], int]:
    """Play to the results, "You" always choosing the first move of the keyboard list.

    Returns every line seen and how many times the list opened with a passive move while it
    offered another."""
    lines: set[str] = set()
    passive_first = 0
    for _ in range(20_000):
        if driver.top is not scene:
            break
        lines |= panel_lines(scene)
        if scene.picker.items and not scene.animator.busy:
            ranks = [action.list_rank()[0] for _, action in scene.picker.items]
            if ranks[0] == PASSIVE and min(ranks) != PASSIVE:
                passive_first += 1
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_RETURN)
        else:
            driver.frames(1)
    lines.update(entry.text for entry in scene.log.entries)
    return lines, passive_first


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_at_the_table_with_a_seat_named_you_reads_as_english(driver: Driver, game_id: str) -> None:
    game_hooks.install()
    driver.app.ctx.settings = replace(driver.app.ctx.settings, animation_speed="instant")
    players, options = GAMES[game_id]
    seats = tuple(SeatSetup(name, name != "You") for name in NAMES[:players])
    scene = TableScene(driver.app.ctx, Match(rules_for(game_id), Setup(seats, options), 3))
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    lines, passive_first = play_from_the_keyboard(driver, scene)
    results = driver.top
    assert isinstance(results, ResultsScene), "the game ended at the results"
    labels = [s for s in driver.app.ctx.ui.get_sprite_group().sprites() if isinstance(s, UILabel)]
    lines.update(str(label.text) for label in labels if label.visible)
    lines.update(results.details.values())
    assert passive_first == 0, "the keyboard list opened with a passive move"
    assert any(word in line for line in lines for word in ("You ", "you ", "Your ")), "You is spoken of"
    assert bad_lines(lines) == [], "\n".join(bad_lines(lines))


def test_the_hand_off_to_a_seat_named_you_is_confirmed_with_thats_me(driver: Driver) -> None:
    confirmed: list[bool] = []
    driver.app.ctx.stack.push(HandoffScene(driver.app.ctx, "You", lambda: confirmed.append(True)))
    driver.frames(1)
    assert driver.button_texts() == ["That's me"]
    driver.click_button("That's me")
    assert confirmed == [True]
