"""What happens in a Nascard race, in order: the table animates these, the log prints them.

Events about cards the viewer may not see (drawn cards, blistered cards, rival cards
before the reveal) mask the numbers in `seen_by`, keeping only how many.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.language import N_, _

# Nascard's words for the shared events of tabletop.engine.common_events (translated when shown).
DECK_REBUILT = N_("The deck is empty: a new deck is shuffled from {n:discarded card}.")
LAST_LAP = N_("The race ends with this round.")
TRUMP_NEWS = N_("{about} is trump")

# The suits as the log, the banner and the tooltips name them (by the ids of data/cards/nascard.yaml).
SUIT_WORDS = {"purple": N_("purple"), "blue": N_("blue"), "orange": N_("orange"), "yellow": N_("yellow")}
# A card of a suit, whole, since the colour agrees with the noun in some languages ("carte bleue").
SUIT_CARD_WORDS = {
    "purple": N_("purple card"),
    "blue": N_("blue card"),
    "orange": N_("orange card"),
    "yellow": N_("yellow card"),
}


# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (
    common.RoundStarted,
    common.LapCompleted,
    common.DeckRebuilt,
    common.RaceFinished,
)


def suit_word(suit: str) -> str:
    """A suit in the language of the moment ("blue", "bleu"); a suit the code does not know, as its id."""
    return _(SUIT_WORDS[suit]) if suit in SUIT_WORDS else suit


def suit_card(suit: str) -> str:
    """ "a blue card" without its article: "blue card" ("carte bleue")."""
    return _(SUIT_CARD_WORDS[suit]) if suit in SUIT_CARD_WORDS else _("{suit} card").format(suit=suit)


def card_words(card: int, suit: str) -> str:
    """A driving card as the log and the tooltips name it: "7 blue"."""
    return _("{card} {suit}").format(card=card, suit=suit_word(suit))


def _cards(cards: tuple[int, ...], suits: tuple[str, ...]) -> str:
    return ", ".join(card_words(c, s) for c, s in zip(cards, suits, strict=True))


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    who: str
    car: int
    card: int
    suit: str
    bonus: str  # name of the bonus activated, "" for none
    trading_paint: bool

    def describe(self) -> str:
        if self.trading_paint:
            template = _("{who:plays} {card}, a trump card: it costs cards put face down (trading paint).")
        elif self.bonus:
            template = _("{who:plays} {card} and {who:-activates} {bonus}.")
        else:
            template = _("{who:plays} {card}.")
        return say(template, who=self.who, card=card_words(self.card, self.suit), bonus=self.bonus)


@dataclass(frozen=True)
class PitStopMade(Event):
    seat: int
    who: str
    car: int

    def describe(self) -> str:
        return say(_("{who:makes} a pit stop."), who=self.who)


@dataclass(frozen=True)
class TyresBlistered(Event):
    seat: int
    who: str
    cards: tuple[int, ...]
    suits: tuple[str, ...]

    def describe(self) -> str:
        if self.cards and self.cards[0]:
            return say(
                _("{who:puts} {cards} face down (blistered)."),
                who=self.who,
                cards=_cards(self.cards, self.suits),
            )
        return say(_("{who:puts} {n:card} face down (blistered)."), who=self.who, n=len(self.cards))

    def seen_by(self, viewer: int | None) -> Event:
        if viewer == self.seat:
            return self
        return replace(self, cards=(0,) * len(self.cards), suits=("",) * len(self.suits))


@dataclass(frozen=True)
class CardsBurned(Event):
    seat: int
    who: str
    cards: tuple[int, ...]
    suits: tuple[str, ...]

    def describe(self) -> str:
        return say(
            _("{who:throws} {cards} onto the discard pile (burned)."),
            who=self.who,
            cards=_cards(self.cards, self.suits),
        )


@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    who: str
    cards: tuple[int, ...]
    suits: tuple[str, ...]
    reveals = True
    revealed_what = N_("a card was drawn")

    def describe(self) -> str:
        if self.cards and self.cards[0]:
            return say(_("{who:draws} {cards}."), who=self.who, cards=_cards(self.cards, self.suits))
        return say(_("{who:draws} {n:card}."), who=self.who, n=len(self.cards))

    def seen_by(self, viewer: int | None) -> Event:
        if viewer == self.seat:
            return self
        return replace(self, cards=(0,) * len(self.cards), suits=("",) * len(self.suits))


@dataclass(frozen=True)
class BlistersRecovered(Event):
    seat: int
    who: str
    count: int

    def describe(self) -> str:
        template = _("{who:takes} back {n:face-down card} into {who:their} hand.")
        return say(template, who=self.who, n=self.count)


@dataclass(frozen=True)
class RivalCardsDealt(Event):
    cars: tuple[int, ...]
    suits: tuple[str, ...]
    reveals = True
    revealed_what = N_("the rivals were dealt cards")

    def describe(self) -> str:
        shown = ", ".join(suit_word(s) for s in self.suits)
        return _("The rivals get their face-down cards ({suits}).").format(suits=shown)


@dataclass(frozen=True)
class RivalCardRevealed(Event):
    car: int
    who: str
    card: int
    suit: str
    reveals = True
    revealed_what = N_("a rival's card was turned over")

    def describe(self) -> str:
        return say(_("{who:turns} over {card}."), who=self.who, card=card_words(self.card, self.suit))


@dataclass(frozen=True)
class CarMoved(Event):
    car: int
    who: str
    rank: int  # 1 for the first card resolved
    spaces: int
    path: tuple[str, ...]  # space ids passed, ending where the car stops
    card: int | None
    as_trump: bool

    def describe(self) -> str:
        if self.card is None:
            return say(_("{who:stays} in the pits."), who=self.who)
        template = (
            _("{who:'s} {card}, trump, goes {rank}: {n:space}.")
            if self.as_trump
            else _("{who:'s} {card} goes {rank}: {n:space}.")
        )
        return say(template, who=self.who, card=self.card, rank=ordinal(self.rank), n=self.spaces)


@dataclass(frozen=True)
class CarPushed(Event):
    car: int
    who: str
    by: str
    path: tuple[str, ...]

    def describe(self) -> str:
        return say(_("{by:pushes} {who:them} forward to the next card."), by=self.by, who=self.who)


@dataclass(frozen=True)
class CardDiscarded(Event):
    card: int
    suit: str

    def describe(self) -> str:
        return _("{card} goes to the discard pile.").format(card=card_words(self.card, self.suit))


@dataclass(frozen=True)
class PitCardTurnedBack(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:'s} pit card turns back."), who=self.who)


@dataclass(frozen=True)
class TrumpChanged(Event):
    suit: str

    def describe(self) -> str:
        return _("The top discard makes {suit} trump.").format(suit=suit_word(self.suit))


@dataclass(frozen=True)
class HandCut(Event):
    seat: int
    who: str
    card: int
    suit: str

    def describe(self) -> str:
        return say(
            _("{who:is} over the hand limit and {who:-discards} {card}."),
            who=self.who,
            card=card_words(self.card, self.suit),
        )
