"""The editor's one door into a game: its palette, its file format and its track check.

A track game's `game` module offers three functions (see docs/architecture.md):

- `editor_palette() -> Palette`: the pieces, read from the game's data;
- `editor_layout(name, pieces) -> (layout, owners)`: the pieces, in the order of
  travel, as the game's track file (plain data); `owners[i]` is the position in
  `pieces` of the piece that made item i of the layout's `pieces:` list;
- `editor_pieces(layout) -> list[Piece]`: a track file's layout back as pieces
  (ValueError when the file was not made of the palette's pieces);
- `editor_track_spec() -> Field`: what the game's track file must be, bounds of sizes
  and cells included; a file is checked against it before `editor_pieces` sees it.

and optionally `editor_problems(layout) -> [(message, items)]`: the track's problems told to a
builder, one per cause with what to do, each with the layout items it is about (leaving out
what the editor tells itself: open ends, box limits, pieces on one cell; a piece the words
name "piece N" is named by its label, as in the game's own check); and
`editor_least(layout)`, in the same form: what the track lacks to be worth racing
(`tabletop.engine.track_design.least`).

Without it, the check is the game's own `rules.check_track(layout)`. The editor adds only
what holds for every game: pieces must join into one closed loop (unless the
palette's track is laid in order, like MotoX's), none may sit on another, and
no more of a piece than the box holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, cast

from tabletop.content.schema import Field, Reader
from tabletop.content.yaml_source import MAX_BYTES, thousands
from tabletop.editor.track_text import ESTIMATE_MARGIN, track_text
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.seat_names import COMPUTER, YOU, default_name
from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.engine.track_design.geometry import loops_apart, open_ends, overlaps, travel_order
from tabletop.engine.track_design.palette import Palette
from tabletop.games.registry import GAME_IDS, game_module, rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.language import _, local, ngettext, pgettext

# A problem naming "piece 3", "row 3" or "tile 3" (in French "pièce 3", "rang 3", "tuile 3")
# points at item 3 of the layout's `pieces:` list.
_WHERE = re.compile(r"\b(?:piece|row|tile|pièce|rang|tuile) (\d+)\b")
TEST_DRIVE_RIVALS = 2  # computer players in a test drive, beside the human


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the track, in words, and the pieces (document indices) it is about;
    `rings` are where open ends are ringed on the table, in cells: the middle of a piece's edge
    that nothing joins."""

    message: str
    pieces: tuple[int, ...] = ()
    rings: tuple[tuple[float, float], ...] = ()


def editable_games() -> list[str]:
    """The games that bring a palette, in the registry's order."""
    return [g for g in GAME_IDS if has_editor(g)]


def has_editor(game_id: str) -> bool:
    return hasattr(game_module(game_id), "editor_palette")


