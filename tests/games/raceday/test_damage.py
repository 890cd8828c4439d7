"""What can hurt a car: checks, damage (and the abilities that cancel it) and bumping."""

from __future__ import annotations

import pytest

from tabletop.games.raceday import events as ev
from tabletop.games.raceday.state import OUT

from .helpers import CHECK_UP, CRUISE, STAND_ON_IT, LoadedDice, drive, move_to, of_type, play, race

# --- checks and damage ---------------------------------------------------------------------------


def test_a_failed_engine_check_adds_smoke_and_the_second_puts_the_car_out() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, cards={"A": 2}, dice=[2, 1, 2])
    events = drive(r, state, "A", STAND_ON_IT, "r09b")
    check = of_type(events, ev.CheckRolled)[0]
    assert (check.check, check.dice, check.target, check.passed) == ("engine", (1, 2), 5, False)
    assert state.cars[0].engine == 1 and state.cars[0].status != OUT
    state.rng = LoadedDice([1, 2, 1, 1])
    drive(r, state, "B", CRUISE, "r16b")
    events = drive(r, state, "A", STAND_ON_IT, "r13")
    out = of_type(events, ev.CarOut)
    assert out and "2nd Engine damage" in out[0].describe()
    car = state.cars[0]
    assert car.status == OUT and car.space is None and car.engine == 2


@pytest.mark.parametrize(("dice", "passed"), [((3, 2), True), ((2, 1), False)])
def test_the_books_engine_checks_three_and_two_passes_two_and_one_fails(
    dice: tuple[int, int], passed: bool
) -> None:
    # Card 2's Engine value is 5, like the car in the book's example.
    r, state = race({"A": "r05b", "B": "r15b"}, cards={"A": 2}, dice=[2, *dice])
    events = drive(r, state, "A", STAND_ON_IT, "r09b")
    check = of_type(events, ev.CheckRolled)[0]
    assert (check.dice, check.target, check.passed) == (dice, 5, passed)
    assert state.cars[0].engine == (0 if passed else 1)


def test_a_passed_engine_check_costs_nothing() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, cards={"A": 2}, dice=[2, 3, 3])
    events = drive(r, state, "A", STAND_ON_IT, "r09b")
    assert of_type(events, ev.CheckRolled)[0].passed and not of_type(events, ev.DamageTaken)
    assert state.cars[0].engine == 0


def test_a_failed_body_check_after_check_up_costs_body_and_the_fifth_puts_the_car_out() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, cards={"A": 2}, dice=[5, 2, 1])
    events = drive(r, state, "A", CHECK_UP, "r08b")
    check = of_type(events, ev.CheckRolled)[0]
    assert (check.check, check.target, check.passed) == ("body", 5, False)
    assert state.cars[0].body == 1
    state.cars[0].body = 4
    state.rng = LoadedDice([3, 5, 1, 1])
    drive(r, state, "B", CRUISE, "r18b")
    events = drive(r, state, "A", CHECK_UP, "r11b")
    assert "5th Body damage" in of_type(events, ev.CarOut)[0].describe()
    assert state.cars[0].space is None and state.occupant("r11b") is None


@pytest.mark.parametrize(
    ("card", "speed", "dice", "kind"),
    [(4, STAND_ON_IT, [2, 1, 1, 4, 4], "engine"), (5, CHECK_UP, [5, 1, 1, 5, 5], "body")],
)
def test_abilities_can_cancel_check_damage_with_a_driver_check(card, speed, dice, kind) -> None:  # type: ignore[no-untyped-def]
    r, state = race({"A": "r05b", "B": "r15b"}, cards={"A": card}, dice=dice)
    play(r, state, ("A", speed))
    events = play(r, state, ("A", r.legal_actions(state, 0)[0]))
    checks = of_type(events, ev.CheckRolled)
    assert [c.check for c in checks] == [kind, "driver"] and not checks[0].passed and checks[1].passed
    assert of_type(events, ev.DamageAvoided) and not of_type(events, ev.DamageTaken)
    assert (state.cars[0].body, state.cars[0].engine) == (0, 0)


def test_needle_threader_can_cancel_blocked_damage() -> None:
    places = {"A": "r05b", "B": "r08a", "C": "r08b", "D": "r08c"}
    r, state = race(places, cards={"A": 10}, dice=[4, 3, 2, 1, 2, 3, 5])
    play(r, state, ("A", CRUISE))
    events = play(r, state, ("A", move_to(r, state, "r07b")))
    assert of_type(events, ev.DamageAvoided)[0].amount == 2
    assert state.cars[0].body == 0


# --- bumping ------------------------------------------------------------------------------------------


def test_matching_dice_of_cars_next_to_each_other_cost_both_a_body_damage() -> None:
    r, state = race({"A": "r02b", "B": "r06a", "C": "r06c"}, dice=[3, 4, 4, 1])
    events = drive(r, state, "A", CRUISE, "r05b")
    bump = of_type(events, ev.BumpRolled)[0]
    assert bump.who == ("A", "B", "C") and bump.dice == (4, 4, 1) and bump.pairs == ((0, 1),)
    assert bump.reveals
    hits = {(d.who, d.amount) for d in of_type(events, ev.DamageTaken)}
    assert hits == {("A", 1), ("B", 1)}


def test_matching_dice_of_cars_apart_do_no_harm() -> None:
    r, state = race({"A": "r02b", "B": "r06a", "C": "r06c"}, dice=[3, 2, 5, 5])
    events = drive(r, state, "A", CRUISE, "r05b")
    bump = of_type(events, ev.BumpRolled)[0]
    assert bump.pairs == () and bump.apart == ((1, 2),)
    assert "not next to each other" in bump.describe()
    assert not of_type(events, ev.DamageTaken)


def test_no_bump_roll_without_a_car_around() -> None:
    r, state = race({"A": "r02b", "B": "r07a"}, dice=[3])
    events = drive(r, state, "A", CRUISE, "r05c")
    assert not of_type(events, ev.BumpRolled)


def test_three_matching_dice_cost_each_car_only_one_damage() -> None:
    r, state = race({"A": "r02b", "B": "r06a", "C": "r06b"}, dice=[3, 6, 6, 6])
    events = drive(r, state, "A", CRUISE, "r05b")
    assert sorted(d.who for d in of_type(events, ev.DamageTaken)) == ["A", "B", "C"]


def test_rubbing_is_racing_can_shrug_off_a_bump() -> None:
    r, state = race({"A": "r02b", "B": "r06b"}, cards={"B": 12}, dice=[3, 4, 4, 4, 4])
    events = drive(r, state, "A", CRUISE, "r05b")
    assert [d.who for d in of_type(events, ev.DamageTaken)] == ["A"]
    assert of_type(events, ev.DamageAvoided)[0].who == "B"
