"""What the Hard player's search needs of MotoX: the game hides only the dice to come
(`OpenSearch`), so the work is in speed, in which moves are worth searching, and in
judging a race stopped half-way.

The track is built with the Normal player's choices: a tile or a ramp helps every
rider about alike and a playout from the first tile is ten times a race's cost. In
the race the search weighs the rides the Normal player finds about equally good
(which lane, whether to land on a rival, where to come off), looking a round ahead;
rides that end on the same space are one move (the position after them is the same).
Its own turns, in the playouts too, are ridden by `HardRider`, which keeps its coins for
the finish; the rivals are played as the Normal players they are.
"""

from __future__ import annotations

import math

from tabletop.engine.contract import Action
from tabletop.engine.search.open_search import OpenSearch
from tabletop.engine.search.searchable import finished_value
from tabletop.games.motox.actions import Move
from tabletop.games.motox.bot import ride_value, space_value
from tabletop.games.motox.hard_rider import HardRider
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, Bike, MotoXState
from tabletop.games.motox.track_model import Course

# How a stopped race is judged: each bike's standing in spaces, turned into chances to win.
CLOSE = 1.0  # rides searched: those the Normal player rates within this many spaces of its best

# The numbers are fitted to 3,400 positions of Normal players' races and who went on to win.
WIPED = 3.5  # a wiped-out bike must kick-start before it rides again
COIN = 0.25  # a coin buys a die or a kick-start
SHARPNESS = 1.8  # how sure a lead of one space is, divided by the spaces left to race


class MotoXSearch(OpenSearch[MotoXState]):
    def __init__(self, rules: MotoXRules) -> None:
        super().__init__(rules)
        self.motox = rules

    def own_policy(self, seed: int) -> HardRider:
        return HardRider(seed)

    def advance(self, state: MotoXState, seat: int, action: Action) -> None:
        self.motox.play(state, seat, action)

    def candidates(self, view: MotoXState, seat: int, legal: list[Action], favourite: Action) -> list[Action]:
        """The moves worth playing out. The Normal player's alone while the track is built and
        when a bike on the track decides how many dice to roll: a short playout sees the extra
        die's ground but not the kick-start the coin would have paid for later, and searching
        it lost races. Every way to get a wiped-out bike going, every start space, and the rides
        the Normal player rates close to its best, one per space they end on."""
        if view.phase in (ORDER, BUILD) or (view.phase == DECIDE and not view.bikes[seat].wiped):
            return [favourite]
        if view.phase != MOVE:
            return legal
        course = view.course()
        occupied = view.occupied()
        values = [ride_value(view, seat, action, course, occupied) for action in legal]
        best = max(values)
        ends: set[tuple[int, int]] = set()
        kept: list[Action] = []
        for action, value in zip(legal, values, strict=True):
            if action != favourite and value < best - CLOSE:
                continue
            if isinstance(action, Move):
                end = action.path[-1]
                if end in ends and action != favourite:
                    continue
                ends.add(end)
            kept.append(action)
        return kept

    def evaluate(self, state: MotoXState, seat: int) -> float:
        """The chance that `seat` wins from here, from every bike's standing: a lead counts
        for more the less race there is left to make it up."""
        done = finished_value(self.rules, state, seat)
        if done is not None:
            return done
        if state.phase not in (DECIDE, MOVE):
            return 1 / len(state.bikes)
        course = state.course()
        standings = [standing(course, bike) for bike in state.bikes]
        left = 2 * course.last + 2 - max(standings)
        scale = SHARPNESS / max(left, 1.0)
        best = max(standings)
        weights = [math.exp(scale * (s - best)) for s in standings]
        return 0.9 * weights[seat] / sum(weights) + 0.1 * _placing(standings, seat)


def standing(course: Course, bike: Bike) -> float:
    """How far along a bike is, in spaces as the Normal player counts them, less what it must
    make up after a wipe-out, plus what its coins are worth."""
    worth = COIN * bike.coins
    if bike.space is None:
        return worth
    return space_value(course, bike.space) + worth - (WIPED if bike.wiped else 0.0)


def _placing(standings: list[float], seat: int) -> float:
    behind = sum(1 for s in standings if s < standings[seat])
    return behind / (len(standings) - 1)
