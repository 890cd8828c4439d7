"""What the Hard player's search needs of MotoX: the game hides only the dice to come
(`OpenSearch`), so the work is in speed, in which moves are worth searching, and in
judging a race stopped half-way.

The track is built with the Normal player's choices: a tile or a ramp helps every
rider about alike and a playout from the first tile is ten times a race's cost. In
the race the search weighs the rides the Normal player finds about equally good
(which lane, whether to land on a rival, where to come off), looking on about nine turns,
to the start of a round; rides that end on the same space are one move (the position after
them is the same). Its own turns, in the playouts too, are ridden by `HardRider`, which keeps
its coins for the finish; the rivals are played as the Normal players they are.
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

CLOSE = 1.0  # rides searched: those the Normal player rates within this many spaces of its best
TURNS_AHEAD = 9  # about how many turns a playout runs: whole rounds of them (cut_off)

# How a stopped race is judged: each bike's standing in spaces, turned into chances to win.
# The numbers are fitted to 115,000 round starts (where a playout is judged) of 6,000 three-rider
# races, HardRider against two Normal players as in the playouts, and who went on to win; they
# fit four-rider races about as well as numbers fitted to those.
WIPED = 2.4  # a wiped-out bike must kick-start before it rides again
COIN = 0.46  # a coin buys a die or a kick-start
OWN_COIN = 0.42  # what a coin is worth more to HardRider, who spends them all on the last stretch
FIRST = 1.4  # moving first in the round rather than last
SHARPNESS = 1.13  # how sure a lead of one space is, divided by the spaces left to race


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

    def cut_off(self, start: MotoXState, now: MotoXState) -> bool:
        """At the start of a round, about nine turns after the move (three riders: the rest of
        this round and two whole rounds more; four: one whole round more): every bike has then
        had as many turns, so none is judged a turn ahead for having just moved. A cut after a
        fixed number of moves did that, and a pass or a wipe-out, which take fewer moves than a
        roll and a ride, shifted where it fell. A first bike that loses its turn (wiped out, its
        space taken) starts the round a turn ahead: then the cut waits for the next round."""
        rounds = max(1, round(TURNS_AHEAD / len(now.bikes)))
        return now.round >= start.round + rounds and now.turn == now.first

    def evaluate(self, state: MotoXState, seat: int) -> float:
        """The chance that `seat` (ridden by HardRider) wins from here, from every bike's
        standing: a lead counts for more the less race there is left to make it up."""
        done = finished_value(self.rules, state, seat)
        if done is not None:
            return done
        if state.phase not in (DECIDE, MOVE):
            return 1 / len(state.bikes)
        course = state.course()
        standings = [standing(course, bike, state, own=bike.seat == seat) for bike in state.bikes]
        left = 2 * course.last + 2 - max(standings)
        scale = SHARPNESS / max(left, 1.0)
        best = max(standings)
        weights = [math.exp(scale * (s - best)) for s in standings]
        return 0.9 * weights[seat] / sum(weights) + 0.1 * _placing(standings, seat)


def standing(course: Course, bike: Bike, state: MotoXState, own: bool) -> float:
    """How far along a bike is, in spaces as the Normal player counts them, less what it must
    make up after a wipe-out, plus what its coins are worth and what its place in the round's
    order is worth (the search judges at the start of a round)."""
    riders = len(state.bikes)
    order = (bike.seat - state.first) % riders
    worth = (COIN + (OWN_COIN if own else 0.0)) * bike.coins + FIRST * (riders - 1 - order) / (riders - 1)
    if bike.space is None:
        return worth
    return space_value(course, bike.space) + worth - (WIPED if bike.wiped else 0.0)


def _placing(standings: list[float], seat: int) -> float:
    behind = sum(1 for s in standings if s < standings[seat])
    return behind / (len(standings) - 1)
