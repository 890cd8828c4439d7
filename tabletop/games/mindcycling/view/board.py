"""Mind Cycling's medal board, along the bottom of the table: the medals and their holders,
then the turn, the points, the front of the race (solo: the score to beat) and the legend.

Every word on it is read from the players' chairs, so it is written at `TEXT` and never
shrunk to fit: a line too long for the board wraps, and the board is as tall as its lines
need (`board_height`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.actions import DRAFT, RELAY
from tabletop.games.mindcycling.components import Components
from tabletop.games.mindcycling.records import Score
from tabletop.games.mindcycling.state import MEDAL_NAMES, MEDALS, MindCyclingState
from tabletop.games.mindcycling.view.letters import marks
from tabletop.games.mindcycling.view.prepared import Picture, label
from tabletop.language import N_, _, local, pgettext
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, PAPER, RGB, shade
from tabletop.table.machinery.text import font, text_image, wrap
from tabletop.table.panels.panel import draw_panel
from tabletop.table.pieces.token_sprite import colour_rgb

TEXT = 20  # the size of every word on the board: 13 pixels high
PADDING = (20, 8)  # the board's inner margins, both sides together: a small window's board holds 7 lines
MEDAL_ROW = 30  # a medal with its title over its holder, above the lines
GAP = 2  # between the medals and the lines
RADIUS = 10  # a medal's
# English, translated when the board is drawn (the language may change during a stage), with the
# marks of that language (see `letters`).
LEGEND: tuple[tuple[str, RGB], ...] = (
    (N_("Helmets: {sprinter} sprinter (green), {domestic} domestic (blue), {climber} climber (yellow)"),
     INK_SOFT),
    (N_("Bottle at the shoulder: blue while it has water, empty once spent · {draft} draft, {relay} relay"),
     INK_SOFT),
)
Medal = tuple[str, str, str, RGB | None]  # medal, title, holder's words, holder's colour
MEDAL_COLOURS: dict[str, RGB] = {
    "stage": GOLD,
    "sprint": (70, 170, 90),
    "mountain": (216, 70, 60),
    "team": (90, 110, 200),
}


def raced(state: MindCyclingState) -> tuple[str, ...]:
    """The medals this stage awards on the board (none in a solo stage)."""
    if state.solo:
        return ()
    course = state.course
    return tuple(
        medal
        for medal in MEDALS
        if not (medal == "sprint" and course.sprint_end is None)
        and not (medal == "mountain" and course.mountain_end is None)
    )


def board_medals(state: MindCyclingState, held: Mapping[str, tuple[str, int]]) -> tuple[Medal, ...]:
    """The medals on the board, with their holders as shown so far (`held`: medal -> who, seat)."""
    medals: list[Medal] = []
    for medal in raced(state):
        holder = held.get(medal)
        colour = colour_rgb(state.teams[holder[1]].colour) if holder else None
        title = _(MEDAL_NAMES[medal]).capitalize()
        medals.append((medal, title, local(holder[0]) if holder else "", colour))
    return tuple(medals)


def board_words(
    state: MindCyclingState, parts: Components, best: Score | None, new_record: bool, goal: int
) -> list[tuple[str, RGB]]:
    """The lines of the medal board: turn and points (solo: the riders still wanted across, of
    `goal`, and the score to beat), then the legend."""
    lines: list[tuple[str, RGB]] = []
    if state.solo:
        across = sum(r.finished for r in state.riders)
        lines.append((_("Turn {turn} · {across} of {goal} riders across").format(
            turn=state.turn, across=across, goal=goal), INK))
        track = local(state.course.track.name)
        if best is not None:
            words = _("Best on {track}: {score} — new record!") if new_record else _(
                "Best on {track}: {score}"
            )
            lines.append((words.format(track=track, score=best.words()), INK_SOFT))
        else:
            lines.append((_("No best score yet on {track}").format(track=track), INK_SOFT))
        return [*lines, *legend(parts)]
    points = state.team_points(parts.points)
    standing = " · ".join(
        say(_("{team} {points:pt}"), team=local(t.country), points=points[t.seat]) for t in state.teams
    )
    lines.append((_("Turn {turn} · team points: {standing}").format(turn=state.turn, standing=standing), INK))
    front = state.standings()[:3]
    words = ", ".join(local(r.name) + (f" ({ordinal(r.place)})" if r.finished else "") for r in front)
    lines.append((_("At the front: {riders}").format(riders=words), INK_SOFT))
    lines.extend(legend(parts))
    lines.append((_("Points for places: 12 for 1st, 11 for 2nd … down to 0"), INK_SOFT))
    return lines


def legend(parts: Components) -> list[tuple[str, RGB]]:
    shown = marks(parts)
    letters = {**shown.roles, "draft": shown.rides[DRAFT], "relay": shown.rides[RELAY]}
    return [(_(text).format(**letters), colour) for text, colour in LEGEND]


def board_height(width: int, medal_count: int, lines: Sequence[tuple[str, RGB]]) -> int:
    """How tall a board `width` wide must be to show its medals and every line, wrapped."""
    face = font(TEXT)
    rows = sum(len(wrap(text, face, width - PADDING[0])) for text, _colour in lines)
    return PADDING[1] + (MEDAL_ROW + GAP if medal_count else 0) + rows * face.get_linesize()


def draw_medal(
    surface: pygame.Surface, centre: Sequence[float], radius: float, colour: RGB, won: bool
) -> None:
    x, y = centre
    ribbon = [
        (x - radius * 0.6, y - radius * 1.7),
        (x - radius * 0.1, y - radius * 0.6),
        (x + radius * 0.1, y - radius * 0.6),
        (x + radius * 0.6, y - radius * 1.7),
    ]
    if won:
        pygame.draw.polygon(surface, shade(colour, 0.7), ribbon)
        pygame.draw.circle(surface, shade(GOLD, 0.6), (x, y), radius + 2)
        pygame.draw.circle(surface, GOLD, (x, y), radius)
        pygame.draw.circle(surface, shade(GOLD, 1.3), (x - radius * 0.25, y - radius * 0.25), radius * 0.35)
    else:
        pygame.draw.circle(surface, shade(PAPER, 0.85), (x, y), radius)
        pygame.draw.circle(surface, INK_SOFT, (x, y), radius, 2)


@dataclass(frozen=True)
class BoardLayout:
    """Where the medal board puts things: medals in columns along the top, lines below."""

    inner: pygame.Rect
    column: int


def board_layout(rect: pygame.Rect, medal_count: int) -> BoardLayout:
    inner = rect.inflate(-PADDING[0], -PADDING[1])
    return BoardLayout(inner, inner.width // max(1, medal_count) if medal_count else inner.width)


def board_plate(rect: pygame.Rect, medals: Sequence[Medal]) -> Picture:
    """The medal board's panel, each medal with its holder (or open): changes only with the medals."""
    picture = Picture()
    picture.add(partial(draw_panel, rect=rect, alpha=235, radius=12))
    at = board_layout(rect, len(medals))
    step = font(TEXT).get_linesize()
    for index, (medal, title, holder, colour) in enumerate(medals):
        cell = pygame.Rect(at.inner.x + index * at.column, at.inner.y, at.column, MEDAL_ROW)
        centre = (cell.x + RADIUS + 4, cell.y + RADIUS * 1.7 + 1)  # the ribbon's top at the row's
        picture.add(
            partial(
                draw_medal,
                centre=centre,
                radius=RADIUS,
                colour=MEDAL_COLOURS.get(medal, GOLD),
                won=colour is not None,
            )
        )
        x = cell.x + RADIUS * 2 + 16
        room = cell.width - RADIUS * 2 - 20
        picture.text(label(title, room, TEXT, INK_SOFT), (x, cell.y))
        won = colour is not None
        # Only a name longer than its column is made smaller, to fit it.
        who = label(holder or pgettext("medal", "open"), room, TEXT, INK if won else INK_SOFT, bold=won)
        picture.text(who, (x, cell.y + step))
        if colour is not None:
            stripe = pygame.Rect(x - 8, cell.y + 2, 4, 2 * step - 2)  # the holder's team colour
            picture.add(partial(pygame.draw.rect, color=colour, rect=stripe, border_radius=2))
    return picture


def board_lines(rect: pygame.Rect, medal_count: int, lines: Sequence[tuple[str, RGB]]) -> Picture:
    """The lines under the medals (points, the front of the race, the solo score, the legend)."""
    picture = Picture()
    at = board_layout(rect, medal_count)
    y = at.inner.y + MEDAL_ROW + GAP if medal_count else at.inner.y
    face = font(TEXT)
    for text, colour in lines:
        for row in wrap(text, face, at.inner.width):
            if y + face.get_linesize() > at.inner.bottom:  # a window too small for the whole board
                return picture
            picture.text(text_image(row, TEXT, colour), (at.inner.x, y))
            y += face.get_linesize()
    return picture
