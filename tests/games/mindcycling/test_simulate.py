"""`tabletop simulate mindcycling`: every team count, repeatable, and the bot against random movers."""

from __future__ import annotations

import json

import pytest

from tabletop.games.simulate import simulate
from tests.command import repeats_exactly


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_simulate_every_team_count_twice_alike(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "mindcycling", "--players", str(players), "--games", "2", "--json")
    first = repeats_exactly(capsys, *args)
    for game in json.loads(first)["games"]:
        if players == 1:
            assert game["score"]["turns"] > 0
        else:
            assert sorted(game["ranking"]) == list(range(players))
            assert len(game["medals"]) >= 2


def test_the_bot_beats_random_movers() -> None:
    results = simulate("mindcycling", 2, {}, 6, 1, "vs-random")
    assert sum(r.outcome.ranking[0] == 0 for r in results) >= 5
