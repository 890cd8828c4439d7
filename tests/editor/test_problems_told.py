"""What the editor tells a builder: each piece named once, a count only along pieces that join,
one problem said once, advice that can be followed as worded, a piece on top of another kept out
of the track, and open ends ringed on the edge that nothing joins."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.editor.track_files import save_track
from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.engine.track_design.geometry import STEP
from tabletop.games.track_check import load_track
from tabletop.language import set_language
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY, race_day_square

SAMPLES = {doc.game: doc for doc in (NASCARD, RACEDAY, MINDCYCLING, MOTOX)}


def messages(doc: TrackDocument) -> list[str]:
    return [problem.message for problem in EditorGame(doc.game).problems(doc)]


def test_nascard_counts_straights_only_between_corners_joined_by_a_run_and_names_each_once() -> None:
    """C4 joined straight to C3 leads nowhere; the left side's straights lie apart."""
    pieces = {piece.kind: piece for piece in NASCARD.pieces}
    pieces["C4"] = Piece("C4", "b", 0, 1, 270)
    for column, kind in enumerate(("S10", "S11", "S12")):
        pieces[kind] = Piece(kind, "a", 10 + column, 10, 0)
    doc = replace(NASCARD, pieces=tuple(pieces.values()))
    said = messages(doc)
    assert "0 straights between Corner C3 and Corner C4; the book puts exactly 3 between each pair of " \
           "corners." in said
    assert not [m for m in said if "Corner C1;" in m or "(Corner" in m], said  # across the gap, no count
    assert "Corner C4 leads nowhere: the track must be one closed loop." in said
    assert not [m for m in said if "does not lead into" in m], said  # the ring says it already
    set_language("fr")
    assert "0 droite entre la pièce « Virage C3 » et la pièce « Virage C4 » ; la règle en met exactement 3 " \
           "entre deux virages." in [m.replace("\u00a0", " ") for m in messages(doc)]


def test_a_motox_track_of_one_tile_is_told_once_how_many_more_to_lay() -> None:
    assert messages(replace(MOTOX, pieces=MOTOX.pieces[:1])) == [
        "The track is 1 tile long and a race needs at least 12, start and finish tiles included: lay 11 more."
    ]


def test_road_missing_before_a_laid_finish_line_says_to_move_the_line_along() -> None:
    start, finish = Piece("start", "3", 0, 0, 0), Piece("finish", "a", 1, 0, 0)
    assert messages(TrackDocument("mindcycling", "x", (start, finish))) == [
        "The road is 0 rows long and a stage needs at least 24 rows between the start area and the finish "
        "line: move the Finish line along to make room (click it, then the arrow keys move it) and lay 24 "
        "more rows of strips before it."
    ]
    assert messages(TrackDocument("mindcycling", "x", (start, Piece("flat-1", "3", 1, 0, 0))))[-1] == (
        "The road is 1 row long and a stage needs at least 24 rows between the start area and the finish "
        "line: lay 23 more rows of strips, then end the course with the Finish line."
    )


def test_a_strip_on_top_of_the_finish_line_is_told_as_such_and_counts_for_nothing() -> None:
    """The audit's course: a strip dropped on the finish line, then a short mountain."""
    pieces = [replace(piece, x=x) for x, piece in enumerate(MINDCYCLING.pieces)]
    on_top = replace(pieces[3], kind="mountain-1", x=pieces[-1].x)  # a 1-row mountain on the line
    game = EditorGame("mindcycling")
    problems = game.problems(replace(MINDCYCLING, pieces=(*pieces, on_top)))
    assert [(p.message, p.pieces, p.rings) for p in problems] == [
        ("Mountain, 1 row sits on top of Finish line: drag it to a free square, or select it and press "
         "Delete.", (7, 8), ()),
    ]


