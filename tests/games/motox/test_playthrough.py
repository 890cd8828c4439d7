"""Whole games through legal_actions/apply, building phase included, checking what must always hold."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine.contract import Action
from tabletop.engine.match import Match
from tabletop.engine.random_bot import RandomBot
from tabletop.games.motox.actions import (
    Kickstart,
    Move,
    Pass,
    PlaceCoin,
    PlacePawn,
    PlaceTile,
    Roll,
    RollForFirst,
    Stay,
    WipeOut,
)
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, OVER, PAWNS, MotoXState
from tabletop.games.motox.track_model import layout_problems
from tabletop.games.registry import rules_for
from tests.games.playthrough import assert_others_wait, assert_refused, turns

from .helpers import rules, setup


def check_invariants(r: MotoXRules, state: MotoXState, players: int) -> None:
    numbers = r.parts.numbers
    cells = [t.cell for t in state.tiles]
    assert layout_problems(cells, [t.ramp for t in state.tiles], numbers.max_ramp) == [] or len(cells) < 2
    laid = len(state.tiles) + sum(len(b.tiles) for b in state.bikes) + state.unlaid_tiles
    assert laid == len(r.parts.tiles), "every tile is laid, in a hand or left over"
    coins = (
        sum(t.ramp for t in state.tiles)
        + sum(b.coins + b.build_coins for b in state.bikes)
        + state.discard
        + (state.set_aside if state.phase in (ORDER, BUILD) else 0)
    )
    assert coins == numbers.coins, "no coin appears or vanishes"
    riding = [b.space for b in state.bikes if b.riding]
    assert len(riding) == len(set(riding)), "two bikes share a space"
    course = state.course() if state.tiles else None
    for bike in state.bikes:
        if bike.space is not None and course is not None:
            assert course.on_track(bike.space), f"{bike.name} is off the track at {bike.space}"
        assert bike.coins >= 0
    if state.phase in (DECIDE, MOVE):
        assert all(b.space is not None for b in state.bikes)
    if state.phase == MOVE:
        assert state.dice and len(state.dice) <= numbers.dice


def probes(state: MotoXState, seat: int) -> list[Action]:
    """Actions of every kind, most of them wrong for the moment."""
    found: list[Action] = [
        RollForFirst(),
        PlaceTile(0, 0),
        PlaceTile(7, 7),
        PlaceCoin(0),
        PlaceCoin(1),
        PlacePawn(0, 0),
        PlacePawn(5, 5),
        Roll(0),
        Roll(3),
        Kickstart(),
        Pass(),
        Stay(),
        WipeOut(0, 0),
    ]
    bike = state.bikes[seat]
    if bike.space is not None:
        x, y = bike.space
        found += [Move(1, ((x + 1, y),)), Move(2, ((x, y + 1), (x, y + 2))), Move(6, ((x + 1, y),))]
    return found


def play(players: int, seed: int, bot: str = "random", probe: bool = False) -> MotoXState:
    r = rules()
    state = r.new_state(setup(players), seed)
    bots = [RandomBot(seed * 7 + i) if bot == "random" else MotoXBot(seed * 7 + i) for i in range(players)]
    phases = set()
    for seat, legal in turns(r, state, 20000):
        phases.add(state.phase)
        assert len(set(legal)) == len(legal)
        assert_others_wait(r, state, seat, players)
        if probe:
            assert_refused(r, state, seat, probes(state, seat), legal)
        action = bots[seat].choose(r, r.view(state, seat), seat)
        assert action in legal
        r.apply(state, seat, action)
        check_invariants(r, state, players)
    assert r.to_act(state) == () and state.phase == OVER, "the race ended"
    assert {ORDER, BUILD, PAWNS, DECIDE, MOVE} <= phases
    outcome = r.outcome(state)
    assert outcome is not None and sorted(outcome.ranking) == list(range(players))
    assert outcome.ranking[0] == state.winner and outcome.scores[state.winner] == 1.0
    assert list(outcome.scores) == [float(p) for p in state.places]
    return state


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    for seed in range(2):
        play(players, seed, probe=seed == 0)


@pytest.mark.parametrize("players", [3, 4])
def test_bot_games_keep_every_invariant(players: int) -> None:
    for seed in range(3):
        play(players, seed, bot="game", probe=seed == 0)


def test_the_same_seed_and_choices_give_the_same_game() -> None:
    assert repr(play(3, 11, bot="game")) == repr(play(3, 11, bot="game"))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 4), seed=st.integers(0, 2**32), bot=st.sampled_from(["random", "game"]))
def test_any_game_ends_with_a_full_ranking(players: int, seed: int, bot: str) -> None:
    play(players, seed, bot=bot)


def test_a_saved_game_loads_back_to_the_same_position(tmp_path: Path) -> None:
    r = rules()
    match = Match(r, setup(3), 8)
    bots = [MotoXBot(i) for i in range(3)]
    for _ in range(60):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(r, r.view(match.state, seat), seat))
    path = tmp_path / "motox.yaml"
    match.save(path)
    loaded = Match.load(path, rules_for)
    assert repr(loaded.state) == repr(match.state)
