"""The choices an MCS team manager makes."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import NATURAL, PASSIVE, Action, PassiveAction


@dataclass(frozen=True)
class ChooseRiders(Action):
    """Gating, in secret: one rider card of each of the player's colours, in his colours' order."""

    riders: tuple[int, ...]


@dataclass(frozen=True)
class Exchange(Action):
    """After a heat ended on lap I, in secret: the racing cards to swap for new ones (maybe none)."""

    cards: tuple[int, ...] = ()

    def list_rank(self) -> tuple[int, ...]:
        """Keeping the whole hand is the passive choice."""
        return (NATURAL,) if self.cards else (PASSIVE,)


@dataclass(frozen=True)
class Charge(Action):
    """In a straight, in secret: the red-lettered card the rider behind charges with."""

    card: int


@dataclass(frozen=True)
class NoCharge(PassiveAction):
    """In a straight, in secret: the rider behind does not charge this lap."""


@dataclass(frozen=True)
class HoldOff(Action):
    """In a straight, in secret: the green-lettered card the rider ahead holds off with."""

    card: int


@dataclass(frozen=True)
class NoHoldOff(PassiveAction):
    """In a straight, in secret: no card to hold off with (a charge will get through)."""


@dataclass(frozen=True)
class BendCard(Action):
    """In a bend, face up: open the battle with any card, or replace the top card with one
    of the same edge colour or the same effect."""

    card: int


@dataclass(frozen=True)
class BendPass(PassiveAction):
    """In a bend: play nothing now."""


@dataclass(frozen=True)
class PickRider(Action):
    """The rider an overtake moves up, or a fall or engine failure strikes."""

    rider: str


@dataclass(frozen=True)
class PickPlaces(Action):
    """Where a 5:1, 4:2 or 3:3 puts the player's side: `riders[i]` takes place `places[i]`."""

    riders: tuple[str, ...]
    places: tuple[int, ...]


@dataclass(frozen=True)
class PickOpponent(Action):
    """Whose hand a tactical switch takes a random card from."""

    seat: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (
        ChooseRiders,
        Exchange,
        Charge,
        NoCharge,
        HoldOff,
        NoHoldOff,
        BendCard,
        BendPass,
        PickRider,
        PickPlaces,
        PickOpponent,
    )
}
