"""How far a Mind Cycling stage has got, as a player says it: its turn, and how far the front
of the race still is from the line."""

from __future__ import annotations

from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.language import _


def progress(state: MindCyclingState) -> str:
    racing = [state.course.to_line(rider.space) for rider in state.riders if not rider.finished]
    if state.over or not racing:
        return _("Stage over")
    # Worded as the best scores are ("12 turns, 3 to go"): spaces, left unsaid, short for the Load list.
    return _("Turn {turn}, {spaces} to go").format(turn=state.turn, spaces=min(racing))
