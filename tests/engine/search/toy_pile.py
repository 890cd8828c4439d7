"""A tiny game for testing the search without any real game: two players take one to three
counters in turn from a pile; who takes the last one wins. The state's stream is there so
the search's reseeding has something to reseed."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from tabletop.engine.contract import Action, Event, Outcome
from tabletop.engine.rng import Rng


@dataclass(frozen=True)
class Take(Action):
    count: int


@dataclass
class Pile:
    left: int
    turn: int = 0
    winner: int | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))

    def clone(self) -> Pile:
        return copy.copy(self)


class PileRules:
    game_id = "pile"
    action_types = {"Take": Take}

    def to_act(self, state: Pile) -> tuple[int, ...]:
        return () if state.winner is not None else (state.turn,)

    def legal_actions(self, state: Pile, seat: int) -> list[Action]:
        return [Take(n) for n in (1, 2, 3) if n <= state.left]

    def apply(self, state: Pile, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Take)
        state.left -= action.count
        if state.left == 0:
            state.winner = seat
        state.turn = 1 - seat
        return []

    def view(self, state: Pile, seat: int | None) -> Pile:
        return state.clone()

    def outcome(self, state: Pile) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome((state.winner, 1 - state.winner))


class Greedy:
    """Takes the whole pile when it can, else any move: the playout policy of the tests."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, rules: PileRules, view: Pile, seat: int) -> Action:
        legal = rules.legal_actions(view, seat)
        winning = [a for a in legal if isinstance(a, Take) and a.count == view.left]
        return winning[0] if winning else self.rng.choice(legal)
