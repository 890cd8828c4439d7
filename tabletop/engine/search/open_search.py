"""The search hooks of a game that hides nothing but the dice to come (Race Day, MotoX,
Mind Cycling): any state is its own view, so a guess at the truth is a copy with a
fresh stream. Such a game adds only its `evaluate` and, if it has one, a `cut_off`."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from tabletop.engine.contract import Action, Rules
from tabletop.engine.rng import Rng


class OpenState(Protocol):
    rng: Rng

    def clone(self) -> Any: ...


S = TypeVar("S", bound=OpenState)


class OpenSearch(Generic[S]):
    def __init__(self, rules: Rules[S]) -> None:
        self.rules = rules

    def clone(self, state: S) -> S:
        copied: S = state.clone()
        return copied

    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        world = self.clone(view)
        world.rng = rng.fork()
        return world

    def advance(self, state: S, seat: int, action: Action) -> None:
        self.rules.apply(state, seat, action)

    def cut_off(self, start: S, now: S) -> bool:
        return False
