"""The simplest computer player: any legal action, chosen by its own seeded stream."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Action, Rules
from tabletop.engine.rng import Rng


class RandomBot:
    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        """Pick from `legal_actions` of the seat's view: the bot never sees the full state."""
        return self.rng.choice(rules.legal_actions(view, seat))
