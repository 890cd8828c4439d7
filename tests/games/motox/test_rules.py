"""MotoX rules, scenario by scenario: building, ranking, dice and coins, moves, wipe-outs, ramps, finish."""

from __future__ import annotations

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import IllegalAction, Setup
from tabletop.games.motox import events as ev
from tabletop.games.motox.actions import (
    Kickstart,
    Move,
    Pass,
    PlaceCoin,
    PlacePawn,
    PlaceTile,
    Roll,
    RollForFirst,
    Stay,
    WipeOut,
)
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, OVER, PAWNS, PlacedTile
from tabletop.games.motox.track_model import ramp_problem, tile_places, tile_problem

from .helpers import ACE, NULL, LoadedDice, act, layout, race, rules, setup

BEND = [(0, 0), (1, 0), (1, 1), (1, 2)]  # east, then south from tile 1
BOXED_IN = [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (0, 3), (-1, 3), (-2, 3), (-2, 2), (-2, 1), (-1, 1)]


# --- placement --------------------------------------------------------------------------


def test_a_tile_goes_next_to_the_last_tile_and_touches_no_other() -> None:
    cells = [(0, 0), (1, 0), (1, 1)]
    assert tile_problem(cells, (2, 1)) is None  # a corner meeting tile 2 is no touch
    assert tile_problem(cells, (1, 2)) is None
    assert "touch tile 1" in (tile_problem(cells, (0, 1)) or "")
    assert "last tile" in (tile_problem(cells, (3, 3)) or "")
    assert "already" in (tile_problem(cells, (1, 0)) or "")
    assert tile_places(cells) == [(2, 1), (1, 2)]
    assert tile_places([]) == [(0, 0)]


def test_a_ramp_goes_on_a_straight_tile_between_two_tiles_at_most_three_high() -> None:
    cells = [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert ramp_problem(cells, [0, 0, 0, 0], 1, 3) is None
    assert "straight" in (ramp_problem(cells, [0, 0, 0, 0], 2, 3) or "")
    assert "each side" in (ramp_problem(cells, [0, 0, 0, 0], 0, 3) or "")
    assert "each side" in (ramp_problem(cells, [0, 0, 0, 0], 3, 3) or "")
    assert "at most 3" in (ramp_problem(cells, [0, 3, 0, 0], 1, 3) or "")


def test_check_track_reports_every_problem_with_the_building_phase_check() -> None:
    r = rules()
    good = layout([(0, 0), (1, 0), (2, 0)], {1: 3})
    assert r.check_track(good) == []
    bad = layout([(0, 0), (1, 0), (1, 1), (0, 1), (0, 2)], {0: 1, 2: 4})
    problems = r.check_track(bad)
    assert any("piece 4" in p and "touch tile 1" in p for p in problems)
    assert any("piece 1" in p and "each side" in p for p in problems)
    assert any("piece 3" in p and "straight" in p for p in problems)
    bad["pieces"][1]["tile"] = bad["pieces"][0]["tile"]
    assert any("already piece 1" in p for p in r.check_track(bad))


def test_building_deals_tiles_and_coins_then_lays_them_in_turn() -> None:
    r = rules()
    state = r.new_state(setup(3), 5)
    assert [len(b.tiles) for b in state.bikes] == [8, 8, 8]
    assert [b.build_coins for b in state.bikes] == [4, 4, 4] and state.set_aside == 12
    state.rng = LoadedDice([3, 5, 5, 2, 4])
    for seat in range(3):
        r.apply(state, seat, RollForFirst())
    assert state.waiting == [1, 2]  # a tie for the highest rolls again
    r.apply(state, 1, RollForFirst())
    events = r.apply(state, 2, RollForFirst())
    assert isinstance(events[-1], ev.FirstPlayer) and events[-1].seat == 2
    assert state.phase == BUILD and r.to_act(state) == (2,)
    assert r.legal_actions(state, 2) == [PlaceTile(0, 0)]  # no coin fits before there is a straight
    r.apply(state, 2, PlaceTile(0, 0))
    assert r.to_act(state) == (0,)
    assert r.legal_actions(state, 0) == [PlaceTile(1, 0), PlaceTile(0, 1), PlaceTile(-1, 0), PlaceTile(0, -1)]
    r.apply(state, 0, PlaceTile(1, 0))
    r.apply(state, 1, PlaceTile(2, 0))
    assert PlaceCoin(1) in r.legal_actions(state, 2)
    with pytest.raises(IllegalAction, match="tile with a tile on each side"):
        r.apply(state, 2, PlaceCoin(2))
    before = repr(state)
    with pytest.raises(IllegalAction, match="edge to edge with the last tile"):
        r.apply(state, 2, PlaceTile(5, 5))
    assert repr(state) == before
    events = r.apply(state, 2, PlaceCoin(1))
    assert events[0] == ev.CoinPlaced(2, "Cal", 1, 1) and state.tiles[1].ramp == 1
    assert state.bikes[2].build_coins == 3


def test_a_boxed_in_track_ends_the_building_the_last_tile_is_the_finish() -> None:
    r = rules()
    state = r.new_state(setup(3), 5)
    state.phase = BUILD
    state.tiles = [PlacedTile(i, cell) for i, cell in enumerate(BOXED_IN[:-1])]
    for bike in state.bikes:
        bike.tiles, bike.build_coins = [20, 21], 0
    state.bikes[0].tiles = [22, 23]
    state.turn = 0
    events = r.apply(state, 0, PlaceTile(*BOXED_IN[-1]))
    built = next(e for e in events if isinstance(e, ev.TrackBuilt))
    assert built.tiles == 11 and built.unlaid_tiles == 5
    assert [b.coins for b in state.bikes] == [4, 4, 4]
    assert state.phase == PAWNS and r.to_act(state) == (state.first,)
    assert state.course().ahead[-1] == state.course().ahead[-2]  # the finish line faces away


def test_coins_with_no_straight_to_go_on_stay_with_their_owners_for_the_race() -> None:
    r = rules()
    state = r.new_state(setup(3), 5)
    state.phase = BUILD
    stairs = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)]
    state.tiles = [PlacedTile(i, cell) for i, cell in enumerate(stairs[:-1])]
    for bike in state.bikes:
        bike.tiles, bike.build_coins = [], 2
    state.bikes[0].tiles = [9]
    state.turn = 0
    assert not any(isinstance(a, PlaceCoin) for a in r.legal_actions(state, 0))  # no straight yet
    events = r.apply(state, 0, PlaceTile(2, 2))
    built = next(e for e in events if isinstance(e, ev.TrackBuilt))
    assert built.kept == (2, 2, 2) and [b.coins for b in state.bikes] == [6, 6, 6]


