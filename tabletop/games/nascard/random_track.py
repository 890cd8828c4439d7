"""The book's way to build the track: a new layout at every setup.

The corner cards go to the corners of a square, the straights are shuffled and
shared out between them, and every card lands on a side picked at random. A
setup asks for this with the `RANDOM_LAYOUT` marker instead of a layout; the
rules then draw the layout from the match's own random numbers, so the seed
alone rebuilds the same track (a save needs nothing more).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.rng import Rng
from tabletop.games.nascard.components import Components
from tabletop.language import N_, composed

# The marker names the choice in English, its id; `random_choice` offers it in every language.
RANDOM_NAME = N_("Random layout")
RANDOM_LAYOUT: Mapping[str, Any] = {"name": RANDOM_NAME, "game": "nascard", "random": True}
RANDOM_TRACK_ID = "random"  # the id of a track dealt from the recipe, in play
SIDES = ("a", "b")
_STEP = {0: (1, 0), 90: (0, -1), 180: (-1, 0), 270: (0, 1)}
_LEFT_TURN = 90


def is_random(layout: Mapping[str, Any]) -> bool:
    return layout.get("random") is True


def random_choice() -> Mapping[str, Any]:
    """The marker as New game offers it: its name carries every language's words."""
    return {**RANDOM_LAYOUT, "name": composed(RANDOM_NAME)}


def random_layout(parts: Components, rng: Rng) -> dict[str, Any]:
    """A layout in the direction of travel: each side's straights, then the corner ending it."""
    corners = [card.id for card in parts.track_cards.values() if card.kind == "corner"]
    straights = [card.id for card in parts.track_cards.values() if card.kind == "straight"]
    rng.shuffle(corners)
    rng.shuffle(straights)
    _, between = parts.track_shape()
    # Counter-clockwise from the first straight of the bottom side; every corner turns left.
    x, y, heading = 1, between + 1, 0
    pieces: list[dict[str, Any]] = []
    for number, corner in enumerate(corners):
        for card in straights[number * between : (number + 1) * between]:
            pieces.append({"card": card, "side": rng.choice(SIDES), "at": [x, y], "heading": heading})
            dx, dy = _STEP[heading]
            x, y = x + dx, y + dy
        pieces.append(
            {"card": corner, "side": rng.choice(SIDES), "at": [x, y], "heading": heading, "turn": _LEFT_TURN}
        )
        heading = (heading + _LEFT_TURN) % 360
        dx, dy = _STEP[heading]
        x, y = x + dx, y + dy
    return {"name": composed(RANDOM_NAME), "game": "nascard", "pieces": pieces}
