"""What a speed risks when the road ahead is blocked: every space of the roll the car cannot
move is 1 Body damage, and reaching the Body limit puts the car out. Pure, for the words the
speed choices show before the roll (the rules deal the damage after it, in `rules._move`)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.raceday.components import BLOCKED, Components
from tabletop.games.raceday.state import RaceDayState


@dataclass(frozen=True)
class BlockedRisk:
    """The Body damage one speed's roll can cost, lowest roll to highest."""

    reach: int  # the most spaces the car can move now
    least: int  # the damage on the lowest roll
    most: int  # the damage on the highest roll
    room: int  # the Body damage the car can still take before it is out
    saved_by: str  # the car's ability that may cancel it (its name), else ""

    @property
    def certain_out(self) -> bool:
        return self.least >= self.room

    @property
    def may_go_out(self) -> bool:
        return self.most >= self.room


def blocked_risk(parts: Components, state: RaceDayState, speed_id: str) -> BlockedRisk | None:
    """The risk of `speed_id` for the car whose turn it is; None when no roll of it is blocked."""
    turn = state.turn
    if turn is None:
        return None
    car = state.cars[turn.car]
    modifier = parts.speeds[speed_id].modifier
    sides = parts.numbers.die
    blocked = state.taken() - {turn.start}
    reach = state.circuit.graph.reach(turn.start, max(0, sides + modifier), blocked)
    least, most = (max(0, max(0, roll + modifier) - reach) for roll in (1, sides))
    if not most:
        return None
    body, _smoke = car.counters(parts.numbers.body_limit, parts.numbers.engine_limit)
    ability = parts.ability_of(car.card)
    saved_by = ability.name if ability.cancels(BLOCKED) else ""
    return BlockedRisk(reach, least, most, parts.numbers.body_limit - body, saved_by)
