"""Whether the viewer is the one to act, and what they may do now: every game's view asks."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Action
from tabletop.table.host.game_view import TableHost


class ViewerTurn:
    """Mixed into a view that keeps its `rules` and the `state`, `viewer` and `waiting` last shown.

    A game's view annotates `rules`, `parts` and `state` with its own types.
    """

    rules: Any
    parts: Any
    state: Any
    viewer: int | None
    waiting: tuple[int, ...]

    def __init__(self, rules: Any, host: TableHost) -> None:
        # Nothing shown yet: the table calls `show` with the first state.
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state = None
        self.viewer = None
        self.waiting = ()

    def _my_turn(self) -> bool:
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.viewer is None:
            return []
        legal: list[Action] = self.rules.legal_actions(self.state, self.viewer)
        return legal
