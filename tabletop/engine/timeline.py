"""A recorded match as a timeline: the position after any number of its moves, fast.

A match is its setup, seed and moves, so the position after move k is a replay of
k moves (see `match`). Replaying from the start each time would make a jump late in
a long game slow; the timeline keeps a copy of the position every `SNAPSHOT_EVERY`
moves and replays only from the nearest one before, so any jump replays fewer than
that many moves.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any, Protocol

from tabletop.engine.contract import Event, Rules
from tabletop.engine.match import Match, Step

SNAPSHOT_EVERY = 16
"""Moves between kept positions: a jump replays at most this many less one. Sixteen keeps a
300-move game to about twenty copies of its position."""


class Clonable(Protocol):
    def clone(self) -> Any: ...


class Timeline:
    """Every position of `match`, from the start (0) to after its last move (`length`).

    `progress(state)` may measure how far a position is (the rounds a game's chart has
    reached); the timeline then knows where each round starts (`round_starts`).
    """

    def __init__(self, match: Match, progress: Callable[[Any], int] | None = None) -> None:
        self.rules: Rules[Any] = match.rules
        self.setup = match.setup
        self.seed = match.seed
        self.steps: list[Step] = list(match.steps)
        self._snapshots: list[Clonable] = []
        # progress_after[k]: the measure of the position after k moves.
        self.progress_after: list[int] = []
        state = self.rules.new_state(self.setup, self.seed)
        for done in range(len(self.steps) + 1):
            if done % SNAPSHOT_EVERY == 0:
                self._snapshots.append(state.clone())
            if progress is not None:
                self.progress_after.append(progress(state))
            if done < len(self.steps):
                self.advance(state, done)
        # Where each round begins: 0 for the first, then each position whose measure went up
        # (the move that ended a round), but for the end of a match that is over, where no
        # round begins. Empty without a measure.
        self.round_starts: list[int] = self._round_starts(over=self.rules.outcome(state) is not None)

    @property
    def length(self) -> int:
        return len(self.steps)

    def state_at(self, moves: int) -> Any:
        """A fresh copy of the position after `moves` moves (0: the start)."""
        if not 0 <= moves <= self.length:
            raise IndexError(f"a position after {moves} moves, in a match of {self.length}")
        kept = moves // SNAPSHOT_EVERY
        state = self._snapshots[kept].clone()
        for done in range(kept * SNAPSHOT_EVERY, moves):
            self.advance(state, done)
        return state

    def advance(self, state: Any, done: int) -> list[Event]:
        """Play move number `done` (counting from 0) on `state`, the position after `done` moves."""
        step = self.steps[done]
        return self.rules.apply(state, step.seat, step.action)

    def match_at(self, moves: int) -> Match:
        """The match as it stood after `moves` moves: its position and the steps that led there."""
        return Match(self.rules, self.setup, self.seed, state=self.state_at(moves), steps=self.steps[:moves])

    # --- rounds --------------------------------------------------------------------

    def _round_starts(self, over: bool) -> list[int]:
        if not self.progress_after:
            return []
        starts = [0]
        for moves in range(1, self.length + (0 if over else 1)):
            if self.progress_after[moves] > self.progress_after[moves - 1]:
                starts.append(moves)
        return starts

    def round_of(self, moves: int) -> int:
        """Which round (1 first) the position after `moves` moves is in, by `round_starts`."""
        return max(1, bisect.bisect_right(self.round_starts, moves))
