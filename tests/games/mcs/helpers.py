"""Building MCS positions for tests: chosen hands, chosen lap cards, chosen riders."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine.contract import Event, SeatSetup, Setup
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendCard, BendPass, ChooseRiders
from tabletop.games.mcs.game import make_rules
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState

HOST, VISITOR = 0, 1
# Gate picks giving the order red, white, blue, yellow (host leads, visitor last).
RWBY = {HOST: (20, 8), VISITOR: (6, 13)}
FILLER = 48  # a card to keep a hand from running dry, so the next bend waits for its owner


def rules() -> McsRules:
    return make_rules()


def setup(players: int = 2, mode: str = "match", colours: Iterable[str] = ()) -> Setup:
    names = ("Hugo", "Vera", "Hal", "Val")[:players]
    given = list(colours) or [""] * players
    return Setup(tuple(SeatSetup(n, False, c) for n, c in zip(names, given, strict=True)), {"mode": mode})


def fresh(players: int = 2, mode: str = "match", seed: int = 3, colours: Iterable[str] = ()) -> McsState:
    return rules().new_state(setup(players, mode, colours), seed)


def card(
    r: McsRules,
    *,
    charge: str | None = None,
    hold: str | None = None,
    edge: str | None = None,
    effect: str | None = None,
    not_in: Iterable[int] = (),
) -> int:
    """The first racing card with exactly these letters / this edge / this effect."""
    skip = set(not_in)
    for number, c in r.parts.cards.items():
        if number in skip:
            continue
        if charge is not None and c.charge != frozenset(charge):
            continue
        if hold is not None and c.hold != frozenset(hold):
            continue
        if edge is not None and c.edge != edge:
            continue
        if effect is not None and c.effect != effect:
            continue
        return number
    raise LookupError(f"no card with charge={charge} hold={hold} edge={edge} effect={effect}")


def give(state: McsState, hands: dict[int, list[int]]) -> None:
    """Set the named seats' hands exactly; every other card goes back to the deck (all 48 kept)."""
    wanted = {c for cards in hands.values() for c in cards}
    pool = list(state.deck) + list(state.discard)
    for player in state.players:
        pool += player.hand
    for player in state.players:
        if player.seat in hands:
            player.hand = list(hands[player.seat])
        else:
            player.hand = [c for c in player.hand if c not in wanted]
    kept = {c for p in state.players for c in p.hand}
    state.deck = [c for c in pool if c not in kept]
    state.discard = []


def stack_laps(r: McsRules, state: McsState, kinds: Iterable[str]) -> None:
    """Put a lap card of each kind on top of lap decks I, II, ... in turn."""
    for lap, kind in enumerate(kinds, start=1):
        deck, used = state.lap_decks[lap - 1], state.lap_discards[lap - 1]
        pick = next(n for n in deck + used if r.parts.laps[n].kind == kind)
        (deck if pick in deck else used).remove(pick)
        deck.append(pick)


def gate(r: McsRules, state: McsState, picks: dict[int, tuple[int, ...]]) -> list[Event]:
    """Every seat sends the given rider cards (by strength) to the gate."""
    events: list[Event] = []
    for seat, riders in picks.items():
        events += r.apply(state, seat, ChooseRiders(riders))
    return events


def seat_of_colour(state: McsState, colour: str) -> int:
    return next(p.seat for p in state.players if colour in p.colours)


def hands_total(state: McsState) -> list[int]:
    cards = list(state.deck) + list(state.discard)
    for player in state.players:
        cards += player.hand
    if state.bend is not None:
        cards += [c for _, c in state.bend.chain]
    return sorted(cards)


def at_bend(
    hands: dict[int, list[int]],
    laps: list[str],
    picks: dict[int, tuple[int, ...]] = RWBY,
    players: int = 2,
    mode: str = "match",
) -> tuple[McsRules, McsState]:
    r = rules()
    state = fresh(players, mode)
    give(state, hands)
    stack_laps(r, state, laps)
    gate(r, state, picks)
    return r, state


def win_bend(r: McsRules, state: McsState, seat: int, played: int) -> list[object]:
    """`seat` plays `played` when its turn comes; everyone else passes. Stops at the end of
    this bend (an effect choice may then be waiting)."""
    events: list[object] = []
    lap = state.lap
    while state.phase == "bend" and state.lap == lap:
        (acting,) = r.to_act(state)
        chain = state.bend.chain if state.bend else []
        if acting == seat and not chain:
            events += r.apply(state, acting, BendCard(played))
        else:
            events += r.apply(state, acting, BendPass())
    return events


def names(events: list[object], kind: type) -> list[object]:
    return [e for e in events if isinstance(e, kind)]


def last_order(events: list[object]) -> list[str]:
    changed = names(events, ev.OrderChanged)
    assert changed, "the order did not change"
    return list(changed[-1].order)

