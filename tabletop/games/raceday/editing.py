"""Race Day in the track editor: pieces (segments) that become rows of spaces.

The segment file (`data/palettes/raceday.yaml`) says what each piece holds: its
rows and their lanes, a bend, start spaces, the finish line. A track built from
them is written as an ordinary Race Day track (rows with linked spaces, which
the rules race on) plus an `editor:` list of the pieces, from which the editor
opens it again.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.content.schema import (
    Reader,
    boolean,
    integer,
    list_of,
    load_typed,
    mapping,
    number,
    text,
    translatable,
)
from tabletop.engine.track_design.document import HEADINGS, Piece
from tabletop.engine.track_design.palette import Badge, Palette, PieceKind, PieceSide
from tabletop.engine.track_graph import side_by_side
from tabletop.games.raceday.track_layout import (
    FINISH,
    GRID_LATE,
    MIN_ROWS,
    MOST_SPREAD,
    NO_FINISH,
    SHORT_LAP,
    SPREAD,
    START_NUMBERS,
    TWO_FINISHES,
    LayoutProblem,
    check_layout,
    rows_of,
    start_tag,
)
from tabletop.language import N_, _, composed, local, ngettext

LETTERS = "abcde"

EDITOR_PIECES = mapping(
    {
        "pieces": list_of(
            mapping(
                {
                    "piece": text(min=1, max=24),
                    "side": text(default="a", choices=("a", "b")),
                    "at": list_of(integer(min=-1000, max=1000), min=2, max=2),
                    "heading": integer(choices=HEADINGS),
                    "name": translatable(default="", max=40),
                },
                what=N_("editor piece"),
            ),
            max=1000,
        )
    },
    default=None,
    doc="The pieces the track editor built this track from (it opens the track from these).",
)

SEGMENTS = mapping(
    {
        "cell": number(min=0.5, max=10),
        "width": number(min=0.2, max=10),
        "segments": list_of(
            mapping(
                {
                    "id": text(min=1, max=24),
                    "label": translatable(min=1),
                    "group": translatable(min=1),
                    "rows": list_of(integer(min=1, max=5), min=1, max=6),
                    "turn": integer(default=0, choices=(0, 90)),
                    "mirror": boolean(default=False),
                    "finish": boolean(default=False),
                    "starts": list_of(list_of(integer(min=1, max=6), max=5), default=[]),
                    "limit": integer(default=None, min=1, max=100),
                },
                what=N_("segment"),
            ),
            min=1,
        ),
    }
)


@dataclass(frozen=True)
class Segment:
    id: str
    label: str
    group: str
    rows: tuple[int, ...]
    turn: int
    mirror: bool
    finish: bool
    starts: tuple[tuple[int, ...], ...]
    limit: int | None


@dataclass(frozen=True)
class Segments:
    cell: float
    width: float
    kinds: Mapping[str, Segment]


def load_segments(path: Path) -> Segments:
    def build(data: Any, reader: Reader) -> Segments:
        kinds: dict[str, Segment] = {}
        for index, raw in enumerate(data["segments"]):
            line = data["segments"].line_of(index)
            if raw["id"] in kinds:
                reader.error(line, f"segment {raw['id']!r} is listed twice")
            if len(raw["starts"]) > len(raw["rows"]):
                reader.error(line, "'starts' has more rows than the segment")
            for row, numbers in enumerate(raw["starts"]):
                if row < len(raw["rows"]) and len(numbers) > raw["rows"][row]:
                    reader.error(line, f"row {row + 1} has more start spaces than lanes")
            kinds[raw["id"]] = Segment(
                raw["id"], raw["label"], raw["group"], tuple(raw["rows"]), raw["turn"], raw["mirror"],
                raw["finish"], tuple(tuple(s) for s in raw["starts"]), raw["limit"],
            )
        return Segments(float(data["cell"]), float(data["width"]), kinds)

    return load_typed(path, SEGMENTS, build, what=N_("Race Day segments"))


def palette(segments: Segments) -> Palette:
    kinds = []
    for seg in segments.kinds.values():
        badges = [Badge("", row=0, line=True)] if seg.finish else []
        for row, numbers in enumerate(seg.starts):
            badges += [Badge(str(n), row=row, lane=lane) for lane, n in enumerate(numbers)]
        sides = [PieceSide("a", seg.turn, seg.rows, tuple(badges), _note(seg, seg.turn))]
        if seg.mirror:
            sides.append(PieceSide("b", -seg.turn, seg.rows, tuple(badges), _note(seg, -seg.turn)))
        kinds.append(PieceKind(seg.id, local(seg.label), local(seg.group), tuple(sides), seg.limit,
                               start=seg.finish))
    return Palette("raceday", tuple(kinds))


def _note(seg: Segment, turn: int) -> str:
    lanes = _(" then ").join(str(n) for n in seg.rows)
    if turn > 0:
        return _("Bends left; lanes {lanes}").format(lanes=lanes)
    if turn < 0:
        return _("Bends right; lanes {lanes}").format(lanes=lanes)
    return _("Runs straight; lanes {lanes}").format(lanes=lanes)


def layout(name: str, pieces: Sequence[Piece], segments: Segments) -> tuple[dict[str, Any], list[int]]:
    """The pieces (in the order of travel) as a Race Day track file, and the piece of each row."""
    rows: list[dict[str, Any]] = []
    owners: list[int] = []
    laid = Counter(piece.kind for piece in pieces)
    named: Counter[str] = Counter()
    for index, piece in enumerate(pieces):
        seg = segments.kinds.get(piece.kind)
        if seg is None:
            continue
        named[piece.kind] += 1
        turn = -seg.turn if piece.side == "b" else seg.turn
        for r, lanes in enumerate(seg.rows):
            x, y, heading = _row_place(piece, turn, (r + 0.5) / len(seg.rows), segments.cell)
            row: dict[str, Any] = {"at": [_tidy(x, 3), _tidy(y, 3)], "heading": _tidy(heading, 2)}
            if r == 0:
                row["section"] = piece.name or _section(seg, named[piece.kind], laid[piece.kind])
            if seg.finish and r == 0:
                row["finish"] = True
            starts = seg.starts[r] if r < len(seg.starts) else ()
            number = len(rows) + 1
            row["spaces"] = [
                {"id": space_id(number, lane, lanes), "ahead": []}
                | ({"start": starts[lane]} if lane < len(starts) else {})
                for lane in range(lanes)
            ]
            rows.append(row)
            owners.append(index)
    for index, row in enumerate(rows):
        following = rows[(index + 1) % len(rows)]
        for lane, space in enumerate(row["spaces"]):
            space["ahead"] = [
                ahead["id"] for t, ahead in enumerate(following["spaces"])
                if side_by_side(lane, len(row["spaces"]), t, len(following["spaces"]))
            ]
    editor = [{"piece": p.kind, "side": p.side, "at": [p.x, p.y], "heading": p.heading}
              | ({"name": p.name} if p.name else {}) for p in pieces]
    track = {"name": name, "game": "raceday", "width": segments.width, "pieces": rows,
             "editor": {"pieces": editor}}
    return track, owners


def _section(seg: Segment, number: int, laid: int) -> str:
    """The name of the stretch a piece begins: its kind, numbered in the order of travel from the
    line among the pieces of that kind (Turn 1, Turn 2), as Pocono's turns are; a kind laid once
    needs no number. Made in every language, so the log names it in the one spoken."""
    if laid == 1:
        return seg.label
    return composed(N_("{kind} {number}"), kind=seg.label, number=number)


def _tidy(value: float, digits: int) -> float | int:
    """A coordinate for the file: rounded, and whole numbers written as such."""
    rounded = round(value, digits)
    return int(rounded) if rounded.is_integer() else rounded


def space_id(row: int, lane: int, lanes: int) -> str:
    """The name of a space: its row (from 1) and, in a row of several, its lane's letter."""
    return f"r{row:02d}" + (LETTERS[lane] if lanes > 1 else "")


