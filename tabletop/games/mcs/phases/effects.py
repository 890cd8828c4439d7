"""The effect of the card left on top of a bend: places taken by a side's riders, a rider
moving up, a hazard set on a rider, a card taken from an opponent, or the leader and the
last rider locked in place. A "3" or a "0" works at once; an effect with one way to carry
it out is carried out; with several, its manager chooses; with none, it is ignored."""

from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import PickOpponent, PickPlaces, PickRider
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.components import PLACINGS, Components
from tabletop.games.mcs.state import Hazard, McsState, Pending

PLACE_EFFECTS = tuple(PLACINGS)


def trigger(parts: Components, state: McsState, events: list[Event]) -> None:
    bend = state.bend
    assert bend is not None and bend.chain
    seat, card = bend.chain[-1]
    state.shown_chain = tuple(bend.chain)
    state.discard.extend(c for _, c in bend.chain)
    state.bend = None
    state.phase = "lap"
    effect = parts.cards[card].effect
    player = state.players[seat]
    events.append(ev.EffectTriggered(seat, player.name, card, effect, parts.effects[effect].name))
    if effect in ("three", "zero"):
        apply_effect(parts, state, seat, effect, None, events)
        return
    options = choices(parts, state, seat, effect)
    if not options:
        events.append(
            ev.EffectIgnored(
                seat, player.name, parts.effects[effect].name, why_ignored(state, effect),
                state.lead_lock or "", tuple(state.tail_locks),
            )
        )
    elif len(options) == 1:
        apply_effect(parts, state, seat, effect, options[0], events)
    else:
        state.pending = Pending(seat, card, effect)
        state.phase = "effect"


def effect_options(parts: Components, state: McsState, seat: int) -> list[Action]:
    pending = state.pending
    if pending is None or pending.seat != seat:
        return []
    return choices(parts, state, seat, pending.effect)


def choices(parts: Components, state: McsState, seat: int, effect: str) -> list[Action]:
    """Every way `seat` may carry the effect out (none: it is ignored)."""
    if effect in PLACE_EFFECTS:
        found: list[Action] = []
        results: set[tuple[str, ...]] = set()
        for pick in placings(parts, state, state.players[seat].side, effect):
            order = placed_order(state, pick.riders, pick.places)
            if not respects_locks(state, order) or tuple(order) in results:
                continue  # it would undo a 3 or a 0, or it is a choice already offered
            results.add(tuple(order))
            found.append(pick)
        return found
    if effect == "overtake":
        return [PickRider(c) for c in state.order[1:] if overtake_order(state, c) is not None]
    if effect in ("fall", "engine"):
        return [PickRider(c) for c in state.order]
    if effect == "switch":
        return [
            PickOpponent(s)
            for s in state.opponents(seat)
            if s in state.participants and state.players[s].hand
        ]
    return []


def why_ignored(state: McsState, effect: str) -> str:
    """Why an effect has no choice to make, as `events.EffectIgnored` words it: "switch" (no opponent
    holds a card), "overtake" (nobody to pass), "side" (no rider of that side racing) or "locks"
    (it would undo the 3 or 0 in play, named by the event's `lead` and `tail`)."""
    if effect == "switch":
        return "switch"
    if effect == "overtake" and len(state.order) < 2:
        return "overtake"
    if effect in PLACE_EFFECTS and not state.lead_lock and not state.tail_locks:
        return "side"
    return "locks"


def placings(parts: Components, state: McsState, side: str, effect: str) -> list[PickPlaces]:
    """Every way `side`'s racing riders can take the effect's places, either rider in
    either place. Places are counted among the riders racing: with three left, 4th is
    last. A side with one rider racing puts him in either place of the pair."""
    count = len(state.order)
    mine = [c for c in state.order if c in parts.side_colours(side)]
    picks: list[PickPlaces] = []
    for first, second in PLACINGS[effect]:
        high = min(second, count)
        low = min(first, high - 1) if len(mine) >= 2 else min(first, count)
        if len(mine) >= 2:
            a, b = mine[:2]
            picks += [PickPlaces((a, b), (low, high)), PickPlaces((b, a), (low, high))]
        elif mine:
            picks += [PickPlaces((mine[0],), (low,)), PickPlaces((mine[0],), (high,))]
    return picks


def placed_order(state: McsState, riders: tuple[str, ...], places: tuple[int, ...]) -> list[str]:
    """The order after each of `riders` takes his place; everyone else keeps his order
    and fills the places left."""
    slots: list[str | None] = [None] * len(state.order)
    for colour, place in zip(riders, places, strict=True):
        slots[place - 1] = colour
    rest = iter(c for c in state.order if c not in riders)
    return [s if s is not None else next(rest) for s in slots]


def overtake_order(state: McsState, rider: str) -> list[str] | None:
    order = list(state.order)
    index = order.index(rider)
    if index == 0:
        return None
    order[index - 1], order[index] = order[index], order[index - 1]
    return order if respects_locks(state, order) else None


def respects_locks(state: McsState, order: list[str]) -> bool:
    """Whether `order` keeps a "3" leader in front and no "0" rider further forward."""
    if state.lead_lock and state.lead_lock in state.order and order[0] != state.lead_lock:
        return False
    return all(
        order.index(rider) >= state.order.index(rider)
        for rider in state.tail_locks
        if rider in state.order
    )


def apply_effect(
    parts: Components, state: McsState, seat: int, effect: str, choice: Action | None, events: list[Event]
) -> None:
    player = state.players[seat]
    before = tuple(state.order)
    if effect == "three":
        if state.order and state.lead_lock != state.order[0]:
            state.lead_lock = state.order[0]
            events.append(ev.RiderLocked(state.lead_lock, "lead"))
        return
    if effect == "zero":
        if state.order and state.order[-1] not in state.tail_locks:
            state.tail_locks.append(state.order[-1])
            events.append(ev.RiderLocked(state.order[-1], "tail"))
        return
    if isinstance(choice, PickPlaces):
        state.order = placed_order(state, choice.riders, choice.places)
    elif isinstance(choice, PickRider) and effect == "overtake":
        order = overtake_order(state, choice.rider)
        assert order is not None
        state.order = order
    elif isinstance(choice, PickRider):
        state.hazard = Hazard(effect, choice.rider, seat)
        events.append(ev.HazardSet(effect, choice.rider))
    elif isinstance(choice, PickOpponent):
        victim = state.players[choice.seat]
        card = victim.hand.pop(state.rng.below(len(victim.hand)))
        player.hand.append(card)
        events.append(
            ev.CardTaken(seat, player.name, victim.seat, victim.name, card, card_words(parts, card))
        )
    if tuple(state.order) != before:
        events.append(ev.OrderChanged(before, tuple(state.order)))
