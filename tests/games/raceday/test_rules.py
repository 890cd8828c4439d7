"""Race Day rule by rule, on small arranged positions with loaded dice."""

from __future__ import annotations

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import IllegalAction
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, NoDraft, RollForPole
from tabletop.games.raceday.blocked_risk import blocked_risk
from tabletop.games.raceday.state import DRAFT, FINISHED, MOVE, OUT, OVER, SPEED

from .helpers import (
    CHECK_UP,
    CRUISE,
    STAND_ON_IT,
    LoadedDice,
    drive,
    move_to,
    of_type,
    play,
    race,
    rules,
    setup,
)

# --- the pole --------------------------------------------------------------------------


def test_the_highest_pole_roll_takes_start_1_and_the_next_seats_follow() -> None:
    r = rules()
    state = r.new_state(setup("Ann", "Bo", "Cy", "Di"), 3)
    state.rng = LoadedDice([2, 5, 3, 1])
    for who in (0, 1, 2, 3):
        assert r.to_act(state) == (who,)
        assert r.legal_actions(state, who) == [RollForPole()]
        events = r.apply(state, who, RollForPole())
    grid = of_type(events, ev.GridFormed)[0]
    assert grid.who == ("Bo", "Cy", "Di", "Ann")
    assert state.order == [1, 2, 3, 0]
    assert [state.cars[s].space for s in state.order] == list(state.circuit.starts[:4])
    assert state.phase == SPEED and r.to_act(state) == (1,)
    assert all(e.reveals for e in events if isinstance(e, common.FirstRolled))


def test_a_tie_for_the_pole_is_rolled_again_by_the_tied_seats_only() -> None:
    r = rules()
    state = r.new_state(setup("Ann", "Bo", "Cy"), 3)
    state.rng = LoadedDice([4, 6, 6, 3, 3, 2, 5])
    events = []
    for who in (0, 1, 2):
        events += r.apply(state, who, RollForPole())
    tie = of_type(events, common.FirstTied)
    assert tie and tie[0].who == ("Bo", "Cy") and tie[0].value == 6
    assert r.to_act(state) == (1,)
    events = r.apply(state, 1, RollForPole()) + r.apply(state, 2, RollForPole())
    assert of_type(events, common.FirstTied)  # 3 and 3: again
    assert r.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction, match="not your turn"):
        r.apply(state, 0, RollForPole())
    events = r.apply(state, 1, RollForPole()) + r.apply(state, 2, RollForPole())
    grid = of_type(events, ev.GridFormed)[0]
    assert grid.who == ("Cy", "Ann", "Bo")  # Cy rolled 5 to Bo's 2; then seat order from Cy


# --- speeds and the move roll -------------------------------------------------------------


def test_cruise_moves_the_roll_and_makes_no_check() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, dice=[4])
    events = play(r, state, ("A", CRUISE))
    assert of_type(events, ev.MoveRolled)[0].spaces == 4
    assert state.phase == MOVE
    ends = {m.path[-1] for m in r.legal_actions(state, 0) if isinstance(m, Move)}
    assert ends == {"r09a", "r09b", "r09c"}
    events = play(r, state, ("A", move_to(r, state, "r09c")))
    assert state.cars[0].space == "r09c" and state.cars[0].distance == 8
    assert not of_type(events, ev.CheckRolled)
    assert r.to_act(state) == (1,)


@pytest.mark.parametrize(("start", "roll"), [("r05b", 4), ("r02a", 3), ("r05a", 2)])
def test_the_move_list_names_the_space_before_the_end_only_to_tell_two_ways_there_apart(
    start: str, roll: int
) -> None:
    r, state = race({"A": start, "B": "r15b"}, dice=[roll])
    play(r, state, ("A", CRUISE))
    moves = [m for m in r.legal_actions(state, 0) if isinstance(m, Move)]
    words = [r.describe_action(state, 0, m) for m in moves]
    assert len(set(words)) == len(words)  # every move told apart
    for move, said in zip(moves, words, strict=True):
        where = state.circuit.describe(move.path[-1])
        ways = sum(m.path[-1] == move.path[-1] for m in moves)
        via = said.partition(" (via ")[2].removesuffix(")")
        assert not via or (ways > 1 and via != where), said
    # Two ways into one lane of a stretch: the one straight behind, in that stretch too, goes unsaid.
    assert words.count(f"Move {roll} to {state.circuit.describe(moves[0].path[-1])}") == 1


