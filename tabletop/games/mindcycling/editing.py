"""Mind Cycling in the track editor: strips, marks, the start area and the finish line.

Every piece is one cell of the editor's grid and one item of the course file's
`pieces:` list. A strip piece is a flat, sprint or mountain strip of a set
length (its side is its width in lanes). A feed-zone or rock piece is one row
of the section it follows, with the mark in the lane its side names: a rock
after a flat strip is a flat row with a rock, which the game's own check then
refuses. A course is no loop: it runs from the start area to the finish line.
A bend only turns the road on the table (the game lays a course out by itself),
so it adds nothing to the file; a course opens as a serpentine of bends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.geometry import STEP
from tabletop.engine.track_design.palette import Badge, Palette, PieceKind, PieceSide
from tabletop.engine.words import say
from tabletop.games.mindcycling.components import FLAT, MOUNTAIN, SECTIONS, SPRINT
from tabletop.games.mindcycling.track_layout import (
    FEED,
    FINISH_PIECE,
    LANES,
    NO_FINISH,
    NO_ROAD,
    NO_START,
    ROCK,
    START,
    check_course,
)
from tabletop.language import N_, _, ngettext

START_ROWS = 7  # the built-in stages' start area: room for the biggest field in 3 lanes
STRIP_LENGTHS = (1, 4, 8)  # rows; any length is a sum of these
DEFAULT_LANES = 3
WIDTHS = (DEFAULT_LANES, *(w for w in range(LANES[0], LANES[1] + 1) if w != DEFAULT_LANES))
SECTION_LETTERS = {FLAT: "", SPRINT: N_("S"), MOUNTAIN: N_("M")}  # flat road is the plain one
SECTION_WORDS = {FLAT: N_("Flat"), SPRINT: N_("Sprint"), MOUNTAIN: N_("Mountain")}
BEND = "bend"
LINE_PIECES = 8  # pieces along each line of the serpentine a course opens as
MARKS = {FEED: (N_("Feed zone"), N_("F")), ROCK: (N_("Rock"), N_("R"))}
# The numbers of data/palettes/mindcycling.yaml `least:`, and what each counts.
LEAST = (
    ("road_rows", "rows of road between the start area and the finish line"),
    ("section_rows", "rows of a sprint or a mountain section, when the stage has one"),
)


def palette() -> Palette:
    ends = _("Start and finish")
    kinds = [
        PieceKind(START, _("Start area"), ends, _width_sides(START_ROWS, _("G")), limit=1, start=True),
        PieceKind(FINISH_PIECE, _("Finish line"), ends,
                  (PieceSide("a", 0, (DEFAULT_LANES,), (Badge("", row=0, line=True),),
                             _("ends the stage: a rider who rides past the row before it is across")),),
                  limit=1, last=True),
    ]
    for section in SECTIONS:
        for rows in STRIP_LENGTHS:
            label = ngettext("{section}, {rows} row", "{section}, {rows} rows", rows).format(
                section=_(SECTION_WORDS[section]), rows=rows)
            letter = SECTION_LETTERS[section]
            kinds.append(PieceKind(_strip_id(section, rows), label, _(SECTION_WORDS[section]),
                                   _width_sides(rows, _(letter) if letter else "")))
    for mark, (label, letter) in MARKS.items():
        sides = tuple(
            PieceSide(str(lane), 0, (max(DEFAULT_LANES, lane),), (Badge(_(letter), row=0, lane=lane - 1),),
                      _("{mark} in lane {lane}, one row of the section before it").format(
                          mark=_(label), lane=lane))
            for lane in range(1, LANES[1] + 1)
        )
        kinds.append(PieceKind(mark, _(label), _("Feed zones and rocks"), sides))
    kinds.append(PieceKind(BEND, _("Bend"), _("Bends"), (
        PieceSide("left", 90, (DEFAULT_LANES,), (), _("Turns the road left; adds no row")),
        PieceSide("right", -90, (DEFAULT_LANES,), (), _("Turns the road right; adds no row")),
    )))
    # F is no turning over here: a strip's other sides are its widths, a mark's its lanes.
    tip = _("Give the selected piece its next form: a strip another width ({least} to {most} lanes), a "
            "feed zone or rock another lane, a bend the other way (F)").format(least=LANES[0], most=LANES[1])
    return Palette("mindcycling", tuple(kinds), loop=False, flip_tip=tip)


def _strip_id(section: str, rows: int) -> str:
    return f"{section}-{rows}"


def _width_sides(rows: int, letter: str) -> tuple[PieceSide, ...]:
    return tuple(
        PieceSide(str(width), 0, (width,) * min(rows, 4), (Badge(letter),) if letter else (),
                  _("{rows} rows, {width} lanes").format(rows=rows, width=width) if rows > 1
                  else _("1 row, {width} lanes").format(width=width))
        for width in WIDTHS
    )


def layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    """The pieces (in the order of travel) as a course file; every piece is one item."""
    items: list[dict[str, Any]] = []
    owners: list[int] = []
    section, width = FLAT, DEFAULT_LANES
    for index, piece in enumerate(pieces):
        item: dict[str, Any]
        if piece.kind == BEND:
            continue
        if piece.kind == FINISH_PIECE:
            item = {"kind": FINISH_PIECE}
        elif piece.kind in MARKS:
            where = FEED if piece.kind == FEED else "rocks"
            item = {"kind": section, "rows": 1, where: [[1, _number(piece.side)]]}
        else:
            kind, _, rows = piece.kind.partition("-")
            if kind not in (START, *SECTIONS):
                continue
            width = _number(piece.side)
            section = kind if kind != START else FLAT
            item = {"kind": kind, "rows": int(rows) if rows else START_ROWS}
        if item["kind"] != FINISH_PIECE and width != DEFAULT_LANES:
            item["lanes"] = width
        items.append(item)
        owners.append(index)
    return {"name": name, "game": "mindcycling", "lanes": DEFAULT_LANES, "pieces": items}, owners


def _number(side: str) -> int:
    return int(side) if side.isdigit() else DEFAULT_LANES


def pieces(course: Mapping[str, Any]) -> list[Piece]:
    """A course file as pieces in one straight line; ValueError when its strips cannot be
    made of the palette's pieces (a start area of another length, a mark opening a section)."""
    sides: list[tuple[str, str]] = []
    default = int(course.get("lanes") or DEFAULT_LANES)
    section, last_width = FLAT, str(default)
    for number, item in enumerate(course.get("pieces") or [], start=1):
        kind = item.get("kind")
        if kind == FINISH_PIECE:
            sides.append((FINISH_PIECE, "a"))
            continue
        rows, width = int(item.get("rows") or 0), str(int(item.get("lanes") or default))
        if kind == START:
            if rows != START_ROWS:
                message = _("piece {number}: the editor's start area is {rows} rows long")
                raise ValueError(message.format(number=number, rows=START_ROWS))
            sides.append((START, width))
            last_width = width
            continue
        if kind not in SECTIONS:
            raise ValueError(_("piece {number}: unknown kind {kind}").format(number=number, kind=repr(kind)))
        marks = {int(r): (FEED, int(n)) for r, n in item.get(FEED) or []}
        marks |= {int(r): (ROCK, int(n)) for r, n in item.get("rocks") or []}
        if (len(marks) > sum(1 for _ in item.get(FEED) or []) + sum(1 for _ in item.get("rocks") or [])
                or (1 in marks and (kind != section or width != last_width))):
            raise ValueError(_("piece {number}: its marks cannot be laid as the editor's pieces").format(
                number=number))
        section, last_width = kind, width
        plain = 0
        for row in range(1, rows + 1):
            if row in marks:
                sides += _strips(kind, plain, width)
                plain = 0
                sides.append((marks[row][0], str(marks[row][1])))
            else:
                plain += 1
        sides += _strips(kind, plain, width)
    return _serpentine(sides)


