"""Issue 28: a game played, saved and left is watched again from Load, as a player does it.

New game (a player and a computer) -> a few moves -> Ctrl+S -> quit -> Load game ->
Replay: the replay starts at the first move, and stepped to the last by the arrow key it
shows the position and the log the table showed when the game was saved.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.replay_scene import ReplayScene
from tests.e2e.walk import new_game_through_the_form, play_a_few_moves, quit_to, save_with_ctrl_s, seen
from tests.scenes.driver import main_menu


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_saved_game_is_watched_again_from_load(make_app: type[App], game: str) -> None:
    driver = main_menu(make_app, instant=True)
    table = new_game_through_the_form(driver, game, None)
    play_a_few_moves(driver, table)
    at_the_save = seen(table)
    save_with_ctrl_s(driver)
    quit_to(driver)
    assert isinstance(driver.top, MainMenu)
    driver.click_button("Load game")
    assert isinstance(driver.top, LoadGameScene)
    driver.click_button("Replay")
    replay = driver.top
    assert isinstance(replay, ReplayScene) and replay.position == 0
    for _ in at_the_save.moves:
        driver.key(pygame.K_RIGHT)
        driver.settle(replay.animator)
    assert replay.position == len(at_the_save.moves)
    assert replay.match.checksum() == at_the_save.checksum
    # The same lines as the table's log, under the replay's own first line.
    assert [entry.text for entry in replay.log.entries[1:]] == at_the_save.log[1:]
    driver.key(pygame.K_RIGHT)  # nothing after the last move
    assert replay.position == len(at_the_save.moves)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, LoadGameScene)
