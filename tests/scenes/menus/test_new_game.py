"""The new-game form, driven through the real app: menu -> New game -> Start."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from tabletop.app import App
from tabletop.content.game_info import load_game_info
from tabletop.files.track_library import available_tracks
from tabletop.games.nascard.random_track import RANDOM_LAYOUT
from tabletop.games.registry import GAME_IDS
from tabletop.games.setup import SetupError, game_info
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks, new_game
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play import table_launch
from tabletop.scenes.play.table_scene import TableScene
from tabletop.scenes.widgets.track_thumbnail import draw_thumbnail, game_drawer
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.machinery.text import font
from tests.scenes.driver import Driver, main_menu


def open_form(driver: Driver) -> NewGameScene:
    driver.click_button("New game")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    return scene


def choose(driver: Driver, menu: UIDropDownMenu, label: str) -> None:
    """Open a drop-down with a click and click the entry `label` in its list."""
    driver.click(menu.rect.center)
    entries = [
        button for button in driver.buttons()
        if button.text == label and "@selection_list_item" in button.class_ids
    ]
    assert len(entries) == 1, f"no single {label!r} entry in the open list"
    driver.click(entries[0].rect.center)
    driver.frames(2)  # the list tells the drop-down, which tells the scene, a frame each


def type_into(driver: Driver, entry: UITextEntryLine, text: str) -> None:
    """Click the field, select all (Ctrl+A) and type `text` over it."""
    driver.click(entry.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    else:
        driver.key(pygame.K_BACKSPACE)
    driver.frames(2)


def table_below(driver: Driver) -> TableScene:
    """The table scene right above the menu (a hand-off screen may already cover it)."""
    scenes = driver.app.ctx.stack.scenes
    assert isinstance(scenes[0], MainMenu)
    assert len(scenes) >= 2 and isinstance(scenes[1], TableScene)
    return scenes[1]


def gold_pixels(driver: Driver, area: pygame.Rect) -> int:
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.draw(surface)
    return sum(
        surface.get_at((x, y))[:3] == GOLD
        for y in range(area.top, area.bottom)
        for x in range(area.left, area.right)
    )


def test_the_menu_offers_new_game_and_load_game(menu: Driver) -> None:
    assert menu.button_texts() == [
        "New game", "Learn to play", "Load game", "Track editor", "Settings", "Rules", "Quit"
    ]


def test_the_form_is_built_from_the_game_info(menu: Driver) -> None:
    scene = open_form(menu)
    info = game_info("nascard")
    assert menu.button_with_id("#game_nascard").is_selected
    counts = range(info.min_players, info.max_players + 1)
    assert all(menu.button_with_id(f"#players_{n}") for n in counts)
    assert menu.button_with_id("#players_2").is_selected
    assert [row.name.get_text() for row in scene.seat_rows] == ["Player 1", "Player 2"]
    assert [row.colour.selected_option[0] for row in scene.seat_rows] == ["Red", "Blue"]
    # Two players always race with rivals: shown as a fact, not as a choice.
    assert scene.fixed_options == {"rivals": "Yes \u2014 always with 1 or 2 players"}
    # Six drivers fill the field: rivals cannot matter, so they are not offered.
    menu.click_id("#players_6")
    assert scene.fixed_options == {"rivals": "No \u2014 six drivers fill the field"}
    assert not any(str(button.object_ids[-1]).startswith("#option_rivals") for button in menu.buttons())
    menu.click_id("#players_3")
    for option in info.options:
        if option.kind == "bool":
            assert menu.button_with_id(f"#option_{option.key}_no").is_selected
        else:
            assert option.key in scene.option_menus
    assert scene.message == ""

    menu.key(pygame.K_ESCAPE)
    assert isinstance(menu.top, MainMenu)
    open_form(menu)
    menu.click_button("Back")
    assert isinstance(menu.top, MainMenu)


def test_menu_new_game_start_puts_the_table_on_top(menu: Driver) -> None:
    open_form(menu)
    menu.click_button("Start")
    table = table_below(menu)
    assert not any(isinstance(s, NewGameScene) for s in menu.app.ctx.stack.scenes)
    match = table.match
    assert [s.name for s in match.setup.seats] == ["Player 1", "Player 2"]
    # The book builds a new track at every setup: that is the default choice.
    assert match.setup.track == RANDOM_LAYOUT
    assert match.state.track.piece_count == 16


def test_the_fixed_speedway_can_be_chosen_instead(menu: Driver) -> None:
    scene = open_form(menu)
    track_menu = next(
        sprite for sprite in menu.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UIDropDownMenu) and sprite.most_specific_combined_id.endswith("#track")
    )
    assert track_menu.selected_option[0] == "Random layout"
    choose(menu, track_menu, "Tri-County Speedway")  # whole in the list; shortened in the box
    assert track_menu_of(menu).selected_option[0] == "Tri-County…"
    chosen = scene.track_choice()
    assert chosen is not None and chosen.name == "Tri-County Speedway"
    menu.click_button("Start")
    assert table_below(menu).match.setup.track["name"] == "Tri-County Speedway"


def test_players_names_a_computer_and_options_reach_the_setup(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#players_3")
    assert len(scene.seat_rows) == 3
    assert scene.seat_rows[2].colour.selected_option[0] == "Green"

    type_into(menu, scene.seat_rows[0].name, "Anna")
    assert scene.form.seats[0].name == "Anna"
    choose(menu, scene.seat_rows[2].kind, "Computer \u2014 Normal")
    assert scene.form.seats[2].is_bot
    assert scene.seat_rows[2].name.get_text() == "Computer 3"  # a default name follows the type
    choose(menu, scene.seat_rows[1].colour, "Purple")
    menu.click_id("#option_rivals_yes")
    assert menu.button_with_id("#option_rivals_yes").is_selected
    choose(menu, scene.option_menus["laps"], "3")
    choose(menu, scene.option_menus["bonus_cards"], "One random card per suit")

    menu.click_button("Start")
    match = table_below(menu).match
    seats = [(s.name, s.is_bot, s.colour) for s in match.setup.seats]
    assert seats == [("Anna", False, "red"), ("Player 2", False, "purple"), ("Computer 3", True, "green")]
    assert match.setup.options["rivals"] is True
    assert match.setup.options["laps"] == 3
    assert match.setup.options["bonus_cards"] == "random"
    assert match.state.laps == 3


def test_fewer_players_then_more_keeps_seats_but_not_a_taken_colour(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#players_3")
    type_into(menu, scene.seat_rows[2].name, "Clara")
    menu.click_id("#players_2")
    choose(menu, scene.seat_rows[1].colour, "Green")
    menu.click_id("#players_3")
    assert scene.seat_rows[2].name.get_text() == "Clara"
    assert scene.form.seats[2].colour not in ("red", "green")
    assert scene.message == ""


def test_shared_colours_and_names_refuse_to_start_with_a_message(menu: Driver) -> None:
    scene = open_form(menu)
    choose(menu, scene.seat_rows[1].colour, "Red")
    assert "Seats 1 and 2 share a colour, Red:" in scene.message
    menu.click_button("Start")
    assert menu.top is scene

    choose(menu, scene.seat_rows[1].colour, "Yellow")
    assert scene.message == ""
    type_into(menu, scene.seat_rows[1].name, "  player 1 ")
    assert "both called player 1" in scene.message
    menu.click_button("Start")
    assert menu.top is scene

    type_into(menu, scene.seat_rows[1].name, "")
    assert scene.message == "Seat 2 needs a name."
    menu.click_button("Start")
    assert menu.top is scene

    # The message is drawn in gold between Back and Start, and goes once all is well.
    _, seats, _ = scene.panels()
    bar = pygame.Rect(seats.left, seats.bottom, seats.width, menu.app.ctx.size[1] - seats.bottom)
    assert gold_pixels(menu, bar) > 50
    type_into(menu, scene.seat_rows[1].name, "Bob")
    assert scene.message == ""
    assert gold_pixels(menu, bar) == 0


def test_rejected_options_and_setups_open_a_dialog_not_a_crash(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = open_form(menu)

    def refuse_options(*args: object) -> dict[str, object]:
        raise SetupError("laps must be at most 5, not 9")

    monkeypatch.setattr(new_game, "resolve_options", refuse_options)
    menu.click_button("Start")
    dialog = menu.top
    assert isinstance(dialog, DialogScene) and "laps must be at most 5" in dialog.message
    menu.click_button("OK")
    assert menu.top is scene

    monkeypatch.undo()

    def refuse_setup(*args: object) -> object:
        raise ValueError("Nascard is for 1 to 6 players, not 7")

    monkeypatch.setattr(table_launch, "Match", refuse_setup)
    menu.click_button("Start")
    dialog = menu.top
    assert isinstance(dialog, DialogScene) and "not 7" in dialog.message
    menu.key(pygame.K_RETURN)
    assert menu.top is scene
    assert "nascard" not in new_game.remembered


def test_the_last_setup_is_remembered_for_the_next_new_game(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#players_3")
    type_into(menu, scene.seat_rows[0].name, "Anna")
    menu.click_button("Start")
    table_below(menu)
    stack = menu.app.ctx.stack
    stack.pop_to(stack.scenes[0])
    menu.frames(1)

    again = open_form(menu)
    assert [row.name.get_text() for row in again.seat_rows] == ["Anna", "Player 2", "Player 3"]
    assert menu.button_with_id("#players_3").is_selected


def test_option_help_is_a_tooltip_and_a_button(menu: Driver) -> None:
    open_form(menu)
    info = game_info("nascard")
    helped = [option for option in info.options if option.help]
    assert helped
    button = menu.button_with_id(f"#help_{helped[0].key}")
    assert button.tool_tip_text == helped[0].help
    menu.click(button.rect.center)
    dialog = menu.top
    assert isinstance(dialog, DialogScene) and dialog.message == helped[0].help


def test_user_tracks_that_fail_are_reported(menu: Driver, user_dir: Path) -> None:
    folder = user_dir / "tracks" / "nascard"
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("name: Broken\ngame: nascard\npieces: []\n", encoding="utf-8")
    open_form(menu)
    menu.click_id("#track_problems")
    dialog = menu.top
    assert isinstance(dialog, DialogScene) and "broken.yaml" in dialog.message


def test_the_track_picture_comes_from_the_game_or_is_a_name_card() -> None:
    choice = available_tracks("nascard")[0][0]
    assert game_drawer("nascard") is not None
    picture = draw_thumbnail("nascard", choice.name, choice.layout, (160, 120))
    assert picture.get_size() == (160, 120)
    assert game_drawer("no_such_game") is None
    card = draw_thumbnail("no_such_game", "Long Track Name", {}, (150, 100))
    assert card.get_size() == (150, 100)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_form_fits_the_window_with_a_full_field(make_app: type[App], size: tuple[int, int]) -> None:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = open_form(driver)
    driver.click_id("#players_6")
    assert len(scene.seat_rows) == 6
    window = pygame.Rect((0, 0), size)
    widgets = [
        sprite for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UIElement) and sprite.visible and sprite.alive()
    ]
    assert widgets
    assert all(window.contains(widget.rect) for widget in widgets)
    _, seats, options = scene.panels()
    for row in scene.seat_rows:
        for widget in (row.name, row.kind, row.colour):
            assert seats.contains(widget.rect)
    for control in scene.option_menus.values():
        assert options.contains(control.rect)


SOLITAIRE = """\
id: nascard
name: Test Rally
blurb: ""
players: {min: 1, max: 1}
colours: [white]
has_secrets: false
options:
  - {key: turns, label: Turns, kind: int, default: 10}
