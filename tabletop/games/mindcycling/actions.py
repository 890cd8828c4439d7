"""The choices a Mind Cycling team manager makes for the rider whose turn it is."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Action

MOVE = "move"  # a normal move, up to the rider's maximum
ATTACK = "attack"  # the maximum plus the attack, paid with the bottle
DRAFT = "draft"  # follow the rider directly in front to end right behind it
RELAY = "relay"  # go to the front of the train that has just moved
KINDS = (MOVE, ATTACK, DRAFT, RELAY)


@dataclass(frozen=True)
class GiveBottle(Action):
    """The domestic to move gives its bottle to the teammate directly behind it (free)."""


@dataclass(frozen=True)
class Ride(Action):
    """Ride along `path` (the spaces entered, one row each, the last where the rider stops;
    "finish" once across the line). `kind` is move, attack, draft or relay; an empty
    path is staying put."""

    kind: str
    path: tuple[str, ...]


@dataclass(frozen=True)
class Swap(Action):
    """Solo, before the first move: riders `a` and `b` change places in the start area."""

    a: int
    b: int


ACTION_TYPES: dict[str, type[Action]] = {cls.__name__: cls for cls in (GiveBottle, Ride, Swap)}
