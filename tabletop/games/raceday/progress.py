"""How far a Race Day race has got, as a player says it: the leader's lap."""

from __future__ import annotations

from tabletop.games.raceday.state import OVER, POLE, RaceDayState
from tabletop.language import _


def progress(state: RaceDayState) -> str:
    if state.phase == OVER:
        return _("Race over")
    if state.phase == POLE:
        return _("Before the start")  # rolling for the grid
    lap = max(state.lap_of(car) for car in state.cars)
    return _("Lap {lap} of {laps}").format(lap=lap, laps=state.laps)