def _row_place(piece: Piece, turn: int, along: float, cell: float) -> tuple[float, float, float]:
    """Centre and heading of the row `along` (0 to 1) the piece, in track units."""
    h = math.radians(piece.heading)
    forward = (math.cos(h), -math.sin(h))
    left = (-math.sin(h), -math.cos(h))
    radius = cell / 2
    entry = ((piece.x + 0.5) * cell - forward[0] * radius, (piece.y + 0.5) * cell - forward[1] * radius)
    if turn == 0:
        step = cell * along
        return entry[0] + forward[0] * step, entry[1] + forward[1] * step, float(piece.heading)
    sign = 1 if turn > 0 else -1
    centre = (entry[0] + sign * left[0] * radius, entry[1] + sign * left[1] * radius)
    heading = piece.heading + sign * 90 * along
    now = math.radians(heading)
    now_left = (-math.sin(now), -math.cos(now))
    return centre[0] - sign * now_left[0] * radius, centre[1] - sign * now_left[1] * radius, heading % 360


def pieces(layout: Mapping[str, Any]) -> list[Piece]:
    editor = layout.get("editor")
    if not isinstance(editor, Mapping) or not isinstance(editor.get("pieces"), list):
        raise ValueError(_("it was drawn row by row, not built from the editor's pieces"))
    found = []
    for index, raw in enumerate(editor["pieces"], start=1):
        try:
            col, row = raw["at"]
            name = raw.get("name") or ""  # words in every language the file gives (`name_fr`)
            found.append(Piece(str(raw["piece"]), str(raw.get("side", "a")), int(col), int(row),
                               int(raw["heading"]) % 360, name if isinstance(name, str) else str(name)))
        except KeyError as exc:
            told = _("editor piece {number} is missing {key}")
            raise ValueError(told.format(number=index, key=exc)) from exc
        except (TypeError, ValueError) as exc:
            # Python's own reason stays English.
            message = _("editor piece {number} is malformed ({reason})")
            raise ValueError(message.format(number=index, reason=exc)) from exc
    return found


