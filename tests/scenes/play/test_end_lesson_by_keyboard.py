"""A lesson ends from the keyboard too: the coach card's End lesson button takes only a click, so
the pause menu offers it while the coach is on."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.scenes.play.pause_menu import PauseMenu
from tests.scenes.driver import main_menu
from tests.scenes.menus.test_learn_to_play import open_lesson


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_esc_then_the_ring_ends_the_lesson(make_app: type[App], size: tuple[int, int]) -> None:
    driver = main_menu(make_app, size, instant=True)
    table = open_lesson(driver, "nascard")
    driver.key(pygame.K_ESCAPE)
    menu = driver.top
    assert isinstance(menu, PauseMenu)
    buttons = driver.buttons()
    assert "End lesson" in [str(button.text) for button in buttons]
    window = pygame.Rect((0, 0), size)
    # Whole inside the window and inside the menu's panel (whose edge would cut it off).
    assert all(window.contains(button.rect) for button in buttons), "an entry is off the window"
    inside = all(button.ui_container.get_rect().contains(button.rect) for button in buttons)
    assert inside, "an entry is cut off"
    assert not any(a.rect.colliderect(b.rect) for a in buttons for b in buttons if a is not b)
    for _ in buttons:
        driver.key(pygame.K_TAB)
        ringed = menu.focus.focused
        if ringed is not None and ringed.text == "End lesson":
            break
    driver.key(pygame.K_RETURN)
    assert driver.top is table
    assert table.coach is None and not table.match.lesson


def test_an_ordinary_game_s_pause_menu_offers_no_end_lesson(make_app: type[App]) -> None:
    driver = main_menu(make_app, instant=True)
    driver.click_button("New game")
    driver.click_button("Start")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    assert "End lesson" not in driver.button_texts()
