"""The menus from the keyboard alone: Tab and the arrows ring a button, Enter or Space presses it,
opens a drop-down's list or puts the keyboard in a text field.

Every test posts real key events to the real app, as a player without a mouse would.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.files import saves
from tabletop.files.track_library import user_tracks_dir
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import language
from tabletop.paths import data_dir
from tabletop.scenes.machinery.button_focus import RING_GAP, RING_WIDTH
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus.learn import LearnScene
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.pages.settings_scene import SettingsScene
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tests.scenes.driver import Driver, main_menu
from tests.scenes.tables import start_table
from tests.test_saves import played_match

PAIR = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "white"))
SHIFT_TAB = (pygame.K_TAB, pygame.KMOD_SHIFT)


def ringed(driver: Driver) -> str | None:
    """The words of the button the top scene's ring is on, or the id of its drop-down or text field."""
    scene = driver.top
    assert scene is not None
    focused = scene.focus.focused
    if focused is None:
        return None
    return str(focused.text) if isinstance(focused, UIButton) else focused.object_ids[-1]


def ring_to(driver: Driver, words: str, key: int = pygame.K_DOWN, mod: int = 0, limit: int = 40) -> None:
    """Press `key` until the ring is on the button reading `words`."""
    for _ in range(limit):
        driver.key(key, mod)
        if ringed(driver) == words:
            return
    raise AssertionError(f"{words!r} was never ringed; buttons: {driver.button_texts()}")


