"""A dialog's buttons show their whole words in every language: they grow to the longest."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UITextBox

from tabletop.app import App
from tabletop.files.settings import SETTINGS_FILE
from tabletop.language.typography import NO_BREAK
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


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_files_path_and_line_break_after_a_slash_never_inside_nor_with_a_dash(
    make_app: type[App], size: tuple[int, int]
) -> None:
    path = "/tmp/audM/user/saves/motox-20261206-130003.yaml"
    message = f"File: {path}\n\n{path}:334: move 46 is damaged: Move.value must be a whole number, got 'one'"
    driver = main_menu(make_app, size)
    driver.app.ctx.stack.push(DialogScene(driver.app.ctx, "What is wrong with the file", message))
    driver.frames(1)
    dialog = driver.top
    assert isinstance(dialog, DialogScene) and dialog.panel is not None
    [box] = [e for e in dialog.panel.get_container().elements if isinstance(e, UITextBox)]
    rows = ["".join(chunk.text for chunk in row.items if hasattr(chunk, "text"))
            for row in box.text_box_layout.layout_rows]
    shown = [row.strip() for row in rows if row.strip()]
    assert any("motox-20261206-130003.yaml:334:" in row for row in shown), shown
    assert not any(row.startswith("-") or row.endswith(":-") for row in shown), shown
    # Every word shown once, in order; a no-break space (a count held to its word) is a space too.
    assert "".join(shown).replace(" ", "").replace(NO_BREAK, "") == message.replace("\n", "").replace(" ", "")
