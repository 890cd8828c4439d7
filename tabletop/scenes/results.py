"""The end of a game: who finished where, a chart of the race, then Play again or Back to menu.

Everything shown comes from the game's `summarise(match)`: `order` (names,
winner first), optional `details` (name -> a short line under it) and `chart`
(see `line_chart`), whose series also give each name its colour.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from tabletop.engine.match import Match
from tabletop.engine.words import say
from tabletop.game_setup import game_info
from tabletop.games.registry import game_module
from tabletop.scenes.base import Scene
from tabletop.scenes.context import AppContext
from tabletop.scenes.layout import MARGIN, ROW_GAP
from tabletop.scenes.line_chart import colour_of, draw_line_chart, draw_marker, marker_shape
from tabletop.scenes.table_launch import start_match
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB, shade
from tabletop.table.cloth import draw_cloth
from tabletop.table.panel import draw_panel
from tabletop.table.text import fit_font, font

HEADER_HEIGHT = 96  # the title and the winner line above the panels
ORDER_WIDTH = 340
ROW_HEIGHT = 46
BUTTON_SIZE = (220, 54)
PANEL_PADDING = 20
PANEL_HEADING = 56


class ResultsScene(Scene):
    def __init__(self, ctx: AppContext, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self.game_name = game_info(match.game_id).name
        summary = game_module(match.game_id).summarise(match)
        self.order: list[str] = [str(name) for name in summary.get("order", [])]
        # A game's summary may say the result was a draw (a speedway match can end level).
        self.drawn = summary.get("result") == "draw"
        self.chart: Mapping[str, Any] | None = summary.get("chart")
        # A game may add a short line under a name (medals and points, a solo score).
        self.details: dict[str, str] = {str(k): str(v) for k, v in summary.get("details", {}).items()}
        series = self.chart.get("series", []) if self.chart else []
        # Each name's colour and its index among the chart's lines (for its marker shape).
        self.colours: dict[str, tuple[RGB, int]] = {
            str(s["name"]): (colour_of(str(s.get("colour", ""))), index) for index, s in enumerate(series)
        }

    # -- layout -------------------------------------------------------------------------

    def _content(self) -> pygame.Rect:
        w, h = self.ctx.size
        top = MARGIN + HEADER_HEIGHT
        return pygame.Rect(MARGIN, top, w - 2 * MARGIN, h - MARGIN - BUTTON_SIZE[1] - ROW_GAP - top)

    def order_rect(self) -> pygame.Rect:
        content = self._content()
        width = content.width if self.chart is None else min(ORDER_WIDTH, content.width * 3 // 10)
        return pygame.Rect(content.left, content.top, width, content.height)

    def chart_rect(self) -> pygame.Rect:
        content = self._content()
        left = self.order_rect().right + MARGIN
        return pygame.Rect(left, content.top, content.right - left, content.height)

    def row_rects(self) -> list[pygame.Rect]:
        panel = self.order_rect()
        room = panel.height - PANEL_HEADING - PANEL_PADDING
        height = min(ROW_HEIGHT, room // max(1, len(self.order)))
        width = panel.width - 2 * PANEL_PADDING
        top = panel.top + PANEL_HEADING
        return [
            pygame.Rect(panel.left + PANEL_PADDING, top + i * height, width, height - 4)
            for i in range(len(self.order))
        ]

    def build_ui(self) -> None:
        w, h = self.ctx.size
        ui = self.ctx.ui
        UILabel(
            pygame.Rect(MARGIN, MARGIN, w - 2 * MARGIN, 50), "Game over", manager=ui,
            container=self.root, object_id=ObjectID(class_id="@heading"),
        )
        if self.order:
            UILabel(
                pygame.Rect(MARGIN, MARGIN + 52, w - 2 * MARGIN, 32),
                "A draw!" if self.drawn else say("{who:wins} this game of {game}", who=self.order[0],
                                                 game=self.game_name),
                manager=ui, container=self.root,
            )
        panel = self.order_rect()
        UILabel(
            pygame.Rect(panel.left + PANEL_PADDING, panel.top + 10, panel.width - 2 * PANEL_PADDING, 40),
            "Finishing order", manager=ui, container=self.root,
            object_id=ObjectID(class_id="@panel_heading"),
        )
        bar_top = h - MARGIN - BUTTON_SIZE[1]
        again = pygame.Rect((w - MARGIN - BUTTON_SIZE[0], bar_top), BUTTON_SIZE)
        self.add_button(again, "Play again", self.play_again, class_id="@start_button")
        back = pygame.Rect((again.left - ROW_GAP - BUTTON_SIZE[0], bar_top), BUTTON_SIZE)
        self.add_button(back, f"Back to {self.ctx.stack.home.home_label or 'menu'}", self.on_escape)

    # -- actions --------------------------------------------------------------------------

    def play_again(self) -> None:
        """The same players and options, a new shuffle."""
        start_match(self.ctx, self.match.game_id, self.match.setup)

    def on_escape(self) -> None:
        self.ctx.stack.pop_to(self.ctx.stack.home)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        draw_panel(surface, self.order_rect(), alpha=245, radius=14)
        patterns = self.ctx.settings.colour_blind
        for place, (name, row) in enumerate(zip(self.order, self.row_rects(), strict=True), start=1):
            self._draw_row(surface, row, place, name, patterns)
        if self.chart is not None:
            panel = self.chart_rect()
            draw_panel(surface, panel, alpha=245, radius=14)
            draw_line_chart(
                surface, panel.inflate(-2 * PANEL_PADDING, -2 * PANEL_PADDING), self.chart,
                patterns=patterns,
            )

    def _draw_row(
        self, surface: pygame.Surface, row: pygame.Rect, place: int, name: str, patterns: bool
    ) -> None:
        winner = place == 1
        if winner:
            pygame.draw.rect(surface, GOLD, row, border_radius=8)
            pygame.draw.rect(surface, shade(GOLD, 0.6), row, width=2, border_radius=8)
        size = min(26, row.height - 8)
        number = font(size).render(f"{place}.", True, INK if winner else INK_SOFT)
        surface.blit(number, number.get_rect(midleft=(row.left + 10, row.centery)))
        left = row.left + 10 + font(size).size("10.")[0] + 12
        if name in self.colours:
            colour, index = self.colours[name]
            draw_marker(surface, marker_shape(index, patterns), (left + 8, row.centery), colour)
            left += 28
        tag = font(18).render("Winner", True, INK) if winner else None
        room = row.right - 10 - left - (tag.get_width() + 12 if tag else 0)
        text = fit_font(name, room, size, min_size=12).render(name, True, INK)
        detail = self.details.get(name)
        if detail and row.height >= 36:
            surface.blit(text, text.get_rect(midleft=(left, row.centery - 8)))
            line = fit_font(detail, room, 16, min_size=10).render(detail, True, INK_SOFT)
            surface.blit(line, line.get_rect(midleft=(left, row.centery + 11)))
        else:
            surface.blit(text, text.get_rect(midleft=(left, row.centery)))
        if tag is not None:
            surface.blit(tag, tag.get_rect(midright=(row.right - 10, row.centery)))
