"""The laps of a heat: the next lap card turned (its deck rebuilt when empty), and the
hazard a fall or an engine effect left on a rider striking on it."""

from __future__ import annotations

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.deck import rebuild
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.components import Components
from tabletop.games.mcs.phases.bend import open_bend
from tabletop.games.mcs.state import McsState


def next_lap(parts: Components, state: McsState, events: list[Event]) -> None:
    if state.lap >= parts.numbers.laps:
        resolve_hazard(state, "finish", events)
        state.phase = "finish"
        return
    state.lap += 1
    card = turn_lap_card(state, state.lap, events)
    kind = parts.laps[card].kind
    events.append(ev.LapCardRevealed(state.lap, card, kind))
    state.involved = []
    state.declined = []
    state.sick = ""
    state.shown_charge = None
    state.shown_chain = ()
    resolve_hazard(state, kind, events)
    if kind == "finish":
        state.phase = "finish"
    elif kind == "straight":
        state.phase = "straight"
    else:
        open_bend(state, events)


def turn_lap_card(state: McsState, lap: int, events: list[Event]) -> int:
    deck, used = state.lap_decks[lap - 1], state.lap_discards[lap - 1]
    if not deck:
        events.append(common.DeckRebuilt(len(used), ev.LAP_DECK_REBUILT, ev.ROMAN[lap]))
        rebuild(deck, used, state.rng)
    card = deck.pop()
    state.lap_cards.append(card)
    return card


def resolve_hazard(state: McsState, kind: str, events: list[Event]) -> None:
    hazard = state.hazard
    if hazard is None:
        return
    state.hazard = None
    rider = hazard.rider
    if rider not in state.order:
        return
    before = tuple(state.order)
    outcome = "none"
    if hazard.effect == "fall":
        if kind == "bend":
            state.order.remove(rider)
            state.order.append(rider)
            if state.lead_lock == rider and state.order[0] != rider:
                state.lead_lock = ""
            outcome = "last"
        elif kind == "finish":
            rider_out(state, rider, "fall")
            outcome = "out"
    elif kind == "bend":
        rider_out(state, rider, "engine")
        outcome = "out"
    elif kind == "straight":
        state.sick = rider
        outcome = "sick"
    events.append(ev.HazardStruck(hazard.effect, rider, outcome, kind))
    if tuple(state.order) != before:
        events.append(ev.OrderChanged(before, tuple(state.order)))


def rider_out(state: McsState, rider: str, how: str) -> None:
    state.order.remove(rider)
    state.out.append(rider)
    state.riders[rider].out = how
    if state.lead_lock == rider:
        state.lead_lock = ""
    if rider in state.tail_locks:
        state.tail_locks.remove(rider)
