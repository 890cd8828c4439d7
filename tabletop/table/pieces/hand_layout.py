"""A player's hand fanned along the bottom of the screen; the hovered card (or, with none
hovered, the one the coach points at) spreads its neighbours and comes to the front."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from tabletop.table.pieces.card_faces import CARD_SIZE
from tabletop.table.pieces.card_sprite import CardSprite

SETTLE_RATE = 12.0  # how fast cards glide to their slots (per second, exponential)
FAN_DROP = 0.08  # how much lower the end cards sit, as a share of the card height
BOTTOM_GAP = 8  # pixels between the lowest card corner and the bottom of the area


def fan_layout(
    count: int,
    area: pygame.Rect,
    card_size: tuple[int, int] = CARD_SIZE,
    *,
    hovered: int | None = None,
    max_arc: float = 24.0,
) -> list[tuple[pygame.Vector2, float]]:
    """Centre and angle of each of `count` cards fanned along the bottom of `area`."""
    if count == 0:
        return []
    card_w, card_h = card_size
    arc = min(max_arc, 4.0 * (count - 1))
    # The end cards sit lower and turned; lift the whole fan so their corners stay on screen,
    # and keep them in from the sides by as much as their turned corners reach out.
    end_angle = math.radians(arc / 2)
    lowest = card_h * FAN_DROP + card_h / 2 * math.cos(end_angle) + card_w / 2 * math.sin(end_angle)
    reach = card_w / 2 * math.cos(end_angle) + card_h / 2 * math.sin(end_angle)
    spacing = min(card_w * 0.72, (area.width - 2 * reach) / (count - 1)) if count > 1 else 0.0
    base_y = area.bottom - BOTTOM_GAP - max(lowest, card_h / 2)
    left = area.centerx - spacing * (count - 1) / 2
    xs = [left + i * spacing for i in range(count)]
    if hovered is not None:
        xs = _stepped_aside(xs, hovered, card_w, spacing, (area.left + reach, area.right - reach))
    slots = []
    for i, x in enumerate(xs):
        # -1 at the left end of the fan, +1 at the right.
        u = (2 * i / (count - 1) - 1) if count > 1 else 0.0
        y = base_y + abs(u) ** 2 * card_h * FAN_DROP
        angle = 0.0 if i == hovered else -u * arc / 2
        slots.append((pygame.Vector2(x, y), angle))
    return slots


def _stepped_aside(
    xs: list[float], hovered: int, card_w: float, spacing: float, bounds: tuple[float, float]
) -> list[float]:
    """The cards' centres `xs` with the hovered card's neighbours stepped aside, the nearest most,
    so more of each shows beside it; on each side only as far as keeps every centre within
    `bounds` (pushed past the fan's area, a tight fan's end card went under the buttons beside
    the hand)."""
    step = max(0.0, card_w * 0.8 - spacing)
    pushes = [step * max(0.0, 1.0 - 0.35 * (abs(i - hovered) - 1)) for i in range(len(xs))]

    def share(rooms: list[tuple[float, float]]) -> float:
        """The share of its push a side takes: the most that leaves each of its cards in the area."""
        return min([1.0] + [max(0.0, room) / push for room, push in rooms if push])

    right = share([(bounds[1] - xs[i], pushes[i]) for i in range(hovered + 1, len(xs))])
    left = share([(xs[i] - bounds[0], pushes[i]) for i in range(hovered)])
    return [
        x + pushes[i] * right if i > hovered else x - pushes[i] * left if i < hovered else x
        for i, x in enumerate(xs)
    ]


def fan_card_size(
    area_height: int, card_size: tuple[int, int] = CARD_SIZE, *, max_arc: float = 24.0
) -> tuple[int, int]:
    """The largest card of `card_size`'s shape, and no larger, whose fan (of any count: the arc
    is at most `max_arc`) stays inside an area `area_height` tall. A fan of full-sized cards in
    a lower area reached above it, over the board."""
    card_w, card_h = card_size
    end_angle = math.radians(max_arc / 2)
    lowest = card_h * FAN_DROP + card_h / 2 * math.cos(end_angle) + card_w / 2 * math.sin(end_angle)
    scale = min(1.0, (area_height - BOTTOM_GAP) / (max(lowest, card_h / 2) + card_h / 2))
    return (math.floor(card_w * scale), math.floor(card_h * scale))


class HandFan:
    """Keeps screen-space cards in a fan within `area`, easing them into place."""

    def __init__(self, area: pygame.Rect, card_size: tuple[int, int] = CARD_SIZE) -> None:
        self.area = pygame.Rect(area)
        self.card_size = card_size
        self.cards: list[CardSprite] = []
        self.hovered: CardSprite | None = None
        self.featured: CardSprite | None = None  # shown whole while no card is hovered
        self.pinned: CardSprite | None = None  # drawn over every card but the one in front
        # Cards slotted just left of the pinned one, whose left edges (and corner numbers) show
        # beside it: on its right, a tight fan's neighbour lay wholly under it.
        self.beside: list[CardSprite] = []

    def set_cards(self, cards: Sequence[CardSprite]) -> None:
        self.cards = list(cards)
        if self.hovered not in self.cards:
            self.hovered = None
        if self.featured not in self.cards:
            self.featured = None
        if self.pinned not in self.cards:
            self.pinned = None

    def feature(self, card: CardSprite | None) -> None:
        """Show `card` whole, as if hovered, until another is (None: no card)."""
        self.featured = card if card in self.cards else None

    def _in_front(self) -> CardSprite | None:
        return self.hovered if self.hovered is not None else self.featured

    def set_area(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)

    def in_slots(self) -> list[CardSprite]:
        """The cards left to right as the fan lays them: `cards`, with those `beside` the pinned
        card moved to just before it."""
        pinned, beside = self.pinned, [card for card in self.cards if card in self.beside]
        if pinned is None or not beside or pinned in beside:
            return list(self.cards)
        rest = [card for card in self.cards if card not in beside]
        at = rest.index(pinned)
        return [*rest[:at], *beside, *rest[at:]]

    def slots(self) -> list[tuple[pygame.Vector2, float]]:
        """Each card's slot, in the order of `in_slots`."""
        cards = self.in_slots()
        front = self._in_front()
        index = cards.index(front) if front in cards else None
        return fan_layout(len(cards), self.area, self.card_size, hovered=index)

    def snap(self) -> None:
        """Put every card in its slot at once (after a new deal, a resize)."""
        for card, (pos, angle) in zip(self.in_slots(), self.slots(), strict=True):
            if not card.held:
                card.pos, card.angle = pygame.Vector2(pos), angle

    def draw_order(self) -> list[CardSprite]:
        """Cards bottom to top: the hovered (or featured) card is drawn (and hit) last, and the
        cards right of it each over the next, so each shows its edge beside it as those on its
        left do (stacked the other way, a tight fan's card next to it lay wholly hidden)."""
        front = self._in_front()
        cards = self.in_slots()
        if front is None:
            order = cards
        else:
            index = cards.index(front)
            order = [*cards[:index], *reversed(cards[index + 1:]), front]
        pinned = self.pinned
        if pinned is not None and pinned is not front and pinned in order:
            # Over its neighbours, under the card in front: a card being paid for is never hidden
            # by the cards it may be paid with.
            order.remove(pinned)
            order.insert(len(order) - (front is not None), pinned)
        return order

    def card_at(self, point: tuple[int, int]) -> CardSprite | None:
        for card in reversed(self.draw_order()):
            if card.hit_test(point):
                return card
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Tracks hover from mouse motion; never consumes the event."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.card_at(event.pos)
            for card in self.cards:
                card.hovered = card is self.hovered
        return False

    def update(self, dt: float) -> None:
        blend = min(1.0, SETTLE_RATE * dt)
        for card, (pos, angle) in zip(self.in_slots(), self.slots(), strict=True):
            if not card.held:
                card.pos += (pos - card.pos) * blend
                card.angle += (angle - card.angle) * blend
            card.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for card in self.draw_order():
            card.draw(surface)
