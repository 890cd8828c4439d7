"""The choices a Mind Cycling team manager makes for the rider whose turn it is."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import DEARER, NATURAL, PASSIVE, Action

MOVE = "move"  # a normal move, up to the rider's maximum
ATTACK = "attack"  # the maximum plus the attack, paid with the bottle
DRAFT = "draft"  # follow the rider directly in front to end right behind it
RELAY = "relay"  # go to the front of the train that has just moved
KINDS = (MOVE, ATTACK, DRAFT, RELAY)


@dataclass(frozen=True)
class GiveBottle(Action):
    """The domestic to move gives its bottle to the teammate directly behind it (free)."""

    def list_rank(self) -> tuple[int, ...]:
        """Free, but the domestic then rides fatigued: after the rides."""
        return (DEARER, 0)


@dataclass(frozen=True)
class Ride(Action):
    """Ride along `path` (the spaces entered, one row each, the last where the rider stops;
    "finish" once across the line). `kind` is move, attack, draft or relay; an empty
    path is staying put."""

    kind: str
    path: tuple[str, ...]

    def list_rank(self) -> tuple[int, ...]:
        """The furthest ride first; attacks (they cost the bottle) after; staying put last."""
        return (PASSIVE,) if not self.path else (DEARER if self.kind == ATTACK else NATURAL, -len(self.path))


@dataclass(frozen=True)
class Swap(Action):
    """Solo, before the first move: riders `a` and `b` change places in the start area."""

    a: int
    b: int

    def list_rank(self) -> tuple[int, ...]:
        """Lining up differently comes after riding off as the riders stand."""
        return (DEARER, 1)


ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in (GiveBottle, Ride, Swap)}
