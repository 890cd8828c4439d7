"""MCS's pieces and prompts in plain words: the table's tooltips and the banner's rule links.

Every line says what a thing is and what it does now, the plain words first and
the rule's own name (charge, hold off, edge) after, so a newcomer learns the
terms without needing them. Pure text: the view decides what lies under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.contract import Action
from tabletop.engine.words import article, say
from tabletop.games.mcs.actions import BendCard, Charge, HoldOff
from tabletop.games.mcs.components import Components, RacingCard
from tabletop.games.mcs.state import McsState

# The headings in data/rules/mcs.md that the banner's "?" opens.
RULE_GATE = "A heat"
RULE_STRAIGHT = "The straight"
RULE_BEND = "The bend"
RULE_EFFECTS = "The effects"
RULE_AFTER = "After a heat"

PLACE_WORDS = ("1st", "2nd", "3rd", "4th")
LAP_KIND_WORDS = {
    "straight": "a straight: the rider behind may try to pass the one ahead (a charge)",
    "bend": "a bend: the managers fight with racing cards for an effect",
    "finish": "the finish line: the heat ends at once and the riders score by place",
}


def _lanes(letters: frozenset[str]) -> str:
    ordered = sorted(letters)
    if len(ordered) == 1:
        return f"lane {ordered[0]}"
    return "lanes " + ", ".join(ordered[:-1]) + " and " + ordered[-1]


def letters_words(card: RacingCard) -> str:
    """The top of a card in plain words, red and green letters by lane."""
    parts = []
    if card.charge:
        red = "A red letter" if len(card.charge) == 1 else "Red letters"
        parts.append(
            f"{red} in {_lanes(card.charge)}: play it to pass the rider ahead; it gets through "
            "if one red letter finds no green letter in its lane (charge)."
        )
    if card.hold:
        green = "A green letter" if len(card.hold) == 1 else "Green letters"
        parts.append(
            f"{green} in {_lanes(card.hold)}: play it to stop the rider behind; it stops him "
            "only if it covers every red letter of his card (hold off)."
        )
    return " ".join(parts)


def racing_card_words(parts: Components, number: int) -> str:
    """A racing card's letters, edge colour and wheel effect, in words."""
    card = parts.cards[number]
    edge = parts.edges[card.edge]
    effect = parts.effects[card.effect]
    colour = edge.name.lower()
    return (
        f"Racing card. {letters_words(card)} Wheel: {effect.symbol}, {effect.name}: {effect.text} "
        f"Its {colour} edge ({edge.mark}): in a bend it can replace, or be replaced by, "
        f"{article(colour)} {colour} card or another {effect.symbol}."
    )


def hand_card_words(
    parts: Components, state: McsState, number: int, legal: Sequence[Action], my_turn: bool
) -> str:
    """A card in the viewer's hand: what it is, and what it can do right now."""
    line = racing_card_words(parts, number)
    if not my_turn or state.phase not in ("straight", "bend"):
        return line
    if Charge(number) in legal:
        return f"{line} Now: drag it to the infield to charge with it."
    if HoldOff(number) in legal:
        return f"{line} Now: drag it to the infield to hold off with it."
    if BendCard(number) in legal:
        return f"{line} Now: drag it to the infield to play it in the bend."
    if state.phase == "straight":
        return f"{line} Now: it cannot be used in this charge."
    return f"{line} Now: it cannot replace the card on top in this bend."


def rider_card_words(parts: Components, value: int, used: bool, chosen: bool) -> str:
    rider = parts.riders[value]
    helmet = parts.helmets[rider.colour]
    line = (
        f"Rider card: {helmet.name} rider, strength {value}. At the gate the stronger riders "
        "line up further ahead."
    )
    if chosen:
        return f"{line} Chosen for this heat: click it again to take it back."
    if used:
        return f"{line} He has ridden already; he comes back once all your {helmet.name.lower()} riders have."
    return line


def rider_words(parts: Components, state: McsState, colour: str, viewer: int | None) -> str:
    """A rider token on the oval or in the pits."""
    rider = state.riders[colour]
    helmet = parts.helmets[colour]
    manager = "you" if rider.seat == viewer else state.players[rider.seat].name
    line = say("{helmet} rider, for the {side}, managed by {manager:them}, strength {card}.",
               helmet=helmet.name, side=helmet.side, manager=manager, card=rider.card)
    if rider.out == "fall":
        return f"{line} He fell: out of this heat, no points."
    if rider.out == "engine":
        return f"{line} His engine failed: out of this heat, no points."
    place = state.place_of(colour)
    if place:
        line += f" In {PLACE_WORDS[place - 1]} place."
    if state.lead_lock == colour:
        line += " Nobody can charge him for the rest of the heat (a 3)."
    if colour in state.tail_locks:
        line += " He must finish last: he cannot charge (a 0)."
    if state.sick == colour:
        line += " His engine is failing: he can neither charge nor hold off on this lap."
    hazard = state.hazard
    if hazard is not None and hazard.rider == colour:
        if hazard.effect == "fall":
            line += " A fall hangs over him: a bend next drops him to last, the finish line ends his heat."
        else:
            line += (
                " An engine failure hangs over him: a bend next ends his heat, a straight stops his charging."
            )
    return line


def lap_card_words(kind: str, lap: int, roman: str) -> str:
    return f"Lap {roman}, turned over: {LAP_KIND_WORDS.get(kind, kind)}."


def lap_deck_words(roman: str, count: int) -> str:
    return (
        f"Lap deck {roman}: {count} cards, each a straight, a bend or the finish line. "
        f"Its top card is turned over for lap {roman} of each heat."
    )


def deck_words(count: int) -> str:
    return (
        f"The racing deck: {count} cards. Hands are filled from it before each heat; "
        "winning a charge draws one."
    )


def discard_words(count: int, top: str) -> str:
    line = f"The discard pile: {count} racing cards. Every card played in a charge or a bend lands here."
    return f"{line} On top: {top}." if top else line


BUTTON_WORDS = {
    "lineup": "Send the chosen riders to the gate. Everyone chooses in secret; then the cards are shown.",
    "exchange": "Swap the cards you clicked for new ones from the deck, or keep your hand if none.",
    "match": "The match card: the programme and the points of every heat so far (M).",
}
