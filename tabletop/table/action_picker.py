"""Choosing any legal action from the keyboard, so no one depends on a mouse or trackpad.

Tab / Shift+Tab or the arrow keys move through the (description, payload)
items, Enter chooses. The view gives the items (usually one per legal action)
and reacts to `on_focus` by highlighting the matching piece.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from tabletop.sprite_factory.palette import INK, INK_SOFT, LEGAL, shade
from tabletop.table.panel import PADDING, draw_panel
from tabletop.table.text import font

T = TypeVar("T")

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
VISIBLE_ROWS = 12  # at most; fewer when the window is short
GAP = 6  # from the anchor and the window's edges
HINT = "Tab: keyboard"


class ActionPicker(Generic[T]):
    def __init__(
        self,
        on_choose: Callable[[T], None],
        *,
        on_focus: Callable[[T | None], None] | None = None,
        font_size: int = 22,
    ) -> None:
        self.on_choose = on_choose
        self.on_focus = on_focus
        self.font = font(font_size)
        self.items: list[tuple[str, T]] = []
        self.index = 0
        # Inactive until the first Tab or arrow: the list stays out of a mouse user's way.
        self.active = False
        # Where the open list was last drawn (tests check it stays inside the window).
        self.last_box: pygame.Rect | None = None
        self.last_rows = range(0)

    @property
    def focused(self) -> T | None:
        return self.items[self.index][1] if self.active and self.items else None

    def hint_width(self) -> int:
        """The room the closed list's "Tab" chip takes at the anchor's right end."""
        return self.font.size(HINT)[0] + 2 * PADDING + 2 * GAP if self.items else 0

    def set_items(self, items: Sequence[tuple[str, T]]) -> None:
        self.items = list(items)
        self.index = 0
        if not self.items:
            self.deactivate()
        elif self.active:
            self._focus_changed()

    def deactivate(self) -> None:
        if self.active:
            self.active = False
            self._focus_changed()

    def _focus_changed(self) -> None:
        if self.on_focus:
            self.on_focus(self.focused)

    def _move(self, step: int) -> None:
        if not self.active:
            self.active = True
        else:
            self.index = (self.index + step) % len(self.items)
        self._focus_changed()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or not self.items:
            return False
        if event.key == pygame.K_TAB:
            self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in NEXT_KEYS:
            self._move(1)
            return True
        if event.key in PREVIOUS_KEYS:
            self._move(-1)
            return True
        if not self.active:
            return False
        if event.key in CHOOSE_KEYS:
            payload = self.items[self.index][1]
            self.deactivate()
            self.on_choose(payload)
            return True
        if event.key == pygame.K_ESCAPE:
            self.deactivate()
            return True
        return False

    def draw(self, surface: pygame.Surface, anchor: pygame.Rect) -> None:
        """Draw just below `anchor` (the banner), as wide as it, never past the window's edges.

        The list is opaque, and shows as many rows as fit under the anchor,
        scrolled so that the chosen row is always among them.
        """
        if not self.items:
            return
        window = surface.get_rect()
        line_h = self.font.get_linesize() + 6
        top = min(anchor.bottom + GAP, window.bottom - line_h - 2 * PADDING)
        if not self.active:
            # A small chip at the anchor's right end (the banner keeps that room free).
            hint = self.font.render(HINT, True, INK_SOFT)
            box = hint.get_rect().inflate(2 * PADDING, PADDING)
            box.midright = (anchor.right - GAP, anchor.centery)
            draw_panel(surface, box, alpha=230)
            surface.blit(hint, hint.get_rect(center=box.center))
            return
        room = (window.bottom - GAP - top - 2 * PADDING) // line_h - 1
        rows = max(1, min(VISIBLE_ROWS, len(self.items), room))
        first = max(0, min(self.index - rows // 2, len(self.items) - rows))
        shown = self.items[first : first + rows]
        more = f" ({self.index + 1} of {len(self.items)})" if rows < len(self.items) else ""
        title = self.font.render("Enter chooses, Esc closes" + more, True, INK_SOFT)
        width = min(anchor.width, window.width - 2 * GAP)
        box = pygame.Rect(0, top, width, (len(shown) + 1) * line_h + 2 * PADDING)
        box.right = min(anchor.right, window.right - GAP)
        draw_panel(surface, box, alpha=255)
        surface.blit(title, (box.x + PADDING, box.y + PADDING))
        y = box.y + PADDING + line_h
        for offset, (text, _) in enumerate(shown):
            row = pygame.Rect(box.x + PADDING // 2, y, box.width - PADDING, line_h)
            if first + offset == self.index:
                pygame.draw.rect(surface, shade(LEGAL, 1.4), row, border_radius=6)
                pygame.draw.rect(surface, shade(LEGAL, 0.7), row, width=2, border_radius=6)
            label = self.font.render(text, True, INK)
            surface.set_clip(row.inflate(-PADDING, 0))
            surface.blit(label, label.get_rect(midleft=(row.x + PADDING, row.centery)))
            surface.set_clip(None)
            y += line_h
        self.last_box = box
        self.last_rows = range(first, first + len(shown))
