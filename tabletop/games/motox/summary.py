"""What a finished MotoX race reports: `simulate` prints it, the results screen draws it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.track_layout import check_layout, layout_of
from tabletop.language import N_


def built_track(state: MotoXState) -> dict[str, Any]:
    """The game's track as a track file's data (a saved track or the editor can reuse it)."""
    tiles = [(state.parts.tiles[t.face].id, t.cell, t.ramp) for t in state.tiles]
    return layout_of("Built track", tiles)


def summarise(match: Match) -> dict[str, Any]:
    """`order` (names, winner first), `places` (ties share), `rounds`, `tiles` laid, `ramps` built,
    `track_problems` (the built track checked like a track file: always 0),
    and `chart`: each rider's race rank after every round."""
    state: MotoXState = match.state
    order = sorted(range(len(state.bikes)), key=lambda s: (state.places[s], s)) if state.places else []
    return {
        "order": [state.bikes[s].name for s in order],
        "places": list(state.places),
        "rounds": state.round,
        "tiles": len(state.tiles),
        "ramps": sum(1 for t in state.tiles if t.ramp),
        "track_problems": len(check_layout(built_track(state), state.parts)),
        "chart": {
            "title": N_("Places after each round"),
            "places": len(state.bikes),
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
