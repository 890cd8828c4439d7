"""What playing a card costs: trading paint for trump, or a bonus card's price.

Both the check of a proposed play and the list of every legal play come from the
same enumeration, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from tabletop.engine.words import say
from tabletop.games.nascard.actions import PlayCard
from tabletop.games.nascard.components import BonusCard, Components, Cost
from tabletop.games.nascard.events import card_words
from tabletop.games.nascard.explain import burn_words, cost_words
from tabletop.language import _, local


def burn_choices(card: int, hand: list[int], cost: Cost, parts: Components) -> list[int]:
    """Cards of `hand` (other than `card`) that may pay the bonus's burn."""
    suit_of = parts.card_suit
    suit = suit_of[card]
    others = [c for c in hand if c != card]
    if cost.burn == "same_suit":
        return [c for c in others if suit_of[c] == suit]
    if cost.burn == "higher":
        return [c for c in others if c > card]
    if cost.burn == "same_suit_higher":
        return [c for c in others if suit_of[c] == suit and c > card]
    return []


Payment = tuple[int, bool, tuple[int, ...], tuple[int, ...]]
"""A play as plain numbers, (card, bonus, blister, burn): what `PlayCard` holds."""


def payments_for_card(
    card: int,
    hand: list[int],
    trump: str,
    bonus: BonusCard,
    on_caution: bool,
    parts: Components,
    *,
    lowest: bool = False,
) -> Iterator[Payment]:
    """Every legal way to play `card` from `hand`, as numbers. Made apart from the actions
    so a computer player can weigh thousands without building each one.

    With `lowest`, only the plays that blister the lowest cards the price leaves free: one
    per choice of bonus and burn, in the same order (a player who pays with its cheapest
    cards weighs nothing else, and the search asks for that thousands of times a second)."""
    others = sorted(hand)
    others.remove(card)
    if parts.card_suit[card] == trump:
        # Trading paint: a trump card always blisters, and never activates a bonus.
        need = parts.numbers.trading_paint
        if lowest:
            if len(others) >= need:
                yield card, False, tuple(others[:need]), ()
            return
        for blisters in combinations(others, need):
            yield card, False, blisters, ()
        return
    yield card, False, (), ()
    cost, _effect = bonus.terms(on_caution)
    burns: list[tuple[int, ...]] = [()]
    if cost.burn:
        burns = [(c,) for c in burn_choices(card, hand, cost, parts)]
    for burn in burns:
        rest = [c for c in others if c not in burn]
        if lowest:
            if len(rest) >= cost.blister:
                yield card, True, tuple(rest[: cost.blister]), burn
            continue
        for blisters in combinations(rest, cost.blister):
            yield card, True, blisters, burn


def plays_for_card(
    card: int,
    hand: list[int],
    trump: str,
    bonus: BonusCard,
    on_caution: bool,
    parts: Components,
) -> Iterator[PlayCard]:
    """Every legal way to play `card` from `hand`."""
    for payment in payments_for_card(card, hand, trump, bonus, on_caution, parts):
        yield PlayCard(*payment)


def explain_refusal(
    action: PlayCard,
    hand: list[int],
    trump: str,
    bonus: BonusCard,
    on_caution: bool,
    parts: Components,
) -> str:
    """Why a proposed play is not legal, in words for the player."""
    card = action.card
    if card not in hand:
        return _("{card} is not in your hand.").format(card=card)
    suit = parts.suit_of(card)
    others = [c for c in hand if c != card]
    paid = list(action.blister) + list(action.burn)
    refused = _("That play is not allowed.")
    if len(set(paid)) != len(paid) or any(c not in others for c in paid):
        return _("Pay with other cards from your hand, each card once.")
    if suit == trump:
        need = parts.numbers.trading_paint
        if action.bonus:
            return _("{card} is trump: trading paint never activates a bonus.").format(
                card=card_words(card, suit)
            )
        if len(others) < need:
            return say(
                _("Trading paint needs {need:other card} to blister; you have {have}."),
                need=need,
                have=len(others),
            )
        if len(action.blister) != need or action.burn:
            return say(_("Playing trump means blistering exactly {need:other card}."), need=need)
        return refused
    if not action.bonus:
        if action.blister or action.burn:
            return _("Without a bonus, a card costs nothing: blister and burn nothing.")
        return refused
    cost, _terms = bonus.terms(on_caution)
    if len(action.blister) != cost.blister:
        # The whole price, burn included, and Caution named only where it changes the price.
        template = (
            _("{bonus} costs: {cost} (your car is on Caution).")
            if on_caution and bonus.caution_changes_cost
            else _("{bonus} costs: {cost}.")
        )
        return template.format(bonus=local(bonus.name), cost=cost_words(cost, suit, card))
    if cost.burn is None and action.burn:
        return _("{bonus} burns no card.").format(bonus=local(bonus.name))
    if cost.burn and len(action.burn) != 1:
        return _("{bonus} needs one extra card burned.").format(bonus=local(bonus.name))
    if cost.burn and action.burn[0] not in burn_choices(card, hand, cost, parts):
        return _("{bonus} must burn {card}.").format(
            bonus=local(bonus.name), card=burn_words(cost, suit, card)
        )
    return refused
