"""At the end of a finished match's replay, the bar counts the rounds its results chart shows:
the last move ended the last round and began none ("Round 10" under a chart ending at 9)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.replay_scene import rounds_reached
from tests.scenes.play.replay_walk import open_replay


@pytest.mark.parametrize("game", ["raceday", "mindcycling"])
def test_the_last_round_counted_is_the_chart_s_last(make_app: type[App], game: str) -> None:
    seats = (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue"))
    match = play_match(rules_for(game), Setup(seats), 9)
    assert match.outcome() is not None
    driver, scene = open_replay(make_app, (1280, 720), match)
    driver.key(pygame.K_END)
    driver.frames(1)
    assert scene.position == len(match.steps)
    rounds = rounds_reached(match)
    assert rounds > 1
    assert scene.timeline.round_of(scene.position) == rounds
    assert len(scene.scrubber.round_starts) == rounds  # no mark for a round never played
    # A step back, the last round is still the one counted.
    driver.key(pygame.K_LEFT)
    assert scene.timeline.round_of(scene.position) == rounds
