"""Every action that is not one of `legal_actions` is refused with IllegalAction and a reason,
whatever its field types, in all five games, and the refusal changes nothing.

Seeded: games are played with random legal moves, and at positions of every phase each of
the game's action types is tried with fields of the wrong type, of the right type but out of
range, legal actions with one field swapped, and things that are no action of the game.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, IllegalAction, SeatSetup, Setup
from tabletop.games.motox.actions import Roll
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import game_info, resolve_options

ODD = ("1", "", "S99", 1.5, float("nan"), None, True, False, -1, 0, 10**30, -(10**30), [1], [], (1,), ("x",),
       ((1, 2),), ((10**30, -5),), {"a": 1}, b"x", object())
POSITIONS = 12  # positions tried per game, spread over a game's phases
TRIES = 40  # odd actions per position


def _positions(game: str, seed: int) -> list[tuple[Any, int]]:
    """(state, seat to act) at moments spread over one game played with random legal moves."""
    rules = rules_for(game)
    info = game_info(game)
    players = max(count for count in info.counts if count <= 4)
    seats = tuple(SeatSetup(f"P{i}", True, info.colours[i % len(info.colours)]) for i in range(players))
    state = rules.new_state(Setup(seats, resolve_options(game, players, {})), seed)
    rng = random.Random(seed)
    seen: list[tuple[Any, int]] = []
    for step in range(3000):
        waiting = rules.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        if step % 7 == 0 or step < 4:
            seen.append((state.clone(), seat))
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    pick = random.Random(f"{game}-{seed}")
    return pick.sample(seen, min(POSITIONS, len(seen)))


def _odd_actions(rules: Any, legal: list[Action], rng: random.Random) -> list[object]:
    found: list[object] = [None, "Roll", 3, Action(), Roll("1")]
    kinds = list(rules.action_types.values())
    for _ in range(TRIES):
        kind = rng.choice(kinds)
        names = [field.name for field in dataclasses.fields(kind)]
        if legal and rng.random() < 0.5:  # a legal action with one field swapped
            base = rng.choice(legal)
            names = [field.name for field in dataclasses.fields(base)]
            if names:
                found.append(dataclasses.replace(base, **{rng.choice(names): rng.choice(ODD)}))
            continue
        found.append(kind(**{name: rng.choice(ODD) for name in names}))
    return found


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_action_not_legal_is_refused_with_a_reason_and_changes_nothing(game: str) -> None:
    rules = rules_for(game)
    rng = random.Random(f"odd-{game}")
    tried = 0
    for state, seat in _positions(game, seed=7):
        legal = rules.legal_actions(state, seat)
        for action in _odd_actions(rules, legal, rng):
            for who in (seat, (seat + 1) % len(rules.to_act(state) or (0,)) + 1):
                trial = state.clone()  # the games' own copy, which bots play out on
                before = repr(trial)
                try:
                    rules.apply(trial, who, action)  # type: ignore[arg-type]
                except IllegalAction as refusal:
                    assert refusal.reason, action
                    assert repr(trial) == before, f"{action!r} changed the state before its refusal"
                else:
                    assert who == seat and action in legal, f"{action!r} was accepted"
                tried += 1
    assert tried > POSITIONS * TRIES


def test_a_wrong_typed_motox_roll_is_refused_with_a_reason() -> None:
    rules = rules_for("motox")
    info = game_info("motox")
    seats = tuple(SeatSetup(f"P{i}", True, info.colours[i]) for i in range(3))
    state = rules.new_state(Setup(seats, resolve_options("motox", 3, {})), 3)
    with pytest.raises(IllegalAction, match="coins must be a whole number"):
        rules.apply(state, rules.to_act(state)[0], Roll("1"))  # type: ignore[arg-type]


def test_the_guard_takes_exactly_the_declared_types() -> None:
    types = rules_for("motox").action_types
    check_action(Roll(2), types)
    for wrong in ("2", 2.0, True, None):
        with pytest.raises(IllegalAction):
            check_action(Roll(wrong), types)  # type: ignore[arg-type]
    move = types["Move"]
    check_action(move(2, ((0, 0), (1, 0))), types)
    for path in ([(0, 0)], ((0, 0, 0),), ((0, "0"),), (None,)):
        with pytest.raises(IllegalAction, match="path must be a list"):
            check_action(move(2, path), types)
    for foreign in (None, Action(), rules_for("nascard").action_types["PitStop"]()):
        with pytest.raises(IllegalAction, match="not a move in this game"):
            check_action(foreign, types)
