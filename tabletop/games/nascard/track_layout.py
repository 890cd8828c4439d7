"""Nascard tracks: a loop of the sixteen two-sided track cards laid on a grid.

A layout (plain data, as read from a track file or a save) names each card, the
side up, its grid cell and its heading; it expands into the engine's track model,
one space per lane: inside (lane 0) and outside (lane 1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
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


# What a problem is about, so the track editor can tell it in its own words or leave it to its own
# checks (an unknown card, one card twice, two on one square, a wrong number of corners).
UNKNOWN_CARD = "unknown card"
CARD_TWICE = "card twice"
SAME_SQUARE = "same square"
CORNER_COUNT = "corner count"
CORNER_GAP = "corner gap"  # items: the two corners
NOT_JOINED = "not joined"  # items: the piece, then the next one


@dataclass(frozen=True)
class LayoutProblem:
    """One problem in a track file's words (pieces by their number), its cause and the items
    (from 0) of `pieces:` it is about."""

    message: str
    cause: str = ""
    items: tuple[int, ...] = ()


def check_layout(layout: Mapping[str, Any], parts: Components) -> list[str]:
    """Every problem that keeps a layout from being a Nascard track, in words."""
    return [problem.message for problem in layout_problems(layout, parts)]


def layout_problems(layout: Mapping[str, Any], parts: Components) -> list[LayoutProblem]:
    """Every problem that keeps a layout from being a Nascard track."""
    try:
        placements = placements_of(layout)
    except ValueError as exc:
        return [LayoutProblem(str(exc))]
    problems: list[LayoutProblem] = []
    seen: dict[str, int] = {}
    cells: dict[tuple[float, float], int] = {}
    for number, placed in enumerate(placements, start=1):
        item = (number - 1,)
        card = parts.track_cards.get(placed.piece)
        if card is None:
            message = _("piece {number} names unknown track card {card}")
            told = message.format(number=number, card=repr(placed.piece))
            problems.append(LayoutProblem(told, UNKNOWN_CARD, item))
            continue
        if placed.side not in card.sides:
            message = _("piece {number}: card {card} has no side {side}")
            problems.append(LayoutProblem(
                message.format(number=number, card=placed.piece, side=repr(placed.side)), items=item))
        if placed.piece in seen:
            message = _("piece {number}: card {card} is already used by piece {other}")
            problems.append(LayoutProblem(
                message.format(number=number, card=placed.piece, other=seen[placed.piece]), CARD_TWICE, item))
        seen.setdefault(placed.piece, number)
        if placed.heading not in HEADINGS:
            told = _("piece {number}: heading must be one of 0, 90, 180, 270").format(number=number)
            problems.append(LayoutProblem(told, items=item))
        expected_turn = 90 if card.kind == "corner" else 0
        if placed.turn != expected_turn:
            if expected_turn:
                told = _("piece {number}: a corner turns left (turn: 90)").format(number=number)
            else:
                told = _("piece {number}: a straight has no turn").format(number=number)
            problems.append(LayoutProblem(told, items=item))
        cell = (placed.x, placed.y)
        if cell in cells:
            told = _("piece {number} sits on the same square as piece {other}").format(
                number=number, other=cells[cell])
            problems.append(LayoutProblem(told, SAME_SQUARE, item))
        cells.setdefault(cell, number)
    if problems:
        return problems
    # In the cards' own order (C1…C4, S1…S12): sorted as text, S10 came before S9.
    missing = [card for card in parts.track_cards if card not in seen]
    if missing:
        message = _("the track must use all sixteen track cards; missing: {cards}")
        problems.append(LayoutProblem(message.format(cards=", ".join(missing))))
    if sum(parts.track_cards[p.piece].start_finish for p in placements) != 1:
        problems.append(LayoutProblem(_("exactly one card must carry the start/finish line")))
    problems += _corner_problems(placements, parts)
    for number, placed in enumerate(placements, start=1):
        following = placements[number % len(placements)]
        items = (number - 1, number % len(placements))
        if exit_cell(placed) != (following.x, following.y):
            message = _("piece {number} does not lead into piece {next}: the track must be one closed loop")
            problems.append(LayoutProblem(message.format(number=number, next=number % len(placements) + 1),
                                          NOT_JOINED, items))
        elif not leads_into(placed, following):
            message = _("piece {next} must head where piece {number} leaves")
            problems.append(LayoutProblem(message.format(number=number, next=number % len(placements) + 1),
                                          NOT_JOINED, items))
    return problems


def exit_cell(placed: Placement) -> tuple[float, float]:
    dx, dy = _STEP[(placed.heading + placed.turn) % 360]
    return (placed.x + dx, placed.y + dy)


def leads_into(placed: Placement, following: Placement) -> bool:
    """Whether `following` lies where `placed` leaves it, heading the way it leaves."""
    return (exit_cell(placed) == (following.x, following.y)
            and following.heading == (placed.heading + placed.turn) % 360)


def _corner_problems(placements: list[Placement], parts: Components) -> list[LayoutProblem]:
    """The book's shape: every corner card, with the straights shared out equally between them.
    Straights are counted only along a run of joined pieces: counted across a gap, they would
    be no count of the track (the gap is a problem of its own)."""
    corner_cards, between = parts.track_shape()
    kinds = [parts.track_cards[p.piece].kind for p in placements]
    corners = [index for index, kind in enumerate(kinds) if kind == "corner"]
    if len(corners) != corner_cards:
        return [LayoutProblem(say(_("the track has {n:corner}; a Nascard track has exactly {cards}"),
                                  n=len(corners), cards=corner_cards), CORNER_COUNT)]
    problems = []
    length = len(placements)
    for here, following in zip(corners, corners[1:] + corners[:1], strict=True):
        count = (following - here - 1) % length
        run = [(here + step) % length for step in range(count + 2)]
        joined = all(leads_into(placements[a], placements[b]) for a, b in pairwise(run))
        if count != between and joined:
            problems.append(LayoutProblem(
                say(_("{count:straight} between corner {a} (piece {i}) and corner {b} (piece {j}); "
                      "the book puts exactly {between} between each pair of corners"),
                    count=count, a=placements[here].piece, i=here + 1, b=placements[following].piece,
                    j=following + 1, between=between),
                CORNER_GAP, (here, following),
            ))
    return problems
