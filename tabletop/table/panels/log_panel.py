"""The game log: wrapped lines, newest at the bottom, scrollable with the wheel.

It follows the newest line unless the reader scrolled up; then a "Newest" chip
at its foot brings the reader back down.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.language import N_, _
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import font, text_image, wrap
from tabletop.table.panels.panel import PADDING, paint_panel

WHEEL_LINES = 3
# The chip's arrow is drawn: the table's font (freesansbold) has no arrows, and drew a box.
NEWEST = N_("Newest")
ENTRY_GAP = 5  # extra pixels between entries, so a wrapped entry reads as one


@dataclass(frozen=True)
class LogEntry:
    text: str
    colour: RGB = INK


BODY_SIZE = 22  # the log's words: the size of running text in a side panel, the editor's too


class LogPanel:
    def __init__(
        self,
        rect: pygame.Rect,
        *,
        title: str = N_("Game log"),  # translated when drawn
        font_size: int = BODY_SIZE,
        max_entries: int = 500,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.font = font(font_size)
        self.title_font = font(font_size + 2)
        self.font_size = font_size
        self.title_font_size = font_size + 2
        self.max_entries = max_entries
        self.entries: list[LogEntry] = []
        # How many pixels the view is scrolled up from the newest line (0: following).
        self.scroll = 0
        self.pointer: tuple[int, int] | None = None
        # Each entry's wrapped lines, rendered once (not every frame) at `_wrapped_width`;
        # new entries are wrapped as they come, the whole log only when the width changes.
        self._blocks: list[list[pygame.Surface]] = []
        self._content_height = 0
        self._wrapped_width = -1
        self._added = 0  # entries ever added or cleared: the drawn panel is stale when it moves
        self._layer = CachedLayer()

    def add(self, text: str, colour: RGB = INK) -> None:
        self.entries.append(LogEntry(text, colour))
        self._added += 1
        dropped = len(self.entries) - self.max_entries
        if dropped > 0:
            del self.entries[:dropped]
            del self._blocks[:dropped]
        if not self.scroll:
            # Following the newest line: wrap when next drawn, not on every entry (a hand-off
            # rebuilding a long log adds hundreds of entries at once).
            return
        before = self._content_height
        self._rewrap()
        # Someone reading older lines keeps their place as new lines arrive.
        self.scroll += self._content_height - before

    def clear(self) -> None:
        self.entries.clear()
        self._added += 1
        self.scroll = 0
        self._rewrap(force=True)

    def truncate(self, count: int) -> None:
        """Keep the first `count` entries only (a replay stepping back), following the newest."""
        del self.entries[count:]
        del self._blocks[count:]
        self._added += 1
        self.scroll = 0
        self._rewrap()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def height_for(self, lines: int) -> int:
        """The panel's height that shows `lines` whole lines of the log under its title."""
        return PADDING + self.title_font.get_linesize() + 4 + lines * self.font.get_linesize() + PADDING

    def _text_area(self) -> pygame.Rect:
        top = PADDING + self.title_font.get_linesize() + 4
        return pygame.Rect(
            self.rect.x + PADDING, self.rect.y + top,
            self.rect.width - 2 * PADDING, self.rect.height - top - PADDING,
        )

    def _rewrap(self, *, force: bool = False) -> None:
        width = self._text_area().width
        if width != self._wrapped_width or force:
            self._wrapped_width = width
            self._blocks = []
        for entry in self.entries[len(self._blocks) :]:
            lines = wrap(entry.text, self.font, max(20, width))
            self._blocks.append([self.font.render(line, True, entry.colour) for line in lines])
        count = sum(len(block) for block in self._blocks)
        self._content_height = count * self.font.get_linesize() + ENTRY_GAP * max(0, len(self._blocks) - 1)

    def max_scroll(self) -> int:
        self._rewrap()
        return max(0, self._content_height - self._text_area().height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self.scroll and self.newest_chip().collidepoint(event.pos):
            self.scroll = 0
            return True
        if event.type != pygame.MOUSEWHEEL:
            return False
        if self.pointer is None or not self.rect.collidepoint(self.pointer):
            return False
        step = event.y * WHEEL_LINES * self.font.get_linesize()
        self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._rewrap()
        # The panel is composed once per change (a new line, a scroll, a new size), not per frame.
        key = (self._added, self.scroll, self._wrapped_width, _(self.title))
        size = (self.rect.width + 4, self.rect.height + 5)  # the plate's shadow included
        self._layer.get(key, size, self._paint).show(surface, self.rect.topleft)

    def _paint(self, layer: Layer) -> None:
        origin = self.rect.topleft
        paint_panel(layer, pygame.Rect((0, 0), self.rect.size))
        layer.blit(text_image(_(self.title), self.title_font_size, INK_SOFT), (PADDING, PADDING))
        area = self._text_area().move(-origin[0], -origin[1])
        layer.image.set_clip(area)
        for index, number, line_top in self.shown_lines():
            layer.blit(self._blocks[index][number], (area.x, line_top - origin[1]))
        layer.image.set_clip(None)
        if self.scroll:
            chip = self.newest_chip().move(-origin[0], -origin[1])
            paint_panel(layer, chip, fill=GOLD, alpha=255, radius=8)
            label = text_image(_(NEWEST), self.font_size, INK)
            arrow = self._arrow_width()
            words = label.get_rect(midleft=(chip.centerx - (label.get_width() + arrow) // 2, chip.centery))
            layer.blit(label, words)
            _draw_down_arrow(layer.image, pygame.Rect(words.right + arrow - words.height // 2, words.top + 2,
                                                      words.height // 2, words.height - 4))

    def _first_shown(self, area: pygame.Rect) -> tuple[int, int]:
        """The first entry drawn and where its top goes.

        Following the newest line, the log shows the newest entries that fit whole, from
        the top of the panel: a first line that starts mid-entry ("into the hand.") reads as
        nonsense. Scrolled up, the reader moves line by line and the view follows them.
        """
        if self._content_height <= area.height:
            return 0, area.top
        if self.scroll:
            return 0, area.bottom - self._content_height + self.scroll
        line_h = self.font.get_linesize()
        first, height = len(self._blocks), 0
        while first > 0:
            needed = height + len(self._blocks[first - 1]) * line_h + (ENTRY_GAP if height else 0)
            if needed > area.height and first < len(self._blocks):
                break
            first, height = first - 1, needed
        return first, area.top

    def shown_lines(self) -> list[tuple[int, int, int]]:
        """The lines in view, as (entry, its wrapped line, top y on screen), top first.

        Only whole lines: a line cut in half at an edge reads as a different word.
        """
        self._rewrap()
        area = self._text_area()
        first, y = self._first_shown(area)
        line_h = self.font.get_linesize()
        shown = []
        for index in range(first, len(self._blocks)):
            if y > area.bottom:
                break
            for number in range(len(self._blocks[index])):
                line_top = y + number * line_h
                if area.top <= line_top and line_top + line_h <= area.bottom:
                    shown.append((index, number, line_top))
            y += len(self._blocks[index]) * line_h + ENTRY_GAP
        return shown

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        if self.scroll and self.newest_chip().collidepoint(pos):
            return _("Back to the newest line; the log then follows the game again.")
        return _("Everything that happened, newest at the bottom. Scroll with the mouse wheel.")

    def newest_chip(self) -> pygame.Rect:
        """The "Newest ↓" button, shown at the foot of the panel while scrolled up."""
        width, height = self.font.size(_(NEWEST))
        chip = pygame.Rect(0, 0, width + self._arrow_width() + 2 * PADDING, height + PADDING)
        chip.midbottom = (self.rect.centerx, self.rect.bottom - PADDING // 2)
        return chip

    def _arrow_width(self) -> int:
        """The room the chip's arrow takes after its word, the gap before it included."""
        return self.font.get_height() * 3 // 4


def _draw_down_arrow(surface: pygame.Surface, box: pygame.Rect) -> None:
    """An arrow pointing down, filling `box`: a stem and a head as wide as the box."""
    head = box.height * 2 // 5
    stem = max(2, box.width // 4)
    pygame.draw.rect(surface, INK, (box.centerx - stem // 2, box.top, stem, box.height - head + 1))
    pygame.draw.polygon(surface, INK, [(box.left, box.bottom - head), (box.right, box.bottom - head),
                                       (box.centerx, box.bottom)])
