"""A pile of cards (deck, discard) drawn as a short stack with a count badge."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import ACCENT, CREAM_DARK, INK_SOFT, PAPER
from tabletop.table.camera import Camera, Point
from tabletop.table.sprite import TableSprite
from tabletop.table.text import text_image

MAX_LAYERS = 5  # edges drawn under the top card to suggest thickness


class PileSprite(TableSprite):
    """`top` is the face shown on the pile (None shows `back`); `label` is written under it."""

    def __init__(
        self,
        back: pygame.Surface,
        *,
        size: tuple[int, int],
        count: int = 0,
        top: pygame.Surface | None = None,
        label: str = "",
        pos: Point = (0, 0),
        camera: Camera | None = None,
        payload: object = None,
    ) -> None:
        super().__init__(size, pos=pos, camera=camera, payload=payload)
        self.back = back
        self.top = top
        self.count = count
        self.label = label
        self._scaled: tuple[tuple[int, tuple[int, int]], pygame.Surface] | None = None

    def _face(self, size: tuple[int, int]) -> pygame.Surface:
        face = self.top if self.top is not None else self.back
        key = (id(face), size)
        if self._scaled is None or self._scaled[0] != key:
            self._scaled = (key, pygame.transform.smoothscale(face, size))
        return self._scaled[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        w, h = (max(1, round(v)) for v in self.screen_size())
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.screen_pos
        radius = max(2, w // 14)
        if self.count == 0:
            # An empty place still shows where the pile lives.
            pygame.draw.rect(surface, CREAM_DARK, rect, width=2, border_radius=radius)
        else:
            layers = min(MAX_LAYERS, max(0, self.count - 1))
            step = max(1, round(2 * self.zoom))
            for i in range(layers, 0, -1):
                edge = rect.move(i * step, i * step)
                pygame.draw.rect(surface, PAPER, edge, border_radius=radius)
                pygame.draw.rect(surface, INK_SOFT, edge, width=1, border_radius=radius)
            surface.blit(self._face(rect.size), rect)
        if self.highlight is not None:
            ring = rect.inflate(10, 10)
            pygame.draw.rect(surface, self.highlight.colour, ring, width=4, border_radius=radius + 4)
        self._draw_badge(surface, rect)
        if self.label:
            text = text_image(self.label, max(12, round(20 * self.zoom)), PAPER)
            surface.blit(text, self.label_rect())

    def label_rect(self) -> pygame.Rect:
        """Where the label is written on screen: centred under the pile."""
        height = self.screen_size()[1]
        rect = text_image(self.label, max(12, round(20 * self.zoom)), PAPER).get_rect()
        rect.midtop = (round(self.screen_pos.x), round(self.screen_pos.y + height / 2) + 6)
        return rect

    def _draw_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text = text_image(str(self.count), max(12, round(22 * self.zoom)), PAPER)
        radius = max(text.get_width(), text.get_height()) // 2 + 5
        centre = (rect.right - radius // 2, rect.top + radius // 2)
        pygame.draw.circle(surface, ACCENT, centre, radius)
        pygame.draw.circle(surface, PAPER, centre, radius, width=2)
        surface.blit(text, text.get_rect(center=centre))
