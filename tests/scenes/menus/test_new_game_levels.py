"""A computer seat's level, chosen on New game with the seat's type, and kept: into the match,
for the next New game, through a save and its loading, and by Play again."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.levels import HARD, NORMAL
from tabletop.files import saves
from tabletop.games import bot_levels
from tabletop.games.registry import Bot, rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.menus.new_game import SEAT_TYPES, NewGameScene
from tabletop.scenes.play import bot_worker
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_new_game import choose, open_form, table_below


@pytest.fixture(autouse=True)
def normal_for_every_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """The games' Hard players are not in yet: at the table every level plays as Normal here."""

    def make(game_id: str, level: str, seed: int, *, players: int) -> Bot:
        return bot_levels.make_level_bot(game_id, NORMAL, seed, players=players)

    monkeypatch.setattr(bot_worker, "make_level_bot", make)


def levels_of(table: TableScene) -> list[tuple[str, bool, str]]:
    return [(seat.name, seat.is_bot, seat.level) for seat in table.match.setup.seats]


def quit_to_menu(driver: Driver) -> None:
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    assert isinstance(driver.top, MainMenu)


def test_each_computer_seat_gets_its_level_and_the_next_new_game_remembers_it(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#players_3")
    kinds = [row.kind.selected_option[0] for row in scene.seat_rows]
    assert kinds == ["Human", "Human", "Human"]
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Hard")
    choose(menu, scene.seat_rows[2].kind, "Computer \u2014 Easy")
    assert scene.seat_rows[1].name.get_text() == "Computer 2"  # the default name follows the type
    menu.click_button("Start")
    table = table_below(menu)
    assert levels_of(table) == [
        ("You", False, NORMAL), ("Computer 2", True, "hard"), ("Computer 3", True, "easy"),
    ]
    quit_to_menu(menu)
    scene = open_form(menu)
    kinds = [row.kind.selected_option[0] for row in scene.seat_rows]
    assert kinds == ["Human", "Computer \u2014 Hard", "Computer \u2014 Easy"]
    # Back to a person and to a computer again: Normal unless chosen otherwise.
    choose(menu, scene.seat_rows[1].kind, "Human")
    assert scene.seat_rows[1].name.get_text() == "Player 2"
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Normal")
    assert (scene.form.seats[1].is_bot, scene.form.seats[1].level) == (True, NORMAL)


def test_a_narrow_window_shows_the_level_alone_in_the_box_and_says_computer_in_its_list(
    make_app: type[App],
) -> None:
    driver = main_menu(make_app, (960, 600))
    scene = open_form(driver)
    driver.click_id("#players_6")
    # The list says what a level is: "Computer — Hard" (it was "Hard" alone, not saying computer).
    choose(driver, scene.seat_rows[5].kind, "Computer — Hard")  # the last row opens its list upwards
    assert scene.seat_rows[5].kind.selected_option[0] == "Hard"
    face = driver.app.ctx.ui.get_theme().get_font(["drop_down_menu"])
    for row in scene.seat_rows:
        # Each type's words (a drop-down shows them whole with 32 pixels beside them) and a
        # computer's default name show whole.
        assert face.size(row.kind.selected_option[0])[0] + 32 <= row.kind.rect.width
        assert face.size("Computer 6")[0] + 12 <= row.name.rect.width
    driver.click_button("Start")
    table = table_below(driver)
    assert [seat.level for seat in table.match.setup.seats if seat.is_bot] == ["hard"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_at_the_smallest_size_every_computer_is_told_apart_by_its_whole_name(
    make_app: type[App], language: str
) -> None:
    """French names a computer "Ordinateur 2": at 960 x 600 every seat showed "Ordinateur", cut.
    Each default name shows whole beside its type and colour, whose words show whole too."""
    driver = main_menu(make_app, (960, 600))
    scene = open_form(driver)
    driver.app.ctx.speak(language)
    names = driver.app.ctx.ui.get_theme().get_font(["text_entry_line"])
    face = driver.app.ctx.ui.get_theme().get_font(["drop_down_menu"])
    for info in scene.games:
        driver.click_id(f"#game_{info.id}")
        driver.click_id(f"#players_{info.max_players}")
        for index in range(1, info.max_players):
            scene.set_bot(index, SEAT_TYPES.index((True, HARD)))  # "Difficile", the widest in French
        scene.rebuild_ui()
        shown = [row.name.get_text() for row in scene.seat_rows]
        assert len(set(shown)) == len(shown)
        for row in scene.seat_rows:
            name = row.name.get_text()
            assert names.size(name)[0] + 16 <= row.name.rect.width, (info.id, name)
            for menu in (row.kind, row.colour):
                words = menu.selected_option[0]
                assert face.size(words)[0] + 32 <= menu.rect.width, (info.id, words)


def test_a_saved_game_loads_with_each_seats_level(menu: Driver) -> None:
    scene = open_form(menu)
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Hard")
    menu.click_button("Start")
    table = table_below(menu)
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    assert len(list(saves.saves_dir().glob("*.yaml"))) == 1
    seats = levels_of(table)
    quit_to_menu(menu)

    menu.click_button("Load game")
    load = menu.top
    assert isinstance(load, LoadGameScene) and load.chosen is not None
    menu.click_button("Open")
    loaded = table_below(menu)
    assert loaded is not table
    assert levels_of(loaded) == seats == [("You", False, NORMAL), ("Computer 2", True, "hard")]
    assert {row.name: row.note for row in loaded.seats.rows}["Computer 2"] == "hard"


def test_play_again_keeps_each_seats_level(menu: Driver) -> None:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Hal", True, "blue", "easy"))
    finished = play_match(rules_for("nascard"), Setup(seats, {"laps": 1}), 11)
    menu.app.ctx.stack.push(ResultsScene(menu.app.ctx, finished))
    menu.frames(20)
    menu.click_button("Play again")
    again = table_below(menu)
    assert again.match.seed != finished.seed
    assert levels_of(again) == [("Anna", False, NORMAL), ("Hal", True, "easy")]


def test_in_french_the_levels_read_in_french_on_new_game_and_at_the_table(menu: Driver) -> None:
    scene = open_form(menu)
    menu.app.ctx.speak("fr")
    menu.frames(1)
    scene = menu.top
    assert isinstance(scene, NewGameScene)
    choose(menu, scene.seat_rows[1].kind, "Ordinateur \u2014 Difficile")
    assert scene.seat_rows[1].name.get_text() == "Ordinateur 2"
    assert scene.seat_rows[0].kind.selected_option[0] == "Humain"
    assert scene.seat_rows[0].name.get_text() == "Vous"  # made in English, it follows: the one person
    menu.click_button("Commencer")
    table = table_below(menu)
    # The save keeps the level's code, and the default name as the app made it, in English.
    assert levels_of(table)[1] == ("Computer 2", True, "hard")
    notes = {row.name: row.note for row in table.seats.rows}
    assert notes["Ordinateur 2"].endswith("difficile")
    table.ctx.speak("en")
    notes = {row.name: row.note for row in table.seats.rows}
    assert notes["Computer 2"] == "hard"  # the default name follows the language, and says computer
