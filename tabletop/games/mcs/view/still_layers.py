"""The picture as layers, bottom to top, and which of them are still this frame.

A layer is a paint function with a key: anything hashable that changes whenever
the layer would be drawn differently (None: it may change at any time). A layer
is moving when its key changed in this frame and in the one before. The layers
from the bottom up to the first that moves (or has no key) are still: the table
paints them once into its backdrop (`table.backdrop`), again only when one of
their keys changes, and the view paints only the rest each frame. So a highlight
lit or a state shown is painted into the backdrop at once, and a riding rider or
a turning card is painted live, with all above it, until it stops.

The bottom `board` layers (the board itself) change least: their picture over the
cloth is kept, and a backdrop whose change lies above them starts from it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

Paint = Callable[[pygame.Surface], None]
Layer = tuple[Hashable, Paint]


class StillLayers:
    def __init__(self, board: int = 0) -> None:
        self._board = board
        self._board_key: Hashable = None
        self._board_image: pygame.Surface | None = None
        self._previous: list[Hashable] = []
        self._changed: list[bool] = []  # which keys changed in the frame before
        self._layers: Sequence[Layer] = ()
        self._still = 0
        self._settled = False

    def settle(self, layers: Sequence[Layer]) -> tuple[Hashable, ...]:
        """Take this frame's layers; the keys of the still ones (the backdrop's key)."""
        keys = [key for key, _ in layers]
        before = self._previous
        changed = [index >= len(before) or key != before[index] for index, key in enumerate(keys)]
        still = 0
        for index, key in enumerate(keys):
            moving = changed[index] and index < len(self._changed) and self._changed[index]
            if key is None or moving:
                break
            still += 1
        self._previous, self._changed = keys, changed
        self._layers, self._still, self._settled = layers, still, True
        return tuple(keys[:still])

    def paint_still(self, surface: pygame.Surface) -> None:
        """Paint the still layers of the last `settle` into `surface`, the bare cloth."""
        layers = self._layers[: self._still]
        if self._board and len(layers) >= self._board:
            key = (surface.get_size(), tuple(key for key, _ in layers[: self._board]))
            if key == self._board_key and self._board_image is not None:
                surface.blit(self._board_image, (0, 0))
            else:
                for _, paint in layers[: self._board]:
                    paint(surface)
                self._board_image, self._board_key = surface.copy(), key
            layers = layers[self._board :]
        for _, paint in layers:
            paint(surface)

    def paint_live(self, surface: pygame.Surface, layers: Callable[[], Sequence[Layer]]) -> None:
        """Paint what the backdrop left out; everything when nothing was settled this frame."""
        todo = self._layers[self._still :] if self._settled else layers()
        self._settled = False
        for _, paint in todo:
            paint(surface)
