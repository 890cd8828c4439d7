"""How Hard drives its own car: the Normal player's driving, with the exact odds' speeds when two
cars race on open road."""

from __future__ import annotations

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.raceday.actions import ChooseSpeed
from tabletop.games.raceday.bot import RaceDayBot
from tabletop.games.raceday.game import make_search

from .helpers import CRUISE, STAND_ON_IT, race, rules


def test_with_more_than_two_cars_it_drives_as_the_normal_player() -> None:
    r = rules()
    search = make_search()
    state = r.new_state(Setup(tuple(SeatSetup(name, True) for name in "ABC")), 3)
    drivers = [search.own_policy(seat) for seat in range(3)]
    normals = [RaceDayBot(seat) for seat in range(3)]
    while r.outcome(state) is None:
        seat = r.to_act(state)[0]
        choice = drivers[seat].choose(r, state, seat)
        assert normals[seat].choose(r, state, seat) == choice
        r.apply(state, seat, choice)


def test_two_cars_on_open_road_it_gambles_its_last_smoke_where_the_odds_say_so() -> None:
    # 39 rows to go with a smoke counter, the rival 24 from the line: the Normal player
    # cruises until the line is in reach; the odds stand on it, which is what it plays.
    r, state = race({"A": "r01b", "B": "r16b"}, lap=3, cards={"A": 10, "B": 7})
    state.cars[0].engine = 1
    search = make_search()
    odds, speeds = search.duel_odds(state, 0, 1)
    assert speeds[odds.best(39, 24, 1, 0)] == STAND_ON_IT.speed
    assert RaceDayBot(1).choose(r, r.view(state, 0), 0) == CRUISE
    assert search.own_policy(1).choose(r, r.view(state, 0), 0) == STAND_ON_IT
    # Far ahead, it cruises as the Normal player does.
    state.cars[1].distance = 20
    assert search.own_policy(1).choose(r, r.view(state, 0), 0) == CRUISE == ChooseSpeed("cruise")
