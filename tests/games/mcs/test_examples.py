"""The rulebook's worked examples (the gate, the straight, the bend) and its figure for the
points of a heat, played as scripted positions."""

from __future__ import annotations

import itertools

from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendCard, BendPass, Charge, HoldOff, PickPlaces
from tabletop.games.mcs.phases.finish import heat_points
from tabletop.games.mcs.state import Rider

from .helpers import card, fresh, gate, give, rules, stack_laps


def test_the_gate_red_leads_and_yellow_is_pegged_at_the_back() -> None:
    """Red 20, White 13, Blue 8 and Yellow 6 line up strongest first: red leads, yellow is last."""
    r = rules()
    state = fresh()
    stack_laps(r, state, ["straight"])
    events = gate(r, state, {0: (20, 8), 1: (6, 13)})
    revealed = next(e for e in events if isinstance(e, ev.RidersRevealed))
    assert revealed.order == ("red", "white", "blue", "yellow")
    assert revealed.cards == (20, 13, 8, 6)


def test_a_heat_brings_each_manager_one_to_five_points_unless_two_riders_drop_out() -> None:
    """With every rider home, or with one out, each manager of the match scores 1 to 5 in a
    heat; only with two out can a manager score nothing."""
    r = rules()
    state = fresh()
    colours = ("red", "blue", "yellow", "white")
    state.riders = {c: Rider(c, 0 if c in ("red", "blue") else 1, 1) for c in colours}
    for order in itertools.permutations(colours):
        for dropped in range(3):
            state.order, state.out = list(order[dropped:]), list(order[:dropped])
            points = heat_points(r.parts, state)
            seats = [sum(p for c, p in points.items() if state.riders[c].seat == s) for s in (0, 1)]
            if dropped < 2:
                assert all(1 <= p <= 5 for p in seats), (order, dropped, seats)
            elif order[:2] in (("red", "blue"), ("yellow", "white")):
                assert 0 in seats


def test_the_straight_red_white_blue_yellow() -> None:
    """Red 20 leads, then White 13, Blue 8, Yellow 6. White charges Red and gets through,
    draws a card, and then Yellow charges Blue."""
    r = rules()
    state = fresh()
    host, visitor = 0, 1
    white_charge = card(r, charge="AB", hold="")  # red A and B
    red_hold = card(r, hold="BC")  # covers B only: lane A stays open
    give(
        state, {host: [red_hold, card(r, hold="ABC")], visitor: [white_charge, card(r, charge="CD", hold="")]}
    )
    stack_laps(r, state, ["straight"])
    events = gate(r, state, {host: (20, 8), visitor: (13, 6)})
    revealed = next(e for e in events if isinstance(e, ev.RidersRevealed))
    assert revealed.order == ("red", "white", "blue", "yellow")
    assert state.phase == "straight"
    assert (state.attempt.charger, state.attempt.holder) == ("white", "red")
    # Both choose at the same time: both seats are waiting.
    assert r.to_act(state) == (host, visitor)
    r.apply(state, host, HoldOff(red_hold))
    assert r.to_act(state) == (visitor,)
    hand_before = len(state.players[visitor].hand)
    events = r.apply(state, visitor, Charge(white_charge))
    shown = next(e for e in events if isinstance(e, ev.ChargeRevealed))
    assert shown.success and shown.covered == ("B",)
    assert state.order[:2] == ["white", "red"]
    drawn = [e for e in events if isinstance(e, ev.CardsDrawn) and e.why == "reward"]
    assert [d.seat for d in drawn] == [visitor]
    assert len(state.players[visitor].hand) == hand_before - 1 + 1
    assert white_charge in state.discard and red_hold in state.discard
    offered = [e for e in events if isinstance(e, ev.ChargeOffered)]
    assert [(o.charger, o.holder) for o in offered] == [("yellow", "blue")]


def test_the_bend_battle_ending_in_five_one() -> None:
    """White leads. The visitor plays an engine failure; the host matches its colour with a
    4:2; the visitor matches the colour again with a 5:1; the host matches the effect with a
    5:1 of another colour; the visitor cannot answer, so the hosts take 1st and 2nd."""
    r = rules()
    state = fresh()
    host, visitor = 0, 1
    engine = card(r, effect="engine", edge="orange")
    four_two = card(r, effect="four_two", edge="orange")
    five_one_orange = card(r, effect="five_one", edge="orange")
    five_one_purple = card(r, effect="five_one", edge="purple")
    spare = card(r, effect="overtake", edge="teal")  # neither orange nor a 5:1
    give(state, {host: [four_two, five_one_purple], visitor: [engine, five_one_orange, spare]})
    stack_laps(r, state, ["bend"])
    gate(r, state, {host: (14, 8), visitor: (11, 19)})
    assert state.order == ["white", "red", "yellow", "blue"]
    assert state.phase == "bend" and r.to_act(state) == (visitor,)
    r.apply(state, visitor, BendCard(engine))
    # Only the orange 4:2 matches the orange engine failure (colour); the purple 5:1 does not.
    assert r.legal_actions(state, host) == [BendCard(four_two), BendPass()]
    r.apply(state, host, BendCard(four_two))
    r.apply(state, visitor, BendCard(five_one_orange))
    r.apply(state, host, BendCard(five_one_purple))
    assert r.legal_actions(state, visitor) == [BendPass()]  # nothing purple, no other 5:1
    events = r.apply(state, visitor, BendPass())
    triggered = next(e for e in events if isinstance(e, ev.EffectTriggered))
    assert (triggered.seat, triggered.effect) == (host, "five_one")
    # The host puts his pair 1st and 2nd, choosing which rider goes in front.
    assert r.legal_actions(state, host) == [
        PickPlaces(("red", "blue"), (1, 2)),
        PickPlaces(("blue", "red"), (1, 2)),
    ]
    r.apply(state, host, PickPlaces(("red", "blue"), (1, 2)))
    assert state.order == ["red", "blue", "white", "yellow"]
    assert {engine, four_two, five_one_orange, five_one_purple} <= set(state.discard)
