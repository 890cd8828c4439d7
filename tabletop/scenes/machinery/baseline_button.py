"""A pygame_gui button whose words sit on the baseline every other button's words sit on.

SDL_ttf draws a line with a glyph taller than the font's ascent (Ô, É, À) on a taller
image, its baseline that much lower down, and pygame_gui places the image by its top:
"Ôter" sat three pixels below "Verso" on the editor's bar. Such a button puts its words
at the top of their room instead, as far down as centred words would be, less the overhang.
"""

from __future__ import annotations

from typing import Any

from pygame_gui.elements import UIButton


def overhang(font: Any, words: str) -> int:
    """How far `words` rise above the ascent `font` places them by (pygame_gui's font: its
    `get_rect` stands the words at the ascent, `get_metrics` gives each glyph's top)."""
    if not words:
        return 0
    tops = [glyph[3] for glyph in font.get_metrics(words) if glyph is not None]
    return max(0, max(tops, default=0) - font.get_rect(words).y)


class BaselineButton(UIButton):
    def rebuild(self) -> None:
        self.text_vert_alignment, self.text_vert_alignment_padding = "center", 0
        super().rebuild()
        rise = overhang(self.font, str(self.text)) if self.font is not None else 0
        shape = self.drawable_shape
        layout = shape.text_box_layout if shape is not None else None
        if rise == 0 or shape is None or layout is None or not layout.layout_rows:
            return
        row = layout.layout_rows[0].y  # where centring put the words
        # Lifted no higher than the frame's inside: a snug button keeps its accents whole.
        lift = min(rise, row - shape.shadow_width - shape.border_widths["top"])
        if lift <= 0:
            return
        # The padding counts from the text area's top, which the words may outgrow in a snug
        # button: it is then negative.
        self.text_vert_alignment = "top"
        self.text_vert_alignment_padding = row - lift - shape.text_view_rect.y
        super().rebuild()

    def set_text(self, text: str, *, text_kwargs: dict[str, str] | None = None) -> None:
        was_lifted = self.text_vert_alignment == "top"
        super().set_text(text, text_kwargs=text_kwargs)
        # pygame_gui lays the new words out where the old ones were: lift or lower them again.
        if was_lifted or (self.font is not None and overhang(self.font, str(self.text))):
            self.rebuild()