def test_pawns_go_on_empty_spaces_of_the_starting_tile_from_the_first_player() -> None:
    r = rules()
    state = r.new_state(setup(3, layout([(0, 0), (1, 0), (2, 0)])), 2)
    state.rng = LoadedDice([1, 4, 2])
    for seat in range(3):
        r.apply(state, seat, RollForFirst())
    assert state.phase == PAWNS and state.first == 1
    assert [b.coins for b in state.bikes] == [4, 4, 4]  # the set-aside half, dealt evenly
    assert len(r.legal_actions(state, 1)) == 4
    r.apply(state, 1, PlacePawn(1, 0))
    assert PlacePawn(1, 0) not in r.legal_actions(state, 2)
    with pytest.raises(IllegalAction, match="empty space of the starting tile"):
        r.apply(state, 2, PlacePawn(2, 0))
    r.apply(state, 2, PlacePawn(1, 1))
    events = r.apply(state, 0, PlacePawn(0, 0))
    assert common.RoundStarted(1) in events and state.phase == DECIDE and r.to_act(state) == (1,)


# --- ranking, dice and coins -------------------------------------------------------------


def test_ranking_shares_tied_places_and_skips_the_next() -> None:
    r, state = race([(2, 0), (3, 0), (3, 1), (0, 0)])
    assert r.race_ranks(state) == [3, 1, 1, 4]
    assert [r.dice_count(state, s) for s in range(4)] == [3, 1, 1, 4]


def test_a_wiped_out_bike_ranks_from_the_space_it_left() -> None:
    r, state = race([(5, 0), (3, 0), (0, 0)], wiped=[0])
    assert r.race_ranks(state) == [1, 2, 3]


def test_on_a_bend_the_bike_nearer_the_next_tile_ranks_higher() -> None:
    # Tile 1 of BEND turns south: its row nearer tile 2 is y = 1.
    r, state = race([(3, 0), (2, 1), (0, 1)], cells=BEND)
    assert r.race_ranks(state) == [2, 1, 3]


