"""Every level of every game plays whole games through the rules contract: only legal moves,
only its own view, the same game again from the same seed, and a save continued with Hard seats
plays on exactly as the unbroken game."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.engine.match import Match
from tabletop.games import bot_levels
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import resolve_options
from tabletop.games.simulate import bot_setup, play_match
from tests.games.bots import save_and_load

PLAYERS = {"nascard": 2, "mcs": 2, "raceday": 2, "mindcycling": 2, "motox": 3}
SHORT = {"nascard": {"laps": 1}, "raceday": {"laps": 1}}


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard with a handful of playouts: the same search, quick enough for a test."""
    loaded = bot_levels._levels

    def few(game_id: str):  # type: ignore[no-untyped-def]
        easy, hard = loaded(game_id)
        return easy, replace(hard, playouts=4)

    monkeypatch.setattr(bot_levels, "_levels", few)


def setup_for(game_id: str, levels: tuple[str, ...]):  # type: ignore[no-untyped-def]
    players = len(levels)
    return bot_setup(players, resolve_options(game_id, players, SHORT.get(game_id, {})), levels)


def levels_for(game_id: str) -> tuple[str, ...]:
    return ("hard", "easy", "normal")[: PLAYERS[game_id]]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_and_easy_finish_a_game_and_repeat_it(game_id: str) -> None:
    setup = setup_for(game_id, levels_for(game_id))
    first = play_match(rules_for(game_id), setup, seed=5)
    again = play_match(rules_for(game_id), setup, seed=5)
    assert first.outcome() is not None
    assert [s.action for s in first.steps] == [s.action for s in again.steps]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_saved_game_with_hard_seats_continues_as_the_unbroken_one(game_id: str, tmp_path: Path) -> None:
    setup = setup_for(game_id, levels_for(game_id))
    unbroken = play_match(rules_for(game_id), setup, seed=8)
    half = len(unbroken.steps) // 2
    partial = Match(rules_for(game_id), setup, 8)
    for step in unbroken.steps[:half]:
        partial.apply(step.seat, step.action)
    loaded = save_and_load(partial, tmp_path / "hard.yaml")
    assert [seat.level for seat in loaded.setup.seats] == list(levels_for(game_id))
    from tabletop.games.simulate import MatchBot

    bots = [MatchBot(loaded, seat) for seat in range(len(setup.seats))]
    while waiting := loaded.to_act():
        seat = waiting[0]
        loaded.apply(seat, bots[seat].choose(loaded.rules, loaded.rules.view(loaded.state, seat), seat))
    assert [s.action for s in loaded.steps] == [s.action for s in unbroken.steps]
