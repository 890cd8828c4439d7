"""The start of a heat, up to the riders at the gate: hands filled up, the exchange after a
heat that ended on lap I, and the riders chosen in secret (by lot in an extra heat), then
revealed and lined up by strength."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.engine.contract import Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.cards import draw_cards
from tabletop.games.mcs.components import Components
from tabletop.games.mcs.state import McsState, Rider


def hand_size(parts: Components, state: McsState) -> int:
    return parts.numbers.hand_four if state.four_players else parts.numbers.hand_two


def start_heat(parts: Components, state: McsState, events: list[Event]) -> None:
    state.heat += 1
    state.extra = state.heat > state.heats
    if state.extra:
        group = next(g for g in state.groups if len(g) > 1)
        state.participants = tuple(sorted(group))
    else:
        state.participants = tuple(range(len(state.players)))
    state.riders = {}
    state.order = []
    state.out = []
    state.lap = 0
    state.lap_cards = []
    state.involved = []
    state.declined = []
    state.sick = ""
    state.lead_lock = ""
    state.tail_locks = []
    state.hazard = state.pending = None
    state.attempt = None
    state.bend = None
    state.shown_charge = None
    state.shown_chain = ()
    state.choices = {}
    names = tuple(state.players[s].name for s in state.participants)
    events.append(ev.HeatStarted(state.heat, state.extra, names))
    size = hand_size(parts, state)
    for seat in state.participants:
        missing = size - len(state.players[seat].hand)
        if missing > 0:
            draw_cards(parts, state, seat, missing, events)
    if state.exchange_next:
        state.exchange_next = False
        state.phase = "exchange"
    else:
        open_gate(parts, state, events)


def open_gate(parts: Components, state: McsState, events: list[Event]) -> None:
    state.choices = {}
    if not state.extra:
        state.phase = "gate"
        return
    # Extra heats are ridden by the tied players alone, each rider card drawn at random
    # from those the player has not yet used.
    picks: dict[int, tuple[int, ...]] = {}
    for player in (state.players[s] for s in state.participants):
        chosen = []
        for colour in player.colours:
            free = [v for v in player.riders if parts.riders[v].colour == colour]
            chosen.append(state.rng.choice(free))
        picks[player.seat] = tuple(chosen)
    line_up(parts, state, picks, events, random=True)


def do_exchanges(parts: Components, state: McsState, events: list[Event]) -> None:
    for seat in sorted(state.choices):
        cards = state.choices[seat]
        player = state.players[seat]
        for card in cards:
            player.hand.remove(card)
            state.discard.append(card)
        events.append(
            ev.CardsExchanged(seat, player.name, cards, tuple(card_words(parts, c) for c in cards))
        )
        if cards:
            draw_cards(parts, state, seat, len(cards), events, why="exchange")
    open_gate(parts, state, events)


def line_up(
    parts: Components,
    state: McsState,
    picks: Mapping[int, tuple[int, ...]],
    events: list[Event],
    *,
    random: bool,
) -> None:
    state.choices = {}
    for seat, values in sorted(picks.items()):
        player = state.players[seat]
        for value in values:
            colour = parts.riders[value].colour
            state.riders[colour] = Rider(colour, seat, value)
            player.riders.remove(value)
            player.used.append(value)
    state.order = sorted(state.riders, key=lambda c: -state.riders[c].card)
    names = tuple(state.players[state.riders[c].seat].name for c in state.order)
    cards = tuple(state.riders[c].card for c in state.order)
    events.append(ev.RidersRevealed(tuple(state.order), cards, names, random))
    state.phase = "lap"
