"""The editor's track list at the smallest window: every built-in name shows whole, and a name
too long for its row ends in an ellipsis with the whole name on hover."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.scenes.editor import editor_files
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.machinery.layout import MARGIN
from tabletop.scenes.menus import game_hooks
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import open_editor
from tests.scenes.fits import shows_whole


def _labels(driver: Driver) -> list[UILabel]:
    sprites = driver.app.ctx.ui.get_sprite_group().sprites()
    return [element for element in sprites if isinstance(element, UILabel)]


def _open_list(make_app: type[App], game_name: str) -> tuple[Driver, TrackFilesScene]:
    game_hooks.install()
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    open_editor(driver, game_name)
    driver.click_id("#editor_open_files")
    scene = driver.top
    assert isinstance(scene, TrackFilesScene)
    return driver, scene


@pytest.mark.parametrize("game_name", ["Nascard", "Race Day", "MotoX", "Mind Cycling"])
def test_every_built_in_name_shows_whole_at_the_smallest_window(make_app: type[App], game_name: str) -> None:
    driver, scene = _open_list(make_app, game_name)
    built_in = [track.name for track in scene.files if track.built_in]
    assert built_in
    labels = {label.text: label for label in _labels(driver)}
    for name in built_in:
        label = labels[name]  # the whole name, no ellipsis
        assert label.font is not None
        assert label.font.get_rect(name).width <= label.relative_rect.width


def test_a_name_too_long_for_its_row_is_cut_with_an_ellipsis_and_shown_on_hover(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = editor_files.list_tracks
    long_name = "The Grand Tour of Every Mountain Pass " * 3

    def with_a_long_name(game_id: str) -> list[editor_files.TrackFile]:
        tracks = listed(game_id)
        return [replace(tracks[0], name=long_name), *tracks[1:]]

    monkeypatch.setattr(editor_files, "list_tracks", with_a_long_name)
    driver, _ = _open_list(make_app, "Mind Cycling")
    cut = [label for label in _labels(driver) if label.text.endswith("…")]
    assert len(cut) == 1
    label = cut[0]
    assert long_name.startswith(label.text.removesuffix("…"))
    assert label.font is not None and label.font.get_rect(label.text).width <= label.relative_rect.width
    assert label.tool_tip_text == long_name


@pytest.mark.parametrize("size", [MIN_WINDOW_SIZE, (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_button_of_the_list_is_in_one_face_its_words_clear_of_its_frame_and_the_panels_edge(
    make_app: type[App], language: str, size: tuple[int, int]
) -> None:
    """Import, Close and New empty track read in the rows' face (they were larger, filling their
    buttons), with room around their words, and a margin below the last one."""
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    open_editor(driver, "Race Day")
    driver.app.ctx.speak(language)
    driver.click_id("#editor_open_files")
    scene = driver.top
    assert isinstance(scene, TrackFilesScene) and scene.panel is not None
    buttons = [b for b in driver.buttons() if b.ui_container is scene.panel.get_container()]
    assert {b.object_ids[-1] for b in buttons} >= {"#import", "#close", "#new_track"}
    assert len({b.font for b in buttons}) == 1
    for button in buttons:
        assert shows_whole(button), button.text
    inside = scene.panel.get_container().get_rect()  # within the panel's frame
    new_track = driver.button_with_id("#new_track").rect
    assert inside.bottom - new_track.bottom == MARGIN == new_track.left - inside.left
    assert inside.right - driver.button_with_id("#close").rect.right == MARGIN
