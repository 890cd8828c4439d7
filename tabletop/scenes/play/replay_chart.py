"""The results screen's chart over the replay's board, marking the round being watched.

The chart is the whole game's (as the results screen draws it), drawn once per size
and kept; a line across it marks the latest round the replay has reached, and a click
on the chart asks to go to the end of the round clicked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.language import pgettext
from tabletop.scenes.widgets.line_chart import Plot, draw_line_chart
from tabletop.sprite_factory.palette import ACCENT, CREAM
from tabletop.table.machinery.text import font
from tabletop.table.panels.panel import draw_panel

PADDING = 16
MARK_WIDTH = 3


class ReplayChart:
    def __init__(self, chart: Mapping[str, Any], to_round_end: Callable[[int], None]) -> None:
        """`to_round_end(i)`: go to where the chart's value number `i` (from 0) was reached."""
        self.chart = chart
        self.to_round_end = to_round_end
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.visible = False
        self._kept: tuple[tuple[int, int, bool], pygame.Surface, Plot | None] | None = None

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def _drawn(self, patterns: bool) -> tuple[pygame.Surface, Plot | None]:
        """The panel and chart as a picture of the rect's size, and where its values landed."""
        key = (self.rect.width, self.rect.height, patterns)
        if self._kept is None or self._kept[0] != key:
            picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            local = pygame.Rect((0, 0), self.rect.size)
            draw_panel(picture, local, alpha=248, radius=14)
            inner = local.inflate(-2 * PADDING, -2 * PADDING)
            plot = draw_line_chart(picture, inner, self.chart, patterns=patterns)
            self._kept = (key, picture, plot)
        return self._kept[1], self._kept[2]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on the chart goes to the round under it; any click on the panel is taken."""
        if not (self.visible and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            return False
        if not self.rect.collidepoint(event.pos):
            return False
        plot = self._kept[2] if self._kept is not None else None
        if plot is not None and plot.rounds > 0:
            x = event.pos[0] - self.rect.left
            share = (x - plot.rect.left) / plot.rect.width if plot.rect.width else 0.0
            self.to_round_end(max(0, min(plot.rounds - 1, round(share * (plot.rounds - 1)))))
        return True

    def draw(self, surface: pygame.Surface, reached: int, patterns: bool) -> None:
        """The chart, marked at its `reached`-th value (0: no round over yet, the start)."""
        if not self.visible:
            return
        picture, plot = self._drawn(patterns)
        surface.blit(picture, self.rect.topleft)
        if plot is None:
            return
        x = self.rect.left + (plot.point(reached - 1, plot.low)[0] if reached > 0 else plot.rect.left)
        top, bottom = self.rect.top + plot.rect.top, self.rect.top + plot.rect.bottom
        pygame.draw.line(surface, ACCENT, (x, top), (x, bottom), MARK_WIDTH)
        label = font(16).render(pgettext("replay chart", "now"), True, CREAM)
        pill = label.get_rect(midbottom=(x, top - 2)).inflate(10, 4)
        pygame.draw.rect(surface, ACCENT, pill, border_radius=6)
        surface.blit(label, label.get_rect(center=pill.center))
