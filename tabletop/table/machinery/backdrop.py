"""The table's still background, drawn once and reused: the cloth with the game's board on it.

Most of a frame is the cloth and the board (a track, an oval, a course), which only
change when the camera moves or the layout changes. A view that has such a board
offers `backdrop_key()` (anything hashable that changes whenever the board would be
drawn differently, the camera's zoom and origin included) and `draw_backdrop(surface)`;
the table then draws both into one opaque image and blits it, one copy a frame.
A view without them gets the cloth alone.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from tabletop.table.machinery.cloth import cloth_surface


class Backdrop:
    def __init__(self) -> None:
        self._key: Hashable = None
        self._image: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, view: object) -> None:
        size = surface.get_size()
        key_of = getattr(view, "backdrop_key", None)
        paint = getattr(view, "draw_backdrop", None)
        if key_of is None or paint is None:
            surface.blit(cloth_surface(size), (0, 0))
            return
        key = (size, key_of())
        if self._image is None or key != self._key:
            image = self._image if self._image is not None and self._image.get_size() == size else None
            if image is None:
                image = cloth_surface(size).copy()
            else:
                image.blit(cloth_surface(size), (0, 0))
            paint(image)
            self._image, self._key = image, key
        surface.blit(self._image, (0, 0))

    def forget(self) -> None:
        """Drop the image (the table is closing, or the board was changed in place)."""
        self._image = None
        self._key = None
