"""The Hard computer player: determinized Monte-Carlo search over the legal moves.

For each playout it makes up a full state consistent with its view (`determinize`:
the unseen cards dealt at random, the dice to come reseeded), plays one candidate
move, plays the rest out with the Normal player in every seat and scores the end.
Playouts go to the moves by UCB1, so promising moves are looked at more; each
move's k-th playout uses the same made-up world and dice as every other move's
k-th, so moves are compared on equal luck. Everything is drawn from the bot's
seed and the playout count is fixed, so the same position always gets the same
answer, on any machine.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action, Rules
from tabletop.engine.rng import Rng, derive_seed
from tabletop.engine.search.playout import PolicyMaker, play_out
from tabletop.engine.search.searchable import Searchable
from tabletop.engine.search.settings import HardSettings


class HardBot(SeededBot):
    def __init__(
        self, seed: int, search: Searchable[Any], policy: PolicyMaker, settings: HardSettings
    ) -> None:
        super().__init__(seed)
        self.seed = seed
        self.search = search
        self.policy = policy
        self.settings = settings

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1:
            return legal[0]
        favourite = self.policy(self.rng.next64()).choose(rules, view, seat)
        moves = self._candidates(view, seat, legal, favourite)
        if len(moves) == 1:
            return moves[0]
        values = self.values(view, seat, moves)
        best = max(range(len(moves)), key=lambda i: (values[i], moves[i] == favourite))
        return moves[best]

    def values(self, view: Any, seat: int, moves: list[Action]) -> list[float]:
        """Each move's mean playout value to `seat` (what "What would Hard do?" shows)."""
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        for played in range(max(self.settings.playouts, len(moves))):
            pick = self._next(played, totals, counts)
            totals[pick] += self._playout(view, seat, moves[pick], counts[pick])
            counts[pick] += 1
        return [total / count if count else 0.0 for total, count in zip(totals, counts, strict=True)]

    def _candidates(self, view: Any, seat: int, legal: list[Action], favourite: Action) -> list[Action]:
        prune = getattr(self.search, "candidates", None)
        if prune is not None:
            legal = prune(view, seat, legal, favourite)
        limit = self.settings.candidates
        if not limit or len(legal) <= limit:
            return legal
        others = [a for a in legal if a != favourite]
        # An even spread over the rules' order keeps unlike moves in view, not near-copies.
        step = len(others) / (limit - 1)
        return [favourite, *(others[int(i * step)] for i in range(limit - 1))]

    def _next(self, played: int, totals: list[float], counts: list[int]) -> int:
        if played < len(counts):
            return played
        scale = self.settings.exploration * math.sqrt(math.log(played))
        return max(
            range(len(counts)),
            key=lambda i: totals[i] / counts[i] + scale / math.sqrt(counts[i]),
        )

    def _playout(self, view: Any, seat: int, move: Action, sample: int) -> float:
        luck = derive_seed(self.seed, sample)
        world = self.search.determinize(view, seat, Rng.from_seed(luck))
        self.search.advance(world, seat, move)
        return play_out(self.search, world, seat, self.policy(luck ^ 0x5EED), self.settings.max_steps)
