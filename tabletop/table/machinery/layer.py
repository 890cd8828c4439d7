"""A picture composed once from many draws and put on the screen with one blit.

Panels and pieces draw a plate, words and marks, mostly the same every frame;
a `Layer` holds them composed, and `CachedLayer` recomposes it only when its
key (everything the picture depends on) changes.

The layer is kept in premultiplied alpha: blitting a see-through image onto a
see-through layer in ordinary alpha would lose how much of the table shows
through, while premultiplied "over" composes exactly, so one blit of the layer
looks as the separate draws did (to a level of rounding). Opaque draws
(`pygame.draw` in an opaque colour) go straight onto `image`: an opaque pixel
reads the same either way.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class Layer:
    def __init__(self, size: tuple[int, int]) -> None:
        self.image = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)

    def blit(
        self, image: pygame.Surface, pos: tuple[float, float] | pygame.Rect, *, premultiplied: bool = False
    ) -> None:
        """Put `image` (ordinary alpha, as fonts and sprites give it, unless `premultiplied`) on top."""
        if premultiplied:
            self.image.blit(image, pos, special_flags=pygame.BLEND_PREMULTIPLIED)
        elif image.get_flags() & pygame.SRCALPHA:
            self.image.blit(image.premul_alpha(), pos, special_flags=pygame.BLEND_PREMULTIPLIED)
        else:
            self.image.blit(image, pos)

    def show(self, surface: pygame.Surface, pos: tuple[float, float]) -> None:
        surface.blit(self.image, pos, special_flags=pygame.BLEND_PREMULTIPLIED)


class CachedLayer:
    """One layer, recomposed by `paint` whenever `key` or `size` differs from the last call."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._layer: Layer | None = None

    def get(self, key: Hashable, size: tuple[int, int], paint: Callable[[Layer], None]) -> Layer:
        full_key = (size, key)
        if self._layer is None or full_key != self._key:
            layer = Layer(size)
            paint(layer)
            self._layer, self._key = layer, full_key
        return self._layer

    def forget(self) -> None:
        self._layer, self._key = None, None
