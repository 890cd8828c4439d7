"""The editor's words fit the window at 960x600 and larger: buttons, name, toasts, tooltips."""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame_gui.elements import UITooltip

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.engine.track_design.document import TrackDocument
from tabletop.files.track_library import TrackChoice
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.editor.palette_words import label_face
from tabletop.scenes.menus import game_hooks, new_game
from tabletop.scenes.menus.new_game import NewGameScene, track_labels
from tabletop.sprite_factory.palette import GOLD, PAPER, contrast
from tabletop.table.machinery.text import font
from tabletop.table.panels.banner import LEAST_TOAST_ONE_LINE, _toast_plate
from tabletop.table.panels.tooltip import DELAY
from tests.editor.tracks import MINDCYCLING
from tests.scenes.driver import FRAME, Driver, main_menu
from tests.scenes.editor_steps import drop_down

SIZES = [(960, 600), (1280, 720)]
LONG_NAME = "Mountain stage - Col des Roches (copy)"


def editor(make_app: type[App], size: tuple[int, int], doc: TrackDocument) -> tuple[Driver, EditorScene]:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = EditorScene(driver.app.ctx, EditorGame(doc.game), doc)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    return driver, scene


@pytest.mark.parametrize("size", SIZES)
def test_every_button_of_the_bar_shows_its_whole_word_side_by_side(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver, scene = editor(make_app, size, MINDCYCLING)
    buttons = sorted(driver.buttons(), key=lambda b: b.rect.left)
    assert len(buttons) == 12  # eleven tools and Back
    for button in buttons:
        words = button.font.size(str(button.text))[0]
        assert words + 12 + 4 <= button.rect.width, button.text  # padding and borders included
        assert pygame.Rect((0, 0), size).contains(button.rect)
    assert scene.name_entry is not None and scene.name_entry.rect.right <= buttons[0].rect.left
    for left, right in itertools.pairwise(buttons):
        assert left.rect.right < right.rect.left, (left.text, right.text)


@pytest.mark.parametrize("size", SIZES)
def test_a_toast_stays_inside_the_window(make_app: type[App], size: tuple[int, int]) -> None:
    driver, scene = editor(make_app, size, TrackDocument("mindcycling", "Empty"))
    driver.key(pygame.K_t, pygame.KMOD_CTRL)
    assert "to test drive it" in scene.banner.toast_text
    banner = scene.banner
    plate = _toast_plate(banner.toast_text, banner.toast_colour, banner.rect.width, banner.font_size)
    pill = plate.get_rect(midtop=(banner.rect.centerx, banner.rect.bottom + 6))  # where the banner puts it
    assert scene.board_rect().contains(pill)


def test_a_long_name_is_shown_whole_where_its_field_is_too_narrow(make_app: type[App]) -> None:
    _driver, scene = editor(make_app, (960, 600), TrackDocument("mindcycling", LONG_NAME))
    assert scene.name_entry is not None
    assert LONG_NAME in str(scene.name_entry.tool_tip_text)
    _wide_driver, wide = editor(make_app, (1280, 720), TrackDocument("mindcycling", LONG_NAME))
    assert wide.name_entry is not None and LONG_NAME not in str(wide.name_entry.tool_tip_text)



@pytest.mark.parametrize("finish", ["enter", "click away"])
def test_the_name_fields_note_names_the_name_typed(make_app: type[App], finish: str) -> None:
    driver, scene = editor(make_app, (960, 600), TrackDocument("mindcycling", LONG_NAME))
    entry = scene.name_entry
    assert entry is not None
    driver.click(entry.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)  # the box's own: the whole name, typed over
    driver.type_text("Col")
    driver.type_text(" des Roches, the long way round")
    if finish == "enter":
        driver.key(pygame.K_RETURN)
    driver.click(scene.board_rect().center)
    assert scene.doc.name == "Col des Roches, the long way round"
    assert LONG_NAME not in str(entry.tool_tip_text)
    assert str(entry.tool_tip_text).startswith(scene.doc.name)


def test_a_name_too_long_for_its_field_shows_by_whole_words_and_is_typed_whole(make_app: type[App]) -> None:
    driver, scene = editor(make_app, (960, 600), TrackDocument("mindcycling", LONG_NAME))
    entry = scene.name_entry
    assert entry is not None
    shown = entry.get_text()
    # Its title, or whole words and an ellipsis: no word cut in two.
    assert shown != LONG_NAME and LONG_NAME.startswith(shown.removesuffix("…") + " "), shown
    assert entry.font.size(shown)[0] < entry.rect.width - 12
    driver.click(entry.rect.center)  # the player types in the whole name
    assert entry.get_text() == LONG_NAME
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="s"))
    driver.frames(2)
    driver.click(scene.board_rect().center)
    assert scene.doc.name == LONG_NAME + "s" and entry.get_text() == shown

