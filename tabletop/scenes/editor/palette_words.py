"""The words of the editor's palette, its group headings and each piece's name under its tile:
as large as the smallest words of the side panels and in ink as dark (the names were 15 points
in a soft grey, down to 11 where a French name was long)."""

from __future__ import annotations

import pygame

from tabletop.table.machinery.text import font, wrap
from tabletop.table.panels.log_panel import BODY_SIZE

LABEL_SIZE = BODY_SIZE - 4  # a piece's name, as a side panel's hints and counts
HEADING_SIZE = BODY_SIZE - 4  # a group's heading, in bold
WORD_SLACK = 10  # how much wider than the names' width one unbreakable word may be


def heading_face() -> pygame.font.Font:
    return font(HEADING_SIZE, bold=True)


def heading_room() -> int:
    """The height a group's heading takes above its tiles."""
    return heading_face().get_linesize() + 4


def label_lines(label: str, width: int) -> list[str]:
    """A piece's name in lines no wider than `width`: a longer name ("Montagne, 4 rangs") goes
    on to a second line rather than shrink. A single word wider than that ("Rétrécissement")
    reads whole, up to WORD_SLACK wider (the palette's columns are made wide enough for every
    game's longest word)."""
    face = label_face()
    widest = max((face.size(word)[0] for word in label.split()), default=0)
    return wrap(label, face, max(width, min(widest, width + WORD_SLACK)))


def label_face() -> pygame.font.Font:
    return font(LABEL_SIZE)


def label_room(label: str, width: int) -> int:
    """The height a piece's name takes under its tile."""
    return len(label_lines(label, width)) * label_face().get_linesize()
