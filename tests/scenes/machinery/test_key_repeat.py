"""The arrows repeat while held for the whole run: leaving a text field (a player's name) turned
the window's key repeat off, pygame_gui's doing, so a held Down no longer ran down a long list."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from tabletop.app import App
from tabletop.scenes.machinery.held_keys import KEY_REPEAT
from tabletop.scenes.menus.new_game import NewGameScene
from tests.scenes.driver import main_menu


def test_typing_a_name_leaves_the_key_repeat_as_it_was(make_app: type[App]) -> None:
    driver = main_menu(make_app)
    assert pygame.key.get_repeat() == KEY_REPEAT
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    for _ in range(30):  # Tab on to the first player's name
        driver.key(pygame.K_TAB)
        if isinstance(form.focus.focused, UITextEntryLine):
            break
    driver.type_text("Zoe")
    driver.key(pygame.K_TAB)  # and on, out of the field
    assert not isinstance(form.focus.focused, UITextEntryLine)
    assert pygame.key.get_repeat() == KEY_REPEAT
