"""How the Hard MotoX player rides where it does not search: the Normal player, except with
its coins. Normal buys a die when alone in front, and a coin still in hand when someone
crosses the line was worth nothing; Hard never buys dice on the way and spends every coin
it may on the last stretch, where up to four dice make the finish likely in one roll.
A wiped-out bike still kick-starts with a coin: a failed kick-start costs a whole turn.

Measured over 3,000 races against two Normal players: Normal's coin habits won 31.5%,
these 37.7%; sprinting from 4, 8 or 14 spaces out, or also buying dice in the lead, did
worse (docs/benchmarks.md, "Computer levels — motox").
"""

from __future__ import annotations

from tabletop.engine.contract import Action
from tabletop.games.motox.actions import Roll
from tabletop.games.motox.bot import MotoXBot, space_value
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import MotoXState

SPRINT = 6.0  # spaces to the finish line from which every coin buys a die


class HardRider(MotoXBot):
    def _decide(self, rules: MotoXRules, view: MotoXState, seat: int, legal: list[Action]) -> Action:
        bike = view.bikes[seat]
        if bike.wiped or bike.space is None:
            return super()._decide(rules, view, seat, legal)
        course = view.course()
        left = 2 * course.last + 2 - space_value(course, bike.space)
        if left <= SPRINT:
            return max((a for a in legal if isinstance(a, Roll)), key=lambda a: a.coins)
        return Roll(0)
