"""How a real pygame_gui widget shows its words: whole (pygame_gui clips them silently), and where."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

BREATHING = 4  # pixels either side of a button's words, at the least, so they do not touch its border


def shows_whole(button: UIButton) -> bool:
    """`button`'s words fit the room its drawn shape gives them (inside border, shadow and corners)."""
    shape = button.drawable_shape
    assert shape is not None and shape.text_view_rect is not None
    words = int(button.font.size(str(button.text))[0])
    return words + 2 * BREATHING <= shape.text_view_rect.width


def ink_rows(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """The first and last rows of a button's dark words on `surface`, from its top (its frame left out)."""
    inside = rect.inflate(-12, -6)
    rows = [y for y in range(inside.top, inside.bottom)
            if any(sum(surface.get_at((x, y))[:3]) < 150 for x in range(inside.left, inside.right))]
    return rows[0] - rect.top, rows[-1] - rect.top


def ink_columns(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """The first and last columns of dark words inside `rect` on `surface`, from its left; (-1, -1)
    when there are none (light words on a selected entry)."""
    columns = [x for x in range(rect.left, rect.right)
               if any(sum(surface.get_at((x, y))[:3]) < 150 for y in range(rect.top, rect.bottom))]
    return (columns[0] - rect.left, columns[-1] - rect.left) if columns else (-1, -1)
