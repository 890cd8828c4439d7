"""A picture laid out in world units (a track, a course) drawn through the camera.

Scaling a whole track every frame is slow, so the scaled copy is kept until the
zoom (or the picture) changes; panning only moves where it is blitted.
"""

from __future__ import annotations

import pygame

from tabletop.table.machinery.camera import Camera, Point


class WorldPicture:
    def __init__(self) -> None:
        self._scaled: tuple[pygame.Surface, float, pygame.Surface] | None = None  # art, zoom, copy

    def draw(self, surface: pygame.Surface, art: pygame.Surface, camera: Camera, topleft: Point) -> None:
        """Blit `art`, whose top-left corner lies at world point `topleft`, at the camera's zoom."""
        zoom = camera.zoom
        if self._scaled is None or self._scaled[0] is not art or abs(self._scaled[1] - zoom) > 1e-6:
            size = (max(1, round(art.get_width() * zoom)), max(1, round(art.get_height() * zoom)))
            self._scaled = (art, zoom, pygame.transform.smoothscale(art, size))
        surface.blit(self._scaled[2], camera.world_to_screen(topleft))
