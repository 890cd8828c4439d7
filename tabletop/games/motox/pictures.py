"""MotoX's components drawn for its rules page (`![caption](picture:<name>)` lines there)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.games.motox.components import Components
from tabletop.games.motox.game import make_rules
from tabletop.games.motox.view_art import die_face, draw_ramp, tile_image
from tabletop.table.fit import fit_into

TILE = 160  # pixels, in the picture
DIE = 72
GAP = 12


def _tiles(parts: Components) -> pygame.Surface:
    """One tile of each suit, to show the four suits and the 2 x 2 spaces of a tile."""
    faces = [next(f for f in parts.tiles if f.suit == suit) for suit in parts.suits]
    art = pygame.Surface((len(faces) * (TILE + GAP) - GAP, TILE), pygame.SRCALPHA)
    for index, face in enumerate(faces):
        art.blit(tile_image(parts, face, TILE), (index * (TILE + GAP), 0))
    return art


def _dice() -> pygame.Surface:
    """The six faces of a piecepack die: null, ace, 2, 3, 4, 5."""
    art = pygame.Surface((6 * (DIE + GAP) - GAP, DIE), pygame.SRCALPHA)
    for number in range(6):
        art.blit(die_face(number, DIE), (number * (DIE + GAP), 0))
    return art


def _ramp(parts: Components) -> pygame.Surface:
    """Three tiles in a straight line, a ramp of two coins under the middle one's far edge."""
    art = pygame.Surface((3 * TILE, TILE), pygame.SRCALPHA)
    for index in range(3):
        face = parts.tiles[index * 7 % len(parts.tiles)]  # three different suits
        art.blit(tile_image(parts, face, TILE - 4), (index * TILE + 2, 2))
    draw_ramp(art, pygame.Vector2(2 * TILE, TILE / 2), pygame.Vector2(0, 1), 2, TILE / 128)
    return art


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page; None for an unknown name."""
    parts = make_rules().parts
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "tiles": lambda: _tiles(parts),
        "dice": _dice,
        "ramp": lambda: _ramp(parts),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None
