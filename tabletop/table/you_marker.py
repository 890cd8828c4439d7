"""The "you" tag over the viewer's own piece, so a player finds their car at a glance."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import GOLD, INK
from tabletop.table.render_cache import render_cache
from tabletop.table.text import font

TEXT = "YOU"
TIP = 6  # how far the pointer under the plate reaches down


def you_marker_rect(piece: pygame.Rect) -> pygame.Rect:
    """Where the tag goes: a small plate centred just above the piece's screen box."""
    face = font(18, bold=True)
    width, height = face.size(TEXT)
    rect = pygame.Rect(0, 0, width + 12, height + 4)
    rect.midbottom = (piece.centerx, piece.top - 6)
    return rect


def draw_you_marker(surface: pygame.Surface, piece: pygame.Rect) -> None:
    rect = you_marker_rect(piece)
    surface.blit(_tag(rect.size), rect.topleft)


@render_cache(maxsize=1)
def _tag(size: tuple[int, int]) -> pygame.Surface:
    """The plate, its pointer and the word, drawn once (the tag is drawn every frame)."""
    tag = pygame.Surface((size[0], size[1] + TIP + 1), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    x, y = rect.centerx, rect.bottom
    pygame.draw.polygon(tag, INK, [(x - 6, y - 1), (x + 6, y - 1), (x, y + TIP)])
    pygame.draw.rect(tag, GOLD, rect, border_radius=6)
    pygame.draw.rect(tag, INK, rect, 2, border_radius=6)
    label = font(18, bold=True).render(TEXT, True, INK)
    tag.blit(label, label.get_rect(center=rect.center))
    return tag
