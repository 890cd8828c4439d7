"""Mind Cycling's pieces and prompts in plain words: the table's tooltips and the banner's rule.

Each line says what a thing is and what it does now, with the rule's name
(wind, draft, relay, fatigue) after the plain words. Pure text: the view decides
what lies under the pointer. Names (riders, teams, roles) are the data's and the rules',
shown through `local`; every sentence is whole, so each language words it its own way.
"""

from __future__ import annotations

from tabletop.engine.words import clauses, names_list, say
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY
from tabletop.games.mindcycling.components import DOMESTIC, Components
from tabletop.games.mindcycling.moves import bottle_receiver, can_attack, hindrances, reach
from tabletop.games.mindcycling.state import MEDAL_NAMES, TEAM, MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import FINISH, START
from tabletop.language import N_, _, local

# The headings in data/rules/mindcycling.md that the banner's "?" opens.
RULE_ORDER = "Order of play"
RULE_MOVING = "Moving"
RULE_END = "The end and the medals"
RULE_SOLO = "Solo"

SECTION_WORDS = {
    "flat": N_("flat road, where domestics are fastest"),
    "sprint": N_("a sprint section, where sprinters are fastest; the first rider past its end wins "
                 "the best sprinter's medal"),
    "mountain": N_("a mountain climb, where climbers are fastest; the first rider past its top wins "
                   "the best climber's medal"),
}

# Where a role may attack, by its specialty.
ATTACK_WHERE = {
    "flat": N_("Attacks only on the flat."),
    "sprint": N_("Attacks only in a sprint section."),
    "mountain": N_("Attacks only in the mountains."),
}

RIDE_WORDS = {
    MOVE: N_("Lit: drop the rider here for a normal move."),
    ATTACK: N_("Lit: drop the rider here for an attack: three spaces more, paid with the bottle."),
    DRAFT: N_("Lit: drop the rider here for a draft: end right behind the rider in front."),
    RELAY: N_("Lit: drop the rider here for a relay: jump to the front of your train."),
}

HINDRANCE_WORDS = {
    "wind": N_("into the wind (nobody straight in front)"),
    "fatigue": N_("fatigued (no bottle)"),
}

# The choice buttons, by their key (`view.input.choices`).
CHOICE_WORDS = {
    "bottle": N_("Give this domestic's bottle to the teammate straight behind it, for free. "
                 "This domestic then rides fatigued: one space shorter."),
    ATTACK: N_("Switch the lit spaces to attacks: three spaces past the normal maximum. It costs the "
               "rider its bottle, and the next rider may not draft or relay."),
    MOVE: N_("Back to the lit spaces of a normal move."),
    DRAFT: N_("Follow the rider directly in front and end right behind it, however far it went (draft)."),
    RELAY: N_("Jump to the front of the train that has just moved (relay): only the first riders of a "
              "train may."),
    "stay": N_("This rider does not move this turn."),
}


def rider_words(parts: Components, state: MindCyclingState, rider: Rider, viewer: int | None) -> str:
    team = state.teams[rider.team]
    role = parts.roles[rider.role]
    name, country, kind = local(rider.name), local(team.country), local(role.name).lower()
    if rider.team == viewer:
        head = _("{rider}, a {role} of {team} (your team).").format(rider=name, role=kind, team=country)
    else:
        head = say(_("{rider}, a {role} of {team} ({who:'s} team)."), rider=name, role=kind, team=country,
                   who=team.player)
    if rider.finished:
        return head + " " + _("Across the line in place {place}.").format(place=rider.place)
    lines = [head]
    maxima = _("Rides at most {flat} on the flat, {sprint} in a sprint, {mountain} in the mountains.")
    lines.append(maxima.format(**{section: role.maxima[section] for section in SECTION_WORDS}))
    lines.append(_(ATTACK_WHERE[role.specialty]))
    if rider.bottle:
        lines.append(_("Carries a bottle."))
    elif rider.role == DOMESTIC:
        lines.append(_("No bottle: fatigued, one space shorter and no draft or relay, until a feed zone."))
    else:
        lines.append(_("No bottle (spent on an attack): it cannot attack again."))
    active = state.active()
    if active is not None and active.id == rider.id:
        most = reach(state, parts, rider)
        why = [_(HINDRANCE_WORDS[h]) for h in hindrances(state, rider)]
        if why:
            lines.append(say(_("Its turn now: up to {most:space} on a normal move, {why}."), most=most,
                             why=names_list(why)))
        else:
            lines.append(say(_("Its turn now: up to {most:space} on a normal move."), most=most))
        if can_attack(state, parts, rider) is None:
            attack = reach(state, parts, rider, attack=True)
            lines.append(say(_("An attack would take it {most:space}."), most=attack))
        other = bottle_receiver(state, rider)
        if other is not None:
            give = _("It may give its bottle to {rider}, straight behind it.")
            lines.append(give.format(rider=local(other.name)))
    elif rider.id in state.order[state.index :]:
        lines.append(_("Still to ride this turn."))
    else:
        lines.append(_("Has ridden this turn."))
    return " ".join(lines)


def space_words(state: MindCyclingState, space: str, ride: str | None) -> str:
    """A space of the course; `ride` is the kind of ride a drop there makes now (None: not lit)."""
    course = state.course
    if space == FINISH:
        head = _("The finish line: the first rider across wins the stage medal.")
    else:
        where = course.describe(space)
        kind = course.kind(space)
        what = _("the start area, ridden as flat road") if kind == START else _(SECTION_WORDS[kind])
        head = _("{where}: {what}.").format(where=f"{where[:1].upper()}{where[1:]}", what=what)
        if space in course.feed:
            head += " " + _("Feed zone: a domestic without a bottle that rides through or onto it takes one.")
        if space in course.rocks:
            head += " " + _("A rock: a rider that rides onto it stops here.")
        rider = state.rider_at(space)
        if rider is not None:
            head += " " + _("{rider} is here.").format(rider=local(rider.name))
    if ride is not None:
        head += " " + _(RIDE_WORDS.get(ride, RIDE_WORDS[MOVE]))
    return head


def choice_words(key: str, line: str) -> str:
    """A choice button: what it does, then its own line (`key` as `view.input.choices` gives it)."""
    return f"{_(CHOICE_WORDS[key])} ({line})" if key in CHOICE_WORDS else line


def medal_words(state: MindCyclingState, points: list[int]) -> str:
    """The medal board: each medal and who holds it, then the team points."""
    parts = []
    for medal, holder in state.medals.items():
        who = state.teams[holder].country if medal == TEAM else state.riders[holder].name
        parts.append(_("{medal}: {who}").format(medal=_(MEDAL_NAMES[medal]), who=local(who)))
    held = clauses(parts) if parts else _("none won yet")
    scores = ", ".join(f"{local(team.country)} {points[team.seat]}" for team in state.teams)
    return _(
        "The medal board. Medals go to the first across the line, the first past the sprint's end, "
        "the first past the mountain's top and the team with the most points; most medals wins. "
        "Medals: {held}. Team points: {scores}."
    ).format(held=held, scores=scores)


def card_words(state: MindCyclingState) -> str:
    rider = state.active()
    if rider is None:
        return _("The rider card: nobody is riding now.")
    return _("The rider card: {rider} rides now. Each turn every rider rides once, the leader first.").format(
        rider=local(rider.name)
    )


def banner_rule(state: MindCyclingState, waiting: tuple[int, ...]) -> str | None:
    if state.over:
        return RULE_SOLO if state.solo else RULE_END
    return RULE_MOVING if waiting else None
