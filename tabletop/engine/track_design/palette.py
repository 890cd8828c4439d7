"""What a game offers the track editor: its kinds of piece, each with its sides.

A game builds its `Palette` from its own data (Nascard from its track cards,
Race Day from its segment file) and hands it over through its `game` module's
`editor_palette()`; the editor draws and places pieces from this alone.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Badge:
    """A mark drawn on a piece: `text` at a row and lane (None: the middle), or a chequered
    line across the track at the back edge of `row` (`line`); on a gold coin for `coin` (a MotoX
    ramp's height, as the table shows its stack of coins)."""

    text: str
    row: int | None = None
    lane: int | None = None
    line: bool = False
    coin: bool = False


@dataclass(frozen=True)
class PieceSide:
    """One way up of a piece. `turn` is how far the track bends across it (90: left, -90: right).

    `lanes` is the number of lanes of each row along the piece, in the direction of
    travel (a narrowing piece reads (3, 1)); `badges` are the marks drawn on it;
    `note` says in words what this side is.
    """

    id: str
    turn: int = 0
    lanes: tuple[int, ...] = (2,)
    badges: tuple[Badge, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class PieceKind:
    """A kind of piece. `limit` is how many the box holds (None: as many as wanted);
    `start` marks the piece travel is counted from (the start/finish card); `last` the
    piece a course that is no loop ends with (Mind Cycling's finish line)."""

    id: str
    label: str
    group: str
    sides: tuple[PieceSide, ...]
    limit: int | None = None
    start: bool = False
    last: bool = False

    def side(self, side_id: str) -> PieceSide:
        for side in self.sides:
            if side.id == side_id:
                return side
        return self.sides[0]

    def next_side(self, side_id: str) -> str:
        ids = [side.id for side in self.sides]
        index = ids.index(side_id) if side_id in ids else -1
        return ids[(index + 1) % len(ids)]


@dataclass(frozen=True)
class Palette:
    """`laid_in_order`: the track is a run laid piece after piece (MotoX), not a loop; its
    order is the order the pieces were placed, and a piece snaps beside the last one.
    `loop` False: the track runs from its start piece to a `last` piece instead of closing.
    `flip_label`, `flip_tip`: the editor's words for turning a piece to its next side where that
    is not turning it over (MotoX: raising its ramp; Mind Cycling: a strip's width, a mark's lane), in
    the language shown; empty for "Flip"."""

    game: str
    kinds: tuple[PieceKind, ...]
    laid_in_order: bool = False
    loop: bool = True
    flip_label: str = ""
    flip_tip: str = ""

    def kind(self, kind_id: str) -> PieceKind | None:
        for kind in self.kinds:
            if kind.id == kind_id:
                return kind
        return None

    def groups(self) -> list[str]:
        seen: list[str] = []
        for kind in self.kinds:
            if kind.group not in seen:
                seen.append(kind.group)
        return seen
