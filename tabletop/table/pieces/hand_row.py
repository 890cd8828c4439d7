"""A hand laid flat in a row, for cards read across their width (MCS's racing cards carry their
lanes along the top edge and their effect in the middle, where a fan's neighbour covers them).

The cards stand side by side where the row has room for them at a legible size; in a narrow
one (960 x 600) they overlap, each showing at least `SHOWN` of its width where it can (its edge
colour, lanes and effect), and no smaller than `LEGIBLE`. Nothing moves when the pointer
passes: the card under it is only drawn whole, in front, and a picked card (for an exchange)
rises in place. The pointer takes the card whose part it is on as the row lies, so a card
in front never hides its neighbour from the pointer.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.hand_layout import BOTTOM_GAP, HandFan

GAP = 8  # pixels between cards standing side by side
# The share of its width an overlapped card shows, where the row has the room: drawn over its
# right neighbour, it covers no more than the neighbour's edge colour's stripe, lit ring and all,
# so every lane and name shows (at 0.7, lane D and the names' ends lay under the next card).
SHOWN = 0.94
LEGIBLE = 66  # pixels: narrower, a card's lanes and name no longer read at CARD_TEXT
LIFT = 0.14  # how far a picked card rises, as a share of its height
TOP_GAP = 4  # pixels kept free above a risen card, under the area's top edge


def row_card_size(count: int, area: pygame.Rect, card_size: tuple[int, int]) -> tuple[int, int]:
    """The card of `card_size`'s shape, no larger, for `count` across `area`: the largest that
    stands side by side if that is legible, else the largest that shows SHOWN of its width
    overlapped, but legible; and always one that stays in the area's height when risen."""
    card_w, card_h = card_size
    count = max(1, count)
    by_height = (area.height - BOTTOM_GAP - TOP_GAP) / (card_h * (1 + LIFT))
    scale = min(1.0, by_height, (area.width - (count - 1) * GAP) / (count * card_w))
    if card_w * scale < LEGIBLE:
        overlapped = area.width / (card_w * (1 + (count - 1) * SHOWN))
        scale = min(1.0, by_height, area.width / card_w, max(overlapped, LEGIBLE / card_w))
    return (math.floor(card_w * scale), math.floor(card_h * scale))


def overlaps(count: int, card_width: int, width: int) -> bool:
    """Whether `count` cards `card_width` wide overlap in a row `width` wide (see `row_layout`)."""
    return count > 1 and card_width + (count - 1) * (card_width + GAP) > width


def shown_share(count: int, card_width: int, width: int) -> float:
    """The share of its width each of `count` cards `card_width` wide shows in a row `width`
    wide (1 where they stand side by side; see `row_layout`)."""
    if not overlaps(count, card_width, width):
        return 1.0
    return (width - card_width) / (count - 1) / card_width


def edges_covered(count: int, card_width: int, width: int) -> bool:
    """Whether `count` cards in a row `width` wide overlap by so little (each shows SHOWN of its
    width) that each is best drawn over its right neighbour: only the neighbour's left edge, its
    edge colour's stripe, lies under it, never its lanes or name (see `HandRow.draw_order`)."""
    return overlaps(count, card_width, width) and shown_share(count, card_width, width) >= SHOWN


def right_covered(count: int, card_width: int, width: int) -> bool:
    """Whether each card's right part lies under its neighbour (a face for such a row has its
    words on the left, where they show): the cards overlap by more than an edge."""
    return overlaps(count, card_width, width) and not edges_covered(count, card_width, width)


def row_layout(
    count: int, area: pygame.Rect, card_size: tuple[int, int], lifted: Collection[int] = ()
) -> list[tuple[pygame.Vector2, float]]:
    """Centre and angle (always 0) of each of `count` cards in a row along the bottom of `area`,
    side by side if they fit, else overlapping evenly; the cards at `lifted` indexes risen."""
    if count == 0:
        return []
    card_w, card_h = card_size
    step: float = card_w + GAP
    if overlaps(count, card_w, area.width):
        step = (area.width - card_w) / (count - 1)
    left = area.centerx - (card_w + (count - 1) * step) / 2 + card_w / 2
    y = area.bottom - BOTTOM_GAP - card_h / 2
    rise = card_h * LIFT
    return [(pygame.Vector2(left + i * step, y - (rise if i in lifted else 0)), 0.0) for i in range(count)]


class HandRow(HandFan):
    """Keeps screen-space cards in a flat row within `area` (see the module); `most` is the
    largest hand the row is sized for, so the cards keep their size as the hand shrinks."""

    def __init__(self, area: pygame.Rect, card_size: tuple[int, int], most: int = 1) -> None:
        super().__init__(area, card_size)
        self.largest = card_size
        self.most = most
        self.lifted: set[CardSprite] = set()  # cards picked (for an exchange): they rise in place
        self.card_size = row_card_size(most, self.area, card_size)

    def set_area(self, area: pygame.Rect) -> None:
        super().set_area(area)
        self.card_size = row_card_size(max(self.most, len(self.cards)), self.area, self.largest)

    def set_cards(self, cards: Sequence[CardSprite]) -> None:
        super().set_cards(cards)
        self.lifted &= set(self.cards)
        self.card_size = row_card_size(max(self.most, len(self.cards)), self.area, self.largest)

    def slots(self) -> list[tuple[pygame.Vector2, float]]:
        lifted = [i for i, card in enumerate(self.cards) if card in self.lifted]
        return row_layout(len(self.cards), self.area, self.card_size, lifted)

    def draw_order(self) -> list[CardSprite]:
        """The row as it lies (see `_lying`), and the card under the pointer (or the one
        featured) last, in front, where it lies."""
        front = self._in_front()
        rest = [card for card in self._lying() if card is not front]
        return rest if front is None else [*rest, front]

    def _lying(self) -> list[CardSprite]:
        """The cards bottom first: left to right, each over the one before (every card shows its
        left part); where they overlap only by an edge (`edges_covered`), right to left, each
        over its right neighbour's edge colour, so every lane and name shows."""
        if edges_covered(len(self.cards), self.card_size[0], self.area.width):
            return list(reversed(self.cards))
        return list(self.cards)

    def card_at(self, point: tuple[int, int]) -> CardSprite | None:
        """The card whose part is under `point` as the row lies: the part of a neighbour the
        card in front covers still answers for the neighbour."""
        return next((card for card in reversed(self._lying()) if card.hit_test(point)), None)