def test_stand_on_it_adds_two_and_check_up_takes_two_off() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, dice=[3, 6, 6, 4, 6, 6])
    events = play(r, state, ("A", STAND_ON_IT))
    assert of_type(events, ev.MoveRolled)[0].spaces == 5
    events = play(r, state, ("A", move_to(r, state, "r10b")))
    check = of_type(events, ev.CheckRolled)[0]
    assert check.check == "engine" and check.passed and check.reveals
    events = play(r, state, ("B", CHECK_UP))
    assert of_type(events, ev.MoveRolled)[0].spaces == 2
    play(r, state, ("B", move_to(r, state, "r17b")))
    assert state.cars[1].space == "r17b"


def test_check_up_on_a_low_roll_leaves_the_car_where_it_is() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, dice=[1, 6, 6])
    events = play(r, state, ("A", CHECK_UP))
    moved = of_type(events, ev.CarMoved)[0]
    assert moved.path == () and moved.wanted == 0
    assert state.cars[0].space == "r05b" and state.cars[0].body == 0
    assert of_type(events, ev.CheckRolled)[0].check == "body"
    assert r.to_act(state) == (1,)


# --- blocked paths ----------------------------------------------------------------------------


def test_a_blocked_path_moves_as_far_as_it_can_and_costs_body_damage() -> None:
    # The rulebook's example: a roll of 4 with the road closed after 2 spaces.
    places = {"A": "r05b", "B": "r08a", "C": "r08b", "D": "r08c"}
    r, state = race(places, dice=[4, 1, 2, 3, 5])
    play(r, state, ("A", CRUISE))
    assert state.turn is not None and state.turn.reach == 2
    moves = r.legal_actions(state, 0)
    assert {m.path[-1] for m in moves if isinstance(m, Move)} == {"r07a", "r07b", "r07c"}
    before = repr(state)
    with pytest.raises(IllegalAction, match="blocked"):
        r.apply(state, 0, Move(("r06b", "r07b", "r08b", "r09b")))
    assert repr(state) == before
    events = play(r, state, ("A", move_to(r, state, "r07b")))
    damage = of_type(events, ev.DamageTaken)[0]
    assert (damage.kind, damage.amount, damage.total) == ("body", 2, 2)
    assert "2 short" in of_type(events, ev.CarMoved)[0].describe()
    assert state.cars[0].space == "r07b"


def test_blocked_damage_past_the_body_limit_never_lands() -> None:
    # Two short with three Body already: the fourth dent is the last, and the car is out at 5.
    places = {"A": "r05b", "B": "r08a", "C": "r08b", "D": "r08c"}
    r, state = race(places, dice=[4, 1, 2, 3, 5])
    state.cars[0].body = 4
    play(r, state, ("A", CRUISE))
    events = play(r, state, ("A", move_to(r, state, "r07b")))
    damage = of_type(events, ev.DamageTaken)[0]
    assert (damage.amount, damage.total, damage.limit) == (1, 5, 5)
    assert damage.describe().endswith("takes 1 Body damage from a blocked path: 5 of 5.")
    assert "(5th Body damage)" in of_type(events, ev.CarOut)[0].describe()
    assert state.cars[0].counters(5, 2) == (5, 0) and state.cars[0].status == OUT


def test_the_single_file_space_blocks_all_three_lanes() -> None:
    r, state = race({"A": "r11b", "B": "r13"}, dice=[4, 2, 5])
    play(r, state, ("A", CRUISE))
    assert state.turn is not None and state.turn.reach == 1
    events = play(r, state, ("A", move_to(r, state, "r12a")))
    assert of_type(events, ev.DamageTaken)[0].amount == 3


