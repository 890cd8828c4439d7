"""MCS's racing cards in play: drawing from a deck that runs out."""

from __future__ import annotations

from tabletop.engine import common_events as common
from tabletop.games.mcs.actions import Exchange

from .helpers import HOST, RWBY, VISITOR, fresh, gate, hands_total, names, rules, stack_laps


def test_the_racing_deck_is_rebuilt_from_the_discards() -> None:
    r = rules()
    state = fresh()
    stack_laps(r, state, ["finish"])
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    for player in state.players:
        state.discard += player.hand[1:]
        player.hand = player.hand[:1]
    gate(r, state, RWBY)
    r.apply(state, HOST, Exchange())
    events = r.apply(state, VISITOR, Exchange())
    assert state.heat == 2 or names(events, common.DeckRebuilt)
    assert len(hands_total(state)) == 48
