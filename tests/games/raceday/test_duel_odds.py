"""The exact odds of a two-car race on open road: the table against the race it stands for."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.raceday.actions import ChooseSpeed
from tabletop.games.raceday.bot import RaceDayBot
from tabletop.games.raceday.duel_driver import open_road
from tabletop.games.raceday.duel_odds import DuelSpeeds, duel_odds, normal_speed
from tabletop.games.raceday.game import make_search
from tabletop.games.raceday.state import RACING, SPEED

from .helpers import rules

Position = tuple[int, int, int, int, bool]  # rows to go, the rival's, smoke, the rival's, to move

SPEEDS = DuelSpeeds(die=6, modifiers=(2, 0), engine_checks=(True, False), engine_limit=2)
WEAK, STRONG = 15 / 36, 6 / 36  # an Engine check of 7+ fails 15 times in 36, of 5+ 6 times


def race_out(
    to_go: int, rival_to_go: int, smoke: int, rival_smoke: int, to_move: bool, rng: random.Random
) -> bool:
    """One cut-down race, the car taking the table's speeds and the rival Normal's: won?"""
    odds = duel_odds(SPEEDS, 100, WEAK, STRONG)
    mover = to_move
    while True:
        if mover:
            to_go, smoke = turn(to_go, smoke, odds.best(to_go, rival_to_go, smoke, rival_smoke), WEAK, rng)
            if to_go <= 0 or smoke >= SPEEDS.engine_limit:
                return to_go <= 0
        else:
            pick = normal_speed(SPEEDS, rival_to_go, rival_smoke, STRONG, to_go)
            rival_to_go, rival_smoke = turn(rival_to_go, rival_smoke, pick, STRONG, rng)
            if rival_to_go <= 0 or rival_smoke >= SPEEDS.engine_limit:
                return rival_to_go > 0
        mover = not mover


def turn(to_go: int, smoke: int, speed: int, fails: float, rng: random.Random) -> tuple[int, int]:
    """A car's roll at `speed`, and its Engine check unless the roll crossed the line."""
    to_go -= rng.randint(1, 6) + SPEEDS.modifiers[speed]
    if to_go > 0 and SPEEDS.engine_checks[speed] and rng.random() < fails:
        smoke += 1
    return to_go, smoke


@pytest.mark.parametrize(
    "position", [(100, 100, 0, 0, True), (100, 100, 0, 0, False), (30, 22, 1, 0, True), (40, 45, 0, 1, False)]
)
def test_the_table_is_the_chance_that_racing_its_speeds_wins(position: Position) -> None:
    rng = random.Random(sum(position))
    races = 6000
    won = sum(race_out(*position, rng) for _ in range(races)) / races
    expected = duel_odds(SPEEDS, 100, WEAK, STRONG).win(*position)
    assert won == pytest.approx(expected, abs=4 * (expected * (1 - expected) / races) ** 0.5)


def test_the_line_in_reach_and_a_car_out_settle_the_race() -> None:
    odds = duel_odds(SPEEDS, 100, WEAK, STRONG)
    assert odds.win(1, 50, 0, 0, True) == 1.0  # any roll crosses
    assert odds.win(50, 1, 0, 0, False) == 0.0
    assert odds.win(20, 20, 0, 0, True) > odds.win(20, 20, 0, 0, False)
    assert odds.win(20, 20, 0, 0, True) > odds.win(20, 20, 1, 0, True) > odds.win(20, 20, 1, 0, False)


def test_a_smoking_car_gambles_when_behind_as_the_normal_player_does_not() -> None:
    # The Normal player cruises with a smoke counter until the line is in reach, however the
    # race stands; the table stands on it from some rows behind, and cruises when ahead.
    odds = duel_odds(SPEEDS, 100, STRONG, STRONG)
    stand_on_it, cruise = 0, 1
    assert odds.best(40, 25, 1, 0) == stand_on_it
    assert normal_speed(SPEEDS, 40, 1, STRONG, 25) == cruise
    assert odds.best(40, 80, 1, 0) == cruise


def test_a_race_longer_than_the_table_is_judged_nearer_the_line() -> None:
    odds = duel_odds(SPEEDS, 500, WEAK, STRONG)
    assert odds.rows == 200
    assert odds.win(260, 250, 0, 0, True) == odds.win(200, 190, 0, 0, True)


def test_normal_speed_is_the_normal_players_pick_on_open_road() -> None:
    r = rules()
    search = make_search()
    compared = 0
    for seed in range(1, 7):
        state = r.new_state(Setup((SeatSetup("A", True), SeatSetup("B", True))), seed)
        bots = [RaceDayBot(seed * 2 + seat) for seat in range(2)]
        while r.outcome(state) is None:
            seat = r.to_act(state)[0]
            choice = bots[seat].choose(r, state, seat)
            car, rival = state.cars[seat], state.cars[1 - seat]
            if state.phase == SPEED and rival.status == RACING and open_road(r, state, seat):
                assert isinstance(choice, ChooseSpeed)
                odds_speeds = search.duel_odds(state, seat, 1 - seat)[1]
                fails = search.engine_fails(car)
                finish = state.finish_distance
                pick = normal_speed(SPEEDS, finish - car.distance, car.engine, fails, finish - rival.distance)
                assert choice.speed == odds_speeds[pick], (seed, state.round, seat)
                compared += 1
            r.apply(state, seat, choice)
    assert compared > 100