class EditorGame:
    """One game as the editor sees it."""

    def __init__(self, game_id: str) -> None:
        self.id = game_id
        self.module = cast(Any, game_module(game_id))  # a track game: it has the editor's functions
        self.palette: Palette = self.module.editor_palette()
        self.name = game_info(game_id).name  # as read, its translations kept: shown through `local`
        self.draft_spec = draft_spec(self.module.editor_track_spec())

    def relanguage(self) -> None:
        """The palette again, its labels and notes in the language now spoken (the kinds' ids,
        which the documents hold, stay)."""
        self.palette = self.module.editor_palette()

    def layout(self, doc: TrackDocument) -> tuple[dict[str, Any], list[int]]:
        """The document as the game's track file, and the document index behind each layout item."""
        order, _closed = travel_order(doc, self.palette)
        layout, owners = self.module.editor_layout(doc.name, [doc.pieces[i] for i in order])
        return layout, [order[o] for o in owners]

    def document(self, layout: Mapping[str, Any]) -> TrackDocument:
        """A track file's layout as a document; ValueError when it is not made of palette pieces."""
        pieces: list[Piece] = self.module.editor_pieces(layout)
        return TrackDocument(self.id, str(layout.get("name") or _("Untitled")), tuple(pieces))

    def problems(self, doc: TrackDocument) -> list[Problem]:
        """Every problem with the track, the editor's own (box, overlaps, joins) first.

        A piece laid on top of another is told as such and is no part of the track until moved
        off: it has no open ends of its own, and the game checks the track without it (its rows
        would count into lengths, and a strip on the finish line would put road past the line).
        So with a loop of pieces apart from the track: the game would chain it into the lap."""
        if not doc.pieces:
            return [Problem(_("The table is empty: drag pieces from the palette."))]
        found = self._box_and_stacks(doc)
        on_top = {above for _below, above in overlaps(doc)}
        kept = [index for index in range(len(doc.pieces)) if index not in on_top]
        laid = replace(doc, pieces=tuple(doc.pieces[index] for index in kept))
        found += self._open_ends(doc, laid, kept)
        apart = set(loops_apart(laid, self.palette))
        if apart:
            found += self._loops_apart([kept[index] for index in sorted(apart)])
            kept = [owner for index, owner in enumerate(kept) if index not in apart]
            laid = replace(doc, pieces=tuple(doc.pieces[index] for index in kept))
        layout, laid_owners = self.layout(laid)
        owners = [kept[owner] for owner in laid_owners]
        found += self._beyond_bounds(layout)
        told = getattr(self.module, "editor_problems", None)
        if told is None:
            found += [self._located(doc, message, owners) for message in check_track(self.id, layout)]
        else:
            found += self._on_pieces(doc, told(layout), owners)
        lacking = getattr(self.module, "editor_least", None)
        if lacking is not None:
            found += self._on_pieces(doc, lacking(layout), owners)
        return _merged(found)

    def _on_pieces(self, doc: TrackDocument, told: list[tuple[str, list[int]]], owners: list[int]
                   ) -> list[Problem]:
        """The game's problems, each on the pieces behind its layout items and those its words name
        as "piece N", named there by their labels."""
        found = []
        for message, items in told:
            located = self._located(doc, message, owners)
            pieces = dict.fromkeys([*(owners[i] for i in items if 0 <= i < len(owners)), *located.pieces])
            found.append(Problem(located.message, tuple(pieces)))
        return found

    def _beyond_bounds(self, layout: Mapping[str, Any]) -> list[Problem]:
        """The first thing the file's own spec refuses (a piece laid too far out, too many
        pieces): said now, since a file saved so would not open again."""
        reader = Reader(self.name)
        reader.read(layout, self.draft_spec, "track")
        told = _("Saved as it is, the file could not be opened again: {problem}")
        found = [Problem(_sentence(told.format(problem=problem.message))) for problem in reader.problems[:1]]
        return found or self._too_big(layout)

    def _too_big(self, layout: Mapping[str, Any]) -> list[Problem]:
        """A track whose file would be longer than any file is read (hundreds of Race Day pieces)."""
        if len(json.dumps(layout, ensure_ascii=False)) < ESTIMATE_MARGIN * MAX_BYTES:
            return []
        size = len(track_text(layout).encode("utf-8"))
        if size <= MAX_BYTES:
            return []
        told = _("The track is too big to save: its file would be {size} bytes, and at most {limit} are "
                 "read. Take pieces away.")
        return [Problem(told.format(size=thousands(size), limit=thousands(MAX_BYTES)))]

    def _located(self, doc: TrackDocument, message: str, owners: list[int]) -> Problem:
        """The game numbers pieces in its file's order, which the player never sees: name them."""
        pieces: list[int] = []

        def named(match: re.Match[str]) -> str:
            item = int(match.group(1)) - 1
            if not 0 <= item < len(owners):
                return match.group(0)
            pieces.append(owners[item])
            # English names the piece by its label alone; French keeps "pièce" before it.
            named_as = pgettext("a piece named in a problem", "{label}")
            return named_as.format(label=self.label(doc, owners[item]))

        words = _WHERE.sub(named, message)
        return Problem(_sentence(words), tuple(dict.fromkeys(pieces)))

    def _box_and_stacks(self, doc: TrackDocument) -> list[Problem]:
        """Pieces the palette does not know, more of a piece than the box holds, pieces on top of others."""
        found: list[Problem] = []
        counts: dict[str, list[int]] = {}
        for index, piece in enumerate(doc.pieces):
            counts.setdefault(piece.kind, []).append(index)
        for kind_id, indices in counts.items():
            kind = self.palette.kind(kind_id)
            if kind is None:
                unknown = _("{kind} is not a {game} piece.").format(kind=kind_id, game=local(self.name))
                found.append(Problem(unknown, tuple(indices)))
            elif kind.limit is not None and len(indices) > kind.limit:
                found.append(Problem(
                    _("{piece} is used {count} times; the box holds {limit}.").format(
                        piece=kind.label, count=len(indices), limit=kind.limit), tuple(indices)
                ))
        for a, b in overlaps(doc):
            found.append(Problem(_(
                "{piece} sits on top of {other}: drag it to a free square, or select it and press Delete."
            ).format(piece=self.label(doc, b), other=self.label(doc, a)), (a, b)))
        return found

    def _open_ends(self, doc: TrackDocument, laid: TrackDocument, kept: list[int]) -> list[Problem]:
        """The ends of the pieces `laid` (those of `doc` at `kept`) that nothing joins, each ringed
        at the middle of its edge: the cell beyond it may be another piece's."""
        found: list[Problem] = []
        for end in [] if self.palette.laid_in_order else open_ends(laid, self.palette):
            if self._course_end(laid, end.index, end.forward):
                continue
            piece = laid.pieces[end.index]
            ring = ((piece.x + end.cell[0]) / 2 + 0.5, (piece.y + end.cell[1]) / 2 + 0.5)
            index = kept[end.index]
            found.append(Problem(self._open_words(self.label(doc, index), end.forward), (index,), (ring,)))
        return found

    def _loops_apart(self, apart: list[int]) -> list[Problem]:
        """Pieces closing a loop of their own, away from the track: nothing is open to ring them."""
        told = ngettext("{count} piece closes a loop of its own, apart from the track (outlined): join it "
                        "to the track or remove it.",
                        "{count} pieces close a loop of their own, apart from the track (outlined): join "
                        "them to the track or remove them.", len(apart))
        return [Problem(told.format(count=len(apart)), tuple(apart))]

    def _open_words(self, piece: str, forward: bool) -> str:
        """What an open end of `piece` means, and what to do about it."""
        if self.palette.loop:
            if forward:
                return _("{piece} leads nowhere: the track must be one closed loop.").format(piece=piece)
            return _("{piece} is not entered from any piece: the track must be one closed loop.").format(
                piece=piece)
        ends = [kind.label for kind in self.palette.kinds if (kind.last if forward else kind.start)]
        if forward:
            end = ends[0] if ends else _("last piece")
            told = _("{piece} leads nowhere: lay the next piece after it, or end the course with the {end}.")
        else:
            end = ends[0] if ends else _("first piece")
            told = _("{piece} is not entered from any piece: join it to the piece before it, or begin the "
                     "course with the {end}.")
        return told.format(piece=piece, end=end)

    def _course_end(self, doc: TrackDocument, index: int, forward: bool) -> bool:
        """A track that is no loop leaves its start piece unentered and its last piece open."""
        kind = self.palette.kind(doc.pieces[index].kind)
        return not self.palette.loop and kind is not None and (kind.last if forward else kind.start)

    def label(self, doc: TrackDocument, index: int) -> str:
        kind = self.palette.kind(doc.pieces[index].kind)
        return kind.label if kind is not None else doc.pieces[index].kind

    def test_drive_setup(self, layout: Mapping[str, Any], human: bool = True) -> Setup:
        """A race on `layout`: the player (unless `human` is False) against computer players."""
        info = game_info(self.id)
        count = max(info.min_players, TEST_DRIVE_RIVALS + 1)
        seats = []
        for number in range(count):
            is_bot = number > 0 or not human
            # The app's names, not the player's: they follow the language (`seat_names`).
            name = default_name(COMPUTER, number + (0 if human else 1)) if is_bot else default_name(YOU)
            seats.append(SeatSetup(name, is_bot, info.colours[number % len(info.colours)]))
        # A game may need an option to race on a given track (MotoX: skip the building phase).
        chosen = dict(getattr(self.module, "EDITOR_RACE_OPTIONS", {}))
        return Setup(tuple(seats), resolve_options(self.id, count, chosen), dict(layout))


