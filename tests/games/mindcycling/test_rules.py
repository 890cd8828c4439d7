"""Each rule of Mind Cycling, on a small test course (see helpers.COURSE for its rows)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY, GiveBottle, Ride, Swap
from tabletop.games.mindcycling.moves import is_fatigued, maximum
from tabletop.games.mindcycling.state import MOUNTAIN_MEDAL, SPRINT_MEDAL, STAGE, TEAM
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.registry import rules_for

from .helpers import COURSE, act, ends, farthest, place, rules, stage, until

# Solo riders: 0 sprinter, 1-3 domestics, 4 climber.
SPRINTER, D1, D2, D3, CLIMBER = range(5)


def test_riders_move_from_the_leader_back_leftmost_first() -> None:
    state = place(stage(), {D1: "10.2", D2: "10.0", D3: "12.1", SPRINTER: "9.0"})
    assert state.order[:4] == [D3, D2, D1, SPRINTER]


def test_wind_takes_one_off_a_rider_with_nobody_directly_in_front() -> None:
    state = place(stage(), {D1: "10.0", D3: "10.1", D2: "9.1"})
    until(state, D1)
    assert farthest(state) == 6  # flat 7, into the wind
    until(state, D2)
    assert farthest(state) == 7  # D3 was directly in front as the turn began


def test_a_normal_move_passes_riders_but_never_ends_on_one() -> None:
    state = place(stage(), {D1: "10.1", D2: "12.1", D3: "12.0", SPRINTER: "12.2", CLIMBER: "14.1"})
    until(state, D1)
    reachable = ends(state, MOVE)
    assert "12.1" not in reachable and "14.1" not in reachable
    assert "15.1" in reachable  # past all of them


def test_draft_follows_the_rider_in_front_beyond_the_followers_own_maximum() -> None:
    state = place(stage(), {D1: "10.1", CLIMBER: "9.1"})
    act(state, Ride(MOVE, ("11.1", "12.1", "13.1", "14.1", "15.1", "16.1")))  # D1: 6, into the wind
    assert state.active().id == CLIMBER  # type: ignore[union-attr]
    assert farthest(state) == 5  # flat 5 for a climber
    drafts = ends(state, DRAFT)
    assert list(drafts) == ["15.1"]  # right behind D1 again: 6 rows
    act(state, drafts["15.1"])
    assert state.riders[CLIMBER].space == "15.1"


def test_a_sprinter_cannot_draft_when_starting_in_the_mountains() -> None:
    state = place(stage(), {CLIMBER: "28.0", SPRINTER: "27.0"})
    act(state, Ride(MOVE, ("29.0", "30.0")))
    assert state.active().id == SPRINTER  # type: ignore[union-attr]
    assert ends(state, DRAFT) == {}
    with pytest.raises(IllegalAction, match="sprinter cannot draft"):
        act(state, Ride(DRAFT, ("28.0", "29.0")))


def test_relay_goes_to_the_front_of_the_train_for_its_first_four_only() -> None:
    state = place(stage(), {D1: "12.0", D2: "11.0", D3: "10.0", CLIMBER: "9.0", SPRINTER: "8.0"})
    act(state, Ride(MOVE, ("13.0", "14.0", "15.0")))
    relays = ends(state, RELAY)
    assert list(relays) == ["16.0"]  # in front of D1
    act(state, relays["16.0"])
    assert list(ends(state, RELAY)) == ["17.0"]  # D3: in front of the train's new front, D2
    act(state, Ride(MOVE, ()))
    assert list(ends(state, RELAY)) == ["11.0"]  # fourth: in front of D3, who stayed put
    act(state, Ride(MOVE, ()))
    assert state.active().id == SPRINTER  # type: ignore[union-attr]
    assert ends(state, RELAY) == {}  # fifth
    with pytest.raises(IllegalAction, match="first 4"):
        act(state, Ride(RELAY, ("9.0", "10.0", "11.0", "12.0", "13.0", "14.0", "15.0", "16.0", "17.0")))


def test_attack_adds_three_spends_the_bottle_and_stops_the_next_rider_following() -> None:
    state = place(stage(), {D1: "10.0", D2: "9.0"})
    assert farthest(state, MOVE) == 6
    assert farthest(state, ATTACK) == 9
    events = act(state, ends(state, ATTACK)["19.0"])
    assert isinstance(events[0], ev.RiderRode) and events[0].kind == ATTACK
    assert not state.riders[D1].bottle
    assert ends(state, DRAFT) == {} and ends(state, RELAY) == {}
    with pytest.raises(IllegalAction, match="attacked"):
        act(state, Ride(DRAFT, tuple(f"{r}.0" for r in range(10, 19))))


def test_an_attack_needs_a_bottle_and_the_riders_own_section() -> None:
    state = place(stage(), {CLIMBER: "10.0"})
    assert ends(state, ATTACK) == {}  # a climber on the flat
    with pytest.raises(IllegalAction, match="mountain section"):
        act(state, Ride(ATTACK, ("11.0",)))
    state = place(stage(), {CLIMBER: "28.0"})
    assert farthest(state, ATTACK) > farthest(state, MOVE)
    state.riders[CLIMBER].bottle = False
    state = place(state, {CLIMBER: "28.0"})
    assert ends(state, ATTACK) == {}


def test_a_domestic_passes_its_bottle_back_for_free_and_rides_fatigued() -> None:
    state = place(stage(), {D1: "12.0", SPRINTER: "11.0"})
    state.riders[SPRINTER].bottle = False
    state = place(state, {D1: "12.0", SPRINTER: "11.0"})
    assert GiveBottle() in rules().legal_actions(state, 0)
    events = act(state, GiveBottle())
    assert isinstance(events[0], ev.BottleGiven)
    assert state.riders[SPRINTER].bottle and not state.riders[D1].bottle
    assert state.active().id == D1  # type: ignore[union-attr]
    assert GiveBottle() not in rules().legal_actions(state, 0)
    assert farthest(state) == 5  # 7, less wind, less fatigue


def test_no_bottle_for_a_teammate_who_has_one_or_is_not_directly_behind() -> None:
    state = place(stage(), {D1: "12.0", SPRINTER: "11.1"})
    state.riders[SPRINTER].bottle = False
    state = place(state, {D1: "12.0", SPRINTER: "11.1"})
    assert GiveBottle() not in rules().legal_actions(state, 0)
    with pytest.raises(IllegalAction):
        act(state, GiveBottle())
    state = place(stage(), {D1: "12.0", SPRINTER: "11.0"})
    assert GiveBottle() not in rules().legal_actions(state, 0)


def test_a_fatigued_domestic_loses_one_and_cannot_draft_or_relay() -> None:
    state = place(stage(), {SPRINTER: "12.0", D1: "11.0"})
    state.riders[D1].bottle = False
    state = place(state, {SPRINTER: "12.0", D1: "11.0"})
    act(state, Ride(MOVE, ("13.0", "14.0")))
    assert is_fatigued(state, state.riders[D1])
    assert farthest(state) == 6  # sheltered, fatigued
    assert ends(state, DRAFT) == {} and ends(state, RELAY) == {}
    with pytest.raises(IllegalAction, match="fatigued"):
        act(state, Ride(DRAFT, ("12.0", "13.0")))


def test_the_feed_zone_gives_a_domestic_a_bottle_and_fatigue_ends_next_turn() -> None:
    state = place(stage(), {D1: "22.1"})
    state.riders[D1].bottle = False
    state = place(state, {D1: "22.1"})
    assert farthest(state) == 3  # sprint 5, wind, fatigue
    ride = ends(state, MOVE)["25.1"]
    assert "24.1" in ride.path  # the road through the feed zone is the one offered
    events = act(state, ride)
    assert any(isinstance(e, ev.BottlePicked) for e in events)
    assert state.riders[D1].bottle
    until(state, D1)  # the next turn
    assert state.turn == 2 and not is_fatigued(state, state.riders[D1])
    assert maximum(state, rules().parts, state.riders[D1]) == 6


def test_a_domestic_leaving_a_feed_zone_is_offered_the_road_through_the_next_one() -> None:
    # Two feed zones on one flat, three rows apart: 8.1 and 11.1.
    course = {"name": "Two feeds", "game": "mindcycling", "lanes": 3, "pieces": [
        {"kind": "start", "rows": 7}, {"kind": "flat", "rows": 12, "feed": [[2, 2], [5, 2]]},
        {"kind": "finish"}]}
    state = place(stage(course=course), {D1: "8.1"})
    state.riders[D1].bottle = False  # it threw its bottle away on an attack that ended here
    state = place(state, {D1: "8.1"})
    ride = ends(state, MOVE)["12.0"]
    assert "11.1" in ride.path
    assert any(isinstance(e, ev.BottlePicked) for e in act(state, ride))


def test_an_attacking_domestic_throws_its_bottle_away_even_past_a_feed_zone() -> None:
    state = place(stage(), {D1: "23.1"})
    events = act(state, ends(state, ATTACK)["26.1"])  # through the feed zone at 24.1
    assert not state.riders[D1].bottle
    assert not any(isinstance(e, ev.BottlePicked) for e in events)


def test_only_a_domestic_without_a_bottle_picks_one_up() -> None:
    state = place(stage(), {CLIMBER: "22.1"})
    state.riders[CLIMBER].bottle = False
    state = place(state, {CLIMBER: "22.1"})
    events = act(state, ends(state, MOVE)["24.1"])
    assert not state.riders[CLIMBER].bottle
    assert not any(isinstance(e, ev.BottlePicked) for e in events)


def test_a_rock_cannot_be_passed_a_rider_riding_onto_it_stops_there() -> None:
    state = place(stage(), {CLIMBER: "27.1"})
    reachable = ends(state, MOVE)
    assert len(reachable["29.1"].path) == 2  # onto the rock
    for ride in reachable.values():
        assert not any(step in state.course.rocks for step in ride.path[:-1])
    with pytest.raises(IllegalAction, match="Rocks"):
        act(state, Ride(MOVE, ("28.1", "29.1", "30.1")))
    act(state, reachable["29.1"])
    assert state.riders[CLIMBER].space == "29.1"


def test_crossing_the_line_breaks_the_train_behind() -> None:
    state = place(stage(), {CLIMBER: "34.0", D1: "33.0", D2: "32.0"})
    events = act(state, Ride(MOVE, (FINISH,)))
    assert any(isinstance(e, ev.TrainBroken) for e in events)
    assert state.riders[CLIMBER].place == 1
    assert ends(state, DRAFT) == {} and ends(state, RELAY) == {}
    with pytest.raises(IllegalAction, match="crossed the line"):
        act(state, Ride(RELAY, ("34.0",)))


def test_sprint_and_mountain_medals_go_to_the_first_to_complete_the_section() -> None:
    state = place(stage(teams=2), {5: "21.0", 0: "20.0"})
    act(state, Ride(MOVE, ("22.0", "23.0")))
    assert state.medals == {SPRINT_MEDAL: 5}
    act(state, ends(state, MOVE)["23.1"])
    assert state.medals == {SPRINT_MEDAL: 5}  # the medal is not won twice
    state = place(stage(teams=2), {9: "33.0"})
    events = act(state, Ride(MOVE, ("34.0", FINISH)))
    assert state.medals == {MOUNTAIN_MEDAL: 9, STAGE: 9}
    assert {e.medal for e in events if isinstance(e, ev.MedalWon)} == {MOUNTAIN_MEDAL, STAGE}


def test_team_points_and_the_team_medal_at_the_end() -> None:
    # Team 0 crossed 1st to 5th, team 1 6th to 9th; team 1's climber crosses 10th.
    state = place(stage(teams=2), {9: "34.2"}, rest="finish")
    state.medals = {STAGE: 0, SPRINT_MEDAL: 5, MOUNTAIN_MEDAL: 6}
    act(state, Ride(MOVE, (FINISH,)))
    assert state.over
    assert state.team_points(rules().parts.points) == [12 + 11 + 10 + 9 + 8, 7 + 6 + 5 + 4 + 3]
    assert state.medals[TEAM] == 0
    outcome = rules().outcome(state)
    assert outcome is not None and outcome.ranking == (0, 1) and outcome.scores == (2.0, 2.0)


def test_points_never_go_below_zero() -> None:
    parts = rules().parts
    assert [parts.points_for(p) for p in (1, 2, 12, 13, 20)] == [12, 11, 1, 0, 0]


def test_the_rulebooks_points_example_twelve_eleven_ten() -> None:
    # The English rulebook and the board's chart; the French text's "third 11" is a slip (ruling 18).
    assert [rules().parts.points_for(p) for p in (1, 2, 3)] == [12, 11, 10]


def test_level_medals_are_split_by_team_points() -> None:
    state = place(stage(teams=2), {9: "34.2"}, rest="finish")
    state.medals = {STAGE: 5, SPRINT_MEDAL: 6, MOUNTAIN_MEDAL: 0}
    act(state, Ride(MOVE, (FINISH,)))
    assert state.medal_count(0) == state.medal_count(1) == 2  # mountain and team; stage and sprint
    assert rules().ranking(state) == [0, 1]  # team 0 has more points


def test_solo_ends_when_the_fourth_crosses_and_scores_turns_then_spaces_left() -> None:
    state = place(stage(), {D3: "34.0", CLIMBER: "20.1"}, rest="finish")
    state.turn = 7
    act(state, Ride(MOVE, (FINISH,)))
    assert state.over and state.medals == {}
    assert rules().solo_score(state) == (7, 35 - 20)
    outcome = rules().outcome(state)
    assert outcome is not None and outcome.scores == (7.0,)


def test_a_refused_action_says_why_and_changes_nothing() -> None:
    state = place(stage(), {D1: "10.1", D2: "12.1"})
    until(state, D1)
    before = [(r.space, r.bottle) for r in state.riders], state.index, state.turn
    for action, reason in (
        (Ride(MOVE, ("11.1", "12.1")), "taken"),
        (Ride(MOVE, tuple(f"{r}.1" for r in range(11, 20))), "at most"),
        (Ride(MOVE, ("11.1", "13.1")), "one row on"),
        (Ride("fly", ()), "Choose a ride"),
        (GiveBottle(), "bottle"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            act(state, action)
    with pytest.raises(IllegalAction, match="turn"):
        rules().apply(stage(teams=2), 1 if stage(teams=2).active().team == 0 else 0, Ride(MOVE, ()))  # type: ignore[union-attr]
    assert ([(r.space, r.bottle) for r in state.riders], state.index, state.turn) == before


def test_team_sizes_follow_the_number_of_teams() -> None:
    roles = {5: ["climber", "domestic", "domestic", "domestic", "sprinter"],
             4: ["climber", "domestic", "domestic", "sprinter"], 3: ["climber", "domestic", "sprinter"]}
    for teams, size in ((1, 5), (2, 5), (4, 5), (5, 4), (6, 3)):
        state = stage(teams=teams)
        assert len(state.riders) == teams * size
        assert sorted(r.role for r in state.riders if r.team == 0) == roles[size]  # ruling 17
        assert all(r.bottle for r in state.riders)
        assert len({r.space for r in state.riders}) == teams * size


def test_solo_riders_may_change_places_on_the_start_line_before_the_first_move() -> None:
    state = stage()
    spaces = [r.space for r in state.riders]
    assert Swap(0, 4) in rules().legal_actions(state, 0)
    act(state, Swap(0, 4))
    assert state.riders[0].space == spaces[4] and state.riders[4].space == spaces[0]
    assert state.order[0] == state.standings()[0].id  # the new leader moves first
    act(state, Ride(MOVE, ()))
    assert not any(isinstance(a, Swap) for a in rules().legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="before the first move"):
        act(state, Swap(0, 4))
    teams = stage(teams=2)
    seat = teams.active().team  # type: ignore[union-attr]
    assert not any(isinstance(a, Swap) for a in rules().legal_actions(teams, seat))


def test_solo_riders_start_side_by_side_on_the_line_in_ranks_on_a_narrow_stage() -> None:
    state = stage()  # a three-lane start area
    line = state.course.strips[0].last_row
    spaces = [r.space for r in state.riders]
    assert spaces == [f"{line}.0", f"{line}.1", f"{line}.2", f"{line - 2}.0", f"{line - 2}.1"]
    assert state.trains == [] and state.windy == {r.id for r in state.riders}
    wide = dict(COURSE, pieces=[{"kind": "start", "rows": 4, "lanes": 5}, *COURSE["pieces"][1:]])
    state = stage(course=wide)
    assert {state.course.row(r.space) for r in state.riders} == {3}
    assert sorted(state.course.lane(r.space) for r in state.riders) == [0, 1, 2, 3, 4]


def test_the_chosen_line_up_is_a_move_in_the_log_and_comes_back_with_the_save(tmp_path: Path) -> None:
    match = Match(rules(), Setup((SeatSetup("Solo"),), {}, COURSE), 5)
    match.apply(0, Swap(0, 4))  # the climber to the left of the line, the sprinter behind
    match.apply(0, Swap(1, 3))
    chosen = [r.space for r in match.state.riders]
    assert match.state.active() is match.state.riders[4]  # the leftmost of the line leads
    match.apply(0, Ride(MOVE, ()))
    path = tmp_path / "solo.yaml"
    match.save(path)
    loaded = Match.load(path, rules_for)
    assert [r.space for r in loaded.state.riders] == chosen
    assert loaded.state.active() == match.state.active()


def test_every_reach_shown_is_the_one_the_rules_ride_by() -> None:
    state = place(stage(), {D1: "10.1"})
    until(state, D1)
    rider = state.active()
    assert rider is not None and rider.id == D1
    attacks = [a for a in rules().legal_actions(state, 0) if isinstance(a, Ride) and a.kind == ATTACK]
    moves = [a for a in rules().legal_actions(state, 0) if isinstance(a, Ride) and a.kind == MOVE]
    assert max(len(a.path) for a in moves) == rules().reach(state) == 6  # 7 on the flat, in the wind
    assert max(len(a.path) for a in attacks) == rules().reach(state, attack=True) == 9
    assert rules().finish_goal(state, 0) == 4


def test_a_refused_place_says_why_in_words() -> None:
    state = place(stage(), {D1: "10.1", D2: "12.1"})
    until(state, D1)
    refusal = rules().refusal
    assert refusal(state, 0, "16.1", attack=False) is None
    assert "forward" in (refusal(state, 0, "9.1", attack=False) or "")
    assert "taken" in (refusal(state, 0, "12.1", attack=False) or "")
    far = refusal(state, 0, "18.1", attack=False) or ""
    assert "at most 6" in far and "8 rows on" in far and "reaches 9" in far
    assert refusal(state, 0, "18.1", attack=True) is None
    assert "at most 9" in (refusal(state, 0, "21.1", attack=True) or "")


def test_places_are_named_as_the_board_shows_them() -> None:
    course = stage().course
    assert course.describe("6.1") == "the middle lane, 1st row behind the start line"
    assert course.describe("19.0") == "the left lane, 3rd row of the sprint"
    assert course.describe("24.2") == "the right lane, 2nd row of the 2nd flat"
