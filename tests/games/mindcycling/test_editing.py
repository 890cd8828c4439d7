"""Mind Cycling's courses as editor pieces: the built-in stages open and write back the same,
bends write nothing, and a rock after flat road is the game's problem, on the rock."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop.editor.game_link import EditorGame
from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.paths import data_dir

STAGES = sorted((data_dir() / "tracks" / "mindcycling").glob("*.yaml"))


def rows(layout: dict) -> list[tuple[str, int]]:  # type: ignore[type-arg]
    return [(p["kind"], p.get("rows", 0)) for p in layout["pieces"]]


@pytest.mark.parametrize("path", STAGES, ids=[p.stem for p in STAGES])
def test_a_built_in_stage_opens_as_pieces_and_rides_the_same(path: Path) -> None:
    game = EditorGame("mindcycling")
    source = yaml.safe_load(path.read_text())
    doc = game.document(source)
    assert game.problems(doc) == []
    layout, _owners = game.layout(doc)
    assert sum(r for _k, r in rows(layout)) == sum(r for _k, r in rows(source))
    rocks = [c for p in source["pieces"] for c in p.get("rocks", [])]
    assert sum(len(p.get("rocks", [])) for p in layout["pieces"]) == len(rocks)
    assert game.layout(game.document(layout))[0] == layout


def test_bends_write_nothing_and_a_rock_on_flat_road_is_marked() -> None:
    game = EditorGame("mindcycling")
    pieces = (
        Piece("start", "3", 0, 0, 0), Piece("flat-8", "3", 1, 0, 0), Piece("bend", "right", 2, 0, 0),
        Piece("rock", "2", 2, 1, 270), Piece("mountain-8", "3", 2, 2, 270),
        Piece("mountain-8", "3", 2, 3, 270), Piece("finish", "a", 2, 4, 270),
    )
    doc = TrackDocument("mindcycling", "Bend", pieces)
    layout, owners = game.layout(doc)
    kinds = [p["kind"] for p in layout["pieces"]]
    assert kinds == ["start", "flat", "flat", "mountain", "mountain", "finish"]
    assert owners == [0, 1, 3, 4, 5, 6]
    problems = game.problems(doc)
    assert [p.pieces for p in problems] == [(3,)] and "mountain" in problems[0].message
    fixed = doc.replaced(3, Piece("mountain-1", "3", 2, 1, 270))
    assert game.problems(fixed) == []
    narrow = fixed.replaced(0, Piece("start", "2", 0, 0, 0))
    assert any("room for 20" in p.message and p.pieces == (0,) for p in game.problems(narrow))


def test_a_strip_whose_lane_leads_nowhere_is_marked_in_the_editor() -> None:
    """Issue 23: the editor offers 2- to 5-lane strips; five lanes straight into two strand one."""
    game = EditorGame("mindcycling")
    pieces = (
        Piece("start", "3", 0, 0, 0), Piece("flat-4", "5", 1, 0, 0), Piece("flat-4", "2", 2, 0, 0),
        Piece("finish", "a", 3, 0, 0),
    )
    doc = TrackDocument("mindcycling", "Narrows", pieces)
    # A course this short is also too short to race; only the dead end is on a piece.
    problems = [p for p in game.problems(doc) if p.pieces]
    assert [p.pieces for p in problems] == [(1,)] and "never finish" in problems[0].message
    widened = doc.replaced(2, Piece("flat-4", "3", 2, 0, 0))
    assert [p for p in game.problems(widened) if p.pieces or "never finish" in p.message] == []
