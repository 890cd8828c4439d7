"""A short note that appears beside the pointer when it rests on something.

The owner tells it what lies under the pointer (`point_at(pos, text)`) from the
positions of its own mouse events; the note shows after a brief rest, stays
inside the window, and is drawn last, on top of everything. Any press or key
hides it until the pointer moves on.
"""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import INK, PAPER, shade
from tabletop.table.machinery.layer import Layer
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import font, wrap

DELAY = 0.45  # seconds the pointer rests before the note shows
MAX_WIDTH = 320
FONT_SIZE = 20
PAD = 8
OFFSET = (16, 20)  # from the pointer to the note's corner


class Tooltip:
    def __init__(self) -> None:
        self.text: str | None = None
        self.pos = (0, 0)
        self.about: pygame.Rect | None = None  # the thing described, kept in sight
        self.rest = 0.0

    @property
    def showing(self) -> bool:
        return self.text is not None and self.rest >= DELAY

    def point_at(self, pos: tuple[int, int], text: str | None, about: pygame.Rect | None = None) -> None:
        """The pointer is at `pos` over something described by `text` (None: nothing); `about`,
        where known, the screen rect of that thing, which the note then leaves uncovered."""
        if text != self.text:
            self.rest = 0.0
        self.text = text
        self.pos = (int(pos[0]), int(pos[1]))
        self.about = None if about is None else pygame.Rect(about)

    def hide(self) -> None:
        self.text = None
        self.rest = 0.0

    def update(self, dt: float) -> None:
        if self.text is not None:
            self.rest += dt

    def rect_in(self, bounds: pygame.Rect) -> pygame.Rect:
        """Where the note goes: below right of the pointer, flipped and clamped to stay in `bounds`."""
        rect = pygame.Rect((0, 0), _note_size(self.text or ""))
        rect.topleft = (self.pos[0] + OFFSET[0], self.pos[1] + OFFSET[1])
        if rect.right > bounds.right:
            rect.right = self.pos[0] - 4
        if rect.bottom > bounds.bottom:
            rect.bottom = self.pos[1] - 4
        rect = rect.clamp(bounds)
        if self.about is not None and rect.colliderect(self.about):
            rect = _beside(rect, self.about, bounds)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        if not self.showing:
            return
        rect = self.rect_in(surface.get_rect())
        _note_image(self.text or "").show(surface, rect.topleft)


def _beside(rect: pygame.Rect, about: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """`rect` moved just clear of `about`: above it, else below, right or left, whichever fits
    first in `bounds` (a note over a hand's card hid the number it was about)."""
    gap = 4
    tries = [
        rect.move(0, about.top - gap - rect.bottom),
        rect.move(0, about.bottom + gap - rect.top),
        rect.move(about.right + gap - rect.left, 0),
        rect.move(about.left - gap - rect.right, 0),
    ]
    for moved in tries:
        if bounds.contains(moved):
            return moved
        # Along the side it sits by, the note may slide back into the window.
        slid = moved.clamp(bounds)
        if not slid.colliderect(about):
            return slid
    return rect


def _lines(text: str) -> list[str]:
    return wrap(text, font(FONT_SIZE), MAX_WIDTH - 2 * PAD)


@render_cache(maxsize=16)
def _note_size(text: str) -> tuple[int, int]:
    lines = _lines(text)
    face = font(FONT_SIZE)
    width = max((face.size(line)[0] for line in lines), default=0) + 2 * PAD
    return width, len(lines) * face.get_linesize() + 2 * PAD


@render_cache(maxsize=16)
def _note_image(text: str) -> Layer:
    """The note with its shadow, composed once per text (a resting pointer shows it every frame)."""
    width, height = _note_size(text)
    layer = Layer((width + 2, height + 3))
    rect = pygame.Rect(0, 0, width, height)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=6)
    layer.blit(shadow, (2, 3))
    pygame.draw.rect(layer.image, PAPER, rect, border_radius=6)
    pygame.draw.rect(layer.image, shade(PAPER, 0.6), rect, 1, border_radius=6)
    face = font(FONT_SIZE)
    y = PAD
    for line in _lines(text):
        layer.blit(face.render(line, True, INK), (PAD, y))
        y += face.get_linesize()
    return layer
