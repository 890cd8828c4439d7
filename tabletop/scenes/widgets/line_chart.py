"""A line chart drawn with pygame: one line per player over the rounds of a game.

The chart is plain data, as a game's `summarise(match)["chart"]` gives it:

    {"title": "...", "axis": "Heat",          # "axis" (optional): what one step is; "Round"
     "finish": 32,                             # "finish" (optional): a level line
     "places": 4,                              # "places" (optional): values are places 1..4
     "stopped": "out",                         # "stopped" (optional, N_()): said of a line ending early
     "series": [{"name": "Anna", "colour": "red", "values": [3, 5, 8]}, ...]}

`values[i]` belongs to round i + 1. A chart of places is a lap chart: whole
places down the side, 1st at the top. Each line is named where it ends. Colours
are names from the token palette (or any colour pygame knows). With `patterns`
on (the colour-blind setting) every line also gets its own dash pattern and
marker shape, so no line is told apart by colour alone.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.words import ordinal
from tabletop.language import N_, _, local
from tabletop.sprite_factory.palette import (
    ACCENT,
    CREAM,
    CREAM_DARK,
    INK,
    INK_SOFT,
    RGB,
    TOKEN_COLOURS,
    outline_for,
)
from tabletop.table.machinery.text import fit_font, font

# Dash patterns as on/off lengths in pixels (empty: solid), and marker shapes; the
# n-th series gets the n-th of each, so two lines never share both.
DASHES: tuple[tuple[int, ...], ...] = ((), (14, 7), (4, 6), (18, 5, 4, 5), (28, 8), (8, 4, 8, 12))
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "plus")
LINE_WIDTH = 3
MARKER_RADIUS = 6
MAX_MARKERS = 12  # per line, so long games do not bury the lines under shapes
LEADER = 22  # the room between a line's end and its name, crossed by a thin dotted leader
LEADER_DASH = (2, 3)  # a leader is dotted and 1 px: it must not read as a line of data
TIE_GAP = 6  # pixels between lines that share a point (tied places), so each stays in sight
# Markers of one round closer than this would hide most of each other: they are set side by
# side, touching, each ringed in the panel's colour so the one on top does not merge in.
MARKER_NEAR = MARKER_RADIUS + 2
MARKER_SIDE_STEP = 2 * MARKER_RADIUS
MARKER_RING = 1
# Between the axes and their labels: a marker on an axis (the first round, the lowest
# value) reaches this far short of them.
LABEL_CLEARANCE = MARKER_RADIUS + 4
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
        Series(local(s["name"]), colour_of(str(s.get("colour", ""))), tuple(float(v) for v in s["values"]))
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
) -> Plot | None:
    """Draw `chart` inside `rect` (title, axes, round numbers, the lines and their names).

    Returns where the values landed (None when no round was played).
    """
    series = read_series(chart)
    label_font = font(LABEL_SIZE)
    previous_clip = surface.get_clip()
    surface.set_clip(rect)
    try:
        # A game marks its chart's title with N_(): it is translated here, when drawn.
        words = str(chart.get("title", ""))
        title = font(TITLE_SIZE).render(_(words) if words else "", True, INK)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        body = pygame.Rect(rect.left, rect.top + title.get_height() + 12, rect.width, 0)
        body.height = rect.bottom - body.top
        rounds = max((len(s.values) for s in series), default=0)
        if rounds == 0:
            note = label_font.render(_("No rounds were played."), True, INK_SOFT)
            surface.blit(note, note.get_rect(center=body.center))
            return None
        gutter = _gutter_width(series, body, label_font)
        plot_area = pygame.Rect(body.left, body.top, body.width - gutter, body.height)
        plot = _draw_axes(surface, plot_area, series, chart, rounds, label_font)
        lines = spread_ties(plot, series)
        for index, (line, points) in enumerate(zip(series, lines, strict=True)):
            _stroke(surface, line.colour, points, DASHES[index % len(DASHES)] if patterns else ())
        markers = place_markers(plot, [marker_rounds(len(points), index, patterns)
                                       for index, points in enumerate(lines)], lines)
        # Marked with N_() like the title, so translated here too.
        stopped = str(chart.get("stopped", ""))
        stopped = _(stopped) if stopped else ""
        _draw_end_labels(surface, plot, series, lines, markers, label_font, body.right, stopped)
        # Over every line and leader: a line drawn later never hides a marker.
        for index, (line, placed) in enumerate(zip(series, markers, strict=True)):
            for centre in placed.values():
                pygame.draw.circle(surface, CREAM, centre, MARKER_RADIUS + 1 + MARKER_RING)
                draw_marker(surface, marker_shape(index, patterns), centre, line.colour)
        return plot
    finally:
        surface.set_clip(previous_clip)


# --- axes ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Plot:
    """Where values land: the inner rect, the value range it shows and the labelled values.

    A chart of places (1 leads) runs from `low` at the top down to `high`; any
    other chart from `low` at the bottom up to `high`.
    """

    rect: pygame.Rect
    rounds: int
    low: float
    high: float
    places: bool
    ticks: tuple[tuple[float, str], ...]  # (value, its label), as on the value axis

    def point(self, round_index: int, value: float) -> tuple[int, int]:
        share_x = round_index / (self.rounds - 1) if self.rounds > 1 else 0.5
        share_y = (value - self.low) / (self.high - self.low)
        down = share_y if self.places else 1 - share_y
        x = self.rect.left + share_x * self.rect.width
        return round(x), round(self.rect.top + down * self.rect.height)


def places_of(chart: Mapping[str, Any]) -> int | None:
    """How many places a chart of places has; None for a chart of amounts."""
    places = chart.get("places")
    return places if isinstance(places, int) and not isinstance(places, bool) and places > 0 else None


def _value_axis(
    series: Sequence[Series], chart: Mapping[str, Any], height: int, label_font: pygame.font.Font
) -> tuple[float, float, list[tuple[float, str]]]:
    """The range shown and the ticks: whole places (1st on top) for a chart of places, else round numbers."""
    values = [v for s in series for v in s.values]
    places = places_of(chart)
    if places is not None:
        last = max(places, math.ceil(max(values)), 2)
        # Every place gets a line unless they would crowd: then 1st and every 2nd, 5th...
        room = max(1, height // (label_font.get_linesize() + 6))
        every = 1 if last <= room else int(nice_step(last, room))
        # 1st is always named; then every 2nd place from it, or the round places (5th, 10th...).
        shown = list(range(1, last + 1, every)) if every <= 2 else [1, *range(every, last + 1, every)]
        # Half a place of room above 1st and below last, so no line runs along the frame.
        return 0.5, last + 0.5, [(float(p), ordinal(p)) for p in shown]
    finish = chart.get("finish")
    if isinstance(finish, int | float):
        values.append(float(finish))
    low = min(0.0, *values)
    top = max(max(values), low + 1)  # a flat chart (all zero) still needs a scale
    step = nice_step(top - low, max(2, height // 60))
    high = low + step * math.ceil((top - low) / step)
    ticks = [low + i * step for i in range(round((high - low) / step) + 1)]
    return low, high, [(tick, _number(tick)) for tick in ticks]


def _draw_axes(
    surface: pygame.Surface,
    area: pygame.Rect,
    series: Sequence[Series],
    chart: Mapping[str, Any],
    rounds: int,
    label_font: pygame.font.Font,
) -> Plot:
    line_height = label_font.get_linesize()
    inner = pygame.Rect(area.left, area.top + line_height // 2, 0, 0)
    inner.height = area.bottom - 2 * line_height - LABEL_CLEARANCE - 2 - inner.top
    low, high, ticks = _value_axis(series, chart, inner.height, label_font)
    inner.left += max(label_font.size(label)[0] for _value, label in ticks) + LABEL_CLEARANCE + 4
    inner.width = area.right - inner.left - 8
    plot = Plot(inner, rounds, low, high, places_of(chart) is not None, tuple(ticks))
    for tick, label in ticks:
        y = plot.point(0, tick)[1]
        pygame.draw.line(surface, CREAM_DARK, (inner.left, y), (inner.right, y), 1)
        text = label_font.render(label, True, INK_SOFT)
        surface.blit(text, text.get_rect(midright=(inner.left - LABEL_CLEARANCE, y)))
    every = _round_label_step(rounds, inner.width)
    for round_index in range(rounds):
        number = round_index + 1
        if number != 1 and number % every and number != rounds:
            continue
        x = plot.point(round_index, low)[0]
        pygame.draw.line(surface, INK_SOFT, (x, inner.bottom), (x, inner.bottom + 5), 2)
        text = label_font.render(str(number), True, INK_SOFT)
        surface.blit(text, text.get_rect(midtop=(x, inner.bottom + LABEL_CLEARANCE)))
    axis = label_font.render(_(str(chart.get("axis", N_("Round")))), True, INK_SOFT)
    surface.blit(axis, axis.get_rect(midtop=(inner.centerx, inner.bottom + LABEL_CLEARANCE + line_height)))
    pygame.draw.line(surface, INK_SOFT, inner.bottomleft, inner.bottomright, 2)
    pygame.draw.line(surface, INK_SOFT, inner.bottomleft, inner.topleft, 2)
    finish = chart.get("finish")
    if isinstance(finish, int | float) and not plot.places:
        y = plot.point(0, float(finish))[1]
        _dashed(surface, ACCENT, [(inner.left, y), (inner.right, y)], (10, 6), 2)
        word = label_font.render(_("Finish"), True, ACCENT)
        # At the left end: every line starts low, so nothing covers the word there.
        surface.blit(word, word.get_rect(bottomleft=(inner.left + 8, y - 3)))
    return plot


def _round_label_step(rounds: int, width: int) -> int:
    """Label every round if they fit, else every 2nd, 5th, 10th... (always the first and last)."""
    room = max(1, width // MIN_X_LABEL_GAP)
    return 1 if rounds <= room else int(nice_step(rounds, room))


def _number(value: float) -> str:
    return f"{value:g}"


# --- lines, markers, names ----------------------------------------------------------------


def spread_ties(plot: Plot, series: Sequence[Series]) -> list[list[tuple[int, int]]]:
    """Each series' points, lines that share a point set side by side a few pixels apart.

    As on a broadcast lap chart, two cars tied for a place both stay in sight:
    where k lines meet, they are spread over (k - 1) * TIE_GAP pixels around the
    shared height, in the order of the series (so the same line keeps its side).
    """
    lines = [[plot.point(i, v) for i, v in enumerate(s.values)] for s in series]
    for round_index in range(plot.rounds):
        meeting: dict[float, list[int]] = {}
        for number, line in enumerate(series):
            if round_index < len(line.values):
                meeting.setdefault(line.values[round_index], []).append(number)
        for numbers in meeting.values():
            spread = [round(lines[numbers[0]][round_index][1] + (rank - (len(numbers) - 1) / 2) * TIE_GAP)
                      for rank in range(len(numbers))]
            # Kept inside the plot: spread past an axis, they would run into its labels.
            shift = max(0, plot.rect.top - spread[0]) - max(0, spread[-1] - plot.rect.bottom)
            for number, y in zip(numbers, spread, strict=True):
                lines[number][round_index] = (lines[number][round_index][0], y + shift)
    return lines


def marker_rounds(count: int, index: int, patterns: bool) -> list[int]:
    """The rounds at which the `index`-th line, of `count` points, shows its marker: its end
    always (its name is joined there); with `patterns` also every few rounds, from a round of
    its own, so lines that run together still show all their shapes."""
    rounds = {count - 1}
    if patterns:
        every = max(1, math.ceil(count / MAX_MARKERS))
        rounds.update(range(index % every, count, every))
    return sorted(rounds)


def place_markers(
    plot: Plot, rounds: Sequence[Sequence[int]], lines: Sequence[Sequence[tuple[int, int]]]
) -> list[dict[int, tuple[int, int]]]:
    """Where each line's markers go, by round: on its points, except that markers of one round
    that would cover each other are set side by side (at their own heights), kept in the plot."""
    placed: list[dict[int, tuple[int, int]]] = [{} for _ in lines]
    by_round: dict[int, list[int]] = {}
    for number, shown in enumerate(rounds):
        for round_index in shown:
            by_round.setdefault(round_index, []).append(number)
    for round_index, numbers in by_round.items():
        numbers.sort(key=lambda number: lines[number][round_index][1])
        group: list[int] = []
        for number in [*numbers, -1]:
            close = group and number >= 0 and (
                lines[number][round_index][1] - lines[group[-1]][round_index][1] < MARKER_NEAR
            )
            if group and not close:
                _side_by_side(plot, group, round_index, lines, placed)
                group = []
            if number >= 0:
                group.append(number)
    return placed


def _side_by_side(
    plot: Plot,
    group: Sequence[int],
    round_index: int,
    lines: Sequence[Sequence[tuple[int, int]]],
    placed: list[dict[int, tuple[int, int]]],
) -> None:
    """The markers of `group` (lines whose markers at `round_index` would touch) in a row."""
    x = lines[group[0]][round_index][0]
    offsets = [(rank - (len(group) - 1) / 2) * MARKER_SIDE_STEP for rank in range(len(group))]
    # A row at the first or last round is pushed in, not out over the labels.
    shift = max(0.0, plot.rect.left - (x + offsets[0])) - max(0.0, x + offsets[-1] - plot.rect.right)
    for number, offset in zip(group, offsets, strict=True):
        placed[number][round_index] = (round(x + offset + shift), lines[number][round_index][1])


def _stroke(
    surface: pygame.Surface, colour: RGB, points: list[tuple[int, int]], dash: tuple[int, ...]
) -> None:
    """A line with a dark edge, so light colours (white, yellow) still read on the cream panel:
    ink and wider round those, whose own colour hardly differs from the panel's."""
    if len(points) == 1:
        return
    edge = outline_for(colour)
    _dashed(surface, edge, points, dash, LINE_WIDTH + (4 if edge == INK else 2))
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


