"""Mind Cycling's pieces and prompts in plain words: the table's tooltips and the banner's rule.

Each line says what a thing is and what it does now, with the rule's name
(wind, draft, relay, fatigue) after the plain words. Pure text: the view decides
what lies under the pointer.
"""

from __future__ import annotations

from tabletop.engine.words import plural, possessive
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY
from tabletop.games.mindcycling.components import DOMESTIC, Components
from tabletop.games.mindcycling.moves import bottle_receiver, can_attack, hindrances, reach
from tabletop.games.mindcycling.state import MEDAL_NAMES, TEAM, MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import FINISH, START

# The headings in data/rules/mindcycling.md that the banner's "?" opens.
RULE_ORDER = "Order of play"
RULE_MOVING = "Moving"
RULE_END = "The end and the medals"
RULE_SOLO = "Solo"

SECTION_WORDS = {
    "flat": "flat road, where domestics are fastest",
    "sprint": "a sprint section, where sprinters are fastest; the first rider past its end wins "
    "the best sprinter's medal",
    "mountain": "a mountain climb, where climbers are fastest; the first rider past its top wins "
    "the best climber's medal",
}

RIDE_WORDS = {
    MOVE: "a normal move",
    ATTACK: "an attack: three spaces more, paid with the bottle",
    DRAFT: "a draft: end right behind the rider in front",
    RELAY: "a relay: jump to the front of your train",
}


def rider_words(parts: Components, state: MindCyclingState, rider: Rider, viewer: int | None) -> str:
    team = state.teams[rider.team]
    role = parts.roles[rider.role]
    whose = "your" if rider.team == viewer else possessive(team.player, start=False)
    head = f"{rider.name}, a {role.name.lower()} of {team.country} ({whose} team)."
    if rider.finished:
        return f"{head} Across the line in place {rider.place}."
    lines = [head]
    maxima = ", ".join(f"{role.maxima[s]} on {s}" for s in ("flat", "sprint", "mountain"))
    lines.append(f"Rides at most {maxima}; attacks only in the {role.specialty} section.")
    if rider.bottle:
        lines.append("Carries a bottle.")
    elif rider.role == DOMESTIC:
        lines.append("No bottle: fatigued, one space shorter and no draft or relay, until a feed zone.")
    else:
        lines.append("No bottle (spent on an attack): it cannot attack again.")
    active = state.active()
    if active is not None and active.id == rider.id:
        most = reach(state, parts, rider)
        words = {"wind": "into the wind (nobody straight in front)", "fatigue": "fatigued (no bottle)"}
        why = [words[h] for h in hindrances(state, rider)]
        because = f", {' and '.join(why)}" if why else ""
        lines.append(f"Its turn now: up to {plural(most, 'space')} on a normal move{because}.")
        if can_attack(state, parts, rider) is None:
            attack = reach(state, parts, rider, attack=True)
            lines.append(f"An attack would take it {plural(attack, 'space')}.")
        other = bottle_receiver(state, rider)
        if other is not None:
            lines.append(f"It may give its bottle to {other.name}, straight behind it.")
    elif rider.id in state.order[state.index :]:
        lines.append("Still to ride this turn.")
    else:
        lines.append("Has ridden this turn.")
    return " ".join(lines)


def space_words(state: MindCyclingState, space: str, ride: str | None) -> str:
    """A space of the course; `ride` is the kind of ride a drop there makes now (None: not lit)."""
    course = state.course
    if space == FINISH:
        head = "The finish line: the first rider across wins the stage medal."
    else:
        where = course.describe(space)
        kind = course.kind(space)
        what = "the start area, ridden as flat road" if kind == START else SECTION_WORDS[kind]
        head = f"{where[:1].upper()}{where[1:]}: {what}."
        if space in course.feed:
            head += " Feed zone: a domestic without a bottle that rides through or onto it takes one."
        if space in course.rocks:
            head += " A rock: a rider that rides onto it stops here."
        rider = state.rider_at(space)
        if rider is not None:
            head += f" {rider.name} is here."
    if ride is not None:
        head += f" Lit: drop the rider here for {RIDE_WORDS.get(ride, 'a move')}."
    return head


CHOICE_WORDS = {
    "Give the bottle": "Give this domestic's bottle to the teammate straight behind it, for free. "
    "This domestic then rides fatigued: one space shorter.",
    "Attack": "Switch the lit spaces to attacks: three spaces past the normal maximum. It costs the "
    "rider its bottle, and the next rider may not draft or relay.",
    "Normal move": "Back to the lit spaces of a normal move.",
    "Draft": "Follow the rider directly in front and end right behind it, however far it went (draft).",
    "Relay": "Jump to the front of the train that has just moved (relay): only the first riders of a "
    "train may.",
    "Stay put": "This rider does not move this turn.",
}


def choice_words(title: str, line: str) -> str:
    return f"{CHOICE_WORDS.get(title, title)} ({line})"


def medal_words(state: MindCyclingState, points: list[int]) -> str:
    """The medal board: each medal and who holds it, then the team points."""
    parts = []
    for medal, holder in state.medals.items():
        who = state.teams[holder].country if medal == TEAM else state.riders[holder].name
        parts.append(f"{MEDAL_NAMES[medal]}: {who}")
    held = "; ".join(parts) if parts else "none won yet"
    scores = ", ".join(f"{team.country} {points[team.seat]}" for team in state.teams)
    return (
        "The medal board. Medals go to the first across the line, the first past the sprint's end, "
        "the first past the mountain's top and the team with the most points; most medals wins. "
        f"Medals: {held}. Team points: {scores}."
    )


def card_words(state: MindCyclingState) -> str:
    rider = state.active()
    if rider is None:
        return "The rider card: nobody is riding now."
    return f"The rider card: {rider.name} rides now. Each turn every rider rides once, the leader first."


def banner_rule(state: MindCyclingState, waiting: tuple[int, ...]) -> str | None:
    if state.over:
        return RULE_SOLO if state.solo else RULE_END
    return RULE_MOVING if waiting else None
