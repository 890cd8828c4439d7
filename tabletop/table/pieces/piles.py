"""A pile of cards (deck, discard) drawn as a short stack with a count badge."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import ACCENT, CREAM_DARK, INK_SOFT, PAPER
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.machinery.layer import Layer
from tabletop.table.machinery.text import text_image
from tabletop.table.pieces.sprite import TableSprite

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
        self._cache: tuple[tuple[object, ...], Layer, tuple[int, int]] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        w, h = (max(1, round(v)) for v in self.screen_size())
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.screen_pos
        image, offset = self._image(rect.size)
        image.show(surface, (rect.x + offset[0], rect.y + offset[1]))
        if self.label:
            text = text_image(self.label, max(12, round(20 * self.zoom)), PAPER)
            surface.blit(text, self.label_rect())

    def _image(self, size: tuple[int, int]) -> tuple[Layer, tuple[int, int]]:
        """The stack, its top card, its ring and its badge composed once per change; where it
        goes relative to the pile's top-left corner."""
        face = self.top if self.top is not None else self.back
        step = max(1, round(2 * self.zoom))
        badge_size = max(12, round(22 * self.zoom))
        key = (face, size, self.count, step, badge_size, self.highlight)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1], self._cache[2]
        rect = pygame.Rect((0, 0), size)
        badge = text_image(str(self.count), badge_size, PAPER)
        badge_radius = max(badge.get_width(), badge.get_height()) // 2 + 5
        badge_centre = (rect.right - badge_radius // 2, rect.top + badge_radius // 2)
        layers = min(MAX_LAYERS, max(0, self.count - 1)) if self.count else 0
        bounds = rect.inflate(10, 10).union(rect.move(layers * step, layers * step))
        bounds.union_ip(pygame.Rect(0, 0, 2 * badge_radius + 2, 2 * badge_radius + 2).move(
            badge_centre[0] - badge_radius - 1, badge_centre[1] - badge_radius - 1
        ))
        layer = Layer(bounds.size)
        shift = (-bounds.x, -bounds.y)
        self._paint(layer, rect.move(shift), face, layers, step, badge, badge_radius)
        self._cache = (key, layer, (bounds.x, bounds.y))
        return layer, (bounds.x, bounds.y)

    def _paint(
        self,
        layer: Layer,
        rect: pygame.Rect,
        face: pygame.Surface,
        layers: int,
        step: int,
        badge: pygame.Surface,
        badge_radius: int,
    ) -> None:
        surface = layer.image
        radius = max(2, rect.width // 14)
        if self.count == 0:
            # An empty place still shows where the pile lives.
            pygame.draw.rect(surface, CREAM_DARK, rect, width=2, border_radius=radius)
        else:
            for i in range(layers, 0, -1):
                edge = rect.move(i * step, i * step)
                pygame.draw.rect(surface, PAPER, edge, border_radius=radius)
                pygame.draw.rect(surface, INK_SOFT, edge, width=1, border_radius=radius)
            layer.blit(pygame.transform.smoothscale(face, rect.size), rect)
        if self.highlight is not None:
            ring = rect.inflate(10, 10)
            pygame.draw.rect(surface, self.highlight.colour, ring, width=4, border_radius=radius + 4)
        centre = (rect.right - badge_radius // 2, rect.top + badge_radius // 2)
        pygame.draw.circle(surface, ACCENT, centre, badge_radius)
        pygame.draw.circle(surface, PAPER, centre, badge_radius, width=2)
        layer.blit(badge, badge.get_rect(center=centre))

    def label_rect(self) -> pygame.Rect:
        """Where the label is written on screen: centred under the pile."""
        height = self.screen_size()[1]
        rect = text_image(self.label, max(12, round(20 * self.zoom)), PAPER).get_rect()
        rect.midtop = (round(self.screen_pos.x), round(self.screen_pos.y + height / 2) + 6)
        return rect
