"""What a finished MotoX race reports: `simulate` prints it, the results screen draws it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.games.motox.state import MotoXState


def summarise(match: Match) -> dict[str, Any]:
    """`order` (names, winner first), `places` (ties share), `rounds`, `tiles` laid, `ramps` built,
    and `chart`: each rider's race rank after every round."""
    state: MotoXState = match.state
    order = sorted(range(len(state.bikes)), key=lambda s: (state.places[s], s)) if state.places else []
    return {
        "order": [state.bikes[s].name for s in order],
        "places": list(state.places),
        "rounds": state.round,
        "tiles": len(state.tiles),
        "ramps": sum(1 for t in state.tiles if t.ramp),
        "chart": {
            "title": "Race ranking after each round (1 leads)",
            "series": [
                {
                    "name": bike.name,
                    "colour": bike.colour,
                    "values": [row[bike.seat] for row in state.history],
                }
                for bike in state.bikes
            ],
        },
    }
