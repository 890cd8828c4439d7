"""Race Day's pieces and prompts in plain words: the table's tooltips and its legend.

Pure text; the view decides what lies under the pointer.
"""

from __future__ import annotations

from tabletop.engine.words import article, plural, say
from tabletop.games.raceday.components import Components
from tabletop.games.raceday.state import DRAFT, FINISHED, MOVE, OUT, POLE, SPEED, Car, RaceDayState

# The headings in data/rules/raceday.md that the banner's "?" opens, by phase.
RULE_OF_PHASE = {
    POLE: "Before the race",
    SPEED: "1. Pick a speed",
    MOVE: "2. Roll and move",
    DRAFT: "3. Drafting",
}

# The two colours of lit spaces, as the legend on the table names them.
END_WORDS = "Your move can end here"
STEP_WORDS = "Drive one space at a time"


def car_words(state: RaceDayState, car: Car, viewer: int | None) -> str:
    who = "Your car" if car.seat == viewer else say("{who:'s} car", who=car.name)
    if car.status == FINISHED:
        return f"{who} (#{car.number}) has finished."
    if car.status == OUT:
        return f"{who} (#{car.number}) is out of the race."
    line = f"{who} (#{car.number}): lap {state.lap_of(car)} of {state.laps}"
    if car.face_down:
        line += "; its dashboard is face down, so it skips its next turn"
    return line + "."


def dashboard_words(parts: Components, state: RaceDayState, car: Car, viewer: int | None) -> str:
    card = parts.card(car.card)
    ability = parts.ability_of(car.card)
    numbers = parts.numbers
    whose = "Your dashboard" if car.seat == viewer else say("{who:'s} dashboard", who=car.name)
    checks = (
        f"Checks roll two dice and pass on Driver {card.driver_value}+, Body {card.body_value}+, "
        f"Engine {card.engine_value}+."
    )
    damage = (
        f"Damage: {car.body} of {numbers.body_limit} Body (dents from bumps and failed Body checks) "
        f"and {car.engine} of {numbers.engine_limit} Smoke (from failed Engine checks); "
        "reaching either limit puts the car out."
    )
    flip = " Face down: this car skips its next turn." if car.face_down else ""
    return (
        f"{whose}: {card.driver}, car #{card.car_number}. {checks} {damage} "
        f"{ability.name}: {ability.text}{flip}"
    )


def speed_words(parts: Components, speed_id: str, car: Car) -> str:
    speed = parts.speeds[speed_id]
    roll = "the die as it falls" if not speed.modifier else f"the die {speed.modifier:+d}"
    if speed.check:
        value = parts.card(car.card).value(speed.check)
        return (
            f"{speed.name}: move {roll}, then {article(speed.check)} {speed.check.capitalize()} check: "
            f"roll two dice, {value} or more passes; a fail adds damage."
        )
    return f"{speed.name}: move {roll}, with no check afterwards."


def draft_words(option: str, gained: int) -> str:
    if option == "A":
        return "Draft A: slip in behind the car ahead for 1 free space."
    return (
        f"Draft B: follow the car ahead all the way ({plural(gained, 'space')}), "
        "but your dashboard turns face down and you skip your next turn."
    )


def die_words(kind: str, state: RaceDayState, my_turn: bool) -> str:
    if kind == "move_die":
        if state.phase == POLE:
            click = " Click it to roll for the pole." if my_turn else ""
            return "The move die: the highest roll for the pole starts at the front." + click
        return "The move die: with the speed's bonus it says how many spaces the car moves."
    return "The check dice: two dice against a dashboard value; at least that value passes the check."


def bump_die_words() -> str:
    return (
        "A bump die: the moved car and every car touching it roll one each; two touching cars "
        "that roll the same number each take 1 Body damage."
    )
