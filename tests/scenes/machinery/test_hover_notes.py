"""Hover notes are as wide as their words and keep clear of the window's side (pygame_gui made
each 320 px wide and pushed one near the right edge flush against it, its border cut off)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest
from babel.messages.pofile import read_po

from tabletop.app import make_ui
from tabletop.scenes.machinery.ui_manager import NOTE_EDGE

SIZE = (960, 600)


@pytest.fixture
def ui() -> pygame_gui.UIManager:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    return make_ui(SIZE)


def test_a_short_note_by_the_right_edge_is_snug_and_whole(ui: pygame_gui.UIManager) -> None:
    one_line = ui.create_tool_tip("W", (SIZE[0] - 2, 300), (0, 10), None, None).rect.height
    note = ui.create_tool_tip("Court : 5 manches, une par pilote", (SIZE[0] - 2, 300), (0, 10), None, None)
    assert note.rect.right <= SIZE[0] - NOTE_EDGE
    assert note.rect.width < 320 and note.rect.height == one_line  # one line, no empty tail


def test_every_catalogue_line_makes_a_note_without_fault(ui: pygame_gui.UIManager) -> None:
    """pygame_gui fails outright on a box narrower than a line it lays out: every short phrase
    the app has, in both languages, fits the width measured for it."""
    with Path("tabletop/locale/fr/LC_MESSAGES/tabletop.po").open("rb") as source:
        catalog = read_po(source, locale="fr")
    phrases = (
        text for message in catalog for pair in (message.id, message.string)
        for text in (pair if isinstance(pair, tuple) else (pair,))
    )
    # Words with markup keep the theme's width (and pygame_gui warns of the catalogue's <suit>).
    texts = {text for text in phrases if text and len(text) < 90 and "<" not in text}
    one_line = ui.create_tool_tip("W", (10, 300), (0, 10), None, None).rect.height
    for text in sorted(texts):
        note = ui.create_tool_tip(text, (SIZE[0] - 2, 300), (0, 10), None, None)
        assert note.rect.right <= SIZE[0] - NOTE_EDGE, text
        if "\n" not in text and note.rect.width < 320:
            assert note.rect.height < one_line * 1.5, text  # one line (a capital accent adds a little)
        note.kill()
