"""Building Mind Cycling positions for tests: a small course, riders placed where a test wants them."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Action, Event, SeatSetup, Setup
from tabletop.games.mindcycling.actions import MOVE, Ride
from tabletop.games.mindcycling.game import make_rules
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.games.mindcycling.track_layout import FINISH

# start rows 0-6, flat 7-16, sprint 17-22, flat 23-26 (feed at 24.1), mountain 27-34 (rocks 29.1, 31.0)
COURSE: dict[str, Any] = {
    "name": "Test course",
    "game": "mindcycling",
    "lanes": 3,
    "pieces": [
        {"kind": "start", "rows": 7},
        {"kind": "flat", "rows": 10},
        {"kind": "sprint", "rows": 6},
        {"kind": "flat", "rows": 4, "feed": [[2, 2]]},
        {"kind": "mountain", "rows": 8, "rocks": [[3, 2], [5, 1]]},
        {"kind": "finish"},
    ],
}


def rules() -> MindCyclingRules:
    return make_rules()


def stage(teams: int = 1, seed: int = 1, course: dict[str, Any] | None = None) -> MindCyclingState:
    seats = tuple(SeatSetup(f"P{i + 1}") for i in range(teams))
    return rules().new_state(Setup(seats, {}, course or COURSE), seed)


def place(state: MindCyclingState, spots: dict[int, str], rest: str = "back") -> MindCyclingState:
    """Put riders on spaces ("row.lane" or "finish"); the others go to the back of the start area
    (or across the line, `rest="finish"`), then the turn begins again from these positions."""
    free = [s for s in reversed(state.course.starts) if s not in spots.values()]
    for rider in state.riders:
        if rider.id in spots:
            rider.space = spots[rider.id]
        elif rest == "finish":
            rider.space = FINISH
        else:
            rider.space = free.pop(0)
        if rider.space == FINISH and not rider.place:
            state.finish_order.append(rider.id)
            rider.place = len(state.finish_order)
    rules()._begin_turn(state)
    return state


def until(state: MindCyclingState, rider: int) -> list[Event]:
    """Let every rider before `rider` stay put; `rider` is then the one to move."""
    events: list[Event] = []
    r = rules()
    while state.active() is not None and state.active().id != rider:  # type: ignore[union-attr]
        active = state.active()
        assert active is not None
        events += r.apply(state, active.team, Ride(MOVE, ()))
    assert state.active() is not None, f"rider {rider} never came to move"
    return events


def act(state: MindCyclingState, action: Action) -> list[Event]:
    rider = state.active()
    assert rider is not None
    return rules().apply(state, rider.team, action)


def ends(state: MindCyclingState, kind: str) -> dict[str, Ride]:
    """The legal rides of one kind, by end space."""
    found: dict[str, Ride] = {}
    rider = state.active()
    assert rider is not None
    for action in rules().legal_actions(state, rider.team):
        if isinstance(action, Ride) and action.kind == kind and action.path:
            found[action.path[-1]] = action
    return found


def farthest(state: MindCyclingState, kind: str = MOVE) -> int:
    """How many rows the farthest ride of this kind goes."""
    rides = ends(state, kind)
    return max((len(r.path) for r in rides.values()), default=0)