def test_a_car_cannot_pass_through_another() -> None:
    r, state = race({"A": "r05b", "B": "r06b"}, dice=[2, 1, 2])
    play(r, state, ("A", CRUISE))
    with pytest.raises(IllegalAction, match="in the way"):
        r.apply(state, 0, Move(("r06b", "r07b")))
    with pytest.raises(IllegalAction, match="just ahead"):
        r.apply(state, 0, Move(("r06a", "r07c")))
    assert all(m.path[0] != "r06b" for m in r.legal_actions(state, 0) if isinstance(m, Move))


# --- drafting -----------------------------------------------------------------------------------


def test_draft_a_moves_the_car_behind_into_the_space_left_free() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, dice=[3])
    drive(r, state, "A", CRUISE, "r08b")
    assert state.phase == DRAFT and r.to_act(state) == (1,)
    assert r.legal_actions(state, 1) == [Draft("A"), Draft("B"), NoDraft()]
    events = play(r, state, ("B", Draft("A")))
    drafted = of_type(events, ev.Drafted)[0]
    assert drafted.path == ("r05b",) and state.cars[1].space == "r05b"
    assert state.cars[1].distance == 4 and not state.cars[1].face_down
    assert r.to_act(state) == (1,) and state.phase == SPEED  # B's own turn follows as usual


def test_draft_b_jumps_to_the_next_to_last_space_and_skips_the_next_turn() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, cards={"B": 7}, dice=[3, 2, 5, 4])
    drive(r, state, "A", CRUISE, "r08b")
    events = play(r, state, ("B", Draft("B")))
    drafted = of_type(events, ev.Drafted)[0]
    assert drafted.path == ("r05b", "r06b", "r07b")
    assert state.cars[1].space == "r07b" and state.cars[1].distance == 6
    assert "face down" in drafted.describe()
    # A ends its turn with B right behind it: they roll to bump (2 and 5: no harm). B's turn is
    # skipped, its dashboard turns face up, and it is A's turn again.
    assert of_type(events, ev.BumpRolled)[0].dice == (2, 5)
    skipped = of_type(events, ev.TurnSkipped)
    assert skipped and skipped[0].who == "B"
    assert not state.cars[1].face_down and r.to_act(state) == (0,)
    assert state.cars[1].turns == 1


def test_a_skipped_turn_skips_the_bump_roll_too() -> None:
    # B drafts the B way and lands between A and C, so its next turn is skipped. Cars touch
    # it on both sides, yet the only bump roll is the one that ends A's turn: the dice are
    # loaded for exactly that many rolls, so one more roll would fail the test.
    r, state = race({"A": "r05b", "B": "r04b", "C": "r07a"}, cards={"B": 7}, dice=[3, 2, 5, 4])
    events = drive(r, state, "A", CRUISE, "r08b")
    events += play(r, state, ("B", Draft("B")))
    assert state.cars[1].space == "r07b"
    assert [bump.who for bump in of_type(events, ev.BumpRolled)] == [("A", "B", "C")]
    assert [skip.who for skip in of_type(events, ev.TurnSkipped)] == ["B"]
    assert isinstance(events[-1], ev.TurnSkipped) and r.to_act(state) == (2,)


def test_draft_b_follows_the_path_the_mover_chose() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, cards={"B": 7}, dice=[3, 1, 2])
    play(r, state, ("A", CRUISE), ("A", Move(("r06a", "r07a", "r08b"))))
    events = play(r, state, ("B", Draft("B")))
    assert of_type(events, ev.Drafted)[0].path == ("r05b", "r06a", "r07a")


def test_slingshot_keeps_the_dashboard_up_on_a_passed_driver_check() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, cards={"B": 2}, dice=[3, 3, 3, 2, 5])
    drive(r, state, "A", CRUISE, "r08b")
    events = play(r, state, ("B", Draft("B")))
    check = of_type(events, ev.CheckRolled)[0]
    assert check.check == "driver" and check.passed
    assert of_type(events, ev.DashboardKept)
    assert not state.cars[1].face_down and r.to_act(state) == (1,)


