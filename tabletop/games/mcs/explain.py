"""MCS's pieces and prompts in plain words: the table's tooltips and the banner's rule links.

Every line says what a thing is and what it does now, the plain words first and
the rule's own name (charge, hold off, edge) after, so a newcomer learns the
terms without needing them. Pure text: the view decides what lies under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.contract import Action
from tabletop.engine.words import names_list, ordinal, say
from tabletop.games.mcs.actions import BendCard, Charge, HoldOff
from tabletop.games.mcs.components import Components, RacingCard
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.words import edge_word, rider_word
from tabletop.language import N_, _, local

# The headings in data/rules/mcs.md that the banner's "?" opens.
RULE_GATE = "A heat"
RULE_STRAIGHT = "The straight"
RULE_BEND = "The bend"
RULE_EFFECTS = "The effects"
RULE_AFTER = "After a heat"

# The shape beside an edge colour (colour-blind help), by the marks of data/cards/mcs.yaml.
MARK_WORDS = {
    "circle": N_("circle"),
    "triangle": N_("triangle"),
    "square": N_("square"),
    "diamond": N_("diamond"),
}

LAP_KIND_WORDS = {
    "straight": N_("a straight: the rider behind may try to pass the one ahead (a charge)"),
    "bend": N_("a bend: the managers fight with racing cards for an effect"),
    "finish": N_("the finish line: the heat ends at once and the riders score by place"),
}


def _lanes(letters: frozenset[str]) -> str:
    ordered = sorted(letters)
    if len(ordered) == 1:
        return _("lane {lane}").format(lane=ordered[0])
    return _("lanes {lanes}").format(lanes=names_list(ordered))


def letters_words(card: RacingCard) -> str:
    """The top of a card in plain words, red and green letters by lane."""
    parts = []
    if card.charge:
        red = _("A red letter in {lanes}") if len(card.charge) == 1 else _("Red letters in {lanes}")
        parts.append(
            red.format(lanes=_lanes(card.charge))
            + _(
                ": play it to pass the rider ahead; it gets through if one red letter finds no green letter "
                "in its lane (charge)."
            )
        )
    if card.hold:
        green = _("A green letter in {lanes}") if len(card.hold) == 1 else _("Green letters in {lanes}")
        parts.append(
            green.format(lanes=_lanes(card.hold))
            + _(
                ": play it to stop the rider behind; it stops him only if it covers every red letter of his "
                "card (hold off)."
            )
        )
    return " ".join(parts)


def racing_card_words(parts: Components, number: int) -> str:
    """A racing card's letters, edge colour and wheel effect, in words."""
    card = parts.cards[number]
    edge = parts.edges[card.edge]
    effect = parts.effects[card.effect]
    return _(
        "Racing card. {letters} Wheel: {symbol}, {effect}: {text} Its {edge} edge ({mark}): in a bend it can "
        "replace, or be replaced by, a card with the {edge} edge or another {symbol}."
    ).format(
        letters=letters_words(card),
        symbol=effect.symbol,
        effect=local(effect.name),
        text=local(effect.text),
        edge=edge_word(card.edge),
        mark=_(MARK_WORDS.get(edge.mark, edge.mark)),
    )


def hand_card_words(
    parts: Components, state: McsState, number: int, legal: Sequence[Action], my_turn: bool
) -> str:
    """A card in the viewer's hand: what it is, and what it can do right now."""
    line = racing_card_words(parts, number)
    if not my_turn or state.phase not in ("straight", "bend"):
        return line
    if Charge(number) in legal:
        now = _("Now: drag it to the infield to charge with it.")
    elif HoldOff(number) in legal:
        now = _("Now: drag it to the infield to hold off with it.")
    elif BendCard(number) in legal:
        now = _("Now: drag it to the infield to play it in the bend.")
    elif state.phase == "straight":
        now = _("Now: it cannot be used in this charge.")
    else:
        now = _("Now: it cannot replace the card on top in this bend.")
    return f"{line} {now}"


def rider_card_words(parts: Components, value: int, used: bool, chosen: bool) -> str:
    colour = rider_word(parts.riders[value].colour).lower()
    line = _(
        "Rider card: {colour} rider, strength {value}. At the gate the stronger riders line up further ahead."
    ).format(colour=colour, value=value)
    if chosen:
        return line + " " + _("Chosen for this heat: click it again to take it back.")
    if used:
        return (
            line
            + " "
            + _("He has ridden already; he comes back once all your {colour} riders have.").format(
                colour=colour
            )
        )
    return line


def rider_words(parts: Components, state: McsState, colour: str, viewer: int | None) -> str:
    """A rider token on the oval or in the pits."""
    rider = state.riders[colour]
    helmet = parts.helmets[colour]
    template = (
        _("{helmet} rider, for the hosts, managed by {manager:them}, strength {card}.")
        if (helmet.side == "hosts")
        else _("{helmet} rider, for the visitors, managed by {manager:them}, strength {card}.")
    )
    manager = "you" if rider.seat == viewer else state.players[rider.seat].name
    line = say(template, helmet=rider_word(colour), manager=manager, card=rider.card)
    if rider.out == "fall":
        return line + " " + _("He fell: out of this heat, no points.")
    if rider.out == "engine":
        return line + " " + _("His engine failed: out of this heat, no points.")
    notes = []
    place = state.place_of(colour)
    if place:
        notes.append(_("In {place} place.").format(place=ordinal(place)))
    if state.lead_lock == colour:
        notes.append(_("Nobody can charge him for the rest of the heat (a 3)."))
    if colour in state.tail_locks:
        notes.append(_("He must finish last: he cannot charge (a 0)."))
    if state.sick == colour:
        notes.append(_("His engine is failing: he can neither charge nor hold off on this lap."))
    hazard = state.hazard
    if hazard is not None and hazard.rider == colour:
        if hazard.effect == "fall":
            notes.append(
                _("A fall hangs over him: a bend next drops him to last, the finish line ends his heat.")
            )
        else:
            notes.append(
                _(
                    "An engine failure hangs over him: a bend next ends his heat, "
                    "a straight stops his charging."
                )
            )
    return " ".join([line, *notes])


def lap_card_words(kind: str, lap: int, roman: str) -> str:
    what = _(LAP_KIND_WORDS[kind]) if kind in LAP_KIND_WORDS else kind
    return _("Lap {lap}, turned over: {what}.").format(lap=roman, what=what)


def lap_deck_words(roman: str, count: int) -> str:
    return say(
        _(
            "Lap deck {lap}: {count:card}, each a straight, a bend or the finish line. "
            "Its top card is turned over for lap {lap} of each heat."
        ),
        lap=roman,
        count=count,
    )


def deck_words(count: int) -> str:
    return say(
        _(
            "The racing deck: {count:card}. Hands are filled from it before each heat; "
            "winning a charge draws one."
        ),
        count=count,
    )


def discard_words(count: int, top: str) -> str:
    line = say(
        _("The discard pile: {count:racing card}. Every card played in a charge or a bend lands here."),
        count=count,
    )
    return line + " " + _("On top: {card}.").format(card=top) if top else line


BUTTON_WORDS = {
    "lineup": N_("Send the chosen riders to the gate. Everyone chooses in secret; then the cards are shown."),
    "exchange": N_("Swap the cards you clicked for new ones from the deck, or keep your hand if none."),
    "match": N_("The match card: the programme and the points of every heat so far (M)."),
}
