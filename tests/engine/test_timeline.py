"""A recorded match as a timeline: any position is the position a fresh replay reaches."""

from __future__ import annotations

import random
from functools import cache

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.timeline import SNAPSHOT_EVERY, Timeline
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.games.simulate import play_match


@cache
def finished(game_id: str) -> Match:
    info = game_info(game_id)
    players = max(info.min_players, min(4, info.max_players))
    colours = info.colours or ("",)
    seats = tuple(SeatSetup(f"Seat {n}", True, colours[n % len(colours)]) for n in range(players))
    return play_match(rules_for(game_id), Setup(seats, resolve_options(game_id, players, {})), 5)


def fresh(match: Match, moves: int) -> Match:
    """The match replayed from its setup and seed for `moves` moves, as a save is loaded."""
    again = Match(match.rules, match.setup, match.seed)
    for step in match.steps[:moves]:
        again.apply(step.seat, step.action)
    return again


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_jump_anywhere_gives_the_position_a_fresh_replay_reaches(game_id: str) -> None:
    match = finished(game_id)
    assert len(match.steps) > SNAPSHOT_EVERY + 2  # two kept positions at least, and moves past them
    timeline = Timeline(match)
    order = list(range(len(match.steps) + 1))
    random.Random(3).shuffle(order)
    for moves in [0, len(match.steps), *order[:12]]:
        assert repr(timeline.state_at(moves)) == repr(fresh(match, moves).state), moves


@pytest.mark.parametrize("game_id", ["nascard", "mcs"])
def test_a_position_handed_out_is_a_copy_that_can_be_played_on(game_id: str) -> None:
    match = finished(game_id)
    timeline = Timeline(match)
    moves = SNAPSHOT_EVERY + 3
    state = timeline.state_at(moves)
    timeline.advance(state, moves)  # the replay's "forward" plays on the position it holds
    assert repr(state) == repr(fresh(match, moves + 1).state)
    assert repr(timeline.state_at(moves)) == repr(fresh(match, moves).state)  # the kept ones untouched
    held = timeline.match_at(moves)
    assert held.steps == match.steps[:moves] and held.steps is not match.steps


def test_rounds_start_where_the_measure_goes_up() -> None:
    match = finished("nascard")
    timeline = Timeline(match, progress=lambda state: state.round)
    rounds = [fresh(match, moves).state.round for moves in range(len(match.steps) + 1)]
    assert timeline.progress_after == rounds
    starts = timeline.round_starts
    assert starts[0] == 0 and len(starts) == len(set(rounds))
    for number, start in enumerate(starts, start=1):
        assert timeline.round_of(start) == number
        if start:
            assert rounds[start] > rounds[start - 1]
            assert timeline.round_of(start - 1) == number - 1
    assert Timeline(match).round_starts == []


def test_no_position_outside_the_match() -> None:
    timeline = Timeline(finished("nascard"))
    for moves in (-1, timeline.length + 1):
        with pytest.raises(IndexError):
            timeline.state_at(moves)
