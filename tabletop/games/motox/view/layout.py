"""Where MotoX's things go: the track in world units, the controls along the bottom of the screen.

World: one space is SPACE pixels; the tile on cell (x, y) covers the square from
(2x, 2y) to (2x + 2, 2y + 2) spaces, drawn a little inset so the tiles read as
separate pieces. Screen: the bottom strip (the table's hand area) holds, from
left to right, the viewer's stock (next tile and coins), the dice tray and the
choices of the moment.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.games.motox.state import Bike
from tabletop.games.motox.track_model import Cell, Course, Point, ramp_edge

SPACE = 64
TILE = 2 * SPACE
INSET = 3
PAWN = 42  # a pawn's diameter, world pixels
DIE = 52  # screen pixels
BUTTON_HEIGHT = 44
BUTTON_GAP = 8


def popup_size(zoom: float) -> int:
    """The rising words' height in screen pixels: with the board, but never too small to read."""
    return max(18, round(30 * zoom))


def space_centre(space: Point) -> pygame.Vector2:
    return pygame.Vector2((space[0] + 0.5) * SPACE, (space[1] + 0.5) * SPACE)


def space_rect(space: Point) -> pygame.Rect:
    return pygame.Rect(
        space[0] * SPACE + INSET, space[1] * SPACE + INSET, SPACE - 2 * INSET, SPACE - 2 * INSET
    )


def tile_rect(cell: Cell) -> pygame.Rect:
    return pygame.Rect(cell[0] * TILE + INSET, cell[1] * TILE + INSET, TILE - 2 * INSET, TILE - 2 * INSET)


# The sides of the start tile its START tag may stand on, in the order tried.
TAG_SIDES = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}


def start_tag_sides(cells: Sequence[Cell]) -> list[str]:
    """The sides of the start tile (the first of `cells`) its tag may stand on, in the order
    tried: those with no tile beside them, so the tag never lies on another tile and reads as
    that one's (tile 2 laid above the start had the tag on its edge)."""
    if not cells:
        return []
    (x, y), laid = cells[0], set(cells[1:])
    return [side for side, (dx, dy) in TAG_SIDES.items() if (x + dx, y + dy) not in laid]


def tile_centre(cell: Cell) -> pygame.Vector2:
    return pygame.Vector2((cell[0] + 0.5) * TILE, (cell[1] + 0.5) * TILE)


def ramp_point(course: Course, index: int) -> tuple[pygame.Vector2, pygame.Vector2]:
    """The middle of a ramp's edge (world) and the unit vector along that edge."""
    x, y = ramp_edge(course, index)
    dx, dy = course.ahead[index]
    return pygame.Vector2(x * SPACE, y * SPACE), pygame.Vector2(-dy, dx)


def beside(course: Course, space: Point) -> pygame.Vector2:
    """Where a wiped-out bike lies: off the space, toward the nearer side of the track."""
    index = course.tile_at(space)
    centre = space_centre(space)
    if index is None:
        return centre
    dx, dy = course.ahead[index]
    side = pygame.Vector2(-dy, dx)
    middle = tile_centre(course.cells[index])
    if (centre - middle).dot(side) < 0:
        side = -side
    return centre + side * SPACE * 0.55


def lying_spot(course: Course, bikes: Iterable[Bike], seat: int) -> pygame.Vector2:
    """Where wiped-out bike `seat` lies: beside the space it left the track from. Bikes that
    left from one space lie side by side along the track, in seat order, so none hides another
    (nor another's tooltip)."""
    listed = list(bikes)
    space = listed[seat].space
    assert space is not None
    spot = beside(course, space)
    fellows = [b.seat for b in listed if b.wiped and b.space == space]
    index = course.tile_at(space)
    if len(fellows) < 2 or index is None:
        return spot
    shift = fellows.index(seat) - (len(fellows) - 1) / 2
    return spot + pygame.Vector2(course.ahead[index]) * shift * (PAWN + 4)


def bounds(cells: Iterable[Cell]) -> pygame.Rect:
    """The tiles laid and those that could be, with a tile's margin all round."""
    listed = list(cells) or [(0, 0)]
    rect = tile_rect(listed[0])
    for cell in listed[1:]:
        rect.union_ip(tile_rect(cell))
    return rect.inflate(TILE // 2, TILE // 2)


@dataclass
class Areas:
    """The bottom strip, split: the stock, the dice tray, the choices."""

    board: pygame.Rect
    stock: pygame.Rect
    tray: pygame.Rect
    choices: pygame.Rect


def split(board: pygame.Rect, hand: pygame.Rect) -> Areas:
    area = hand.inflate(-16, -12)
    stock_w = max(176, min(230, area.width // 4))
    # The tray needs room for four dice; the choices take the rest, up to 300 pixels.
    choices_w = max(200, min(300, area.width - stock_w - 20 - TRAY))
    stock = pygame.Rect(area.x, area.y, stock_w, area.height)
    choices = pygame.Rect(area.right - choices_w, area.y, choices_w, area.height)
    tray = pygame.Rect(stock.right + 10, area.y, max(60, choices.x - stock.right - 20), area.height)
    return Areas(pygame.Rect(board), stock, tray, choices)


RACE_COIN = 26  # screen pixels: a race coin drawn in the stock


def race_coin_spots(stock: pygame.Rect, coins: int) -> list[pygame.Vector2]:
    """Where the stock shows a rider's race coins: one row under the heading, as many as fit
    (a count beside the row says how many when they do not all fit)."""
    step = RACE_COIN + 6
    room = max(1, (stock.width - 20 - 40) // step)  # 40: room for the count
    shown = coins if coins * step <= stock.width - 20 else min(coins, room)
    y = stock.y + 36 + RACE_COIN / 2
    return [pygame.Vector2(stock.x + 10 + RACE_COIN / 2 + i * step, y) for i in range(shown)]


TRAY = 4 * DIE + 3 * 14 + 20  # four dice side by side, with their gaps and a margin


def dice_positions(tray: pygame.Rect, count: int) -> list[pygame.Vector2]:
    gap = DIE + 14
    left = tray.centerx - gap * (count - 1) / 2
    y = tray.y + 34 + DIE / 2
    return [pygame.Vector2(left + i * gap, y) for i in range(count)]


def button_rects(choices: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Buttons stacked from the top, in two columns when they do not fit in one, read row by
    row (left, right, then the next row down)."""
    rows = max(1, (choices.height + BUTTON_GAP) // (BUTTON_HEIGHT + BUTTON_GAP))
    columns = 1 if count <= rows else 2
    width = (choices.width - (columns - 1) * BUTTON_GAP) // columns
    height = min(
        BUTTON_HEIGHT, max(28, (choices.height - (rows - 1) * BUTTON_GAP) // max(1, min(rows, count)))
    )
    rects = []
    for index in range(count):
        row, col = divmod(index, columns)
        rects.append(
            pygame.Rect(
                choices.x + col * (width + BUTTON_GAP), choices.y + row * (height + BUTTON_GAP), width, height
            )
        )
    return rects
