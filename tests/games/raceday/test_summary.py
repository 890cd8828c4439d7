"""What a finished race reports: the lap chart the results screen draws."""

from __future__ import annotations

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.raceday.state import OUT
from tabletop.games.raceday.summary import summarise
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match


def test_a_car_out_ends_its_line_at_the_round_it_went_out_behind_every_running_car() -> None:
    # Seed 9: the third car goes out in round 2 of this six-car race.
    seats = tuple(SeatSetup(f"Computer {n}", True, "") for n in range(1, 7))
    match = play_match(rules_for("raceday"), Setup(seats, {"laps": 1}), 9)
    state = match.state
    (out,) = [car for car in state.cars if car.status == OUT]
    went_out = next(number for number, row in enumerate(state.running_order, start=1) if row[out.seat] == 0)
    assert went_out == 2
    values = summarise(match)["chart"]["series"][out.seat]["values"]
    assert len(values) == went_out
    assert values[-1] == len(state.cars)


def test_the_results_say_a_car_went_out_as_the_chart_does() -> None:
    seats = tuple(SeatSetup(f"Computer {n}", True, "") for n in range(1, 7))
    match = play_match(rules_for("raceday"), Setup(seats, {"laps": 1}), 9)
    (out,) = [car for car in match.state.cars if car.status == OUT]
    assert summarise(match)["details"] == {out.name: "out of the race"}
