"""Piles, drop zones and dice keep their drawn images: every change still shows at once.

Each test draws a sprite, changes it, draws it again, and compares with a fresh
sprite that never had the old look: a stale image would differ.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.table.pieces.card_faces import CardFace, render_back, render_face
from tabletop.table.pieces.dice_sprite import DieSprite
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.piles import PileSprite
from tabletop.table.pieces.sprite import Highlight

TOP = CardFace("7", (38, 92, 214), "B")


def drawn(draw: Callable[[pygame.Surface], None]) -> bytes:
    surface = pygame.Surface((300, 300))
    surface.fill((30, 90, 40))
    draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def pile(count: int, top: pygame.Surface | None = None, highlight: Highlight | None = None) -> PileSprite:
    result = PileSprite(render_back(), size=(100, 140), count=count, top=top, pos=(150, 150), label="Discard")
    result.highlight = highlight
    return result


def test_pile_shows_a_new_count_top_card_and_highlight_at_once() -> None:
    shown = pile(3)
    first = drawn(shown.draw)
    shown.count = 12
    assert drawn(shown.draw) != first
    assert drawn(shown.draw) == drawn(pile(12).draw)
    top = render_face(TOP)
    shown.top = top
    assert drawn(shown.draw) == drawn(pile(12, top).draw)
    shown.highlight = Highlight.LEGAL
    assert drawn(shown.draw) == drawn(pile(12, top, Highlight.LEGAL).draw)
    shown.count = 0
    assert drawn(shown.draw) == drawn(pile(0, top, Highlight.LEGAL).draw)


def test_drop_zone_glow_follows_its_highlight() -> None:
    zone = DropZone((80, 60), pos=(150, 150))
    assert drawn(zone.draw) == drawn(lambda surface: None)  # invisible until highlighted
    zone.highlight = Highlight.LEGAL
    legal = drawn(zone.draw)
    zone.highlight = Highlight.SELECTED
    selected = drawn(zone.draw)
    fresh = DropZone((80, 60), pos=(150, 150))
    fresh.highlight = Highlight.SELECTED
    assert selected != legal and selected == drawn(fresh.draw)
    zone.angle = 30
    fresh.angle = 30
    assert drawn(zone.draw) == drawn(fresh.draw)


def test_die_shows_its_face_and_highlight_at_once() -> None:
    die = DieSprite(2, pos=(150, 150))
    two = drawn(die.draw)
    die.shown = 5
    die.highlight = Highlight.LEGAL
    fresh = DieSprite(5, pos=(150, 150))
    fresh.highlight = Highlight.LEGAL
    assert drawn(die.draw) != two and drawn(die.draw) == drawn(fresh.draw)