def test_coins_buy_extra_dice_up_to_four() -> None:
    r, state = race([(3, 0), (0, 0), (1, 0)], coins=[3, 0, 0], dice=[2, 2, 3])
    assert r.legal_actions(state, 0) == [Roll(0), Roll(1), Roll(2), Roll(3), Pass()]
    _, behind = race([(0, 0), (3, 0), (2, 0)], coins=[3, 0, 0])
    assert r.legal_actions(behind, 0)[-2:] == [Roll(1), Pass()]  # third: three dice and one coin
    events = act(r, state, Roll(2))
    assert events[0] == ev.DiceRolled(0, "Ann", (2, 2, 3), 2, False)
    assert state.bikes[0].coins == 1 and state.discard == 2


def test_more_coins_than_allowed_are_refused_and_nothing_changes() -> None:
    r, state = race([(3, 0), (0, 0), (1, 0)], coins=[1, 0, 0])
    before = repr(state)
    with pytest.raises(IllegalAction, match="only 1 coin"):
        act(r, state, Roll(2))
    with pytest.raises(IllegalAction, match="not your turn"):
        r.apply(state, 1, Roll(0))
    assert repr(state) == before


# --- moving ------------------------------------------------------------------------------


def test_a_move_is_exactly_one_number_in_a_straight_line() -> None:
    r, state = race([(0, 0), (9, 0), (9, 1)], dice=[3, 3, 3])
    act(r, state, Roll(0))
    assert state.phase == MOVE
    assert r.legal_actions(state, 0) == [Move(3, ((1, 0), (2, 0), (3, 0)))]
    act(r, state, Move(3, ((1, 0), (2, 0), (3, 0))))
    assert state.bikes[0].space == (3, 0) and r.to_act(state) == (1,)


def test_a_number_not_rolled_is_refused_in_good_english() -> None:
    r, state = race([(0, 0), (9, 0), (9, 1)], dice=[3, 3, 3])
    act(r, state, Roll(0))
    with pytest.raises(IllegalAction, match=r"^You did not roll an ace\.$"):
        act(r, state, Move(1, ((1, 0),)))
    with pytest.raises(IllegalAction, match=r"^You did not roll a 2\.$"):
        act(r, state, Move(2, ((1, 0), (2, 0))))


def test_sideways_is_allowed_but_never_away_from_the_next_tile() -> None:
    r, state = race([(3, 0), (0, 1), (9, 1)], dice=[1, 1])
    act(r, state, Roll(0))
    assert r.legal_actions(state, 0) == [Move(1, ((4, 0),)), Move(1, ((3, 1),))]


def test_each_null_allows_one_ninety_degree_turn() -> None:
    r, state = race([(0, 0), (9, 0), (9, 1)], dice=[2, NULL, 1])
    act(r, state, Roll(0))
    moves = r.legal_actions(state, 0)
    assert Move(2, ((1, 0), (1, 1))) in moves and Move(2, ((0, 1), (1, 1))) in moves
    assert Move(2, ((1, 0), (2, 0))) in moves and Move(1, ((0, 1),)) in moves
    before = repr(state)
    with pytest.raises(IllegalAction, match="not a legal ride"):
        act(r, state, Move(2, ((0, 1), (1, 1), (1, 0))))
    assert repr(state) == before


def test_a_turn_takes_a_bike_round_a_bend() -> None:
    r, state = race([(3, 0), (0, 0), (0, 1)], cells=BEND, dice=[3])
    act(r, state, Roll(0))
    # Without a null the bike cannot follow the bend east of tile 1... it rides south on tile 1.
    assert r.legal_actions(state, 0) == [Move(3, ((3, 1), (3, 2), (3, 3)))]
    r, state = race([(1, 0), (0, 0), (0, 1)], cells=BEND, dice=[4, NULL], coins=[1, 0, 0])
    act(r, state, Roll(1))
    assert Move(4, ((2, 0), (3, 0), (3, 1), (3, 2))) in r.legal_actions(state, 0)


def test_all_nulls_mean_no_move() -> None:
    r, state = race([(3, 0), (0, 0), (1, 0)], dice=[NULL])
    events = act(r, state, Roll(0))
    assert isinstance(events[1], ev.NoMove) and state.bikes[0].space == (3, 0) and r.to_act(state) == (1,)


def test_no_move_into_or_through_another_bike() -> None:
    r, state = race([(0, 0), (2, 0), (0, 1)], dice=[3, 1])
    act(r, state, Roll(0))
    assert r.legal_actions(state, 0) == [Move(1, ((1, 0),))]


