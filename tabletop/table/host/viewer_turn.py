"""Whether the viewer is the one to act, and what they may do now: every game's view asks."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Action


class ViewerTurn:
    """Mixed into a view that keeps its `rules` and the `state`, `viewer` and `waiting` last shown."""

    rules: Any
    state: Any
    viewer: int | None
    waiting: tuple[int, ...]

    def _my_turn(self) -> bool:
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.viewer is None:
            return []
        legal: list[Action] = self.rules.legal_actions(self.state, self.viewer)
        return legal
