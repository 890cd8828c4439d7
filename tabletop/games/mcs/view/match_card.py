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


def draw_match_card(surface: pygame.Surface, area: pygame.Rect, state: McsState, rules: McsRules) -> None:
    """The programme: every heat's riders, strengths and points, and the running score."""
    parts = rules.parts
    draw_panel(surface, area, alpha=250, radius=14)
    colours = list(parts.helmets)
    if state.mode == "meeting":
        totals_heads = [p.name for p in state.players]
    else:
        totals_heads = [side_name(state, side) for side in SIDES]
    heads = [_("Heat"), *(rider_word(c) for c in colours), _("Heat score"), _("Total")]
    title = font(30, bold=True).render(_("Match card"), True, INK)
    surface.blit(title, (area.x + 18, area.y + 12))
    teams = _("Scores: {names}").format(names=" - ".join(local(name) for name in totals_heads))
    sub = fit_font(teams, area.width - 260, 20).render(teams, True, INK_SOFT)
    surface.blit(sub, sub.get_rect(topright=(area.right - 18, area.y + 20)))
    rows = state.results
    top = area.y + 58
    line = max(16, min(28, (area.bottom - top - 40) // max(1, len(rows) + 1)))
    cell = font(max(14, line - 6))
    widths = [70, *([110] * len(colours)), 150, 150]
    scale = (area.width - 36) / sum(widths)
    xs = [area.x + 18]
    for width in widths[:-1]:
        xs.append(xs[-1] + round(width * scale))
    for x, head in zip(xs, heads, strict=True):
        image = font(max(14, line - 4), bold=True).render(head, True, INK)
        surface.blit(image, (x, top))
    running = [0] * (len(state.players) if state.mode == "meeting" else 2)
    y = top + line + 4
    for result in rows:
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
