"""The app's pygame_gui manager: hover notes as wide as their words and clear of the window's edge.

pygame_gui makes every note as wide as the theme's `rect_width`, so a short note trailed a wide
empty box, and one near the right edge was pushed flush against it, its border off the window.
"""

from __future__ import annotations

from typing import Any

import pygame_gui

NOTE_EDGE = 8  # pixels a hover note keeps from the window's side
# A note's box beside its words: padding and border both sides, and the slack pygame_gui's layout
# needs to keep a line it measured as fitting on one line (less and it wraps, or fails).
NOTE_ROOM = 28
LEAST_NOTE = 80


class AppUIManager(pygame_gui.UIManager):
    def create_tool_tip(
        self,
        text: str,
        position: tuple[int, int],
        hover_distance: tuple[int, int],
        parent_element: Any,
        object_id: Any,
        *,
        wrap_width: int | None = None,
        text_kwargs: dict[str, str] | None = None,
    ) -> Any:
        # pygame_gui keeps the sideways hover distance between a note and the window's side.
        return super().create_tool_tip(
            text, position, (NOTE_EDGE, hover_distance[1]), parent_element, object_id,
            wrap_width=wrap_width or self._note_width(text), text_kwargs=text_kwargs,
        )

    def _note_width(self, text: str) -> int | None:
        """The width that holds `text`'s longest line, within the theme's; None (the theme's) for
        styled text, which pygame_gui lays out in faces this measure does not know."""
        if "<" in text or "&" in text:
            return None
        theme = self.get_theme()
        widest = theme.get_misc_data("rect_width", ["tool_tip"])
        if not isinstance(widest, int | str) or not str(widest).isdigit():
            return None  # no theme width: pygame_gui's own
        face = theme.get_font(["tool_tip", "tool_tip.text_box"])
        words = max((face.size(line)[0] for line in text.splitlines()), default=0)
        return max(LEAST_NOTE, min(int(widest), words + NOTE_ROOM))
