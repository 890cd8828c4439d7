"""Building Nascard positions for tests."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.games.nascard.game import make_rules
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState


def rules() -> NascardRules:
    return make_rules()


def setup(*names: str, **options: object) -> Setup:
    return Setup(tuple(SeatSetup(name) for name in names), dict(options))


def position(
    names: tuple[str, ...],
    hands: dict[str, list[int]],
    places: dict[str, tuple[int, int]],
    trump: str,
    seed: int = 7,
    **options: object,
) -> tuple[NascardRules, NascardState]:
    """A fresh race rearranged: given hands, cars at (progress, lane), given trump.

    Cards put into hands are taken out of the deck and discard pile, so all 58
    cards stay accounted for. Cars not placed (rivals too) park from card 12 on.
    """
    r = rules()
    state = r.new_state(setup(*names, **options), seed)
    pool = [c for p in state.players for c in p.hand] + state.deck + state.discard
    for player in state.players:
        player.hand = list(hands.get(player.name, []))
    wanted = {c for hand in hands.values() for c in hand}
    rest = [c for c in pool if c not in wanted]
    state.discard = [rest.pop()]
    state.deck = rest
    state.trump = trump
    parking = 24
    for car in state.cars:
        if car.name in places:
            car.progress, car.lane = places[car.name]
        else:
            car.progress, car.lane = parking // 2, parking % 2
            parking += 1
    state.order = [c.id for c in state.standings() if not c.is_rival]
    state.turn = 0
    return r, state


def seat(state: NascardState, name: str) -> int:
    return next(p.seat for p in state.players if p.name == name)


def card_choices(
    r: NascardRules, states: Iterable[NascardState]
) -> Iterator[tuple[int, NascardState, list[Action]]]:
    """Of `states`, each one where a driver plays a card or pits: that seat, its view and its
    legal moves."""
    for state in states:
        waiting = r.to_act(state)
        if waiting and state.phase == "play":
            view = r.view(state, waiting[0])
            yield waiting[0], view, r.legal_actions(view, waiting[0])