def _gutter_width(series: Sequence[Series], body: pygame.Rect, label_font: pygame.font.Font) -> int:
    """Room right of the plot for the names at the line ends (at most a quarter of the chart)."""
    widest = max((label_font.size(s.name)[0] for s in series), default=0)
    return min(LEADER + widest + 4, body.width // 4)


def _draw_end_labels(
    surface: pygame.Surface,
    plot: Plot,
    series: Sequence[Series],
    lines: Sequence[Sequence[tuple[int, int]]],
    markers: Sequence[Mapping[int, tuple[int, int]]],
    label_font: pygame.font.Font,
    right: int,
    stopped: str,
) -> None:
    """Each line's name where the line ends, as on a broadcast lap chart.

    Lines that reach the last round are named in the column right of the plot, in
    the order they end, pushed apart where they end close together and joined to
    their end marker by a thin dotted leader of their colour (a solid stroke read as
    the line going on). A line that stops early (a car out of the race) is named
    beside its last point, followed by `stopped`, where its box crosses no line.
    """
    step = label_font.get_linesize() + 2
    x = plot.rect.right + LEADER
    ends = [(marks[len(s.values) - 1], s) for s, marks in zip(series, markers, strict=True) if s.values]
    column = sorted((end for end in ends if len(end[1].values) == plot.rounds), key=lambda end: end[0][1])
    wanted = [point[1] for point, _name in column]
    placed = _spread(wanted, step, top=plot.rect.top - step // 2, bottom=plot.rect.bottom)
    for ((end_x, end_y), line), y in zip(column, placed, strict=True):
        _dashed(surface, line.colour, [(end_x + MARKER_RADIUS + 2, end_y), (x - 4, y)], LEADER_DASH, 1)
        text = fit_font(line.name, right - x, LABEL_SIZE, min_size=11).render(line.name, True, INK)
        surface.blit(text, text.get_rect(midleft=(x, y)))
    # A name never covers another one, nor the marker at any line's end.
    dot = 2 * MARKER_RADIUS
    taken = [pygame.Rect(px - MARKER_RADIUS, py - MARKER_RADIUS, dot, dot) for (px, py), _name in ends]
    room = plot.rect.inflate(0, step)
    for (end_x, end_y), line in ends:
        if len(line.values) == plot.rounds:
            continue
        text = label_font.render(f"{line.name} {stopped}".strip(), True, INK)
        box = _free_spot(text.get_rect().inflate(8, 2), (end_x, end_y), room, taken, lines)
        taken.append(box)
        pygame.draw.rect(surface, CREAM, box, border_radius=4)
        surface.blit(text, text.get_rect(center=box.center))


def _free_spot(
    box: pygame.Rect,
    end: tuple[int, int],
    inside: pygame.Rect,
    taken: Sequence[pygame.Rect],
    lines: Sequence[Sequence[tuple[int, int]]],
) -> pygame.Rect:
    """`box` beside the point `end` where it covers no taken box and crosses no line: right of
    it, else above, below, left, or a corner; failing all, the spot crossing the fewest lines."""
    gap = MARKER_RADIUS + 3
    x, y = end
    anchors = (("midleft", (x + gap, y)), ("midbottom", (x, y - gap)), ("midtop", (x, y + gap)),
               ("midright", (x - gap, y)), ("bottomleft", (x + gap, y - gap)),
               ("topleft", (x + gap, y + gap)), ("bottomright", (x - gap, y - gap)),
               ("topright", (x - gap, y + gap)))
    segments = [pair for points in lines for pair in itertools.pairwise(points)]

    def crossings(spot: pygame.Rect) -> int:
        # The line's own width counts: a box touching a stroke's edge still hides it.
        edged = spot.inflate(LINE_WIDTH + 2, LINE_WIDTH + 2)
        return sum(bool(edged.clipline(a, b)) for a, b in segments)

    spots = []
    for anchor, at in anchors:
        spot = box.copy()
        setattr(spot, anchor, at)
        spots.append(spot.clamp(inside))
    free = [spot for spot in spots if spot.collidelist(list(taken)) == -1] or spots
    return min(free, key=crossings)


def _spread(wanted: Sequence[int], step: int, *, top: int, bottom: int) -> list[int]:
    """`wanted` heights (sorted) moved apart to at least `step`, kept between `top` and `bottom`."""
    placed: list[int] = []
    for y in wanted:
        placed.append(max(y, placed[-1] + step) if placed else max(y, top))
    # Pushed past the bottom: slide the tail back up, never above `top`.
    limit = bottom
    for index in range(len(placed) - 1, -1, -1):
        placed[index] = max(top, min(placed[index], limit))
        limit = placed[index] - step
    return placed
