"""Small layout helpers shared by the menu-like scenes."""

from __future__ import annotations

import html
from collections.abc import Callable

import pygame

from tabletop.table.machinery.text import fitting_text

ROW_GAP = 12
MARGIN = 24


def centred(size: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A rect of at most `width` x `height` centred in a window of `size`, with a margin."""
    rect = pygame.Rect(0, 0, min(width, size[0] - 2 * MARGIN), min(height, size[1] - 2 * MARGIN))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def column(left: int, top: int, width: int, height: int, count: int) -> list[pygame.Rect]:
    """`count` rects of `width` x `height`, stacked down from (left, top)."""
    return [pygame.Rect(left, top + i * (height + ROW_GAP), width, height) for i in range(count)]


def as_html(text: str) -> str:
    """Plain text made safe for a pygame_gui text box, line breaks kept."""
    return html.escape(text).replace("\n", "<br>")


def shortened_name(name: str, width: int, measure: Callable[[str], int], mark: str = "") -> str:
    """A track's name (and `mark` after it) shortened to `width` as a reader would shorten it: the
    mark left off when the whole name fits without it (a name says more than a mark), else its
    title before a " - " subtitle, then whole words off the end, cut mid-word only as a last resort."""
    words = name.split(" - ")[0].split(" ")
    label = name + mark
    if mark and measure(label) > width and measure(name) <= width:
        return name
    while measure(label) > width and len(words) > 1:
        label = " ".join(words) + mark
        words = words[:-1]
    if measure(label) > width:
        label = fitting_text(" ".join(words) + mark, width, measure)
    return label
