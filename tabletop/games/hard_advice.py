"""What would Hard do? The Hard player's look at one position of a recorded match, from one
seat's view: the move it prefers, and what each move is worth to that seat.

The replay asks it where a person decided. Hard is given the seat's view and nothing else
(never the true state), and is seeded and set as a Hard seat would have been at that move
(`MatchBot`'s seed: the match's seed, the seat, the move number; the playouts for the match's
number of players), so a position always gets the same answer. Where the game's search
compares only some of the legal moves and the move actually played is not among them, that
move is played out alone on the same made-up worlds and dice as the others, so it can be set
beside them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.contract import Action, Rules
from tabletop.engine.rng import derive_seed
from tabletop.games.bot_levels import make_hard_bot


@dataclass(frozen=True)
class MoveWorth:
    action: Action
    value: float
    """The move's mean playout value to the seat, from 0 (lost) to 1 (won alone)."""
    preferred: bool
    played: bool


@dataclass(frozen=True)
class HardAdvice:
    seat: int
    view: Any
    """The seat's view the search was given: the moves are named from it."""
    moves: tuple[MoveWorth, ...]
    """Best first: the moves Hard compared, and the move played if it was not one of them."""
    legal: int
    """How many legal moves the seat had."""
    searched: int
    """How many of them Hard compared (fewer than `legal`: the game's search shortlisted)."""

    @property
    def preferred(self) -> MoveWorth:
        return next(move for move in self.moves if move.preferred)

    @property
    def played(self) -> MoveWorth | None:
        return next((move for move in self.moves if move.played), None)


def prepare_advice(
    rules: Rules[Any],
    state: Any,
    seat: int,
    match_seed: int,
    moves_done: int,
    played: Action | None,
    *,
    players: int,
) -> Callable[[], HardAdvice]:
    """Hard's advice to `seat` in `state` (reached after `moves_done` moves of a match of
    `players`), ready to run on another thread: only the seat's view is taken from `state`, here
    and now. `played` is the move the seat made there (None: the record stops before it)."""
    view = rules.view(state, seat)
    bot = make_hard_bot(rules.game_id, derive_seed(match_seed, seat, moves_done), players=players)

    def advise() -> HardAdvice:
        assessment = bot.assess(rules, view, seat)
        worth = dict(zip(assessment.searched, assessment.values, strict=True))
        # The worlds every compared move was played on (all the playouts, with nothing compared).
        samples = max(assessment.playouts, default=bot.settings.playouts)
        if assessment.choice not in worth:
            worth[assessment.choice] = bot.judge(view, seat, assessment.choice, samples)
        shown = _as_shown(rules, view, seat, played, worth)
        if shown is not None and shown not in worth:
            worth[shown] = bot.judge(view, seat, shown, samples)
        ranked = sorted(worth, key=lambda move: (-worth[move], move != assessment.choice))
        moves = tuple(
            MoveWorth(move, worth[move], move == assessment.choice, move == shown) for move in ranked
        )
        return HardAdvice(seat, view, moves, assessment.legal, max(1, len(assessment.searched)))

    return advise


def _as_shown(
    rules: Rules[Any], view: Any, seat: int, played: Action | None, worth: dict[Action, float]
) -> Action | None:
    """The move played, or the compared move a person could not tell from it: the same words
    (a car's route space by space, where the search keeps one route per end space)."""
    if played is None or played in worth:
        return played
    words = rules.describe_action(view, seat, played)
    return next((move for move in worth if rules.describe_action(view, seat, move) == words), played)
