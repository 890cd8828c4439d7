"""Many whole races through legal_actions/apply, checking what must always hold."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.contract import Action, IllegalAction, SeatSetup, Setup
from tabletop.engine.random_bot import RandomBot
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, NoDraft, RollForPole
from tabletop.games.raceday.bot import RaceDayBot
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import OUT, RACING, RaceDayState
from tests.games.playthrough import assert_others_wait, turns

from .helpers import rules


def check_invariants(r: RaceDayRules, state: RaceDayState) -> None:
    numbers = r.parts.numbers
    spaces = [car.space for car in state.cars if car.space is not None]
    assert len(spaces) == len(set(spaces)), "two cars share a space"
    for car in state.cars:
        if car.space is not None:
            assert car.status == RACING
            assert car.engine < numbers.engine_limit, f"{car.name} is on the track with {car.engine} smoke"
            assert car.body < numbers.body_limit, f"{car.name} is on the track with {car.body} Body damage"
            assert state.circuit.row_of(car.space) == car.distance % state.circuit.length
        if car.status == OUT:
            assert car.engine >= numbers.engine_limit or car.body >= numbers.body_limit
    assert state.finish_order == sorted(state.finish_order, key=lambda s: state.cars[s].place)


def probes(r: RaceDayRules, state: RaceDayState, seat: int) -> list[Action]:
    """Actions of every kind, most of them wrong for the moment."""
    found: list[Action] = [RollForPole(), ChooseSpeed("cruise"), ChooseSpeed("warp"), Draft("B"), NoDraft()]
    car = state.cars[seat]
    if car.space is not None:
        ahead = state.circuit.graph.ahead(car.space)
        found += [Move((ahead[0],)), Move(tuple(ahead[:2])), Move(())]
    return found


def play_race(players: int, seed: int, bot: str = "random", probe: bool = False) -> RaceDayState:
    r = rules()
    setup = Setup(tuple(SeatSetup(f"P{i}") for i in range(players)), {})
    state = r.new_state(setup, seed)
    bots = [RandomBot(seed * 7 + i) if bot == "random" else RaceDayBot(seed * 7 + i) for i in range(players)]
    for seat, legal in turns(r, state, 5000):
        assert_others_wait(r, state, seat, players)
        if probe:
            for action in probes(r, state, seat):
                if action in legal:
                    continue
                before = repr(state)
                try:
                    r.apply(state, seat, action)
                except IllegalAction as refused:
                    assert refused.reason and repr(state) == before
                else:
                    assert isinstance(action, Move), f"{action} was taken though not listed"
                    pytest.fail(f"an unlisted move was taken: {action}")
        action = bots[seat].choose(r, r.view(state, seat), seat)
        assert action in legal
        r.apply(state, seat, action)
        check_invariants(r, state)
    assert r.to_act(state) == (), "the race ended"
    outcome = r.outcome(state)
    assert outcome is not None and sorted(outcome.ranking) == list(range(players))
    finished = [s for s in outcome.ranking if state.cars[s].status != OUT]
    assert finished == state.finish_order
    out = [state.cars[s] for s in outcome.ranking[len(finished) :]]
    assert [c.distance for c in out] == sorted((c.distance for c in out), reverse=True)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_races_keep_every_invariant(players: int) -> None:
    for seed in range(4):
        play_race(players, seed, probe=seed == 0)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bot_races_keep_every_invariant(players: int) -> None:
    for seed in range(3):
        state = play_race(players, seed, bot="game")
        assert state.finish_order, "with careful drivers somebody finishes"


def test_the_same_seed_and_choices_give_the_same_race() -> None:
    first = play_race(4, 11, bot="game")
    again = play_race(4, 11, bot="game")
    assert repr(first) == repr(again)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), bot=st.sampled_from(["random", "game"]))
def test_any_race_ends_with_a_full_ranking(players: int, seed: int, bot: str) -> None:
    play_race(players, seed, bot=bot)
