"""What every game's whole-match test checks at each step: only the seat to act may act, and an
action it may not take is refused with a reason, leaving the state as it was."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from tabletop.engine.contract import Action, IllegalAction, Rules


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
