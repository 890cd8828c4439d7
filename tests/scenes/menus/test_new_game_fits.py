"""Every option's choices read whole on the new-game form, in both languages: whole at the
usual window size, and at the smallest each shortened one by whole words, whole in a tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITooltip

from tabletop.app import App
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.menus import new_game
from tabletop.scenes.menus.new_game import NewGameScene, shortened_labels
from tests.scenes.driver import FRAME, Driver, main_menu
from tests.scenes.fits import shows_whole


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
def test_at_the_smallest_size_a_choice_too_long_is_shortened_by_whole_words(
    make_app: type[App], language: str, game: str
) -> None:
    driver, scene = form(make_app, (960, 600), language, game)
    for key, menu in choice_menus(scene):
        for entry in open_list(driver, menu):
            assert shows_whole(entry), (key, entry.text)
        driver.click(menu.rect.center)
    fixed = [s for s in driver.app.ctx.ui.get_sprite_group().sprites()
             if isinstance(s, UILabel) and "@option_fixed" in s.class_ids]
    for label in fixed:
        assert label.font is not None and label.drawable_shape is not None
        words = label.font.size(str(label.text))[0]
        assert words <= label.drawable_shape.text_view_rect.width, label.text


def test_the_french_short_match_reads_whole_in_the_box_and_the_list(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, scene = form(make_app, (960, 600), "fr", "mcs")
    menu = scene.option_menus["length"]
    assert isinstance(menu, UIDropDownMenu)
    entries = open_list(driver, menu)
    short = next(entry for entry in entries if str(entry.text).startswith("Court"))
    assert str(short.text).endswith("…")
    assert tooltip_over(driver, monkeypatch, short.rect.center) == "Court : 5 manches, une par pilote"
    driver.click(short.rect.center)
    driver.frames(2)
    assert scene.form.options["length"] == "short"
    assert menu.current_state is not None and menu.current_state.selected_option_button is not None
    box = menu.current_state.selected_option_button
    assert str(box.text) == str(short.text)
    assert tooltip_over(driver, monkeypatch, box.rect.center) == "Court : 5 manches, une par pilote"


def test_a_settled_option_too_long_for_its_box_reads_whole_in_its_tooltip(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, scene = form(make_app, (960, 600), "fr", "mcs")
    whole = scene.fixed_options["mode"]
    assert whole == "Match (2 joueurs) \u2014 le seul possible"
    label = next(s for s in driver.app.ctx.ui.get_sprite_group().sprites()
                 if isinstance(s, UILabel) and "@option_fixed" in s.class_ids)
    assert str(label.text) != whole and str(label.text).endswith("…")
    assert tooltip_over(driver, monkeypatch, label.rect.center).startswith(whole)


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
