"""The end of a game: who finished where, a chart of the race, then Play again, Back to menu or
Watch the replay.

Everything shown comes from the game's `summarise(match)`: `order` (names,
winner first), optional `details` (name -> a short line under it) and `chart`
(see `line_chart`), whose series also give each name its colour.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from tabletop.engine.match import Match
from tabletop.engine.words import ordinal, say
from tabletop.games.registry import game_module
from tabletop.games.setup import game_info
from tabletop.language import _, local
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_launch import start_match
from tabletop.scenes.widgets.line_chart import colour_of, draw_line_chart, draw_marker, marker_shape
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB, shade
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import fit_font, font
from tabletop.table.panels.panel import draw_panel

HEADER_HEIGHT = 96  # the title and the winner line above the panels
CARD_HEIGHTS = (48, 58)  # without, with a line of details under the name
CARD_WIDTHS = (210, 300)  # narrower cards wrap onto a second row; wider ones would look empty
BUTTON_SIZE = (220, 54)
PANEL_PADDING = 20


class ResultsScene(Scene):
    """The finishing order as a row of cards under the title, the chart filling the rest."""

    def __init__(self, ctx: AppContext, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self._read_summary()

    def _read_summary(self) -> None:
        """The game's summary in the language spoken: its names (a team, a rider) are data words."""
        match = self.match
        self.game_name = local(game_info(match.game_id).name)
        summary = game_module(match.game_id).summarise(match)
        # The winner as the game names it: a team ("Anna & Carl") is the subject of a plural verb.
        self.winner: str = summary["order"][0] if summary.get("order") else ""
        self.order: list[str] = [local(name) for name in summary.get("order", [])]
        # A game's summary may say the result was a draw (a speedway match can end level).
        self.drawn = summary.get("result") == "draw"
        self.chart: Mapping[str, Any] | None = summary.get("chart")
        # A game may add a short line under a name (medals and points, a solo score).
        self.details: dict[str, str] = {local(k): str(v) for k, v in summary.get("details", {}).items()}
        series = self.chart.get("series", []) if self.chart else []
        # Each name's colour and its index among the chart's lines (for its marker shape).
        self.colours: dict[str, tuple[RGB, int]] = {
            local(s["name"]): (colour_of(str(s.get("colour", ""))), index) for index, s in enumerate(series)
        }

    def on_language(self) -> None:
        self._read_summary()
        super().on_language()

    # -- layout -------------------------------------------------------------------------

    def _content(self) -> pygame.Rect:
        w, h = self.ctx.size
        top = MARGIN + HEADER_HEIGHT
        return pygame.Rect(MARGIN, top, w - 2 * MARGIN, h - MARGIN - BUTTON_SIZE[1] - ROW_GAP - top)

    def chart_area(self) -> pygame.Rect:
        """Where the chart is drawn: its panel less the panel's padding."""
        return self.chart_rect().inflate(-2 * PANEL_PADDING, -2 * PANEL_PADDING)

    def row_rects(self) -> list[pygame.Rect]:
        """One card per name in finishing order, left to right, on as few rows as fit."""
        content, count = self._content(), len(self.order)
        if count == 0:
            return []
        columns = count
        while columns > 1 and (content.width - (columns - 1) * ROW_GAP) // columns < CARD_WIDTHS[0]:
            columns -= 1
        columns = math.ceil(count / math.ceil(count / columns))  # rows as even as can be: 3 + 3, not 4 + 2
        width = min(CARD_WIDTHS[1], (content.width - (columns - 1) * ROW_GAP) // columns)
        left = content.centerx - (columns * width + (columns - 1) * ROW_GAP) // 2
        height = CARD_HEIGHTS[1] if self.details else CARD_HEIGHTS[0]
        step_x, step_y = width + ROW_GAP, height + ROW_GAP
        return [
            pygame.Rect(left + column * step_x, content.top + row * step_y, width, height)
            for row, column in (divmod(i, columns) for i in range(count))
        ]

    def order_rect(self) -> pygame.Rect:
        """The band the cards take, the width of the content."""
        content, cards = self._content(), self.row_rects()
        bottom = cards[-1].bottom if cards else content.top
        return pygame.Rect(content.left, content.top, content.width, bottom - content.top)

    def chart_rect(self) -> pygame.Rect:
        """The chart's panel: all the content below the cards."""
        content = self._content()
        top = self.order_rect().bottom + (ROW_GAP if self.order else 0)
        return pygame.Rect(content.left, top, content.width, content.bottom - top)

    def build_ui(self) -> None:
        w, h = self.ctx.size
        ui = self.ctx.ui
        UILabel(
            pygame.Rect(MARGIN, MARGIN, w - 2 * MARGIN, 50), _("Game over"), manager=ui,
            container=self.root, object_id=ObjectID(class_id="@heading"),
        )
        if self.order:
            UILabel(
                pygame.Rect(MARGIN, MARGIN + 52, w - 2 * MARGIN, 32), self._headline(), manager=ui,
                container=self.root,
            )
        bar_top = h - MARGIN - BUTTON_SIZE[1]
        again = pygame.Rect((w - MARGIN - BUTTON_SIZE[0], bar_top), BUTTON_SIZE)
        self.add_button(again, _("Play again"), self.play_again, class_id="@start_button")
        back = pygame.Rect((again.left - ROW_GAP - BUTTON_SIZE[0], bar_top), BUTTON_SIZE)
        home = _("Back to editor") if self.ctx.stack.home.home_label == "editor" else _("Back to menu")
        self.add_button(back, home, self.on_escape)
        replay = pygame.Rect((MARGIN, bar_top), BUTTON_SIZE)
        self.add_button(replay, _("Watch the replay"), self.watch_replay)

    def _headline(self) -> str:
        if self.drawn:
            return _("A draw!")
        if len(self.order) == 1:
            # Alone (a solo stage against the clock): nobody was beaten, the game was played out.
            return say(_("{who:finishes} this game of {game}"), who=self.winner, game=self.game_name)
        return say(_("{who:wins} this game of {game}"), who=self.winner, game=self.game_name)

    # -- actions --------------------------------------------------------------------------

    def play_again(self) -> None:
        """The same players and options, a new shuffle."""
        start_match(self.ctx, self.match.game_id, self.match.setup)

    def watch_replay(self) -> None:
        """The game again from its first move, over this screen (closing it comes back here)."""
        self.ctx.stack.push(ReplayScene(self.ctx, self.match))

    def on_escape(self) -> None:
        self.ctx.stack.pop_to(self.ctx.stack.home)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        patterns = self.ctx.settings.colour_blind
        for place, (name, card) in enumerate(zip(self.order, self.row_rects(), strict=True), start=1):
            self._draw_card(surface, card, 1 if self.drawn else place, name, patterns)
        if self.chart is not None:
            draw_panel(surface, self.chart_rect(), alpha=245, radius=14)
            draw_line_chart(surface, self.chart_area(), self.chart, patterns=patterns)

    def _draw_card(
        self, surface: pygame.Surface, card: pygame.Rect, place: int, name: str, patterns: bool
    ) -> None:
        winner = place == 1 and not self.drawn
        if winner:
            pygame.draw.rect(surface, GOLD, card, border_radius=10)
            pygame.draw.rect(surface, shade(GOLD, 0.6), card, width=2, border_radius=10)
        else:
            draw_panel(surface, card, alpha=245, radius=10)
        number = font(26).render(ordinal(place), True, INK if winner else INK_SOFT)
        surface.blit(number, number.get_rect(midleft=(card.left + 12, card.centery)))
        # Names line up after the widest place shown.
        left = card.left + 12 + max(font(26).size(ordinal(n))[0] for n in range(1, len(self.order) + 1)) + 10
        if name in self.colours:
            colour, index = self.colours[name]
            draw_marker(surface, marker_shape(index, patterns), (left + 7, card.centery), colour)
            left += 24
        room = card.right - 10 - left
        shown = local(name)
        text = fit_font(shown, room, 24, min_size=12).render(shown, True, INK)
        detail = self.details.get(name)
        if detail:
            surface.blit(text, text.get_rect(midleft=(left, card.centery - 9)))
            line = fit_font(detail, room, 16, min_size=10).render(detail, True, INK_SOFT)
            surface.blit(line, line.get_rect(midleft=(left, card.centery + 13)))
        else:
            surface.blit(text, text.get_rect(midleft=(left, card.centery)))
