"""Choosing any legal action from the keyboard, so no one depends on a mouse or trackpad.

Tab / Shift+Tab or the arrow keys move through the (description, payload)
items, Enter chooses. The view gives the items (usually one per legal action);
the item in focus is ringed where `locate` finds it on screen (its piece or
place), and `on_focus` hears of each change (to bring that place into sight).
The open list leaves in sight what the table asks it to (a game's dice tray) and,
where it can, the ringed place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from tabletop.language import N_, _
from tabletop.sprite_factory.palette import INK, INK_SOFT, LEGAL, SELECTED, shade
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import font, text_image, wrap
from tabletop.table.panels.panel import PADDING, paint_panel

T = TypeVar("T")

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
VISIBLE_ROWS = 12  # at most; fewer when the window is short
GAP = 6  # from the anchor and the window's edges
RING = 4  # the width of the ring round the piece or place of the item in focus
HINT = N_("Tab: keyboard")


class ActionPicker(Generic[T]):
    def __init__(
        self,
        on_choose: Callable[[T], None],
        *,
        on_focus: Callable[[T | None], None] | None = None,
        locate: Callable[[T], pygame.Rect | None] | None = None,
        font_size: int = 22,
    ) -> None:
        self.on_choose = on_choose
        self.on_focus = on_focus
        self.locate = locate
        self.font = font(font_size)
        self.font_size = font_size
        self._layer = CachedLayer()
        self.items: list[tuple[str, T]] = []
        self.widest = 0  # the width of the longest item's words
        # Each item's lines at a width of words: an item longer than the list is wide wraps
        # (measured once per width, not every frame).
        self._lines: dict[int, list[tuple[str, ...]]] = {}
        self.index = 0
        # Inactive until the first Tab or arrow: the list stays out of a mouse user's way.
        self.active = False
        # Where the open list was last drawn (tests check it stays inside the window).
        self.last_box: pygame.Rect | None = None
        self.last_rows = range(0)
        self.last_lines: list[tuple[str, ...]] = []  # the lines of each row in `last_rows`
        self.last_ring: pygame.Rect | None = None  # where the item in focus was ringed

    @property
    def focused(self) -> T | None:
        return self.items[self.index][1] if self.active and self.items else None

    def hint_width(self) -> int:
        """The room the closed list's "Tab" chip takes at the anchor's right end."""
        return self.font.size(_(HINT))[0] + 2 * PADDING + 2 * GAP if self.items else 0

    def set_items(self, items: Sequence[tuple[str, T]], first: T | None = None) -> None:
        """The moves listed; the list opens on `first` (a lesson's coach's move) if it is there."""
        self.items = list(items)
        self.widest = max((self.font.size(text)[0] for text, _payload in self.items), default=0)
        self._lines.clear()
        payloads = [payload for _text, payload in self.items]
        self.index = payloads.index(first) if first is not None and first in payloads else 0
        if not self.items:
            self.deactivate()
        elif self.active:
            self._focus_changed()

    def deactivate(self) -> None:
        if self.active:
            self.active = False
            self._focus_changed()

    def _focus_changed(self) -> None:
        if self.on_focus:
            self.on_focus(self.focused)

    def _move(self, step: int) -> None:
        if not self.active:
            self.active = True
        else:
            self.index = (self.index + step) % len(self.items)
        self._focus_changed()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or not self.items:
            return False
        if event.key == pygame.K_TAB:
            self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in NEXT_KEYS:
            self._move(1)
            return True
        if event.key in PREVIOUS_KEYS:
            self._move(-1)
            return True
        if not self.active:
            return False
        if event.key in CHOOSE_KEYS:
            payload = self.items[self.index][1]
            self.deactivate()
            self.on_choose(payload)
            return True
        if event.key == pygame.K_ESCAPE:
            self.deactivate()
            return True
        return False

    def draw(
        self, surface: pygame.Surface, anchor: pygame.Rect, keep_clear: Sequence[pygame.Rect] = ()
    ) -> None:
        """Draw just below `anchor` (the banner), as wide as it, never past the window's edges,
        and ring the focused item's place. The list never covers `keep_clear` (what a game shows
        beside its board that the moves depend on) and, where it can, the ringed place: failing
        that, it goes beside them (where its words fit), or to the foot of the window (see `_placed`).

        The list is opaque, and shows as many rows as fit under the anchor, scrolled so that the
        chosen row is always among them; an item too long for the list's width wraps onto more
        lines (its row taller) rather than being cut. Either look is composed once per change
        (items, choice, place) and blitted whole.
        """
        self.last_ring = None
        if not self.items:
            return
        window = surface.get_rect()
        line_h = self.font.get_linesize() + 6
        focused = self.focused
        place = self.locate(focused) if self.locate is not None and focused is not None else None
        if place is not None:
            self.last_ring = place.inflate(2 * RING, 2 * RING)
            pygame.draw.rect(surface, INK, self.last_ring.inflate(4, 4), RING + 4, border_radius=10)
            pygame.draw.rect(surface, SELECTED, self.last_ring, RING, border_radius=8)
        top = min(anchor.bottom + GAP, window.bottom - line_h - 2 * PADDING)
        if not self.active:
            # A small chip at the anchor's right end (the banner keeps that room free).
            chip = text_image(_(HINT), self.font_size, INK_SOFT).get_rect().inflate(2 * PADDING, PADDING)
            chip.midright = (anchor.right - GAP, anchor.centery)
            hint = self._layer.get("hint", (chip.width + 4, chip.height + 5), self._paint_hint)
            hint.show(surface, chip.topleft)
            return
        room = (window.bottom - GAP - top - 2 * PADDING) // line_h - 1
        width = min(anchor.width, window.width - 2 * GAP)
        heights = self._heights(width)
        # As tall as the items on one line each would be (at most VISIBLE_ROWS, and as many as fit):
        # wrapped items scroll rather than grow the list over more of the board; but never too low
        # for the tallest item to be shown whole.
        rows = max(1, min(VISIBLE_ROWS, len(self.items), room))
        body = max(rows * line_h, max(heights))
        box = pygame.Rect(0, top, width, body + line_h + 2 * PADDING)
        box.right = min(anchor.right, window.right - GAP)
        box.bottom = min(box.bottom, window.bottom - GAP)
        box = self._placed(box, window, keep_clear, sum(heights) > body)
        # Placed narrower, its items may wrap onto more lines.
        heights = self._heights(box.width)
        first, end = self._shown(heights, box.height - line_h - 2 * PADDING)
        lines = tuple(self._lines[_words_width(box.width)][first:end])
        scrolls = end - first < len(self.items)
        key = (lines, first, self.index, len(self.items), scrolls)
        size = (box.width + 4, box.height + 5)
        self._layer.get(
            key, size, lambda layer: self._paint_list(layer, box.size, lines, first, scrolls)
        ).show(surface, box.topleft)
        self.last_box = box
        self.last_rows = range(first, end)
        self.last_lines = list(lines)

    def _heights(self, width: int) -> list[int]:
        """Each item's row height in a list `width` wide (its lines wrapped to the words' width)."""
        words = _words_width(width)
        if words not in self._lines:
            self._lines[words] = [tuple(wrap(text, self.font, words)) for text, _payload in self.items]
        return [len(lines) * self.font.get_linesize() + 6 for lines in self._lines[words]]

    def _shown(self, heights: Sequence[int], body: int) -> tuple[int, int]:
        """The items (first, end) shown in `body` pixels: the chosen one and those round it, taken
        below and above by turns (so the chosen row sits mid-list until an end of the list)."""
        first, end = self.index, self.index + 1
        used = heights[self.index]
        grew = True
        while grew:
            grew = False
            if end < len(heights) and used + heights[end] <= body:
                used += heights[end]
                end += 1
                grew = True
            if first > 0 and used + heights[first - 1] <= body:
                first -= 1
                used += heights[first]
                grew = True
        return first, end

    def _placed(
        self, under: pygame.Rect, window: pygame.Rect, keep_clear: Sequence[pygame.Rect], scrolls: bool
    ) -> pygame.Rect:
        """Where the list at `under` (below the anchor) goes: the first of these that covers neither
        `keep_clear` nor the ringed place, else the first that leaves `keep_clear` in sight, else
        `under`. First the list as wide as the anchor, under it, then narrowed beside `keep_clear`
        if its words still fit on one line; then both at the window's foot; then narrowed though
        they do not (its items wrap onto more lines, fewer are shown), which is still better than
        hiding what the moves depend on."""
        foot = under.copy()
        foot.bottom = window.bottom - GAP
        kept = [rect.inflate(2 * GAP, 2 * GAP) for rect in keep_clear]
        more = " " + _("({number} of {count})").format(number=len(self.items), count=len(self.items)) \
            if scrolls else ""
        title = self.font.size(_("Enter chooses, Esc closes") + more)[0] + 2 * PADDING
        # As wide as that title and the longest item on one line (the inverse of `_words_width`).
        needed = max(title, self.widest + 5 * PADDING // 2)
        besides = [(full, _beside(full, kept)) for full in (under, foot)]
        spots = []
        for full, beside in besides:
            spots.append(full)
            if beside is not None and beside.width >= needed:
                spots.append(beside)
        spots += [beside for _full, beside in besides if beside is not None]
        ring = [self.last_ring.inflate(8, 8)] if self.last_ring is not None else []
        for avoid in (kept + ring, kept):
            for spot in spots:
                if spot.collidelist(avoid) < 0:
                    return spot
        return under

    def _paint_hint(self, layer: Layer) -> None:
        hint = text_image(_(HINT), self.font_size, INK_SOFT)
        box = hint.get_rect().inflate(2 * PADDING, PADDING)
        box.topleft = (0, 0)
        paint_panel(layer, box, alpha=230)
        layer.blit(hint, hint.get_rect(center=box.center))

    def _paint_list(
        self, layer: Layer, size: tuple[int, int], rows: tuple[tuple[str, ...], ...], first: int,
        scrolls: bool,
    ) -> None:
        surface = layer.image
        line_h = self.font.get_linesize() + 6
        more = " " + _("({number} of {count})").format(number=self.index + 1, count=len(self.items)) \
            if scrolls else ""
        box = pygame.Rect((0, 0), size)
        paint_panel(layer, box, alpha=255)
        title = text_image(_("Enter chooses, Esc closes") + more, self.font_size, INK_SOFT)
        layer.blit(title, (PADDING, PADDING))
        y = PADDING + line_h
        for offset, lines in enumerate(rows):
            row = pygame.Rect(PADDING // 2, y, box.width - PADDING, len(lines) * self.font.get_linesize() + 6)
            if first + offset == self.index:
                pygame.draw.rect(surface, shade(LEGAL, 1.4), row, border_radius=6)
                pygame.draw.rect(surface, shade(LEGAL, 0.7), row, width=2, border_radius=6)
            for number, line in enumerate(lines):
                layer.blit(text_image(line, self.font_size, INK),
                           (row.x + PADDING, row.y + 3 + number * self.font.get_linesize()))
            y += row.height


def _words_width(width: int) -> int:
    """The width a row's words have in a list `width` wide: they start PADDING and a half in
    and end PADDING before the list's edge."""
    return width - 5 * PADDING // 2


def _beside(box: pygame.Rect, kept: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """`box` narrowed to the widest stretch of its width that none of `kept` at its height covers
    (`box` itself when none is there); None when they cover all of it."""
    at_its_height = (rect for rect in kept if rect.top < box.bottom and box.top < rect.bottom)
    edges = sorted((rect.left, rect.right) for rect in at_its_height)
    stretches, left = [], box.left
    for start, end in edges:
        stretches.append((left, min(start, box.right)))
        left = max(left, end)
    stretches.append((left, box.right))
    start, end = max(stretches, key=lambda stretch: stretch[1] - stretch[0])
    return pygame.Rect(start, box.top, end - start, box.height) if end > start else None
