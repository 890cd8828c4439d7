"""Nascard's pieces and prompts in plain words: the table's tooltips and banner lines.

Every line says what a thing is and what it does now, with the rule's own name
(trading paint, blister, burn) after the plain words, so a newcomer learns the
terms without needing them. Pure text: the view decides what lies under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.contract import Action
from tabletop.engine.words import say
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.components import BonusCard, Components, Cost
from tabletop.games.nascard.events import card_words, suit_card, suit_word
from tabletop.games.nascard.state import Car, NascardState
from tabletop.language import _, local

# The headings in data/rules/nascard.md that the banner's "?" opens.
RULE_PLAY = "1. Play cards"
RULE_BONUS = "Bonus cards"
RULE_MOVE = "2. Move cars"
RULE_ROUND_END = "3. End of the round"


def burn_words(cost: Cost, suit: str, card: int | None) -> str:
    """Which card a bonus burns: "a card higher than 7" (`card` None: the one played); `suit` an id."""
    kind = suit_card(suit)
    if cost.burn == "same_suit":
        return _("another {kind}").format(kind=kind)
    if cost.burn == "higher":
        return _("a card higher than {card}").format(card=card) if card is not None else _(
            "a card higher than the one played"
        )
    if cost.burn == "same_suit_higher":
        return _("a {kind} higher than {card}").format(kind=kind, card=card) if card is not None else _(
            "a {kind} higher than the one played"
        ).format(kind=kind)
    return _("a card")


def cost_words(cost: Cost, suit: str, card: int | None = None) -> str:
    """What a bonus costs in words: "throw another blue card onto the discard pile (burn)";
    `card` the one played, when known."""
    burn = _("throw {card} onto the discard pile (burn)").format(card=burn_words(cost, suit, card))
    blister = say(_("put {n:card} from your hand face down (blister)"), n=cost.blister)
    if cost.burn and cost.blister:
        return _("{burn} and {blister}").format(burn=burn, blister=blister)
    if cost.burn:
        return burn
    return blister if cost.blister else _("nothing")


def bonus_words(parts: Components, bonus: BonusCard, on_caution: bool, is_trump: bool) -> str:
    cost, _terms = bonus.terms(on_caution)
    suit = suit_word(bonus.suit)
    line = _("{bonus}, the {suit} bonus: {text} Costs: {cost}.").format(
        bonus=local(bonus.name), suit=suit, text=local(bonus.text), cost=cost_words(cost, bonus.suit)
    )
    if on_caution and bonus.caution_changes_terms:
        line += " " + _("Your car is on a Caution space, so the Caution terms apply.")
    line += " " + _("Drop a {kind} on it to play that card with this bonus.").format(
        kind=suit_card(bonus.suit)
    )
    if is_trump:
        line += " " + _("{suit} is trump this round: its cards move first.").format(suit=suit.capitalize())
    return line


def hand_card_words(
    parts: Components, state: NascardState, card: int, legal: Sequence[Action], my_turn: bool
) -> str:
    suit = parts.suit_of(card)
    name = card_words(card, suit)
    if suit == state.trump:
        head = _("{card} — trump this round, in your hand.").format(card=name)
    else:
        head = _("{card}, in your hand.").format(card=name)
    if not my_turn:
        return head
    if state.phase == "cut":
        if CutHand(card) in legal:
            return (
                head
                + " "
                + _("Your hand is over {limit}: drop it on the discard pile to throw it away.").format(
                    limit=parts.numbers.hand_limit
                )
            )
        return head
    plays = [a for a in legal if isinstance(a, PlayCard) and a.card == card]
    if not plays:
        return head + " " + _("It cannot be played now.")
    words = []
    plain = [a for a in plays if not a.bonus]
    count = parts.numbers.trading_paint
    if plain and suit == state.trump:
        words.append(
            say(
                _(
                    "Drag it inside the track to play it: as trump it also costs {n:card} from your hand "
                    "put face down (trading paint)."
                ),
                n=count,
            )
        )
    elif plain:
        words.append(
            _("Drag it inside the track to play it; the higher the card, the further your car goes.")
        )
    elif suit == state.trump:
        words.append(
            say(
                _(
                    "Playing trump costs {n:card} put face down (trading paint): "
                    "you have too few other cards."
                ),
                n=count,
            )
        )
    if any(a.bonus for a in plays):
        bonus = parts.bonus_cards[state.bonus[suit]]
        words.append(
            _("Or drop it on the {bonus} bonus card: {text}").format(
                bonus=local(bonus.name), text=local(bonus.text)
            )
        )
    return f"{head} {' '.join(words)}"


def car_words(state: NascardState, car: Car, viewer_car: int | None) -> str:
    lap = min(state.laps, car.progress // state.track_length + 1)
    place = [c.id for c in state.standings()].index(car.id) + 1
    if car.id == viewer_car:
        line = _("Your car: place {place}, lap {lap} of {laps}.")
    elif car.seat is not None:
        line = _("{who:'s} car: place {place}, lap {lap} of {laps}.")
    else:
        line = _("{who}, a rival car driven by the deck: place {place}, lap {lap} of {laps}.")
    line = say(line, who=car.name, place=place, lap=lap, laps=state.laps)
    play = state.plays.get(car.id)
    if play is not None:
        line += " " + (
            _("In the pits this round.")
            if play.card is None
            else _("Played {card} this round.").format(card=play.card)
        )
    return line


def space_words(caution: bool, start: bool) -> str:
    if caution:
        return _(
            "A Caution space: a car standing here when its driver plays uses the Caution terms "
            "of the bonus cards."
        )
    if start:
        return _("The start/finish line: each time a car crosses it, it completes a lap.")
    return _("A track card: two spaces, inside and outside. Cars move one card per space.")


def pit_words(parts: Components, turned: bool, legal: Sequence[Action], my_turn: bool) -> str:
    if turned:
        return _(
            "Your pit card, turned: you made a pit stop this round; it turns back once all cars have moved."
        )
    line = say(
        _(
            "Your pit card. A pit stop: your car stays put this round, you draw {n:card} "
            "and take back every card you put face down."
        ),
        n=parts.numbers.pit_draw,
    )
    if my_turn and PitStop() in legal:
        line += " " + _("Click it twice to make a pit stop now.")
    return line


def payment_prompt(what: str, step: str, left: int, burn: str, *, chosen: int) -> str:
    """The banner while paying: the plain action first, the rule's name after. `chosen`: how
    many cards are already face down, for "more" to be said only once one is."""
    if step == "burn":
        return _("Click {card} to throw onto the discard pile ({what}: burn)").format(card=burn, what=what)
    if step == "blister" and chosen:
        return say(_("Click {left:more card} to put face down ({what}: blister)"), left=left, what=what)
    if step == "blister":
        return say(_("Click {left:card} to put face down ({what}: blister)"), left=left, what=what)
    return _("Press Confirm (or Enter) to play ({what})").format(what=what)
