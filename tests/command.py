"""The `tabletop` command run in the test's own process, for the tests of its subcommands."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`tabletop ARGS`: its exit code, what it printed and what it wrote to stderr."""
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def repeats_exactly(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """`tabletop ARGS` run twice: it succeeds and prints the same both times. What it printed."""
    code, first, _ = run(capsys, *args)
    assert code == 0 and run(capsys, *args)[1] == first
    return first


def simulated_games(
    capsys: pytest.CaptureFixture[str], game_id: str, players: int, games: int, seed: int
) -> list[dict[str, Any]]:
    """`tabletop simulate GAME_ID --json`, repeated exactly: its `games` games, each of which
    ranks every seat once and has all of them in its finishing order."""
    args = ("simulate", game_id, "--players", str(players), "--games", str(games), "--seed", str(seed))
    played: list[dict[str, Any]] = json.loads(repeats_exactly(capsys, *args, "--json"))["games"]
    assert len(played) == games
    for game in played:
        assert sorted(game["ranking"]) == list(range(players)) and len(game["order"]) == players
    return played
