"""MotoX in the track editor: the set's tiles as pieces, ramps as the sides of a tile.

Every tile of the piecepack is one piece (the box holds one of each); a tile's
sides are the coins under its far edge, none up to the most a ramp may have,
so turning a tile to its next side (F, the bar's "Ramp") adds a coin. A MotoX track is laid, not looped: the
pieces' order on the table is the order they were laid, and every placement
rule is the building phase's own (`track_model`, through `check_track`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.palette import Badge, Palette, PieceKind, PieceSide
from tabletop.engine.words import say
from tabletop.games.motox.components import Components
from tabletop.games.motox.track_layout import TILE_TWICE, TOO_FEW, check_layout, layout_of
from tabletop.games.motox.track_model import Cell, minus
from tabletop.language import _, local, ngettext, pgettext

FLAT = "flat"
HEADING_OF = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}


def ramp_side(height: int) -> str:
    return f"ramp-{height}" if height else FLAT


def ramp_of(side: str) -> int:
    return int(side.removeprefix("ramp-")) if side.startswith("ramp-") else 0


def palette(parts: Components) -> Palette:
    kinds = []
    for face in parts.tiles:
        suit, value = parts.suits[face.suit], parts.values[face.value]
        suit_name, value_name = local(suit.name), local(value.name)
        mark = Badge(suit_name[0] + (value_name if value_name.isdigit() else value_name[0]), row=0)
        sides = tuple(
            PieceSide(
                ramp_side(height), 0, (2, 2),
                (mark, Badge(str(height), row=1, coin=True)) if height else (mark,),
                say(_("{n:coin} under the far edge"), n=height) if height else _("no ramp"),
            )
            for height in range(parts.numbers.max_ramp + 1)
        )
        label = _("{value} of {suit}").format(value=value_name, suit=suit_name)
        kinds.append(PieceKind(face.id, label, suit_name, sides, limit=1))
    most = parts.numbers.max_ramp
    tip = say(_("Raise the selected tile's ramp: one more coin under its far edge, up to {most:coin},"
                " then none again (F)"), most=most)
    return Palette(
        "motox", tuple(kinds), laid_in_order=True, flip_label=pgettext("editor bar", "Ramp"), flip_tip=tip
    )


def layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    """The tiles in the order they were laid, as a MotoX track file."""
    tiles = [(piece.kind, piece.cell, ramp_of(piece.side)) for piece in pieces]
    return layout_of(name, tiles), list(range(len(pieces)))


def pieces(track: Mapping[str, Any]) -> list[Piece]:
    """A MotoX track file as pieces, each facing the way it is entered."""
    items = track.get("pieces")
    if not isinstance(items, list):
        raise ValueError(_("a MotoX track lists its tiles under 'pieces'"))
    laid: list[tuple[str, Cell, int]] = []
    for number, item in enumerate(items, start=1):
        at = item.get("at") if isinstance(item, Mapping) else None
        if not (isinstance(at, list | tuple) and len(at) == 2 and all(isinstance(v, int) for v in at)):
            raise ValueError(_("piece {number} has no cell 'at: [x, y]'").format(number=number))
        ramp = item.get("ramp", 0)
        laid.append((str(item.get("tile")), (at[0], at[1]), ramp if isinstance(ramp, int) else 0))
    result = []
    for index, (tile, cell, ramp) in enumerate(laid):
        before = laid[index - 1][1] if index else None
        after = laid[index + 1][1] if index + 1 < len(laid) else None
        way = minus(cell, before) if before else minus(after, cell) if after else (1, 0)
        result.append(Piece(tile, ramp_side(ramp), cell[0], cell[1], HEADING_OF.get(way, 0)))
    return result


# The numbers of data/palettes/motox.yaml `least:`, and what each counts.
LEAST = (("tiles", "tiles from the starting tile to the finish tile, both counted"),)


def shortfalls(track: Mapping[str, Any], least: Mapping[str, int]) -> list[tuple[str, list[int]]]:
    """What a track lacks to be worth racing (see LEAST)."""
    tiles = len(track.get("pieces") or [])
    needed = least["tiles"]
    if tiles >= needed:
        return []
    told = ngettext("The track is {tiles} tile long and a race needs at least {needed}, start and finish "
                    "tiles included: lay {more} more",
                    "The track is {tiles} tiles long and a race needs at least {needed}, start and finish "
                    "tiles included: lay {more} more", tiles)
    return [(told.format(tiles=tiles, needed=needed, more=needed - tiles), [])]


def problems(
    track: Mapping[str, Any], parts: Components, least: Mapping[str, int]
) -> list[tuple[str, list[int]]]:
    """The rules' check of a track, each problem with the tile it is on; a track too short to
    race is told once, by `shortfalls`, with how many tiles more to lay, and a tile laid twice by
    the editor, as a piece used more often than the box holds (the rules' words, named by the
    editor, read "Null of Suns: tile suns-null is already Null of Suns")."""
    short = len(track.get("pieces") or []) < least["tiles"]
    return [(str(problem), [] if problem.piece is None else [problem.piece])
            for problem in check_layout(track, parts)
            if not (short and problem.cause == TOO_FEW) and problem.cause != TILE_TWICE]
