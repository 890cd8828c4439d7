"""What can hurt a car in Race Day, for the rules: a check (dice against a dashboard value),
damage (which an ability may cancel, and whose limit puts the car out) and the bump roll
among the cars touching the one that just moved.

Each function changes the state and returns the events that tell what happened; the rules
decide when each is called.
"""

from __future__ import annotations

import itertools

from tabletop.engine.contract import Event
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.components import BODY, BUMP, DRIVER, ENGINE, Components
from tabletop.games.raceday.state import OUT, RACING, Car, RaceDayState


def roll_check(
    parts: Components, state: RaceDayState, car: Car, check: str, about: str
) -> tuple[bool, list[Event]]:
    """Roll the check dice against the car's `check` value: passed, and the roll's event.
    `about` is what the check is for: the ability's name (a Driver check), else the speed's."""
    numbers = parts.numbers
    dice = tuple(state.rng.die(numbers.die) for _ in range(numbers.check_dice))
    target = parts.card(car.card).value(check)
    passed = sum(dice) >= target
    return passed, [ev.CheckRolled(car.seat, car.name, check, dice, target, passed, about)]


def take_damage(
    parts: Components, state: RaceDayState, car: Car, kind: str, amount: int, cause: str,
    partners: tuple[str, ...] = (),
) -> list[Event]:
    """Damage a car, unless its ability (a passed Driver check) cancels it; the limit puts it out.
    `partners`: for a bump, the cars it bumped."""
    events: list[Event] = []
    ability = parts.ability_of(car.card)
    if ability.cancels(cause):
        passed, rolled = roll_check(parts, state, car, DRIVER, ability.name)
        events += rolled
        if passed:
            return [*events, ev.DamageAvoided(car.seat, car.name, kind, amount, ability.name)]
    numbers = parts.numbers
    if kind == ENGINE:
        before, limit = car.engine, numbers.engine_limit
        car.engine += amount
    else:
        before, limit = car.body, numbers.body_limit
        car.body += amount
    # The car is out the moment it reaches its limit, so damage past it never lands: the event
    # tells only what did (3 Body and 4 short deal 2, "5 of 5"). The state still counts every
    # dent dealt, as it always has, so the saves made before this ruling replay to their checksum.
    amount = max(0, min(amount, limit - before))
    total = min(before + amount, limit)
    events.append(ev.DamageTaken(car.seat, car.name, kind, amount, total, limit, cause, partners))
    if total >= limit and car.status == RACING:
        state.outs += 1
        car.out_at = state.outs
        car.status = OUT
        car.space = None
        car.face_down = False
        events.append(ev.CarOut(car.seat, car.name, kind, total))
    return events


def bump(parts: Components, state: RaceDayState, car: Car) -> list[Event]:
    """The mover and every car touching it roll a die each; side by side, equal rolls both dent."""
    graph = state.circuit.graph
    assert car.space is not None
    around = graph.around[car.space]
    others = [c for c in state.cars if c.on_track and c.seat != car.seat and c.space in around]
    if not others:
        return []
    cars = [car, *sorted(others, key=lambda c: state.order.index(c.seat))]
    dice = [state.rng.die(parts.numbers.die) for _ in cars]
    pairs: list[tuple[int, int]] = []
    apart: list[tuple[int, int]] = []
    for (a, da), (b, db) in itertools.combinations(zip(cars, dice, strict=True), 2):
        if da != db:
            continue
        assert a.space is not None and b.space is not None
        (pairs if b.space in graph.around[a.space] else apart).append((a.seat, b.seat))
    events: list[Event] = [
        ev.BumpRolled(
            tuple(c.seat for c in cars),
            tuple(c.name for c in cars),
            tuple(dice),
            tuple(pairs),
            tuple(apart),
        )
    ]
    hit = {seat for pair in pairs for seat in pair}
    for victim in cars:
        if victim.seat in hit and victim.status == RACING:
            partners = tuple(
                state.cars[b if a == victim.seat else a].name for a, b in pairs if victim.seat in (a, b)
            )
            events += take_damage(parts, state, victim, BODY, 1, BUMP, partners)
    return events
