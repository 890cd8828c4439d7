"""The settings file: defaults, round trip, problems reported, atomic writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tabletop.files.settings import Settings, fit_window, load_settings, save_settings, window_room


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.yaml") == (Settings(), [])


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    chosen = Settings(animation_speed="slow", window_size=(1600, 900), fullscreen=True, colour_blind=True)
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, [])
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


def test_bad_values_fall_back_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("animation_speed: fast\nwindow_size: [10, 20, 30]\nfullscreen: maybe\n")
    settings, problems = load_settings(path)
    assert settings == Settings(animation_speed="fast")
    assert len(problems) == 2
    assert any("window_size" in p for p in problems) and any("fullscreen" in p for p in problems)


def test_tiny_window_sizes_are_raised_to_the_minimum(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("window_size: [300, 200]\n")
    assert load_settings(path) == (Settings(window_size=(960, 600)), [])


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(animation_speed="slow"), path)

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_settings(Settings(animation_speed="fast"), path)
    assert load_settings(path)[0].animation_speed == "slow"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


def test_a_window_fits_the_desktop_but_never_below_the_minimum() -> None:
    assert fit_window((1280, 720), (960, 600)) == (960, 600)
    assert fit_window((1280, 720), (1024, 768)) == (1024, 720)
    assert fit_window((1920, 1080), (2560, 1440)) == (1920, 1080)
    assert fit_window((1280, 720), (800, 480)) == (960, 600)  # a tiny screen: the app's floor
    assert fit_window((1280, 720), None) == (1280, 720)  # the display does not say


def test_a_window_leaves_the_desktops_panels_a_margin() -> None:
    assert window_room((1280, 720)) == (1200, 624)
    assert fit_window((1280, 720), window_room((1920, 1080))) == (1280, 720)  # never past the default
    assert fit_window((1280, 720), window_room((1024, 640))) == (960, 600)  # nor below the floor
    assert window_room(None) is None  # the display does not say


@pytest.mark.parametrize(
    ("content", "kept"),
    [
        ('language: fr\ntutorials_offered: [motox]\nanimation_speed: "fast\n', Settings(
            language="fr", tutorials_offered=("motox",))),
        # An alias to a part that no longer reads, a part of no setting before the break.
        ('language: fr\nx: &a [a]\nlast_game: *a\ny: "\n', Settings(language="fr")),
        ('- [unclosed\n', Settings()),
        ('volume: "11\n', Settings()),
    ],
)
def test_a_file_broken_part_way_keeps_every_setting_that_reads_alone(
    tmp_path: Path, content: str, kept: Settings
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(content, encoding="utf-8")
    settings, problems = load_settings(path)
    assert settings == kept
    assert problems and "not valid YAML" in problems[0]
