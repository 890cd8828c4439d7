"""How pieces join: ends, open ends, the order of travel and where a dragged piece snaps.

A piece is entered from the cell behind its heading and left towards
heading + turn. Piece A leads into piece B when B lies on A's exit cell and is
entered heading the way A leaves. Everything here reads a document and a
palette, so it holds for every game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.engine.track_design.palette import Palette

STEP = {0: (1, 0), 90: (0, -1), 180: (-1, 0), 270: (0, 1)}
SNAP_REACH = 1.2  # cells: how far from an open end a dropped piece still snaps to it


def turn_of(piece: Piece, palette: Palette) -> int:
    kind = palette.kind(piece.kind)
    return kind.side(piece.side).turn if kind is not None else 0


def exit_heading(piece: Piece, palette: Palette) -> int:
    return (piece.heading + turn_of(piece, palette)) % 360


def exit_cell(piece: Piece, palette: Palette) -> tuple[int, int]:
    dx, dy = STEP[exit_heading(piece, palette)]
    return (piece.x + dx, piece.y + dy)


def entry_cell(piece: Piece) -> tuple[int, int]:
    dx, dy = STEP[piece.heading % 360]
    return (piece.x - dx, piece.y - dy)


def leads_into(a: Piece, b: Piece, palette: Palette) -> bool:
    return b.cell == exit_cell(a, palette) and b.heading % 360 == exit_heading(a, palette)


@dataclass(frozen=True)
class OpenEnd:
    """An end of piece `index` with nothing joined to it: its exit (`forward`) or its entry.

    `cell` is the empty or mismatched cell beyond the end; `heading` is the way a
    piece placed there must be entered (forward) or left (backward).
    """

    index: int
    forward: bool
    cell: tuple[int, int]
    heading: int


def successors(doc: TrackDocument, palette: Palette) -> dict[int, int]:
    by_cell: dict[tuple[int, int], list[int]] = {}
    for index, piece in enumerate(doc.pieces):
        by_cell.setdefault(piece.cell, []).append(index)
    following: dict[int, int] = {}
    for index, piece in enumerate(doc.pieces):
        for other in by_cell.get(exit_cell(piece, palette), []):
            if other != index and leads_into(piece, doc.pieces[other], palette):
                following[index] = other
                break
    return following


def open_ends(doc: TrackDocument, palette: Palette) -> list[OpenEnd]:
    following = successors(doc, palette)
    fed = set(following.values())
    ends = []
    for index, piece in enumerate(doc.pieces):
        if index not in following:
            ends.append(OpenEnd(index, True, exit_cell(piece, palette), exit_heading(piece, palette)))
        if index not in fed:
            ends.append(OpenEnd(index, False, entry_cell(piece), piece.heading % 360))
    return ends


def overlaps(doc: TrackDocument) -> list[tuple[int, int]]:
    """Pairs of pieces on one cell (the later one of each pair second)."""
    first: dict[tuple[int, int], int] = {}
    found = []
    for index, piece in enumerate(doc.pieces):
        if piece.cell in first:
            found.append((first[piece.cell], index))
        else:
            first[piece.cell] = index
    return found


def laid_on(before: TrackDocument, after: TrackDocument) -> tuple[int, int] | None:
    """The first piece that `after` lays on a square another piece holds, with that other piece,
    or None. `after` is `before` with pieces added or moved (index for index), so two pieces that
    already shared a square in `before` (a file made so) are no new stack; a removal lays nothing."""
    if len(after.pieces) < len(before.pieces):
        return None
    holders: dict[tuple[int, int], list[int]] = {}
    for index, piece in enumerate(after.pieces):
        holders.setdefault(piece.cell, []).append(index)

    def shared(a: int, b: int) -> bool:
        return max(a, b) < len(before.pieces) and before.pieces[a].cell == before.pieces[b].cell

    for index, piece in enumerate(after.pieces):
        if index < len(before.pieces) and before.pieces[index].cell == piece.cell:
            continue  # not moved: wherever it lies, this edit did not lay it there
        for other in holders[piece.cell]:
            if other != index and not shared(index, other):
                return index, other
    return None


def travel_order(doc: TrackDocument, palette: Palette) -> tuple[list[int], bool]:
    """The pieces in the order of travel from the start piece, then any left over; and
    whether they all make one closed loop."""
    if not doc.pieces:
        return [], False
    if palette.laid_in_order:
        return list(range(len(doc.pieces))), False
    following = successors(doc, palette)
    fed = set(following.values())
    start = next(
        (i for i, p in enumerate(doc.pieces) if (k := palette.kind(p.kind)) is not None and k.start),
        None,
    )
    if start is None:
        # Without a start piece, begin where a run begins so the run stays in one piece.
        start = next((i for i in range(len(doc.pieces)) if i not in fed), 0)
    order = [start]
    seen = {start}
    while order[-1] in following and following[order[-1]] not in seen:
        order.append(following[order[-1]])
        seen.add(order[-1])
    closed = len(order) == len(doc.pieces) and following.get(order[-1]) == start
    order += [i for i in range(len(doc.pieces)) if i not in seen]
    return order, closed


def loops_apart(doc: TrackDocument, palette: Palette) -> list[int]:
    """The pieces of closed loops that travel from the start piece never reaches: none of them has
    an open end to ring, yet the game would chain them into the lap (or past the finish) as if
    they joined it."""
    if palette.laid_in_order or not doc.pieces:
        return []
    following = successors(doc, palette)
    order, _closed = travel_order(doc, palette)
    run = set(order[:1])
    while (after := following.get(order[len(run) - 1])) is not None and after not in run:
        run.add(after)
    apart = []
    for index in order[len(run):]:
        piece, seen = following.get(index), {index}
        while piece is not None and piece not in seen:
            seen.add(piece)
            piece = following.get(piece)
        if piece == index:  # travel from it comes back to it: a loop of its own
            apart.append(index)
    return apart


def snap(
    doc: TrackDocument, palette: Palette, kind_id: str, side: str, point: tuple[float, float], heading: int,
    ignore: frozenset[int] = frozenset(),
) -> Piece:
    """Where a piece dropped at `point` (in cells, fractional) goes: onto the nearest free open
    end within reach, joined to it; else on the cell under the point, facing `heading`."""
    kind = palette.kind(kind_id)
    turn = kind.side(side).turn if kind is not None else 0
    occupied = {p.cell for i, p in enumerate(doc.pieces) if i not in ignore}
    kept = TrackDocument(doc.game, doc.name, tuple(p for i, p in enumerate(doc.pieces) if i not in ignore))
    if palette.laid_in_order:
        return _laid(kept, Piece(kind_id, side, math.floor(point[0]), math.floor(point[1]), heading % 360))
    best: tuple[float, Piece] | None = None
    for end in open_ends(kept, palette):
        if end.cell in occupied:
            continue
        facing = end.heading if end.forward else (end.heading - turn) % 360
        distance = math.dist((end.cell[0] + 0.5, end.cell[1] + 0.5), point)
        if distance <= SNAP_REACH and (best is None or distance < best[0]):
            best = (distance, Piece(kind_id, side, end.cell[0], end.cell[1], facing))
    if best is not None:
        return best[1]
    return Piece(kind_id, side, math.floor(point[0]), math.floor(point[1]), heading % 360)


def _laid(doc: TrackDocument, piece: Piece) -> Piece:
    """A piece of a track laid in order stays on the cell it is dropped on (where it may go is the
    game's rule, checked live); beside the last piece it faces away from it."""
    if not doc.pieces:
        return piece
    last = doc.pieces[-1]
    for heading, (dx, dy) in STEP.items():
        if piece.cell == (last.x + dx, last.y + dy):
            return replace(piece, heading=heading)
    return piece