def test_no_draft_b_after_a_one_space_move_and_no_draft_from_a_diagonal() -> None:
    r, state = race({"A": "r05b", "B": "r04b", "C": "r04a"}, dice=[1])
    drive(r, state, "A", CRUISE, "r06b")
    assert r.legal_actions(state, 1) == [Draft("A"), NoDraft()]
    with pytest.raises(IllegalAction, match="at least 2 spaces"):
        r.apply(state, 1, Draft("B"))
    r, state = race({"A": "r05b", "C": "r04a"}, dice=[3])
    drive(r, state, "A", CRUISE, "r08b")
    assert state.phase == SPEED and r.to_act(state) == (1,)  # C was not straight behind


def test_a_face_down_car_may_draft_b_and_still_skips_only_its_next_turn() -> None:
    # The rulebook lets every car draft either way. B (Slingshot, card 8) is already face down:
    # its B draft leaves the card down, rolls no Driver check (the dice are loaded for A's move
    # and the bump roll only), and B misses one turn, after which it is A's turn again.
    r, state = race({"A": "r05b", "B": "r04b"}, cards={"B": 8}, dice=[3, 2, 5])
    state.cars[1].face_down = True
    drive(r, state, "A", CRUISE, "r08b")
    assert r.legal_actions(state, 1) == [Draft("A"), Draft("B"), NoDraft()]
    offer = r.describe_action(state, 1, Draft("B"))
    assert offer == "Draft B: to Turn 1, middle lane; your next turn is skipped already"
    assert r.coach_note(state, 1, Draft("B")) is None
    events = play(r, state, ("B", Draft("B")))
    drafted = of_type(events, ev.Drafted)[0]
    assert drafted.path == ("r05b", "r06b", "r07b") and drafted.already_down
    assert drafted.describe().endswith("; their dashboard stays face down.")
    assert not of_type(events, ev.CheckRolled) and not of_type(events, ev.DashboardKept)
    assert [e.who for e in of_type(events, ev.TurnSkipped)] == ["B"]
    assert not state.cars[1].face_down and r.to_act(state) == (0,) and state.cars[1].turns == 1


def test_a_drafting_car_can_be_drafted_in_turn() -> None:
    r, state = race({"A": "r05b", "B": "r04b", "C": "r03b"}, cards={"C": 7}, dice=[4])
    drive(r, state, "A", CRUISE, "r09b")
    play(r, state, ("B", Draft("A")))
    assert state.phase == DRAFT and r.to_act(state) == (2,)
    # B moved one space (A), so C may follow it one space, and no further.
    assert r.legal_actions(state, 2) == [Draft("A"), NoDraft()]
    events = play(r, state, ("C", Draft("A")))
    assert of_type(events, ev.Drafted)[0].path == ("r04b",)
    assert [state.cars[s].space for s in (0, 1, 2)] == ["r09b", "r05b", "r04b"]


def test_a_b_draft_chain_follows_the_path_back_one_space_each() -> None:
    r, state = race({"A": "r05b", "B": "r04b", "C": "r03b"}, cards={"B": 7, "C": 10}, dice=[4, 1, 2])
    drive(r, state, "A", CRUISE, "r09b")
    play(r, state, ("B", Draft("B")))
    assert state.cars[1].space == "r08b" and state.cars[1].face_down
    events = play(r, state, ("C", Draft("B")))
    assert of_type(events, ev.Drafted)[0].path == ("r04b", "r05b", "r06b", "r07b")
    assert state.cars[2].space == "r07b"
    # Both drafters skip their next turn, so A goes again.
    assert [e.who for e in of_type(events, ev.TurnSkipped)] == ["B", "C"] and r.to_act(state) == (0,)


def test_declining_the_draft_ends_the_chance() -> None:
    r, state = race({"A": "r05b", "B": "r04b", "C": "r03b"}, dice=[3])
    drive(r, state, "A", CRUISE, "r08b")
    events = play(r, state, ("B", NoDraft()))
    assert of_type(events, ev.DraftDeclined) and state.cars[1].space == "r04b"
    assert state.phase == SPEED and r.to_act(state) == (1,)


