"""The START tag stands beside the start tile on a side no other tile takes and whole on the
board, so it never lies on tile 2 (laid above the start, the tag on the start tile's top edge
read as tile 2's) nor hides under the banner."""

from __future__ import annotations

import pygame

from tabletop.games.motox.view.drawing import start_tag_box
from tabletop.games.motox.view.layout import start_tag_sides, tile_rect

BOARD = pygame.Rect(-1000, -1000, 3000, 3000)
LABEL = pygame.Rect(0, 0, 50, 16)


def test_the_tag_takes_the_sides_free_of_tiles() -> None:
    assert start_tag_sides([(2, 2)]) == ["top", "bottom", "left", "right"]
    assert start_tag_sides([(2, 2), (2, 1)]) == ["bottom", "left", "right"]  # tile 2 above the start
    assert start_tag_sides([(2, 2), (2, 1), (1, 2), (2, 3), (3, 2)]) == []


def test_the_tag_lies_on_no_other_tile() -> None:
    boxed_in = [(2, 2), (2, 1), (1, 2), (2, 3), (3, 2)]
    for cells in ([(2, 2), (2, 1)], [(2, 2), (2, 1), (2, 3), (3, 3)], boxed_in):
        first = tile_rect(cells[0])
        box = start_tag_box(LABEL, first, start_tag_sides(cells), BOARD)
        assert box.collidelist([tile_rect(cell) for cell in cells[1:]]) == -1, cells
        assert box.colliderect(first.inflate(2 * box.height, 2 * box.height)), cells  # beside its tile


def test_the_tag_stays_on_the_board() -> None:
    """The start tile at the board's top edge (under the banner): its tag goes below it."""
    first = tile_rect((2, 2))
    board = pygame.Rect(0, first.top - 2, 2000, 2000)
    box = start_tag_box(LABEL, first, start_tag_sides([(2, 2), (3, 2)]), board)
    assert board.contains(box) and box.top > first.bottom


def test_the_tag_keeps_clear_of_a_bike_wiped_out_beside_the_start() -> None:
    """A bike wiped out from the start tile lies across its edge: the tag goes to a side it leaves
    free, and back to the first side when no side is free of it."""
    first = tile_rect((2, 2))
    cells = [(2, 2), (3, 2)]
    on_top = pygame.Rect(0, 0, 42, 42)
    on_top.center = (first.centerx + 20, first.top)
    box = start_tag_box(LABEL, first, start_tag_sides(cells), BOARD, [on_top])
    assert not box.colliderect(on_top) and box.top > first.bottom
    everywhere = [first.inflate(200, 200)]
    assert start_tag_box(LABEL, first, start_tag_sides(cells), BOARD, everywhere).bottom < first.top
