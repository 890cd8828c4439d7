"""`tabletop simulate motox`: every game ends, the same arguments print the same games."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.games.motox.game import make_rules
from tabletop.games.motox.track_model import layout_problems
from tests.command import run, simulated_games


@pytest.mark.parametrize("players", [3, 4])
def test_simulate_builds_and_races_and_repeats_exactly(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    for game in simulated_games(capsys, "motox", players, 3, 5):
        assert 2 <= game["tiles"] <= 24 and game["rounds"] >= 3 and game["track_problems"] == 0


def test_two_players_are_refused_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "motox", "--players", "2", "--games", "1"])
    _, err = capsys.readouterr()
    assert code != 0 and "3 or 4" in err


def test_a_saved_track_choice_without_a_track_builds_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "simulate", "motox", "--players", "3", "--games", "2", "--option", "track=chosen", "--json"
    )
    # No track comes with the command line, so the players build one anyway.
    assert code == 0 and all(game["tiles"] >= 2 for game in json.loads(out)["games"])


def test_bundled_tracks_obey_the_placement_rules() -> None:
    from tabletop.games.motox.game import load_track_file
    from tabletop.paths import data_dir

    parts = make_rules().parts
    files = sorted((data_dir() / "tracks" / "motox").glob("*.yaml"))
    assert len(files) >= 2
    for path in files:
        track = load_track_file(path)
        pieces = track.source["pieces"]
        assert isinstance(pieces, list)
        cells = [tuple(p["at"]) for p in pieces]
        assert layout_problems(cells, [p.get("ramp", 0) for p in pieces], parts.numbers.max_ramp) == []
        assert make_rules().check_track(track.source) == []
