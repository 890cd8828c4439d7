"""The simplest computer player: any legal action, chosen by its own seeded stream."""

from __future__ import annotations

from typing import Any

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action, Rules


class RandomBot(SeededBot):
    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        """Pick from `legal_actions` of the seat's view: the bot never sees the full state."""
        return self.rng.choice(rules.legal_actions(view, seat))
