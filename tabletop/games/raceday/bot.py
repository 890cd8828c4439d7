"""A Race Day driver that weighs speed against damage.

It sees only its own view (which hides nothing but the dice to come) and scores
each legal choice in rows of track: the rows it expects to gain, less what the
damage it risks is worth. Damage is cheap while the car is healthy and dear
near the limit, and going out of the race costs most of all, so a healthy car
stands on it, a smoking one cruises, and a battered one checks up when the road
ahead is full. Where it ends a move, it prefers open road, few neighbours to
bump and a car just ahead to draft.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, NoDraft
from tabletop.games.raceday.components import (
    BLOCKED,
    BODY_CHECK,
    BUMP,
    DRIVER,
    ENGINE,
    ENGINE_CHECK,
    KEEP_TURN,
    Ability,
    Dashboard,
    Speed,
)
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import DRAFT, MOVE, SPEED, Car, RaceDayState

OUT_COST = 60.0  # rows: going out of the race throws the race away
SMOKE_COST = 6.0  # rows: the first smoke takes away Stand on It for the rest of the race
SKIPPED_TURN = 3.6  # rows a skipped turn costs, about one roll
DRAFT_SPOT = 0.8  # rows: ending straight behind a car that moves before us
BUMP_EXPOSURE = 3.0  # bump rolls a neighbour brings before we move on (ours and theirs)
BOXED_IN = 0.5  # how much of next turn's blocked-path risk to count where a move ends
FINISH_RACE = 20.0  # rows: crossing the line now when a rival could beat us to it
FINISH_CALM = 3.0  # rows: crossing the line now when nobody is close
NOISE = 0.01  # tie-breaking, from the bot's own stream


@cache
def at_least(total: int, dice: int, sides: int) -> float:
    """The chance that `dice` dice of `sides` sides add up to `total` or more."""
    ways = [1]
    for _ in range(dice):
        nxt = [0] * (len(ways) + sides)
        for value, count in enumerate(ways):
            for face in range(1, sides + 1):
                nxt[value + face] += count
        ways = nxt
    hits = sum(count for value, count in enumerate(ways) if value >= total)
    return hits / sides**dice


@cache
def body_cost(body: int, amount: int, limit: int) -> float:
    """What `amount` more Body damage is worth, in rows, to a car with `body` already."""
    if amount <= 0:
        return 0.0
    after = body + amount
    if after >= limit:
        return OUT_COST
    return sum(1.2 + 3.0 * (level / limit) ** 2 for level in range(body + 1, after + 1))


@cache
def body_costs(body: int, limit: int, most: int) -> tuple[float, ...]:
    """`body_cost` of 0 to `most` more Body damage, to be looked up: the search scores
    thousands of moves a second."""
    return tuple(body_cost(body, amount, limit) for amount in range(most + 1))


class RaceDayBot(SeededBot):
    def choose(self, rules: RaceDayRules, view: RaceDayState, seat: int) -> Action:
        return self.choose_among(rules, view, seat, rules.legal_actions(view, seat))

    def choose_among(
        self, rules: RaceDayRules, view: RaceDayState, seat: int, actions: Sequence[Action]
    ) -> Action:
        if len(actions) == 1:
            return actions[0]
        # What every choice shares is worked out once (where the other cars stand, what damage
        # would cost this car), and so is the score of each speed and of each end space
        # (several ways often lead to one end).
        footing = _Footing.of(rules, view, seat)
        known: dict[object, float] = {}
        scored = [
            (self._score(rules, view, seat, action, footing, known) + NOISE * self.rng.below(100) / 100, i)
            for i, action in enumerate(actions)
        ]
        return actions[max(scored)[1]]

    # --- scoring ---------------------------------------------------------------------

    def _score(
        self,
        rules: RaceDayRules,
        view: RaceDayState,
        seat: int,
        action: Action,
        footing: _Footing,
        known: dict[object, float],
    ) -> float:
        if view.phase == SPEED and isinstance(action, ChooseSpeed):
            if not known:
                known.update(self._speeds(rules, view, seat, footing))
            return known[action.speed]
        if view.phase == MOVE and isinstance(action, Move):
            end = action.path[-1] if action.path else None
            if end not in known:
                known[end] = _spot(view, end, footing)
            return known[end]
        if view.phase == DRAFT:
            return self._draft(rules, view, seat, action, footing)
        return 0.0

    def _chance(self, rules: RaceDayRules, value: int) -> float:
        numbers = rules.parts.numbers
        return at_least(value, numbers.check_dice, numbers.die)

    def _saved(self, rules: RaceDayRules, card: Dashboard, ability: Ability, cause: str) -> float:
        """The chance that this car's ability cancels damage of `cause`."""
        return self._chance(rules, card.driver_value) if ability.cancels(cause) else 0.0

    def _speeds(
        self, rules: RaceDayRules, view: RaceDayState, seat: int, footing: _Footing
    ) -> dict[str, float]:
        """Each speed's score. The road stops where it does whatever the speed, so one walk as
        far as the best roll of the fastest gives every roll's reach at every speed."""
        parts = rules.parts
        car = view.cars[seat]
        assert car.space is not None
        longest = max(0, footing.sides + max(speed.modifier for speed in parts.speeds.values()))
        furthest = view.circuit.graph.reach(car.space, longest, footing.others)
        finishing = self._finish_value(rules, view, seat)
        to_go = view.finish_distance - car.distance
        return {
            speed_id: self._speed(rules, car, speed, furthest, to_go, finishing, footing)
            for speed_id, speed in parts.speeds.items()
        }

    def _speed(
        self,
        rules: RaceDayRules,
        car: Car,
        speed: Speed,
        furthest: int,
        to_go: int,
        finishing: float,
        footing: _Footing,
    ) -> float:
        """A speed's score: the rows each roll gains (up to `furthest`, as far as the road is
        open; `to_go` crosses the line, worth `finishing` more) less the damage it risks."""
        parts = rules.parts
        card = parts.card(car.card)
        ability = parts.ability_of(car.card)
        costs = footing.costs
        unsaved = footing.blocked_unsaved
        total = 0.0
        sides = footing.sides
        fail = 0.0
        if speed.check is not None:
            fail = 1 - self._chance(rules, card.value(speed.check))
            cause = ENGINE_CHECK if speed.check == ENGINE else BODY_CHECK
            fail *= 1 - self._saved(rules, card, ability, cause)
        for die in range(1, sides + 1):
            wanted = max(0, die + speed.modifier)
            reach = min(wanted, furthest)
            value = float(reach)
            if reach >= to_go:
                value += finishing  # over the line: the place is safe and no check follows
                total += value
                continue
            short = wanted - reach
            value -= costs[short] * unsaved
            if speed.check is not None:
                if speed.check == ENGINE:
                    limit = parts.numbers.engine_limit
                    cost = OUT_COST if car.engine + 1 >= limit else SMOKE_COST
                else:
                    cost = costs[short + 1] - costs[short]
                value -= fail * cost
            total += value
        return total / sides

    def _finish_value(self, rules: RaceDayRules, view: RaceDayState, seat: int) -> float:
        """What crossing the line this turn rather than a later one is worth, in rows.

        A lot when a rival could cross before our next turn (the place is at stake),
        little when nobody is close enough to take it.
        """
        parts = rules.parts
        longest = parts.numbers.die + max(speed.modifier for speed in parts.speeds.values()) + 1
        # Every rival moves once before our next turn: any of them near the line is a threat.
        for car in view.cars:
            if car.seat != seat and car.on_track and view.finish_distance - car.distance <= longest:
                return FINISH_RACE
        return FINISH_CALM

    def _draft(
        self, rules: RaceDayRules, view: RaceDayState, seat: int, action: Action, footing: _Footing
    ) -> float:
        if isinstance(action, NoDraft):
            return 0.0
        assert isinstance(action, Draft)
        target = rules.draft_target(view, action.option)
        turn = view.turn
        if target is None or turn is None or turn.mover is None:
            return -1.0
        car = view.cars[seat]
        gained = 1 if action.option == "A" else len(turn.mover.path)
        score = float(gained)
        if car.distance + gained >= view.finish_distance:
            return score + self._finish_value(rules, view, seat)
        if action.option == "B":
            parts = rules.parts
            ability = parts.ability_of(car.card)
            keep = (
                self._chance(rules, parts.card(car.card).value(DRIVER)) if ability.kind == KEEP_TURN else 0.0
            )
            score -= SKIPPED_TURN * (1 - keep)
        return score + 0.3 * _spot(view, target, footing)


