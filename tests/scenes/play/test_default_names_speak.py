"""Seat names the player did not type ("You", "Computer 1", "Player 2") are the app's words: a
switch of language in Settings mid-game reaches them in the banner, the log and the seat panel,
in the editor's test drive as in a game from New game. A name the player typed never changes,
and a save keeps loading, its default names following the language too."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import language, local, set_language
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.editor.tracks import NASCARD
from tests.scenes.driver import Driver, main_menu
from tests.scenes.editor_steps import build, open_editor
from tests.scenes.menus.test_new_game import choose, open_form, table_below, type_into

ENGLISH_DEFAULTS = ("You", "Computer", "Player")
SHOTS = os.environ.get("TABLETOP_SHOTS")  # a folder to keep the screens in, to look at them


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def shot(driver: Driver, name: str) -> None:
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), str(Path(SHOTS) / f"{name}.png"))


def french_from_the_pause_menu(driver: Driver, table: TableScene) -> None:
    """Esc, Settings, Français, then back to the table, all as posted events."""
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    driver.click_button("Settings")
    driver.click_button("Français")
    assert language() == "fr"
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Reprendre")
    driver.frames(3)
    assert driver.top is table


def shown_words(table: TableScene) -> dict[str, list[str]]:
    """What the table shows now: the banner's line, the log's lines, the seat panel's rows."""
    return {
        "banner": [table.banner.message],
        "log": [entry.text for entry in table.log.entries],
        "seats": [row.name for row in table.seats.rows],
    }


def english_left(words: dict[str, list[str]], keep: tuple[str, ...] = ()) -> list[str]:
    """Every shown line that still says an English default name (a typed name in `keep` aside)."""
    left = []
    for place, lines in words.items():
        for line in lines:
            stripped = line
            for name in keep:
                stripped = stripped.replace(name, "")
            if any(word in stripped.split() or word + "'s" in stripped for word in ENGLISH_DEFAULTS):
                left.append(f"{place}: {line}")
    return left


def test_a_test_drive_s_seats_speak_french_after_a_switch(make_app: type[App]) -> None:
    driver = main_menu(make_app, (1280, 720), instant=True)
    scene = open_editor(driver, "Nascard")
    build(driver, scene, NASCARD)
    driver.click_id("#editor_test_drive")
    table = driver.top
    assert isinstance(table, TableScene)
    assert [seat.name for seat in table.match.setup.seats][:2] == ["You", "Computer 1"]
    assert {"You", "Computer 1"} <= set(shown_words(table)["seats"])
    shot(driver, "test_drive_english")
    french_from_the_pause_menu(driver, table)
    shot(driver, "test_drive_french")
    words = shown_words(table)
    assert english_left(words) == []
    assert {"Vous", "Ordinateur 1", "Ordinateur 2"} <= set(words["seats"])
    assert "vous" in words["log"][0] and "Ordinateur 1" in words["log"][0]  # "Nascard : vous, …"
    # Back in English, the same seats say so again; the game is the same game.
    checksum = table.match.checksum()
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Réglages")
    driver.click_button("English")
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Resume")
    driver.frames(3)
    assert {"You", "Computer 1"} <= set(shown_words(table)["seats"])
    assert table.match.checksum() == checksum


def test_a_new_game_s_default_names_follow_the_language_and_a_typed_one_stays(
    make_app: type[App], user_dir: Path
) -> None:
    driver = main_menu(make_app, (1280, 720), instant=True)
    form = open_form(driver)
    driver.click_id("#game_raceday")
    driver.click_id("#players_3")
    type_into(driver, form.seat_rows[0].name, "Player 7")  # typed: a name, even if it looks like ours
    choose(driver, form.seat_rows[2].kind, "Computer \u2014 Normal")
    driver.click_button("Start")
    table = table_below(driver)
    while driver.top is not table:  # the hand-off to the first player
        driver.key(pygame.K_RETURN)
    names = [seat.name for seat in table.match.setup.seats]
    assert names == ["Player 7", "Player 2", "Computer 3"]
    french_from_the_pause_menu(driver, table)
    shot(driver, "new_game_french")
    words = shown_words(table)
    assert english_left(words, keep=("Player 7",)) == []
    assert {"Player 7", "Joueur 2", "Ordinateur 3"} <= set(words["seats"])
    assert "Player 7" in words["log"][0] and "Joueur 2" in words["log"][0]

    # Saved, the names are the words they were made with; loaded, the defaults still follow.
    path = saves.save_named(table.match)
    loaded = saves.load(path)
    assert [str(seat.name) for seat in loaded.setup.seats] == ["Player 7", "Player 2", "Computer 3"]
    assert [local(seat.name) for seat in loaded.setup.seats] == ["Player 7", "Joueur 2", "Ordinateur 3"]
    assert loaded.checksum() == table.match.checksum()


def test_a_save_written_in_french_before_keeps_its_checksum_and_speaks_english(tmp_path: Path) -> None:
    """A save from before (names written in the language of the day) loads as it was, and its
    default names are shown in the language spoken now; a typed name stays."""
    seats = (SeatSetup("Vous", False, "red"), SeatSetup("Ordinateur 1", True, "blue"),
             SeatSetup("Ordinateur 9", False, "white"))  # a person named so by hand
    old = play_match(rules_for("raceday"), Setup(seats), 4)
    path = tmp_path / "old.yaml"
    old.save(path)
    loaded = Match.load(path, rules_for)
    assert loaded.checksum() == old.checksum()
    assert [str(seat.name) for seat in loaded.setup.seats] == ["Vous", "Ordinateur 1", "Ordinateur 9"]
    assert [local(seat.name) for seat in loaded.setup.seats] == ["You", "Computer 1", "Ordinateur 9"]


def test_a_lesson_s_learner_is_vous_after_a_switch_to_french(make_app: type[App]) -> None:
    """A lesson names its seats in its own file, in both languages: "You" follows the switch."""
    driver = main_menu(make_app, (1280, 720), instant=True)
    driver.click_button("Learn to play")
    driver.click_id("#learn_raceday")
    table = driver.top
    assert isinstance(table, TableScene) and table.coach is not None
    assert "You" in shown_words(table)["seats"]
    french_from_the_pause_menu(driver, table)
    words = shown_words(table)
    assert english_left(words) == []
    assert "Vous" in words["seats"]
