"""The replay's "What would Hard do?" panel: Hard thinking, then its advice for one seat.

It stands over the side column (seats and log) while open: the move Hard prefers and the
move played, each with its percentage, then every move Hard compared, best first, each
with a bar for its percentage and a tag for Hard's choice and the move played. Moves are
named by the game's own `describe_action`, from the seat's view Hard was given; long names
wrap, and rows that do not fit are counted, never cut off mid-line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.contract import Action, Rules
from tabletop.engine.words import say
from tabletop.games.hard_advice import HardAdvice
from tabletop.language import _
from tabletop.scenes.play.bot_worker import Question
from tabletop.sprite_factory.palette import CREAM_DARK, GOLD, INK, INK_SOFT, SELECTED, WOOD, shade
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import font, text_image, wrap
from tabletop.table.panels.panel import PADDING, paint_panel

# Font sizes (title, moves, notes) in a narrow column (960 wide windows) and a wider one.
NARROW_SIZES = (22, 17, 15)
WIDE_SIZES = (24, 19, 16)
WIDE = 300  # a column at least this wide takes the larger sizes
PERCENT_WIDTH = 52  # the percentage column, right-aligned: "100%" in bold
BAR_HEIGHT = 5
ROW_GAP = 7
CLOSE_SIZE = 26


def percent(value: float) -> str:
    return _("{percent}%").format(percent=round(value * 100))


@dataclass(frozen=True)
class Row:
    """One move as the panel lists it."""

    words: str
    percent: str
    value: float
    preferred: bool
    played: bool

    @property
    def tags(self) -> str:
        """Under the move: "Hard's choice", "played", both or nothing."""
        if self.preferred and self.played:
            return _("Hard's choice \u00b7 played")
        if self.preferred:
            return _("Hard's choice")
        return _("played") if self.played else ""


class HardHintPanel:
    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.question: Question | None = None  # the seat and position asked about (None: closed)
        self.name = ""  # that seat's name
        self.advice: HardAdvice | None = None  # None while Hard thinks
        self.secrets = False  # whether the game hides anything (the panel says Hard did not look)
        self.dots = 0  # the thinking mark's dots
        self.hidden = 0  # rows the last drawing had no room for
        self.title_size, self.text_size, self.small_size = NARROW_SIZES
        self._layer = CachedLayer()

    @property
    def open(self) -> bool:
        return self.question is not None

    @property
    def thinking(self) -> bool:
        return self.question is not None and self.advice is None

    def ask(self, question: Question, name: str, secrets: bool) -> None:
        self.question, self.name, self.secrets = question, name, secrets
        self.advice = None
        self.dots = 1

    def answer(self, advice: HardAdvice) -> None:
        self.advice = advice

    def close(self) -> None:
        self.question = self.advice = None

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.title_size, self.text_size, self.small_size = WIDE_SIZES if rect.width >= WIDE else NARROW_SIZES

    def close_rect(self) -> pygame.Rect:
        """The close cross in the top right corner, on screen."""
        return pygame.Rect(self.rect.right - PADDING - CLOSE_SIZE, self.rect.top + PADDING - 2, CLOSE_SIZE,
                           CLOSE_SIZE)

    # --- the words -------------------------------------------------------------------------

    def _name(self, move: Action) -> str:
        assert self.advice is not None
        return self.rules.describe_action(self.advice.view, self.advice.seat, move)

    def rows(self) -> list[Row]:
        """Every move of the advice, best first, as listed."""
        if self.advice is None:
            return []
        return [Row(self._name(move.action), percent(move.value), move.value, move.preferred, move.played)
                for move in self.advice.moves]

    def _footnote(self) -> str:
        advice = self.advice
        notes: list[str] = []
        if advice is not None:
            if advice.legal == 1:
                notes.append(_("It was the only legal move."))
            elif advice.searched < advice.legal:
                notes.append(_("Hard compared {searched} of the {legal} legal moves: those its search finds "
                               "worth a look.").format(searched=advice.searched, legal=advice.legal))
            if len(advice.moves) > advice.searched and advice.played is not None:
                notes.append(_("The move played was not among them: it was played out alone, with the "
                               "same luck."))
        if self.secrets:
            # Said of the seat asked about, which may be You: "what you could see".
            notes.append(say(_("Hard saw only what {name:them} could see."), name=self.name))
        notes.append(_("H or Esc closes."))
        return " ".join(notes)

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.question is None:
            return
        key = (self.question, self.name, id(self.advice), self.dots, _("What would Hard do?"))
        self._layer.get(key, (self.rect.width + 4, self.rect.height + 5), self._paint).show(
            surface, self.rect.topleft
        )

    def _paint(self, layer: Layer) -> None:
        assert self.question is not None
        box = pygame.Rect((0, 0), self.rect.size)
        paint_panel(layer, box, alpha=255)  # opaque: the log under it must not show through
        inner = box.width - 2 * PADDING
        layer.blit(text_image(_("What would Hard do?"), self.title_size, INK, bold=True), (PADDING, PADDING))
        close = self.close_rect().move(-self.rect.x, -self.rect.y)
        cross = text_image("\u00d7", self.title_size + 4, INK_SOFT)
        layer.blit(cross, cross.get_rect(center=close.center))
        y = PADDING + font(self.title_size).get_linesize() + 2
        asked = say(_("{name:them} to move here"), name=self.name)  # French "À vous de jouer ici"
        y = self._words(layer, asked, self.small_size, INK_SOFT, PADDING, y, inner)
        footnote = wrap(self._footnote(), font(self.small_size), inner)
        bottom = box.bottom - PADDING - len(footnote) * font(self.small_size).get_linesize()
        self._words(layer, "\n".join(footnote), self.small_size, INK_SOFT, PADDING, bottom, inner)
        y += ROW_GAP
        if self.advice is None:
            thinking = _("Hard is thinking") + "." * self.dots
            layer.blit(text_image(thinking, self.text_size + 2, INK), (PADDING, y))
            return
        y = self._verdict(layer, y, inner)
        self._list(layer, y, bottom - ROW_GAP, inner)

    def _verdict(self, layer: Layer, y: int, inner: int) -> int:
        """Hard's move and the move played, each with its percentage: the answer in two lines."""
        assert self.advice is not None
        preferred, played = self.advice.preferred, self.advice.played
        pairs = [(_("Hard prefers"), preferred)]
        if played is not None and played is not preferred:
            pairs.append((_("Played"), played))
        for label, move in pairs:
            y = self._words(layer, label, self.small_size, INK_SOFT, PADDING, y, inner)
            words = wrap(self._name(move.action), font(self.text_size, bold=True), inner - PERCENT_WIDTH)
            figure = text_image(percent(move.value), self.text_size + 3, INK, bold=True)
            layer.blit(figure, figure.get_rect(topright=(PADDING + inner, y)))
            for line in words:
                layer.blit(text_image(line, self.text_size, INK, bold=True), (PADDING, y))
                y += font(self.text_size).get_linesize()
            y += 4
        if played is preferred:
            same = _("Played: Hard's choice too.")
            y = self._words(layer, same, self.small_size, INK_SOFT, PADDING, y, inner)
        y += ROW_GAP // 2
        pygame.draw.line(layer.image, CREAM_DARK, (PADDING, y), (PADDING + inner, y), 2)
        return y + ROW_GAP

    def _list(self, layer: Layer, y: int, bottom: int, inner: int) -> None:
        """Every move, best first, as far as there is room; then how many more there are."""
        rows = self.rows()
        heading = _("Each move Hard compared, best first:")
        y = self._words(layer, heading, self.small_size, INK_SOFT, PADDING, y, inner) + 2
        text_width = inner - PERCENT_WIDTH - 6
        line = font(self.text_size).get_linesize()
        small = font(self.small_size).get_linesize()
        more = small
        self.hidden = 0
        for index, row in enumerate(rows):
            words = wrap(row.words, font(self.text_size), text_width)
            height = len(words) * line + BAR_HEIGHT + 2 + (small if row.tags else 0)
            room = bottom - (more if index < len(rows) - 1 else 0)
            if y + height > room:
                self.hidden = len(rows) - index
                self._words(layer, _("\u2026 and {count} more").format(count=self.hidden), self.small_size,
                            INK_SOFT, PADDING + PERCENT_WIDTH + 6, y, text_width)
                return
            figure = text_image(row.percent, self.text_size, INK, bold=True)
            layer.blit(figure, figure.get_rect(topright=(PADDING + PERCENT_WIDTH, y)))
            x = PADDING + PERCENT_WIDTH + 6
            for text in words:
                layer.blit(text_image(text, self.text_size, INK), (x, y))
                y += line
            self._bar(layer, pygame.Rect(x, y + 1, text_width, BAR_HEIGHT), row)
            y += BAR_HEIGHT + 2
            if row.tags:
                layer.blit(text_image(row.tags, self.small_size, INK_SOFT, bold=True), (x, y))
                y += small
            y += ROW_GAP

    @staticmethod
    def _bar(layer: Layer, groove: pygame.Rect, row: Row) -> None:
        pygame.draw.rect(layer.image, shade(CREAM_DARK, 1.05), groove, border_radius=2)
        filled = groove.copy()
        filled.width = max(2, round(groove.width * max(0.0, min(1.0, row.value))))
        colour = GOLD if row.preferred else SELECTED if row.played else shade(WOOD, 1.3)
        pygame.draw.rect(layer.image, colour, filled, border_radius=2)

    @staticmethod
    def _words(layer: Layer, text: str, size: int, colour: tuple[int, int, int], x: int, y: int,
               width: int) -> int:
        """`text` wrapped to `width` at (x, y); the y below it."""
        face = font(size)
        for line in wrap(text, face, width):
            layer.blit(text_image(line, size, colour), (x, y))
            y += face.get_linesize()
        return y
