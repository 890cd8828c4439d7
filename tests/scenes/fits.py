"""Whether a real pygame_gui widget shows its words whole (pygame_gui clips them silently)."""

from __future__ import annotations

from pygame_gui.elements import UIButton

BREATHING = 4  # pixels either side of a button's words, at the least, so they do not touch its border


def shows_whole(button: UIButton) -> bool:
    """`button`'s words fit the room its drawn shape gives them (inside border, shadow and corners)."""
    shape = button.drawable_shape
    assert shape is not None and shape.text_view_rect is not None
    words = int(button.font.size(str(button.text))[0])
    return words + 2 * BREATHING <= shape.text_view_rect.width
