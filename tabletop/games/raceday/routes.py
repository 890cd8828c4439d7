"""What the viewer may do now in Race Day: whose turn it is, the legal actions, and the
spaces the moving car may end on or step onto next (from the rules' legal moves).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.raceday.actions import Draft
from tabletop.games.raceday.state import DRAFT, MOVE
from tabletop.games.raceday.view.layout import RaceDayLayout


class RaceDayMoves(RaceDayLayout):
    """What the viewer may do now, read from the rules' legal actions."""

    def _moving_car(self) -> int | None:
        """The viewer's car when it is theirs to move (or to draft with)."""
        state = self.state
        if state is None or not self._my_turn() or state.turn is None:
            return None
        if state.phase == MOVE:
            return state.turn.car
        if state.phase == DRAFT:
            return state.turn.drafter
        return None

    def _path_layers(self) -> tuple[list[frozenset[str]], list[frozenset[str]]]:
        """Where the moving car can be after each step, and the part of that which leads on to an end."""
        state = self.state
        assert state is not None and state.turn is not None
        graph = state.circuit.graph
        turn = state.turn
        layers = graph.layers(turn.start, turn.spaces, state.taken() - {turn.start})
        return layers, graph.onward(layers)

    def _destinations(self) -> dict[str, str]:
        """Zone id -> what dropping there means: "end" of a move, or a draft option "A"/"B"."""
        state = self.state
        if state is None or self._moving_car() is None:
            return {}
        if state.phase == DRAFT:
            found = {}
            for option in ("A", "B"):
                target = self.rules.draft_target(state, option)
                if target is not None and Draft(option) in self._legal():
                    found[target] = option
            return found
        layers, onward = self._path_layers()
        reach = len(layers) - 1
        if reach == 0:
            return {}
        if not self.steps:
            return dict.fromkeys(layers[reach], "end")
        ends = self._reachable_from(self.steps[-1], len(self.steps), onward)
        return dict.fromkeys(ends, "end")

    def _reachable_from(self, here: str, step: int, onward: Sequence[frozenset[str]]) -> set[str]:
        assert self.state is not None
        graph = self.state.circuit.graph
        frontier = {here}
        for layer in onward[step + 1 :]:
            frontier = {n for s in frontier for n in graph.ahead(s) if n in layer}
        return frontier

    def _next_steps(self) -> set[str]:
        state = self.state
        if state is None or state.phase != MOVE or self._moving_car() is None:
            return set()
        layers, onward = self._path_layers()
        reach = len(layers) - 1
        done = len(self.steps)
        if reach <= 1 or done >= reach - 1:
            return set()
        here = self.steps[-1] if self.steps else state.turn.start if state.turn else ""
        return {n for n in state.circuit.graph.ahead(here) if n in onward[done + 1]}

    def _path_to(self, end: str) -> tuple[str, ...] | None:
        """The full path to `end`: through the spaces clicked so far, then the most natural way."""
        state = self.state
        if state is None or state.turn is None:
            return None
        layers, onward = self._path_layers()
        graph = state.circuit.graph
        reach = len(layers) - 1
        if end not in layers[reach]:
            return None
        prefix = list(self.steps)
        if prefix and end not in self._reachable_from(prefix[-1], len(prefix), onward):
            prefix = []
        # Fill in backwards from the end through spaces that the prefix can reach.
        limited = [frozenset({state.turn.start})] + [frozenset({s}) for s in prefix]
        rest = list(onward[len(prefix) + 1 :])
        if prefix:
            frontier = {prefix[-1]}
            trimmed = []
            for layer in rest:
                frontier = {n for s in frontier for n in graph.ahead(s) if n in layer}
                trimmed.append(frozenset(frontier))
            rest = trimmed
        return graph.way_back([*limited, *rest], (end,))
