"""A small picture of a track for choosing it: drawn by the game's own view, else its name.

Each game draws its tracks its own way (`tabletop.games.<id>.view.draw_track_thumbnail`).
A game without that function gets a plain card naming the track: an invented
picture would show a track that does not exist.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.sprite_factory.palette import CREAM_DARK, INK, WOOD
from tabletop.table.machinery.text import fit_font, wrap

Drawer = Callable[[Mapping[str, Any], tuple[int, int]], pygame.Surface]
PADDING = 12


def game_drawer(game_id: str) -> Drawer | None:
    """The game's thumbnail function, or None when its view module does not offer one."""
    name = f"tabletop.games.{game_id}.view"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, name.rpartition(".")[0]):
            raise  # the view exists but something it imports is missing: a real bug
        return None
    drawer: Drawer | None = getattr(module, "draw_track_thumbnail", None)
    return drawer


def draw_thumbnail(
    game_id: str, name: str, layout: Mapping[str, Any], size: tuple[int, int]
) -> pygame.Surface:
    drawer = game_drawer(game_id)
    if drawer is not None:
        return drawer(layout, size)
    return name_card(name, size)


def name_card(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The track's name, centred on a plain card."""
    card = pygame.Surface(size, pygame.SRCALPHA)
    body = card.get_rect()
    pygame.draw.rect(card, CREAM_DARK, body, border_radius=10)
    pygame.draw.rect(card, WOOD, body, width=2, border_radius=10)
    width = max(1, size[0] - 2 * PADDING)
    face = fit_font(max(name.split(" "), key=len), width, 26, min_size=14)
    lines = wrap(name, face, width)
    step = face.get_linesize()
    y = (size[1] - step * len(lines)) // 2
    for line in lines:
        text = face.render(line, True, INK)
        card.blit(text, text.get_rect(midtop=(size[0] // 2, y)))
        y += step
    return card
