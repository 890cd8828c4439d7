"""Where the car to move may go, read from the rules: the spaces its move may end on (or the
places a draft would put it), the spaces a click-by-click move may step onto next, and the
whole path to an end through the spaces clicked so far.

The table lights these spaces and turns a drop or the clicks into a proposed action; the
rules still decide.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.track_graph import Graph
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import DRAFT, MOVE, RaceDayState


def moving_car(state: RaceDayState) -> int | None:
    """The car to move now (or to draft with); None in the other phases."""
    turn = state.turn
    if turn is None:
        return None
    if state.phase == MOVE:
        return turn.car
    if state.phase == DRAFT:
        return turn.drafter
    return None


def destinations(rules: RaceDayRules, state: RaceDayState, steps: Sequence[str]) -> dict[str, str]:
    """Space id -> what dropping the car there means: "end" of a move, or a draft option "A"/"B".

    `steps` are the spaces clicked so far: only the ends still reachable through them count.
    """
    if moving_car(state) is None:
        return {}
    if state.phase == DRAFT:
        found = {}
        for option in ("A", "B"):
            target = rules.draft_target(state, option)
            if target is not None:
                found[target] = option
        return found
    layers, onward = _path_layers(state)
    reach = len(layers) - 1
    if reach == 0:
        return {}
    if not steps:
        return dict.fromkeys(layers[reach], "end")
    ends = _reachable_from(state.circuit.graph, steps[-1], len(steps), onward)
    return dict.fromkeys(ends, "end")


def next_steps(state: RaceDayState, steps: Sequence[str]) -> set[str]:
    """The spaces the car may be clicked onto next, one at a time (none once one step is left)."""
    if state.phase != MOVE or state.turn is None:
        return set()
    layers, onward = _path_layers(state)
    reach = len(layers) - 1
    done = len(steps)
    if reach <= 1 or done >= reach - 1:
        return set()
    here = steps[-1] if steps else state.turn.start
    return {n for n in state.circuit.graph.ahead(here) if n in onward[done + 1]}


def path_to(state: RaceDayState, steps: Sequence[str], end: str) -> tuple[str, ...] | None:
    """The full path to `end`: through the spaces clicked so far, then the most natural way."""
    if state.turn is None:
        return None
    layers, onward = _path_layers(state)
    graph = state.circuit.graph
    reach = len(layers) - 1
    if end not in layers[reach]:
        return None
    prefix = list(steps)
    if prefix and end not in _reachable_from(graph, prefix[-1], len(prefix), onward):
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


def _path_layers(state: RaceDayState) -> tuple[list[frozenset[str]], list[frozenset[str]]]:
    """Where the moving car can be after each step, and the part of that which leads on to an end."""
    turn = state.turn
    assert turn is not None
    graph = state.circuit.graph
    layers = graph.layers(turn.start, turn.spaces, state.taken() - {turn.start})
    return layers, graph.onward(layers)


def _reachable_from(graph: Graph, here: str, step: int, onward: Sequence[frozenset[str]]) -> set[str]:
    """The ends reachable from `here`, the car's place after `step` steps."""
    frontier = {here}
    for layer in onward[step + 1 :]:
        frontier = {n for s in frontier for n in graph.ahead(s) if n in layer}
    return frontier
