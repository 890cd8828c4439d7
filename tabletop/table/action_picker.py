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
VISIBLE_ROWS = 7


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

    @property
    def focused(self) -> T | None:
        return self.items[self.index][1] if self.active and self.items else None

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
        """Draw inside `anchor`'s width, growing upwards from its bottom edge."""
        if not self.items:
            return
        line_h = self.font.get_linesize() + 6
        if not self.active:
            hint = self.font.render("Tab: choose an action with the keyboard", True, INK_SOFT)
            box = hint.get_rect().inflate(2 * PADDING, PADDING)
            box.bottomright = anchor.bottomright
            draw_panel(surface, box, alpha=200)
            surface.blit(hint, hint.get_rect(center=box.center))
            return
        first = max(0, min(self.index - VISIBLE_ROWS // 2, len(self.items) - VISIBLE_ROWS))
        shown = self.items[first : first + VISIBLE_ROWS]
        title = self.font.render("Enter chooses, Esc closes", True, INK_SOFT)
        box = pygame.Rect(0, 0, anchor.width, (len(shown) + 1) * line_h + 2 * PADDING)
        box.bottomright = anchor.bottomright
        draw_panel(surface, box)
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
