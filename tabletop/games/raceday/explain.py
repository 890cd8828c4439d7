"""Race Day's pieces and prompts in plain words: the table's tooltips and its legend.

Pure text; the view decides what lies under the pointer.
"""

from __future__ import annotations

from tabletop.engine.words import say
from tabletop.games.raceday.blocked_risk import BlockedRisk
from tabletop.games.raceday.components import BODY, DRIVER, ENGINE, KEEP_TURN, Components
from tabletop.games.raceday.state import DRAFT, FINISHED, MOVE, OUT, POLE, SPEED, Car, RaceDayState
from tabletop.games.raceday.terms import check_name, value_name
from tabletop.language import N_, _, local

# The headings in data/rules/raceday.md that the banner's "?" opens, by phase.
RULE_OF_PHASE = {
    POLE: "Before the race",
    SPEED: "1. Pick a speed",
    MOVE: "2. Roll and move",
    DRAFT: "3. Drafting",
}

# The two colours of lit spaces, as the legend on the table names them (translated where shown).
END_WORDS = N_("Your move can end here")
STEP_WORDS = N_("Drive one space at a time")


def car_words(state: RaceDayState, car: Car, viewer: int | None) -> str:
    mine = car.seat == viewer
    if car.status == FINISHED:
        template = (
            _("Your car (#{number}) has finished.") if mine else _("{who:'s} car (#{number}) has finished.")
        )
        return say(template, who=car.name, number=car.number)
    if car.status == OUT:
        template = (
            _("Your car (#{number}) is out of the race.") if mine
            else _("{who:'s} car (#{number}) is out of the race.")
        )
        return say(template, who=car.name, number=car.number)
    if car.face_down:
        template = (
            _("Your car (#{number}): lap {lap} of {laps}; its dashboard is face down, "
              "so it skips its next turn.") if mine
            else _("{who:'s} car (#{number}): lap {lap} of {laps}; its dashboard is face down, "
                   "so it skips its next turn.")
        )
    else:
        template = (
            _("Your car (#{number}): lap {lap} of {laps}.") if mine
            else _("{who:'s} car (#{number}): lap {lap} of {laps}.")
        )
    return say(template, who=car.name, number=car.number, lap=state.lap_of(car), laps=state.laps)


def dashboard_words(parts: Components, state: RaceDayState, car: Car, viewer: int | None) -> str:
    card = parts.card(car.card)
    ability = parts.ability_of(car.card)
    numbers = parts.numbers
    whose = (
        _("Your dashboard: {driver}, car #{number}.") if car.seat == viewer
        else _("{who:'s} dashboard: {driver}, car #{number}.")
    )
    checks = _("Checks roll two dice and pass on {driver_name} {driver}+, {body_name} {body}+, "
               "{engine_name} {engine}+.").format(
        driver_name=value_name(DRIVER), driver=card.driver_value, body_name=value_name(BODY),
        body=card.body_value, engine_name=value_name(ENGINE), engine=card.engine_value,
    )
    body, smoke = car.counters(numbers.body_limit, numbers.engine_limit)
    damage = _("Damage: {body} of {body_limit} Body (dents from bumps and failed Body checks) "
               "and {smoke} of {smoke_limit} Smoke (from failed Engine checks); "
               "reaching either limit puts the car out.").format(
        body=body, body_limit=numbers.body_limit, smoke=smoke, smoke_limit=numbers.engine_limit,
    )
    flip = " " + _("Face down: this car skips its next turn.") if car.face_down else ""
    head = say(whose, who=car.name, driver=card.driver, number=card.car_number)
    # A message, so the language puts its own colon (French " : ").
    said = _("{name}: {text}").format(name=local(ability.name), text=local(ability.text))
    return f"{head} {checks} {damage} {said}{flip}"


