"""Shrinking a picture into a box: track thumbnails and other previews."""

from __future__ import annotations

import pygame


def fit_into(art: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`art` scaled to fit `size` with its proportions kept, centred on a transparent surface."""
    scale = min(size[0] / art.get_width(), size[1] / art.get_height())
    small = pygame.transform.smoothscale(
        art, (max(1, round(art.get_width() * scale)), max(1, round(art.get_height() * scale)))
    )
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(small, small.get_rect(center=(size[0] // 2, size[1] // 2)))
    return out
