"""What a finished Race Day race reports: `simulate` prints it, the results screen draws it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.games.raceday.state import FINISHED, OUT, RaceDayState
from tabletop.language import N_, _


def summarise(match: Match) -> dict[str, Any]:
    """`order` (names, winner first), `rounds`, the winner's `turns`, how many went `out`,
    `details` (under a car out of the race, that it went out, as its line on the chart says), and
    `chart`: a lap chart of each car's place after every round (a line stops at the round its car
    went out, at the back)."""
    state: RaceDayState = match.state
    winner = state.cars[state.ranking[0]] if state.ranking else None
    return {
        "order": [state.cars[s].name for s in state.ranking],
        "rounds": state.round,
        "turns": winner.turns if winner is not None and winner.status == FINISHED else 0,
        "out": sum(car.status == OUT for car in state.cars),
        "details": {car.name: _("out of the race") for car in state.cars if car.status == OUT},
        "chart": {
            "title": N_("Lap chart: places after each round"),
            "places": len(state.cars),
            "stopped": N_("out"),
            "series": [
                {"name": car.name, "colour": car.colour, "values": _places(state, car.seat)}
                for car in state.cars
            ],
        },
    }


def _places(state: RaceDayState, seat: int) -> list[int]:
    """The car's place after each round; in the round it went out, behind every car still
    running (cars out in one round in the order they went), so its line ends at that round."""
    values = []
    for number, row in enumerate(state.running_order):
        if row[seat] == 0:
            before = state.running_order[number - 1] if number else [1] * len(row)
            gone = sorted((s for s, place in enumerate(row) if place == 0 and before[s]),
                          key=lambda s: state.cars[s].out_at)
            values.append(sum(place > 0 for place in row) + 1 + gone.index(seat))
            break
        values.append(row[seat])
    return values
