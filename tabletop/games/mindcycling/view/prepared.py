"""Drawings worked out once and replayed every frame, and the text images they use.

The side card, the medal board and the choice buttons only change when the
state or the layout does, yet the table draws 60 frames a second: measuring
and rendering their words every frame was most of Mind Cycling's frame time.
A `Picture` is the list of drawing steps, kept by a `Memo` while what it shows
is unchanged; replaying it draws exactly what drawing afresh would.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import pygame

from tabletop.sprite_factory.palette import RGB
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fitted_size, font

Step = Callable[[pygame.Surface], object]


class Picture:
    """Drawing steps in order: shapes and text images at fixed screen places."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def text(self, image: pygame.Surface, pos: tuple[int, int]) -> None:
        self.steps.append(partial(_blit, image=image, pos=pos))

    def draw(self, surface: pygame.Surface) -> None:
        for step in self.steps:
            step(surface)


def _blit(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int]) -> None:
    surface.blit(image, pos)


class Memo:
    """One picture, made again only when its key (everything it shows, and where) changes."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._picture: Picture | None = None

    def get(self, key: Hashable, make: Callable[[], Picture]) -> Picture:
        if self._picture is None or key != self._key:
            self._picture, self._key = make(), key
        return self._picture

    def forget(self) -> None:
        self._picture, self._key = None, None


LEAST = 10  # the smallest size words are shrunk to before they are narrowed


@render_cache(maxsize=256)
def label(text: str, max_width: int, size: int, colour: RGB, *, bold: bool = False) -> pygame.Surface:
    """`text` in the largest font up to `size` that fits `max_width` (`fitted_size`), bold if asked:
    measured as drawn, since bold words are wider (a medal holder's name ran into the next
    medal); words too wide even at the least size are narrowed to fit."""
    chosen = fitted_size(text, max_width, size, LEAST)
    face = font(chosen)
    face.bold = bold
    while bold and face.size(text)[0] > max_width and chosen > LEAST:
        face.bold = False
        chosen -= 1
        face = font(chosen)
        face.bold = True
    image = face.render(text, True, colour)
    face.bold = False
    if image.get_width() > max_width > 0:
        image = pygame.transform.smoothscale(image, (max_width, image.get_height()))
    return image
