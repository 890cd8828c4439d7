"""MotoX's places in the words a player reads off the board: tile numbers (printed on each
tile) and sides as the screen shows them, never grid coordinates. Pure text."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.motox.track_model import Cell, Course, Point, cell_of, minus

SIDES = {(1, 0): "to the right of", (-1, 0): "to the left of", (0, 1): "below", (0, -1): "above"}


def tile_place_words(cells: Sequence[Cell], cell: Cell) -> str:
    """Where the next tile goes: beside the last tile, and whether the track bends there."""
    if not cells:
        return "as the starting tile"
    step = minus(cell, cells[-1])
    side = SIDES.get(step)
    if side is None:
        return "away from the track"
    where = f"{side} tile {len(cells)}"
    if len(cells) < 2:
        return where
    return where + (" (straight on)" if minus(cells[-1], cells[-2]) == step else " (a bend)")


def space_words(course: Course, space: Point) -> str:
    """A space as the board shows it: which corner of which numbered tile."""
    index = course.tile_at(space)
    if index is None:
        return "off the track"
    x, y = cell_of(space)
    row = "top" if space[1] == 2 * y else "bottom"
    column = "left" if space[0] == 2 * x else "right"
    return f"the {row}-{column} space of tile {index + 1}"
