"""A small button drawn on the table itself (confirm a choice, pit stop), clickable by event."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import CREAM, INK, INK_SOFT, LEGAL, WOOD
from tabletop.table.machinery.camera import Point
from tabletop.table.machinery.text import fit_font
from tabletop.table.pieces.sprite import TableSprite


class ButtonSprite(TableSprite):
    def __init__(
        self, text: str, size: tuple[int, int], *, pos: Point = (0, 0), payload: object = None
    ) -> None:
        super().__init__(size, pos=pos, payload=payload)
        self.text = text
        self.enabled = True

    def clicked(self, event: pygame.event.Event) -> bool:
        """Whether `event` is a left click on this (enabled, visible) button."""
        return (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and self.visible
            and self.enabled
            and self.hit_test(event.pos)
        )

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        fill = CREAM if self.enabled else (200, 192, 172)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = LEGAL if self.enabled and self.highlight else WOOD
        pygame.draw.rect(surface, edge, rect, 3, border_radius=10)
        face = fit_font(self.text, rect.width - 16, 24)
        label = face.render(self.text, True, INK if self.enabled else INK_SOFT)
        surface.blit(label, label.get_rect(center=rect.center))
