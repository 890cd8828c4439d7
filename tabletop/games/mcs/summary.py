"""What a finished MCS match reports: `simulate` prints it, the results screen draws it.

`order` names the winner first (a team as "Anna & Carl"), `rounds` and `heats`
count the heats (`extra_heats` those that broke a tie in the meeting),
`points` gives each final total and `chart` the running totals heat by heat.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.seat_names import team_name
from tabletop.engine.words import say
from tabletop.games.mcs.components import SIDES
from tabletop.games.mcs.state import McsState
from tabletop.language import N_, _


def entrants(state: McsState) -> list[tuple[str, str, list[int]]]:
    """Who is scored: (name, colour, seats) per player, or per side outside the meeting."""
    if state.mode == "meeting":
        return [(p.name, p.colours[0], [p.seat]) for p in state.players]
    found = []
    for side in SIDES:
        seats = [p.seat for p in state.players if p.side == side]
        name = team_name([state.players[s].name for s in seats])
        found.append((name, state.players[seats[0]].colours[0], seats))
    return found


def running_totals(state: McsState, seats: list[int]) -> list[int]:
    totals, running = [], 0
    for result in state.regular_results():
        running += sum(result.seat_points[s] for s in seats)
        totals.append(running)
    return totals


def summarise(match: Match) -> dict[str, Any]:
    state: McsState = match.state
    people = entrants(state)
    place = {seat: i for i, seat in enumerate(state.ranking)}
    people.sort(key=lambda e: min(place.get(s, 99) for s in e[2]))
    points = {name: sum(state.players[s].points for s in seats) for name, _c, seats in people}
    regular = len(state.regular_results())
    draw = len(people) == 2 and len(set(points.values())) == 1
    return {
        "order": [name for name, _c, _s in people],
        "result": "draw" if draw else "win",
        "points": points,
        # The score under each name on the results screen: the chart's ends alone do not tell 47 - 43.
        "details": {name: say(_("{points:point}"), points=total) for name, total in points.items()},
        "rounds": len(state.results),
        "heats": regular,
        "extra_heats": len(state.results) - regular,
        "chart": {
            "title": N_("Running score, heat by heat"),
            "axis": N_("Heat"),
            "series": [
                {"name": name, "colour": colour, "values": running_totals(state, seats)}
                for name, colour, seats in people
            ],
        },
    }
