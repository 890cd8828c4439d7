"""The start of an MCS heat: the secret rider choices at the gate, and the exchange after a
heat that ended on lap I."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import IllegalAction
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import ChooseRiders, Exchange
from tabletop.games.mcs.state import HIDDEN
from tests.games.mcs.helpers import HOST, RWBY, VISITOR, fresh, gate, names, rules, stack_laps


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
    with pytest.raises(IllegalAction, match="one red rider and one blue rider"):
        r.apply(state, HOST, ChooseRiders((20, 14)))
    with pytest.raises(IllegalAction, match=r"not your turn|one red rider and one blue rider"):
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


def test_after_the_last_heat_nobody_is_told_his_riders_come_back() -> None:
    r = rules()
    state = fresh()
    state.heats = 1  # a one-heat match: its first heat is its last
    picks = {HOST: (20, 8), VISITOR: (6, 13)}
    for seat, riders in picks.items():  # and each side rides the last riders it has
        player = state.players[seat]
        player.used = [v for v in player.riders if v not in riders]
        player.riders = list(riders)
    stack_laps(r, state, ["finish"])
    events = gate(r, state, picks)
    assert state.phase == "over" and not names(events, ev.RidersReturned)
    assert len(state.players[HOST].riders) == 10
