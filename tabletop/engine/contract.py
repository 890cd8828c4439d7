"""The rules contract: the one shape every game's rules take.

The table, the bots, the command line and the tests talk to a game only through
`Rules`. Actions and events are frozen dataclasses; `tabletop.engine.codec` turns
them into plain dicts for saves and logs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from tabletop.language import N_


class IllegalAction(Exception):
    """An action the rules refuse; `reason` is written for the player who tried it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SeatSetup:
    """One seat as chosen before the game. `level` is how well a computer seat plays
    (`tabletop.engine.levels`); a person's seat keeps the default and ignores it."""

    name: str
    is_bot: bool = False
    colour: str = ""
    level: str = "normal"


@dataclass(frozen=True)
class Setup:
    """What the players chose before the game: seats, options and the track layout (plain data)."""

    seats: tuple[SeatSetup, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    track: Mapping[str, Any] | None = None


# The first number of `Action.list_rank`: the moves people mostly want, then the dearer
# alternatives (paying a bottle, a coin, extra cards), then the passive ones.
NATURAL, DEARER, PASSIVE = 0, 1, 2


@dataclass(frozen=True)
class Action:
    """A choice a seat makes. Subclasses add fields; the rules' `describe_action` names it."""

    def list_rank(self) -> tuple[int, ...]:
        """Where the keyboard move list shows this choice, lowest first: NATURAL, DEARER or
        PASSIVE (stay put, pass, decline), then the game's own order within ("the furthest
        ride first"). Equal ranks keep the rules' order. Only people's lists use it: bots and
        saves see `legal_actions` as the rules give it."""
        return (NATURAL,)


@dataclass(frozen=True)
class PassiveAction(Action):
    """A choice not to act (pass, decline, stay put): last in a person's move list."""

    def list_rank(self) -> tuple[int, ...]:
        return (PASSIVE,)


def in_list_order(actions: Iterable[Action]) -> list[Action]:
    """`actions` as a person's move list shows them: by `Action.list_rank`, ties as given."""
    return sorted(actions, key=lambda action: action.list_rank())


@dataclass(frozen=True)
class Event:
    """Something that happened, in order. The table animates these; the log prints them.

    `reveals` marks events that showed someone new information (a die, a drawn
    card): undo never goes back past them.
    """

    reveals: ClassVar[bool] = False
    # What a revealing event showed, in a player's words, for "Nothing to undo: ..." (translated there).
    revealed_what: ClassVar[str] = N_("a card or a die was revealed")

    def describe(self) -> str:
        """One line for the game log; events carry the names they need."""
        return type(self).__name__

    def seen_by(self, viewer: int | None) -> Event:
        """This event as `viewer` may see it (None: a spectator who sees no hand)."""
        return self


@dataclass(frozen=True)
class Outcome:
    """The result once a game is over.

    `ranking`: the seats, best placed first; `scores` by seat. `order`: every
    entrant's name in finishing order, including those no seat plays (Nascard's
    rival cars), so the winner is `order[0]` even when a rival won. A game whose
    seats are the whole field may leave `order` empty: `ranking[0]` is its winner.
    `places`: each seat's place among the seats (1 is first), equal for seats that
    tie; empty when no two seats can tie, the places then following `ranking`.
    """

    ranking: tuple[int, ...]
    scores: tuple[float, ...] = ()
    summary: str = ""
    order: tuple[str, ...] = ()
    places: tuple[int, ...] = ()

    def place_of(self, seat: int) -> int:
        if self.places:
            return self.places[seat]
        return self.ranking.index(seat) + 1

    def winners(self) -> tuple[int, ...]:
        """The seats placed first among the seats (a rival car ahead of them all does not count):
        one seat, or several for a draw."""
        return tuple(seat for seat in self.ranking if self.place_of(seat) == 1)

    def win_share(self, seat: int) -> float:
        """What `seat` takes of one win: 1 alone, 1/k in a k-way draw, 0 otherwise."""
        winners = self.winners()
        return 1.0 / len(winners) if seat in winners else 0.0


StateT = TypeVar("StateT")


class Rules(Protocol[StateT]):
    """One game's rules. `game_id` names the game and its folders under data/."""

    game_id: str
    action_types: Mapping[str, type[Action]]

    def new_state(self, setup: Setup, seed: int) -> StateT: ...

    def to_act(self, state: StateT) -> tuple[int, ...]: ...

    def legal_actions(self, state: StateT, seat: int) -> list[Action]: ...

    def apply(self, state: StateT, seat: int, action: Action) -> list[Event]: ...

    def view(self, state: StateT, seat: int | None) -> StateT: ...

    def outcome(self, state: StateT) -> Outcome | None: ...

    def describe_action(self, state: StateT, seat: int, action: Action) -> str: ...
