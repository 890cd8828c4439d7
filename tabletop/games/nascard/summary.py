"""What `tabletop simulate nascard` reports about one finished race."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match


def summarise(match: Match) -> dict[str, Any]:
    state = match.state
    return {
        "order": [state.cars[c].name for c in state.finish_order],
        "rounds": state.round,
    }
