"""Mind Cycling's search hooks over random stages: copies, guesses at the truth, playout moves
and judgements agree with the rules."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import Rng
from tabletop.games.mindcycling.game import make_search
from tabletop.games.mindcycling.state import MindCyclingState

from .helpers import rules


def contents(state: MindCyclingState, *leave_out: str) -> dict[str, Any]:
    return {f.name: getattr(state, f.name) for f in dataclasses.fields(state) if f.name not in leave_out}


def positions(teams: int, seed: int) -> Iterator[MindCyclingState]:
    """Every position of a stage played by random movers."""
    r = rules()
    state = r.new_state(Setup(tuple(SeatSetup(f"P{i + 1}") for i in range(teams)), {}), seed)
    mover = RandomBot(seed)
    while waiting := r.to_act(state):
        yield state
        r.apply(state, waiting[0], mover.choose(r, state, waiting[0]))
    yield state


def sampled(states: Iterator[MindCyclingState], every: int) -> Iterator[MindCyclingState]:
    """Every `every`-th position and the last: a deep copy of each of a random stage's
    thousands of positions costs minutes, and neighbours differ by one move."""
    state = None
    for index, state in enumerate(states):
        if index % every == 0:
            yield state
    if state is not None and index % every:
        yield state


@pytest.mark.parametrize("teams", [1, 2, 4])
def test_a_clone_is_a_deep_copy_that_shares_only_the_course(teams: int) -> None:
    r = rules()
    for seed in range(2):
        for state in sampled(positions(teams, seed), every=11):
            before = copy.deepcopy(state)
            clone = state.clone()
            assert clone.course is state.course
            assert contents(clone, "course") == contents(before, "course")
            if r.to_act(clone):
                seat = r.to_act(clone)[0]
                r.apply(clone, seat, r.legal_actions(clone, seat)[-1])
            clone.riders[0].bottle = not clone.riders[0].bottle
            clone.teams[0].player = "someone else"
            clone.medals["stage"] = 3
            for places in clone.history:
                places.append(99)
            assert contents(state, "course") == contents(before, "course")


@pytest.mark.parametrize("teams", [1, 2, 4])
def test_a_guess_at_the_truth_looks_the_same_to_the_seat_and_allows_the_same_moves(teams: int) -> None:
    r = rules()
    search = make_search()
    for state in positions(teams, 3):
        for seat in range(teams):
            view = r.view(state, seat)
            world = search.determinize(view, seat, Rng.from_seed(seat + 17))
            # Nothing is hidden; only the stream of the numbers to come is new.
            assert contents(r.view(world, seat), "rng") == contents(view, "rng")
            assert world.rng != view.rng
            assert r.legal_actions(world, seat) == r.legal_actions(view, seat)


@pytest.mark.parametrize("teams", [2, 3])
def test_advancing_a_playout_changes_the_state_as_applying_does(teams: int) -> None:
    r = rules()
    search = make_search()
    mover = RandomBot(5)
    for state in positions(teams, 5):
        if not r.to_act(state):
            break
        seat = r.to_act(state)[0]
        action = mover.choose(r, state, seat)
        played, applied = state.clone(), state.clone()
        search.advance(played, seat, action)
        r.apply(applied, seat, action)
        assert contents(played) == contents(applied)


@pytest.mark.parametrize("teams", [2, 4])
def test_a_judgement_is_a_chance_and_favours_the_team_ahead_at_the_end(teams: int) -> None:
    r = rules()
    search = make_search()
    for state in positions(teams, 7):
        values = [search.evaluate(state, seat) for seat in range(teams)]
        assert all(0.0 <= v <= 1.0 for v in values)
        course = state.course
        offered = 2 + (course.sprint_end is not None) + (course.mountain_end is not None)
        assert sum(search.expected_medals(state)) == pytest.approx(offered)
    outcome = r.outcome(state)
    assert outcome is not None
    assert max(range(teams), key=lambda s: search.evaluate(state, s)) == outcome.ranking[0]


def test_the_shortlist_is_every_legal_move_the_normal_players_favourite_ride_first() -> None:
    r = rules()
    search = make_search()
    for state in positions(2, 9):
        if not r.to_act(state):
            break
        seat = r.to_act(state)[0]
        legal = r.legal_actions(state, seat)
        picked = search.shortlist(state, seat, legal)
        assert sorted(map(repr, picked)) == sorted(map(repr, legal))
