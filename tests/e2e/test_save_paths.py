"""Issue 23: every game on every track the library offers, every lesson, a test drive in the
editor and a track made there are saved and continued as a player does it.

New game (a player and a computer) -> a few moves -> Ctrl+S -> quit -> Continue -> quit ->
Load -> Open: the same game each time, and bots finish it as they would have the unbroken
one. The tracks are the library's, listed when the tests are collected: a track added,
removed or rewritten in another format is walked without touching this file.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.files.track_library import available_tracks
from tabletop.games.registry import GAME_IDS
from tabletop.games.setup import game_info
from tabletop.scenes.menus.learn import LearnScene
from tabletop.tutorial.catalogue import games_with_tutorials
from tests.e2e.walk import (
    continue_from_the_menu,
    new_game_through_the_form,
    play_a_few_moves,
    quit_to,
    table_of,
    walk_the_save_paths,
)
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY
from tests.scenes.driver import main_menu
from tests.scenes.editor_steps import build, open_editor


def _every_game_and_track() -> list[tuple[str, str | None]]:
    found: list[tuple[str, str | None]] = []
    for game in GAME_IDS:
        choices = available_tracks(game)[0]
        found += [(game, choice.name) for choice in choices] or [(game, None)]
    return found


@pytest.mark.parametrize(("game", "track"), _every_game_and_track())
def test_a_new_game_saves_continues_and_loads_as_the_same_game(
    make_app: type[App], game: str, track: str | None
) -> None:
    driver = main_menu(make_app, instant=True)
    table = new_game_through_the_form(driver, game, track)
    chosen = table.match.setup.track
    assert (chosen["name"] if chosen is not None else None) == track
    walk_the_save_paths(driver, table)


@pytest.mark.parametrize("game", games_with_tutorials())
def test_a_lesson_saves_continues_and_loads_as_the_same_game(make_app: type[App], game: str) -> None:
    driver = main_menu(make_app, instant=True)
    driver.click_button("Learn to play")
    assert isinstance(driver.top, LearnScene)
    driver.click_id(f"#learn_{game}")
    table = table_of(driver)
    assert table.coach is not None
    continued, opened = walk_the_save_paths(driver, table)
    taught = table.coach.coach.taught
    assert taught, "the lesson taught nothing before it was left"
    # The lesson comes back with its coach, which knows what it has taught.
    for again in (continued, opened):
        assert again.coach is not None and again.coach.coach.taught == taught


@pytest.mark.parametrize("game", games_with_tutorials()[:1])
def test_a_lesson_ended_by_the_learner_continues_without_the_coach(make_app: type[App], game: str) -> None:
    driver = main_menu(make_app, instant=True)
    driver.click_button("Learn to play")
    driver.click_id(f"#learn_{game}")
    table = table_of(driver)
    play_a_few_moves(driver, table)
    assert table.coach is not None
    driver.click(table.coach.skip.center)
    assert table.coach is None
    quit_to(driver)
    continued = continue_from_the_menu(driver)
    assert continued.coach is None and not continued.match.lesson
    assert len(continued.match.steps) == len(table.match.steps)


EDITOR_TRACKS = {doc.game: doc for doc in (NASCARD, RACEDAY, MOTOX, MINDCYCLING)}


@pytest.mark.parametrize("game", [game for game in GAME_IDS if game in EDITOR_TRACKS])
def test_a_track_made_in_the_editor_is_test_driven_then_raced_and_both_continue(
    make_app: type[App], game: str
) -> None:
    driver = main_menu(make_app, instant=True)
    editor = open_editor(driver, game_info(game).name)
    build(driver, editor, EDITOR_TRACKS[game])
    assert editor.valid
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert not editor.dirty

    driver.click_id("#editor_test_drive")
    drive = table_of(driver)
    assert drive.match.setup.track is not None and drive.match.setup.track["name"] == "My track"
    walk_the_save_paths(driver, drive, quit_label="Quit to editor")

    driver.app.ctx.stack.pop_to(driver.app.ctx.stack.home)
    driver.frames(1)
    table = new_game_through_the_form(driver, game, "My track (yours)")
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    walk_the_save_paths(driver, table)
