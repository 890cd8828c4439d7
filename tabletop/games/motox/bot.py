"""A MotoX rider that goes for ground and keeps its coins for a kick-start.

It sees only its view. Building, it lays tiles where the track can still grow
(two tiles ahead), straights a little more often than bends; racing, it always rolls,
spends a coin for a second die only when alone in the lead with coins to spare, kick-starts
with a coin when it has one, and rides to the space furthest up the track,
preferring the finish, landing on a rival, and the lane that leads into the
next bend.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action
from tabletop.games.motox.actions import (
    Kickstart,
    Move,
    PlaceCoin,
    PlacePawn,
    PlaceTile,
    Roll,
    Stay,
    WipeOut,
)
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, PAWNS, Bike, MotoXState
from tabletop.games.motox.track_model import Course, Point, add, tile_places

FINISH = 1000.0
LANDING = 1.5  # a rival wiped out is worth about a space and a half
BEND_LANE = 0.4  # ending in the lane on the inside of the next bend
NOISE = 0.01


class MotoXBot(SeededBot):
    straight = 1.5
    """Building, what a tile that makes a straight is worth over a bend: a straight more often,
    so ramps have room."""

    def choose(self, rules: MotoXRules, view: MotoXState, seat: int) -> Action:
        return self.choose_among(rules, view, seat, rules.legal_actions(view, seat))

    def choose_among(
        self, rules: MotoXRules, view: MotoXState, seat: int, actions: Sequence[Action]
    ) -> Action:
        legal = list(actions)
        if len(legal) == 1:
            return legal[0]
        if view.phase == BUILD:
            return self._build(view, seat, legal)
        if view.phase == PAWNS:
            course = view.course()
            return max(
                (a for a in legal if isinstance(a, PlacePawn)),
                key=lambda a: space_value(course, (a.x, a.y)) + self._noise(),
            )
        if view.phase == DECIDE:
            choice = self._decide(rules, view, seat, legal)
            # Narrowed to spending coins, it spends as few as it may.
            return choice if choice in legal else legal[0]
        if view.phase == MOVE:
            return self._move(view, seat, legal)
        return legal[0]

    def _noise(self) -> float:
        return self.rng.below(1000) * NOISE / 1000

    def _build(self, view: MotoXState, seat: int, legal: list[Action]) -> Action:
        tiles = [a for a in legal if isinstance(a, PlaceTile)]
        coins = [a for a in legal if isinstance(a, PlaceCoin)]
        bike = view.bikes[seat]
        if coins and (not tiles or self._coin_now(bike)):
            return self.rng.choice(coins)
        cells = [t.cell for t in view.tiles]

        def room(action: PlaceTile) -> float:
            after = [*cells, (action.x, action.y)]
            onward = tile_places(after)
            deeper = sum(len(tile_places([*after, c])) for c in onward)
            straight = len(after) >= 3 and _heading(after[-3], after[-2]) == _heading(after[-2], after[-1])
            return (
                min(len(onward), 2) * 10
                + min(deeper, 3)
                + (self.straight if straight else 0)
                + self._noise() * 300
            )

        return max(tiles, key=room)

    def _coin_now(self, bike: Bike) -> bool:
        """With both a tile and a coin that fit, whether to lay the coin: by chance, as often as
        coins make up what is left in hand."""
        return self.rng.below(len(bike.tiles) + bike.build_coins) < bike.build_coins

    def _decide(self, rules: MotoXRules, view: MotoXState, seat: int, legal: list[Action]) -> Action:
        bike = view.bikes[seat]
        if bike.wiped:
            return Kickstart() if Kickstart() in legal else Roll(0)
        ranks = rules.race_ranks(view)
        # Rank 1 is shared by bikes level with each other (all of them at the start).
        leads = ranks[seat] == 1 and ranks.count(1) == 1
        if leads and bike.coins >= 2 and Roll(1) in legal:
            return Roll(1)
        return Roll(0)

    def _move(self, view: MotoXState, seat: int, legal: list[Action]) -> Action:
        course = view.course()
        occupied = view.occupied()

        def value(action: Action) -> float:
            worth = ride_value(view, seat, action, course, occupied)
            # Only rides that stay on the track and wipe-outs are told apart by chance.
            if isinstance(action, WipeOut) or (isinstance(action, Move) and worth != FINISH):
                return worth + self._noise()
            return worth

        return max(legal, key=value)


def ride_value(
    view: MotoXState, seat: int, action: Action, course: Course, occupied: dict[Point, int]
) -> float:
    """What the bot thinks of a ride (or a wipe-out, or staying put), in spaces gained."""
    if isinstance(action, Move):
        end = action.path[-1]
        if not course.on_track(end):
            return FINISH
        landing = LANDING if occupied.get(end, seat) != seat else 0.0
        return space_value(course, end) + landing
    if isinstance(action, WipeOut):
        return space_value(course, (action.x, action.y)) - 3
    bike = view.bikes[seat]
    if isinstance(action, Stay) and bike.space is not None:
        return space_value(course, bike.space)
    return -FINISH


def space_value(course: Course, space: Point) -> float:
    """Ground covered, in spaces: two per tile and one per row, plus the inside of the next bend."""
    index, forward = course.progress(space)
    rows = [course.progress(s)[1] for s in course.spaces(index)]
    score = index * 2.0 + (forward - min(rows))
    if index + 1 < course.last:
        bend = course.ahead[index + 1]
        if bend != course.ahead[index]:
            inside = [s for s in course.spaces(index) if course.on_track(add(add(s, bend), bend))]
            if space in inside:
                score += BEND_LANE
    return score


def _heading(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return (b[0] - a[0], b[1] - a[1])
