"""MotoX's pieces for the track editor: read from the set's data, checked by the building rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.yaml_source import read_yaml, to_plain
from tabletop.editor.game_link import EditorGame
from tabletop.games.motox.game import make_rules
from tabletop.games.motox.track_model import tile_problem
from tabletop.paths import data_dir

TRACKS = sorted((data_dir() / "tracks" / "motox").glob("*.yaml"))


def test_the_palette_is_every_tile_once_with_a_side_per_ramp_height() -> None:
    parts = make_rules().parts
    palette = EditorGame("motox").palette
    assert [kind.id for kind in palette.kinds] == [face.id for face in parts.tiles]
    assert all(kind.limit == 1 for kind in palette.kinds)
    assert palette.groups() == [suit.name for suit in parts.suits.values()]
    assert [side.id for side in palette.kinds[0].sides] == ["flat", "ramp-1", "ramp-2", "ramp-3"]
    assert palette.laid_in_order


@pytest.mark.parametrize("path", TRACKS, ids=[p.stem for p in TRACKS])
def test_a_built_in_track_opens_as_pieces_and_saves_back_unchanged(path: Path) -> None:
    game = EditorGame("motox")
    layout = to_plain(read_yaml(path))
    doc = game.document(layout)
    assert game.problems(doc) == []
    # A track saved from the editor is the player's own: it keeps the English name only (a
    # renamed track would otherwise keep a stale French one), as a player's track may.
    assert game.layout(doc)[0] == {key: value for key, value in layout.items() if key != "name_fr"}


def test_a_misplaced_tile_is_refused_in_the_building_phase_words() -> None:
    game = EditorGame("motox")
    doc = game.document(to_plain(read_yaml(TRACKS[0])))
    moved = doc.moved([len(doc.pieces) - 1], 0, 5)
    cells = [p.cell for p in moved.pieces]
    expected = tile_problem(cells[:-1], cells[-1])
    assert expected is not None
    assert [p.pieces for p in game.problems(moved) if expected[1:] in p.message] == [(len(doc.pieces) - 1,)]
