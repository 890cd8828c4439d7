"""Starting or loading another game never throws an unfinished one away: the autosave that
Continue would have opened moves to Load game, and the table says so."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.files import saves
from tabletop.scenes.menus.main_menu import MainMenu
from tests.e2e.walk import (
    new_game_through_the_form,
    open_from_load,
    play_a_few_moves,
    quit_to,
    seen,
)
from tests.scenes.driver import main_menu


def test_a_new_game_and_a_loaded_one_keep_the_unfinished_game_in_load(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = main_menu(make_app, instant=True)
    mcs = new_game_through_the_form(driver, "mcs", None)
    play_a_few_moves(driver, mcs)
    unfinished = seen(mcs)
    quit_to(driver)
    assert isinstance(driver.top, MainMenu) and saves.has_autosave() and not saves.list_saves()

    raceday = new_game_through_the_form(driver, "raceday", None)
    assert [info.game for info in saves.list_saves()] == []  # nothing moved before a move is made
    told: list[str] = []
    toast = raceday.banner.toast
    monkeypatch.setattr(raceday.banner, "toast", lambda text, *rest: (told.append(text), toast(text, *rest)))
    play_a_few_moves(driver, raceday)
    assert told.count("Your unfinished MCS Speedway game is kept in Load game.") == 1
    assert [info.game for info in saves.list_saves()] == ["mcs"]
    assert saves.load_autosave().game_id == "raceday"
    quit_to(driver)

    opened = open_from_load(driver)  # the only save: the MCS game, as it was left
    assert seen(opened) == unfinished
    play_a_few_moves(driver, opened)
    assert sorted(info.game for info in saves.list_saves()) == ["mcs", "raceday"]
    assert saves.load_autosave().game_id == "mcs"
    quit_to(driver)
    driver.click_button("Continue")
    assert seen(driver.top) == seen(opened)  # type: ignore[arg-type]


def test_continuing_and_going_on_keeps_nothing_twice(make_app: type[App]) -> None:
    driver = main_menu(make_app, instant=True)
    table = new_game_through_the_form(driver, "nascard", None)
    play_a_few_moves(driver, table)
    quit_to(driver)
    driver.click_button("Continue")
    play_a_few_moves(driver, driver.top)  # type: ignore[arg-type]
    quit_to(driver)
    assert saves.has_autosave() and not saves.list_saves()