def draft_spec(spec: Field) -> Field:
    """A track file's spec as a draft meets it: every type and bound, but any number of pieces
    (a track still being laid may have fewer than a race needs)."""
    fields = dict(spec.fields or {})
    fields["pieces"] = replace(fields["pieces"], min=None)
    return replace(spec, fields=fields)


def check_track(game_id: str, layout: Mapping[str, Any]) -> list[str]:
    """The game's own check of a track layout: every problem in words (empty: raceable)."""
    try:
        return list(rules_for(game_id).check_track(layout))  # type: ignore[attr-defined]
    except (KeyError, TypeError, ValueError) as exc:
        return [_("the track cannot be read: {reason}").format(reason=exc)]


def _merged(problems: list[Problem]) -> list[Problem]:
    """Problems worded alike (two pieces of one kind with the same fault) as one line, on all
    their pieces: a list of identical lines would not tell which piece each means."""
    alike: dict[str, list[Problem]] = {}
    for problem in problems:
        alike.setdefault(problem.message, []).append(problem)
    merged = []
    for message, group in alike.items():
        pieces = tuple(dict.fromkeys(i for p in group for i in p.pieces))
        rings = tuple(dict.fromkeys(ring for p in group for ring in p.rings))
        if len(group) > 1 and len(pieces) > 1:
            outlined = (_("Both are outlined on the table.") if len(pieces) == 2
                        else _("All {count} are outlined on the table.").format(count=len(pieces)))
            message = f"{message} {outlined}"
        merged.append(Problem(message, pieces, rings))
    return merged


def _sentence(message: str) -> str:
    text = message.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
