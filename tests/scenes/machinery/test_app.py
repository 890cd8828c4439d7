"""The app as a player meets it: menu, settings, rules, quitting, the window."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop.app import App, run_app
from tabletop.files.settings import Settings, load_settings
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import menu_actions
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.pages.settings_scene import SettingsScene
from tests.scenes.driver import Driver


def test_smoke_run_returns_zero(user_dir: Path) -> None:
    assert run_app(smoke_frames=5) == 0


def test_what_an_interrupted_write_left_is_gone_once_the_menu_shows(
    make_app: type[App], user_dir: Path
) -> None:
    left = user_dir / "saves" / ".race.yaml.a1b2.tmp"
    left.parent.mkdir()
    left.write_text("format: 1\n")
    make_app((1280, 720)).run(frames=1)
    assert not left.exists()


def test_menu_opens_settings_and_rules_and_esc_comes_back(driver: Driver) -> None:
    assert isinstance(driver.top, MainMenu)
    driver.click_button("Settings")
    assert isinstance(driver.top, SettingsScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MainMenu)

    driver.click_button("Rules")
    assert isinstance(driver.top, RulesHelpScene)
    driver.click_button("Back")
    assert isinstance(driver.top, MainMenu)


def test_esc_on_the_main_menu_does_not_quit(driver: Driver) -> None:
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MainMenu)
    assert driver.app.ctx.running


def test_quit_button_ends_the_loop(driver: Driver) -> None:
    driver.click_button("Quit")
    assert not driver.app.ctx.running
    assert driver.app.run() == 0


def test_game_buttons_hidden_until_hooks_are_registered(make_app: type[App]) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    assert driver.button_texts() == ["Settings", "Rules", "Quit"]

    opened: list[str] = []
    autosave = {"exists": False}
    menu_actions.register_new_game(lambda ctx: opened.append("new"))
    menu_actions.register_load_game(lambda ctx: opened.append("load"))
    menu_actions.register_continue(lambda ctx: opened.append("continue"), lambda: autosave["exists"])
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    assert driver.button_texts() == ["New game", "Load game", "Settings", "Rules", "Quit"]

    driver.click_button("New game")
    driver.click_button("Load game")
    assert opened == ["new", "load"]

    # Continue appears as soon as an autosave exists and the menu comes back.
    autosave["exists"] = True
    driver.click_button("Settings")
    driver.key(pygame.K_ESCAPE)
    assert driver.button_texts()[0] == "Continue"
    driver.click_button("Continue")
    assert opened[-1] == "continue"


def test_a_setting_change_persists_across_a_restart(make_app: type[App]) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.click_button("Settings")
    driver.click_button("Fast")
    driver.click_id("#colour_blind_1")
    assert driver.app.ctx.settings.animation_speed == "fast"
    assert driver.app.ctx.settings.colour_blind

    restarted = Driver(make_app())
    restarted.frames(1)
    assert restarted.app.ctx.settings == driver.app.ctx.settings
    restarted.click_button("Settings")
    assert restarted.button("Fast").is_selected
    assert not restarted.button("Normal").is_selected
    assert restarted.button_with_id("#colour_blind_1").is_selected


def test_settings_apply_the_window_size_and_full_screen(driver: Driver) -> None:
    driver.click_button("Settings")
    driver.click_button("960 x 600")
    assert driver.app.screen.get_size() == (960, 600)
    assert driver.app.ctx.size == (960, 600)
    # The widgets were laid out again inside the smaller window.
    window = pygame.Rect(0, 0, 960, 600)
    assert all(window.contains(button.rect) for button in driver.buttons())
    assert driver.button("960 x 600").is_selected

    driver.key(pygame.K_F11)
    assert driver.app.ctx.settings.fullscreen
    assert load_settings(driver.app.settings_file)[0].fullscreen
    driver.key(pygame.K_F11)
    assert not driver.app.ctx.settings.fullscreen
    assert driver.app.screen.get_size() == (960, 600)


def test_the_first_window_and_a_saved_size_fit_a_small_screen(
    make_app: type[App], user_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a 960 x 600 screen the first window (1280 x 720 by default) opened past the screen's
    edges, the menu cut; it fits now, as does a saved size too large, and a size asked for stays."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(960, 600)])
    first = make_app()
    assert first.screen.get_size() == (960, 600) and first.ctx.size == (960, 600)
    settings = user_dir / "settings.yaml"
    settings.write_text(settings.read_text() + "window_size: [1920, 1080]\n")
    assert make_app().screen.get_size() == (960, 600)
    assert load_settings(settings)[0].window_size == (1920, 1080)  # kept for a larger screen
    assert make_app((1280, 720)).screen.get_size() == (1280, 720)



@pytest.mark.parametrize(
    ("desktop", "first", "larger"),
    [
        ((1280, 720), (1200, 624), (1200, 624)),  # the default's own size: a margin for the panels
        ((1366, 768), (1280, 672), (1286, 672)),
        ((1920, 1080), (1280, 720), (1600, 900)),  # room to spare: never larger than asked for
        ((1024, 640), (960, 600), (960, 600)),  # little room: never below the app's floor
    ],
)
def test_the_first_window_leaves_the_desktops_panels_their_room(
    make_app: type[App],
    monkeypatch: pytest.MonkeyPatch,
    desktop: tuple[int, int],
    first: tuple[int, int],
    larger: tuple[int, int],
) -> None:
    """The first window filled a desktop of 1280 x 720, under its taskbar or top bar and with its
    title bar off the top; it keeps DESKTOP_MARGIN free now, as does a size picked in Settings."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    driver = Driver(make_app())
    driver.frames(1)
    assert driver.app.screen.get_size() == driver.app.ctx.size == first
    driver.click_button("Settings")
    driver.click_button("1600 x 900")
    assert driver.app.screen.get_size() == driver.app.ctx.size == larger


