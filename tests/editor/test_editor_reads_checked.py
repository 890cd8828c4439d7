"""The editor opens a file only through the bounded reader and the game's own track spec:
a piece of the wrong shape, a size or a cell out of bounds is refused at its line, while a
draft (a track still being laid, with too few pieces to race) still opens."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import open_document, save_track
from tabletop.engine.track_design.document import TrackDocument
from tests.deadline import deadline
from tests.editor.test_mutated_tracks import mutate
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY

DOCS = [NASCARD, RACEDAY, MOTOX, MINDCYCLING]
IDS = [doc.game for doc in DOCS]

# The three files, and more of the kind: what each must be refused for, at which line.
HOSTILE = [
    ("mindcycling", "name: Bad\ngame: mindcycling\npieces:\n  - {kind: start, rows: 7}\n  - 5\n"
                    "  - {kind: finish}\n", 5, "strip 2 must be a mapping"),
    ("mindcycling", "name: Bad\ngame: mindcycling\npieces:\n  - {kind: start, rows: 7}\n"
                    "  - {kind: flat, rows: 1000000000}\n  - {kind: finish}\n",
     5, "'rows' must be at most 30"),
    ("mindcycling", "name: Bad\ngame: mindcycling\npieces:\n" + "  - {kind: flat, rows: 1}\n" * 101,
     4, "'pieces' must have at most 100 items"),
    ("motox", "name: Bad\ngame: motox\npieces:\n  - {at: [1000000000000000000, 0], tile: suns-null}\n"
              "  - {at: [1, 0], tile: suns-5}\n", 4, "must be at most 100"),
    ("motox", "name: Bad\ngame: motox\npieces: {at: [0, 0]}\n", 3, "'pieces' must be a list"),
    ("nascard", "name: Bad\ngame: nascard\npieces:\n  - {card: S1, at: [0, 99999], heading: 0}\n", 4,
     "must be at most 200"),
    ("nascard", "name: Bad\ngame: nascard\npieces:\n  - {card: S1, at: [0, 0], heading: 45}\n", 4,
     "'heading' must be one of"),
    ("raceday", "name: Bad\ngame: raceday\nwidth: 1\npieces: []\neditor:\n  pieces:\n"
                "    - {piece: turn, at: [5000000, 0], heading: 0}\n", 7, "must be at most 1000"),
    ("raceday", "name: Bad\ngame: raceday\nwidth: 1\npieces: []\neditor:\n  pieces: [turn]\n", 6,
     "editor piece 1 must be a mapping"),
]


@pytest.mark.parametrize(("game_id", "text", "line", "reason"), HOSTILE,
                         ids=[f"{case[0]}-{number}" for number, case in enumerate(HOSTILE)])
def test_a_file_out_of_shape_or_bounds_is_refused_at_its_line(
    tmp_path: Path, game_id: str, text: str, line: int, reason: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    game = EditorGame(game_id)
    with deadline(20), pytest.raises(ContentError) as caught:  # a size unchecked could take forever
        open_document(path, game)
    found = [problem for problem in caught.value.problems if reason in problem.message]
    assert found, str(caught.value)
    assert found[0].line == line and found[0].path == str(path)


@pytest.mark.parametrize("doc", DOCS, ids=IDS)
def test_every_draft_the_editor_writes_opens_again(doc: TrackDocument, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path))
    game = EditorGame(doc.game)
    for count in range(len(doc.pieces) + 1):
        draft = TrackDocument(doc.game, f"Draft {count}", doc.pieces[:count])
        path = save_track(draft, game, valid=False)
        opened = open_document(path, game)
        assert opened.name == draft.name
        assert game.layout(opened)[0] == game.layout(draft)[0]


@pytest.mark.parametrize("doc", DOCS, ids=IDS)
def test_a_damaged_file_opens_or_is_refused_with_lines(doc: TrackDocument, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    game = EditorGame(doc.game)
    original = save_track(doc, game, valid=True).read_text()
    rng = random.Random(f"editor-opens-{doc.game}")
    for number in range(80):
        path = tmp_path / f"m{number}.yaml"
        path.write_text(mutate(original, rng))
        try:
            opened = open_document(path, game)
        except ContentError as error:
            assert all(p.line >= 1 and p.message and p.path == str(path) for p in error.problems)
            continue
        game.problems(opened)  # the live check of whatever opened runs too


@pytest.mark.parametrize("doc", [NASCARD, RACEDAY, MOTOX], ids=["nascard", "raceday", "motox"])
def test_pieces_laid_beyond_the_files_bounds_are_a_live_problem(doc: TrackDocument) -> None:
    game = EditorGame(doc.game)
    assert not game.problems(doc)
    far = doc.moved(range(len(doc.pieces)), 5000, 0)
    found = [p.message for p in game.problems(far) if "could not be opened again" in p.message]
    assert len(found) == 1 and "must be at most" in found[0]


def test_a_course_longer_than_its_file_may_be_is_a_live_problem() -> None:
    game = EditorGame("mindcycling")
    start, *_, finish = MINDCYCLING.pieces
    strips = tuple(replace(start, kind="flat-1", x=start.x + 1 + i) for i in range(100))
    long = TrackDocument("mindcycling", "Long", (start, *strips, replace(finish, x=start.x + 101)))
    found = [p.message for p in game.problems(long) if "could not be opened again" in p.message]
    assert found == ["Saved as it is, the file could not be opened again: "
                     "'pieces' must have at most 100 items, not 102."]


def test_a_file_of_another_game_is_refused_in_french(tmp_path: Path) -> None:
    from tabletop.language import set_language

    path = tmp_path / "other.yaml"
    path.write_text("name: Other\ngame: nascard\npieces: []\n", encoding="utf-8")
    set_language("fr")
    with pytest.raises(ContentError) as error:
        open_document(path, EditorGame("raceday"))
    assert str(error.value.problems[0]) == f"{path}:2: ce n'est pas un circuit de Race Day (game : 'nascard')"
