"""A column with one row per seat: colour, name, the game's own fields, whose turn it is."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.engine.words import clauses
from tabletop.language import _
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB, ink_for, outline_for, shade
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import LEAST_LEGIBLE, fitted_size, fitting_text, font, text_image
from tabletop.table.panels.panel import PADDING, paint_panel
from tabletop.table.pieces.token_sprite import colour_rgb, pattern_badge

SWATCH = 26
ROW_GAP = 6
FIELD_SMALLER = 4  # a row's fields are this much smaller than its name
LEAST_FIELD = LEAST_LEGIBLE  # no line of a row is drawn smaller
PARTS = " \u00b7 "  # between the parts of a note or a field: "#5 · computer · easy"
ELLIPSIS = "\u2026"


@dataclass(frozen=True)
class SeatRow:
    name: str
    colour: str | RGB
    fields: Sequence[str] = field(default_factory=tuple)  # free text lines, written by the game
    active: bool = False  # this seat is to act now
    pattern: str | None = None  # colour-blind marking, shown when the panel's setting is on
    note: str = ""  # a short tag after the name, such as "computer"
    about: str = ""  # more than the row shows, for its hover note: how a computer seat plays
    # `fields` in fewer letters, line for line ("" where a line has none): a narrow column's,
    # tried before any of the line's parts is left out.
    short: Sequence[str] = field(default_factory=tuple)
    # How many of the last `fields` the panel may leave out where the rows would not all fit
    # (a replay's hands): every seat keeps its row first. The hover note says them.
    spare: int = 0
    # The computer's level the note ends with ("hard"): a shortened note keeps it, leaving out the
    # game's words before it, as a player must see how well each computer plays.
    level: str = ""


def title(row: SeatRow) -> str:
    """The row's name as the panel writes it, with its tag after it."""
    return f"{row.name} ({row.note})" if row.note else row.name


@dataclass(frozen=True)
class Line:
    """One line a row writes beside its swatch, as drawn."""

    text: str
    size: int
    colour: RGB


def row_lines(row: SeatRow, room: int, size: int, *, note_below: bool = False) -> list[Line]:
    """What `row` writes in `room` pixels: its title at `size` (its name, and its note on a line of
    its own under it when `note_below`), then its fields a little smaller.

    A line too long is drawn a little smaller, never smaller than its least (a title no
    smaller than the lines under it); past that in its short form (`SeatRow.short`) if it has
    one, then its last parts are left out, then it is cut short, an ellipsis saying so. The
    row's hover note (`SeatPanel.describe_at`) says it all.
    """
    least = field_size(size)
    if note_below:
        lines = [_fitted(row.name, iter(()), room, size, least, INK)]
        lines.append(_fitted(row.note, _notes(row), room, least, LEAST_FIELD, INK))
    else:
        lines = [_fitted(title(row), _titles(row), room, size, least, INK)]
    shorts = [*row.short, *[""] * (len(row.fields) - len(row.short))]
    for text, short in zip(row.fields, shorts, strict=True):
        forms = itertools.chain((short,), _shorter(short)) if short else _shorter(text)
        lines.append(_fitted(text, forms, room, least, LEAST_FIELD, INK_SOFT))
    return lines


def field_size(size: int) -> int:
    """The size of a row's fields under a name of `size`: a little smaller, never below the least
    that reads (a panel of six seats' words at their smallest drew their fields at 14)."""
    return max(LEAST_FIELD, size - FIELD_SMALLER)


def _fitted(whole: str, shorter: Iterator[str], room: int, size: int, least: int, colour: RGB) -> Line:
    """`whole` at the largest size from `size` down to `least` at which it fits `room`, else the
    first of its `shorter` forms that fits at `least`, else the last one cut short."""
    fitted = fitted_size(whole, room, size, least)
    face = font(fitted)
    if face.size(whole)[0] <= room:
        return Line(whole, fitted, colour)

    def measure(text: str) -> int:
        return int(face.size(text)[0])

    shortest = whole
    for text in shorter:
        if measure(text) <= room:
            return Line(text, least, colour)
        shortest = text
    return Line(fitting_text(shortest, room, measure), least, colour)