"""


def test_a_number_without_bounds_is_typed(menu: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """Options are whatever the game's file says: here one seat and a number with no range."""
    info = load_game_info("nascard.yaml", text=SOLITAIRE)
    monkeypatch.setattr(new_game, "game_info", lambda game_id: info)
    scene = open_form(menu)
    assert len(scene.seat_rows) == 1
    assert menu.button_with_id("#players_1").is_selected
    entry = scene.option_menus["turns"]
    assert isinstance(entry, UITextEntryLine) and entry.get_text() == "10"
    type_into(menu, entry, "12x")  # letters are not accepted
    assert scene.form.options["turns"] == "12"  # text; resolve_options reads it on Start


def test_a_three_player_hot_seat_race_starts_from_the_menu(menu: Driver) -> None:
    open_form(menu)
    menu.click_id("#players_3")
    menu.click_button("Start")
    table = table_below(menu)
    first = table.match.to_act()[0]
    name = table.match.setup.seats[first].name
    assert [s.is_bot for s in table.match.setup.seats] == [False, False, False]
    menu.click_button(f"I am {name}")
    assert menu.top is table and table.viewer == first


def test_the_form_offers_only_the_player_counts_and_choices_the_game_allows(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#game_mcs")
    ids = {button.object_ids[-1] for button in menu.buttons()}
    assert {"#players_2", "#players_4"} <= ids and "#players_3" not in ids
    assert len(scene.seat_rows) == 2
    assert scene.fixed_options["mode"].startswith("Match (2 players)")
    assert "mode" not in scene.option_menus
    menu.click_id("#players_4")
    assert len(scene.seat_rows) == 4
    assert "mode" not in scene.fixed_options
    menu_choices = [label for label, _ in scene.option_menus["mode"].options_list]
    assert menu_choices == ["Two-team match (4 players)", "Four-team meeting (4 players)"]
    menu.click_button("Start")
    assert table_below(menu).match.setup.options["mode"] == "teams"


def test_a_long_options_column_scrolls_with_the_wheel(make_app: type[App]) -> None:
    small = main_menu(make_app, (960, 600))
    scene = open_form(small)
    small.click_id("#players_3")
    area = scene.options_area()
    assert "bonus_yellow" not in scene.option_menus  # six options do not fit a 600-pixel window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=area.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        small.wheel(-1)
    assert scene.options_scroll > 0
    assert "bonus_yellow" in scene.option_menus
    window = pygame.Rect((0, 0), small.app.ctx.size)
    for control in scene.option_menus.values():
        assert area.contains(control.rect) and window.contains(control.rect)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_every_game_name_fits_its_button(make_app: type[App], size: tuple[int, int]) -> None:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = open_form(driver)
    for info in scene.games:
        button = driver.button_with_id(f"#game_{info.id}")
        assert button.font is not None
        width = button.font.size(info.name)[0]
        assert width <= button.rect.width - 8, f"{info.name!r} is cut short on its button"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_short_window_keeps_the_track_picture_and_whole_names(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = main_menu(make_app, size)
    scene = open_form(driver)
    for info in scene.games:
        driver.click_id(f"#game_{info.id}")
        if game_drawer(info.id) is not None and scene.track_choice() is not None:
            assert scene._thumbnail_rect is not None and scene._thumbnail_rect.height >= 40, info.id
        driver.click_id(f"#players_{info.max_players}")
        face = driver.app.ctx.ui.get_theme().get_font(["text_entry_line"])
        # Every seat's name as the form gives it shows whole, with the field's padding.
        for row in scene.seat_rows:
            assert face.size(row.name.get_text())[0] + 16 <= row.name.rect.width, info.id


def test_a_seat_option_is_offered_only_when_that_seat_races(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#game_raceday")
    assert menu.button_with_id("#players_2").is_selected
    assert {"car_1", "car_2"} <= set(scene.option_menus)
    assert not {"car_3", "car_4", "car_5", "car_6"} & set(scene.option_menus)
    menu.click_id("#players_3")
    assert "car_3" in scene.option_menus and "car_4" not in scene.option_menus


def track_menu_of(driver: Driver) -> UIDropDownMenu:
    return next(
        sprite for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UIDropDownMenu) and sprite.most_specific_combined_id.endswith("#track")
    )


def test_a_motox_track_picked_is_raced_not_built_over(menu: Driver) -> None:
    """MotoX's players build their track unless told to race one: the track list says so first,
    picking a track from it says they want to race it, and its first entry builds again."""
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    menu.click_id("#game_motox")
    assert form.form.options["track"] == "build" and not form._races_the_track()
    choices = form.tracks["motox"][0]
    track_menu = track_menu_of(menu)
    assert track_menu.selected_option[0] == "To be built"
    choose(menu, track_menu, track_menu.options_list[2][0])
    assert form.form.track == choices[1].path
    assert form.form.options["track"] == "chosen" and form._races_the_track()
    choose(menu, track_menu_of(menu), "To be built")
    assert form.form.options["track"] == "build"
    choose(menu, track_menu_of(menu), track_menu_of(menu).options_list[2][0])
    menu.click_button("Start")
    table = menu.top
    assert isinstance(table, TableScene)
    state = table.match.state
    assert state.tiles and table.match.setup.track is not None  # racing, on the track laid out
    assert table.match.setup.track["name"] == choices[1].name


def test_the_motox_option_and_the_track_list_always_agree(menu: Driver) -> None:
    """The list showed "The Quarry" and its picture while the caption said the players build their
    own: built, the list says so and no track's picture is drawn; the option sets it back."""
    scene = open_form(menu)
    menu.click_id("#game_motox")
    assert track_menu_of(menu).selected_option[0] == "To be built"
    scene._thumbnail = None  # Nascard's, drawn before
    scene.draw(menu.app.screen)
    assert scene._thumbnail is None  # no picture of a track not raced
    option = scene.option_menus["track"]
    assert isinstance(option, UIDropDownMenu)
    choose(menu, option, "Race on the track on the left")
    chosen = scene.track_choice()
    assert chosen is not None and track_menu_of(menu).selected_option[0] == chosen.name
    scene.draw(menu.app.screen)
    assert scene._thumbnail is not None
    option = scene.option_menus["track"]
    assert isinstance(option, UIDropDownMenu)
    choose(menu, option, "Build the track together")
    assert track_menu_of(menu).selected_option[0] == "To be built"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_note_under_a_track_not_raced_reads_whole_at_the_smallest_size(
    make_app: type[App], language: str
) -> None:
    """French needs three lines to say the players build their own track: they fit the game panel."""
    driver = main_menu(make_app, (960, 600))
    scene = open_form(driver)
    driver.app.ctx.speak(language)
    driver.click_id("#game_motox")
    assert not scene._races_the_track()
    rect = scene._thumbnail_rect
    assert rect is not None
    scene.draw(driver.app.screen)
    lines = scene.track_caption(rect.width, False)
    whole = "Les joueurs construisent leur propre circuit à la table." if language == "fr" else (
        "The players build their own track at the table.")
    assert " ".join(lines) == whole
    caption = len(lines) * font(new_game.CAPTION_TEXT).get_linesize()
    assert rect.top + caption <= scene.panels()[0].bottom - new_game.PAD


@pytest.mark.parametrize("size", [(1200, 704), (1280, 720), (960, 600)])
def test_every_game_words_a_computer_s_level_alike(make_app: type[App], size: tuple[int, int]) -> None:
    """Whole ("Computer — Hard") or the level alone, as the window allows: the same in every
    game, whatever room its colour names leave the seat's type."""
    driver = main_menu(make_app, size)
    scene = open_form(driver)
    labels = set()
    for game in GAME_IDS:
        driver.click_id(f"#game_{game}")
        labels.add(tuple(option[0] for option in scene.seat_rows[-1].kind.options_list))
    assert len(labels) == 1, labels
