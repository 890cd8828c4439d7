"""The new-game form keeps what the players set (seats, options, track): across a switch of game, and
from one run of the app to the next (in the settings file), and names the one person among computers
"You"."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UIDropDownMenu

from tabletop.app import App
from tabletop.files.settings import SETTINGS_FILE, load_settings
from tabletop.games.registry import GAME_IDS
from tabletop.games.setup import game_info
from tabletop.paths import data_dir
from tabletop.scenes.menus import new_game
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_new_game import choose, open_form, table_below, track_menu_of, type_into


def names(scene: new_game.NewGameScene) -> list[str]:
    return [row.name.get_text() for row in scene.seat_rows]


def test_switching_games_keeps_the_names_typed_the_computers_and_the_colours(menu: Driver) -> None:
    scene = open_form(menu)  # Nascard, two seats
    type_into(menu, scene.seat_rows[0].name, "Alice")
    type_into(menu, scene.seat_rows[1].name, "Bob")
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Hard")
    choose(menu, scene.seat_rows[1].colour, "Yellow")
    menu.click_id("#game_mcs")
    assert names(scene) == ["Alice", "Bob"]
    bob = scene.form.seats[1]
    assert (bob.is_bot, bob.level, bob.colour) == (True, "hard", "yellow")
    assert scene.seat_rows[1].kind.selected_option[0] == "Computer \u2014 Hard"

    # Mind Cycling has no yellow: Bob keeps his seat and level, and takes a colour it has.
    menu.click_id("#game_mindcycling")
    assert names(scene)[:2] == ["Alice", "Bob"]
    colours = [seat.colour for seat in scene.form.active]
    assert "yellow" not in colours and len(set(colours)) == len(colours)
    assert scene.form.seats[1].is_bot


def test_the_seats_started_last_come_back_the_next_time_the_app_runs(
    make_app: type[App], user_dir: Path
) -> None:
    driver = main_menu(make_app)
    scene = open_form(driver)
    driver.click_id("#game_raceday")
    driver.click_id("#players_3")
    type_into(driver, scene.seat_rows[0].name, "Anna")
    choose(driver, scene.seat_rows[1].kind, "Computer \u2014 Easy")
    driver.click_button("Start")
    table_below(driver)

    kept = load_settings(user_dir / SETTINGS_FILE)[0].new_game_seats["raceday"]
    assert kept["players"] == 3 and kept["seats"][0]["name"] == "Anna"
    again = main_menu(make_app)  # a new run: nothing remembered but the settings file
    scene = open_form(again)
    assert scene.game == "raceday"  # the game started last
    assert names(scene) == ["Anna", "Computer 2", "Player 3"]
    assert scene.seat_rows[1].kind.selected_option[0] == "Computer \u2014 Easy"
    again.click_id("#game_mcs")  # unchanged on this visit: each game shows its own seats
    assert names(scene) == ["Player 1", "Player 2"]


def test_kept_seats_that_no_longer_suit_the_game_fall_back_to_the_defaults(
    make_app: type[App], user_dir: Path
) -> None:
    (user_dir / SETTINGS_FILE).write_text(
        "new_game_seats:\n"
        "  nascard: {players: 99, seats: [5, {name: 12, computer: maybe, level: godlike, colour: plaid},"
        " {name: 'A name far too long for any seat panel'}]}\n"
        "  mcs: [not, a, form]\n"
        "  raceday: {seats: {a: b}}\n",
        encoding="utf-8",
    )
    driver = main_menu(make_app)
    scene = open_form(driver)
    for game in ("nascard", "mcs", "raceday"):
        driver.click_id(f"#game_{game}")
        assert names(scene) == ["Player 1", "Player 2"], game
        assert not any(seat.is_bot for seat in scene.form.active)

    (user_dir / SETTINGS_FILE).write_text("new_game_seats: [broken]\nlast_game: 7\n", encoding="utf-8")
    driver = main_menu(make_app)
    driver.key(pygame.K_RETURN)  # the settings file's problems are told once, in a dialog
    scene = open_form(driver)
    assert names(scene) == ["Player 1", "Player 2"]
    new_game.remembered.clear()


def test_the_one_person_among_computers_is_you(menu: Driver) -> None:
    scene = open_form(menu)
    assert names(scene) == ["Player 1", "Player 2"]  # two people pass the computer
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Normal")
    assert names(scene) == ["You", "Computer 2"]
    menu.click_id("#players_3")
    assert names(scene) == ["Player 1", "Computer 2", "Player 3"]
    menu.click_id("#players_2")
    assert names(scene) == ["You", "Computer 2"]
    menu.click_button("Start")
    assert [str(seat.name) for seat in table_below(menu).match.setup.seats] == ["You", "Computer 2"]


def test_a_name_typed_stays_when_it_reads_as_the_app_s_own(menu: Driver) -> None:
    """Friends who call a seat "You" keep it: it was put back to "Player 1" as soon as another seat
    became a computer, since "You" is also the name the app gives the one person among computers."""
    scene = open_form(menu)
    menu.click_id("#players_3")
    type_into(menu, scene.seat_rows[0].name, "You")
    type_into(menu, scene.seat_rows[1].name, "Anna")
    choose(menu, scene.seat_rows[2].kind, "Computer \u2014 Hard")
    assert names(scene) == ["You", "Anna", "Computer 3"]
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Easy")
    assert names(scene) == ["You", "Anna", "Computer 3"]
    menu.click_button("Start")
    setup = table_below(menu).match.setup
    assert [str(seat.name) for seat in setup.seats] == ["You", "Anna", "Computer 3"]
    new_game.remembered.clear()


def back_to_menu(driver: Driver) -> None:
    stack = driver.app.ctx.stack
    stack.pop_to(stack.scenes[0])
    driver.frames(1)


def shown(menu: object) -> str:
    assert isinstance(menu, UIDropDownMenu)
    return str(menu.selected_option[0])


def test_each_game_s_options_and_track_come_back_after_a_switch_and_the_next_run(
    make_app: type[App], user_dir: Path
) -> None:
    driver = main_menu(make_app)
    scene = open_form(driver)  # Nascard
    choose(driver, scene.option_menus["laps"], "4")
    choose(driver, scene.option_menus["bonus_cards"], "One random card per suit")
    choose(driver, track_menu_of(driver), "Tri-County Speedway")
    driver.click_id("#game_mcs")
    choose(driver, scene.option_menus["length"], "Short: 5 heats, every rider once")
    driver.click_id("#game_nascard")  # a switch of game keeps what was set on each
    assert shown(scene.option_menus["laps"]) == "4"
    driver.click_button("Start")
    table_below(driver)
    back_to_menu(driver)

    scene = open_form(driver)
    driver.click_id("#game_raceday")
    choose(driver, scene.option_menus["laps"], "3")
    choose(driver, scene.option_menus["car_2"], "#22 Cole Brannigan (D8+ B4+ E6+)")
    driver.click_button("Start")
    table_below(driver)
    back_to_menu(driver)

    scene = open_form(driver)
    driver.click_id("#game_mindcycling")
    choose(driver, track_menu_of(driver), "Mountain stage - Col des Roches")
    driver.click_button("Start")
    table_below(driver)

    new_game.remembered.clear()
    again = main_menu(make_app)  # a new run: nothing remembered but the settings file
    scene = open_form(again)
    assert scene.game == "mindcycling"
    chosen = scene.track_choice()
    assert chosen is not None and chosen.id == "mountain"
    again.click_id("#game_raceday")
    assert shown(scene.option_menus["laps"]) == "3"
    assert scene.form.options["car_2"] == "3" and scene.form.options["car_1"] == "random"
    again.click_id("#game_nascard")
    assert shown(scene.option_menus["laps"]) == "4"
    assert scene.form.options["bonus_cards"] == "random"
    chosen = scene.track_choice()
    assert chosen is not None and chosen.name == "Tri-County Speedway"
    again.click_id("#game_mcs")  # set but never started: as the game comes
    assert scene.form.options["length"] == "full"
    again.click_button("Start")
    assert table_below(again).match.setup.options["length"] == "full"
    new_game.remembered.clear()


def test_a_kept_track_or_option_no_longer_offered_falls_back_to_the_default(
    make_app: type[App], user_dir: Path
) -> None:
    folder = user_dir / "tracks" / "nascard"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text(
        (data_dir() / "tracks" / "nascard" / "speedway.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    driver = main_menu(make_app)
    scene = open_form(driver)
    choose(driver, track_menu_of(driver), "Tri-County Speedway (yours)")
    driver.click_button("Start")
    assert load_settings(user_dir / SETTINGS_FILE)[0].new_game_seats["nascard"]["track"] == "yours/mine"

    (folder / "mine.yaml").unlink()
    new_game.remembered.clear()
    again = main_menu(make_app)
    scene = open_form(again)
    chosen = scene.track_choice()
    assert chosen is not None and chosen.name == "Random layout"
    again.click_button("Start")
    assert table_below(again).match.setup.track["name"] == "Random layout"
    new_game.remembered.clear()

    offered = ", ".join(GAME_IDS)
    (user_dir / SETTINGS_FILE).write_text(
        f"tutorials_offered: [{offered}]\nlast_game: raceday\nnew_game_seats:\n"
        "  nascard: {options: {laps: 99, bonus_cards: gone, rivals: maybe, pit_stops: 3}, track: [x]}\n"
        "  raceday: {options: {laps: '4', car_1: '99', car_2: {a: b}}, track: nowhere}\n"
        "  mcs: {options: [mode, teams], track: 5}\n"
        "  motox: {options: {track: chosen}, track: switchback}\n",
        encoding="utf-8",
    )
    driver = main_menu(make_app)
    scene = open_form(driver)
    assert scene.form.options == {**fresh_options("raceday"), "laps": 4}
    chosen = scene.track_choice()
    assert chosen is not None and chosen.id == "pocono"
    for game in ("nascard", "mcs"):
        driver.click_id(f"#game_{game}")
        assert scene.form.options == fresh_options(game), game
    driver.click_id("#game_motox")
    chosen = scene.track_choice()
    assert chosen is not None and chosen.id == "switchback"
    assert scene.form.options == {"track": "chosen"}
    driver.click_button("Start")
    assert table_below(driver).match.setup.track["name"] == "Switchback"
    new_game.remembered.clear()


def fresh_options(game_id: str) -> dict[str, object]:
    return {option.key: option.default for option in game_info(game_id).options}


def test_what_was_set_up_is_there_after_back_in_this_run_and_the_next(
    make_app: type[App], user_dir: Path
) -> None:
    driver = main_menu(make_app)
    scene = open_form(driver)
    driver.click_id("#game_raceday")
    driver.click_id("#players_3")
    type_into(driver, scene.seat_rows[0].name, "Anna")
    choose(driver, scene.option_menus["laps"], "3")
    driver.click_button("Back")  # to read the rules first, say
    assert not isinstance(driver.top, new_game.NewGameScene)

    scene = open_form(driver)
    assert scene.game == "raceday" and names(scene)[0] == "Anna" and scene.form.players == 3
    assert shown(scene.option_menus["laps"]) == "3"
    driver.key(pygame.K_ESCAPE)  # Esc is Back

    new_game.remembered.clear()
    scene = open_form(main_menu(make_app))  # a new run: only the settings file remembers
    assert scene.game == "raceday" and names(scene)[0] == "Anna"
    assert shown(scene.option_menus["laps"]) == "3"
    new_game.remembered.clear()