def speed_words(parts: Components, speed_id: str, car: Car) -> str:
    speed = parts.speeds[speed_id]
    if speed.check:
        value = parts.card(car.card).value(speed.check)
        template = (
            _("{speed}: move the die as it falls, then the {check}: roll two dice, "
              "{value} or more passes; a fail adds damage.") if not speed.modifier
            else _("{speed}: move the die {bonus:+d}, then the {check}: roll two dice, "
                   "{value} or more passes; a fail adds damage.")
        )
        return template.format(
            speed=local(speed.name), bonus=speed.modifier, check=check_name(speed.check), value=value
        )
    if not speed.modifier:
        return _("{speed}: move the die as it falls, with no check afterwards.").format(
            speed=local(speed.name)
        )
    return _("{speed}: move the die {bonus:+d}, with no check afterwards.").format(
        speed=local(speed.name), bonus=speed.modifier
    )


def draft_words(option: str, gained: int, keep: str = "") -> str:
    """What a draft does; `keep`: what the drafter's ability can do about Draft B's cost."""
    if option == "A":
        return _("Draft A: slip in behind the car ahead for 1 free space.")
    said = say(
        _("Draft B: follow the car ahead all the way ({n:space}), "
          "but your dashboard turns face down and you skip your next turn."),
        n=gained,
    )
    return f"{said} {keep}" if keep else said


def turn_kept_words(parts: Components, car: Car) -> str:
    """How the car's ability may keep its turn after Draft B ("" for a car without one)."""
    ability = parts.ability_of(car.card)
    if ability.kind != KEEP_TURN:
        return ""
    return _("With {ability}, pass a Driver check ({value}+) and your dashboard stays face up: "
             "you do not skip your turn.").format(
        ability=local(ability.name), value=parts.card(car.card).driver_value
    )


def die_words(kind: str, state: RaceDayState, my_turn: bool) -> str:
    if kind == "move_die":
        if state.phase == POLE:
            if my_turn:
                return _("The move die: the highest roll for the pole starts at the front. "
                         "Click it to roll for the pole.")
            return _("The move die: the highest roll for the pole starts at the front.")
        return _("The move die: with the speed's bonus it says how many spaces the car moves.")
    return _("The check dice: two dice against a dashboard value; at least that value passes the check.")


def bump_die_words() -> str:
    return _(
        "A bump die: the moved car and every car touching it roll one each; two touching cars "
        "that roll the same number each take 1 Body damage."
    )


def _damage(risk: BlockedRisk) -> str:
    if risk.least == risk.most:
        return say(_("{n} Body damage"), n=risk.most)
    return say(_("{least} to {most} Body damage"), least=risk.least, most=risk.most)


def blocked_line(risk: BlockedRisk) -> str:
    """A speed card's line when the road ahead is blocked: what its roll costs, short enough to
    read on a small window's card (the damage is always Body damage: its hover note says so)."""
    damage = (
        say(_("{n} damage"), n=risk.most) if risk.least == risk.most
        else _("{least}-{most} damage").format(least=risk.least, most=risk.most)
    )
    if risk.certain_out:
        return _("{damage}: puts you out").format(damage=damage)
    if risk.may_go_out:
        return _("{damage}: may put you out").format(damage=damage)
    return _("blocked: {damage}").format(damage=damage)


def blocked_words(risk: BlockedRisk) -> str:
    """What a speed costs on a blocked road, in full: why, how much, and whether it ends the race."""
    if risk.reach:
        why = say(_("Your way is blocked: your car can move only {n:space}, and each space of "
                    "the roll beyond that is 1 Body damage."), n=risk.reach)
    else:
        why = _("Your car is boxed in: each space of the roll is 1 Body damage.")
    damage = _damage(risk)
    if risk.certain_out:
        cost = _("This speed costs {damage}: that puts your car out of the race.").format(damage=damage)
    elif risk.may_go_out:
        cost = _("This speed costs {damage}; {room} or more puts your car out of the race.").format(
            damage=damage, room=risk.room
        )
    else:
        cost = _("This speed costs {damage}.").format(damage=damage)
    if risk.saved_by:
        cost += " " + _("{ability} may save it with a Driver check.").format(ability=local(risk.saved_by))
    return f"{why} {cost}"
