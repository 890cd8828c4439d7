"""MCS's laps: a fall or an engine failure strikes as the next lap card decides."""

from __future__ import annotations

import pytest

from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import Charge, PickRider
from tabletop.games.mcs.state import NO_CARD
from tests.games.mcs.helpers import FILLER, HOST, VISITOR, at_bend, card, names, rules, win_bend


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
