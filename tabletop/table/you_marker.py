"""The "you" tag over the viewer's own piece, so a player finds their car at a glance."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import GOLD, INK
from tabletop.table.text import font

TEXT = "YOU"


def you_marker_rect(piece: pygame.Rect) -> pygame.Rect:
    """Where the tag goes: a small plate centred just above the piece's screen box."""
    face = font(18, bold=True)
    width, height = face.size(TEXT)
    rect = pygame.Rect(0, 0, width + 12, height + 4)
    rect.midbottom = (piece.centerx, piece.top - 6)
    return rect


def draw_you_marker(surface: pygame.Surface, piece: pygame.Rect) -> None:
    rect = you_marker_rect(piece)
    x, y = rect.centerx, rect.bottom
    tip = [(x - 6, y - 1), (x + 6, y - 1), (x, y + 6)]
    pygame.draw.polygon(surface, INK, tip)
    pygame.draw.rect(surface, GOLD, rect, border_radius=6)
    pygame.draw.rect(surface, INK, rect, 2, border_radius=6)
    label = font(18, bold=True).render(TEXT, True, INK)
    surface.blit(label, label.get_rect(center=rect.center))