def problems(layout: Mapping[str, Any], segments: Segments) -> list[tuple[str, list[int]]]:
    """The track's problems for a builder: one per cause, saying what to do with which pieces,
    each with the rows (layout items) of the pieces it is about. A second finish line or grid
    from a piece used more often than the box holds is the editor's to tell."""
    found = check_layout(layout)
    try:
        rows = rows_of(layout)
    except ValueError:
        return [(str(problem), []) for problem in found]
    finishes = [r for r, row in enumerate(rows) if any(FINISH in s.tags for s in row.spaces)]
    grid = [r for r, row in enumerate(rows) if any(t.startswith("start") for s in row.spaces for t in s.tags)]
    used = _pieces_used(layout)
    told = _over_the_limit(used, segments)
    # A piece with both the line and the grid (Start/finish) cannot be split: the advice is to
    # keep it whole and take the other line or grid away.
    laid = [seg for kind in used if (seg := segments.kinds.get(kind)) is not None]
    combined = next(((seg, laid) for seg in laid if seg.finish and seg.starts), None)
    result: list[tuple[str, list[int]]] = []
    for problem in found:
        if problem.cause in told:
            continue
        if combined and problem.cause == GRID_LATE:
            continue  # the piece's grid is just past its own line: a lap too short says the rest
        if problem.cause:
            told.add(problem.cause)
        if problem.cause == SPREAD:
            result.append((_spread(layout, segments), []))
            continue
        result.append(_in_pieces(problem, rows, finishes, grid, combined))
    return result


