"""Racing cards in play: drawn into a hand (the deck rebuilt from the discard pile when it
runs out), and named in words for the log, the list of moves and the refusals."""

from __future__ import annotations

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.deck import draw
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.components import Components, letters_text
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.words import edge_word
from tabletop.language import _, local


def card_text(parts: Components, number: int) -> str:
    """A racing card in words: "charge AB / hold C, orange 5:1"."""
    if number <= 0:
        return _("a hidden card")
    card = parts.cards[number]
    return _("{letters}, {edge} {effect}").format(
        letters=letters_text(card), edge=edge_word(card.edge), effect=effect_symbol(parts, card.effect)
    )


def effect_symbol(parts: Components, effect: str) -> str:
    found = parts.effects[effect]
    return local(found.name) if found.symbol in ("+1", "SW", "F", "E") else found.symbol


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
            ev.CardsDrawn(seat, player.name, cards, tuple(card_text(parts, c) for c in cards), why)
        )
