"""What a game offers the search beyond its rules: copies, guesses, shortcuts and judgement.

The search plays thousands of hypothetical positions per decision, so each hook is
made for speed: `clone` copies only what changes, `advance` applies a move without
building the events a table would show, and `cut_off` with `evaluate` end a playout
at a natural break (an MCS heat, a Race Day lap) instead of at the end of the game.

A game may also offer `candidates(view, seat, legal, favourite)`, the legal moves worth
searching (always keeping `favourite`, the Normal player's pick): moves that differ only
in what the search cannot tell apart share its playouts for nothing.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, runtime_checkable

from tabletop.engine.contract import Action, Outcome, Rules
from tabletop.engine.rng import Rng

S = TypeVar("S")


class Policy(Protocol):
    """How a seat plays in a playout: a game's Normal player, seeded."""

    def choose(self, rules: Any, view: Any, seat: int) -> Action: ...


class Searchable(Protocol[S]):
    rules: Rules[S]

    def clone(self, state: S) -> S:
        """An independent copy of `state` that playing on never changes the original."""
        ...

    def determinize(self, view: S, seat: int, rng: Rng) -> S:
        """A full state `seat` could be in, given its `view`: every card and choice it cannot
        see re-drawn by `rng` from what is still unseen, and the state's own stream reseeded.
        The view of the result for `seat` equals `view`."""
        ...

    def advance(self, state: S, seat: int, action: Action) -> None:
        """`rules.apply` for a playout: the same new state, the events not kept."""
        ...

    def cut_off(self, start: S, now: S) -> bool:
        """Whether a playout begun at `start` may stop at `now` and be judged by `evaluate`."""
        ...

    def evaluate(self, state: S, seat: int) -> float:
        """`seat`'s prospects in `state`, from 0 (lost) to 1 (won alone); a finished game's
        value is `outcome_value`."""
        ...


@runtime_checkable
class Shortlisting(Protocol):
    """An optional hook of a `Searchable`: a game whose legal moves come in near-copies (the
    same card paid for in many ways) names the few worth searching, so the playouts are not
    spread thin over moves that differ in nothing that matters."""

    def shortlist(self, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The moves of `legal` worth searching for `seat` in `view`, best-looking first."""
        ...


@runtime_checkable
class OwnPlay(Protocol):
    """An optional hook of a `Searchable`: a game whose searching seat should play its own
    turns (the favourite, and its moves in every playout) better than the Normal player,
    in a way a short playout cannot find for itself (MotoX keeps its coins for the finish).
    The other seats go on playing the Normal player, as the search expects of them."""

    def own_policy(self, seed: int) -> Policy:
        """How the searching seat plays, seeded like the Normal player."""
        ...


@runtime_checkable
class Pruning(Protocol):
    """An optional hook of a `Searchable`: a game drops the moves not worth a playout (two
    rides to the same end space, a build the Normal player decides), keeping `favourite`."""

    def candidates(self, view: Any, seat: int, legal: list[Action], favourite: Action) -> list[Action]:
        """The moves of `legal` to search for `seat` in `view`, `favourite` among them."""
        ...


def outcome_value(outcome: Outcome, seat: int) -> float:
    """A finished game's worth to `seat`: mostly its share of the win, a little its place,
    so a search that cannot win still prefers second to last."""
    seats = len(outcome.ranking)
    place = outcome.place_of(seat)
    placing = (seats - place) / (seats - 1) if seats > 1 else 1.0
    return 0.9 * outcome.win_share(seat) + 0.1 * placing


def finished_value(rules: Rules[Any], state: Any, seat: int) -> float | None:
    """`outcome_value` of `state` if its game is over, else None."""
    outcome = rules.outcome(state)
    return None if outcome is None else outcome_value(outcome, seat)
