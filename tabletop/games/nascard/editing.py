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
from tabletop.games.nascard.components import Components, TrackCardSide
from tabletop.games.nascard.track_layout import CAUTION
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