@dataclass(frozen=True)
class _Footing:
    """What scoring every choice of one decision shares: where the other cars stand, and what
    damage would cost the car choosing."""

    others: set[str]
    sides: int
    slowest: int  # the gentlest speed's modifier
    bump_unsaved: float  # the chance its ability does not cancel a bump's damage
    blocked_unsaved: float  # the same for a blocked path's
    costs: tuple[float, ...]  # Body damage of 0, 1, 2... counters more, in rows

    @staticmethod
    def of(rules: RaceDayRules, view: RaceDayState, seat: int) -> _Footing:
        parts = rules.parts
        car = view.cars[seat]
        card = parts.card(car.card)
        ability = parts.ability_of(car.card)
        numbers = parts.numbers
        sides = numbers.die

        def unsaved(cause: str) -> float:
            saved = at_least(card.driver_value, numbers.check_dice, sides) if ability.cancels(cause) else 0.0
            return 1 - saved

        modifiers = [speed.modifier for speed in parts.speeds.values()]
        # The most damage scored: a blocked roll of the fastest speed, and a failed Body check.
        most = sides + max(0, *modifiers) + 1
        return _Footing(
            others=view.taken() - {car.space},
            sides=sides,
            slowest=min(modifiers),
            bump_unsaved=unsaved(BUMP),
            blocked_unsaved=unsaved(BLOCKED),
            costs=body_costs(car.body, numbers.body_limit, most),
        )


def _spot(view: RaceDayState, end: str | None, footing: _Footing) -> float:
    """How good a place to end a move is: open road, few neighbours, a car to draft."""
    if end is None:
        return 0.0
    graph = view.circuit.graph
    others = footing.others
    sides = footing.sides
    costs = footing.costs
    bump = 1 - (1 - 1 / sides) ** len(graph.around[end] & others)
    score = -BUMP_EXPOSURE * bump * costs[1] * footing.bump_unsaved
    # Room to move next turn if the road stays as it is: the cruise it allows, and what
    # being boxed in would cost at the gentlest speed.
    furthest = graph.reach(end, sides, others)
    reach = [min(die, furthest) for die in range(1, sides + 1)]
    score += 0.4 * sum(reach) / sides
    slowest = footing.slowest
    boxed = [max(0, die + slowest) - min(r, max(0, die + slowest)) for die, r in enumerate(reach, start=1)]
    # Only the rolls that would leave the car boxed in cost anything (adding 0.0 changes no sum).
    score -= BOXED_IN * footing.blocked_unsaved * sum(costs[short] for short in boxed if short) / sides
    if any(space in others and graph.behind.get(space) == end for space in graph.ahead(end)):
        score += DRAFT_SPOT
    return score