# --- wiping out --------------------------------------------------------------------------


def test_running_out_of_track_wipes_out_where_the_bike_left_it() -> None:
    r, state = race([(1, 0), (0, 0), (0, 1)], cells=BEND, dice=[4])
    act(r, state, Roll(0))
    options = r.legal_actions(state, 0)
    assert options == [WipeOut(3, 0), WipeOut(1, 1), WipeOut(1, 0)]
    events = act(r, state, WipeOut(3, 0))
    assert events[0] == ev.WipedOut(0, "Ann", (3, 0), "off", forced=True)
    assert state.bikes[0].wiped and state.bikes[0].space == (3, 0)


def test_forced_into_a_bike_wipes_out_where_it_stands() -> None:
    # Boxed in on a two-space-wide track: ahead and beside are bikes, behind is away.
    r, state = race([(4, 0), (5, 0), (4, 1)], dice=[1, 1])
    events = act(r, state, Roll(0))
    wiped = [e for e in events if isinstance(e, ev.WipedOut)]
    assert wiped == [ev.WipedOut(0, "Ann", (4, 0), "blocked", forced=True)]
    assert state.bikes[0].wiped and state.bikes[0].space == (4, 0) and r.to_act(state) == (1,)


def test_a_bike_landed_on_by_a_jump_wipes_out() -> None:
    r, state = race([(1, 0), (4, 0), (0, 1)], ramps={1: 1}, dice=[3, 3])
    act(r, state, Roll(0))
    path = ((2, 0), (3, 0), (4, 0))
    assert Move(3, path) in r.legal_actions(state, 0)
    events = act(r, state, Move(3, path))
    assert events[0] == ev.BikeMoved(0, "Ann", 3, (1, 0), path, 0, (1,), 0, False)
    assert events[1] == ev.WipedOut(1, "Ben", (4, 0), "landed", by="Ann")
    assert state.bikes[0].space == (4, 0) and state.bikes[1].wiped and state.bikes[1].space == (4, 0)


# --- ramps -------------------------------------------------------------------------------


def test_a_jump_flies_over_bikes_counting_their_spaces() -> None:
    r, state = race([(3, 0), (4, 0), (5, 0)], ramps={1: 2}, dice=[4, 4, 4])
    act(r, state, Roll(0))
    path = ((4, 0), (5, 0), (6, 0), (7, 0))
    assert r.legal_actions(state, 0) == [Move(4, path)]
    events = act(r, state, Move(4, path))
    assert isinstance(events[0], ev.BikeMoved) and events[0].over == 2 and events[0].jumps == (2,)
    assert not state.bikes[1].wiped and not state.bikes[2].wiped


def test_a_bike_in_flight_may_turn_above_a_bike_and_comes_down_beyond_it() -> None:
    # Ann's null may turn her at any point of the move; in the air above Ben she turns north
    # and comes down on the empty space beside him, having flown over him.
    r, state = race([(3, 1), (4, 1), (0, 0)], ramps={1: 1}, dice=[2, NULL])
    act(r, state, Roll(0))
    path = ((4, 1), (4, 0))
    assert Move(2, path) in r.legal_actions(state, 0)
    events = act(r, state, Move(2, path))
    assert isinstance(events[0], ev.BikeMoved) and events[0].over == 1 and events[0].turns == 1
    assert state.bikes[0].space == (4, 0) and not state.bikes[1].wiped


def test_a_turn_in_flight_keeps_the_bike_flying_over_the_next_bike() -> None:
    # After the ramp Ann turns north, then turns east again and flies over Cat to land past her.
    r, state = race([(3, 1), (0, 0), (5, 0)], ramps={1: 1}, dice=[4, NULL, NULL], coins=[1, 0, 0])
    act(r, state, Roll(1))
    path = ((4, 1), (4, 0), (5, 0), (6, 0))
    assert Move(4, path) in r.legal_actions(state, 0)
    events = act(r, state, Move(4, path))
    assert isinstance(events[0], ev.BikeMoved) and events[0].over == 1
    assert state.bikes[0].space == (6, 0) and not state.bikes[2].wiped


