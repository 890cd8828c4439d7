"""What a finished Nascard race reports: `simulate` prints it, the results screen draws it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.language import N_


def summarise(match: Match) -> dict[str, Any]:
    """`order` (names, winner first), `rounds`, and `chart`: each car's distance by round."""
    state = match.state
    # Listed as the race placed them: where lines meet the chart sets the first above, so two
    # cars on one track card show the inside car, the one ahead, on top.
    finished = [state.cars[c] for c in state.finish_order]
    ranked = finished + [car for car in state.standings() if car.id not in state.finish_order]
    return {
        "order": [state.cars[c].name for c in state.finish_order],
        "rounds": state.round,
        "chart": {
            "title": N_("Track cards covered, round by round"),
            "finish": state.laps * state.track_length,
            "series": [
                {
                    "name": car.name,
                    "colour": car.colour,
                    "values": [row[car.id] for row in state.progress_by_round],
                }
                for car in ranked
            ],
        },
    }
