"""A track being edited: pieces on a square grid, each facing one of four ways.

The document is immutable; every edit returns a new one, so the undo stack keeps
plain snapshots and nothing can change a document another part still holds.
Pieces sit on whole grid cells; `heading` is the direction of travel as a piece
is entered (degrees counter-clockwise from east, in steps of 90).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

HEADINGS = (0, 90, 180, 270)


@dataclass(frozen=True)
class Piece:
    """`name` is what a game may call the stretch the piece begins (Race Day's "Long Pond
    straight"); empty, the game names it after the piece."""

    kind: str
    side: str
    x: int
    y: int
    heading: int = 0
    name: str = ""

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)


@dataclass(frozen=True)
class TrackDocument:
    game: str
    name: str
    pieces: tuple[Piece, ...] = ()

    def renamed(self, name: str) -> TrackDocument:
        return replace(self, name=name)

    def added(self, piece: Piece) -> TrackDocument:
        return replace(self, pieces=(*self.pieces, piece))

    def replaced(self, index: int, piece: Piece) -> TrackDocument:
        pieces = list(self.pieces)
        pieces[index] = piece
        return replace(self, pieces=tuple(pieces))

    def deleted(self, indices: Iterable[int]) -> TrackDocument:
        gone = set(indices)
        return replace(self, pieces=tuple(p for i, p in enumerate(self.pieces) if i not in gone))

    def moved(self, indices: Iterable[int], dx: int, dy: int) -> TrackDocument:
        chosen = set(indices)
        return replace(
            self,
            pieces=tuple(
                replace(p, x=p.x + dx, y=p.y + dy) if i in chosen else p for i, p in enumerate(self.pieces)
            ),
        )

    def rotated(self, indices: Iterable[int], quarter: int = -1) -> TrackDocument:
        """Turn the chosen pieces by `quarter` quarter turns (-1: clockwise) about the first one."""
        chosen = sorted(set(indices))
        if not chosen:
            return self
        cx, cy = self.pieces[chosen[0]].cell
        pieces = list(self.pieces)
        for index in chosen:
            piece = pieces[index]
            dx, dy = piece.x - cx, piece.y - cy
            for _ in range(quarter % 4):
                dx, dy = dy, -dx  # a quarter turn counter-clockwise on a y-down screen
            heading = (piece.heading + 90 * quarter) % 360
            pieces[index] = replace(piece, x=cx + dx, y=cy + dy, heading=heading)
        return replace(self, pieces=tuple(pieces))

    def with_side(self, index: int, side: str) -> TrackDocument:
        return self.replaced(index, replace(self.pieces[index], side=side))

    def at(self, cell: tuple[int, int]) -> int | None:
        """The topmost piece on a cell (the one placed last)."""
        for index in range(len(self.pieces) - 1, -1, -1):
            if self.pieces[index].cell == cell:
                return index
        return None
