"""Saves, replays and the command line for MCS."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.game import load_track_file
from tabletop.games.registry import rules_for
from tests.command import repeats_exactly, run
from tests.games.bots import bots_play, play_on_alike, save_and_load


def new_match(players: int = 2, mode: str = "match", seed: int = 12) -> Match:
    seats = tuple(SeatSetup(n, True) for n in ("Ann", "Bo", "Cy", "Di")[:players])
    return Match(rules_for("mcs"), Setup(seats, {"mode": mode}), seed)


@pytest.mark.parametrize(("players", "mode"), [(2, "match"), (4, "meeting")])
def test_save_load_continue_matches_an_unbroken_match(tmp_path: Path, players: int, mode: str) -> None:
    part = new_match(players, mode)
    bots_play(part, steps=37)
    loaded = save_and_load(part, tmp_path / "mcs.yaml")
    play_on_alike(part, loaded)
    assert loaded.outcome() == part.outcome() and part.outcome() is not None


def test_undo_never_goes_past_a_reveal() -> None:
    match = Match(rules_for("mcs"), Setup((SeatSetup("Ann"), SeatSetup("Bo")), {}), 5)
    legal = match.rules.legal_actions(match.state, 0)
    match.apply(0, legal[0])
    assert match.undoable(0) == 1  # a secret rider choice, nothing revealed yet
    match.apply(1, match.rules.legal_actions(match.state, 1)[0])
    assert match.undoable(1) == 0  # the gate opened: riders and a lap card were shown


def test_mcs_reads_no_track_files(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="uses no track"):
        load_track_file(tmp_path / "oval.yaml")


@pytest.mark.parametrize(
    ("players", "mode", "heats"), [("2", "match", 15), ("4", "teams", 15), ("4", "meeting", 20)]
)
def test_simulate_repeats_exactly_and_reports_heats(
    capsys: pytest.CaptureFixture[str], players: str, mode: str, heats: int
) -> None:
    args = (
        "simulate",
        "mcs",
        "--players",
        players,
        "--games",
        "3",
        "--seed",
        "4",
        "--option",
        f"mode={mode}",
    )
    first = repeats_exactly(capsys, *args)
    assert sum(line.startswith("Game ") for line in first.splitlines()) == 3
    code, out, _ = run(capsys, *args, "--json")
    assert code == 0
    record = json.loads(out)
    for game in record["games"]:
        assert game["heats"] == heats and game["rounds"] == heats + game["extra_heats"]
        assert sorted(game["ranking"]) == list(range(int(players)))
        if mode != "meeting":
            assert game["extra_heats"] == 0


def test_simulate_refuses_three_players(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", "mcs", "--players", "3")
    assert code == 2 and "2 or 4 players" in err
