"""A column with one row per seat: colour, name, the game's own fields, whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.engine.words import is_you
from tabletop.language import _
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB, shade
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import fitted_text, font
from tabletop.table.panels.panel import PADDING, paint_panel
from tabletop.table.pieces.token_sprite import colour_rgb, pattern_badge


@dataclass(frozen=True)
class SeatRow:
    name: str
    colour: str | RGB
    fields: Sequence[str] = field(default_factory=tuple)  # free text lines, written by the game
    active: bool = False  # this seat is to act now
    pattern: str | None = None  # colour-blind marking, shown when the panel's setting is on
    note: str = ""  # a short tag after the name, such as "computer"


def title(row: SeatRow) -> str:
    """The row's name as the panel writes it, with its tag after it."""
    return f"{row.name} ({row.note})" if row.note else row.name


class SeatPanel:
    def __init__(self, rect: pygame.Rect, *, font_size: int = 24) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.rows: list[SeatRow] = []
        self.show_patterns = False
        self._layer = CachedLayer()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def set_rows(self, rows: Sequence[SeatRow]) -> None:
        self.rows = list(rows)

    def row_height(self, row: SeatRow) -> int:
        field_h = font(self.font_size - 4).get_linesize()
        return font(self.font_size).get_linesize() + len(row.fields) * field_h + 2 * PADDING

    def _boxes(self) -> list[tuple[pygame.Rect, SeatRow]]:
        boxes = []
        y = self.rect.y
        for row in self.rows:
            box = pygame.Rect(self.rect.x, y, self.rect.width, self.row_height(row))
            if box.bottom > self.rect.bottom:
                break
            boxes.append((box, row))
            y += box.height + 6
        return boxes

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        for box, row in self._boxes():
            if box.collidepoint(pos):
                who = title(row)
                now = _("Your turn now.") if is_you(row.name) else _("Their turn now.")
                turn = f" {now}" if row.active else ""
                return f"{who}: {'; '.join(row.fields)}.{turn}" if row.fields else f"{who}.{turn}"
        return None

    def draw(self, surface: pygame.Surface) -> None:
        # Composed once per change of the rows, the size or the patterns setting, not per frame.
        rows = tuple(
            (row.name, row.colour, tuple(row.fields), row.active, row.pattern, row.note) for row in self.rows
        )
        key = (rows, self.show_patterns, self.font_size)
        size = (self.rect.width + 4, self.rect.height + 5)  # the plates' shadows included
        self._layer.get(key, size, self._paint).show(surface, self.rect.topleft)

    def _paint(self, layer: Layer) -> None:
        for box, row in self._boxes():
            self._paint_row(layer, box.move(-self.rect.x, -self.rect.y), row)

    def _paint_row(self, layer: Layer, box: pygame.Rect, row: SeatRow) -> None:
        surface = layer.image
        rgb = colour_rgb(row.colour)
        if row.active:
            paint_panel(layer, box, fill=shade(GOLD, 1.55), border=shade(GOLD, 0.7))
            pygame.draw.rect(surface, shade(GOLD, 0.8), box, width=3, border_radius=10)
        else:
            paint_panel(layer, box)
        swatch = pygame.Rect(box.x + PADDING, box.y + PADDING, 26, 26)
        pygame.draw.circle(surface, shade(rgb, 0.5), swatch.center, 13)
        pygame.draw.circle(surface, rgb, swatch.center, 11)
        if self.show_patterns and row.pattern:
            # Under the swatch, in its column: beside it, it ran into the row's words.
            badge = pygame.Rect(0, 0, 16, 16)
            badge.midtop = (swatch.centerx, swatch.bottom - 3)
            layer.blit(pattern_badge(row.pattern, badge.width), badge)
        x = swatch.right + 10
        name = title(row)
        room = box.right - PADDING - x
        layer.blit(fitted_text(name, room, self.font_size, INK), (x, box.y + PADDING + 2))
        field_font = font(self.font_size - 4)
        y = box.y + PADDING + font(self.font_size).get_linesize()
        for text in row.fields:
            layer.blit(fitted_text(text, room, self.font_size - 4, INK_SOFT), (x, y))
            y += field_font.get_linesize()