def _serpentine(sides: list[tuple[str, str]]) -> list[Piece]:
    """The pieces laid in lines of LINE_PIECES, each line joined to the next by two bends."""
    laid: list[Piece] = []
    x, y, heading = 0, 0, 0
    for count, (kind, side) in enumerate(sides):
        if count and count % LINE_PIECES == 0:
            turn = "right" if heading == 0 else "left"
            for _ in range(2):
                laid.append(Piece(BEND, turn, x, y, heading))
                heading = (heading + (-90 if turn == "right" else 90)) % 360
                dx, dy = STEP[heading]
                x, y = x + dx, y + dy
        laid.append(Piece(kind, side, x, y, heading))
        dx, dy = STEP[heading]
        x, y = x + dx, y + dy
    return laid


def _strips(section: str, rows: int, width: str) -> list[tuple[str, str]]:
    found = []
    for length in sorted(STRIP_LENGTHS, reverse=True):
        while rows >= length:
            found.append((_strip_id(section, length), width))
            rows -= length
    return found


def shortfalls(course: Mapping[str, Any], least: Mapping[str, int]) -> list[tuple[str, list[int]]]:
    """What a course lacks to be worth racing (see LEAST), with the items of the file concerned."""
    items = [item for item in course.get("pieces") or [] if isinstance(item, Mapping)]
    # Strips past the finish line are no road to race (the course's check tells them apart).
    line = next((index for index, item in enumerate(items) if item.get("kind") == FINISH_PIECE), len(items))
    road = {index: _rows(item) for index, item in enumerate(items[:line]) if item.get("kind") in SECTIONS}
    found: list[tuple[str, list[int]]] = []
    length, needed = sum(road.values()), least["road_rows"]
    if length < needed:
        # Advice the player can follow as it is worded: strips laid on the finish line would sit on
        # top of it, so a course that has its line is told to move the line along first.
        if any(item.get("kind") == FINISH_PIECE for item in items):
            told = _("The road is {rows:row} long and a stage needs at least {needed:row} between the start "
                     "area and the finish line: move the Finish line along to make room (click it, then the "
                     "arrow keys move it) and lay {more:more row|more rows} of strips before it")
        else:
            told = _("The road is {rows:row} long and a stage needs at least {needed:row} between the start "
                     "area and the finish line: lay {more:more row|more rows} of strips, then end the course "
                     "with the Finish line")
        found.append((say(told, rows=length, needed=needed, more=needed - length), []))
    for section in (SPRINT, MOUNTAIN):
        mine = [index for index in road if items[index].get("kind") == section]
        length, needed = sum(road[index] for index in mine), least["section_rows"]
        if mine and length < needed:
            if section == SPRINT:
                told = ngettext("The sprint section is {rows} row long and a section raced for a medal "
                                "needs at least {needed}: make it longer, or take it away",
                                "The sprint section is {rows} rows long and a section raced for a medal "
                                "needs at least {needed}: make it longer, or take it away", length)
            else:
                told = ngettext("The mountain section is {rows} row long and a section raced for a medal "
                                "needs at least {needed}: make it longer, or take it away",
                                "The mountain section is {rows} rows long and a section raced for a medal "
                                "needs at least {needed}: make it longer, or take it away", length)
            found.append((told.format(rows=length, needed=needed), mine))
    return found


def _rows(item: Mapping[str, Any]) -> int:
    rows = item.get("rows")
    return rows if isinstance(rows, int) and not isinstance(rows, bool) else 0


def problems(course: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """The game's check of a course told to a builder: on the pieces, without the file's words.
    A course not begun with the start area or not ended with the finish line leaves an open end,
    which the editor tells (with what to do) already; a course without road is told by
    `shortfalls`, with how many rows to lay."""
    found: list[tuple[str, list[int]]] = []
    for problem in check_course(course):
        if problem.cause in (NO_START, NO_FINISH, NO_ROAD):
            continue
        if len(problem.where) > 1 and problem.where[0] == "pieces" and isinstance(problem.where[1], int):
            found.append((problem.message, [problem.where[1]]))
        else:
            found.append((str(problem), []))
    return found
