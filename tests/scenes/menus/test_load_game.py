"""Continue and Load game from the main menu: the autosave, the save list, open, delete."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pygame
import pytest
import yaml
from pygame_gui.elements import UIButton

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import NOT_A_SAVE, Match
from tabletop.files import saves
from tabletop.files.track_library import available_tracks
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.nascard.random_track import random_choice
from tabletop.games.registry import rules_for
from tabletop.games.setup import game_info
from tabletop.language import local, set_language
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks, load_game
from tabletop.scenes.menus.load_game import LoadGameScene, list_item
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.test_saves import played_match


@pytest.fixture
def start_app(make_app: type[App]) -> type[App]:
    """Apps as `run_app` opens them: the game hooks installed first."""
    game_hooks.install()
    return make_app


def open_app(make_app: type[App], size: tuple[int, int] = (1280, 720)) -> Driver:
    driver = Driver(make_app(size))
    driver.frames(1)
    return driver


def table_on_menu(driver: Driver) -> TableScene:
    scenes = driver.app.ctx.stack.scenes
    assert isinstance(scenes[0], MainMenu) and isinstance(scenes[1], TableScene)
    return scenes[1]


def roomy(row: str) -> bool:
    """Every row fits."""
    return True


def row(driver: Driver, text_part: str) -> UIButton:
    rows = [
        button for button in driver.buttons()
        if "@selection_list_item" in button.class_ids and text_part in str(button.text)
    ]
    assert len(rows) == 1, f"expected one row with {text_part!r}"
    return rows[0]


# --- Continue --------------------------------------------------------------------------


def test_continue_shows_only_with_an_autosave_and_resumes_it(start_app: type[App]) -> None:
    driver = open_app(start_app)
    assert driver.button_texts() == [
        "New game", "Learn to play", "Load game", "Track editor", "Settings", "Rules", "Quit"
    ]

    match = played_match(5)
    saves.write_autosave(match)
    driver = open_app(start_app)
    assert driver.button_texts()[0] == "Continue"
    driver.click_button("Continue")
    table = table_on_menu(driver)
    assert table.match.checksum() == match.checksum()
    assert len(table.match.steps) == 5


def test_a_corrupt_autosave_is_explained_and_can_be_discarded(start_app: type[App]) -> None:
    # Broken inside, yet whole to its checksum line: damaged, not cut short.
    text = "format: 1\ngame: nascard\nmoves: [oops\nchecksum: 0123456789abcdef\n"
    saves.autosave_path().write_text(text, encoding="utf-8")
    driver = open_app(start_app)
    driver.click_button("Continue")
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    # Said for a player, the game named from its whole second line; the file and its line are one
    # click away (this used to be all there was).
    assert dialog.message.startswith("Your Nascard game, saved today at ")
    assert "cannot be continued: the file is damaged." in dialog.message
    assert str(saves.autosave_path()) not in dialog.message and "YAML" not in dialog.message
    driver.click_button("Details")
    details = driver.top
    assert isinstance(details, DialogScene)
    assert str(saves.autosave_path()) in details.message and "not valid YAML" in details.message
    assert details.message.count(str(saves.autosave_path())) == 1  # on the File line, not each problem's
    driver.click_button("OK")
    assert isinstance(driver.top, DialogScene) and driver.top.message == dialog.message

    driver.click_button("Keep it")
    assert isinstance(driver.top, MainMenu)
    assert saves.has_autosave()
    assert "Continue" in driver.button_texts()  # the menu still works, and still offers it

    driver.click_button("Continue")
    driver.click_button("Discard it")
    assert isinstance(driver.top, MainMenu)
    assert not saves.has_autosave()
    assert "Continue" not in driver.button_texts()


# --- Load game ---------------------------------------------------------------------------


def test_the_list_shows_each_save_and_opens_the_chosen_one(start_app: type[App]) -> None:
    older = played_match(3, ("Anna", "Bob"))
    newer = played_match(8, ("Clara", "Dora", "Emil"))
    saves.save_named(older, now=datetime(2025, 5, 1, 10, 0))
    saves.save_named(newer, now=datetime(2025, 5, 2, 10, 0))
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    # How far it had got, as the game says it (its moves, in the details).
    assert row(driver, "Clara, Dora, Emil").text.count("Nascard  \u00b7  Lap 1 of 2  \u00b7  ") == 1
    assert "Nascard" in row(driver, "Anna, Bob").text

    driver.click(row(driver, "Anna, Bob").rect.center)
    driver.frames(1)
    assert scene.chosen is not None and scene.chosen.players == ("Anna", "Bob")
    driver.click_button("Open")
    table = table_on_menu(driver)
    assert table.match.checksum() == older.checksum()


def test_bytes_that_are_no_save_are_not_called_cut_short(start_app: type[App]) -> None:
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "noise.yaml").write_bytes(bytes(range(256)) * 8)
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    text = row(driver, "noise.yaml").text
    assert "cannot be opened" in text and "cut short" not in text
    assert scene.chosen is not None and scene.chosen.summary == NOT_A_SAVE


def test_a_saves_folder_that_is_a_file_is_named_not_called_empty(start_app: type[App]) -> None:
    saves.saves_dir().write_text("not a folder\n")
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene) and not scene.saves
    assert scene.empty_note() == (
        f"Your saves folder {saves.saves_dir()} cannot be used: a file is where a folder should be."
    )


def test_a_damaged_save_shows_its_problem_and_cannot_be_opened(start_app: type[App]) -> None:
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "wrecked.yaml").write_text("- not\n- a save\n", encoding="utf-8")
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert "cannot be opened" in row(driver, "wrecked.yaml").text
    assert scene.chosen is not None and scene.chosen.summary == NOT_A_SAVE
    assert scene.chosen.problem is not None and "not a saved game" in scene.chosen.problem
    assert not driver.button("Open").is_enabled
    # The file's line and reason are behind Details, for whoever mends files.
    driver.click_button("Details")
    details = driver.top
    assert isinstance(details, DialogScene) and "line 1: not a saved game" in details.message
    driver.click_button("OK")
    assert driver.top is scene
    driver.key(pygame.K_RETURN)
    assert driver.top is scene


def test_a_save_that_does_not_replay_opens_a_dialog_and_the_list_stays(start_app: type[App]) -> None:
    path = saves.save_named(played_match(4))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["checksum"] = "0" * 16
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert driver.button("Open").is_enabled  # the header looks fine until the moves replay
    driver.click_button("Open")
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    assert dialog.message.startswith("Your Nascard game with Anna and Bob, saved today at")
    assert "cannot be opened: its moves no longer play out as they did" in dialog.message
    driver.click_button("Details")
    assert isinstance(driver.top, DialogScene) and "different position" in driver.top.message
    driver.click_button("OK")
    assert driver.top is not scene  # back to the first dialog
    driver.click_button("OK")
    assert driver.top is scene
    assert scene.chosen is not None and scene.chosen.path == path


def test_delete_asks_first(start_app: type[App]) -> None:
    keep = saves.save_named(played_match(2), now=datetime(2025, 5, 1))
    doomed = saves.save_named(played_match(6, ("Zed", "Yan")), now=datetime(2025, 5, 2))
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert scene.chosen is not None and scene.chosen.path == doomed  # the newest is picked first

    driver.click_button("Delete")
    assert isinstance(driver.top, DialogScene)
    driver.click_button("Keep it")
    assert doomed.exists()

    driver.click_button("Delete")
    driver.click_button("Delete it")
    assert driver.top is scene
    assert not doomed.exists() and keep.exists()
    assert [info.path for info in scene.saves] == [keep]
    assert scene.chosen is not None and scene.chosen.path == keep


def test_an_empty_list_says_how_to_save_and_back_returns(start_app: type[App]) -> None:
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert scene.chosen is None
    assert not driver.button("Open").is_enabled and not driver.button("Delete").is_enabled
    driver.click_button("Back")
    assert isinstance(driver.top, MainMenu)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_load_screen_fits_the_window(start_app: type[App], user_dir: Path, size: tuple[int, int]) -> None:
    for index in range(12):
        saves.save_named(played_match(index % 3 + 1), now=datetime(2025, 1, 1, 0, index))
    driver = open_app(start_app, size)
    driver.click_button("Load game")
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(button.rect) for button in driver.buttons())


def test_a_click_picks_a_save_and_a_double_click_or_enter_opens_it(start_app: type[App]) -> None:
    older = played_match(3, ("Anna", "Bob"))
    saves.save_named(older, now=datetime(2025, 5, 1, 10, 0))
    saves.save_named(played_match(5, ("Clara", "Dora")), now=datetime(2025, 5, 2, 10, 0))
    driver = open_app(start_app)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert "Details" not in driver.button_texts()  # only a save that cannot be opened has any
    newest = row(driver, "Clara, Dora")
    assert scene.chosen is not None and scene.chosen.players == ("Clara", "Dora")
    assert newest.is_selected and driver.button("Open").is_enabled
    # A click on the highlighted save keeps it chosen (it used to let go of it).
    driver.click(newest.rect.center)
    driver.frames(1)
    assert scene.chosen is not None and scene.chosen.players == ("Clara", "Dora")
    assert newest.is_selected and driver.button("Open").is_enabled
    driver.frames(40)  # not a double click
    driver.click(row(driver, "Anna, Bob").rect.center)
    driver.frames(1)
    assert scene.chosen is not None and scene.chosen.players == ("Anna", "Bob")
    assert row(driver, "Anna, Bob").is_selected and not row(driver, "Clara, Dora").is_selected
    driver.frames(40)
    # A double click opens the save under it, whether it was chosen already or not.
    driver.click(row(driver, "Anna, Bob").rect.center)
    driver.click(row(driver, "Anna, Bob").rect.center)
    driver.frames(2)
    assert table_on_menu(driver).match.checksum() == older.checksum()


def test_enter_opens_the_highlighted_save(start_app: type[App]) -> None:
    match = played_match(4)
    saves.save_named(match)
    driver = open_app(start_app)
    driver.click_button("Load game")
    driver.key(pygame.K_RETURN)
    assert table_on_menu(driver).match.checksum() == match.checksum()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_details_show_the_seats_and_the_track_in_the_room_below(
    start_app: type[App], size: tuple[int, int]
) -> None:
    names = ("Anna", "Bob", "Clara", "Dora", "Emil", "Finn")
    track = available_tracks("nascard")[0][0].layout
    unplayed = played_match(0, names)
    match = Match(unplayed.rules, replace(unplayed.setup, track=track), 3)
    saves.save_named(match, now=datetime(2025, 5, 1, 10, 0))
    driver = open_app(start_app, size)
    driver.click_button("Load game")
    driver.frames(2)
    scene = driver.top
    assert isinstance(scene, LoadGameScene) and scene.chosen is not None
    assert scene.chosen.setup is not None and [seat.name for seat in scene.chosen.setup.seats] == list(names)
    # The panel is not left empty under a few lines: the save's track fills the room there.
    _, details = scene.panels()
    assert scene.picture_rect is not None
    assert details.contains(scene.picture_rect)
    assert scene.picture_rect.height >= details.height // 4



@pytest.mark.parametrize(("choice", "laid"), [("build", 0), ("build", 7), ("chosen", 0)])
def test_a_motox_track_built_in_play_is_pictured_as_laid_not_as_the_form_had_picked_it(
    start_app: type[App], monkeypatch: pytest.MonkeyPatch, choice: str, laid: int
) -> None:
    picked = available_tracks("motox")[0][0].layout
    seats = tuple(SeatSetup(name, False, "") for name in ("Anna", "Bob", "Clara"))
    rules = rules_for("motox")
    match = Match(rules, Setup(seats, {"track": choice}, picked), 3)
    while len(match.state.tiles) < laid:
        seat = match.to_act()[0]
        match.apply(seat, MotoXBot(len(match.steps)).choose(rules, rules.view(match.state, seat), seat))
    saves.save_named(match)
    drawn: list[int] = []
    monkeypatch.setattr(
        load_game, "draw_thumbnail",
        lambda game, name, layout, size: drawn.append(len(layout["pieces"])) or pygame.Surface(size),
    )
    driver = open_app(start_app)
    driver.click_button("Load game")
    driver.frames(2)
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    # The picture is of the race's track: the one picked, or the tiles laid so far (none yet: no picture).
    assert drawn[-1:] == ([len(picked["pieces"])] if choice == "chosen" else [laid] if laid else [])
    assert (scene.picture_rect is not None) is bool(drawn)
    said: list[str] = []
    draw_lines = scene._draw_lines

    def heard(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, object]]) -> int:
        said.extend(text for text, _colour in lines)
        return draw_lines(surface, rect, lines)  # type: ignore[arg-type]

    monkeypatch.setattr(scene, "_draw_lines", heard)
    driver.frames(1)
    assert ("Track: built by the players in this game" in said) is (choice == "build")


def test_a_nascard_random_layout_is_pictured_as_dealt_not_as_a_question_mark(
    start_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save holds the recipe; its picture showed the recipe's "?" for a layout long dealt."""
    seats = tuple(SeatSetup(name, False, "") for name in ("Anna", "Bob"))
    match = Match(rules_for("nascard"), Setup(seats, {}, random_choice()), 5)
    saves.save_named(match)
    drawn: list[object] = []
    monkeypatch.setattr(
        load_game,
        "draw_thumbnail",
        lambda game, name, layout, size: drawn.append(layout) or pygame.Surface(size),
    )
    driver = open_app(start_app)
    driver.click_button("Load game")
    driver.frames(2)
    dealt = [{"card": placed.piece, "side": placed.side} for placed in match.state.track.placements]
    assert isinstance(drawn[-1], dict) and "random" not in drawn[-1]
    pictured = [{"card": piece["card"], "side": piece["side"]} for piece in drawn[-1]["pieces"]]
    assert sorted(pictured, key=str) == sorted(dealt, key=str)


