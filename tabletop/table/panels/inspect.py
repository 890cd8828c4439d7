"""An enlarged view of one card or piece over a dimmed table; any click or key closes it."""

from __future__ import annotations

import pygame

from tabletop.language import _
from tabletop.sprite_factory.palette import PAPER
from tabletop.table.machinery.text import font

DIM = (0, 0, 0, 190)
HEIGHT_SHARE = 0.72  # of the window height the enlarged image may take


class InspectView:
    def __init__(self) -> None:
        self.image: pygame.Surface | None = None
        self.caption = ""
        self._scaled: tuple[tuple[int, int], pygame.Surface] | None = None

    @property
    def visible(self) -> bool:
        return self.image is not None

    def show(self, image: pygame.Surface, caption: str = "") -> None:
        self.image = image
        self.caption = caption
        self._scaled = None

    def hide(self) -> None:
        self.image = None
        self._scaled = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While shown, it takes every click and key (and closes on them)."""
        if not self.visible:
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.hide()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _fitted(self, window: tuple[int, int]) -> pygame.Surface:
        assert self.image is not None
        if self._scaled is None or self._scaled[0] != window:
            w, h = self.image.get_size()
            factor = min(window[1] * HEIGHT_SHARE / h, window[0] * 0.8 / w)
            size = (max(1, round(w * factor)), max(1, round(h * factor)))
            self._scaled = (window, pygame.transform.smoothscale(self.image, size))
        return self._scaled[1]

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None:
            return
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(DIM)
        surface.blit(dim, (0, 0))
        image = self._fitted(surface.get_size())
        rect = image.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2 - 14))
        surface.blit(image, rect)
        lines = [self.caption] if self.caption else []
        lines.append(_("Click or press any key to close"))
        y = rect.bottom + 12
        for i, line in enumerate(lines):
            text = font(26 if i == 0 and self.caption else 20).render(line, True, PAPER)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
            y += text.get_height() + 4
