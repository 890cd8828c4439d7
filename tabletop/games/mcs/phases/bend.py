"""The bend: the managers in race order lay racing cards in a chain, each replacing the
card on top with one of the same edge colour or the same effect, or pass; when all the
others have passed, the card on top triggers its effect."""

from __future__ import annotations

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.components import Components
from tabletop.games.mcs.phases.effects import trigger
from tabletop.games.mcs.state import Bend, McsState


def bend_order(state: McsState) -> list[int]:
    """The managers in race order (by their best rider still racing), the rest after."""

    def best(seat: int) -> tuple[int, int]:
        places = [i for i, c in enumerate(state.order) if state.riders[c].seat == seat]
        return (min(places) if places else len(state.riders), seat)

    return sorted(state.participants, key=best)


def open_bend(state: McsState, events: list[Event]) -> None:
    seats = bend_order(state)
    state.bend = Bend(seats)
    state.phase = "bend"
    events.append(ev.BendOpened(tuple(state.players[s].name for s in seats)))


def bend_cards(parts: Components, state: McsState, hand: list[int]) -> list[int]:
    bend = state.bend
    assert bend is not None
    if not bend.chain:
        return sorted(hand)
    top = parts.cards[bend.chain[-1][1]]
    return sorted(c for c in hand if parts.cards[c].edge == top.edge or parts.cards[c].effect == top.effect)


def bend_play(parts: Components, state: McsState, seat: int, card: int, events: list[Event]) -> None:
    bend = state.bend
    assert bend is not None
    player = state.players[seat]
    replaced = bend.chain[-1][1] if bend.chain else 0
    how = ""
    if replaced:
        how = "edge colour" if parts.cards[replaced].edge == parts.cards[card].edge else "effect"
    player.hand.remove(card)
    bend.chain.append((seat, card))
    bend.passes = 0
    events.append(ev.BendCardPlayed(seat, player.name, card, card_words(parts, card), replaced, how))
    bend_next(parts, state, events)


def bend_pass(parts: Components, state: McsState, seat: int, events: list[Event]) -> None:
    bend = state.bend
    assert bend is not None
    bend.passes += 1
    events.append(common.Passed(seat, state.players[seat].name))
    bend_next(parts, state, events)


def bend_next(parts: Components, state: McsState, events: list[Event]) -> None:
    bend = state.bend
    assert bend is not None
    players = len(bend.seats)
    if bend.chain and bend.passes >= players - 1:
        trigger(parts, state, events)
    elif not bend.chain and bend.passes >= players:
        state.bend = None
        state.phase = "lap"
        events.append(ev.BendEnded())
    else:
        bend.turn = (bend.turn + 1) % players