# --- laps, the finish, the order ---------------------------------------------------------------------


def test_laps_are_counted_at_the_line_and_the_fifth_crossing_finishes() -> None:
    r, state = race({"A": "r19b", "B": "r10b"}, dice=[3, 2, 3])
    events = drive(r, state, "A", CRUISE, "r02b")
    assert [(e.who, e.lap) for e in of_type(events, common.LapCompleted)] == [("A", 1)]
    assert state.lap_of(state.cars[0]) == 2
    r, state = race({"A": "r19b", "B": "r10b"}, dice=[3, 2, 3], lap=4)
    events = drive(r, state, "A", CRUISE, "r02b")
    finished = of_type(events, ev.CarFinished)
    assert finished and finished[0].place == 1 and not of_type(events, common.LapCompleted)
    car = state.cars[0]
    assert car.status == FINISHED and car.space is None and car.place == 1
    assert r.to_act(state) == (1,)  # the race goes on for the others
    assert r.outcome(state) is None


def test_a_car_crossing_the_line_is_told_crossing_it_not_stopping_on_a_space_past_it() -> None:
    """The finishing car leaves the track: neither its move in the list nor the log names the
    space it would have reached ("to Turn 1, inside lane") before "crosses the line 2nd"."""
    r, state = race({"A": "r19b", "B": "r10b"}, dice=[3, 2, 3], lap=4)
    play(r, state, ("A", CRUISE))
    finishing = move_to(r, state, "r02b")
    assert r.describe_action(state, 0, finishing) == "Move 3 across the finish line"
    events = play(r, state, ("A", finishing))
    said = [event.describe() for event in events[:2]]
    assert said == ["A moves 3 spaces.", "A takes the chequered flag and wins!"]


def test_a_draft_over_the_line_names_no_space_past_it() -> None:
    r, state = race({"A": "r19b", "B": "r18b"}, dice=[3, 2, 3], lap=4)
    state.cars[1].distance = state.finish_distance - 1  # B is one space short of the line
    drive(r, state, "A", CRUISE, "r02b")
    events = play(r, state, ("B", Draft("A")))
    said = [event.describe() for event in events[:2]]
    assert said == ["B drafts A (A): 1 space.", "B crosses the line 2nd."]


def test_a_draft_over_the_line_is_offered_as_crossing_it() -> None:
    """Its choice in the move list says so, as a move's does, in place of the space past the
    line it would have named ("Draft A: 1 space, to Turn 1, inside lane")."""
    r, state = race({"A": "r19b", "B": "r18b"}, dice=[3, 2, 3], lap=4)
    state.cars[1].distance = state.finish_distance - 1  # B is one space short of the line
    drive(r, state, "A", CRUISE, "r02b")
    assert state.phase == DRAFT
    assert r.describe_action(state, 1, Draft("A")) == "Draft A: 1 space, across the finish line"
    assert r.describe_action(state, 1, Draft("B")) == "Draft B: 3 spaces, across the finish line"


def test_a_draft_short_of_the_line_names_its_space() -> None:
    r, state = race({"A": "r19b", "B": "r18b"}, dice=[3, 2, 3], lap=3)
    drive(r, state, "A", CRUISE, "r02b")
    assert r.describe_action(state, 1, Draft("A")).startswith("Draft A: 1 space, to ")


def test_a_bump_check_says_who_rolls_what_even_with_numbered_names() -> None:
    bump = ev.BumpRolled((0, 1, 2), ("Alice", "Computer 4", "You"), (4, 2, 4), ((0, 2),), ())
    said = bump.describe()
    assert said == "Bump check: Alice rolls 4, Computer 4 rolls 2, you roll 4. Alice and you match."


