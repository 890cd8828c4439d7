"""The finish of an MCS heat and of the match: points by place, and a meeting's tie broken by
an extra heat."""

from __future__ import annotations

from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendPass, Exchange, PickRider
from tabletop.games.mcs.phases.finish import score_line
from tests.games.mcs.helpers import (
    HOST,
    VISITOR,
    at_bend,
    card,
    fresh,
    gate,
    names,
    rules,
    stack_laps,
    win_bend,
)


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


def test_the_score_brackets_the_points_of_a_name_that_ends_in_a_figure() -> None:
    state = fresh(4)  # hosts: seats 0 and 2, visitors: 1 and 3
    named = [("Anna", 20), ("Computer 3", 27), ("Bob", 20), ("Computer 4", 20)]
    for player, (name, points) in zip(state.players, named, strict=True):
        player.name, player.points = name, points
    assert score_line(state) == "Computer 3 & Computer 4 (47) - Anna & Bob 40"
    meeting = fresh(4, "meeting")
    for player, (name, points) in zip(meeting.players, named, strict=True):
        player.name, player.points = name, points
    assert score_line(meeting) == "Anna 20, Computer 3 (27), Bob 20, Computer 4 (20)"
