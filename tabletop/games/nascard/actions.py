"""The choices a Nascard driver makes."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Action


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card`; with `bonus`, activate its suit's bonus. `blister`/`burn` pay the cost."""

    card: int
    bonus: bool = False
    blister: tuple[int, ...] = ()
    burn: tuple[int, ...] = ()


@dataclass(frozen=True)
class PitStop(Action):
    """Turn the pit card instead of playing: draw and take back blistered cards."""


@dataclass(frozen=True)
class CutHand(Action):
    """At the end of a round, discard one card of a hand above the limit."""

    card: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (PlayCard, PitStop, CutHand)
}
