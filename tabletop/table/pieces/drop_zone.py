"""A place on the table that accepts dropped pieces (a track space, a play area).

It is invisible until highlighted, so a game can cover its board with zones and
let the drag controller show where a held piece may go.
"""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import RGB
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.pieces.sprite import TableSprite


class DropZone(TableSprite):
    def __init__(
        self,
        size: tuple[int, int],
        *,
        pos: Point = (0, 0),
        angle: float = 0.0,
        round_shape: bool = False,
        camera: Camera | None = None,
        payload: object = None,
    ) -> None:
        super().__init__(size, pos=pos, angle=angle, camera=camera, payload=payload)
        self.round_shape = round_shape

    def hit_test(self, point: Point) -> bool:
        if not self.round_shape:
            return super().hit_test(point)
        radius = min(self.screen_size()) / 2
        return self.visible and self.screen_pos.distance_to(point) <= radius

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.highlight is None:
            return
        glow = self._glow()
        surface.blit(glow, glow.get_rect(center=self.screen_pos))

    def _glow(self) -> pygame.Surface:
        """The highlight's image, made again only when the zone's size, turn or colour changes."""
        w, h = (max(2, round(v)) for v in self.screen_size())
        assert self.highlight is not None
        colour = self.highlight.colour
        return self._kept((w, h, colour, self.angle % 360), lambda: self._upright_glow(w, h, colour))

    def _upright_glow(self, w: int, h: int, colour: RGB) -> pygame.Surface:
        glow = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
        inner = glow.get_rect().inflate(-8, -8)
        if self.round_shape:
            pygame.draw.ellipse(glow, (*colour, 70), inner)
            pygame.draw.ellipse(glow, colour, glow.get_rect(), 4)
        else:
            radius = max(4, min(w, h) // 6)
            pygame.draw.rect(glow, (*colour, 70), inner, border_radius=radius)
            pygame.draw.rect(glow, colour, glow.get_rect(), 4, border_radius=radius + 4)
        return glow
