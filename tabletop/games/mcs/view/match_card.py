"""The match card: the programme of every heat so far, with riders, strengths, points and
the running score, drawn over the table when asked for.
"""

from __future__ import annotations

import pygame

from tabletop.games.mcs.components import SIDES
from tabletop.games.mcs.phases.finish import side_name
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.words import rider_word
from tabletop.language import _, local
from tabletop.sprite_factory.palette import INK, INK_SOFT
from tabletop.table.machinery.text import fit_font, font
from tabletop.table.panels.panel import draw_panel

COLUMN_GAP = 12  # pixels at least between one column's words and the next's
LEAST_SIZE = 12  # the cells' least letters, should even they not fit (the headings are 2 larger)


def draw_match_card(surface: pygame.Surface, area: pygame.Rect, state: McsState, rules: McsRules) -> None:
    """The programme: every heat's riders, strengths and points, and the running score."""
    parts = rules.parts
    draw_panel(surface, area, alpha=250, radius=14)
    colours = list(parts.helmets)
    if state.mode == "meeting":
        totals_heads = [p.name for p in state.players]
    else:
        totals_heads = [side_name(state, side) for side in SIDES]
    heads = headings(colours)
    title = font(30, bold=True).render(_("Match card"), True, INK)
    surface.blit(title, (area.x + 18, area.y + 12))
    teams = _("Scores: {names}").format(names=" - ".join(local(name) for name in totals_heads))
    sub = fit_font(teams, area.width - 260, 20).render(teams, True, INK_SOFT)
    surface.blit(sub, sub.get_rect(topright=(area.right - 18, area.y + 20)))
    rows = state.results
    top = area.y + 58
    line = max(16, min(28, (area.bottom - top - 40) // max(1, len(rows) + 1)))
    table = table_rows(state, colours)
    xs, head_font, cell = columns(heads, table, area.x + 18, area.width - 36, line)
    for x, head in zip(xs, heads, strict=True):
        surface.blit(head_font.render(head, True, INK), (x, top))
    y = top + line + 4
    for result, cells in zip(rows, table, strict=True):
        if result.number % 2 == 0:
            pygame.draw.rect(surface, (236, 226, 200), (area.x + 10, y - 2, area.width - 20, line))
        for x, text in zip(xs, cells, strict=True):
            surface.blit(cell.render(text, True, INK), (x, y))
        y += line
    if not rows:
        note = font(22).render(_("No heat has been run yet."), True, INK_SOFT)
        surface.blit(note, (area.x + 18, y))
    hint = font(18).render(_("Riders as strength: points. Click or press M to close."), True, INK_SOFT)
    surface.blit(hint, hint.get_rect(bottomleft=(area.x + 18, area.bottom - 10)))


def headings(colours: list[str]) -> list[str]:
    """The columns' headings: the heat, each helmet colour, the heat's score and the total."""
    return [_("Heat"), *(rider_word(c) for c in colours), _("Heat score"), _("Total")]


def table_rows(state: McsState, colours: list[str]) -> list[list[str]]:
    """Each heat's row: its number, each colour's rider and result, the heat's score and the
    running score."""
    table = []
    running = [0] * (len(state.players) if state.mode == "meeting" else 2)
    for result in state.results:
        by_colour = {r.colour: r for r in result.riders}
        cells = [f"{result.number}{'*' if result.extra else ''}"]
        for colour in colours:
            r = by_colour.get(colour)
            if r is None:
                cells.append("")
            elif r.out:
                how = _("fell") if r.out == "fall" else _("engine")
                cells.append(_("{card}: {result}").format(card=r.card, result=how))
            else:
                cells.append(_("{card}: {result}").format(card=r.card, result=r.points))
        if state.mode == "meeting":
            heat = [result.seat_points[p.seat] for p in state.players]
        else:
            heat = [
                sum(result.seat_points[p.seat] for p in state.players if p.side == side) for side in SIDES
            ]
        if not result.extra:
            running = [a + b for a, b in zip(running, heat, strict=True)]
        cells.append("-".join(str(h) for h in heat))
        cells.append("-".join(str(t) for t in running) if not result.extra else _("tie-break"))
        table.append(cells)
    return table


def columns(
    heads: list[str], table: list[list[str]], left: int, room: int, line: int
) -> tuple[list[int], pygame.font.Font, pygame.font.Font]:
    """Where each column starts, and the fonts of the headings and the cells: each column as wide
    as its widest words and the room to spare shared out, the letters made smaller only when
    the words would not fit so (at fixed widths "Score manche" ran into "Total" in French)."""
    head_size, cell_size = max(14, line - 4), max(14, line - 6)
    while True:
        head_font, cell = font(head_size, bold=True), font(cell_size)
        needs = [
            max([head_font.size(head)[0], *(cell.size(row[index])[0] for row in table)]) + COLUMN_GAP
            for index, head in enumerate(heads)
        ]
        if sum(needs) <= room or cell_size <= LEAST_SIZE:
            break
        head_size, cell_size = head_size - 1, cell_size - 1
    spare = max(0, room - sum(needs)) / len(needs)
    xs, x = [], float(left)
    for need in needs:
        xs.append(round(x))
        x += need + spare
    return xs, head_font, cell
