"""A thin scroll bar: where a list that does not all fit is scrolled to, and that there is more."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import GOLD, INK_SOFT


def draw_scroll_bar(surface: pygame.Surface, x: int, top: int, height: int,
                    offset: int, shown: int, total: int) -> None:
    """A bar `height` tall, its track at `x`, for a view of `shown` out of `total` that starts
    `offset` in (rows or pixels alike). Nothing when all of it is in view."""
    if total <= shown:
        return
    pygame.draw.rect(surface, INK_SOFT, pygame.Rect(x, top, 4, height), border_radius=2)
    thumb = max(20, height * shown // total)
    at = top + (height - thumb) * min(offset, total - shown) // (total - shown)
    pygame.draw.rect(surface, GOLD, pygame.Rect(x - 1, at, 6, thumb), border_radius=3)
