"""The Easy computer player: the Normal player, who now and then plays another legal move.

How often is each game's own number (`EasySettings.mistakes`), measured so that Easy
wins a fair minority of games against Normal: in a game of many small choices a
few slips cost little, in a tight one a single slip decides.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action, Rules
from tabletop.engine.search.playout import PolicyMaker
from tabletop.engine.search.settings import EasySettings

_SCALE = 1_000_000


class EasyBot(SeededBot):
    def __init__(self, seed: int, policy: PolicyMaker, settings: EasySettings) -> None:
        super().__init__(seed)
        self.policy = policy
        self.settings = settings

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        choice = self.policy(self.rng.next64()).choose(rules, view, seat)
        if self.rng.below(_SCALE) >= self.settings.mistakes * _SCALE:
            return choice
        others = [action for action in rules.legal_actions(view, seat) if action != choice]
        return self.rng.choice(others) if others else choice
