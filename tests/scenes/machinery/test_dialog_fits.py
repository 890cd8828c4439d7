"""A dialog's buttons show their whole words in every language: they grow to the longest."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.files.settings import SETTINGS_FILE
from tabletop.scenes.machinery.dialog import DialogScene, button_slots
from tests.scenes.driver import main_menu
from tests.scenes.fits import shows_whole


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_game_offer_shows_both_buttons_whole(
    make_app: type[App], user_dir: Path, language: str, size: tuple[int, int]
) -> None:
    (user_dir / SETTINGS_FILE).unlink()  # a player new to every game
    driver = main_menu(make_app, size)
    driver.click_button("New game")
    driver.click_id("#game_mcs")
    driver.app.ctx.speak(language)
    driver.frames(1)
    driver.click(next(b for b in driver.buttons() if "@start_button" in b.class_ids).rect.center)
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.panel is not None
    buttons = [b for b in driver.buttons() if b.ui_container is dialog.panel.get_container()]
    assert len(buttons) == 2
    for button in buttons:
        assert shows_whole(button), button.text
    left, right = sorted(buttons, key=lambda b: b.rect.left)
    assert left.rect.width == right.rect.width and left.rect.right < right.rect.left


def test_buttons_too_many_for_a_row_still_share_the_band() -> None:
    slots = button_slots(4, 552, 200)
    assert [slot.width for slot in slots[:-1]] == [270, 270, 270] and slots[-1].width == 200
    assert all(pygame.Rect(0, 0, 552, 400).contains(slot) for slot in slots)
    assert slots[-1].right == 552 and slots[-1].top > slots[0].top
