"""View independence, for any game with secrets.

A seat's view must be a function of what that seat may know: change everything
else in the position (other hands, face-down cards, the order of the deck, the
random numbers to come) and the view must not change by a single field. A game's
test supplies how to change the hidden part of its state; these helpers walk
random games and compare the views.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

# perturb(state, seat, rng) -> a changed copy of `state` that `seat` cannot tell apart from it
Perturb = Callable[[Any, "int | None", random.Random], Any]


def random_positions(rules: Any, setup: Any, seed: int, max_steps: int) -> Iterator[Any]:
    """Every position of one random game (the start included), until it ends or `max_steps`.

    Moves are uniform among the legal ones of a uniformly chosen seat to act, so
    simultaneous choices are made in every order.
    """
    rng = random.Random(seed)
    state = rules.new_state(setup, seed)
    yield state
    for _ in range(max_steps):
        waiting = rules.to_act(state)
        if not waiting:
            return
        seat = rng.choice(waiting)
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        yield state


def differences(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where two views differ, field by field (for a readable failure)."""
    if is_dataclass(a) and is_dataclass(b) and type(a) is type(b):
        found: list[str] = []
        for f in fields(a):
            found += differences(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
        return found
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return [d for key in a for d in differences(a[key], b[key], f"{path}[{key!r}]")]
    if isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        pairs = enumerate(zip(a, b, strict=True))
        return [d for i, (x, y) in pairs for d in differences(x, y, f"{path}[{i}]")]
    return [] if a == b else [f"{path}: {a!r} != {b!r}"]


def check_views_independent(
    rules: Any, state: Any, seats: Sequence[int | None], perturb: Perturb, rng: random.Random, tries: int = 2
) -> int:
    """Assert each seat's view survives `tries` perturbations; how many changed the state.

    The count lets a test prove its perturbation is not a no-op (a test that cannot fail).
    """
    changed = 0
    for seat in seats:
        seen = rules.view(state, seat)
        for _ in range(tries):
            other = perturb(state, seat, rng)
            assert other is not state, "perturb must return a copy"
            if other != state:
                changed += 1
            diff = differences(seen, rules.view(other, seat))
            assert not diff, f"seat {seat}'s view changed with what it may not see: {diff[:5]}"
    return changed
