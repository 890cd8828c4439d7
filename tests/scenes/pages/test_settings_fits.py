"""Every word on the Settings screen inside its control, with room to spare, at the smallest window
and the usual one, in each language. At 960 x 600 "1920 x 1080" touched its button's edges."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.app import App
from tabletop.language import language
from tabletop.scenes.machinery.layout import button_width
from tabletop.scenes.pages.settings_scene import SettingsScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.fits import BREATHING

SIZES = [(960, 600), (1280, 720)]


def cramped(driver: Driver) -> list[str]:
    """Each control whose words lack the theme's padding (a button) or a margin (a label), and each
    label reaching its row's first choice."""
    found = []
    sprites = [
        sprite for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UIButton | UILabel) and sprite.visible and sprite.alive() and sprite.text
    ]
    buttons = [sprite for sprite in sprites if isinstance(sprite, UIButton)]
    for sprite in sprites:
        text = str(sprite.text)
        width, height = sprite.font.size(text)
        if isinstance(sprite, UIButton):
            need = button_width(driver.app.ctx.ui, text)
            if sprite.rect.width < need:
                found.append(f"button {text!r}: {sprite.rect.width} px, needs {need}")
        else:
            if width + 2 * BREATHING > sprite.rect.width:
                found.append(f"label {text!r}: {width} px in {sprite.rect.width}")
            beside = [b.rect.left for b in buttons if b.rect.colliderect(sprite.rect.inflate(2000, 0))]
            words_end = sprite.rect.left + width
            if beside and words_end + 2 * BREATHING > min(beside):
                found.append(f"label {text!r} reaches its first choice")
        if height + 2 * BREATHING > sprite.rect.height:
            found.append(f"{text!r}: {height} px high in {sprite.rect.height}")
    return found


@pytest.mark.parametrize("size", SIZES)
def test_every_settings_control_s_words_fit_with_a_margin(make_app: type[App], size: tuple[int, int]) -> None:
    driver = main_menu(make_app, size)
    driver.click_button("Settings")
    assert isinstance(driver.top, SettingsScene)
    assert cramped(driver) == []
    driver.click_button("Français")
    assert language() == "fr"
    assert isinstance(driver.top, SettingsScene)
    assert cramped(driver) == []
