"""The computer manager plays sensibly: best cards to charge, effects kept for bends that matter."""

from __future__ import annotations

from tabletop.games.mcs.actions import BendCard, BendPass, Charge, HoldOff, PickRider
from tabletop.games.mcs.bot import McsBot
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState

from .helpers import card, fresh, gate, give, rules, stack_laps

HOST, VISITOR = 0, 1


def decide(r: McsRules, state: McsState, seat: int) -> object:
    return McsBot(3).choose(r, r.view(state, seat), seat)


def pass_straights(r: McsRules, state: McsState) -> None:
    while state.phase == "straight":
        seat = r.to_act(state)[0]
        r.apply(state, seat, r.legal_actions(state, seat)[-1])  # no charge, no hold-off


def test_charges_with_the_card_most_likely_to_get_through() -> None:
    r = rules()
    state = fresh()
    # A single red C (a lane most green letters guard) against a red A and B.
    weak, strong = (
        card(r, charge="C", hold="AB", effect="three"),
        card(r, charge="AB", hold="", effect="switch"),
    )
    give(state, {HOST: [card(r, hold="CD", effect="four_two")], VISITOR: [weak, strong]})
    stack_laps(r, state, ["straight"])
    gate(r, state, {HOST: (20, 8), VISITOR: (6, 13)})  # white 2nd may charge red
    assert decide(r, state, VISITOR) == Charge(strong)


def test_holds_off_with_the_widest_green_card() -> None:
    r = rules()
    state = fresh()
    narrow, wide = card(r, hold="CD", effect="engine"), card(r, hold="ABC", effect="engine")
    give(state, {HOST: [narrow, wide], VISITOR: [card(r, charge="AB", hold="")]})
    stack_laps(r, state, ["straight"])
    gate(r, state, {HOST: (20, 8), VISITOR: (6, 13)})
    assert decide(r, state, HOST) == HoldOff(wide)


def test_keeps_a_five_one_when_its_pair_already_leads() -> None:
    r = rules()
    state = fresh()
    five_one = card(r, effect="five_one")
    give(state, {HOST: [five_one], VISITOR: []})
    stack_laps(r, state, ["bend"])
    gate(r, state, {HOST: (20, 18), VISITOR: (6, 4)})  # red and blue lead already
    assert r.to_act(state) == (HOST,)
    assert decide(r, state, HOST) == BendPass()


def test_plays_a_five_one_in_a_late_bend_from_the_back() -> None:
    r = rules()
    state = fresh()
    five_one = card(r, effect="five_one", hold="B")
    give(state, {HOST: [five_one], VISITOR: []})
    stack_laps(r, state, ["straight", "straight", "straight", "bend"])
    gate(r, state, {HOST: (7, 1), VISITOR: (15, 19)})  # white, yellow, then red, blue
    pass_straights(r, state)
    assert state.phase == "bend" and state.lap == 4
    seat = r.to_act(state)[0]
    if seat == VISITOR:
        r.apply(state, VISITOR, BendPass())
    assert decide(r, state, HOST) == BendCard(five_one)


def test_a_fall_is_aimed_at_an_opponent() -> None:
    r = rules()
    state = fresh()
    fall = card(r, effect="fall")
    give(state, {HOST: [], VISITOR: [fall]})
    stack_laps(r, state, ["bend"])
    gate(r, state, {HOST: (20, 18), VISITOR: (6, 4)})
    r.apply(state, VISITOR, BendCard(fall))
    choice = decide(r, state, VISITOR)
    assert isinstance(choice, PickRider) and choice.rider in ("red", "blue")