@pytest.mark.parametrize("game", editable_games())
def test_a_piece_on_top_of_another_changes_nothing_else_the_track_is_told(game: str) -> None:
    """Every game: a copy of a sample's piece laid on top of it is told once, with nothing else."""
    doc = SAMPLES[game]
    game_link = EditorGame(game)
    before = set(messages(doc))
    for index in (1, len(doc.pieces) // 2):
        stacked = doc.added(doc.pieces[index])
        told = game_link.problems(stacked)
        lying = [p for p in told if "sits on top of" in p.message]
        assert [p.pieces for p in lying] == [(index, len(doc.pieces))], told
        box = [p for p in told if "the box holds" in p.message]  # a box of one holds no second
        assert set(messages(stacked)) - {p.message for p in lying + box} == before, told


@pytest.mark.parametrize("game", [g for g in editable_games() if g != "motox"])
def test_an_open_end_is_ringed_on_the_edge_nothing_joins(game: str) -> None:
    """Taking a piece away leaves its neighbours' ends open: each ring sits on the middle of the
    edge between a piece and the empty cell beyond it, never in the middle of a cell."""
    doc = SAMPLES[game]
    middle = len(doc.pieces) // 2
    gone = doc.pieces[middle]
    problems = EditorGame(game).problems(doc.deleted([middle]))
    rings = {ring for problem in problems for ring in problem.rings}
    dx, dy = STEP[gone.heading]
    entry_edge = (gone.x + 0.5 - dx / 2, gone.y + 0.5 - dy / 2)
    assert entry_edge in rings  # the piece before leads nowhere: its far edge
    for x, y in rings:
        assert (x % 1 == 0.5) != (y % 1 == 0.5), (x, y)  # on an edge between two cells


def test_strips_past_the_finish_line_are_no_road() -> None:
    """Four rows before the line and 32 after it: the stage is still short of road, and says so."""
    laid = [Piece("start", "3", 0, 0, 0), Piece("flat-4", "3", 1, 0, 0), Piece("finish", "a", 2, 0, 0)]
    laid += [Piece("flat-8", "3", 3 + step, 0, 0) for step in range(4)]
    said = messages(TrackDocument("mindcycling", "x", tuple(laid)))
    assert "The finish can only be at the end." in said
    assert any(told.startswith("The road is 4 rows long and a stage needs at least 24 rows") for told in said)


def _loop_of_four(kind: str, side: str, x: int, y: int) -> tuple[Piece, ...]:
    """Four left-bending pieces closing a loop of their own on the square at (x, y)."""
    return (Piece(kind, side, x, y + 1, 270), Piece(kind, side, x + 1, y + 1, 0),
            Piece(kind, side, x + 1, y, 90), Piece(kind, side, x, y, 180))


@pytest.mark.parametrize("doc, loop", [
    (RACEDAY, _loop_of_four("turn", "a", 10, 0)),
    (MINDCYCLING, (*_loop_of_four("bend", "left", 10, 0)[:2], Piece("flat-8", "3", 11, 0, 90),
                   Piece("bend", "left", 11, -1, 90), Piece("bend", "left", 10, -1, 180),
                   Piece("flat-1", "3", 10, 0, 270))),
], ids=["raceday", "mindcycling"])
def test_a_loop_apart_from_the_track_is_told_and_kept_out_of_the_race(doc: TrackDocument,
                                                                      loop: tuple[Piece, ...]) -> None:
    """It has no open end to ring, yet the game chained its rows into the lap (Race Day's cars
    jumped across the table to it) or past the finish line (Mind Cycling)."""
    game = EditorGame(doc.game)
    apart = replace(doc, pieces=doc.pieces + loop)
    found = game.problems(apart)
    assert [problem.message for problem in found] == [
        f"{len(loop)} pieces close a loop of their own, apart from the track (outlined): join them to the "
        "track or remove them."
    ]
    assert found[0].pieces == tuple(range(len(doc.pieces), len(apart.pieces)))
    # A run that leads nowhere is no loop: its open end says what is wrong.
    cut = replace(apart, pieces=apart.pieces[:-1])
    assert not [problem for problem in game.problems(cut) if "loop of" in problem.message]


def test_a_motox_tile_laid_twice_is_told_once_as_the_box_holding_one() -> None:
    """The rules' "tile suns-null is already piece 1", its piece named by the editor, read "Null of
    Suns: tile suns-null is already Null of Suns" beside the box's line."""
    again = replace(MOTOX, pieces=(*MOTOX.pieces, Piece("suns-null", "flat", 5, 1, 90)))
    assert messages(again) == ["Null of Suns is used 2 times; the box holds 1."]


def _race_day_serpentine(wide: int, high: int) -> TrackDocument:
    """A Race Day loop filling `wide` (even) by `high` squares: east along the top row, then down
    and up the columns from the east back to the first."""
    cells = [(x, 0) for x in range(wide)]
    for x in range(wide - 1, -1, -1):
        column = [(x, y) for y in range(1, high)]
        cells += column if (wide - 1 - x) % 2 == 0 else column[::-1]
    headings = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}
    pieces = []
    for index, (x, y) in enumerate(cells):
        before, after = cells[index - 1], cells[(index + 1) % len(cells)]
        entered = headings[(x - before[0], y - before[1])]
        turn = (headings[(after[0] - x, after[1] - y)] - entered) % 360
        kind = {1: "finish", 2: "grid"}.get(index, "straight") if turn == 0 else "turn"
        pieces.append(Piece(kind, "b" if turn == 270 else "a", x, y, entered))
    return TrackDocument("raceday", "Serpentine", tuple(pieces))


def test_a_track_too_big_for_its_file_to_be_read_again_is_told(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Hundreds of Race Day pieces passed every check and were saved as ready to race, in a file
    larger than New game, the editor and `validate` read (128 KB)."""
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path))
    game = EditorGame("raceday")
    told = messages(_race_day_serpentine(20, 21))
    assert len(told) == 1 and told[0].startswith("The track is too big to save: its file would be ")
    assert told[0].endswith(" bytes, and at most 131,072 are read. Take pieces away.")
    big = _race_day_serpentine(12, 12)  # 144 pieces: its file is read
    assert messages(big) == []
    load_track("raceday", save_track(big, game, valid=True))


def test_a_race_day_track_wider_than_the_table_holds_is_told_in_squares() -> None:
    """Its picture on the table grew with its size until a race on it took most of the memory and
    its lap could not be seen whole; the rules now refuse a track spread over more than
    MOST_SPREAD units, which the editor tells in its squares."""
    assert messages(race_day_square(21)) == []
    assert messages(race_day_square(22)) == [
        "The track spreads over 22 by 22 squares, and the table holds a track of at most 21 by 21: bring it "
        "in."
    ]
