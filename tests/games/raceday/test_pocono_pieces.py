"""Pocono is built from the editor's pieces and is still the Pocono the game was raced on.

`fixtures/pocono_rows.yaml` is Pocono as it was drawn row by row before it was
made of pieces; saves made then embed that layout.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.yaml_source import read_yaml, to_plain
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.track import Track
from tabletop.files import saves
from tabletop.games.raceday.content import load_track
from tabletop.games.raceday.game import tracks_dir
from tabletop.games.raceday.track_layout import Circuit, build_circuit
from tabletop.games.registry import rules_for
from tests.test_saves import bots_to

ROWS_BEFORE = Path(__file__).parent / "fixtures" / "pocono_rows.yaml"


def old_layout() -> dict[str, object]:
    return dict(to_plain(read_yaml(ROWS_BEFORE)))


def raced(track: Track) -> dict[str, tuple[object, ...]]:
    """What the rules race on: every space with its row, lane, tags and links."""
    return {s.id: (s.piece, s.lane, s.tags, s.ahead) for s in track.spaces.values()}


def test_pocono_made_of_pieces_is_the_same_game_as_pocono_drawn_row_by_row() -> None:
    before: Circuit = build_circuit(old_layout())
    after = load_track(tracks_dir() / "pocono.yaml")
    assert "editor" in after.track.source and "editor" not in before.track.source
    assert raced(after.track) == raced(before.track)
    assert len(raced(after.track)) == 58
    assert after.starts == before.starts and after.length == before.length == 20
    assert after.describe("r13") == "Tunnel Turn, the single-file space"


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def test_a_save_made_on_the_row_by_row_pocono_still_loads_and_plays_on(user_dir: Path) -> None:
    seats = tuple(SeatSetup(f"Bot {i + 1}", True, c) for i, c in enumerate(("red", "blue", "green")))
    old = Setup(seats, {"laps": 1}, old_layout())
    whole = Match(rules_for("raceday"), old, 5)
    bots_to(whole)
    part = Match(rules_for("raceday"), old, 5)
    bots_to(part, 20)
    saves.write_autosave(part)
    loaded = saves.load_autosave()
    assert loaded.setup.track is not None and "editor" not in loaded.setup.track
    bots_to(loaded)
    assert [(s.seat, s.action) for s in loaded.steps] == [(s.seat, s.action) for s in whole.steps]
    # The same seed races the same race on the Pocono made of pieces.
    pieces = dict(to_plain(read_yaml(tracks_dir() / "pocono.yaml")))
    new = Match(rules_for("raceday"), Setup(seats, {"laps": 1}, pieces), 5)
    bots_to(new)
    assert [(s.seat, s.action) for s in new.steps] == [(s.seat, s.action) for s in whole.steps]
