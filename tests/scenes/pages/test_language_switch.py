"""Switching to French from Settings: every open screen speaks it at once, and every text fits.

Texts are measured with their widget's own font against the widget's rectangle, at the
smallest window the app allows and at the usual one.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.files import saves
from tabletop.files.settings import load_settings
from tabletop.games.simulate import make_bot
from tabletop.language import language, set_language
from tabletop.scenes.machinery.layout import button_width
from tabletop.scenes.menus.main_menu import MENU_WORD_ROOM
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.fits import ink_columns
from tests.scenes.tables import start_table

SIZES = [(960, 600), (1280, 720)]
PAIR = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "white"))


def cut_texts(driver: Driver) -> list[str]:
    """Every visible button or label whose words are wider than the widget shows."""
    cut = []
    for sprite in driver.app.ctx.ui.get_sprite_group().sprites():
        if not isinstance(sprite, UIButton | UILabel) or not sprite.visible or not sprite.alive():
            continue
        text = str(sprite.text)
        width = sprite.font.size(text)[0]
        if text and width > sprite.rect.width:
            cut.append(f"{text!r}: {width} px in {sprite.rect.width}")
    return cut


def choose_french(driver: Driver) -> None:
    driver.click_button("Français")
    assert language() == "fr"


@pytest.mark.parametrize("size", SIZES)
def test_the_menus_switch_to_french_at_once_and_fit(make_app: type[App], user_dir: Path,
                                                    size: tuple[int, int]) -> None:
    driver = main_menu(make_app, size)
    driver.click_button("Settings")
    assert cut_texts(driver) == []
    choose_french(driver)
    # The open screen is laid out again in French, its choice kept and saved.
    assert {"Retour", "Français", "Non", "Oui", "Lente", "Instant."} <= set(driver.button_texts())
    assert driver.button("Français").is_selected
    assert load_settings(user_dir / "settings.yaml")[0].language == "fr"
    assert cut_texts(driver) == []
    driver.click_button("Retour")
    # The menu below was laid out again too.
    assert {"Nouvelle partie", "Réglages", "Règles", "Quitter"} <= set(driver.button_texts())
    assert cut_texts(driver) == []
    for screen, back in (("Nouvelle partie", "Retour"), ("Charger une partie", "Retour")):
        driver.click_button(screen)
        assert back in driver.button_texts()
        assert cut_texts(driver) == [], screen
        driver.click_button(back)


def test_french_is_kept_for_the_next_start_and_english_comes_back(make_app: type[App]) -> None:
    driver = main_menu(make_app, (960, 600))
    driver.click_button("Settings")
    choose_french(driver)
    set_language("en")  # what a new process starts from
    again = main_menu(make_app, (960, 600))
    assert "Nouvelle partie" in again.button_texts()
    again.click_button("Réglages")
    again.click_button("English")
    assert "Back" in again.button_texts() and language() == "en"


def play_some(scene: TableScene, moves: int) -> None:
    bot = make_bot("mindcycling", "game", 7, players=len(scene.match.setup.seats))
    rules = scene.match.rules
    for _move in range(moves):
        seat = scene.match.to_act()[0]
        scene.match.apply(seat, bot.choose(rules, rules.view(scene.match.state, seat), seat))


@pytest.mark.parametrize("size", SIZES)
def test_a_game_in_progress_switches_to_french_and_keeps_its_state(make_app: type[App],
                                                                   size: tuple[int, int]) -> None:
    driver = main_menu(make_app, size, instant=True)
    scene = start_table(driver, "mindcycling", PAIR, seed=3)
    play_some(scene, 6)
    steps = len(scene.match.steps)
    checksum = scene.match.checksum()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    driver.click_button("Settings")
    choose_french(driver)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    assert {"Reprendre", "Enregistrer", "Réglages", "Quitter vers le menu"} <= set(driver.button_texts())
    assert cut_texts(driver) == []
    driver.click_button("Reprendre")
    driver.frames(3)
    assert scene.match.checksum() == checksum and len(scene.match.steps) == steps
    french_log = [entry.text for entry in scene.log.entries]
    # Written again from the game's events, every one in French.
    events = [event for step in scene.match.steps for event in step.events]
    assert french_log[1:] == [event.describe() for event in events]
    assert any(" avance de " in line or " prend " in line for line in french_log), french_log
    assert scene.log.title == "Game log"  # kept in English, drawn translated
    assert cut_texts(driver) == []


def test_a_game_saved_in_french_continues_in_english(make_app: type[App]) -> None:
    """Saves hold the actions, never the words: the same game whichever language reads it."""
    driver = main_menu(make_app, (1280, 720), instant=True)
    set_language("fr")
    scene = start_table(driver, "mindcycling", PAIR, seed=5)
    play_some(scene, 8)
    path = saves.save_named(scene.match)
    text = path.read_text(encoding="utf-8")
    assert "Tour " not in text and "case" not in text
    set_language("en")
    loaded = saves.load(path)
    assert loaded.checksum() == scene.match.checksum()
    assert len(loaded.steps) == len(scene.match.steps)
    said = [event.describe() for step in loaded.steps for event in step.events]
    assert any(" spaces " in line for line in said) and not any(" cases " in line for line in said)


def test_the_menu_s_subtitle_is_drawn_again_in_french(make_app: type[App]) -> None:
    """The backdrop behind the menu is one kept picture: a switch must not show the English one."""
    driver = main_menu(make_app, (960, 600))
    subtitle = pygame.Rect(150, 90, 660, 30)  # the line under the title at this size
    english = driver.app.screen.subsurface(subtitle).copy()
    driver.click_button("Settings")
    choose_french(driver)
    driver.click_button("Retour")
    driver.frames(90)  # the settings' fade gone
    french = driver.app.screen.subsurface(subtitle)
    assert pygame.image.tobytes(french, "RGB") != pygame.image.tobytes(english, "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_the_main_menu_s_words_keep_clear_of_their_buttons_borders(
    make_app: type[App], size: tuple[int, int]
) -> None:
    """At 960 x 600 "Charger une partie" and "Éditeur de circuits" ran into their borders: whole,
    yet with none of the padding the theme gives words."""
    driver = main_menu(make_app, size)
    driver.click_button("Settings")
    choose_french(driver)
    driver.click_button("Retour")
    ui = driver.app.ctx.ui
    driver.frames(90)  # the settings' fade gone
    for label in ("Charger une partie", "Éditeur de circuits", "Apprendre à jouer"):
        button = driver.button(label)
        assert button.rect.width >= button_width(ui, label, "@menu_button"), label
        # And the longest words are not edge to edge: room either side, as a shorter label has.
        first, last = ink_columns(driver.app.screen, button.rect.inflate(0, -12))
        assert min(first, button.rect.width - 1 - last) >= MENU_WORD_ROOM, (label, first, last)
