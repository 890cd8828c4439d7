"""A MotoX track as plain data (a track file, a save, the editor) and its checks.

```
name: Quarry Run
game: motox
pieces:                       # in the order they were laid; the first is the start
  - {at: [0, 0], tile: suns-null}
  - {at: [1, 0], tile: moons-ace, ramp: 2}   # two coins under its far edge
```

`at` is the tile's cell (x right, y down; one cell is a whole tile). The
placement rules are the building phase's own (`track_model`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.games.motox.components import Components
from tabletop.games.motox.track_model import Cell, layout_problems
from tabletop.language import _

TOO_FEW = "too few tiles"  # a cause the track editor tells in its own words (how many more)
TILE_TWICE = "tile twice"  # the track editor tells it as a piece used beyond the box's one


@dataclass(frozen=True)
class LayoutProblem:
    piece: int | None  # the piece at fault (None: the whole file)
    field: str  # the key of that piece at fault ("" for the piece itself)
    message: str
    cause: str = ""

    def __str__(self) -> str:
        if self.piece is None:
            return self.message
        return _("piece {number}: {problem}").format(number=self.piece + 1, problem=self.message)


@dataclass(frozen=True)
class TrackLayout:
    name: str
    tiles: tuple[tuple[int, Cell, int], ...]  # (tile face index, cell, ramp height)


def check_layout(track: Mapping[str, Any], parts: Components) -> list[LayoutProblem]:
    """Every problem of a track (plain data): shape, tiles known and used once, placement, ramps."""
    problems: list[LayoutProblem] = []
    if track.get("game") != "motox":
        problems.append(LayoutProblem(None, "game", _("a MotoX track says 'game: motox'")))
    pieces = track.get("pieces")
    if not isinstance(pieces, list) or not pieces:
        return [*problems, LayoutProblem(None, "pieces", _("a track lists its tiles under 'pieces'"))]
    cells: list[Cell] = []
    heights: list[int] = []
    seen: dict[str, int] = {}
    for index, piece in enumerate(pieces):
        if not isinstance(piece, Mapping):
            problems.append(LayoutProblem(index, "", _("each piece is a mapping with 'at' and 'tile'")))
            return problems
        at = piece.get("at")
        if not (isinstance(at, list | tuple) and len(at) == 2 and all(_whole(v) for v in at)):
            problems.append(LayoutProblem(index, "at", _("'at' is a tile cell: two whole numbers [x, y]")))
            return problems
        cells.append((int(at[0]), int(at[1])))
        tile = piece.get("tile")
        if not isinstance(tile, str) or parts.tile_index(tile) is None:
            known = ", ".join(face.id for face in parts.tiles[:3])
            unknown = _("unknown tile {tile} (tiles are named like {known})").format(
                tile=repr(tile), known=known)
            problems.append(LayoutProblem(index, "tile", unknown))
        elif tile in seen:
            problems.append(LayoutProblem(index, "tile", _("tile {tile} is already piece {number}").format(
                tile=tile, number=seen[tile] + 1), TILE_TWICE))
        else:
            seen[tile] = index
        ramp = piece.get("ramp", 0)
        if not _whole(ramp):
            problems.append(LayoutProblem(index, "ramp", _("'ramp' is a number of coins")))
            ramp = 0
        heights.append(int(ramp))
    if len(cells) < 2:
        problems.append(LayoutProblem(None, "pieces", _("a track needs at least two tiles"), TOO_FEW))
    for index, field, message in layout_problems(cells, heights, parts.numbers.max_ramp):
        problems.append(LayoutProblem(index if len(cells) > 1 else None, field, message))
    total = sum(heights)
    most = parts.numbers.coins - parts.numbers.set_aside
    if total > most:
        problems.append(
            LayoutProblem(None, "pieces", _("the ramps use {total} coins; there are {most} to build with")
                          .format(total=total, most=most))
        )
    return problems


def parse_layout(track: Mapping[str, Any], parts: Components) -> TrackLayout:
    """A checked track as tiles (call `check_layout` first)."""
    tiles = []
    for piece in track["pieces"]:
        face = parts.tile_index(str(piece["tile"]))
        assert face is not None
        tiles.append((face, (int(piece["at"][0]), int(piece["at"][1])), int(piece.get("ramp", 0))))
    name = track.get("name")  # as read, its translations kept (str() would drop them)
    return TrackLayout(name if isinstance(name, str) else "MotoX track", tuple(tiles))


def layout_of(name: str, tiles: list[tuple[str, Cell, int]]) -> dict[str, Any]:
    """A built track as a track file's data (what a save or the editor writes)."""
    pieces: list[dict[str, Any]] = []
    for tile, cell, ramp in tiles:
        piece: dict[str, Any] = {"at": [cell[0], cell[1]], "tile": tile}
        if ramp:
            piece["ramp"] = ramp
        pieces.append(piece)
    return {"name": name, "game": "motox", "pieces": pieces}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
