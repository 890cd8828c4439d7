"""A game's events are its own (its `events` module) or shared ones it declares in `SHARED`:
the tutorial checker knows a game's events by that, so a lesson may name either kind."""

from __future__ import annotations

import importlib

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.simulate import play_match
from tabletop.tutorial.catalogue import games_with_tutorials, start_tutorial

PLAYERS = {"mcs": 2, "motox": 3}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_of_a_whole_game_is_the_games_own_or_declared_shared(game_id: str) -> None:
    module = importlib.import_module(f"tabletop.games.{game_id}.events")
    assert all(event.__module__ == common.__name__ for event in module.SHARED)
    players = PLAYERS.get(game_id, 3)
    setup = Setup(tuple(SeatSetup(f"Bot {i + 1}", True) for i in range(players)))
    made = set()
    for seed in (1, 2):
        match = play_match(rules_for(game_id), setup, seed)
        made |= {type(event) for step in match.steps for event in step.events}
    undeclared = {
        event.__name__ for event in made if event.__module__ != module.__name__ and event not in module.SHARED
    }
    assert undeclared == set()


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_a_tutorial_naming_shared_events_starts(game_id: str) -> None:
    match, coach = start_tutorial(game_id)
    assert match.game_id == game_id and coach is not None