def test_a_button_tooltip_is_a_paper_note_like_the_tables(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, _scene = editor(make_app, (960, 600), MINDCYCLING)
    button = driver.button_with_id("#editor_test_drive")
    ui = driver.app.ctx.ui
    rest = button.rect.center  # the pointer rests on the button (pygame_gui reads the mouse itself)
    monkeypatch.setattr(ui, "_update_mouse_position", lambda: setattr(ui, "mouse_position", rest))
    for _ in range(round(1.5 / FRAME)):
        driver.frames(1)
    tips = [s for s in ui.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert len(tips) == 1 and tips[0].text_block is not None
    box = tips[0].text_block.rect
    assert pygame.Rect(0, 0, 960, 600).contains(box) and box.width > 200  # wrapped wide, not a column
    assert driver.app.screen.get_at((box.left + 4, box.centery))[:3] == PAPER


def test_a_palette_piece_tells_what_it_is_in_the_tables_tooltip(make_app: type[App]) -> None:
    driver, scene = editor(make_app, (960, 600), MINDCYCLING)
    _kind, tile = next(iter(scene.board.tiles()))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(round(DELAY / FRAME) + 2)
    assert scene.tooltip.showing and scene.tooltip.text is not None
    assert scene.tooltip.text.startswith("Start area. 7 rows, 3 lanes.")
    assert pygame.Rect(0, 0, 960, 600).contains(scene.tooltip.rect_in(pygame.Rect(0, 0, 960, 600)))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["mindcycling", "raceday", "nascard", "motox"])
def test_the_new_game_track_list_shows_whole_words_and_the_whole_name_below(
    make_app: type[App], size: tuple[int, int], game: str
) -> None:
    driver = main_menu(make_app, size)
    driver.click_button("New game")
    driver.click_id(f"#game_{game}")
    menu = drop_down(driver, "#track")
    driver.click(menu.rect.center)
    entries = [b for b in driver.buttons() if "@selection_list_item" in b.class_ids]
    assert entries
    for entry in entries:
        words = str(entry.text)
        assert not words.endswith("…") and entry.font.size(words)[0] + 2 * 6 + 4 <= entry.rect.width, words
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    chosen = scene.track_choice()
    assert chosen is not None and scene._thumbnail_rect is not None  # the whole name is drawn below
    if game == "mindcycling":  # the open list is as wide as its longest name needs
        assert "Mountain stage - Col des Roches" in [str(e.text) for e in entries]
    new_game.remembered.clear()


def test_track_labels_shorten_by_whole_words_and_stay_apart() -> None:
    def choice(name: str, user: bool = False) -> TrackChoice:
        return TrackChoice(name, name, {}, None, user)

    def measure(words: str) -> int:
        return 10 * len(words)

    shown = track_labels([
        choice("Mountain stage - Col des Roches"), choice("Pocono Raceway"), choice("Quarry Run"),
        choice("Long way round", user=True), choice("Pocono Speedway"), choice("Pocono Superway"),
        choice("Piste Audit", user=True), choice("Quarry Run backwards", user=True),
    ], 140, measure)
    # Shortened alike, two tracks keep their whole names; a name that fits only without the
    # "(yours)" mark is shown whole, without it; a name shortened says so.
    assert shown == ["Mountain stage", "Pocono Raceway", "Quarry Run", "Long way round", "Pocono Speedway",
                     "Pocono Superway", "Piste Audit", "Quarry Run…"]


LEGIBLE = 14  # the smallest size a button's line may be shrunk to and still read at a glance


@pytest.mark.parametrize("size", SIZES)
def test_mind_cycling_draft_and_relay_lines_read_whole_on_their_buttons(
    make_app: type[App], size: tuple[int, int]
) -> None:
    from tabletop.engine.contract import SeatSetup
    from tests.scenes.play.mindcycling.test_table_mindcycling import lit, rest, start, view_of

    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = start(driver, (SeatSetup("Anna", False, "green"),))
    state = scene.match.state
    for rider in state.riders:  # a train: the next rider may draft or relay
        rider.space = {1: "10.1", 4: "9.1"}.get(rider.id, state.course.starts[-1 - rider.id])
    rest(scene)
    view = view_of(scene)
    driver.click_at(view.zones[max(lit(scene), key=state.course.row)].screen_pos)
    driver.settle(scene.animator)
    lines = {button.title: button.line for button in view.buttons}
    assert {"Draft", "Relay"} <= set(lines)
    for button in view.buttons:
        assert font(LEGIBLE).size(button.line)[0] <= button.size[0] - 28, button.line  # the button's room


def test_your_track_is_marked_yours_under_its_picture(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = main_menu(make_app, (960, 600))
    driver.click_button("New game")
    driver.click_id("#game_raceday")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    bundled = scene.track_choice()
    assert bundled is not None
    mine = TrackChoice("Audit RD", "Audit RD", bundled.layout, None, True)
    monkeypatch.setattr(scene, "track_choice", lambda: mine)
    captions: list[str] = []
    wrap = new_game.wrap

    def heard(text: str, face: pygame.font.Font, width: int) -> list[str]:
        captions.append(text)
        return wrap(text, face, width)

    monkeypatch.setattr(new_game, "wrap", heard)
    driver.frames(1)
    assert "Audit RD (yours)" in captions
    new_game.remembered.clear()


def test_a_stage_whose_title_does_not_fit_is_shown_by_its_own_name_never_by_a_dangling_word() -> None:
    def choice(name: str) -> TrackChoice:
        return TrackChoice(name, name, {}, None, False)

    def measure(words: str) -> int:
        return 10 * len(words)

    # "Étape de montagne" is too long; "Étape de" would fit but says nothing.
    assert track_labels([choice("Étape de montagne - Col des Roches")], 150, measure) == ["Col des Roches"]
    stage = choice("Étape de montagne - Col des Roches et des Lacs")
    assert track_labels([stage], 150, measure) == ["Étape…"]
    assert track_labels([choice("Tour of the Lakes")], 120, measure) == ["Tour…"]


def test_letters_typed_in_the_name_go_to_the_name_not_to_the_pieces(make_app: type[App]) -> None:
    """R typed in the name turned the selected piece (a closed loop broke), F flipped it, G hid the grid."""
    driver, scene = editor(make_app, (1280, 720), MINDCYCLING)
    scene.selection = {0}
    pieces, grid = scene.doc.pieces, scene.show_grid
    entry = scene.name_entry
    assert entry is not None
    driver.click(entry.rect.center)
    driver.type_text(" Rfg rRFG")
    assert scene.doc.pieces == pieces and scene.show_grid == grid
    driver.click(scene.board_rect().center)
    assert scene.doc.name.endswith(" Rfg rRFG")


def test_the_save_toast_reads_dark_on_gold_at_the_tables_size(make_app: type[App]) -> None:
    """White words of 16 pixels on gold hardly read: the toast's words are dark on gold and as
    large as the table's toasts' least."""
    driver, scene = editor(make_app, (960, 600), TrackDocument("mindcycling", "Empty"))
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    banner = scene.banner
    assert banner.toast_left > 0 and banner.toast_colour == GOLD, banner.toast_text
    plate = _toast_plate(banner.toast_text, banner.toast_colour, banner.rect.width, banner.font_size)
    pill = plate.get_rect(midtop=(banner.rect.centerx, banner.rect.bottom + 6))
    assert scene.board_rect().contains(pill)
    middle = plate.get_height() // 2
    inside = range(plate.get_height(), plate.get_width() - plate.get_height())  # clear of the round ends
    words = [plate.get_at((x, y))[:3] for x in inside for y in range(middle - 4, middle + 4)]
    assert max(contrast(GOLD, colour) for colour in words) >= 4.5
    assert banner.font_size - 6 >= LEAST_TOAST_ONE_LINE


def test_the_palette_shows_a_scroll_bar_and_scrolls_to_its_last_row_whole(make_app: type[App]) -> None:
    """At 960x600 the Start/finish pieces were below the palette's edge, with nothing to say the
    wheel scrolls it: a bar like the track list's says so, and the wheel stops at the last row."""
    driver, scene = editor(make_app, (960, 600), TrackDocument("raceday", "Empty"))
    driver.frames(round(1 / FRAME))  # the scene's fade in done
    board = scene.board
    view = board.palette_view()
    last = board.tiles()[-1][1]
    assert last.bottom > view.bottom  # out of sight at first
    bar = [driver.app.screen.get_at((view.right - 4, y))[:3] for y in range(view.top, view.bottom)]
    assert GOLD in bar
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=view.center, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    for _ in range(20):
        driver.wheel(-1)
    last = board.tiles()[-1][1]
    assert view.top <= last.top and last.bottom + label_face().get_linesize() <= view.bottom  # and its name
    assert board.scroll == board.palette_height() - view.height  # no further than its last row
    bar = [driver.app.screen.get_at((view.right - 4, y))[:3] for y in range(view.bottom - 30, view.bottom)]
    assert GOLD in bar  # the bar at its foot
