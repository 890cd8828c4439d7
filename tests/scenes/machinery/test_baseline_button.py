"""A button's words stand on the same baseline whether or not an accent rises above the font."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core import ObjectID

from tabletop.app import make_ui
from tabletop.scenes.machinery.baseline_button import BaselineButton, overhang
from tests.scenes.fits import ink_rows


@pytest.fixture
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((400, 100))


def drawn(screen: pygame.Surface, button: BaselineButton) -> tuple[int, int]:
    ui = button.ui_manager
    for _ in range(2):
        ui.update(0.016)
        screen.fill((0, 80, 0))
        ui.draw_ui(screen)
    return ink_rows(screen, button.rect)


@pytest.mark.parametrize(
    ("class_id", "height"), [(None, 36), (None, 48), ("@small_button", 36), ("@menu_button", 56)]
)
def test_an_accent_leaves_the_baseline_where_it_was(
    screen: pygame.Surface, class_id: str | None, height: int
) -> None:
    ui = make_ui((400, 100))
    look = ObjectID(class_id=class_id)
    plain = BaselineButton(pygame.Rect(10, 10, 150, height), "OTE", ui, object_id=look)
    assert overhang(plain.font, "ÔTE") > 0 and overhang(plain.font, "OTE") == 0
    _top, baseline = drawn(screen, plain)
    accented = BaselineButton(pygame.Rect(200, 10, 150, height), "ÔTE", ui, object_id=look)
    top, accented_baseline = drawn(screen, accented)
    assert accented_baseline == baseline and top >= 3  # the circumflex whole, inside the frame


def test_a_snug_button_keeps_its_accent_whole_rather_than_lift_it_out(screen: pygame.Surface) -> None:
    ui = make_ui((400, 100))
    look = ObjectID(class_id="@menu_button")
    snug = BaselineButton(pygame.Rect(10, 10, 150, 30), "ÔTE", ui, object_id=look)
    top, _baseline = drawn(screen, snug)
    assert top >= 3


def test_new_words_find_the_baseline_again(screen: pygame.Surface) -> None:
    ui = make_ui((400, 100))
    button = BaselineButton(pygame.Rect(10, 10, 150, 36), "OTE", ui)
    _top, baseline = drawn(screen, button)
    button.set_text("ÔTE")
    assert drawn(screen, button)[1] == baseline
    button.set_text("OTE")
    assert drawn(screen, button)[1] == baseline
