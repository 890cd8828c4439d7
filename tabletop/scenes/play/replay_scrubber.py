"""The replay's scrubber: a bar from the first move to the last, the rounds marked along it.

Click or drag anywhere to go to that move; a click near a round's mark goes to the start
of that round. The part already played is filled, a knob stands at the current move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.sprite_factory.palette import ACCENT, CREAM, CREAM_DARK, GOLD, INK, INK_SOFT, shade
from tabletop.table.machinery.text import font

GROOVE = 10  # the bar's thickness
KNOB = 9  # the knob's radius
SNAP = 7  # pixels from a round's mark within which a click goes to the round's start
LABEL_SIZE = 16
MIN_LABEL_GAP = 30  # pixels between two round numbers under the bar


class Scrubber:
    def __init__(self, length: int, round_starts: Sequence[int], go_to: Callable[[int], None]) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.length = length
        self.round_starts = list(round_starts)
        self.go_to = go_to
        self.position = 0
        self.dragging = False

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def _bar(self) -> pygame.Rect:
        """The groove: the rect less room for the knob at both ends, on the upper half."""
        return pygame.Rect(self.rect.left + KNOB, self.rect.top + KNOB, self.rect.width - 2 * KNOB, GROOVE)

    def x_of(self, moves: int) -> int:
        bar = self._bar()
        share = moves / self.length if self.length else 0.0
        return round(bar.left + share * bar.width)

    def moves_at(self, x: int) -> int:
        """The move a click at `x` goes to: a round's start near its mark, else the nearest move."""
        for start in self.round_starts:
            if abs(self.x_of(start) - x) <= SNAP:
                return start
        bar = self._bar()
        share = (x - bar.left) / bar.width if bar.width else 0.0
        return max(0, min(self.length, round(share * self.length)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.go_to(self.moves_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.go_to(self.moves_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        bar = self._bar()
        pygame.draw.rect(surface, CREAM_DARK, bar, border_radius=GROOVE // 2)
        played = pygame.Rect(bar.left, bar.top, self.x_of(self.position) - bar.left, bar.height)
        if played.width > 0:
            pygame.draw.rect(surface, GOLD, played, border_radius=GROOVE // 2)
        pygame.draw.rect(surface, shade(CREAM_DARK, 0.6), bar, width=1, border_radius=GROOVE // 2)
        self._draw_rounds(surface, bar)
        knob = (self.x_of(self.position), bar.centery)
        pygame.draw.circle(surface, ACCENT, knob, KNOB)
        pygame.draw.circle(surface, CREAM, knob, KNOB, 2)

    def _draw_rounds(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        """A mark where each round starts; its number under it where numbers do not crowd."""
        label_font = font(LABEL_SIZE)
        last_label = -MIN_LABEL_GAP
        for number, start in enumerate(self.round_starts, start=1):
            x = self.x_of(start)
            pygame.draw.line(surface, INK_SOFT, (x, bar.top - 3), (x, bar.bottom + 3), 2)
            if x - last_label >= MIN_LABEL_GAP and x + MIN_LABEL_GAP // 2 <= self.rect.right:
                label = label_font.render(str(number), True, INK)
                surface.blit(label, label.get_rect(midtop=(x, bar.bottom + 4)))
                last_label = x
