"""`tabletop simulate mindcycling`: every team count, repeatable, and the bot against random movers."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.games.simulate import simulate


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_simulate_every_team_count_twice_alike(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for _ in range(2):
        assert main(["simulate", "mindcycling", "--players", str(players), "--games", "2", "--json"]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    assert outputs[0] == outputs[1]
    for game in outputs[0]["games"]:
        if players == 1:
            assert game["score"]["turns"] > 0
        else:
            assert sorted(game["ranking"]) == list(range(players))
            assert len(game["medals"]) >= 2


def test_the_bot_beats_random_movers() -> None:
    results = simulate("mindcycling", 2, {}, 6, 1, "vs-random")
    assert sum(r.outcome.ranking[0] == 0 for r in results) >= 5