def gold_around(driver: Driver, button: UIButton) -> int:
    """Gold pixels on the band just outside `button`, where the ring is drawn."""
    driver.app.draw(driver.app.screen)
    surface = driver.app.screen
    band = button.rect.inflate(2 * (RING_GAP + RING_WIDTH // 2), 2 * (RING_GAP + RING_WIDTH // 2))
    edge = [(x, band.top) for x in range(band.left + 20, band.right - 20)]
    return sum(surface.get_at(point)[:3] == GOLD for point in edge)


@pytest.fixture
def instant_menu(make_app: type[App]) -> Driver:
    return main_menu(make_app, instant=True)


def test_nothing_is_ringed_until_a_navigation_key_and_then_the_ring_shows(menu: Driver) -> None:
    assert isinstance(menu.top, MainMenu)
    assert ringed(menu) is None
    menu.key(pygame.K_RETURN)  # Enter with nothing ringed presses nothing
    menu.key(pygame.K_SPACE)
    assert isinstance(menu.top, MainMenu) and ringed(menu) is None
    first = menu.buttons()[0]
    assert gold_around(menu, first) == 0
    menu.key(pygame.K_DOWN)
    assert ringed(menu) == "New game"
    assert gold_around(menu, first) > first.rect.width // 2


def test_arrows_and_tab_walk_the_buttons_in_reading_order_and_wrap(menu: Driver) -> None:
    texts = [str(button.text) for button in sorted(menu.buttons(), key=lambda b: b.rect.top)]
    walked = []
    for _ in texts:
        menu.key(pygame.K_TAB)
        walked.append(ringed(menu))
    assert walked == texts
    menu.key(pygame.K_DOWN)
    assert ringed(menu) == texts[0]  # past the last, back to the first
    menu.key(pygame.K_UP)
    assert ringed(menu) == texts[-1]
    menu.key(*SHIFT_TAB)
    assert ringed(menu) == texts[-2]


def test_going_back_first_rings_the_last_button(menu: Driver) -> None:
    menu.key(pygame.K_UP)
    assert ringed(menu) == "Quit"
    assert menu.app.ctx.running  # ringed, not pressed


def test_a_click_takes_the_ring_away(menu: Driver) -> None:
    menu.key(pygame.K_DOWN)
    menu.key(pygame.K_DOWN)
    assert ringed(menu) == "Learn to play"
    menu.click_button("Settings")
    menu.key(pygame.K_ESCAPE)
    assert isinstance(menu.top, MainMenu)
    assert ringed(menu) is None


def test_the_main_menu_starts_a_game_from_the_new_game_form_by_keys_alone(menu: Driver) -> None:
    ring_to(menu, "New game")
    menu.key(pygame.K_RETURN)
    form = menu.top
    assert isinstance(form, NewGameScene)
    assert ringed(menu) is None
    ring_to(menu, "Start", pygame.K_TAB)
    menu.key(pygame.K_RETURN)
    assert isinstance(menu.top, TableScene | HandoffScene)
    assert any(isinstance(scene, TableScene) for scene in menu.app.ctx.stack.scenes)


def test_the_new_game_form_reads_a_column_at_a_time(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    games, seats, options = form.panels()
    order = [button.rect.center for button in form.focus.order()]
    columns = [0 if games.collidepoint(c) else 1 if seats.collidepoint(c) else 2 if options.collidepoint(c)
               else 3 for c in order]
    assert columns == sorted(columns)
    assert [str(button.text) for button in form.focus.order()[-2:]] == ["Back", "Start"]
    # Shift+Tab goes straight to Start, the last button.
    menu.key(*SHIFT_TAB)
    assert ringed(menu) == "Start"


def test_a_choice_that_lays_the_form_out_again_keeps_the_ring(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    second = form.games[1]
    ring_to(menu, str(menu.button_with_id(f"#game_{second.id}").text), pygame.K_TAB)
    menu.key(pygame.K_SPACE)
    assert form.game == second.id
    assert form.focus.focused is menu.button_with_id(f"#game_{second.id}")


def test_tab_leaves_a_name_field_for_the_next_button_and_typing_keys_stay_in_it(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    name = form.seat_rows[0].name
    menu.click(name.rect.center)
    before = form.form.seats[0].name
    # Space and the arrows belong to the field while it has the keyboard.
    for key in (pygame.K_DOWN, pygame.K_SPACE):
        menu.key(key)
        assert ringed(menu) is None and isinstance(menu.top, NewGameScene)
    assert form.form.seats[0].name == before
    menu.key(pygame.K_TAB)
    assert form.focus.focused is form.seat_rows[0].kind  # the seat's type, beside its name
    assert name not in (menu.app.ctx.ui.get_focus_set() or ())
    menu.key(*SHIFT_TAB)
    assert form.focus.focused is name


def test_settings_choices_by_keys_keep_the_ring_through_the_new_language(menu: Driver) -> None:
    ring_to(menu, "Settings")
    menu.key(pygame.K_RETURN)
    assert isinstance(menu.top, SettingsScene)
    ring_to(menu, "Français", pygame.K_RIGHT)
    menu.key(pygame.K_RETURN)
    assert language() == "fr"
    assert ringed(menu) == "Français"
    assert menu.button("Français").is_selected
    ring_to(menu, "Retour", pygame.K_UP)
    menu.key(pygame.K_RETURN)
    assert isinstance(menu.top, MainMenu)
    assert ringed(menu) == "Réglages"  # back where the player left the menu


def test_learn_to_play_starts_a_lesson_by_keys(instant_menu: Driver) -> None:
    ring_to(instant_menu, "Learn to play")
    instant_menu.key(pygame.K_RETURN)
    learn = instant_menu.top
    assert isinstance(learn, LearnScene)
    instant_menu.key(pygame.K_DOWN)
    instant_menu.key(pygame.K_RETURN)
    table = instant_menu.top
    assert isinstance(table, TableScene) and table.coach is not None
    assert table.match.game_id == learn.games[0]


def test_the_pause_menu_quits_to_the_menu_by_keys(instant_menu: Driver) -> None:
    table = start_table(instant_menu, "raceday", PAIR, 3)
    instant_menu.key(pygame.K_ESCAPE)
    assert isinstance(instant_menu.top, PauseMenu)
    ring_to(instant_menu, "Quit to menu")
    instant_menu.key(pygame.K_RETURN)
    assert isinstance(instant_menu.top, MainMenu)
    assert table not in instant_menu.app.ctx.stack.scenes


def test_the_pause_menu_resumes_by_keys_and_the_table_keeps_its_keys(instant_menu: Driver) -> None:
    table = start_table(instant_menu, "raceday", PAIR, 3)
    instant_menu.key(pygame.K_ESCAPE)
    instant_menu.key(pygame.K_DOWN)
    assert ringed(instant_menu) == "Resume"
    instant_menu.key(pygame.K_SPACE)
    assert instant_menu.top is table
    # Tab at the table still opens its list of moves, as before.
    instant_menu.key(pygame.K_TAB)
    assert table.picker.active


@pytest.fixture
def results(make_app: type[App]) -> Driver:
    driver = main_menu(make_app, instant=True)
    finished = play_match(rules_for("raceday"), Setup(PAIR, {}), 5)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(2)
    return driver


def test_the_results_buttons_read_left_to_right(results: Driver) -> None:
    walked = []
    for _ in range(3):
        results.key(pygame.K_RIGHT)
        walked.append(ringed(results))
    assert walked == ["Watch the replay", "Back to menu", "Play again"]


def test_results_watch_the_replay_then_back_to_menu_by_keys(results: Driver) -> None:
    scene = results.top
    ring_to(results, "Watch the replay")
    results.key(pygame.K_RETURN)
    assert isinstance(results.top, ReplayScene)
    results.key(pygame.K_ESCAPE)
    assert results.top is scene
    assert ringed(results) == "Watch the replay"
    ring_to(results, "Back to menu")
    results.key(pygame.K_KP_ENTER)
    assert isinstance(results.top, MainMenu)


def test_results_play_again_by_keys(results: Driver) -> None:
    ring_to(results, "Play again", pygame.K_TAB)
    results.key(pygame.K_RETURN)
    assert isinstance(results.top, TableScene)


def test_enter_presses_the_ringed_dialog_button_and_else_the_first(menu: Driver) -> None:
    pressed: list[str] = []
    ctx = menu.app.ctx
    buttons = [("Yes", lambda: pressed.append("yes")), ("No", lambda: pressed.append("no"))]
    ctx.stack.push(DialogScene(ctx, "Sure?", "Really?", buttons))
    menu.frames(1)
    menu.key(pygame.K_RETURN)
    assert pressed == ["yes"]
    ctx.stack.push(DialogScene(ctx, "Sure?", "Really?", buttons))
    menu.frames(1)
    ring_to(menu, "No", pygame.K_RIGHT)
    menu.key(pygame.K_RETURN)
    assert pressed == ["yes", "no"]
    assert isinstance(menu.top, MainMenu)


def test_the_button_enter_presses_is_the_one_drawn_filled(menu: Driver) -> None:
    ctx = menu.app.ctx
    buttons = [("Save", None), ("Leave", None), ("Cancel", None)]
    ctx.stack.push(DialogScene(ctx, "Leave?", "Not kept.", buttons, enter=1))
    menu.frames(1)
    menu.app.draw(menu.app.screen)
    dialog = menu.top
    assert isinstance(dialog, DialogScene) and dialog.panel is not None
    shown = {str(b.text): b for b in menu.buttons() if b.ui_container is dialog.panel.get_container()}

    def fill(button: UIButton) -> tuple[int, ...]:
        return tuple(menu.app.screen.get_at((button.rect.left + 6, button.rect.centery)))[:3]

    filled = pygame.Color("#aa2420")[:3]
    assert fill(shown["Leave"]) == filled
    assert fill(shown["Save"]) != filled and fill(shown["Cancel"]) != filled


def test_the_load_list_skips_hidden_and_disabled_buttons_and_enter_still_opens(
    make_app: type[App], user_dir: Path
) -> None:
    saves.save_named(played_match(4))
    driver = main_menu(make_app, instant=True)
    driver.click_button("Load game")
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    assert scene.details_button is not None and not scene.details_button.visible
    order = [str(button.text) for button in scene.focus.order()]
    assert order == ["Back", "Replay", "Delete", "Open"]
    scene.select(None)
    assert [str(button.text) for button in scene.focus.order()] == ["Back"]
    scene.select(0)
    driver.key(pygame.K_RETURN)  # nothing ringed: Enter opens the chosen save, as before
    assert isinstance(driver.top, TableScene | HandoffScene)


# --- drop-downs, text fields and the load list ---------------------------------------------------


def open_entries(menu: UIDropDownMenu) -> list[UIButton | None]:
    """The entries of `menu`'s open list (None for those scrolled out of view)."""
    state = menu.current_state
    entries = getattr(state, "options_selection_list", None)
    assert entries is not None and entries.alive(), "the list is not open"
    return [item["button_element"] for item in entries.item_list]


def gold_inside(driver: Driver, button: UIButton) -> int:
    """Gold pixels along the top edge just inside `button`."""
    driver.app.draw(driver.app.screen)
    y = button.rect.top + 2
    edge = range(button.rect.left + 4, button.rect.right - 4)
    return sum(driver.app.screen.get_at((x, y))[:3] == GOLD for x in edge)


def choose_by_keys(driver: Driver, object_id: str, steps: int) -> None:
    """Ring the drop-down `object_id`, open it, go `steps` entries down and choose that one."""
    ring_to(driver, object_id, pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    for _ in range(steps):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    driver.frames(2)  # the list tells the drop-down, which tells the scene, a frame each


def test_race_day_is_set_up_and_started_by_keys_alone(menu: Driver, user_dir: Path) -> None:
    pocono = (data_dir() / "tracks" / "raceday" / "pocono.yaml").read_text(encoding="utf-8")
    folder = user_tracks_dir("raceday")
    folder.mkdir(parents=True)
    (folder / "oval.yaml").write_text(pocono.replace("Pocono Raceway", "Short Oval"), encoding="utf-8")
    ring_to(menu, "New game")
    menu.key(pygame.K_RETURN)
    form = menu.top
    assert isinstance(form, NewGameScene)
    ring_to(menu, "Race Day", pygame.K_TAB)
    menu.key(pygame.K_SPACE)
    assert form.game == "raceday"

    # Seat 2's type: Enter opens the list on the chosen entry, the arrows move a highlight you can see.
    kind = form.seat_rows[1].kind
    ring_to(menu, "#seat_type_1", pygame.K_TAB)
    menu.key(pygame.K_RETURN)
    entries = open_entries(kind)
    assert form.focus.highlighted == 0
    menu.key(pygame.K_DOWN)
    assert form.focus.highlighted == 1
    assert entries[1] is not None and gold_inside(menu, entries[1]) > entries[1].rect.width // 2
    assert entries[2] is not None and gold_inside(menu, entries[2]) == 0
    menu.key(pygame.K_DOWN)
    menu.key(pygame.K_DOWN)
    menu.key(pygame.K_DOWN)  # past the last entry it stays on the last, Hard
    menu.key(pygame.K_RETURN)
    menu.frames(2)
    assert form.form.seats[1].is_bot and form.form.seats[1].level == "hard"
    assert form.seat_rows[1].name.get_text() == "Computer 2"  # the form reacts as to a click
    assert ringed(menu) == "#seat_type_1"

    choose_by_keys(menu, "#track", 1)
    choose_by_keys(menu, "#option_laps", 2)  # 5 laps by default
    assert form.seat_rows[0].name.get_text() == "You"  # the one person among computers
    ring_to(menu, "#seat_name_0", pygame.K_TAB)
    menu.type_text("Zoe")  # typing on the ringed field types over its name
    menu.key(pygame.K_TAB)
    assert ringed(menu) == "#seat_type_0"
    ring_to(menu, "Start", pygame.K_TAB)
    menu.key(pygame.K_RETURN)

    table = next(scene for scene in menu.app.ctx.stack.scenes if isinstance(scene, TableScene))
    setup = table.match.setup
    assert setup.seats == (SeatSetup("Zoe", False, "red"), SeatSetup("Computer 2", True, "blue", "hard"))
    assert setup.track is not None and setup.track["name"] == "Short Oval"
    assert setup.options["laps"] == 7


def test_esc_closes_an_open_list_and_leaves_the_choice_as_it_was(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    colour = form.seat_rows[1].colour
    was = colour.selected_option
    ring_to(menu, "#seat_colour_1", pygame.K_TAB)
    menu.key(pygame.K_SPACE)
    open_entries(colour)
    menu.key(pygame.K_DOWN)
    menu.key(pygame.K_ESCAPE)
    menu.frames(2)
    assert menu.top is form  # Esc closed the list, not the form
    assert colour.selected_option == was and form.form.seats[1].colour == "blue"
    assert form.focus.highlighted is None
    assert ringed(menu) == "#seat_colour_1"
    menu.key(pygame.K_ESCAPE)
    assert isinstance(menu.top, MainMenu)


def test_enter_puts_the_keyboard_in_a_ringed_name_field_and_space_does_not(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    name = form.seat_rows[1].name
    ring_to(menu, "#seat_name_1", pygame.K_TAB)
    menu.key(pygame.K_SPACE)
    assert name not in (menu.app.ctx.ui.get_focus_set() or ())
    menu.key(pygame.K_RETURN)
    assert name in (menu.app.ctx.ui.get_focus_set() or ())
    menu.type_text("Bea")
    assert form.form.seats[1].name == "Bea"


def test_the_load_list_moves_with_up_and_down_and_enter_opens_the_chosen_save(
    make_app: type[App], user_dir: Path
) -> None:
    for moves in (2, 3, 4):
        saves.save_named(played_match(moves))
    third = saves.list_saves()[2]
    driver = main_menu(make_app, instant=True)
    ring_to(driver, "Load game")
    driver.key(pygame.K_RETURN)
    scene = driver.top
    assert isinstance(scene, LoadGameScene)
    driver.key(pygame.K_TAB)
    assert ringed(driver) == "Back"  # Tab rings the buttons still
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    assert scene.chosen == third and ringed(driver) is None
    assert scene.list is not None
    assert [item["selected"] for item in scene.list.item_list] == [False, False, True]
    driver.key(pygame.K_DOWN)  # the last stays chosen
    assert scene.chosen == third
    driver.key(pygame.K_RETURN)
    table = next(scene for scene in driver.app.ctx.stack.scenes if isinstance(scene, TableScene))
    assert len(table.match.steps) == third.moves


def test_the_ring_scrolls_a_long_options_column_to_reach_every_option(make_app: type[App]) -> None:
    driver = main_menu(make_app, (960, 600))
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    offered = {f"#option_{o.key}" for o in form.info.options if o.offered_for(form.form.players)}
    offered -= {f"#option_{key}" for key in form.fixed_options}
    assert len(form.option_menus) < len(offered)  # the column is longer than the window
    ring_to(driver, "#seat_colour_1", pygame.K_TAB)
    reached = []
    while ringed(driver) != "Back":
        driver.key(pygame.K_TAB)
        reached.append(str(ringed(driver)))
    assert all(any(ringed_id.startswith(key) for ringed_id in reached) for key in offered)
    assert form.options_scroll > 0
    for _ in reached:  # and back up again, to the first
        driver.key(*SHIFT_TAB)
    assert form.options_scroll == 0
