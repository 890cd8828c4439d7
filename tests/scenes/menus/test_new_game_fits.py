"""Every option's choices read whole on the new-game form, in both languages: whole at the
usual window size, and at the smallest each shortened one by whole words, whole in a tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITooltip
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from tabletop.app import App
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.machinery.button_focus import fields_and_lists
from tabletop.scenes.menus import new_game
from tabletop.scenes.menus.new_game import NewGameScene, shortened_labels
from tests.scenes.driver import FRAME, Driver, main_menu
from tests.scenes.fits import ink_columns, shows_whole
from tests.scenes.pages.test_language_switch import cut_texts


def form(make_app: type[App], size: tuple[int, int], language: str, game: str) -> tuple[Driver, NewGameScene]:
    driver = main_menu(make_app, size)
    driver.click_button("New game")
    driver.click_id(f"#game_{game}")
    driver.app.ctx.speak(language)
    driver.frames(1)
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    return driver, scene


def choice_menus(scene: NewGameScene) -> Iterator[tuple[str, UIDropDownMenu]]:
    for key, menu in scene.option_menus.items():
        if isinstance(menu, UIDropDownMenu):
            yield key, menu


def open_list(driver: Driver, menu: UIDropDownMenu) -> list[UIButton]:
    driver.click(menu.rect.center)
    return [b for b in driver.buttons() if "@selection_list_item" in b.class_ids]


def tooltip_over(driver: Driver, monkeypatch: pytest.MonkeyPatch, rest: tuple[int, int]) -> str:
    """The tooltip's words once the pointer has rested on `rest` (pygame_gui reads the mouse itself)."""
    ui = driver.app.ctx.ui
    monkeypatch.setattr(ui, "_update_mouse_position", lambda: setattr(ui, "mouse_position", rest))
    for _ in range(round(1.5 / FRAME)):
        driver.frames(1)
    tips = [s for s in ui.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert len(tips) == 1, "no tooltip"
    return str(tips[0].text_block.html_text if tips[0].text_block is not None else "")


ARROW_GAP = 16  # pixels at the least between a box's last letter and its arrow, the arrow apart


@pytest.fixture(autouse=True)
def forget_forms() -> Iterator[None]:
    yield
    new_game.remembered.clear()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_at_the_usual_size_every_choice_shows_whole_closed_and_open(
    make_app: type[App], language: str, game: str
) -> None:
    driver, scene = form(make_app, (1280, 720), language, game)
    for key, menu in choice_menus(scene):
        assert menu.current_state is not None
        closed = menu.current_state.selected_option_button
        assert closed is not None and shows_whole(closed), (key, closed.text)
        entries = open_list(driver, menu)
        assert entries, key
        for entry in entries:
            assert not str(entry.text).endswith("…") and shows_whole(entry), (key, entry.text)
        driver.click(menu.rect.center)  # closes it again


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_at_the_smallest_size_every_choice_and_seat_type_reads_whole(
    make_app: type[App], language: str, game: str
) -> None:
    """At 960 x 600 options read "Complet : 15 manches…", "Match (2 joueurs) \u2014 le seul…", and a
    seat's list "Facile / Normal / Difficile" without saying computer. Now no words are cut: a box
    too narrow shows fewer words that still say it, its list reads whole, settled options wrap."""
    driver, scene = form(make_app, (960, 600), language, game)
    counts = scene.info.counts
    for players in sorted({min(counts), max(counts)}):
        driver.click_id(f"#players_{players}")
        assert cut_texts(driver) == [], players
        shown = [sprite for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
                 if isinstance(sprite, UILabel | UIButton)]
        # Shortened by the ellipsis only where the words are a track's name, read whole on hover.
        assert not [str(sprite.text) for sprite in shown if str(sprite.text).endswith("\u2026")
                    and not str(sprite.tool_tip_text).startswith(str(sprite.text)[:-1])]
        for _key, menu in choice_menus(scene):
            assert menu.current_state is not None
            box = menu.current_state.selected_option_button
            assert box is not None and shows_whole(box), box.text
        for menu in [menu for _key, menu in choice_menus(scene)] + [scene.seat_rows[0].kind]:
            for entry in open_list(driver, menu):
                assert not str(entry.text).endswith("\u2026") and shows_whole(entry), entry.text
            driver.click(menu.rect.center)
    kinds = [str(entry.text) for entry in open_list(driver, scene.seat_rows[0].kind)]
    computer = "Ordinateur" if language == "fr" else "Computer"
    assert [kind.startswith(computer) for kind in kinds] == [False, True, True, True]


def test_the_french_short_match_reads_whole_in_the_list_and_on_hover(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, scene = form(make_app, (960, 600), "fr", "mcs")
    menu = scene.option_menus["length"]
    assert isinstance(menu, UIDropDownMenu)
    entries = open_list(driver, menu)
    short = next(entry for entry in entries if str(entry.text).startswith("Court"))
    assert str(short.text) == "Court : 5 manches, une par pilote" and shows_whole(short)
    driver.click(short.rect.center)
    driver.frames(2)
    assert scene.form.options["length"] == "short"
    assert menu.current_state is not None and menu.current_state.selected_option_button is not None
    box = menu.current_state.selected_option_button
    assert str(box.text) == "Court : 5 manches"  # the data's fewer words, for a narrow box
    assert tooltip_over(driver, monkeypatch, box.rect.center) == "Court : 5 manches, une par pilote"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_an_open_list_is_as_wide_as_its_box_and_its_words_clear_its_edges(
    make_app: type[App], size: tuple[int, int], language: str
) -> None:
    """pygame_gui opened a list narrower than its box by the box's arrow: "Computer \u2014 Normal",
    whole in the box, touched the list's right edge."""
    driver, scene = form(make_app, size, language, "raceday")
    driver.click_button("4")  # more seats, so more seat rows and their drop-downs
    menus = [menu for menu in fields_and_lists(scene.root) if isinstance(menu, UIDropDownMenu)]
    assert len(menus) >= 9  # four seats' type and colour, the track
    for menu in menus:
        entries = open_list(driver, menu)
        state = menu.current_state
        assert isinstance(state, UIExpandedDropDownState) and state.options_selection_list is not None
        shown = state.options_selection_list.rect
        # It may grow wider for its words: from the box's left, or (the options, at the window's
        # right) from its right.
        grows = shown.left == menu.rect.left or shown.right == menu.rect.right
        assert grows and shown.width >= menu.rect.width, (menu.object_ids, shown)
        view = state.options_selection_list.list_and_scroll_bar_container
        assert view is not None
        driver.app.draw(driver.app.screen)
        for entry in (entry for entry in entries if view.rect.contains(entry.rect)):  # in view
            first, last = ink_columns(driver.app.screen, entry.rect)
            if first < 0:
                continue  # the chosen entry: light words on red
            # As clear of the entry's right edge as of its left, where the theme pads the words.
            assert entry.rect.width - 1 - last >= first, (menu.object_ids, entry.text, first, last)
        driver.click(menu.rect.center)  # closes it again


@pytest.mark.parametrize(("game", "seats"), [("motox", "3"), ("raceday", "6"), ("nascard", "6")])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_an_open_list_goes_below_its_box_where_it_fits_there_and_stays_in_the_window(
    make_app: type[App], size: tuple[int, int], game: str, seats: str
) -> None:
    """The last seat's list opened upward over the seats above it though the panel had room below."""
    driver, scene = form(make_app, size, "fr", game)
    driver.click_button(seats)
    window = driver.app.screen.get_rect()
    menus = [menu for menu in fields_and_lists(scene.root) if isinstance(menu, UIDropDownMenu)]
    for menu in menus:
        box = menu.rect.copy()
        open_list(driver, menu)
        state = menu.current_state
        assert isinstance(state, UIExpandedDropDownState) and state.options_selection_list is not None
        shown = state.options_selection_list.rect
        assert window.contains(shown), (menu.object_ids, shown)
        whole = state.options_selection_list.scroll_bar is None
        if whole and box.bottom + shown.height <= window.bottom:
            assert shown.top >= box.top, (menu.object_ids, box, shown)
        driver.click(menu.rect.center)  # closes it again


def test_a_settled_option_too_long_for_one_line_wraps_onto_two(make_app: type[App]) -> None:
    driver, scene = form(make_app, (960, 600), "fr", "mcs")
    whole = scene.fixed_options["mode"]
    assert whole == "Match (2 joueurs) \u2014 le seul possible"
    lines = [s for s in driver.app.ctx.ui.get_sprite_group().sprites()
             if isinstance(s, UILabel) and "@option_fixed_line" in s.class_ids]
    assert len(lines) == 2 and " ".join(str(line.text) for line in lines) == whole
    box = next(s for s in driver.app.ctx.ui.get_sprite_group().sprites()
               if isinstance(s, UILabel) and "@option_fixed" in s.class_ids)
    assert all(box.rect.contains(line.rect) for line in lines)
    assert scene.option_menus["length"].rect.top > box.rect.bottom  # the next option below it


def test_shortened_labels_keep_whole_words_and_stay_apart() -> None:
    def measure(words: str) -> int:
        return 10 * len(words)

    # Never ending on a word that leads on to the next ("de", "the"): it reads as cut mid-thought.
    assert shortened_labels(["Courir sur le circuit de gauche"], 250, measure) == ["Courir sur le circuit…"]
    assert shortened_labels(["Race on the track on the left"], 260, measure) == ["Race on the track…"]

    assert shortened_labels(["Short: 5 heats, every rider once", "Full: 15 heats"], 150, measure) == [
        "Short: 5 heats…", "Full: 15 heats",
    ]
    # Two choices that would read alike keep their whole words.
    assert shortened_labels(["Car one (D7 B6)", "Car one (D8 B5)"], 100, measure) == [
        "Car one (D7 B6)", "Car one (D8 B5)",
    ]
    # Fewer words that still say it come before an ellipsis: the data's short label, or the label
    # without its closing brackets.
    assert shortened_labels(["Short: 5 heats, every rider once"], 150, measure, ["Short: 5 heats"]) == [
        "Short: 5 heats",
    ]
    assert shortened_labels(["#14 Dusty Ravenscroft (D7 B6 E7)"], 220, measure) == ["#14 Dusty Ravenscroft"]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_seats_words_keep_clear_of_the_arrow(
    make_app: type[App], language: str, size: tuple[int, int]
) -> None:
    """"Computer \u2014 Normal" and "Ordinateur \u2014 Difficile" ran up against their box's arrow: a
    seat's type and colour now leave a gap between their last letter and the arrow."""
    driver, scene = form(make_app, size, language, "raceday")
    driver.click_id("#players_6")
    for index in range(1, 6):
        scene.set_bot(index, 1 + index % 3)  # every level, the widest words included
    scene.rebuild_ui()
    driver.frames(1)
    driver.app.draw(driver.app.screen)
    for row in scene.seat_rows:
        for menu in (row.kind, row.colour):
            state = menu.current_state
            assert state is not None and state.selected_option_button is not None
            assert state.open_button is not None
            words = ink_columns(driver.app.screen, state.selected_option_button.rect.inflate(0, -8))
            arrow = ink_columns(driver.app.screen, state.open_button.rect.inflate(0, -8))
            gap = state.open_button.rect.left + arrow[0] - (state.selected_option_button.rect.left + words[1])
            assert gap >= ARROW_GAP, (menu.selected_option, gap)