def _spread(layout: Mapping[str, Any], segments: Segments) -> str:
    """How far the pieces spread, in squares, against the most the table holds."""
    editor = layout.get("editor")
    cells = [raw["at"] for raw in editor.get("pieces") or []] if isinstance(editor, Mapping) else []
    across = max(x for x, _y in cells) - min(x for x, _y in cells) + 1 if cells else 0
    down = max(y for _x, y in cells) - min(y for _x, y in cells) + 1 if cells else 0
    # The middles of n squares in a line lie n - 1 squares apart.
    most = int(MOST_SPREAD // segments.cell) + 1
    return _("The track spreads over {across} by {down} squares, and the table holds a track of at most "
             "{most} by {most}: bring it in").format(across=across, down=down, most=most)


def _pieces_used(layout: Mapping[str, Any]) -> dict[str, int]:
    """How many of each kind of piece the editor laid."""
    editor = layout.get("editor")
    raw = editor.get("pieces") if isinstance(editor, Mapping) else None
    used: dict[str, int] = {}
    for item in raw if isinstance(raw, list) else []:
        kind = item.get("piece") if isinstance(item, Mapping) else None
        used[str(kind)] = used.get(str(kind), 0) + 1
    return used


def _over_the_limit(used: Mapping[str, int], segments: Segments) -> set[str]:
    """The causes a piece used beyond its box limit already explains (two finish lines, two grids)."""
    causes = set()
    for kind, count in used.items():
        seg = segments.kinds.get(kind)
        if seg is not None and seg.limit is not None and count > seg.limit:
            causes |= {TWO_FINISHES} if seg.finish else set()
            causes |= {START_NUMBERS} if seg.starts else set()
    return causes


def _in_pieces(problem: LayoutProblem, rows: Sequence[Any], finishes: list[int], grid: list[int],
               combined: tuple[Segment, list[Segment]] | None) -> tuple[str, list[int]]:
    cause = problem.cause
    if cause == SHORT_LAP:
        short_lap = ngettext("A lap is {rows} row long; a race needs at least {least}, more than the "
                             "longest move: add pieces to the loop",
                             "A lap is {rows} rows long; a race needs at least {least}, more than the "
                             "longest move: add pieces to the loop", len(rows))
        return short_lap.format(rows=len(rows), least=MIN_ROWS), []
    if cause == NO_FINISH:
        return _("There is no finish line: put a Finish line piece just before the start grid"), []
    if cause == TWO_FINISHES:
        if combined and (other := _other(combined, lambda seg: seg.finish)):
            return (_("The track has two finish lines and a lap has one: the {piece} piece has its own, "
                      "so take away the {other} piece").format(piece=other[0], other=other[1]), finishes)
        return (_("The track has {count} finish lines and a lap has one: keep the one just before the start "
                  "grid and take away the others").format(count=len(finishes)), finishes)
    if cause == START_NUMBERS:
        poles = sum(1 for row in rows for s in row.spaces if start_tag(1) in s.tags)
        if poles > 1 and combined and (other := _other(combined, lambda seg: bool(seg.starts))):
            return (_("The track has two start grids: the {piece} piece has its own, so take away the "
                      "{other} piece").format(piece=other[0], other=other[1]), grid)
        if poles > 1:
            return (_("The track has two start grids: keep one, just after the finish line, and take away "
                      "the other"), grid)
        return _("There is no start grid: put a Start grid piece just after the finish line"), []
    if cause == GRID_LATE and finishes and grid:
        return _grid_late(len(rows), finishes[0], grid), [*grid, finishes[0]]
    where = [problem.where[1]] if problem.where[:1] == ("pieces",) and len(problem.where) > 1 else []
    return problem.message, where


def _other(combined: tuple[Segment, list[Segment]], has: Callable[[Segment], bool]) -> tuple[str, str] | None:
    """The names of the piece with both the line and the grid and of another laid piece that
    `has` the same part (a Finish line, a Start grid), if there is one."""
    both, laid = combined
    other = next((seg for seg in laid if seg is not both and has(seg)), None)
    return None if other is None else (local(both.label), local(other.label))


def _grid_late(length: int, finish: int, grid: list[int]) -> str:
    """Where the start grid is instead of just past the finish line, and what to do."""
    past = (min(grid) - finish) % length
    short = (finish - max(grid) - 1) % length
    if past <= short:
        told = ngettext("The start grid is {rows} row past the finish line, in the second half of the lap; "
                        "cars start just past the line: move the finish line to just before the start grid",
                        "The start grid is {rows} rows past the finish line, in the second half of the lap; "
                        "cars start just past the line: move the finish line to just before the start grid",
                        past)
        return told.format(rows=past)
    if short == 0:
        return _("The start grid is just before the finish line; cars start just past the line: move the "
                 "finish line to just before the start grid")
    told = ngettext("The start grid is {rows} row before the finish line; cars start just past the line: "
                    "move the finish line to just before the start grid",
                    "The start grid is {rows} rows before the finish line; cars start just past the line: "
                    "move the finish line to just before the start grid", short)
    return told.format(rows=short)
