"""The choices a Nascard driver makes."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import DEARER, NATURAL, Action, PassiveAction


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card`; with `bonus`, activate its suit's bonus. `blister`/`burn` pay the cost."""

    card: int
    bonus: bool = False
    blister: tuple[int, ...] = ()
    burn: tuple[int, ...] = ()

    def list_rank(self) -> tuple[int, ...]:
        """The highest card played plainly first; with a bonus or a cost after."""
        costs = len(self.blister) + len(self.burn)
        return (DEARER if self.bonus or costs else NATURAL, -self.card, costs)


@dataclass(frozen=True)
class PitStop(PassiveAction):
    """Turn the pit card instead of playing (not racing this round, so listed after every card):
    draw and take back blistered cards."""


@dataclass(frozen=True)
class CutHand(Action):
    """At the end of a round, discard one card of a hand above the limit."""

    card: int

    def list_rank(self) -> tuple[int, ...]:
        """The lowest card is the one a driver gives up most easily."""
        return (NATURAL, self.card)


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (PlayCard, PitStop, CutHand)
}