def test_in_french_a_save_s_row_reads_in_french_and_its_date_in_figures() -> None:
    name = game_info("mcs").name
    info = saves.SaveInfo(Path("x.yaml"), "mcs", name, ("Anna", "Bob"), 1, datetime(2026, 12, 5, 14, 41))
    set_language("fr")
    dot = "  \u00b7  "
    assert list_item(info, roomy)[0] == f"05/12/2026, 14:41{dot}{local(name)}{dot}1 coup{dot}Anna, Bob"
    set_language("en")
    assert list_item(info, roomy)[0] == f"05 Dec 2026, 14:41{dot}MCS Speedway{dot}1 move{dot}Anna, Bob"


def test_a_row_too_long_gives_its_last_players_names_up_for_their_count() -> None:
    """At 960 x 600 a row ended "Joueur 1, Joueur 2, Or": whole names now, then how many more."""
    names = ("Joueur 1", "Joueur 2", "Ordinateur 3", "Ordinateur 4")
    info = saves.SaveInfo(Path("x.yaml"), "motox", "MotoX", names, 16, datetime(2026, 12, 6, 2, 5))
    whole, _theme = list_item(info, roomy)
    assert whole.endswith("16 moves  \u00b7  Joueur 1, Joueur 2, Ordinateur 3, Ordinateur 4")
    shorter, _theme = list_item(info, lambda row: len(row) <= len(whole) - 12)
    assert shorter.endswith("16 moves  \u00b7  Joueur 1, Joueur 2 +2")
    one, _theme = list_item(info, lambda row: len(row) <= len(whole) - 30)
    assert one.endswith("16 moves  \u00b7  Joueur 1 +3")
    # Short of room still, the names go (the details show them), the date's year, the dots' room.
    none, _theme = list_item(info, lambda row: "Joueur" not in row)
    assert none == "06 Dec 2026, 02:05  \u00b7  MotoX  \u00b7  16 moves"
    shortest, _theme = list_item(info, lambda row: "2026" not in row and "Joueur" not in row)
    assert shortest == "06 Dec, 02:05  \u00b7  MotoX  \u00b7  16 moves"
    least, _theme = list_item(info, lambda row: False)
    assert least == "06 Dec, 02:05 \u00b7 MotoX \u00b7 16 moves"


