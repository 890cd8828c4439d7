"""How far a Nascard race has got, as a player says it: the leader's lap."""

from __future__ import annotations

from tabletop.games.nascard.state import NascardState
from tabletop.language import _


def progress(state: NascardState) -> str:
    if state.phase == "over":
        return _("Race over")
    leader = max(car.progress for car in state.cars)
    lap = min(state.laps, leader // state.track_length + 1)
    return _("Lap {lap} of {laps}").format(lap=lap, laps=state.laps)
