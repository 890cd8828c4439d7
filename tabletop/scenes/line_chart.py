"""A line chart drawn with pygame: one line per player over the rounds of a game.

The chart is plain data, as a game's `summarise(match)["chart"]` gives it:

    {"title": "...", "finish": 32,            # "finish" (optional): a level line
     "series": [{"name": "Anna", "colour": "red", "values": [3, 5, 8]}, ...]}

`values[i]` belongs to round i + 1. Colours are names from the token palette (or
any colour pygame knows). With `patterns` on (the colour-blind setting) every
line also gets its own dash pattern and marker shape, repeated in the legend, so
no line is told apart by colour alone.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.sprite_factory.palette import (
    ACCENT,
    CREAM_DARK,
    INK,
    INK_SOFT,
    RGB,
    TOKEN_COLOURS,
    shade,
)
from tabletop.table.text import font

# Dash patterns as on/off lengths in pixels (empty: solid), and marker shapes; the
# n-th series gets the n-th of each, so two lines never share both.
DASHES: tuple[tuple[int, ...], ...] = ((), (14, 7), (4, 6), (18, 5, 4, 5), (28, 8), (8, 4, 8, 12))
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "plus")
LINE_WIDTH = 3
MARKER_RADIUS = 6
MAX_MARKERS = 12  # per line, so long games do not bury the lines under shapes
LEGEND_SAMPLE = 34
TITLE_SIZE = 24
LABEL_SIZE = 19
MIN_X_LABEL_GAP = 34  # pixels between round numbers on the axis


@dataclass(frozen=True)
class Series:
    name: str
    colour: RGB
    values: tuple[float, ...]


def colour_of(name: str) -> RGB:
    """A series colour: the token palette's shade of `name`, else pygame's, else a neutral ink."""
    if name in TOKEN_COLOURS:
        return TOKEN_COLOURS[name]
    try:
        colour = pygame.Color(name)
    except ValueError:
        return INK_SOFT
    return (colour.r, colour.g, colour.b)


def read_series(chart: Mapping[str, Any]) -> list[Series]:
    return [
        Series(str(s["name"]), colour_of(str(s.get("colour", ""))), tuple(float(v) for v in s["values"]))
        for s in chart.get("series", ())
    ]


def nice_step(span: float, most: int) -> float:
    """A round tick spacing (1, 2 or 5 times a power of ten) giving at most `most` steps."""
    raw = max(span, 1e-9) / most
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power


def draw_line_chart(
    surface: pygame.Surface, rect: pygame.Rect, chart: Mapping[str, Any], *, patterns: bool = False
) -> None:
    """Draw `chart` inside `rect` (title, axes, round numbers, legend, the lines)."""
    series = read_series(chart)
    finish = chart.get("finish")
    label_font = font(LABEL_SIZE)
    previous_clip = surface.get_clip()
    surface.set_clip(rect)
    try:
        title = font(TITLE_SIZE).render(str(chart.get("title", "")), True, INK)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        body = pygame.Rect(rect.left, rect.top + title.get_height() + 12, rect.width, 0)
        body.height = rect.bottom - body.top
        rounds = max((len(s.values) for s in series), default=0)
        if rounds == 0:
            note = label_font.render("No rounds were played.", True, INK_SOFT)
            surface.blit(note, note.get_rect(center=body.center))
            return
        legend = _legend_rect(series, body, label_font)
        plot_area = pygame.Rect(body.left, body.top, legend.left - 20 - body.left, body.height)
        plot = _draw_axes(surface, plot_area, series, finish, rounds, label_font)
        for index, line in enumerate(series):
            _draw_series(surface, plot, line, index, patterns)
        _draw_legend(surface, legend, series, patterns, label_font)
    finally:
        surface.set_clip(previous_clip)


# --- axes ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Plot:
    """Where values land: the inner rect and the value range it shows."""

    rect: pygame.Rect
    rounds: int
    low: float
    high: float

    def point(self, round_index: int, value: float) -> tuple[int, int]:
        share_x = round_index / (self.rounds - 1) if self.rounds > 1 else 0.5
        share_y = (value - self.low) / (self.high - self.low)
        return (
            round(self.rect.left + share_x * self.rect.width),
            round(self.rect.bottom - share_y * self.rect.height),
        )


def _draw_axes(
    surface: pygame.Surface,
    area: pygame.Rect,
    series: Sequence[Series],
    finish: Any,
    rounds: int,
    label_font: pygame.font.Font,
) -> _Plot:
    values = [v for s in series for v in s.values]
    if isinstance(finish, int | float):
        values.append(float(finish))
    low = min(0.0, *values)
    top = max(max(values), low + 1)  # a flat chart (all zero) still needs a scale
    step = nice_step(top - low, max(2, area.height // 60))
    high = low + step * math.ceil((top - low) / step)
    ticks = [low + i * step for i in range(round((high - low) / step) + 1)]
    tick_width = max(label_font.size(_number(t))[0] for t in ticks)
    caption = label_font.render("Round", True, INK_SOFT)
    line_height = label_font.get_linesize()
    inner = pygame.Rect(
        area.left + tick_width + 10,
        area.top + line_height // 2,
        0,
        0,
    )
    inner.width = area.right - inner.left - 8
    inner.height = area.bottom - 2 * line_height - 8 - inner.top
    plot = _Plot(inner, rounds, low, high)
    for tick in ticks:
        y = plot.point(0, tick)[1]
        pygame.draw.line(surface, CREAM_DARK, (inner.left, y), (inner.right, y), 1)
        text = label_font.render(_number(tick), True, INK_SOFT)
        surface.blit(text, text.get_rect(midright=(inner.left - 6, y)))
    every = _round_label_step(rounds, inner.width)
    for round_index in range(rounds):
        number = round_index + 1
        if number != 1 and number % every and number != rounds:
            continue
        x = plot.point(round_index, low)[0]
        pygame.draw.line(surface, INK_SOFT, (x, inner.bottom), (x, inner.bottom + 5), 2)
        text = label_font.render(str(number), True, INK_SOFT)
        surface.blit(text, text.get_rect(midtop=(x, inner.bottom + 6)))
    surface.blit(caption, caption.get_rect(midtop=(inner.centerx, inner.bottom + 6 + line_height)))
    pygame.draw.line(surface, INK_SOFT, inner.bottomleft, inner.bottomright, 2)
    pygame.draw.line(surface, INK_SOFT, inner.bottomleft, inner.topleft, 2)
    if isinstance(finish, int | float):
        y = plot.point(0, float(finish))[1]
        _dashed(surface, ACCENT, [(inner.left, y), (inner.right, y)], (10, 6), 2)
        label = label_font.render("Finish", True, ACCENT)
        # At the left end: every line starts low, so nothing covers the word there.
        surface.blit(label, label.get_rect(bottomleft=(inner.left + 8, y - 3)))
    return plot


def _round_label_step(rounds: int, width: int) -> int:
    """Label every round if they fit, else every 2nd, 5th, 10th... (always the first and last)."""
    room = max(1, width // MIN_X_LABEL_GAP)
    return 1 if rounds <= room else int(nice_step(rounds, room))


def _number(value: float) -> str:
    return f"{value:g}"


# --- lines, markers, legend ----------------------------------------------------------------


def _draw_series(surface: pygame.Surface, plot: _Plot, line: Series, index: int, patterns: bool) -> None:
    points = [plot.point(i, v) for i, v in enumerate(line.values)]
    dash = DASHES[index % len(DASHES)] if patterns else ()
    _stroke(surface, line.colour, points, dash)
    if patterns:
        # Markers every few rounds, starting at a different round per line so
        # lines that run together still show all their shapes.
        every = max(1, math.ceil(len(points) / MAX_MARKERS))
        for point in points[index % every :: every]:
            draw_marker(surface, marker_shape(index, patterns), point, line.colour)
    else:
        draw_marker(surface, "circle", points[-1], line.colour)


def _stroke(
    surface: pygame.Surface, colour: RGB, points: list[tuple[int, int]], dash: tuple[int, ...]
) -> None:
    """A line with a dark edge, so light colours (yellow) still read on the cream panel."""
    if len(points) == 1:
        return
    _dashed(surface, shade(colour, 0.55), points, dash, LINE_WIDTH + 2)
    _dashed(surface, colour, points, dash, LINE_WIDTH)


def _dashed(
    surface: pygame.Surface, colour: RGB, points: list[tuple[int, int]], dash: tuple[int, ...], width: int
) -> None:
    """A polyline following the on/off `dash` pattern across its corners (solid when empty)."""
    if not dash:
        pygame.draw.lines(surface, colour, False, points, width)
        return
    phase, left = 0, float(dash[0])
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        length = math.hypot(bx - ax, by - ay)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if phase % 2 == 0:
                start, end = done / length, (done + step) / length
                pygame.draw.line(
                    surface, colour,
                    (ax + (bx - ax) * start, ay + (by - ay) * start),
                    (ax + (bx - ax) * end, ay + (by - ay) * end),
                    width,
                )
            done += step
            left -= step
            if left <= 0:
                phase = (phase + 1) % len(dash)
                left = float(dash[phase])


def marker_shape(index: int, patterns: bool) -> str:
    """The marker of the `index`-th series: its own shape with `patterns` on, else a dot."""
    return MARKERS[index % len(MARKERS)] if patterns else "circle"


def draw_marker(surface: pygame.Surface, shape: str, centre: tuple[int, int], colour: RGB) -> None:
    """One of MARKERS at `centre`, filled with `colour`, edged in ink."""
    x, y = centre
    r = MARKER_RADIUS
    edge = INK
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, edge, centre, r, 2)
    elif shape == "square":
        box = pygame.Rect(x - r + 1, y - r + 1, 2 * r - 2, 2 * r - 2)
        pygame.draw.rect(surface, colour, box)
        pygame.draw.rect(surface, edge, box, 2)
    elif shape in ("triangle", "diamond"):
        corners = (
            [(x, y - r - 1), (x + r + 1, y + r - 1), (x - r - 1, y + r - 1)]
            if shape == "triangle"
            else [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        )
        pygame.draw.polygon(surface, colour, corners)
        pygame.draw.polygon(surface, edge, corners, 2)
    else:
        arms = (
            [((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))]
            if shape == "cross"
            else [((x - r, y), (x + r, y)), ((x, y - r), (x, y + r))]
        )
        for start, end in arms:
            pygame.draw.line(surface, edge, start, end, 6)
        for start, end in arms:
            pygame.draw.line(surface, colour, start, end, 3)


def _legend_rect(series: Sequence[Series], body: pygame.Rect, label_font: pygame.font.Font) -> pygame.Rect:
    widest = max((label_font.size(s.name)[0] for s in series), default=0)
    width = min(LEGEND_SAMPLE + 10 + widest, body.width // 3)
    return pygame.Rect(body.right - width, body.top, width, body.height)


def _draw_legend(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    patterns: bool,
    label_font: pygame.font.Font,
) -> None:
    step = max(label_font.get_linesize(), 2 * MARKER_RADIUS) + 10
    y = rect.top + step // 2
    for index, line in enumerate(series):
        sample = [(rect.left, y), (rect.left + LEGEND_SAMPLE, y)]
        _stroke(surface, line.colour, sample, DASHES[index % len(DASHES)] if patterns else ())
        draw_marker(surface, marker_shape(index, patterns), (rect.left + LEGEND_SAMPLE // 2, y), line.colour)
        name = label_font.render(line.name, True, INK)
        surface.blit(name, name.get_rect(midleft=(rect.left + LEGEND_SAMPLE + 10, y)))
        y += step
