"""A drop-down's words show whole, g, p, q and y with their tails: pygame_gui centres a button's
words on their baseline, and at some sizes of the bundled font that pushed the tails below the
button's text row, where they were cut ("montaqne", "lonq" in French)."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from tabletop.app import App
from tests.scenes.driver import Driver

INK = (0x28, 0x1F, 0x17)
DARK = 300  # a pixel of the words, not of their soft edges: red, green and blue together under this
WORDS = ["Étape de montagne", "Le long de la côte", "gypsy query"]


def ink_height(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many rows of `area` of `surface` the dark words reach, from the top of the tallest
    letter to the bottom of the lowest tail."""
    rows = [y for y in range(area.top, area.bottom)
            if any(sum(surface.get_at((x, y))[:3]) < DARK for x in range(area.left, area.right))]
    return rows[-1] - rows[0] + 1 if rows else 0


def whole_height(words: str, size: int) -> int:
    """How tall `words` are drawn on their own in the bundled font at `size`, nothing cut."""
    face = pygame.font.Font(str(Path(pygame.__file__).parent / pygame.font.get_default_font()), size)
    image = face.render(words, True, INK, (255, 255, 255))
    return ink_height(image, image.get_rect())


def test_the_words_of_a_drop_down_keep_their_tails(make_app: type[App]) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    ui = driver.app.ctx.ui
    menu = UIDropDownMenu(WORDS, WORDS[0], pygame.Rect(20, 20, 320, 36), ui)
    size = ui.get_theme().get_font(["drop_down_menu"]).get_point_size()
    ui.update(0.05)
    surface = pygame.Surface((960, 600))
    surface.fill((255, 255, 255))
    ui.draw_ui(surface)
    box = menu.current_state.selected_option_button
    assert box is not None
    assert ink_height(surface, box.rect.inflate(-6, -6)) >= whole_height(WORDS[0], size)

    menu.current_state.should_transition = True
    ui.update(0.05)
    state = menu.current_state
    assert isinstance(state, UIExpandedDropDownState) and state.options_selection_list is not None
    ui.update(0.05)
    surface.fill((255, 255, 255))
    ui.draw_ui(surface)
    entries = [item for item in state.options_selection_list.item_list if not item["selected"]]
    for item in entries:
        button = item["button_element"]
        words = str(item["text"])
        assert ink_height(surface, button.rect.inflate(-6, -6)) >= whole_height(words, size), words
    menu.kill()
