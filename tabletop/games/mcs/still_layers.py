"""The picture as layers, bottom to top, and which of them are still this frame.

A layer is a paint function with a key: anything hashable that changes whenever
the layer would be drawn differently (None: it may change at any time). The
layers that kept their key since the last frame, from the bottom up to the first
that did not, are still: the table paints them once into its backdrop
(`table.backdrop`) and the view paints only the rest each frame. A rider riding,
a card lifting or a highlight lit is drawn live at once (its key changed) and
joins the backdrop, with all under it, once it has held still for a frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

Paint = Callable[[pygame.Surface], None]
Layer = tuple[Hashable, Paint]


class StillLayers:
    def __init__(self) -> None:
        self._previous: list[Hashable] = []
        self._layers: Sequence[Layer] = ()
        self._still = 0
        self._settled = False

    def settle(self, layers: Sequence[Layer]) -> tuple[Hashable, ...]:
        """Take this frame's layers; the keys of the still ones (the backdrop's key)."""
        keys = [key for key, _ in layers]
        still = 0
        for key, before in zip(keys, self._previous, strict=False):
            if key is None or key != before:
                break
            still += 1
        self._previous = keys
        self._layers, self._still, self._settled = layers, still, True
        return tuple(keys[:still])

    def paint_still(self, surface: pygame.Surface) -> None:
        """Paint the still layers of the last `settle` (into the backdrop)."""
        for _, paint in self._layers[: self._still]:
            paint(surface)

    def paint_live(self, surface: pygame.Surface, layers: Callable[[], Sequence[Layer]]) -> None:
        """Paint what the backdrop left out; everything when nothing was settled this frame."""
        todo = self._layers[self._still :] if self._settled else layers()
        self._settled = False
        for _, paint in todo:
            paint(surface)