def test_a_window_resize_relayouts_the_scenes(driver: Driver) -> None:
    pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    driver.frames(1)
    assert driver.app.ctx.size == (1000, 640)
    quit_button = driver.button("Quit")
    assert quit_button.rect.right <= 1000 - 24


def test_the_window_never_gets_smaller_than_the_minimum(driver: Driver) -> None:
    pygame.display.set_mode((700, 400), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(700, 400), w=700, h=400))
    driver.frames(1)
    assert driver.app.ctx.size == (960, 600)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("animation_speed: [unclosed\n", "settings.yaml:2: not valid YAML"),
        ("- just\n- a list\n", "not a list of settings"),
        ("animation_speed: warp\ncolour_blind: true\nvolume: 11\n", "yaml:3: unknown setting 'volume'"),
    ],
)
def test_a_bad_settings_file_is_reported_once_and_defaults_are_used(
    make_app: type[App], user_dir: Path, content: str, expected: str
) -> None:
    user_dir.mkdir(parents=True, exist_ok=True)
    (user_dir / "settings.yaml").write_text(content, encoding="utf-8")
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    assert expected in dialog.message
    assert driver.app.ctx.settings.animation_speed == Settings().animation_speed
    driver.click_button("OK")
    assert isinstance(driver.top, MainMenu)
    driver.frames(3)
    assert isinstance(driver.top, MainMenu)


BROKEN_SETTINGS = """\
language: fr
new_game_seats:
  motox:
    seats:
    - {name: Anna, colour: red}
tutorials_offered:
- motox
animation_speed: "fast
"""


def test_a_broken_settings_file_keeps_what_reads_and_is_kept_before_it_is_written_over(
    make_app: type[App], user_dir: Path
) -> None:
    user_dir.mkdir(parents=True, exist_ok=True)
    path = user_dir / "settings.yaml"
    path.write_text(BROKEN_SETTINGS, encoding="utf-8")
    (user_dir / "settings.yaml.broken").write_text("an older copy\n", encoding="utf-8")
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    dialog = driver.top
    assert isinstance(dialog, DialogScene)
    assert "settings.yaml:9:" in dialog.message
    assert "settings.yaml.broken-2" in dialog.message  # the older copy is not written over
    settings = driver.app.ctx.settings
    assert settings.language == "fr" and settings.tutorials_offered == ("motox",)
    assert settings.new_game_seats["motox"]["seats"][0]["name"] == "Anna"
    driver.click_button("OK")
    driver.click_button("Réglages")
    driver.click_button("Rapide")
    assert (user_dir / "settings.yaml.broken-2").read_text(encoding="utf-8") == BROKEN_SETTINGS
    assert (user_dir / "settings.yaml.broken").read_text(encoding="utf-8") == "an older copy\n"
    assert load_settings(path) == (replace(settings, animation_speed="fast"), [])
    # Started again before the file was written: the same copy, not one more.
    path.write_text(BROKEN_SETTINGS, encoding="utf-8")
    Driver(make_app((1280, 720))).frames(1)
    assert sorted(p.name for p in user_dir.glob("settings.yaml.*")) == [
        "settings.yaml.broken", "settings.yaml.broken-2"]
