"""Where the car to move may go: the ends of its move, the spaces to click through, the path to
an end, and the places a draft would put it (what the table lights and proposes)."""

from __future__ import annotations

from tabletop.games.raceday.actions import ChooseSpeed, Move
from tabletop.games.raceday.routes import destinations, moving_car, next_steps, path_to
from tabletop.games.raceday.state import DRAFT, MOVE

from .helpers import play, race

CRUISE = ChooseSpeed("cruise")


def test_a_roll_of_three_lights_the_row_three_ahead_and_the_first_steps() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, dice=[3])
    assert moving_car(state) is None and destinations(r, state, []) == {}  # a speed to pick first
    play(r, state, ("A", CRUISE))
    assert state.phase == MOVE and moving_car(state) == 0
    assert destinations(r, state, []) == {"r08a": "end", "r08b": "end", "r08c": "end"}
    assert next_steps(state, []) == {"r06a", "r06b", "r06c"}


def test_clicked_steps_narrow_the_ends_and_the_path_goes_through_them() -> None:
    r, state = race({"A": "r05b", "B": "r15b"}, dice=[3])
    play(r, state, ("A", CRUISE))
    assert next_steps(state, ["r06a"]) == {"r07a", "r07b"}
    assert destinations(r, state, ["r06a", "r07a"]) == {"r08a": "end", "r08b": "end"}
    assert next_steps(state, ["r06a", "r07a"]) == set()  # the last step is a click on an end
    assert path_to(state, [], "r08b") == ("r06b", "r07b", "r08b")  # straight along the lane
    assert path_to(state, ["r06a"], "r08b") == ("r06a", "r07b", "r08b")
    # Clicks that cannot lead to the end are dropped; a space that is no end has no path.
    assert path_to(state, ["r06a", "r07a"], "r08c") == ("r06c", "r07c", "r08c")
    assert path_to(state, [], "r07b") is None
    assert Move(path_to(state, [], "r08c") or ()) in r.legal_actions(state, 0)


def test_a_car_in_the_way_is_neither_an_end_nor_a_step() -> None:
    r, state = race({"A": "r05b", "B": "r07b"}, dice=[3])
    play(r, state, ("A", CRUISE))
    assert "r08b" in destinations(r, state, [])
    assert "r07b" not in next_steps(state, ["r06b"])
    assert path_to(state, [], "r08b") != ("r06b", "r07b", "r08b")


def test_a_draft_lights_the_places_of_its_options() -> None:
    r, state = race({"A": "r05b", "B": "r04b"}, dice=[3])
    play(r, state, ("A", CRUISE), ("A", Move(("r06b", "r07b", "r08b"))))
    assert state.phase == DRAFT and moving_car(state) == 1
    assert destinations(r, state, []) == {"r05b": "A", "r07b": "B"}
    assert next_steps(state, []) == set()
