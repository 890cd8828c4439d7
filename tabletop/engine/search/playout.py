"""One hypothetical game from a position: every seat plays the policy until the game ends,
the game's `cut_off` allows a judgement, or the playout has run its moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.contract import Action, Rules
from tabletop.engine.search.searchable import Policy, Searchable, finished_value

PolicyMaker = Callable[[int], Policy]


class SeatPolicies:
    """A playout where the searching seat plays its own policy and every other seat another."""

    def __init__(self, seat: int, own: Policy, others: Policy) -> None:
        self.seat = seat
        self.own = own
        self.others = others

    def choose(self, rules: Any, view: Any, seat: int) -> Action:
        return (self.own if seat == self.seat else self.others).choose(rules, view, seat)


def play_out(search: Searchable[Any], state: Any, seat: int, policy: Policy, max_steps: int) -> float:
    """Play `state` on (it is changed) and return its value to `seat`.

    The policy sees the whole hypothetical state: in a world the search made up, nothing
    true is given away, and skipping the seat's view saves a copy per move.
    """
    rules: Rules[Any] = search.rules
    start = search.clone(state)
    steps = 0
    while True:
        done = finished_value(rules, state, seat)
        if done is not None:
            return done
        if (max_steps and steps >= max_steps) or (steps and search.cut_off(start, state)):
            return search.evaluate(state, seat)
        mover = rules.to_act(state)[0]
        search.advance(state, mover, policy.choose(rules, state, mover))
        steps += 1
