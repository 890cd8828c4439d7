"""The straight: each rider may charge the rival just ahead of him, once a lap. Charger
and holder choose a card in secret at the same time; the reveal decides whether the
charge gets through, and the winner of the battle draws his reward."""

from __future__ import annotations

from tabletop.engine.contract import Action, Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import Charge, HoldOff, NoCharge
from tabletop.games.mcs.cards import draw_cards
from tabletop.games.mcs.components import Components, charge_succeeds, covered
from tabletop.games.mcs.state import NO_CARD, Attempt, McsState, ShownCharge


def rivals(state: McsState, charger: str, holder: str) -> bool:
    """Whether `charger` races against `holder`."""
    a, b = state.riders[charger].seat, state.riders[holder].seat
    if state.mode == "meeting":
        return a != b
    return state.players[a].side != state.players[b].side


def may_charge(state: McsState, charger: str, holder: str) -> bool:
    """Only the charger must be fresh on this lap: a rider who has charged or been charged
    may be charged again, which the rulebook never forbids."""
    return (
        rivals(state, charger, holder)
        and charger not in state.involved
        and charger not in state.declined
        and charger not in state.tail_locks
        and holder != state.lead_lock
        and charger != state.sick
    )


def find_attempt(state: McsState) -> Attempt | None:
    order = state.order
    for index in range(1, len(order)):
        if may_charge(state, order[index], order[index - 1]):
            return Attempt(order[index], order[index - 1])
    return None


def straight_step(parts: Components, state: McsState, events: list[Event]) -> None:
    att = state.attempt
    if att is not None:
        resolve_attempt(parts, state, att, events)
        return
    att = find_attempt(state)
    if att is None:
        state.phase = "lap"
        return
    state.attempt = att
    charger_seat = state.riders[att.charger].seat
    holder_seat = state.riders[att.holder].seat
    events.append(ev.ChargeOffered(att.charger, att.holder, charger_seat, holder_seat))
    # Choices that are no choice: an empty hand, a sick engine.
    if not state.players[charger_seat].hand:
        att.charge = NO_CARD
    if att.holder == state.sick or not state.players[holder_seat].hand:
        att.hold = NO_CARD


def straight_choice(state: McsState, seat: int, action: Action, events: list[Event]) -> None:
    att = state.attempt
    assert att is not None
    player = state.players[seat]
    if isinstance(action, Charge | NoCharge):
        att.charge = action.card if isinstance(action, Charge) else NO_CARD
        what = "charge"
    else:
        att.hold = action.card if isinstance(action, HoldOff) else NO_CARD
        what = "hold"
    # The card stays in the hand until the reveal: a hand that shrank would tell
    # everyone else that a card, and not "no card", was chosen.
    events.append(ev.SecretChosen(seat, player.name, what))


def resolve_attempt(parts: Components, state: McsState, att: Attempt, events: list[Event]) -> None:
    state.attempt = None
    assert att.charge is not None and att.hold is not None
    if att.charge == NO_CARD:
        state.declined.append(att.charger)  # a hold-off card stays in its hand, unseen
        events.append(ev.ChargeNotMade(att.charger, att.holder))
        return
    unheld = "" if att.hold > 0 else why_unheld(state, att.holder)
    play_committed(state, att.charger, att.charge)
    if att.hold > 0:
        play_committed(state, att.holder, att.hold)
    charge = parts.cards[att.charge]
    hold = parts.cards[att.hold] if att.hold > 0 else None
    success = charge_succeeds(charge, hold)
    state.involved += [att.charger, att.holder]
    state.discard.append(att.charge)
    if att.hold > 0:
        state.discard.append(att.hold)
    state.shown_charge = ShownCharge(att.charger, att.holder, att.charge, att.hold, success)
    events.append(
        ev.ChargeRevealed(
            att.charger,
            att.holder,
            att.charge,
            att.hold,
            success,
            tuple(sorted(covered(charge, hold))),
            charge,
            hold,
            unheld,
        )
    )
    if success:
        before = tuple(state.order)
        a, b = state.order.index(att.charger), state.order.index(att.holder)
        state.order[a], state.order[b] = state.order[b], state.order[a]
        events.append(ev.OrderChanged(before, tuple(state.order)))
    winner = state.riders[att.charger if success else att.holder].seat
    if parts.numbers.reward:
        draw_cards(parts, state, winner, parts.numbers.reward, events, why="reward")


def why_unheld(state: McsState, holder: str) -> str:
    """Why no card held off the charge, where everyone may know it (see `ev.ChargeRevealed`)."""
    if holder == state.sick:
        return "sick"
    return "" if state.players[state.riders[holder].seat].hand else "empty"


def play_committed(state: McsState, rider: str, card: int) -> None:
    state.players[state.riders[rider].seat].hand.remove(card)