def test_the_race_ends_when_no_car_is_left_racing_and_outs_rank_by_distance() -> None:
    r, state = race({"A": "r19b", "B": "r10b", "C": "r12b"}, dice=[3], lap=4)
    state.cars[1].status = OUT
    state.cars[1].space = None
    state.cars[1].out_at = 1
    state.outs = 1
    drive(r, state, "A", CRUISE, "r02b")
    state.cars[2].body = 4
    state.rng = LoadedDice([1, 1, 1])
    events = play(r, state, ("C", CHECK_UP))
    assert state.phase == OVER and of_type(events, common.RaceFinished)
    outcome = r.outcome(state)
    assert outcome is not None and outcome.ranking == (0, 2, 1)  # C went out further on than B
    assert r.to_act(state) == () and r.legal_actions(state, 0) == []


def test_turn_order_is_the_starting_order_whoever_leads() -> None:
    r, state = race({"A": "r05b", "B": "r09b", "C": "r02b"}, dice=[6, 1, 1, 1])
    drive(r, state, "A", CRUISE, "r11a")
    assert r.to_act(state) == (1,)
    drive(r, state, "B", CRUISE, "r10b")
    assert r.to_act(state) == (2,)
    assert state.order == [0, 1, 2]


# --- setup ---------------------------------------------------------------------------------------------


def test_seats_take_the_cards_chosen_and_random_ones_otherwise() -> None:
    r = rules()
    state = r.new_state(setup("A", "B", "C", car_2="10"), 5)
    assert state.cars[1].card == 10
    cards = [car.card for car in state.cars]
    assert len(set(cards)) == 3
    drawn = {tuple(c.card for c in r.new_state(setup("A", "B", "C", car_2="10"), s).cars) for s in range(8)}
    assert len(drawn) > 1  # the random cards come from the seed
    assert all(hand[1] == 10 for hand in drawn)
    with pytest.raises(ValueError, match="both chose"):
        r.new_state(setup("A", "B", car_1="3", car_2="3"), 1)
    with pytest.raises(ValueError, match="2 to 6 players"):
        r.new_state(setup("Solo"), 1)


def test_a_seat_without_a_colour_paints_its_car_in_its_drivers_colour() -> None:
    r = rules()
    state = r.new_state(setup("A", "B", car_1="1", car_2="9"), 1)  # both red drivers
    assert state.cars[0].colour == "red" and state.cars[1].colour != "red"
    assert state.cars[0].number == "14"


def test_illegal_actions_are_refused_with_a_reason_and_change_nothing() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, dice=[3])
    before = repr(state)
    for seat_, action, words in (
        (1, CRUISE, "not your turn"),
        (0, Move(("r06b",)), "speed"),
        (0, ChooseSpeed("flat_out"), "no speed"),
        (0, Draft("A"), "speed"),
    ):
        with pytest.raises(IllegalAction, match=words):
            r.apply(state, seat_, action)
        assert repr(state) == before
    play(r, state, ("A", CRUISE))
    with pytest.raises(IllegalAction, match="exactly 3"):
        r.apply(state, 0, Move(("r06b", "r07b")))


@pytest.mark.parametrize("speed", [STAND_ON_IT, CRUISE, CHECK_UP])
def test_a_speed_s_blocked_risk_is_the_damage_its_lowest_and_highest_rolls_deal(speed: ChooseSpeed) -> None:
    dealt = []
    for roll in (1, 6):
        r, state = race({"A": "r12b", "B": "r13"}, dice=[roll, 6, 6, 6, 6])
        events = play(r, state, ("A", speed))
        dealt.append(sum(d.amount for d in of_type(events, ev.DamageTaken) if d.cause == "blocked"))
    r, state = race({"A": "r12b", "B": "r13"})
    risk = blocked_risk(r.parts, state, speed.speed)
    # Damage past the Body limit never lands: the risk counts it, the car is out either way.
    assert risk is not None and (min(risk.least, 5), min(risk.most, 5)) == tuple(dealt) and risk.reach == 0
    assert risk.may_go_out == (risk.most >= 5) and not risk.saved_by


def test_an_open_road_risks_no_blocked_damage() -> None:
    r, state = race({"A": "r02b", "B": "r13"})
    assert all(blocked_risk(r.parts, state, speed) is None for speed in r.parts.speeds)
