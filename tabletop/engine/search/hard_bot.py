"""The Hard computer player: determinized Monte-Carlo search over the legal moves.

For each playout it makes up a full state consistent with its view (`determinize`:
the unseen cards dealt at random, the dice to come reseeded), plays one candidate
move, plays the rest out with the Normal player in every seat (the searching seat
plays the game's own Hard policy where it offers one, `OwnPlay`) and scores the end.
Playouts go to the moves by UCB1, so promising moves are looked at more; each
move's k-th playout uses the same made-up world and dice as every other move's
k-th, so moves are compared on equal luck. Everything is drawn from the bot's
seed and the playout count is fixed, so the same position always gets the same
answer, on any machine.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action, Rules
from tabletop.engine.rng import Rng, derive_seed
from tabletop.engine.search.playout import PolicyMaker, SeatPolicies, play_out
from tabletop.engine.search.searchable import OwnPlay, Policy, Pruning, Searchable, Shortlisting
from tabletop.engine.search.settings import HardSettings


@dataclass(frozen=True)
class Assessment:
    """Hard's look at one position: the move it plays and what its search found."""

    choice: Action
    legal: int
    """How many legal moves the position has."""
    searched: tuple[Action, ...]
    """The moves given playouts: every legal move unless the game prunes or shortlists them
    or the settings cap them; none when there was nothing to choose (one move left)."""
    values: tuple[float, ...]
    """Each searched move's mean playout value to the seat, from 0 to 1."""
    playouts: tuple[int, ...]
    """How many playouts each searched move had."""


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
        return self.assess(rules, view, seat).choice

    def assess(self, rules: Rules[Any], view: Any, seat: int) -> Assessment:
        """The move Hard plays in `view` for `seat`, with the value of each move it searched."""
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1:
            return Assessment(legal[0], 1, (), (), ())
        favourite = self._own(self.rng.next64()).choose(rules, view, seat)
        moves = legal
        if isinstance(self.search, Pruning):
            # The game first drops moves that differ in nothing it searches for.
            moves = self.search.candidates(view, seat, legal, favourite)
            if len(moves) == 1:
                return Assessment(moves[0], len(legal), (), (), ())
        if isinstance(self.search, Shortlisting):
            moves = self._shortlist(self.search, view, seat, moves, favourite)
        else:
            moves = self._candidates(moves, favourite)
        totals, counts = self._search(view, seat, moves)
        values = _means(totals, counts)
        best = max(range(len(moves)), key=lambda i: (values[i], moves[i] == favourite))
        return Assessment(moves[best], len(legal), tuple(moves), tuple(values), tuple(counts))

    def values(self, view: Any, seat: int, moves: list[Action]) -> list[float]:
        """Each move's mean playout value to `seat`, the playouts shared among them by UCB1."""
        return _means(*self._search(view, seat, moves))

    def judge(self, view: Any, seat: int, move: Action, playouts: int) -> float:
        """`move`'s mean value over the first `playouts` made-up worlds, the very worlds (and
        dice) on which the searched moves were compared: a move the search left out (one a
        person played) measured on the same luck as the rest."""
        return sum(self._playout(view, seat, move, sample) for sample in range(playouts)) / playouts

    def _search(self, view: Any, seat: int, moves: list[Action]) -> tuple[list[float], list[int]]:
        """Each move's total playout value and its number of playouts."""
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        for played in range(max(self.settings.playouts, len(moves))):
            pick = self._next(played, totals, counts)
            totals[pick] += self._playout(view, seat, moves[pick], counts[pick])
            counts[pick] += 1
        return totals, counts

    def _shortlist(
        self, search: Shortlisting, view: Any, seat: int, legal: list[Action], favourite: Action
    ) -> list[Action]:
        """The first `candidates` moves the game's search finds worth a look (its optional
        `shortlist` hook, best-looking first), always with the policy's favourite."""
        moves = search.shortlist(view, seat, legal)
        limit = self.settings.candidates or len(moves)
        return moves[:limit] if favourite in moves[:limit] else [favourite, *moves[: limit - 1]]

    def _candidates(self, legal: list[Action], favourite: Action) -> list[Action]:
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
        policy = self.policy(luck ^ 0x5EED)
        if isinstance(self.search, OwnPlay):
            policy = SeatPolicies(seat, self.search.own_policy(luck ^ 0x5EED), policy)
        return play_out(self.search, world, seat, policy, self.settings.max_steps)

    def _own(self, seed: int) -> Policy:
        """How this seat plays where it does not search: the game's own choice for Hard, if it
        has one, else the Normal player."""
        if isinstance(self.search, OwnPlay):
            return self.search.own_policy(seed)
        return self.policy(seed)


def _means(totals: list[float], counts: list[int]) -> list[float]:
    return [total / count if count else 0.0 for total, count in zip(totals, counts, strict=True)]