def test_a_row_says_how_far_its_game_had_got_and_why_it_is_kept() -> None:
    when = datetime(2026, 12, 6, 15, 26)
    info = saves.SaveInfo(Path("x.yaml"), "raceday", "Race Day", ("Eve", "Finn"), 30, when)
    dot = "  \u00b7  "
    told = list_item(info, roomy, "Lap 3 of 5")[0]
    assert told == f"06 Dec 2026, 15:26{dot}Race Day{dot}Lap 3 of 5{dot}Eve, Finn"
    kept = replace(info, set_aside=True)
    told = list_item(kept, roomy)[0]  # its progress not found yet: its moves
    assert told == f"06 Dec 2026, 15:26{dot}Race Day{dot}set aside{dot}30 moves{dot}Eve, Finn"
    set_language("fr")
    try:
        told = list_item(kept, roomy, "Tour 3 sur 5")[0]
    finally:
        set_language("en")
    assert told == f"06/12/2026, 15:26{dot}Race Day{dot}mise de côté{dot}Tour 3 sur 5{dot}Eve, Finn"


def test_at_the_smallest_size_every_row_fits_its_list(start_app: type[App]) -> None:
    seats = tuple(
        SeatSetup(name, index > 1, colour)
        for index, (name, colour) in enumerate(
            zip(("Joueur 1", "Joueur 2", "Ordinateur 3", "Ordinateur 4"), ("red", "blue", "green", "yellow"),
                strict=True)
        )
    )
    saves.save_named(Match(rules_for("motox"), Setup(seats), 3))
    # The longest row: a game set aside, its progress in many words.
    stage = Match(rules_for("mindcycling"), Setup(tuple(replace(seat, colour="") for seat in seats[:3])), 3)
    for _move in range(3):  # a game without a move is not kept
        seat = stage.to_act()[0]
        stage.apply(seat, stage.rules.legal_actions(stage.state, seat)[0])
    saves.write_autosave(stage)
    saves.keep_autosave()
    driver = open_app(start_app, (960, 600))
    driver.click_button("Load game")
    driver.app.ctx.speak("fr")
    driver.frames(3)  # the rows' notes of how far each game had got, laid out again in French
    scene = driver.top
    assert isinstance(scene, LoadGameScene) and scene.list is not None
    for item in scene.list.item_list:
        button = item["button_element"]
        assert button is not None and button.font is not None and button.text == item["text"]
        assert button.font.size(item["text"])[0] <= button.rect.width - 24, item["text"]
    texts = sorted(str(item["text"]) for item in scene.list.item_list)
    # Both say how far they had got; the names give way for it (the details show them).
    assert texts[1].endswith("MotoX  \u00b7  Circuit en construction"), texts
    assert "Mind Cycling  \u00b7  mise de côté  \u00b7  Tour 1, encore " in texts[0], texts


def test_a_save_cut_short_says_so_in_its_row_with_its_game(start_app: type[App]) -> None:
    saves.saves_dir().mkdir(parents=True)
    whole = played_match(6).save_text().encode()
    opened = whole.index(b": [", whole.index(b"\nmoves:")) + 3  # inside a move: no longer YAML
    (saves.saves_dir() / "cut.yaml").write_bytes(whole[:opened])
    (saves.saves_dir() / "wrecked.yaml").write_text("- not\n- a save\n", encoding="utf-8")
    driver = open_app(start_app)
    driver.click_button("Load game")
    assert isinstance(driver.top, LoadGameScene)
    assert row(driver, "cut short").text.endswith("Nascard  \u00b7  cut short")
    assert row(driver, "wrecked.yaml").text.endswith("wrecked.yaml  \u00b7  cannot be opened")
