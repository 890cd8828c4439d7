"""The end of a game: who finished where, a chart of the race, then Play again, Back to menu or
Watch the replay. The end of a lesson also says so: what it taught, and New game to play a
game of one's own.

Everything shown comes from the game's `summarise(match)`: `order` (names,
winner first), optional `details` (name -> a short line under it) and `chart`
(see `line_chart`), whose series also give each name its colour. A computer seat's card adds
its level from the match's setup.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from tabletop.engine.levels import computer_note
from tabletop.engine.match import Match
from tabletop.engine.words import names_list, ordinal, say
from tabletop.games.registry import game_module
from tabletop.games.setup import game_info
from tabletop.language import _, local
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_exits import table_exits
from tabletop.scenes.play.table_launch import start_match
from tabletop.scenes.widgets.line_chart import colour_of, draw_line_chart, draw_marker, marker_shape
from tabletop.sprite_factory.palette import ACCENT, GOLD, INK, INK_SOFT, RGB, shade
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import fit_font, font, wrap
from tabletop.table.panels.panel import draw_panel
from tabletop.tutorial.coach import Coach

HEADER_HEIGHT = 96  # the title and the winner line above the panels
CARD_HEIGHTS = (48, 58)  # without, with a line of details under the name
CARD_WIDTHS = (210, 300)  # narrower cards wrap onto a second row; wider ones would look empty
BUTTON_SIZE = (220, 54)
PANEL_PADDING = 20
LESSON_SIZES = (24, 22, 20, 18)  # the end of a lesson's words: smaller where the screen is small
LESSON_ROOM = 0.45  # of the content's height, at most, for them (the chart keeps the rest)
LESSON_PADDING = 14
CHART_LEAST = 170  # the chart's least height: below it the lines cannot be told apart


class ResultsScene(Scene):
    """The finishing order as a row of cards under the title, the chart filling the rest."""

    def __init__(self, ctx: AppContext, match: Match, coach: Coach | None = None, *,
                 autosaved: bool = True) -> None:
        """`coach`: a lesson's, when the lesson was played to the end with it. `autosaved`: as the
        finished table was (False: a test drive, whose Play again is one too)."""
        super().__init__(ctx)
        self.match = match
        self.coach = coach
        self.autosaved = autosaved
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
        # A computer's card says how well it played, as its seat row at the table did: which of
        # "Computer 2" and "Computer 3" was the Hard one is not in their names.
        self.levels: dict[str, str] = {
            local(seat.name): computer_note(local(seat.name), seat.level)
            for seat in match.setup.seats if seat.is_bot and local(seat.name) in self.order
        }
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
        height = CARD_HEIGHTS[1] if self.details or self.levels else CARD_HEIGHTS[0]
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

    def lesson_rect(self) -> pygame.Rect:
        """The end of a lesson's panel, under the cards (no height outside a lesson)."""
        content = self._content()
        top = self.order_rect().bottom + (ROW_GAP if self.order else 0)
        if self.coach is None:
            return pygame.Rect(content.left, top, content.width, 0)
        width = content.width - 2 * PANEL_PADDING
        size = self._lesson_size(width, self._lesson_room(top))
        return pygame.Rect(content.left, top, content.width, self._lesson_height(width, size))

    def _lesson_room(self, top: int) -> int:
        """The height the lesson's words may take: beside a chart still worth reading, else
        (six cards at 960 x 600) all there is, the chart left to the replay."""
        content = self._content()
        beside = min(int(content.height * LESSON_ROOM), content.bottom - top - ROW_GAP - CHART_LEAST)
        width = content.width - 2 * PANEL_PADDING
        if self._lesson_height(width, LESSON_SIZES[-1]) <= beside:
            return beside
        return content.bottom - top

    def shows_chart(self) -> bool:
        """Whether the chart is drawn: always, except under a lesson's end that left it too little."""
        if self.chart is None:
            return False
        return self.coach is None or self.chart_rect().height >= CHART_LEAST

    def lesson_words(self) -> tuple[str, str]:
        """The end of a lesson: its heading, and what it taught with what to do next."""
        assert self.coach is not None
        learned = [local(lesson.title) for lesson in self.coach.learned()]
        total = len(self.coach.tutorial.lessons)
        if len(learned) == total:
            taught = _("You have learned all {total} tips: {tips}.")
        else:
            taught = _("You have learned {done} of the {total} tips: {tips}.")
        taught = taught.format(done=len(learned), total=total, tips=names_list(learned))
        invite = _("Press New game to set up a game of your own.")
        return _("Lesson complete"), "\n".join((taught, local(self.coach.tutorial.farewell), invite))

    def _lesson_height(self, width: int, size: int) -> int:
        lines = len(wrap(self.lesson_words()[1], font(size), width))
        return 2 * LESSON_PADDING + font(size + 4).get_linesize() + lines * font(size).get_linesize()

    def _lesson_size(self, width: int, room: int) -> int:
        return next(
            (size for size in LESSON_SIZES if self._lesson_height(width, size) <= room), LESSON_SIZES[-1]
        )

    def chart_rect(self) -> pygame.Rect:
        """The chart's panel: all the content below the cards (and a lesson's end)."""
        content = self._content()
        lesson = self.lesson_rect()
        top = lesson.bottom + ROW_GAP if lesson.height else lesson.top
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
        if self.coach is not None:
            # The lesson's game again would be the same game: a game of one's own comes next.
            self.add_button(again, _("New game"), self.new_game, class_id="@start_button")
        else:
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
        start_match(self.ctx, self.match.game_id, self.match.setup, autosaved=self.autosaved)

    def new_game(self) -> None:
        """The New game form, on the game the lesson taught."""
        table_exits().new_game(self.ctx, self.match.game_id)

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
        if self.coach is not None:
            self._draw_lesson(surface)
        if self.chart is not None and self.shows_chart():
            draw_panel(surface, self.chart_rect(), alpha=245, radius=14)
            draw_line_chart(surface, self.chart_area(), self.chart, patterns=patterns)

    def _draw_lesson(self, surface: pygame.Surface) -> None:
        panel = self.lesson_rect()
        draw_panel(surface, panel, alpha=245, radius=14)
        pygame.draw.rect(surface, GOLD, panel, width=3, border_radius=14)
        width = panel.width - 2 * PANEL_PADDING
        size = self._lesson_size(width, self._lesson_room(panel.top))
        title, text = self.lesson_words()
        heading = font(size + 4, bold=True)
        x, y = panel.left + PANEL_PADDING, panel.top + LESSON_PADDING
        surface.blit(heading.render(title, True, ACCENT), (x, y))
        y += heading.get_linesize()
        for line in wrap(text, font(size), width):
            surface.blit(font(size).render(line, True, INK), (x, y))
            y += font(size).get_linesize()

    def card_detail(self, name: str) -> str:
        """The line under a name: the game's words about it, then a computer's level."""
        return " \u00b7 ".join(part for part in (self.details.get(name), self.levels.get(name)) if part)

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
        detail = self.card_detail(name)
        if detail:
            surface.blit(text, text.get_rect(midleft=(left, card.centery - 9)))
            line = fit_font(detail, room, 16, min_size=10).render(detail, True, INK_SOFT)
            surface.blit(line, line.get_rect(midleft=(left, card.centery + 13)))
        else:
            surface.blit(text, text.get_rect(midleft=(left, card.centery)))
