"""Nascard in the track editor: the palette is the box's sixteen track cards, either side up.

A layout written by the editor is an ordinary Nascard track file (cards in the
order of travel, each with its side, cell, heading and turn), so the pieces of
a track file are read straight back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.palette import Badge, Palette, PieceKind, PieceSide
from tabletop.engine.words import say
from tabletop.games.nascard.components import Components, TrackCardSide
from tabletop.games.nascard.track_layout import (
    CARD_TWICE,
    CAUTION,
    CORNER_COUNT,
    CORNER_GAP,
    NOT_JOINED,
    SAME_SQUARE,
    UNKNOWN_CARD,
    layout_problems,
)
from tabletop.language import _

CORNER_TURN = 90  # Nascard's corners turn left: the inside lane is the inside of the bend


def palette(parts: Components) -> Palette:
    kinds = []
    for card in parts.track_cards.values():
        corner = card.kind == "corner"
        sides = tuple(
            _side(side_id, side, CORNER_TURN if corner else 0, card.start_finish)
            for side_id, side in card.sides.items()
        )
        kinds.append(PieceKind(
            id=card.id,
            label=(_("Corner {card}") if corner else _("Straight {card}")).format(card=card.id),
            group=_("Corners") if corner else _("Straights"),
            sides=sides,
            limit=1,
            start=card.start_finish,
        ))
    return Palette("nascard", tuple(kinds))


def _side(side_id: str, side: TrackCardSide, turn: int, start_finish: bool) -> PieceSide:
    badges: list[Badge] = []
    words = []
    if CAUTION in side.inside:
        badges.append(Badge("!", lane=0))
        words.append(_("Caution inside"))
    if CAUTION in side.outside:
        badges.append(Badge("!", lane=1))
        words.append(_("Caution outside"))
    if start_finish:
        badges.append(Badge(_("S/F"), line=True))
        words.append(_("start/finish line"))
    marks = ", ".join(words) if words else _("no Caution space")
    note = _("Side {side}: {marks}").format(side=side_id, marks=marks)
    return PieceSide(side_id, turn, (2,), tuple(badges), note)


def layout(name: str, pieces: Sequence[Piece], parts: Components) -> tuple[dict[str, Any], list[int]]:
    rows = []
    for piece in pieces:
        card = parts.track_cards.get(piece.kind)
        turn = CORNER_TURN if card is not None and card.kind == "corner" else 0
        rows.append({"card": piece.kind, "side": piece.side, "at": [piece.x, piece.y],
                     "heading": piece.heading, "turn": turn})
    return {"name": name, "game": "nascard", "pieces": rows}, list(range(len(rows)))


def pieces(layout: Mapping[str, Any]) -> list[Piece]:
    found = []
    for number, raw in enumerate(layout.get("pieces") or [], start=1):
        try:
            col, row = raw["at"]
            found.append(Piece(str(raw["card"]), str(raw.get("side", "a")), int(col), int(row),
                               int(raw.get("heading", 0)) % 360))
        except KeyError as exc:
            raise ValueError(_("piece {number} is missing {key}").format(number=number, key=exc)) from exc
        except (TypeError, ValueError) as exc:
            # Python's own reason stays English.
            told = _("piece {number} is malformed ({reason})")
            raise ValueError(told.format(number=number, reason=exc)) from exc
    return found


# What the editor tells in its own words: a card it does not know, one used beyond the box's
# one, two on one square; a wrong number of corners is one of these, or a corner still in the box;
# a piece that does not lead into the next is an open end it rings (four corners that all turn
# left close one loop at most, so a track that is not one loop has an open end).
TOLD_BY_THE_EDITOR = (UNKNOWN_CARD, CARD_TWICE, SAME_SQUARE, CORNER_COUNT, NOT_JOINED)


def problems(layout: Mapping[str, Any], parts: Components) -> list[tuple[str, list[int]]]:
    """The rules' check of a track told to a builder, each with the items (from 0) it is about;
    pieces still named by number, which the editor names by their labels."""
    found: list[tuple[str, list[int]]] = []
    for problem in layout_problems(layout, parts):
        if problem.cause in TOLD_BY_THE_EDITOR:
            continue
        if problem.cause == CORNER_GAP:
            here, following = problem.items
            length = len(layout["pieces"])
            # Named once: the editor names "piece 5" "Corner C2", so the file's "corner C2
            # (piece 5)" would read "corner C2 (Corner C2)".
            told = say(_("{count:straight} between piece {i} and piece {j}; the book puts exactly {between} "
                         "between each pair of corners"), count=(following - here - 1) % length, i=here + 1,
                       j=following + 1, between=parts.track_shape()[1])
            found.append((told, list(problem.items)))
            continue
        found.append((problem.message, list(problem.items)))
    return found
