"""`tabletop simulate raceday`: every race ends, the same arguments print the same races."""

from __future__ import annotations

import json
import statistics

import pytest

from tabletop.cli import main
from tests.command import run, simulated_games


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_runs_whole_races_and_repeats_exactly(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    for game in simulated_games(capsys, "raceday", players, 4, 3):
        assert game["rounds"] >= 10


def test_a_five_lap_race_lasts_about_twenty_turns(capsys: pytest.CaptureFixture[str]) -> None:
    # With Engine values of 4 to 6 Stand on It is often worth it, so the winner takes about
    # 20 turns (20.1 over 200 four-car races); this sample of 24 averages a little less.
    code, out, _ = run(
        capsys, "simulate", "raceday", "--players", "4", "--games", "24", "--seed", "1", "--json"
    )
    turns = [game["turns"] for game in json.loads(out)["games"] if game["turns"]]
    assert code == 0 and 17 <= statistics.mean(turns) <= 26


def test_the_text_summary_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "raceday", "--players", "3", "--games", "2", "--option", "laps=1")
    assert code == 0 and "Summary: 2 games, 3 players" in out and "rounds" in out
    code, out, _ = run(capsys, "simulate", "raceday", "--players", "3", "--games", "2", "--bot", "random")
    assert code == 0
    assert main(["simulate", "raceday", "--players", "7"]) == 2
