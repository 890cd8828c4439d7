"""Nascard tracks: a loop of the sixteen two-sided track cards laid on a grid.

A layout (plain data, as read from a track file or a save) names each card, the
side up, its grid cell and its heading; it expands into the engine's track model,
one space per lane: inside (lane 0) and outside (lane 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.track import Placement, Track, build_loop
from tabletop.engine.words import clauses, say
from tabletop.games.nascard.components import Components
from tabletop.language import _

CAUTION = "caution"
START_FINISH = "start_finish"
HEADINGS = (0, 90, 180, 270)
_STEP = {0: (1, 0), 90: (0, -1), 180: (-1, 0), 270: (0, 1)}


def placements_of(layout: Mapping[str, Any]) -> list[Placement]:
    pieces = layout.get("pieces")
    if not isinstance(pieces, list) or not pieces:
        raise ValueError(_("a track needs a non-empty list of pieces"))
    result = []
    for index, piece in enumerate(pieces, start=1):
        try:
            col, row = piece["at"]
            result.append(
                Placement(
                    piece=str(piece["card"]),
                    side=str(piece.get("side", "a")),
                    x=float(col),
                    y=float(row),
                    heading=int(piece.get("heading", 0)),
                    turn=int(piece.get("turn", 0)),
                )
            )
        except KeyError as exc:
            told = _("track piece {number} is missing {key}")
            raise ValueError(told.format(number=index, key=exc)) from exc
        except (TypeError, ValueError) as exc:
            # Python's own reason (the type it found, the text it could not read) stays English.
            message = _("track piece {number} is malformed: {reason}")
            raise ValueError(message.format(number=index, reason=exc)) from exc
    return result


def build_track(layout: Mapping[str, Any], parts: Components, track_id: str = "") -> Track:
    """Expand a layout into spaces; raises ValueError naming the first fault."""
    problems = check_layout(layout, parts)
    if problems:
        raise ValueError(clauses(problems))
    placements = placements_of(layout)
    lane_tags = []
    for placed in placements:
        card = parts.track_cards[placed.piece]
        side = card.sides[placed.side]
        extra = {START_FINISH} if card.start_finish else set()
        lane_tags.append(
            [frozenset(side.inside | extra), frozenset(side.outside | extra)]
        )
    # Travel starts on the start/finish card: rotate the loop so it is piece 0.
    start = next(i for i, p in enumerate(placements) if parts.track_cards[p.piece].start_finish)
    placements = placements[start:] + placements[:start]
    lane_tags = lane_tags[start:] + lane_tags[:start]
    return build_loop(
        track_id or str(layout.get("name", "track")),
        layout.get("name", "Unnamed track"),  # a data file's name keeps its translations
        "nascard",
        placements,
        lane_tags,
        source=layout,
    )


def check_layout(layout: Mapping[str, Any], parts: Components) -> list[str]:
    """Every problem that keeps a layout from being a Nascard track, in words."""
    try:
        placements = placements_of(layout)
    except ValueError as exc:
        return [str(exc)]
    problems: list[str] = []
    seen: dict[str, int] = {}
    cells: dict[tuple[float, float], int] = {}
    for number, placed in enumerate(placements, start=1):
        card = parts.track_cards.get(placed.piece)
        if card is None:
            message = _("piece {number} names unknown track card {card}")
            problems.append(message.format(number=number, card=repr(placed.piece)))
            continue
        if placed.side not in card.sides:
            message = _("piece {number}: card {card} has no side {side}")
            problems.append(message.format(number=number, card=placed.piece, side=repr(placed.side)))
        if placed.piece in seen:
            message = _("piece {number}: card {card} is already used by piece {other}")
            problems.append(message.format(number=number, card=placed.piece, other=seen[placed.piece]))
        seen.setdefault(placed.piece, number)
        if placed.heading not in HEADINGS:
            problems.append(_("piece {number}: heading must be one of 0, 90, 180, 270").format(number=number))
        expected_turn = 90 if card.kind == "corner" else 0
        if placed.turn != expected_turn:
            if expected_turn:
                problems.append(_("piece {number}: a corner turns left (turn: 90)").format(number=number))
            else:
                problems.append(_("piece {number}: a straight has no turn").format(number=number))
        cell = (placed.x, placed.y)
        if cell in cells:
            message = _("piece {number} sits on the same square as piece {other}")
            problems.append(message.format(number=number, other=cells[cell]))
        cells.setdefault(cell, number)
    if problems:
        return problems
    missing = sorted(set(parts.track_cards) - set(seen))
    if missing:
        message = _("the track must use all sixteen track cards; missing: {cards}")
        problems.append(message.format(cards=", ".join(missing)))
    if sum(parts.track_cards[p.piece].start_finish for p in placements) != 1:
        problems.append(_("exactly one card must carry the start/finish line"))
    problems += _corner_problems(placements, parts)
    for number, placed in enumerate(placements, start=1):
        following = placements[number % len(placements)]
        exit_heading = (placed.heading + placed.turn) % 360
        dx, dy = _STEP[exit_heading]
        if (placed.x + dx, placed.y + dy) != (following.x, following.y):
            message = _("piece {number} does not lead into piece {next}: the track must be one closed loop")
            problems.append(message.format(number=number, next=number % len(placements) + 1))
        elif following.heading != exit_heading:
            message = _("piece {next} must head where piece {number} leaves")
            problems.append(message.format(number=number, next=number % len(placements) + 1))
    return problems


def _corner_problems(placements: list[Placement], parts: Components) -> list[str]:
    """The book's shape: every corner card, with the straights shared out equally between them."""
    corner_cards, between = parts.track_shape()
    kinds = [parts.track_cards[p.piece].kind for p in placements]
    corners = [index for index, kind in enumerate(kinds) if kind == "corner"]
    if len(corners) != corner_cards:
        return [say(_("the track has {n:corner}; a Nascard track has exactly {cards}"), n=len(corners),
                    cards=corner_cards)]
    problems = []
    for here, following in zip(corners, corners[1:] + corners[:1], strict=True):
        count = (following - here - 1) % len(placements)
        if count != between:
            problems.append(
                say(_("{count:straight} between corner {a} (piece {i}) and corner {b} (piece {j}); "
                      "the book puts exactly {between} between each pair of corners"),
                    count=count, a=placements[here].piece, i=here + 1, b=placements[following].piece,
                    j=following + 1, between=between)
            )
    return problems
