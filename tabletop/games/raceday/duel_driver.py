"""How the Hard player drives its own car in a two-car race: as the Normal player does, but
on open road it takes the speed that `duel_odds` finds best against the rival.

The Normal player stops standing on it once one more smoke would put it out, unless the line is
in reach; the exact odds know when that gamble pays (far behind) and when even a healthy car
should cruise (far ahead). Where another car is in the way, the Normal player's weighing of the
traffic stands: the odds know nothing of it.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.contract import Action
from tabletop.games.raceday.actions import ChooseSpeed
from tabletop.games.raceday.bot import RaceDayBot
from tabletop.games.raceday.duel_odds import DuelOdds
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import RACING, SPEED, RaceDayState

OddsOf = Callable[[RaceDayState, int, int], tuple[DuelOdds, tuple[str, ...]]]
"""The odds of a seat against a rival, and the speed each of the table's picks stands for."""


class DuelDriver(RaceDayBot):
    def __init__(self, seed: int, odds_of: OddsOf) -> None:
        super().__init__(seed)
        self.odds_of = odds_of

    def choose(self, rules: RaceDayRules, view: RaceDayState, seat: int) -> Action:
        legal = rules.legal_actions(view, seat)
        normal = self.choose_among(rules, view, seat, legal)
        if (
            view.phase != SPEED
            or not isinstance(normal, ChooseSpeed)
            or len(view.cars) != 2
            or any(car.status != RACING for car in view.cars)
        ):
            return normal
        odds, speeds = self.odds_of(view, seat, 1 - seat)
        car, rival = view.cars[seat], view.cars[1 - seat]
        if normal.speed not in speeds or not open_road(rules, view, seat):
            return normal
        finish = view.finish_distance
        pick = odds.best(finish - car.distance, finish - rival.distance, car.engine, rival.engine)
        choice = ChooseSpeed(speeds[pick])
        return choice if choice in legal else normal


def open_road(rules: RaceDayRules, view: RaceDayState, seat: int) -> bool:
    """Whether the fastest speed's best roll would find the road clear."""
    parts = rules.parts
    longest = parts.numbers.die + max(speed.modifier for speed in parts.speeds.values())
    car = view.cars[seat]
    assert car.space is not None
    others = view.taken() - {car.space}
    return view.circuit.graph.reach(car.space, longest, others) >= longest
