"""MCS rule by rule, on small scripted positions."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import (
    BendCard,
    BendPass,
    Charge,
    ChooseRiders,
    Exchange,
    HoldOff,
    NoCharge,
    NoHoldOff,
    PickOpponent,
    PickPlaces,
    PickRider,
)
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, NO_CARD, McsState

from .helpers import card, fresh, gate, give, hands_total, rules, stack_laps

HOST, VISITOR = 0, 1
# Gate picks giving the order red, white, blue, yellow (host leads, visitor last).
RWBY = {HOST: (20, 8), VISITOR: (6, 13)}


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


FILLER = 48  # a card to keep a hand from running dry, so the next bend waits for its owner


# --- setup ------------------------------------------------------------------------------------


def test_match_setup_hands_of_five_and_sides() -> None:
    state = fresh()
    assert [len(p.hand) for p in state.players] == [5, 5]
    assert state.players[HOST].colours == ("red", "blue")
    assert state.players[VISITOR].colours == ("yellow", "white")
    assert state.heats == 15 and state.phase == "gate" and rules().to_act(state) == (0, 1)
    assert len(hands_total(state)) == 48


def test_four_players_hold_four_cards_and_one_helmet_each() -> None:
    state = fresh(4, "teams")
    assert [len(p.hand) for p in state.players] == [4, 4, 4, 4]
    assert [p.colours for p in state.players] == [("red",), ("yellow",), ("blue",), ("white",)]
    assert [p.side for p in state.players] == ["hosts", "visitors", "hosts", "visitors"]
    assert state.mode == "teams" and state.heats == 15
    assert fresh(4, "meeting").heats == 20


def test_modes_and_colours_are_checked() -> None:
    r = rules()
    three = Setup(tuple(SeatSetup(n) for n in "ABC"), {})
    with pytest.raises(ValueError, match="2 or 4 players"):
        r.new_state(three, 1)
    with pytest.raises(ValueError, match="needs 4 players"):
        r.new_state(Setup((SeatSetup("A"), SeatSetup("B")), {"mode": "meeting"}), 1)
    with pytest.raises(ValueError, match="hosts"):
        r.new_state(Setup((SeatSetup("A", colour="red"), SeatSetup("B", colour="blue")), {}), 1)
    swapped = r.new_state(Setup((SeatSetup("A", colour="white"), SeatSetup("B", colour="red")), {}), 1)
    assert swapped.players[0].side == "visitors" and swapped.players[1].side == "hosts"
    # "match" with four players is the two-team match.
    assert r.new_state(Setup(tuple(SeatSetup(n) for n in "ABCD"), {"mode": "match"}), 1).mode == "teams"


# --- gating -------------------------------------------------------------------------------------


def test_gating_is_secret_until_both_have_chosen() -> None:
    r = rules()
    state = fresh()
    events = r.apply(state, HOST, ChooseRiders((20, 8)))
    assert [type(e) for e in events] == [ev.SecretChosen]
    assert r.to_act(state) == (VISITOR,)
    seen = r.view(state, VISITOR)
    assert seen.choices[HOST] == (HIDDEN, HIDDEN)
    assert r.view(state, HOST).choices[HOST] == (20, 8)
    events = r.apply(state, VISITOR, ChooseRiders((6, 13)))
    revealed = names(events, ev.RidersRevealed)[0]
    assert revealed.order == ("red", "white", "blue", "yellow") and revealed.reveals


def test_a_gate_needs_one_rider_of_each_colour_not_yet_used() -> None:
    r = rules()
    state = fresh()
    before = repr(state)
    with pytest.raises(IllegalAction, match="red and blue"):
        r.apply(state, HOST, ChooseRiders((20, 14)))
    with pytest.raises(IllegalAction, match=r"not your turn|red and blue"):
        r.apply(state, HOST, ChooseRiders((6, 13)))
    assert repr(state) == before


def test_used_riders_stay_out_until_all_are_used_then_all_return() -> None:
    r = rules()
    state = fresh()
    for heat in range(5):
        stack_laps(r, state, ["finish"])
        host = [
            min(state.players[HOST].riders, key=lambda v: (r.parts.riders[v].colour != c, v))
            for c in ("red", "blue")
        ]
        visitor = [
            min(state.players[VISITOR].riders, key=lambda v: (r.parts.riders[v].colour != c, v))
            for c in ("yellow", "white")
        ]
        if state.phase == "exchange":
            r.apply(state, HOST, Exchange())
            r.apply(state, VISITOR, Exchange())
        events = gate(r, state, {HOST: tuple(host), VISITOR: tuple(visitor)})
        if heat < 4:
            assert len(state.players[HOST].riders) == 8 - 2 * heat
            assert not names(events, ev.RidersReturned)
    assert len(names(events, ev.RidersReturned)) == 2
    assert sorted(state.players[HOST].riders) == sorted(r.parts.riders_of("red") + r.parts.riders_of("blue"))


# --- the straight ---------------------------------------------------------------------------------


def test_no_charge_returns_the_hold_card_unseen() -> None:
    r = rules()
    state = fresh()
    hold = card(r, hold="ABC")
    give(state, {HOST: [hold], VISITOR: [card(r, charge="AB", hold="")]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    r.apply(state, HOST, HoldOff(hold))
    assert r.view(state, VISITOR).attempt.hold == HIDDEN
    events = r.apply(state, VISITOR, NoCharge())
    assert names(events, ev.ChargeNotMade) and not names(events, ev.ChargeRevealed)
    assert hold in state.players[HOST].hand
    assert "white" in state.declined or state.lap > 1


def test_without_a_green_card_the_rider_is_passed_at_once() -> None:
    r = rules()
    state = fresh()
    charge = card(r, charge="A", hold="")
    give(state, {HOST: [card(r, charge="CD", hold="")], VISITOR: [charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    assert r.legal_actions(state, HOST) == [NoHoldOff()]
    r.apply(state, HOST, NoHoldOff())
    events = r.apply(state, VISITOR, Charge(charge))
    shown = names(events, ev.ChargeRevealed)[0]
    assert shown.success and shown.hold == NO_CARD
    assert state.order[0] == "white" or state.phase != "straight"


def test_a_charge_fully_covered_is_held_off_and_the_holder_draws() -> None:
    r = rules()
    state = fresh()
    charge = card(r, charge="BC", hold="")
    hold = card(r, hold="BCD", effect="three")
    give(state, {HOST: [hold], VISITOR: [charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    r.apply(state, HOST, HoldOff(hold))
    events = r.apply(state, VISITOR, Charge(charge))
    shown = names(events, ev.ChargeRevealed)[0]
    assert not shown.success and shown.covered == ("B", "C")
    rewards = [e for e in names(events, ev.CardsDrawn) if e.why == "reward"]
    assert [e.seat for e in rewards] == [HOST]


def test_charges_go_from_the_front_and_each_rider_once_a_lap() -> None:
    r = rules()
    state = fresh()
    give(state, {HOST: [], VISITOR: []})  # empty hands: every choice is made for them
    stack_laps(r, state, ["straight", "finish"])
    events = gate(r, state, RWBY)
    offered = [(e.charger, e.holder) for e in names(events, ev.ChargeOffered)]
    # White may charge red; blue is behind white (a rival); yellow is behind blue.
    assert offered == [("white", "red"), ("blue", "white"), ("yellow", "blue")]
    assert state.phase == "over" or state.heat == 2


# --- the bend and every effect -----------------------------------------------------------------------


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
    assert ignored and "3 holding Red" in ignored[0].reason
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
    assert taken.seen_by(None).card == 0 and taken.seen_by(None).text == ""


@pytest.mark.parametrize(
    ("next_lap", "expected_order", "out"),
    [
        ("bend", ["white", "blue", "yellow", "red"], ""),
        ("straight", ["red", "white", "blue", "yellow"], ""),
        ("finish", ["white", "blue", "yellow"], "fall"),
    ],
)
def test_fall_depends_on_the_next_lap_card(next_lap: str, expected_order: list[str], out: str) -> None:
    r = rules()
    fall = card(r, effect="fall")
    r, state = at_bend({HOST: [FILLER], VISITOR: [fall]}, ["bend", next_lap, "finish", "finish"])
    win_bend(r, state, VISITOR, fall)
    events = r.apply(state, VISITOR, PickRider("red"))
    struck = names(events, ev.HazardStruck)[0]
    assert struck.lap_kind == next_lap
    if next_lap == "finish":
        result = state.results[-1]
        red = next(x for x in result.riders if x.colour == "red")
        assert (red.out, red.points, red.place) == ("fall", 0, 0)
        assert [x.colour for x in result.riders if x.place] == expected_order
        assert [x.points for x in result.riders] == [3, 2, 1, 0]
    else:
        assert state.order == expected_order
        if next_lap == "bend":
            assert struck.outcome == "last"
        else:
            assert struck.outcome == "none"


@pytest.mark.parametrize("next_lap", ["bend", "straight", "finish"])
def test_engine_failure_depends_on_the_next_lap_card(next_lap: str) -> None:
    r = rules()
    engine = card(r, effect="engine")
    charge = card(r, charge="AB", hold="")
    r, state = at_bend(
        {HOST: [card(r, charge="CD", hold="")], VISITOR: [engine, charge]},
        ["bend", next_lap, "finish", "finish"],
    )
    win_bend(r, state, VISITOR, engine)
    events = r.apply(state, VISITOR, PickRider("red"))
    struck = names(events, ev.HazardStruck)[0]
    if next_lap == "bend":
        assert struck.outcome == "out" and "red" in state.out
        assert state.riders["red"].out == "engine"
    elif next_lap == "straight":
        assert struck.outcome == "sick" and state.sick == "red"
        # White charges red, who may not hold off: only the charger chooses.
        assert (state.attempt.charger, state.attempt.holder) == ("white", "red")
        assert state.attempt.hold == NO_CARD and r.to_act(state) == (VISITOR,)
        events = r.apply(state, VISITOR, Charge(charge))
        assert names(events, ev.ChargeRevealed)[0].success
    else:
        assert struck.outcome == "none"
        result = state.results[-1]
        assert [x.points for x in result.riders] == [3, 2, 1, 0] and result.riders[0].colour == "red"


def test_a_fall_on_lap_four_counts_as_a_finish() -> None:
    r = rules()
    fall = card(r, effect="fall")
    r, state = at_bend({HOST: [], VISITOR: [fall]}, ["straight", "straight", "straight", "bend"])
    while state.phase == "straight":
        (seat, *_rest) = r.to_act(state)
        r.apply(state, seat, r.legal_actions(state, seat)[-1])
    win_bend(r, state, VISITOR, fall)
    events = r.apply(state, VISITOR, PickRider("red"))
    assert names(events, ev.HazardStruck)[0].outcome == "out"
    assert state.results[-1].riders[-1].colour == "red" and state.results[-1].riders[-1].out == "fall"


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
    assert ignored and "0 keeping Yellow" in ignored[0].reason
    assert not names(events, ev.OrderChanged)
    assert [x.colour for x in state.results[-1].riders] == ["red", "white", "blue", "yellow"]


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


def test_finish_points_among_riders_still_racing() -> None:
    r = rules()
    engine = card(r, effect="engine")
    r, state = at_bend({HOST: [], VISITOR: [engine]}, ["bend", "bend", "finish"])
    win_bend(r, state, VISITOR, engine)
    r.apply(state, VISITOR, PickRider("red"))
    state_after = state  # the engine blew in the second bend
    while state_after.phase == "bend":
        (seat,) = r.to_act(state_after)
        r.apply(state_after, seat, BendPass())
    result = state.results[-1]
    assert [(x.colour, x.points) for x in result.riders] == [
        ("white", 3),
        ("blue", 2),
        ("yellow", 1),
        ("red", 0),
    ]
    assert result.seat_points == (2, 4)
    assert state.players[HOST].points == 2 and state.players[VISITOR].points == 4


def test_a_finish_on_lap_one_lets_both_exchange_cards() -> None:
    r = rules()
    state = fresh()
    stack_laps(r, state, ["finish"])
    gate(r, state, RWBY)
    assert state.phase == "exchange" and r.to_act(state) == (HOST, VISITOR)
    old = sorted(state.players[HOST].hand)
    r.apply(state, HOST, Exchange(tuple(old[:3])))
    # How many cards go is as secret as which: the same as keeping the whole hand.
    assert r.view(state, VISITOR).choices[HOST] == ()
    assert len(r.view(state, VISITOR).players[HOST].hand) == 5
    events = r.apply(state, VISITOR, Exchange())
    swapped = names(events, ev.CardsExchanged)
    assert [e.cards for e in swapped] == [tuple(old[:3]), ()]
    assert len(state.players[HOST].hand) == 5 and not set(old[:3]) & set(state.players[HOST].hand)
    assert set(old[:3]) <= set(state.discard) and state.phase == "gate"


def test_the_racing_deck_is_rebuilt_from_the_discards() -> None:
    r = rules()
    state = fresh()
    stack_laps(r, state, ["finish"])
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    for player in state.players:
        state.discard += player.hand[1:]
        player.hand = player.hand[:1]
    gate(r, state, RWBY)
    r.apply(state, HOST, Exchange())
    events = r.apply(state, VISITOR, Exchange())
    assert state.heat == 2 or names(events, ev.DeckRebuilt)
    assert len(hands_total(state)) == 48


def test_view_hides_hands_decks_and_secret_choices() -> None:
    r = rules()
    state = fresh()
    seen = r.view(state, HOST)
    assert set(seen.players[VISITOR].hand) == {HIDDEN} and seen.players[HOST].hand == state.players[HOST].hand
    assert set(seen.deck) == {HIDDEN} and all(set(d) <= {HIDDEN} for d in seen.lap_decks)
    assert seen.rng.state == 0
    spectator = r.view(state, None)
    assert all(set(p.hand) == {HIDDEN} for p in spectator.players)


def test_drawn_cards_are_masked_for_everyone_else() -> None:
    drawn = ev.CardsDrawn(1, "Vera", (4, 9), ("a", "b"))
    assert drawn.seen_by(1) == drawn
    assert drawn.seen_by(0).cards == (0, 0) and drawn.seen_by(None).texts == ("", "")
    assert drawn.reveals


# --- the meeting ------------------------------------------------------------------------------------


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


def test_a_meeting_tie_is_broken_by_an_extra_heat_with_random_riders() -> None:
    r = rules()
    state = fresh(4, "meeting")
    state.heats = 1  # the last regular heat
    stack_laps(r, state, ["finish"])
    state.players[1].points = 1  # yellow finishes 2nd: 2 + 1 ties with red's 3
    gate(r, state, {0: (20,), 1: (17,), 2: (8,), 3: (5,)})
    assert state.extra and state.participants == (0, 1)
    assert state.phase == "exchange" and r.to_act(state) == (0, 1)  # the heat ended on lap I
    r.apply(state, 0, Exchange())
    events = r.apply(state, 1, Exchange())
    revealed = names(events, ev.RidersRevealed)[-1]
    assert revealed.random
    # Only the tied players ride: red and yellow, nobody else.
    assert sorted(state.riders) == ["red", "yellow"] and len(revealed.order) == 2
    assert all(s in (0, 1) for s in r.to_act(state))
    for _ in range(500):
        if state.phase == "over":
            break
        seat = r.to_act(state)[0]
        assert seat in state.participants
        r.apply(state, seat, r.legal_actions(state, seat)[-1])
    assert state.phase == "over"
    assert [p.points for p in state.players] == [3, 3, 1, 0]
    assert state.ranking[2:] == [2, 3] and sorted(state.ranking[:2]) == [0, 1]
    extra = [x for x in state.results if x.extra]
    assert extra and all(x.seat_points[2] == x.seat_points[3] == 0 for x in extra)
    assert all(sorted(r.colour for r in x.riders) == ["red", "yellow"] for x in extra)
    decider = extra[-1]
    places = {x.seat: x.place or 99 for x in decider.riders}
    assert places[state.ranking[0]] < places[state.ranking[1]]


def test_illegal_actions_explain_and_change_nothing() -> None:
    r = rules()
    state = fresh()
    give(state, {HOST: [card(r, hold="ABC")], VISITOR: [card(r, charge="AB", hold="")]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    before = repr(state)
    green_only = state.players[HOST].hand[0]
    with pytest.raises(IllegalAction, match="not in your hand"):
        r.apply(state, VISITOR, Charge(green_only))
    with pytest.raises(IllegalAction, match="red"):
        r.apply(state, HOST, Charge(green_only))
    with pytest.raises(IllegalAction):
        r.apply(state, HOST, BendPass())
    assert repr(state) == before


def test_a_refused_bend_replacement_says_what_to_play_in_plain_words() -> None:
    r = rules()
    orange = card(r, edge="orange", effect="five_one")
    purple = card(r, edge="purple", effect="overtake")
    r, state = at_bend({HOST: [orange, FILLER], VISITOR: [purple, FILLER]}, ["bend", "finish"])
    r.apply(state, HOST, BendCard(orange))
    with pytest.raises(IllegalAction) as refused:
        r.apply(state, VISITOR, BendCard(purple))
    reason = str(refused.value)
    assert reason.startswith("Only an orange card or another 5:1 can beat the card on top")
    assert "pass" in reason and "same edge colour or the same effect" in reason
    assert "charge" not in reason and "hold" not in reason, "no letters read out as jargon"