def test_crossing_a_ramp_needs_a_number_higher_than_its_height() -> None:
    r, state = race([(3, 0), (0, 0), (0, 1)], ramps={1: 2}, dice=[2, 3], coins=[1, 0, 0])
    act(r, state, Roll(1))
    moves = r.legal_actions(state, 0)
    assert Move(3, ((4, 0), (5, 0), (6, 0))) in moves
    assert all(m.value == 3 or m.path[0] == (3, 1) for m in moves if isinstance(m, Move))
    # Nothing over the ramp's height: the bike stays, it does not wipe out.
    r, state = race([(3, 0), (0, 0), (3, 1)], ramps={1: 3}, dice=[3])
    events = act(r, state, Roll(0))
    assert isinstance(events[1], ev.NoMove) and not state.bikes[0].wiped and state.bikes[0].space == (3, 0)


# A ramp on tile 1, then the track turns south after tile 2: flying east off the ramp runs
# out of track at the far side of tile 2 (spaces x = 4, 5).
RAMP_THEN_BEND = [(0, 0), (1, 0), (2, 0), (2, 1)]


def test_a_flight_over_a_bike_that_runs_out_of_track_wipes_out_where_the_track_ended() -> None:
    # Ben sits just past the ramp; Ann's 3 flies over him (counting his space) and runs off.
    r, state = race([(3, 1), (4, 1), (0, 0)], cells=RAMP_THEN_BEND, ramps={1: 1}, dice=[3, 3])
    act(r, state, Roll(0))
    options = r.legal_actions(state, 0)
    assert WipeOut(5, 1) in options
    assert {cause for _, cause in r.stuck_options(state, state.bikes[0])} == {"off"}
    events = act(r, state, WipeOut(5, 1))
    assert events[0] == ev.WipedOut(0, "Ann", (5, 1), "off", forced=True)
    assert state.bikes[0].space == (5, 1) and state.bikes[0].wiped and not state.bikes[1].wiped


def test_a_flight_that_leaves_the_track_from_a_bike_it_flies_over_wipes_out_from_that_space() -> None:
    # The bike flown over stands on the last space before the edge: only a landing can be blocked,
    # so Ann leaves the track from Ben's space and Ben rides on.
    r, state = race([(3, 0), (5, 0), (0, 0)], cells=RAMP_THEN_BEND, ramps={1: 1}, dice=[3, 3])
    act(r, state, Roll(0))
    assert WipeOut(5, 0) in r.legal_actions(state, 0)
    assert WipeOut(3, 0) in r.legal_actions(state, 0)  # north, straight off the side
    assert dict(r.stuck_options(state, state.bikes[0]))[(3, 0)] == "off"
    events = act(r, state, WipeOut(5, 0))
    assert events[0] == ev.WipedOut(0, "Ann", (5, 0), "off", forced=True)
    assert not state.bikes[1].wiped and state.bikes[1].space == (5, 0)


def test_without_a_ramp_a_bike_in_the_way_still_blocks() -> None:
    r, state = race([(3, 0), (5, 0), (0, 0)], cells=RAMP_THEN_BEND, dice=[3, 3])
    act(r, state, Roll(0))
    assert dict(r.stuck_options(state, state.bikes[0]))[(3, 0)] == "blocked"
    assert WipeOut(5, 0) not in r.legal_actions(state, 0)


# --- re-entry ----------------------------------------------------------------------------


def test_an_ace_kick_starts_and_the_other_dice_may_move() -> None:
    r, state = race([(3, 0), (4, 0), (0, 0)], wiped=[2], turn=2, dice=[4, ACE, 2])
    assert r.legal_actions(state, 2) == [Roll(0), Pass()]
    events = act(r, state, Roll(0))
    assert ev.Kickstarted(2, "Cal", (0, 0), False) in events
    assert state.phase == MOVE and state.dice == (4, 2)
    options = r.legal_actions(state, 2)
    assert Stay() in options and Move(2, ((1, 0), (2, 0))) in options
    act(r, state, Stay())
    assert state.bikes[2].space == (0, 0) and not state.bikes[2].wiped and r.to_act(state) == (0,)


def test_no_ace_no_start() -> None:
    r, state = race([(3, 0), (4, 0), (0, 0)], wiped=[2], turn=2, dice=[4, 5, 2])
    events = act(r, state, Roll(0))
    assert ev.KickFailed(2, "Cal") in events and state.bikes[2].wiped and r.to_act(state) == (0,)


def test_a_coin_replaces_the_ace_then_a_normal_roll_may_follow() -> None:
    r, state = race([(3, 0), (4, 0), (0, 0)], wiped=[2], turn=2, coins=[0, 0, 2], dice=[2, 2, 3])
    assert Kickstart() in r.legal_actions(state, 2)
    events = act(r, state, Kickstart())
    assert events == [ev.Kickstarted(2, "Cal", (0, 0), True)]
    assert state.bikes[2].coins == 1 and state.discard == 1 and state.phase == DECIDE
    assert r.legal_actions(state, 2) == [Roll(0), Roll(1), Pass()]
    act(r, state, Roll(0))
    assert state.phase == MOVE and len(state.dice) == 3


