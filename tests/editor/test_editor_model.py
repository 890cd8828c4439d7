"""The editor's pure model: documents, snapping, undo, problems located on pieces, files."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame, check_track, editable_games
from tabletop.editor.track_files import (
    built_in_dir,
    delete_track,
    import_track,
    list_tracks,
    open_document,
    rename_track,
    save_track,
)
from tabletop.editor.undo import UndoStack
from tabletop.engine.track import Track
from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.engine.track_design.geometry import open_ends, snap, travel_order
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.games.track_check import layout_text, load_track
from tabletop.language import local, set_language
from tabletop.paths import data_dir
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.mark.parametrize("doc", [NASCARD, RACEDAY], ids=["nascard", "raceday"])
def test_sample_tracks_pass_the_games_own_check_and_race_to_the_end(doc: TrackDocument) -> None:
    game = EditorGame(doc.game)
    assert game.problems(doc) == []
    layout, _ = game.layout(doc)
    assert check_track(doc.game, layout) == []
    match = play_match(rules_for(doc.game), game.test_drive_setup(layout, human=False), seed=3)
    assert match.outcome() is not None


def test_travel_order_starts_at_the_start_piece_and_closes() -> None:
    game = EditorGame("nascard")
    shuffled = TrackDocument("nascard", "x", tuple(reversed(NASCARD.pieces)))
    order, closed = travel_order(shuffled, game.palette)
    assert closed
    assert shuffled.pieces[order[0]].kind == "S1"
    assert [shuffled.pieces[i].kind for i in order][:4] == ["S1", "S2", "S3", "C1"]


def test_moving_a_piece_away_opens_ends_that_are_marked_and_moving_it_back_closes_them() -> None:
    game = EditorGame("nascard")
    moved = NASCARD.moved([5], 1, 0)
    problems = game.problems(moved)
    assert problems
    assert any(5 in p.pieces and "closed loop" in p.message for p in problems)
    # Rings sit on the open edges: S4's far edge and S6's near edge, either side of the gap.
    assert {r for p in problems for r in p.rings} >= {(4.5, 3.0), (4.5, 2.0)}
    assert game.problems(moved.moved([5], -1, 0)) == []


def test_game_problems_name_pieces_by_their_label_not_the_files_order() -> None:
    game = EditorGame("nascard")
    problems = game.problems(NASCARD.deleted([2]))  # S3 gone
    words = " ".join(p.message for p in problems)
    assert "S3" in words and "piece 3" not in words


def test_too_many_of_a_card_is_a_problem_on_those_pieces() -> None:
    game = EditorGame("nascard")
    doc = NASCARD.added(Piece("C1", "a", 9, 9, 0))
    found = [p for p in game.problems(doc) if "box holds 1" in p.message]
    assert found and set(found[0].pieces) == {3, 16}


def test_snap_joins_a_dropped_piece_to_the_nearest_open_end() -> None:
    game = EditorGame("nascard")
    doc = TrackDocument("nascard", "x", (Piece("S1", "a", 0, 0, 90),))
    # Dropped a little off the cell north of S1's exit: it lands there, heading north.
    placed = snap(doc, game.palette, "S2", "a", (0.7, -0.8), 0)
    assert (placed.x, placed.y, placed.heading) == (0, -1, 90)
    # A corner dropped behind S1 is turned so that it leads into S1.
    corner = snap(doc, game.palette, "C1", "a", (0.4, 1.6), 0)
    assert (corner.x, corner.y, corner.heading) == (0, 1, 0)
    assert not [e for e in open_ends(doc.added(corner), game.palette) if e.index == 0 and not e.forward]
    # Far from every end it stays where it was dropped.
    far = snap(doc, game.palette, "S2", "a", (5.5, 5.5), 180)
    assert (far.x, far.y, far.heading) == (5, 5, 180)


def test_rotating_a_selection_turns_it_about_its_first_piece() -> None:
    doc = TrackDocument("nascard", "x", (Piece("S1", "a", 0, 0, 0), Piece("S2", "a", 1, 0, 0)))
    turned = doc.rotated([0, 1], 1)  # a quarter counter-clockwise
    assert [(p.x, p.y, p.heading) for p in turned.pieces] == [(0, 0, 90), (0, -1, 90)]
    assert turned.rotated([0, 1], -1) == doc


def test_undo_and_redo_walk_the_snapshots() -> None:
    stack = UndoStack(1)
    stack.push(2)
    stack.push(3)
    assert stack.undo() == 2 and stack.undo() == 1 and not stack.can_undo
    assert stack.redo() == 2
    stack.push(9)
    assert not stack.can_redo and stack.current == 9


def test_flip_cycles_sides() -> None:
    game = EditorGame("raceday")
    kind = game.palette.kind("turn")
    assert kind is not None
    assert [s.turn for s in kind.sides] == [90, -90]
    assert kind.next_side("a") == "b" and kind.next_side("b") == "a"


@pytest.mark.parametrize("doc", [NASCARD, RACEDAY], ids=["nascard", "raceday"])
def test_save_reload_rename_delete(user: Path, doc: TrackDocument) -> None:
    game = EditorGame(doc.game)
    path = save_track(doc, game, valid=True)
    assert path.parent == user / "tracks" / doc.game
    # Saved in the order of travel, from the start piece.
    assert set(open_document(path, game).pieces) == set(doc.pieces)
    assert game.module.load_track_file(path).name == doc.name
    renamed, name = rename_track(path, "Renamed Ring", game)
    assert name == "Renamed Ring"
    assert not path.exists() and open_document(renamed, game).name == "Renamed Ring"
    assert [t.name for t in list_tracks(doc.game) if not t.built_in] == ["Renamed Ring"]
    delete_track(renamed, doc.game)
    assert not renamed.exists()


def test_an_invalid_track_is_kept_only_as_a_draft(user: Path) -> None:
    game = EditorGame("nascard")
    broken = NASCARD.deleted([0])
    path = save_track(broken, game, valid=not game.problems(broken))
    assert path.parent == user / "drafts" / "nascard"
    assert set(open_document(path, game).pieces) == set(broken.pieces)
    # Finishing it moves it out of the drafts.
    fixed = save_track(NASCARD.renamed(broken.name), game, valid=True, replacing=path)
    assert not path.exists() and fixed.parent == user / "tracks" / "nascard"


def test_a_track_renamed_and_saved_is_that_track_under_its_new_name(user: Path) -> None:
    """A name typed, or taken back by an undo, renames the track being edited: one track, one
    file, as the Rename button does (a second track is made with Copy)."""
    game = EditorGame("nascard")
    short = save_track(NASCARD.deleted([0]).renamed("Quarry Short"), game, valid=False)
    again = save_track(NASCARD.deleted([0]).renamed("Quarry Run"), game, valid=False, replacing=short)
    assert not short.exists() and again == user / "drafts" / "nascard" / "quarry-run.yaml"
    finished = save_track(NASCARD.renamed("Quarry Ring"), game, valid=True, replacing=again)
    assert not again.exists() and finished == user / "tracks" / "nascard" / "quarry-ring.yaml"
    assert [t.name for t in list_tracks("nascard") if not t.built_in] == ["Quarry Ring"]


def test_built_in_tracks_cannot_be_deleted(user: Path) -> None:
    with pytest.raises(ValueError):
        delete_track(data_dir() / "tracks" / "nascard" / "speedway.yaml", "nascard")


@pytest.mark.parametrize("game_id", editable_games())
def test_every_built_in_track_opens_as_the_editors_pieces_and_saves_back_unchanged(game_id: str) -> None:
    """A builder can start from any bundled track: it is made of the palette's pieces, passes the
    editor's checks, and the editor writes back the very track the game races on."""
    game = EditorGame(game_id)
    tracks = [track for track in list_tracks(game_id) if track.built_in]
    assert tracks
    for track in tracks:
        doc = open_document(track.path, game)
        assert game.problems(doc) == [], track.path
        layout, _ = game.layout(doc)
        saved = load_track(game_id, track.path, text=layout_text(layout))
        assert _raced(saved) == _raced(load_track(game_id, track.path)), track.path


