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


class RaceDayBot(SeededBot):
    def choose(self, rules: RaceDayRules, view: RaceDayState, seat: int) -> Action:
        actions = rules.legal_actions(view, seat)
        if len(actions) == 1:
            return actions[0]
        spots: dict[str | None, float] = {}  # several ways often lead to one end: score it once
        scored = [
            (self._score(rules, view, seat, action, spots) + NOISE * self.rng.below(100) / 100, index)
            for index, action in enumerate(actions)
        ]
        return actions[max(scored)[1]]

    # --- scoring ---------------------------------------------------------------------

    def _score(
        self,
        rules: RaceDayRules,
        view: RaceDayState,
        seat: int,
        action: Action,
        spots: dict[str | None, float],
    ) -> float:
        if view.phase == SPEED and isinstance(action, ChooseSpeed):
            return self._speed(rules, view, seat, action.speed)
        if view.phase == MOVE and isinstance(action, Move):
            end = action.path[-1] if action.path else None
            if end not in spots:
                spots[end] = self._spot(rules, view, seat, end)
            return spots[end]
        if view.phase == DRAFT:
            return self._draft(rules, view, seat, action)
        return 0.0

    def _chance(self, rules: RaceDayRules, value: int) -> float:
        numbers = rules.parts.numbers
        return at_least(value, numbers.check_dice, numbers.die)

    def _saved(self, rules: RaceDayRules, card: Dashboard, ability: Ability, cause: str) -> float:
        """The chance that this car's ability cancels damage of `cause`."""
        return self._chance(rules, card.driver_value) if ability.cancels(cause) else 0.0

    def _body_cost(self, rules: RaceDayRules, car: Car, amount: int) -> float:
        """What `amount` more Body damage is worth, in rows."""
        return body_cost(car.body, amount, rules.parts.numbers.body_limit)

    def _speed(self, rules: RaceDayRules, view: RaceDayState, seat: int, speed_id: str) -> float:
        parts = rules.parts
        speed = parts.speeds[speed_id]
        car = view.cars[seat]
        card = parts.card(car.card)
        ability = parts.ability_of(car.card)
        assert car.space is not None
        graph = view.circuit.graph
        blocked = view.taken() - {car.space}
        to_go = view.finish_distance - car.distance
        total = 0.0
        sides = parts.numbers.die
        finishing = self._finish_value(rules, view, seat)
        # The layers stop where the road does, so one walk as far as the best roll gives every reach.
        furthest = graph.reach(car.space, max(0, sides + speed.modifier), blocked)
        unsaved = 1 - self._saved(rules, card, ability, BLOCKED)
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
            value -= self._body_cost(rules, car, short) * unsaved
            if speed.check is not None:
                if speed.check == ENGINE:
                    limit = parts.numbers.engine_limit
                    cost = OUT_COST if car.engine + 1 >= limit else SMOKE_COST
                else:
                    cost = self._body_cost(rules, car, short + 1) - self._body_cost(rules, car, short)
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

    def _spot(self, rules: RaceDayRules, view: RaceDayState, seat: int, end: str | None) -> float:
        """How good a place to end a move is: open road, few neighbours, a car to draft."""
        if end is None:
            return 0.0
        graph = view.circuit.graph
        car = view.cars[seat]
        parts = rules.parts
        others = view.taken() - {car.space}
        neighbours = sum(1 for space in graph.around[end] if space in others)
        sides = parts.numbers.die
        bump = 1 - (1 - 1 / sides) ** neighbours
        ability = parts.ability_of(car.card)
        card = parts.card(car.card)
        score = (
            -BUMP_EXPOSURE
            * bump
            * self._body_cost(rules, car, 1)
            * (1 - self._saved(rules, card, ability, BUMP))
        )
        # Room to move next turn if the road stays as it is: the cruise it allows, and what
        # being boxed in would cost at the gentlest speed.
        furthest = graph.reach(end, sides, others)
        reach = [min(die, furthest) for die in range(1, sides + 1)]
        score += 0.4 * sum(reach) / sides
        slowest = min(speed.modifier for speed in parts.speeds.values())
        boxed = [
            max(0, die + slowest) - min(r, max(0, die + slowest)) for die, r in enumerate(reach, start=1)
        ]
        saved = 1 - self._saved(rules, card, ability, BLOCKED)
        score -= BOXED_IN * saved * sum(self._body_cost(rules, car, short) for short in boxed) / sides
        ahead = [space for space in graph.ahead(end) if space in others and graph.behind.get(space) == end]
        if ahead:
            score += DRAFT_SPOT
        return score

    def _draft(self, rules: RaceDayRules, view: RaceDayState, seat: int, action: Action) -> float:
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
        return score + 0.3 * self._spot(rules, view, seat, target)