def test_an_occupied_reentry_space_means_no_attempt_but_a_discarded_coin() -> None:
    r, state = race([(3, 0), (4, 0), (6, 0)], wiped=[2], turn=1)
    state.bikes[0].space = (6, 0)
    state.discard = 1
    events = act(r, state, Pass())
    assert ev.CoinTaken(2, "Cal", True) in events
    assert state.bikes[2].coins == 1 and state.discard == 0 and r.to_act(state) == (0,)


# --- the finish --------------------------------------------------------------------------


def test_crossing_the_finish_line_wins_and_the_rest_rank_as_they_stand() -> None:
    r, state = race([(10, 0), (8, 0), (8, 1), (2, 0)], dice=[3, 1, 1])
    state.bikes[0].coins = 0
    act(r, state, Roll(0))
    path = ((11, 0), (12, 0))
    assert Move(3, path) in r.legal_actions(state, 0)
    events = act(r, state, Move(3, path))
    assert events[-1] == ev.RaceWon(0, "Ann", ("Ann", "Ben", "Cal", "Dee"))
    assert state.phase == OVER and r.to_act(state) == ()
    outcome = r.outcome(state)
    assert outcome is not None and outcome.ranking == (0, 1, 2, 3)
    assert outcome.scores == (1.0, 2.0, 2.0, 4.0)
    with pytest.raises(IllegalAction, match="over"):
        r.apply(state, 1, Roll(0))


def test_sideways_off_the_finish_tile_is_not_a_finish() -> None:
    r, state = race([(10, 0), (0, 0), (0, 1)], dice=[2])
    act(r, state, Roll(0))
    assert r.legal_actions(state, 0) == [Move(2, ((11, 0), (12, 0)))]


def test_a_saved_track_skips_the_building() -> None:
    r = rules()
    state = r.new_state(setup(4, layout([(0, 0), (0, 1), (0, 2)])), 3)
    assert len(state.tiles) == 3 and not state.built
    assert all(not b.tiles for b in state.bikes)
    bare = Setup(setup(3).seats, {}, layout([(0, 0), (1, 0), (2, 0)]))
    assert len(r.new_state(bare, 3).tiles) == 3  # a track given without options is raced on
    built = Setup(setup(3).seats, {"track": "build"}, layout([(0, 0), (1, 0), (2, 0)]))
    assert r.new_state(built, 3).tiles == []
    with pytest.raises(ValueError, match="cannot be raced"):
        r.new_state(setup(3, layout([(0, 0), (5, 5)])), 3)
    with pytest.raises(ValueError, match="3 to 4 players"):
        r.new_state(setup(2), 3)


def test_moves_name_places_as_the_board_shows_them_never_grid_coordinates() -> None:
    r, state = race([(0, 1), (3, 2), (2, 3)], cells=BEND, dice=[2, NULL, 5])
    act(r, state, Roll(0))
    words = [r.describe_action(state, 0, a) for a in r.legal_actions(state, 0)]
    assert words == [
        "Ride 2 to the bottom-left space of tile 2",
        "Ride 2 to the top-right space of tile 1, turning on the bottom-right space of tile 1",
        "Ride 2 to the top-right space of tile 1, turning on the top-left space of tile 1",
    ]
    assert not any("(" in w and "," in w for w in words), words
    r, state = race([(1, 0), (0, 0), (0, 1)], cells=BEND, dice=[4])
    act(r, state, Roll(0))
    assert r.describe_action(state, 0, WipeOut(3, 0)) == "Wipe out from the top-right space of tile 2"
    building = r.new_state(setup(3), 1)
    building.tiles = [PlacedTile(0, (0, 0)), PlacedTile(1, (1, 0))]
    said = r.describe_action
    assert said(building, 0, PlaceTile(2, 0)) == "Lay a tile to the right of tile 2 (straight on)"
    assert said(building, 0, PlaceTile(1, 1)) == "Lay a tile below tile 2 (a bend)"
    building.tiles = building.tiles[:1]
    assert said(building, 0, PlacePawn(1, 1)) == "Put your bike on the bottom-right space of tile 1"
