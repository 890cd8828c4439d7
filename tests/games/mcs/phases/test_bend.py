"""MCS's bend: the battle of replaced cards, in race order."""

from __future__ import annotations

from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendCard, BendPass
from tests.games.mcs.helpers import card, fresh, gate, give, names, rules, stack_laps


def test_four_player_bend_goes_in_race_order_and_ends_when_nobody_plays() -> None:
    r = rules()
    state = fresh(4, "teams")
    cards = {
        s: [card(r, effect=e, edge=edge)]
        for s, e, edge in (
            (0, "overtake", "orange"),
            (1, "three_three", "orange"),
            (2, "fall", "orange"),
            (3, "engine", "teal"),
        )
    }
    give(state, cards)
    stack_laps(r, state, ["bend", "finish"])
    # yellow 17 (seat 1), red 14 (seat 0), white 13 (seat 3), blue 8 (seat 2)
    gate(r, state, {0: (14,), 1: (17,), 2: (8,), 3: (13,)})
    assert state.bend is not None and state.bend.seats == [1, 0, 3, 2]
    assert r.to_act(state) == (1,)
    r.apply(state, 1, BendPass())  # the leader waits
    r.apply(state, 0, BendCard(cards[0][0]))
    assert r.to_act(state) == (3,)
    assert r.legal_actions(state, 3) == [BendPass()]  # teal engine matches neither
    r.apply(state, 3, BendPass())
    r.apply(state, 2, BendCard(cards[2][0]))  # the partner replaces, same colour
    assert r.to_act(state) == (1,)  # the leader, who skipped, may play now
    r.apply(state, 1, BendCard(cards[1][0]))
    assert r.to_act(state) == (3,)  # seat 0 has no card left: skipped
    events = r.apply(state, 3, BendPass())  # seat 2 has none left either: the battle is over
    triggered = names(events, ev.EffectTriggered)[0]
    assert (triggered.seat, triggered.effect) == (1, "three_three")
