"""MCS's straight: charges and hold-offs, chosen in secret and revealed together."""

from __future__ import annotations

from tabletop.engine.random_bot import RandomBot
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import Charge, HoldOff, NoCharge, NoHoldOff
from tabletop.games.mcs.state import HIDDEN, NO_CARD
from tests.games.mcs.helpers import (
    HOST,
    RWBY,
    VISITOR,
    card,
    fresh,
    gate,
    give,
    names,
    rules,
    setup,
    stack_laps,
)
from tests.games.playthrough import turns


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


def test_a_holder_who_plays_no_card_is_said_not_to_hold_off_and_his_hand_stays_unsaid() -> None:
    """Playing no hold-off card is a choice: the log never says he had none, which would tell
    the table what his hand holds (here he holds a green card and keeps it)."""
    r = rules()
    state = fresh()
    charge = card(r, charge="CD", hold="")
    give(state, {HOST: [card(r, hold="ABC")], VISITOR: [charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    r.apply(state, HOST, NoHoldOff())
    line = names(r.apply(state, VISITOR, Charge(charge)), ev.ChargeRevealed)[0].describe()
    assert line == "White charges in lanes C and D; Red does not hold off. White passes Red!"


def test_a_charge_and_its_hold_off_are_told_by_their_lanes() -> None:
    r = rules()
    state = fresh()
    charge = card(r, charge="BC", hold="")
    hold = card(r, hold="BCD", effect="three")
    give(state, {HOST: [hold], VISITOR: [charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    r.apply(state, HOST, HoldOff(hold))
    line = names(r.apply(state, VISITOR, Charge(charge)), ev.ChargeRevealed)[0].describe()
    assert line == "White charges in lanes B and C; Red holds off in lanes B, C and D. Red keeps his place."


def test_an_empty_hand_is_no_secret_and_is_said() -> None:
    r = rules()
    state = fresh()
    charge = card(r, charge="A", hold="")
    give(state, {HOST: [], VISITOR: [charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    line = names(r.apply(state, VISITOR, Charge(charge)), ev.ChargeRevealed)[0].describe()
    assert line == "White charges in lane A; Red has no card left to hold off with. White passes Red!"


def test_a_rider_already_in_a_charge_may_still_be_charged() -> None:
    """The rulebook bars only the charger from a second charge on a lap. Red holds off White;
    Blue, just behind White and in no charge yet, may then charge White, whose own charge
    does not shield him."""
    r = rules()
    state = fresh()
    white_charge = card(r, charge="AB", hold="")
    red_hold = card(r, hold="ABC")  # covers both
    blue_charge = card(r, charge="CD", hold="")
    give(state, {HOST: [red_hold, blue_charge], VISITOR: [white_charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    assert (state.attempt.charger, state.attempt.holder) == ("white", "red")
    r.apply(state, HOST, HoldOff(red_hold))
    events = r.apply(state, VISITOR, Charge(white_charge))
    assert not names(events, ev.ChargeRevealed)[0].success
    offered = [(e.charger, e.holder) for e in names(events, ev.ChargeOffered)]
    assert offered == [("blue", "white")]
    events = r.apply(state, HOST, Charge(blue_charge))  # White's hand is empty: no hold-off
    assert names(events, ev.ChargeRevealed)[0].success
    assert names(events, ev.OrderChanged)[0].order == ("red", "blue", "white", "yellow")


def test_a_rider_passed_on_this_lap_may_be_charged_again_from_behind() -> None:
    """White passes Blue; Yellow, now just behind Blue, may charge him on the same lap."""
    r = rules()
    state = fresh()
    white_charge = card(r, charge="CD", hold="")
    yellow_charge = card(r, charge="AB", hold="")
    give(state, {HOST: [], VISITOR: [white_charge, yellow_charge]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, {HOST: (20, 16), VISITOR: (6, 13)})  # red, blue, white, yellow
    assert (state.attempt.charger, state.attempt.holder) == ("white", "blue")
    events = r.apply(state, VISITOR, Charge(white_charge))
    offered = [(e.charger, e.holder) for e in names(events, ev.ChargeOffered)]
    assert offered == [("yellow", "blue")]


def test_while_a_rider_who_declined_is_not_charged_the_rider_ahead_of_him_stays_the_same() -> None:
    # Why a declined charge is never asked again on that lap (ruling 2): charges go from the
    # front, so the only way the rider in front of him can change is by his being overtaken,
    # and then he has been in a charge. The ruling takes nothing from him that the text allows.
    r = rules()
    declined = 0
    for players, mode in ((2, "match"), (4, "teams"), (4, "meeting")):
        for seed in range(12):
            state = r.new_state(setup(players, mode), seed)
            bots = [RandomBot(seed * 7 + i) for i in range(players)]
            ahead: dict[str, str] = {}
            for seat, _legal in turns(r, state, 20000):
                for event in r.apply(state, seat, bots[seat].choose(r, r.view(state, seat), seat)):
                    if isinstance(event, ev.LapCardRevealed):
                        ahead = {}
                    elif isinstance(event, ev.ChargeNotMade):
                        ahead[event.charger] = event.holder
                        declined += 1
                for charger, holder in ahead.items():
                    if charger in state.order and charger not in state.involved:
                        place = state.order.index(charger)
                        assert state.order[place - 1] == holder, (seed, mode, charger)
    assert declined > 100
