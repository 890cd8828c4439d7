"""A two-car race's win chances on open road, worked out exactly.

Cut down to what decides most heads-up races (each car's rows still to go and its smoke
counters, the two taking turns, a failed Engine check at the limit putting a car out), the race
is small enough to solve backwards from the line: for every position, the chance that a car
choosing its best speed at every turn beats a rival who picks speeds as the Normal player does on
open road, and which speed is best. The Hard player judges a stopped two-car race by it and takes
its speeds in its own playouts, so a gamble (standing on it with a smoke counter) is weighed with
every speed the car may still choose, not by a formula fitted to Normal players' races.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from functools import lru_cache

from tabletop.games.raceday.bot import FINISH_CALM, FINISH_RACE, OUT_COST, SMOKE_COST

LONGEST = 200  # rows solved at most: a longer race is judged as if both cars were nearer the line


@dataclass(frozen=True)
class DuelSpeeds:
    """What the table needs of the speeds: each one's modifier and whether it calls for an
    Engine check (a speed with a Body check only loses rows on open road and is left out)."""

    die: int
    modifiers: tuple[int, ...]
    engine_checks: tuple[bool, ...]
    engine_limit: int


@dataclass(frozen=True)
class DuelOdds:
    rows: int
    limit: int
    mine: array[float]
    """The chance that the car choosing its best speeds wins, it to move."""
    theirs: array[float]
    """The same, the rival to move."""
    picks: array[int]
    """The best speed (an index into `DuelSpeeds.modifiers`), the car choosing to move."""

    def win(self, to_go: int, rival_to_go: int, smoke: int, rival_smoke: int, to_move: bool) -> float:
        """The chance to win, `to_go` rows from the line with `smoke` counters, against the
        rival's; `to_move`: the car's turn comes first."""
        return (self.mine if to_move else self.theirs)[self._at(to_go, rival_to_go, smoke, rival_smoke)]

    def best(self, to_go: int, rival_to_go: int, smoke: int, rival_smoke: int) -> int:
        """The best speed there, the car to move."""
        return self.picks[self._at(to_go, rival_to_go, smoke, rival_smoke)]

    def _at(self, a: int, b: int, smoke: int, rival_smoke: int) -> int:
        beyond = max(a, b) - self.rows
        if beyond > 0:
            a, b = a - beyond, b - beyond
        a, b = max(a, 1), max(b, 1)
        top = self.limit - 1
        return ((a * (self.rows + 1) + b) * self.limit + min(smoke, top)) * self.limit + min(rival_smoke, top)


def normal_speed(speeds: DuelSpeeds, to_go: int, smoke: int, fail: float, rival_to_go: int) -> int:
    """The speed the Normal player picks with nothing in its way (`RaceDayBot._speed` on open
    road): the rows each roll gains, the line's worth, less what a failed Engine check costs."""
    longest = speeds.die + max(speeds.modifiers) + 1
    finishing = FINISH_RACE if rival_to_go <= longest else FINISH_CALM
    cost = OUT_COST if smoke + 1 >= speeds.engine_limit else SMOKE_COST
    best, pick = 0.0, 0
    for index, modifier in enumerate(speeds.modifiers):
        total = 0.0
        for die in range(1, speeds.die + 1):
            reach = max(0, die + modifier)
            if reach >= to_go:
                total += reach + finishing
            elif speeds.engine_checks[index]:
                total += reach - fail * cost
            else:
                total += reach
        if index == 0 or total > best:
            best, pick = total, index
    return pick


@lru_cache(maxsize=4)
def duel_odds(speeds: DuelSpeeds, rows: int, my_fail: float, their_fail: float) -> DuelOdds:
    """Solve the cut-down race for a car whose Engine check fails with chance `my_fail`
    against a rival whose check fails with `their_fail`, both at most `rows` from the line
    (`LONGEST` at most)."""
    rows = min(rows, LONGEST)
    limit = speeds.engine_limit
    width = rows + 1
    size = width * width * limit * limit
    mine = array("d", bytes(8 * size))
    theirs = array("d", bytes(8 * size))
    picks = array("b", bytes(size))
    sides = speeds.die
    choices = [
        ([max(0, die + modifier) for die in range(1, sides + 1)], checked)
        for modifier, checked in zip(speeds.modifiers, speeds.engine_checks, strict=True)
    ]
    # A position needs only positions nearer the line: the rival's move shortens b (this
    # row of a, solved just before), the car's own shortens a (an earlier row).
    for a in range(1, width):
        for b in range(1, width):
            base = (a * width + b) * limit * limit
            for sa in range(limit):
                for sb in range(limit):
                    at = base + sa * limit + sb
                    rolls, checked = choices[normal_speed(speeds, b, sb, their_fail, a)]
                    total = 0.0
                    for move in rolls:
                        left = b - move
                        if left <= 0:
                            continue  # the rival crosses the line first
                        after = (a * width + left) * limit * limit + sa * limit
                        if checked:
                            out = 1.0 if sb + 1 >= limit else mine[after + sb + 1]
                            total += (1 - their_fail) * mine[after + sb] + their_fail * out
                        else:
                            total += mine[after + sb]
                    theirs[at] = total / sides
            for sa in range(limit):
                for sb in range(limit):
                    at = base + sa * limit + sb
                    best = -1.0
                    for index, (rolls, checked) in enumerate(choices):
                        total = 0.0
                        for move in rolls:
                            left = a - move
                            if left <= 0:
                                total += 1.0
                                continue
                            after = (left * width + b) * limit * limit + sb
                            if checked:
                                out = 0.0 if sa + 1 >= limit else theirs[after + (sa + 1) * limit]
                                total += (1 - my_fail) * theirs[after + sa * limit] + my_fail * out
                            else:
                                total += theirs[after + sa * limit]
                        if total / sides > best:
                            best = total / sides
                            picks[at] = index
                    mine[at] = best
    return DuelOdds(rows, limit, mine, theirs, picks)
