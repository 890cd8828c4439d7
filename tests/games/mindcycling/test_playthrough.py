"""Whole stages through legal_actions/apply with random movers, checking what must always hold."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.engine.random_bot import RandomBot
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY, GiveBottle, Ride
from tabletop.games.mindcycling.bot import MindCyclingBot
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MOUNTAIN_MEDAL, SPRINT_MEDAL, STAGE, TEAM, MindCyclingState
from tabletop.games.mindcycling.track_layout import FINISH
from tests.games.playthrough import assert_others_wait, assert_refused, turns

from .helpers import rules


def check_invariants(r: MindCyclingRules, state: MindCyclingState) -> None:
    on_road = [rider.space for rider in state.riders if not rider.finished]
    assert len(on_road) == len(set(on_road)), "two riders share a space"
    assert all(space in state.course.track.spaces for space in on_road)
    places = sorted(rider.place for rider in state.riders if rider.finished)
    assert places == list(range(1, len(places) + 1))
    assert [state.riders[i].place for i in state.finish_order] == places
    if STAGE in state.medals:
        assert state.riders[state.medals[STAGE]].place == 1
    for medal, end in ((SPRINT_MEDAL, state.course.sprint_end), (MOUNTAIN_MEDAL, state.course.mountain_end)):
        if medal in state.medals:
            assert end is not None and state.course.row(state.riders[state.medals[medal]].space) > end
    assert not state.solo or not state.medals


def probes(state: MindCyclingState) -> list[Action]:
    """Actions of every kind, most of them wrong for the moment."""
    rider = state.active()
    assert rider is not None
    ahead = state.course.ahead(rider.space)
    found: list[Action] = [GiveBottle(), Ride("fly", ())]
    for kind in (MOVE, ATTACK, DRAFT, RELAY):
        found += [Ride(kind, (ahead[0],)), Ride(kind, tuple(ahead[:1]) * 2), Ride(kind, (FINISH,))]
    return found


def play(
    teams: int, seed: int, bot: str = "random", probe: bool = False
) -> tuple[MindCyclingState, list[Action]]:
    r = rules()
    state = r.new_state(Setup(tuple(SeatSetup(f"P{i + 1}") for i in range(teams)), {}), seed)
    bots = [
        RandomBot(seed * 7 + i) if bot == "random" else MindCyclingBot(seed * 7 + i) for i in range(teams)
    ]
    taken: list[Action] = []
    for seat, legal in turns(r, state, 3000):
        assert len(set(legal)) == len(legal)
        assert_others_wait(r, state, seat, teams)
        if probe:
            assert_refused(r, state, seat, probes(state), legal)
        action = bots[seat].choose(r, r.view(state, seat), seat)
        assert action in legal
        r.apply(state, seat, action)
        taken.append(action)
        check_invariants(r, state)
    assert not r.to_act(state), "the stage did not end"
    return state, taken


@pytest.mark.parametrize("teams", [1, 2, 3, 4, 5, 6])
def test_random_stages_end_with_consistent_medals_and_points(teams: int) -> None:
    r = rules()
    for seed in range(2):
        state, _ = play(teams, seed, probe=seed == 0)
        assert state.over and r.to_act(state) == ()
        finished = sum(rider.finished for rider in state.riders)
        if teams == 1:
            assert finished == r.parts.numbers.solo_finishers
            continue
        assert finished == len(state.riders)
        assert set(state.medals) >= {STAGE, TEAM}
        points = state.team_points(r.parts.points)
        assert points[state.medals[TEAM]] == max(points)
        assert sum(points) == sum(r.parts.points_for(p) for p in range(1, len(state.riders) + 1))
        outcome = r.outcome(state)
        assert outcome is not None
        medals = [state.medal_count(s) for s in outcome.ranking]
        assert medals == sorted(medals, reverse=True)
        assert sum(medals) == len(state.medals)


def test_the_same_seed_and_actions_give_the_same_stage() -> None:
    first, actions = play(3, 11, bot="game")
    second, again = play(3, 11, bot="game")
    assert actions == again
    assert first.history == second.history and first.medals == second.medals
