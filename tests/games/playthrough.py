"""What every game's whole-match test does at each step: finds the seat to act and its choices,
checks that only that seat may act, and that an action it may not take is refused with a reason,
leaving the state as it was."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from tabletop.engine.contract import Action, IllegalAction, Rules


def turns(rules: Rules[Any], state: object, limit: int) -> Iterator[tuple[int, list[Action]]]:
    """Each turn, at most `limit`, until nobody is to act: the first seat to act and its legal
    actions, which are never none. The caller plays one of them before asking for the next."""
    for _ in range(limit):
        waiting = rules.to_act(state)
        if not waiting:
            return
        seat = waiting[0]
        legal = rules.legal_actions(state, seat)
        assert legal, "a seat to act always has a choice"
        yield seat, legal


def assert_others_wait(rules: Rules[Any], state: object, seat: int, seats: int) -> None:
    """No seat but `seat` has a legal action."""
    for other in range(seats):
        if other != seat:
            assert rules.legal_actions(state, other) == []


def assert_refused(
    rules: Rules[Any], state: object, seat: int, actions: Iterable[Action], legal: list[Action]
) -> None:
    """Each of `actions` that `legal` does not list is refused with a reason and changes nothing."""
    for action in actions:
        if action in legal:
            continue
        before = repr(state)
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, seat, action)
        assert refused.value.reason
        assert repr(state) == before, "a refused action changed the state"
