"""Racing cards in play: drawn into a hand (the deck rebuilt from the discard pile when it
runs out), and named in words for the log, the list of moves and the refusals."""

from __future__ import annotations

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.deck import draw
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.components import Components
from tabletop.games.mcs.state import McsState
from tabletop.language import _


def card_text(parts: Components, number: int) -> str:
    """A racing card in words: "charge AB / hold C, orange 5:1"."""
    if number <= 0:
        return _("a hidden card")
    return card_words(parts, number).words()


def draw_cards(
    parts: Components, state: McsState, seat: int, count: int, events: list[Event], why: str = ""
) -> None:
    before = len(state.discard)
    taken = draw(state.deck, state.discard, state.rng, count)
    if taken.reshuffled:
        events.append(common.DeckRebuilt(before, ev.RACING_DECK_REBUILT))
    player = state.players[seat]
    player.hand.extend(taken.cards)
    cards = tuple(taken.cards)
    if cards:
        events.append(
            ev.CardsDrawn(seat, player.name, cards, tuple(card_words(parts, c) for c in cards), why)
        )