def _raced(track: Track) -> dict[str, tuple[object, ...]]:
    """What the rules race on: every space with its piece, lane, tags and links."""
    return {s.id: (s.piece, s.lane, s.tags, s.ahead) for s in track.spaces.values()}


def test_import_refuses_hostile_files_with_lines_and_changes_nothing(user: Path, tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text("a: &a [1, 2]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
                    "c: &c [*b, *b, *b, *b, *b, *b, *b]\n"
                    "d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ngame: nascard\n")
    tag = tmp_path / "tag.yaml"
    tag.write_text("name: x\ngame: nascard\npieces: !!python/object/apply:os.system ['echo hi']\n")
    missing = tmp_path / "missing.yaml"
    missing.write_text("name: x\ngame: nascard\npieces:\n  - {card: S1, at: [0, 0], heading: 0}\n")
    for path in (bomb, tag, missing, tmp_path / "absent.yaml"):
        with pytest.raises(ContentError) as caught:
            import_track(path)
        assert all(p.line >= 1 for p in caught.value.problems), path
    assert not (user / "tracks").exists()


def test_import_accepts_a_shared_track(user: Path, tmp_path: Path) -> None:
    game = EditorGame("raceday")
    shared = save_track(RACEDAY, game, valid=True)
    copy = tmp_path / "shared.yaml"
    copy.write_text(shared.read_text())
    shared.unlink()
    imported = import_track(copy)
    assert imported.game_id == "raceday" and imported.name == imported.asked == RACEDAY.name
    assert set(open_document(imported.path, game).pieces) == set(RACEDAY.pieces)


def test_a_race_day_grid_behind_the_line_is_one_problem_saying_what_to_do_on_both_pieces() -> None:
    game = EditorGame("raceday")
    pieces = list(RACEDAY.pieces)
    finish, grid = pieces[1], pieces[2]
    pieces[1], pieces[2] = replace(grid, x=finish.x), replace(finish, x=grid.x)  # the grid, then the line
    problems = game.problems(replace(RACEDAY, pieces=tuple(pieces)))
    assert [p.message for p in problems] == [
        "The start grid is just before the finish line; cars start just past the line: "
        "move the finish line to just before the start grid."
    ]
    assert set(problems[0].pieces) == {1, 2}


def test_race_day_stretches_are_counted_kind_by_kind_in_race_order_from_the_line() -> None:
    layout, _ = EditorGame("raceday").layout(RACEDAY)
    sections = [row["section"] for row in layout["pieces"] if "section" in row]
    # A kind laid once needs no number; the turns are counted from the first after the line.
    assert sections == ["Finish line", "Start grid", "Straight", "Turn 1", "Turn 2", "Narrowing",
                        "Single file", "Widening", "Turn 3", "Turn 4"]
    set_language("fr")
    assert [local(s) for s in sections[2:5]] == ["Ligne droite", "Virage 1", "Virage 2"]


@pytest.mark.parametrize(("gone", "words"), [
    ("finish", "There is no finish line: put a Finish line piece just before the start grid."),
    ("grid", "There is no start grid: put a Start grid piece just after the finish line."),
])
def test_a_race_day_track_missing_its_line_or_grid_says_which_piece_to_add(gone: str, words: str) -> None:
    pieces = tuple(replace(p, kind="straight") if p.kind == gone else p for p in RACEDAY.pieces)
    assert [p.message for p in EditorGame("raceday").problems(replace(RACEDAY, pieces=pieces))] == [words]


def test_a_start_finish_piece_beside_a_finish_line_or_grid_is_kept_whole_and_the_other_taken_away() -> None:
    """The Start/finish piece's line and grid cannot be moved apart: the advice, told once, names
    the piece to take away."""
    line = tuple(replace(p, kind="start_finish") if p.kind == "grid" else p for p in RACEDAY.pieces)
    assert [p.message for p in EditorGame("raceday").problems(replace(RACEDAY, pieces=line))] == [
        "The track has two finish lines and a lap has one: the Start/finish piece has its own, so take "
        "away the Finish line piece."
    ]
    grid = tuple(replace(p, kind="start_finish") if p.kind == "finish" else p for p in RACEDAY.pieces)
    assert [p.message for p in EditorGame("raceday").problems(replace(RACEDAY, pieces=grid))] == [
        "The track has two start grids: the Start/finish piece has its own, so take away the Start "
        "grid piece."
    ]


def test_a_three_piece_stage_is_not_ready_to_race_and_says_how_much_road_is_missing() -> None:
    stage = TrackDocument("mindcycling", "Tiny", (
        Piece("start", "3", 0, 0, 0), Piece("flat-1", "3", 1, 0, 0), Piece("finish", "a", 2, 0, 0),
    ))
    assert [p.message for p in EditorGame("mindcycling").problems(stage)] == [
        "The road is 1 row long and a stage needs at least 24 rows between the start area and the "
        "finish line: move the Finish line along to make room (click it, then the arrow keys move it) and "
        "lay 23 more rows of strips before it."
    ]


def test_a_short_sprint_section_is_marked_on_its_pieces() -> None:
    pieces = list(MINDCYCLING.pieces)
    pieces[1:2] = [Piece("flat-4", "3", 1, 2, 0), Piece("sprint-4", "3", 1, 2, 0)]
    doc = replace(MINDCYCLING, pieces=tuple(replace(p, x=x) for x, p in enumerate(pieces)))
    problems = EditorGame("mindcycling").problems(doc)
    # The feed zone after the sprint strip is a row of the sprint: both pieces are marked.
    assert [(p.message, p.pieces) for p in problems] == [(
        "The sprint section is 5 rows long and a section raced for a medal needs at least 6: "
        "make it longer, or take it away.", (2, 3),
    )]


def test_a_four_tile_motox_track_is_not_ready_to_race() -> None:
    track = replace(MOTOX, pieces=MOTOX.pieces[:4])
    assert [p.message for p in EditorGame("motox").problems(track)] == [
        "The track is 4 tiles long and a race needs at least 12, start and finish tiles included: lay 8 more."
    ]


def test_a_course_without_its_finish_line_says_once_how_to_end_it() -> None:
    unfinished = replace(MINDCYCLING, pieces=MINDCYCLING.pieces[:-1])
    problems = EditorGame("mindcycling").problems(unfinished)
    assert [(p.message, p.pieces) for p in problems] == [(
        "Flat, 8 rows leads nowhere: lay the next piece after it, or end the course with the Finish line.",
        (6,),
    )]
    unstarted = replace(MINDCYCLING, pieces=MINDCYCLING.pieces[1:])
    assert [p.message for p in EditorGame("mindcycling").problems(unstarted)] == [
        "Flat, 8 rows is not entered from any piece: join it to the piece before it, or begin the course "
        "with the Start area."
    ]


def test_a_rock_on_flat_road_is_told_in_words_without_the_files_places() -> None:
    pieces = list(MINDCYCLING.pieces)
    pieces[3:5] = [replace(pieces[4], x=3), replace(pieces[3], x=4)]  # the rock before the mountain
    problems = EditorGame("mindcycling").problems(replace(MINDCYCLING, pieces=tuple(pieces)))
    assert [(p.message, p.pieces) for p in problems] == [("Rocks stand only in mountain strips.", (3,))]


@pytest.mark.parametrize(("kind", "label"), [("finish", "Finish line"), ("grid", "Start grid")])
def test_a_piece_beyond_its_box_limit_is_told_once(kind: str, label: str) -> None:
    pieces = list(RACEDAY.pieces)
    pieces[3] = replace(pieces[3], kind=kind)
    problems = EditorGame("raceday").problems(replace(RACEDAY, pieces=tuple(pieces)))
    assert [p.message for p in problems] == [f"{label} is used 2 times; the box holds 1."]


@pytest.mark.parametrize("game", editable_games())
def test_no_piece_note_only_repeats_the_pieces_name(game: str) -> None:
    for kind in EditorGame(game).palette.kinds:
        for side in kind.sides:
            note = side.note.lower().removeprefix("the ").rstrip(".")
            assert note != kind.label.lower(), f"{kind.label}: the note says nothing more than the name"


def test_two_pieces_with_the_same_fault_are_one_problem_on_both() -> None:
    game = EditorGame("mindcycling")
    doc = open_document(built_in_dir("mindcycling") / "mountain.yaml", game)
    middle = len(doc.pieces) // 2
    problems = game.problems(doc.moved([middle], 0, 2))  # two 1-row mountain pieces now lead nowhere
    messages = [p.message for p in problems]
    assert len(messages) == len(set(messages))
    [nowhere] = [p for p in problems if p.message.startswith("Mountain, 1 row leads nowhere")]
    assert len(nowhere.pieces) == 2 and len(nowhere.rings) == 2 and "Both are outlined" in nowhere.message


def test_a_start_finish_piece_alone_is_never_told_its_grid_is_late() -> None:
    """An open track of a Start/finish piece: close the loop, make the lap longer; never "the start
    grid is 0 rows past the finish line, in the second half of the lap"."""
    for pieces in ((Piece("start_finish", "a", 1, 1, 0),),
                   (Piece("start_finish", "a", 1, 1, 0), Piece("finish", "a", 2, 1, 0))):
        messages = [p.message for p in EditorGame("raceday").problems(TrackDocument("raceday", "T", pieces))]
        assert messages and not any("start grid is" in message for message in messages), messages


def test_the_editor_lists_missing_nascard_cards_s9_before_s10() -> None:
    gone = {"C3", "C4", "S9", "S10", "S11", "S12"}
    doc = NASCARD.deleted([i for i, piece in enumerate(NASCARD.pieces) if piece.kind in gone])
    told = [problem.message for problem in EditorGame("nascard").problems(doc)]
    assert any(message.endswith("missing: C3, C4, S9, S10, S11, S12.") for message in told), told


def test_a_race_day_track_saved_from_the_editor_keeps_its_stretch_names_in_french(user: Path) -> None:
    """A copy of Pocono keeps "Ligne droite des stands", and a new track's numbered turns keep
    "Virage 2": the French log names the stretches in French on a player's track too."""
    game = EditorGame("raceday")
    pocono = open_document(data_dir() / "tracks" / "raceday" / "pocono.yaml", game)
    copy = open_document(save_track(pocono.renamed("Pocono copy"), game, valid=True), game)
    track = load_track("raceday", save_track(RACEDAY, game, valid=True))
    set_language("fr")
    try:
        assert local(copy.pieces[0].name) == "Ligne droite des stands"
        sections = {local(row["section"]) for row in track.source["pieces"] if row.get("section")}
        assert {"Virage 1", "Virage 2"} <= sections
    finally:
        set_language("en")
