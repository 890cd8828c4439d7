"""Steps of a player's path through the real app, by real events: start, play, save, leave, come back.

What a player would check by eye is compared whole: the moves made, the position
(its checksum) and the log the table shows. Bots then finish the game headless,
from the continued match and from the one never interrupted, to the same result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.files.track_library import TrackChoice
from tabletop.games.simulate import MatchBot
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import drop_down
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says
from tests.scenes.menus.test_new_game import choose

HUMAN_MOVES = 2  # and at least one computer move: enough to be a game in progress, and quick


@dataclass(frozen=True)
class Seen:
    """What the table shows of a game: its moves, its position and its log."""

    moves: list[tuple[int, Any]]
    checksum: str
    log: list[str]


def table_of(driver: Driver) -> TableScene:
    scenes = driver.app.ctx.stack.scenes
    tables = [scene for scene in scenes if isinstance(scene, TableScene)]
    assert len(tables) == 1, f"expected one table, found {[type(s).__name__ for s in scenes]}"
    return tables[0]


def new_game_through_the_form(driver: Driver, game: str, track_label: str | None) -> TableScene:
    """Menu -> New game -> the game, a player and a computer, the track (its label) -> Start."""
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    driver.click_id(f"#game_{game}")
    if len(form.seat_rows) < 2:
        driver.click_id("#players_2")
    choose(driver, form.seat_rows[1].kind, "Computer \u2014 Normal")
    if track_label is not None:
        def label(choice: TrackChoice) -> str:
            return f"{choice.name} (yours)" if choice.user else choice.name

        chosen = form.track_choice()
        assert chosen is not None
        if label(chosen) != track_label:
            # The box may show a long name shortened; its open list reads each whole.
            choose(driver, drop_down(driver, "#track"), track_label)
    driver.click_button("Start")
    return table_of(driver)


def confirm_handoffs(driver: Driver) -> None:
    while isinstance(driver.top, HandoffScene):
        driver.click_button(driver.top.confirm_label)


def play_a_few_moves(driver: Driver, table: TableScene, human_moves: int = HUMAN_MOVES) -> None:
    """The human chooses from the keyboard list (Tab, Enter); the table's computer plays its turns."""
    match = table.match
    start = len(match.steps)
    for _ in range(2000):
        confirm_handoffs(driver)
        made = match.steps[start:]
        humans = sum(not match.is_bot(step.seat) for step in made)
        waiting = match.to_act()
        player_to_act = any(not match.is_bot(seat) for seat in waiting)
        # Stop on the player's turn: the computer would not wait for the save and the leaving.
        if humans >= human_moves and len(made) > humans and player_to_act:
            break
        assert match.outcome() is None, "the game ended before the player and the computer moved"
        ready = driver.top is table and not table.animator.busy and table.picker.items
        if ready and player_to_act and table.coach is None:
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_RETURN)
        elif ready and player_to_act and table.coach.advice is not None:
            do_what_the_coach_says(driver, table)  # a lesson's coach takes only the move it teaches
        else:
            driver.frames(1)
    made = match.steps[start:]
    assert any(not match.is_bot(step.seat) for step in made), "the player never moved"
    assert any(match.is_bot(step.seat) for step in made), "the computer never moved"
    settle(driver, table)


def settle(driver: Driver, table: TableScene) -> None:
    confirm_handoffs(driver)
    driver.settle(table.animator)


def seen(table: TableScene) -> Seen:
    match = table.match
    return Seen(
        [(step.seat, step.action) for step in match.steps], match.checksum(),
        [entry.text for entry in table.log.entries],
    )


def save_with_ctrl_s(driver: Driver) -> None:
    before = {info.path for info in saves.list_saves()}
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    made = [info for info in saves.list_saves() if info.path not in before]
    assert len(made) == 1, "Ctrl+S wrote no save"
    assert made[0].problem is None, f"the save just written is listed as broken: {made[0].problem}"


def quit_to(driver: Driver, label: str = "Quit to menu") -> None:
    """Esc, then the pause menu's quit entry."""
    for _ in range(3):
        if isinstance(driver.top, PauseMenu):
            driver.click_button(label)
            return
        driver.key(pygame.K_ESCAPE)
    raise AssertionError("Esc never opened the pause menu")


def continue_from_the_menu(driver: Driver) -> TableScene:
    assert isinstance(driver.top, MainMenu)
    driver.click_button("Continue")
    assert not isinstance(driver.top, DialogScene), getattr(driver.top, "message", "")
    table = table_of(driver)
    settle(driver, table)
    return table


def open_from_load(driver: Driver) -> TableScene:
    """Load game, where the newest save is highlighted: Enter opens it."""
    assert isinstance(driver.top, MainMenu)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene) and scene.chosen is not None and scene.chosen.problem is None
    driver.key(pygame.K_RETURN)
    assert not isinstance(driver.top, DialogScene), getattr(driver.top, "message", "")
    table = table_of(driver)
    settle(driver, table)
    return table


def finish_with_bots(match: Match) -> Match:
    """Every seat played by the computer to the end, headless (a bot's choice depends on the match alone)."""
    bots = [MatchBot(match, seat) for seat in range(len(match.setup.seats))]
    for _ in range(20_000):
        waiting = match.to_act()
        if not waiting:
            return match
        seat = waiting[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    raise AssertionError("the game did not end")


def walk_the_save_paths(
    driver: Driver, table: TableScene, quit_label: str = "Quit to menu"
) -> tuple[TableScene, TableScene]:
    """From a table just started: play, Ctrl+S, leave; Continue, leave; Load, Open. Each time the
    same game comes back; then bots finish it as they would have finished the unbroken one.
    A table not autosaved (a test drive) is not continued: it is opened from Load game twice.
    Returns the tables Continue (or the first Open) and Open gave (their bots finished the game
    off the table)."""
    play_a_few_moves(driver, table)
    save_with_ctrl_s(driver)
    before = seen(table)
    unbroken = table.match
    quit_to(driver, quit_label)
    if not isinstance(driver.top, MainMenu):  # left to the editor: back to the menu from there
        driver.click_id("#editor_back")
    assert isinstance(driver.top, MainMenu) and saves.has_autosave() == table.autosaved

    continued = continue_from_the_menu(driver) if table.autosaved else open_from_load(driver)
    assert continued.match is not unbroken
    assert seen(continued) == before
    quit_to(driver)
    opened = open_from_load(driver)
    assert seen(opened) == before

    finished, expected = finish_with_bots(opened.match), finish_with_bots(unbroken)
    assert [(s.seat, s.action) for s in finished.steps] == [(s.seat, s.action) for s in expected.steps]
    assert finished.checksum() == expected.checksum()
    assert finished.outcome() == expected.outcome() is not None
    return continued, opened
