"""Nascard's pieces and prompts in plain words: the table's tooltips and banner lines.

Every line says what a thing is and what it does now, with the rule's own name
(trading paint, blister, burn) after the plain words, so a newcomer learns the
terms without needing them. Pure text: the view decides what lies under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.contract import Action
from tabletop.engine.words import plural, say
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.components import BonusCard, Components, Cost
from tabletop.games.nascard.state import Car, NascardState

# The headings in data/rules/nascard.md that the banner's "?" opens.
RULE_PLAY = "1. Play cards"
RULE_BONUS = "Bonus cards"
RULE_MOVE = "2. Move cars"
RULE_ROUND_END = "3. End of the round"


def burn_words(cost: Cost, suit: str, card: int | None) -> str:
    """Which card a bonus burns: "a card higher than 7" (`card` None: the one played)."""
    than = str(card) if card is not None else "the one played"
    return {
        "same_suit": f"another {suit} card",
        "higher": f"a card higher than {than}",
        "same_suit_higher": f"a {suit} card higher than {than}",
    }.get(cost.burn or "", "a card")


def cost_words(cost: Cost, suit: str) -> str:
    """What a bonus costs in words: "throw another blue card onto the discard pile (burn)"."""
    parts = []
    if cost.burn:
        parts.append(f"throw {burn_words(cost, suit, None)} onto the discard pile (burn)")
    if cost.blister:
        parts.append(f"put {plural(cost.blister, 'card')} from your hand face down (blister)")
    return " and ".join(parts) if parts else "nothing"


def bonus_words(parts: Components, bonus: BonusCard, on_caution: bool, is_trump: bool) -> str:
    cost, _ = bonus.terms(on_caution)
    suit = parts.suits[bonus.suit].name
    article = "an" if suit[:1].lower() in "aeiou" else "a"
    line = f"{bonus.name}, the {suit} bonus: {bonus.text} Costs: {cost_words(cost, suit.lower())}."
    if on_caution:
        line += " Your car is on a Caution space, so the Caution terms apply."
    line += f" Drop {article} {suit.lower()} card on it to play that card with this bonus."
    if is_trump:
        line += f" {suit} is trump this round: its cards move first."
    return line


def hand_card_words(
    parts: Components, state: NascardState, card: int, legal: Sequence[Action], my_turn: bool
) -> str:
    suit = parts.suit_of(card)
    name = f"{card} {parts.suits[suit].name}"
    trump = " — trump this round" if suit == state.trump else ""
    head = f"{name}{trump}, in your hand."
    if not my_turn:
        return head
    if state.phase == "cut":
        if CutHand(card) in legal:
            limit = parts.numbers.hand_limit
            return f"{head} Your hand is over {limit}: drop it on the discard pile to throw it away."
        return head
    plays = [a for a in legal if isinstance(a, PlayCard) and a.card == card]
    if not plays:
        return f"{head} It cannot be played now."
    words = []
    plain = [a for a in plays if not a.bonus]
    if plain and suit == state.trump:
        count = parts.numbers.trading_paint
        words.append(
            f"Drag it inside the track to play it: as trump it also costs {plural(count, 'card')} "
            "from your hand put face down (trading paint)."
        )
    elif plain:
        words.append("Drag it inside the track to play it; the higher the card, the further your car goes.")
    elif suit == state.trump:
        words.append(
            f"Playing trump costs {plural(parts.numbers.trading_paint, 'card')} put face down "
            "(trading paint): you have too few other cards."
        )
    if any(a.bonus for a in plays):
        bonus = parts.bonus_cards[state.bonus[suit]]
        words.append(f"Or drop it on the {bonus.name} bonus card: {bonus.text}")
    return f"{head} {' '.join(words)}"


def car_words(state: NascardState, car: Car, viewer_car: int | None) -> str:
    lap = min(state.laps, car.progress // state.track_length + 1)
    place = [c.id for c in state.standings()].index(car.id) + 1
    if car.id == viewer_car:
        who = "Your car"
    elif car.seat is not None:
        who = say("{who:'s} car", who=car.name)
    else:
        who = f"{car.name}, a rival car driven by the deck"
    line = f"{who}: place {place}, lap {lap} of {state.laps}."
    play = state.plays.get(car.id)
    if play is not None:
        line += " In the pits this round." if play.card is None else f" Played {play.card} this round."
    return line


def space_words(caution: bool, start: bool) -> str:
    if caution:
        return (
            "A Caution space: a car standing here when its driver plays uses the Caution terms "
            "of the bonus cards."
        )
    if start:
        return "The start/finish line: each time a car crosses it, it completes a lap."
    return "A track card: two spaces, inside and outside. Cars move one card per space."


def pit_words(parts: Components, turned: bool, legal: Sequence[Action], my_turn: bool) -> str:
    draw = parts.numbers.pit_draw
    if turned:
        return (
            "Your pit card, turned: you made a pit stop this round; it turns back once all cars have moved."
        )
    line = (
        f"Your pit card. A pit stop: your car stays put this round, you draw {draw} cards "
        "and take back every card you put face down."
    )
    if my_turn and PitStop() in legal:
        line += " Click it twice to make a pit stop now."
    return line


def payment_prompt(what: str, step: str, left: int, burn: str) -> str:
    """The banner while paying: the plain action first, the rule's name after."""
    if step == "burn":
        return f"Click {burn} to throw onto the discard pile ({what}: burn)"
    if step == "blister":
        return say("Click {left:more card} to put face down ({what}: blister)", left=left, what=what)
    return f"Press Confirm (or Enter) to play ({what})"
