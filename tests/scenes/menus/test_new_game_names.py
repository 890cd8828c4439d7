"""New game's track names: one shown shorter says so ("…") and reads whole on the closed box's
note and in the open list, which that note never covers; a player's own copy is marked once."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pygame_gui.elements import UITooltip

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import open_document, save_track
from tabletop.files.track_library import TrackChoice
from tabletop.language import set_language
from tabletop.paths import data_dir
from tabletop.scenes.menus import new_game
from tabletop.scenes.menus.new_game import NewGameScene, track_labels, whole_name
from tests.scenes.driver import FRAME, Driver, main_menu
from tests.scenes.editor_steps import drop_down


def choice(name: str, user: bool = False) -> TrackChoice:
    return TrackChoice(name, name, {}, None, user)


def measure(words: str) -> int:
    return 10 * len(words)


def test_a_name_shown_shorter_ends_in_an_ellipsis_so_it_never_reads_as_another_track() -> None:
    names = [choice("Quarry Run (copy)", user=True), choice("Pocono International Raceway"),
             choice("Quarry Run"), choice("Flat stage - Across the plains"), choice("Tiny Oval", user=True)]
    shown = track_labels(names, 160, measure)
    assert shown == ["Quarry… (yours)", "Pocono…", "Quarry Run", "Flat stage", "Tiny Oval"]
    for label, track in zip(shown, names, strict=True):
        whole = whole_name(track)
        # Whole, or its title (a stage's: a name of its own), or without the mark, or said cut.
        assert label in (whole, whole.partition(" - ")[0], whole.removesuffix(" (yours)")) or "…" in label



def test_a_copy_of_yours_is_marked_inside_its_brackets_in_either_language() -> None:
    assert whole_name(choice("Quarry Run (copy)", user=True)) == "Quarry Run (copy, yours)"
    assert whole_name(choice("Tiny Oval", user=True)) == "Tiny Oval (yours)"
    assert whole_name(choice("Quarry Run (copy)")) == "Quarry Run (copy)"
    # A copy's number joins its word: "(copy) (2, yours)" read as two odd brackets.
    assert whole_name(choice("Pocono Raceway (copy) (2)", user=True)) == "Pocono Raceway (copy 2, yours)"
    assert whole_name(choice("My track (2)", user=True)) == "My track (2) (yours)"
    set_language("fr")
    assert whole_name(choice("Quarry Run (copie)", user=True)) == "Quarry Run (copie, à vous)"
    assert whole_name(choice("Col de l'Iseran", user=True)) == "Col de l'Iseran (à vous)"
    assert whole_name(choice("Pocono Raceway (copie) (10)", user=True)) == "Pocono Raceway (copie 10, à vous)"


def tooltips(driver: Driver) -> list[UITooltip]:
    ui = driver.app.ctx.ui
    return [s for s in ui.get_sprite_group().sprites() if isinstance(s, UITooltip)]


def rest_pointer(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, pos: tuple[int, int], seconds: float
) -> None:
    """The pointer rests at `pos` (pygame_gui reads the mouse itself) for `seconds`."""
    ui = driver.app.ctx.ui
    monkeypatch.setattr(ui, "_update_mouse_position", lambda: setattr(ui, "mouse_position", pos))
    driver.frames(round(seconds / FRAME))


def test_a_shortened_track_reads_whole_on_its_note_and_the_note_leaves_the_open_list_alone(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = EditorGame("raceday")
    pocono = open_document(data_dir() / "tracks" / "raceday" / "pocono.yaml", game)
    save_track(pocono.renamed("Pocono Raceway Grand Circuit"), game, valid=True)
    whole = "Pocono Raceway Grand Circuit (yours)"
    driver = main_menu(make_app, (960, 600))
    driver.click_button("New game")
    driver.click_id("#game_raceday")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    scene.choose_track(1)  # the player's own, listed after the game's
    scene.rebuild_ui()
    driver.frames(1)
    menu = drop_down(driver, "#track")
    box = menu.current_state.selected_option_button
    assert str(box.text) == "Pocono… (yours)"
    rest_pointer(driver, monkeypatch, box.rect.center, 1.5)
    # Closed, the box's note says the whole name.
    assert box.tool_tip_text == whole and len(tooltips(driver)) == 1
    driver.click(menu.rect.center)
    entries = [b for b in driver.buttons() if "@selection_list_item" in b.class_ids]
    assert whole in [str(entry.text) for entry in entries]  # open: the list says it whole
    rest_pointer(driver, monkeypatch, menu.rect.center, 1.5)
    listed = entries[0].rect.unionall([entry.rect for entry in entries])
    for tip in tooltips(driver):
        assert not tip.rect.colliderect(listed), "a note hides the list's entries"
    new_game.remembered.clear()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize(("game", "language"), [("raceday", "en"), ("nascard", "en"), ("mindcycling", "fr")])
def test_the_track_keeps_a_picture_beside_the_track_problems_button(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], game: str, language: str
) -> None:
    """At 960 x 600 the picture went when the "track problems" button took its room."""
    monkeypatch.setattr(new_game, "available_tracks", with_a_problem(new_game.available_tracks))
    driver = main_menu(make_app, size)
    driver.app.ctx.speak(language)
    driver.click_button({"en": "New game", "fr": "Nouvelle partie"}[language])
    driver.click_id(f"#game_{game}")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    problems = driver.button_with_id("#track_problems")
    assert problems.font.size(str(problems.text))[0] + 2 * 6 + 4 <= problems.rect.width, problems.text
    picture = scene._thumbnail_rect
    assert picture is not None and picture.bottom < problems.rect.top
    if (game, size) != ("mindcycling", (960, 600)):  # a stage's name takes two lines: no room left
        assert picture.height >= new_game.LEAST_PICTURE
    new_game.remembered.clear()


def with_a_problem(
    available: Callable[[str], tuple[list[TrackChoice], list[str]]],
) -> Callable[[str], tuple[list[TrackChoice], list[str]]]:
    """`available_tracks` with a track file that could not be read."""
    def tracks(game_id: str) -> tuple[list[TrackChoice], list[str]]:
        choices, problems = available(game_id)
        return choices, [*problems, "broken.yaml: not a track file"]
    return tracks
