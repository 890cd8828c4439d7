"""How the Hard MotoX player plays where it does not search: the Normal player, except with
its coins, and in how it builds.

Racing: Normal buys a die when alone in front, and a coin still in hand when someone crosses
the line was worth nothing; Hard never buys dice on the way and spends every coin it may on
the last stretch, where up to four dice make the finish likely in one roll. A wiped-out bike
still kick-starts with a coin: a failed kick-start costs a whole turn.

Building: Hard turns the track wherever a bend fits, where Normal would rather run straight,
and lays a coin whenever one fits. Every rider wipes out more often on a twisting track (about
three times a race, not under two), and a wipe-out costs Normal more: having bought dice on
the way, it must roll for an ace a third of the time, Hard one time in ten.

Measured over 3,000 races against two Normal players: Normal's habits won 31.5%; these coin
habits 37.7% on Normal's tracks; with this building 46.0%. Sprinting from 4, 8 or 14 spaces
out, or also buying dice in the lead, did worse (docs/benchmarks.md, "Computer levels —
motox").
"""

from __future__ import annotations

from tabletop.engine.contract import Action
from tabletop.games.motox.actions import Roll
from tabletop.games.motox.bot import MotoXBot, space_value
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import Bike, MotoXState

SPRINT = 6.0  # spaces to the finish line from which every coin buys a die


class HardRider(MotoXBot):
    straight = -3.0  # the noise of Normal's building stays below 3: a bend beats a straight with as much room

    def _coin_now(self, bike: Bike) -> bool:
        return True

    def _decide(self, rules: MotoXRules, view: MotoXState, seat: int, legal: list[Action]) -> Action:
        bike = view.bikes[seat]
        if bike.wiped or bike.space is None:
            return super()._decide(rules, view, seat, legal)
        course = view.course()
        left = 2 * course.last + 2 - space_value(course, bike.space)
        if left <= SPRINT:
            return max((a for a in legal if isinstance(a, Roll)), key=lambda a: a.coins)
        return Roll(0)
