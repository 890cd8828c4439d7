"""A saved game's row in Load game says how far it had got, as its game says it, and a game kept
when another took its place says so: New game, a few moves, Ctrl+S, the menu, Load, Continue."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.app import App
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.e2e.walk import (
    continue_from_the_menu,
    new_game_through_the_form,
    play_a_few_moves,
    quit_to,
    save_with_ctrl_s,
    seen,
    settle,
)
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson

# What each game's row says a few moves in, in each language.
PROGRESS = {
    "nascard": (r"Lap \d of 2", r"Tour \d sur 2"),
    "raceday": (r"(Before the start|Lap \d of \d)", r"(Avant le départ|Tour \d sur \d)"),
    "mcs": (r"Heat \d+ of \d+", r"Manche \d+ sur \d+"),
    "mindcycling": (r"Turn \d+, \d+ to go", r"Tour \d+, encore \d+"),
    "motox": (
        r"(Building the track|Before the start|Round \d+)",
        r"(Circuit en construction|Avant le départ|Manche \d+)",
    ),
}
DOT = "  \u00b7  "


def rows(driver: Driver) -> list[str]:
    scene = driver.top
    assert isinstance(scene, LoadGameScene) and scene.list is not None
    return [str(item["text"]) for item in scene.list.item_list]


@pytest.mark.parametrize("game", list(PROGRESS))
def test_a_saved_game_s_row_says_how_far_it_had_got(make_app: type[App], game: str) -> None:
    driver = main_menu(make_app, (960, 600), instant=True)
    table = new_game_through_the_form(driver, game, None)
    play_a_few_moves(driver, table)
    save_with_ctrl_s(driver)
    left = seen(table)
    quit_to(driver)

    driver.click_button("Load game")
    driver.frames(2)  # the notes follow the list, replayed a few saves a frame
    english, french = PROGRESS[game]
    [row] = rows(driver)
    assert re.search(DOT + english + f"({DOT}|$)", row), row  # the names give way at 960
    assert "move" not in row and "set aside" not in row  # its moves are in the details
    driver.app.ctx.speak("fr")
    driver.frames(2)
    [row] = rows(driver)
    assert re.search(DOT + french + f"({DOT}|$)", row), row
    driver.app.ctx.speak("en")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MainMenu)
    assert seen(continue_from_the_menu(driver)) == left


def test_a_game_left_for_another_is_listed_set_aside(make_app: type[App]) -> None:
    driver = main_menu(make_app, instant=True)
    mcs = new_game_through_the_form(driver, "mcs", None)
    play_a_few_moves(driver, mcs)
    quit_to(driver)
    saved = new_game_through_the_form(driver, "nascard", None)
    play_a_few_moves(driver, saved)  # the MCS game moves to Load game, set aside
    save_with_ctrl_s(driver)  # this one the player saves
    quit_to(driver)

    driver.click_button("Load game")
    driver.frames(2)
    kept = [row for row in rows(driver) if "MCS Speedway" in row]
    assert len(kept) == 1, kept
    assert re.search(f"MCS Speedway{DOT}set aside{DOT}Heat \\d+ of \\d+{DOT}", kept[0]), kept
    [mine] = [row for row in rows(driver) if "Nascard" in row]
    assert "set aside" not in mine
    driver.app.ctx.speak("fr")
    driver.frames(2)
    assert any(f"MCS Speedway{DOT}mise de côté{DOT}Manche " in row for row in rows(driver)), rows(driver)


def test_a_lesson_left_for_another_game_says_it_is_a_lesson(make_app: type[App]) -> None:
    driver = main_menu(make_app, instant=True)
    lesson = open_lesson(driver, "motox")
    for _turn in range(3):  # a game without a move is not kept
        do_what_the_coach_says(driver, lesson)
        settle(driver, lesson)
    quit_to(driver)
    other = new_game_through_the_form(driver, "nascard", None)
    play_a_few_moves(driver, other)  # the lesson moves to Load game, set aside
    quit_to(driver)

    driver.click_button("Load game")
    driver.frames(2)
    [kept] = [row for row in rows(driver) if "MotoX" in row]
    assert f"MotoX{DOT}lesson{DOT}set aside{DOT}" in kept, kept
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    driver.click(next(b for b in driver.buttons() if "MotoX" in str(b.text)).rect.center)
    assert scene.chosen is not None and scene.chosen.lesson
    driver.click_button("Open")
    reopened = driver.top
    assert isinstance(reopened, TableScene) and reopened.coach is not None, "the coach is back"