def _titles(row: SeatRow) -> Iterator[str]:
    """The row's title shortened: its note shortened (`_notes`), then the name alone."""
    if row.note:
        for note in _notes(row):
            yield f"{row.name} ({note})"
        yield row.name + ELLIPSIS


def _notes(row: SeatRow) -> Iterator[str]:
    """The row's note shortened: a computer's with the game's own words (first in it) left out
    one by one before its level (last), which stays ("computer · hard", then "hard": the row's
    hover note says the rest); any other's with its last parts left out one by one."""
    parts = row.note.split(PARTS)
    if row.level and parts[-1] == row.level:
        for start in range(1, len(parts)):
            yield PARTS.join(parts[start:])
        return
    yield from _shorter(row.note)


def _shorter(text: str) -> Iterator[str]:
    """`text`'s parts with the last ones left out one at a time, an ellipsis in their place."""
    parts = text.split(PARTS)
    for keep in range(len(parts) - 1, 0, -1):
        yield PARTS.join(parts[:keep]) + ELLIPSIS


class SeatPanel:
    def __init__(self, rect: pygame.Rect, *, font_size: int = 24) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.rows: list[SeatRow] = []
        self.show_patterns = False
        self._notes_below: frozenset[int] = frozenset()  # rows whose note has a line of its own
        self._spared: frozenset[int] = frozenset()  # rows whose spare fields are left out
        self.all_fit = True  # whether the last `fit` found room for every row
        # The computer the table waits on, by its row's name, and the dots of the banner's
        # thinking mark (1 to 3), drawn in its swatch: the row shows who is thinking too.
        self.thinking: tuple[str, int] | None = None
        self._layer = CachedLayer()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def set_rows(self, rows: Sequence[SeatRow]) -> None:
        self.rows = list(rows)
        self._notes_below = frozenset()
        self._spared = frozenset()

    def fit(self, width: int, most: int, *, spare: bool = True) -> int:
        """How tall the rows are in a column `width` wide, at most `most`. Where a row's title is
        too long for one line, every row puts its note on a line of its own, alike, if they all
        still fit; else only the long ones do, while they fit. Where the rows would not all fit,
        the last rows leave out their spare fields first (`SeatRow.spare`), if `spare`."""
        room = self._room(width)
        self._spared = frozenset()
        used = sum(self.row_height(row) + ROW_GAP for row in self.rows)
        field_h = font(field_size(self.font_size)).get_linesize()
        spared: set[int] = set()
        for index in reversed(range(len(self.rows))):
            if used <= most or not spare:
                break
            if self.rows[index].spare:
                spared.add(index)
                used -= min(self.rows[index].spare, len(self.rows[index].fields)) * field_h
        self._spared = frozenset(spared)
        extra = field_h
        noted = [index for index, row in enumerate(self.rows) if row.note]
        long = [i for i in noted if font(field_size(self.font_size)).size(title(self.rows[i]))[0] > room]
        alike = bool(long) and used + extra * len(noted) <= most
        below = noted if alike else long[: max(0, (most - used) // extra)]
        self._notes_below = frozenset(below)
        self.all_fit = used + extra * len(below) <= most
        return min(used + extra * len(below), most)

    def row_height(self, row: SeatRow, *, note_below: bool = False) -> int:
        lines = len(row.fields) + (1 if note_below else 0)
        field_h = font(field_size(self.font_size)).get_linesize()
        return font(self.font_size).get_linesize() + lines * field_h + 2 * PADDING

    def _shown(self, index: int) -> SeatRow:
        """Row `index` as the panel draws it: without its spare fields where they are left out."""
        row = self.rows[index]
        if index not in self._spared:
            return row
        keep = max(0, len(row.fields) - row.spare)
        fields, short = tuple(row.fields[:keep]), tuple(row.short[:keep])
        return dataclasses.replace(row, fields=fields, short=short, spare=0)

    def lines(self, index: int) -> list[Line]:
        """What row `index` writes beside its swatch at the panel's width (see `row_lines`)."""
        below = index in self._notes_below
        return row_lines(self._shown(index), self._room(self.rect.width), self.font_size, note_below=below)

    def _room(self, width: int) -> int:
        """The width a row's words have, right of its swatch."""
        return width - 2 * PADDING - SWATCH - 10

    def _boxes(self) -> list[tuple[pygame.Rect, int]]:
        boxes = []
        y = self.rect.y
        for index in range(len(self.rows)):
            height = self.row_height(self._shown(index), note_below=index in self._notes_below)
            box = pygame.Rect(self.rect.x, y, self.rect.width, height)
            if box.bottom > self.rect.bottom:
                break
            boxes.append((box, index))
            y += box.height + ROW_GAP
        return boxes

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """The hover note of the row at `pos`: what the row does not show, never only its own words
        again. Its words whole where the panel shortened them, and what the row knows beyond them
        (`about`: how a computer seat plays); None when the row shows all there is."""
        for box, index in self._boxes():
            if box.collidepoint(pos):
                row = self.rows[index]
                said = [row.about] if row.about else []
                if self._shortened(index):
                    who = title(row)
                    facts = clauses(row.fields)
                    said.insert(0, _("{who}: {facts}.").format(who=who, facts=facts) if facts else f"{who}.")
                return "\n".join(said) or None
        return None

    def _shortened(self, index: int) -> bool:
        """Whether a line of the row at `index` is drawn with fewer words than it has."""
        if index in self._spared:
            return True
        row = self.rows[index]
        if index in self._notes_below:
            wholes = [row.name, row.note, *row.fields]
        else:
            wholes = [title(row), *row.fields]
        return any(line.text != words for line, words in zip(self.lines(index), wholes, strict=True))

    def pattern_of(self, colour: RGB) -> str | None:
        """The colour-blind marking of the row in `colour` (None: no such row, or none): the
        banner's and the hand-off's swatches carry the same as the seat's row."""
        return next((row.pattern for row in self.rows if colour_rgb(row.colour) == colour), None)

    def draw(self, surface: pygame.Surface) -> None:
        # Composed once per change of the rows, the size or the patterns setting, not per frame.
        rows = tuple(
            (row.name, row.colour, tuple(row.fields), tuple(row.short), row.active, row.pattern, row.note)
            for row in self.rows
        )
        key = (rows, self._notes_below, self._spared, self.show_patterns, self.font_size, self.thinking)
        size = (self.rect.width + 4, self.rect.height + 5)  # the plates' shadows included
        self._layer.get(key, size, self._paint).show(surface, self.rect.topleft)

    def _paint(self, layer: Layer) -> None:
        for box, index in self._boxes():
            self._paint_row(layer, box.move(-self.rect.x, -self.rect.y), index)

    def _paint_row(self, layer: Layer, box: pygame.Rect, index: int) -> None:
        row = self.rows[index]
        surface = layer.image
        rgb = colour_rgb(row.colour)
        if row.active:
            paint_panel(layer, box, fill=shade(GOLD, 1.55), border=shade(GOLD, 0.7))
            pygame.draw.rect(surface, shade(GOLD, 0.8), box, width=3, border_radius=10)
        else:
            paint_panel(layer, box)
        swatch = pygame.Rect(box.x + PADDING, box.y + PADDING, SWATCH, SWATCH)
        pygame.draw.circle(surface, outline_for(rgb), swatch.center, 13)
        pygame.draw.circle(surface, rgb, swatch.center, 11)
        if self.thinking is not None and self.thinking[0] == row.name:
            for dot in range(self.thinking[1]):
                centre = (swatch.centerx - 6 + 6 * dot, swatch.centery)
                pygame.draw.circle(surface, ink_for(rgb), centre, 2)
        if self.show_patterns and row.pattern:
            # Under the swatch, in its column: beside it, it ran into the row's words.
            badge = pygame.Rect(0, 0, 16, 16)
            badge.midtop = (swatch.centerx, swatch.bottom - 3)
            layer.blit(pattern_badge(row.pattern, badge.width), badge)
        x = swatch.right + 10
        name, *under = self.lines(index)
        layer.blit(text_image(name.text, name.size, name.colour), (x, box.y + PADDING + 2))
        field_font = font(field_size(self.font_size))
        y = box.y + PADDING + font(self.font_size).get_linesize()
        for line in under:
            layer.blit(text_image(line.text, line.size, line.colour), (x, y))
            y += field_font.get_linesize()
