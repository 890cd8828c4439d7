"""MCS's effects, one by one: the card left on top of a bend, and when it is ignored."""

from __future__ import annotations

from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import PickOpponent, PickPlaces, PickRider
from tabletop.games.mcs.phases.effects import choices, why_ignored
from tests.games.mcs.helpers import (
    FILLER,
    HOST,
    VISITOR,
    at_bend,
    card,
    fresh,
    gate,
    give,
    last_order,
    names,
    rules,
    stack_laps,
    win_bend,
)


def test_three_holds_the_leader_against_charges_and_effects() -> None:
    r = rules()
    three = card(r, effect="three")
    five_one = card(r, effect="five_one")
    r, state = at_bend(
        {HOST: [three], VISITOR: [five_one, card(r, charge="AB", hold="")]},
        ["bend", "bend", "straight", "finish"],
    )
    events = win_bend(r, state, HOST, three)
    assert state.lead_lock == "red" and names(events, ev.RiderLocked)
    events = win_bend(r, state, VISITOR, five_one)
    ignored = names(events, ev.EffectIgnored)
    assert ignored and "3 holding Red" in ignored[0].describe()
    assert state.order[0] == "red"
    # On the straight that follows nobody may charge red.
    offered = [(e.charger, e.holder) for e in names(events, ev.ChargeOffered)]
    assert offered and all(holder != "red" for _, holder in offered)


def test_zero_keeps_the_last_rider_back() -> None:
    r = rules()
    zero = card(r, effect="zero")
    overtake = card(r, effect="overtake")
    r, state = at_bend(
        {HOST: [zero], VISITOR: [overtake, card(r, charge="AB", hold="")]},
        ["bend", "bend", "straight", "finish"],
    )
    win_bend(r, state, HOST, zero)
    assert state.tail_locks == ["yellow"]
    win_bend(r, state, VISITOR, overtake)
    assert r.legal_actions(state, VISITOR) == [PickRider("white"), PickRider("blue")]  # never yellow
    events = r.apply(state, VISITOR, PickRider("blue"))
    assert last_order(events) == ["red", "blue", "white", "yellow"]
    # On the straight yellow may not charge white either.
    offered = [(e.charger, e.holder) for e in names(events, ev.ChargeOffered)]
    assert offered and all(charger != "yellow" for charger, _ in offered)


def test_five_one_and_four_two_place_the_pair_either_way_round() -> None:
    r = rules()
    five_one = card(r, effect="five_one")
    four_two = card(r, effect="four_two")
    r, state = at_bend({HOST: [], VISITOR: [five_one]}, ["bend", "finish"])
    win_bend(r, state, VISITOR, five_one)
    # The player who triggered it decides which of his riders takes which place.
    assert r.legal_actions(state, VISITOR) == [
        PickPlaces(("white", "yellow"), (1, 2)),
        PickPlaces(("yellow", "white"), (1, 2)),
    ]
    assert last_order(r.apply(state, VISITOR, PickPlaces(("yellow", "white"), (1, 2)))) == [
        "yellow",
        "white",
        "red",
        "blue",
    ]
    r, state = at_bend({HOST: [], VISITOR: [four_two]}, ["bend", "finish"])
    win_bend(r, state, VISITOR, four_two)
    events = r.apply(state, VISITOR, PickPlaces(("white", "yellow"), (1, 3)))
    assert last_order(events) == ["white", "red", "yellow", "blue"]


def test_three_three_offers_both_splits_either_way_round() -> None:
    r = rules()
    split = card(r, effect="three_three")
    r, state = at_bend({HOST: [], VISITOR: [split]}, ["bend", "finish"])
    win_bend(r, state, VISITOR, split)
    assert state.phase == "effect"
    assert r.legal_actions(state, VISITOR) == [
        PickPlaces(("white", "yellow"), (1, 4)),
        PickPlaces(("yellow", "white"), (1, 4)),
        PickPlaces(("white", "yellow"), (2, 3)),
        PickPlaces(("yellow", "white"), (2, 3)),
    ]
    events = r.apply(state, VISITOR, PickPlaces(("white", "yellow"), (2, 3)))
    assert last_order(events) == ["red", "white", "yellow", "blue"]
    words = r.describe_action(state, VISITOR, PickPlaces(("white", "yellow"), (2, 3)))
    assert words == "White 2nd, Yellow 3rd"


def test_overtake_moves_a_chosen_rider_up_one_place() -> None:
    r = rules()
    overtake = card(r, effect="overtake")
    r, state = at_bend({HOST: [], VISITOR: [overtake]}, ["bend", "finish"])
    win_bend(r, state, VISITOR, overtake)
    assert r.legal_actions(state, VISITOR) == [PickRider("white"), PickRider("blue"), PickRider("yellow")]
    events = r.apply(state, VISITOR, PickRider("yellow"))
    assert last_order(events) == ["red", "white", "yellow", "blue"]


def test_tactical_switch_takes_a_random_card_seen_only_by_the_two() -> None:
    r = rules()
    switch = card(r, effect="switch")
    victim_cards = [card(r, hold="ABC", effect="zero"), card(r, hold="BCD", effect="three")]
    r, state = at_bend({HOST: victim_cards, VISITOR: [switch]}, ["bend", "bend"])
    events = win_bend(r, state, VISITOR, switch)
    taken = names(events, ev.CardTaken)[0]
    assert taken.card in victim_cards and taken.card in state.players[VISITOR].hand
    assert len(state.players[HOST].hand) == 1
    assert taken.seen_by(HOST) == taken and taken.seen_by(VISITOR) == taken
    assert taken.seen_by(None).card == 0 and taken.seen_by(None).text is None


