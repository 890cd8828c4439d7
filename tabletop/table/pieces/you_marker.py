"""The mark of the viewer's own piece: a gold ring on the cloth around it, so a player finds
their car at a glance.

The ring is drawn before the pieces, under them, and reaches only a little past the piece:
it never hides another piece or a label (a tag above the piece did, where pieces stand close).
"""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import GOLD, INK
from tabletop.table.machinery.render_cache import render_cache


def you_marker_rect(piece: pygame.Rect) -> pygame.Rect:
    """The box of the ring round a piece's screen box."""
    radius = max(piece.width, piece.height) // 2
    outer = radius + _thickness(radius)
    rect = pygame.Rect(0, 0, 2 * outer, 2 * outer)
    rect.center = piece.center
    return rect


def draw_you_marker(surface: pygame.Surface, piece: pygame.Rect) -> None:
    """The ring round `piece` (its screen box); draw it before the pieces so they lie on it."""
    rect = you_marker_rect(piece)
    surface.blit(_ring(rect.width // 2), rect.topleft)


def _thickness(radius: int) -> int:
    """How far the ring reaches past the piece: in step with the piece, so a small piece's
    ring keeps off the spaces around it."""
    return max(5, round(radius * 0.4))


@render_cache(maxsize=8)
def _ring(outer: int) -> pygame.Surface:
    """The ring, drawn once per size (it is drawn every frame): gold between dark edges, so it
    reads on light and dark boards alike, round a faint gold disc under the piece."""
    ring = pygame.Surface((2 * outer, 2 * outer), pygame.SRCALPHA)
    centre = (outer, outer)
    inner = outer - max(3, round(outer * 0.23))
    edge = 1 if outer < 24 else 2
    pygame.draw.circle(ring, INK, centre, outer)
    pygame.draw.circle(ring, GOLD, centre, outer - edge)
    pygame.draw.circle(ring, INK, centre, inner + edge)
    pygame.draw.circle(ring, (*GOLD, 70), centre, inner)  # replaces the ink: pixels are set, not blended
    return ring
