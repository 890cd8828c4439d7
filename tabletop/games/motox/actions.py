"""The choices a MotoX rider makes, from the roll for the first player to the last move."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import DEARER, NATURAL, Action, PassiveAction


@dataclass(frozen=True)
class RollForFirst(Action):
    """Roll one die; the highest roll starts the building and the race."""


@dataclass(frozen=True)
class PlaceTile(Action):
    """Lay your next tile on tile cell (x, y) (a 2 x 2 block of spaces)."""

    x: int
    y: int


@dataclass(frozen=True)
class PlaceCoin(Action):
    """Add a coin under the far edge of the tile at this index (0 is the starting tile)."""

    tile: int

    def list_rank(self) -> tuple[int, ...]:
        """A tile first: a coin only raises a ramp."""
        return (DEARER,)


@dataclass(frozen=True)
class PlacePawn(Action):
    """Put your bike on space (x, y) of the starting tile."""

    x: int
    y: int


@dataclass(frozen=True)
class Roll(Action):
    """Roll for movement (or, wiped out, to kick-start), spending `coins` for as many extra dice."""

    coins: int = 0

    def list_rank(self) -> tuple[int, ...]:
        """The free roll first, then each coin more."""
        return (NATURAL, self.coins)


@dataclass(frozen=True)
class Kickstart(Action):
    """Wiped out: spend a coin instead of rolling an ace to get back on the track."""

    def list_rank(self) -> tuple[int, ...]:
        """Rolling for an ace is free; a coin is dearer."""
        return (DEARER,)


@dataclass(frozen=True)
class Pass(PassiveAction):
    """Neither move nor try to re-enter this turn."""


@dataclass(frozen=True)
class Move(Action):
    """Ride `value` spaces along `path` (the spaces entered; past the finish line ends it)."""

    value: int
    path: tuple[tuple[int, int], ...]

    def list_rank(self) -> tuple[int, ...]:
        """The furthest ride first."""
        return (NATURAL, -self.value)


@dataclass(frozen=True)
class WipeOut(Action):
    """No legal move: wipe out beside space (x, y) (where you stand, or where you ran off)."""

    x: int
    y: int


@dataclass(frozen=True)
class Stay(PassiveAction):
    """After a kick-start, leave the remaining dice unused."""


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (RollForFirst, PlaceTile, PlaceCoin, PlacePawn, Roll, Kickstart, Pass, Move, WipeOut, Stay)
}
