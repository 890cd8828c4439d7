"""The choices a Race Day driver makes."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import NATURAL, PASSIVE, Action, PassiveAction


@dataclass(frozen=True)
class RollForPole(Action):
    """Roll one die for the starting grid."""


@dataclass(frozen=True)
class ChooseSpeed(Action):
    """Pick a speed (a speed id from the data: stand_on_it, cruise, check_up); the move roll follows."""

    speed: str


@dataclass(frozen=True)
class Move(Action):
    """Drive along `path`: the spaces entered, one step each, ending where the car stops."""

    path: tuple[str, ...]

    def list_rank(self) -> tuple[int, ...]:
        """The furthest move first; staying put last."""
        return (NATURAL, -len(self.path)) if self.path else (PASSIVE,)


@dataclass(frozen=True)
class Draft(Action):
    """Draft the car that just moved: "A" one space into the space it left, "B" to the
    next-to-last space of its path (and skip the next turn)."""

    option: str


@dataclass(frozen=True)
class NoDraft(PassiveAction):
    """Let the chance to draft go."""


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (RollForPole, ChooseSpeed, Move, Draft, NoDraft)
}
