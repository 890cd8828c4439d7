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
from tabletop.scenes.menus import game_hooks
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import open_editor


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