def test_ignore_rule_keeps_only_the_ways_that_respect_a_zero() -> None:
    r = rules()
    zero = card(r, effect="zero")
    split = card(r, effect="three_three")
    four_two = card(r, effect="four_two")
    # Hosts red 1st and blue 3rd, visitors white 2nd and yellow last.
    r, state = at_bend({HOST: [zero, split, four_two, FILLER], VISITOR: []}, ["bend", "bend", "bend", "bend"])
    win_bend(r, state, HOST, zero)
    assert state.tail_locks == ["yellow"]
    win_bend(r, state, HOST, split)
    # Either host 4th would push yellow up to 3rd: only 2nd and 3rd remain, either way round.
    assert r.legal_actions(state, HOST) == [
        PickPlaces(("red", "blue"), (2, 3)),
        PickPlaces(("blue", "red"), (2, 3)),
    ]
    events = r.apply(state, HOST, PickPlaces(("blue", "red"), (2, 3)))
    assert last_order(events) == ["white", "blue", "red", "yellow"]
    events = win_bend(r, state, HOST, four_two)
    assert not names(events, ev.EffectIgnored) and state.phase == "effect"
    events = r.apply(state, HOST, PickPlaces(("red", "blue"), (1, 3)))
    assert last_order(events) == ["red", "white", "blue", "yellow"]


def test_a_placing_is_carried_out_when_one_way_round_respects_the_zero() -> None:
    """The issue's example: a 0 holds yellow last, then white falls behind him (red, blue,
    yellow, white). The visitors' 4:2 cannot put yellow 1st, but it can put white 1st and
    leave yellow 3rd, so it is carried out, not ignored."""
    r = rules()
    zero = card(r, effect="zero")
    fall = card(r, effect="fall")
    four_two = card(r, effect="four_two")
    r, state = at_bend(
        {HOST: [zero, FILLER], VISITOR: [fall, four_two, 47]}, ["bend", "bend", "bend", "finish"]
    )
    win_bend(r, state, HOST, zero)
    assert state.tail_locks == ["yellow"]
    win_bend(r, state, VISITOR, fall)
    events = r.apply(state, VISITOR, PickRider("white"))  # the next lap is a bend: he drops to last
    assert state.order == ["red", "blue", "yellow", "white"] and state.phase == "bend"
    events = win_bend(r, state, VISITOR, four_two)
    assert not names(events, ev.EffectIgnored)
    assert last_order(events) == ["white", "red", "yellow", "blue"]
    assert [x.colour for x in state.results[-1].riders] == ["white", "red", "yellow", "blue"]


def test_a_placing_is_ignored_only_when_every_way_breaks_a_lock() -> None:
    r = rules()
    zero = card(r, effect="zero")
    five_one = card(r, effect="five_one")
    # Red, white, blue, yellow; a 0 on yellow: the visitors' 5:1 needs yellow 1st or 2nd.
    r, state = at_bend({HOST: [zero, FILLER], VISITOR: [five_one, 47]}, ["bend", "bend", "finish"])
    win_bend(r, state, HOST, zero)
    events = win_bend(r, state, VISITOR, five_one)
    ignored = names(events, ev.EffectIgnored)
    assert ignored and "0 keeping Yellow" in ignored[0].describe()
    assert not names(events, ev.OrderChanged)
    assert [x.colour for x in state.results[-1].riders] == ["red", "white", "blue", "yellow"]


def test_meeting_placing_effects_place_his_own_side_and_switch_any_opponent() -> None:
    r = rules()
    state = fresh(4, "meeting")
    five_one = card(r, effect="five_one")
    switch = card(r, effect="switch")
    give(state, {0: [five_one, switch], 1: [card(r, hold="ABC")], 2: [], 3: [card(r, hold="BCD")]})
    stack_laps(r, state, ["bend", "bend", "finish"])
    gate(r, state, {0: (2,), 1: (17,), 2: (16,), 3: (19,)})  # white, yellow, blue, red
    win_bend(r, state, 0, five_one)
    # Only his own side, the hosts, but either host rider in front.
    assert r.legal_actions(state, 0) == [
        PickPlaces(("blue", "red"), (1, 2)),
        PickPlaces(("red", "blue"), (1, 2)),
    ]
    r.apply(state, 0, PickPlaces(("red", "blue"), (1, 2)))
    assert state.order == ["red", "blue", "white", "yellow"]
    win_bend(r, state, 0, switch)
    assert r.legal_actions(state, 0) == [PickOpponent(1), PickOpponent(3)]  # seat 2 has no card


def test_in_an_extra_heat_a_tactical_switch_takes_only_from_a_tied_player() -> None:
    """Players outside the tie keep their hands: only the tied players are in the extra heat."""
    r = rules()
    state = fresh(4, "meeting")
    give(state, {0: [], 1: [card(r, hold="ABC")], 2: [card(r, hold="BCD")], 3: [card(r, hold="AD")]})
    state.participants = (0, 2)  # as an extra heat between seats 0 and 2 has them
    assert choices(r.parts, state, 0, "switch") == [PickOpponent(2)]


def test_a_placing_does_nothing_when_none_of_the_side_s_riders_is_racing() -> None:
    r = rules()
    state = fresh()
    give(state, {HOST: [], VISITOR: []})
    stack_laps(r, state, ["bend"])
    gate(r, state, {HOST: (20, 8), VISITOR: (6, 13)})
    state.order, state.out = ["white", "yellow"], ["red", "blue"]
    for effect in ("five_one", "four_two", "three_three"):
        assert choices(r.parts, state, HOST, effect) == []
        assert why_ignored(state, effect) == "side"
