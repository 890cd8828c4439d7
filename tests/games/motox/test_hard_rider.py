"""The Hard MotoX player's own riding: coins kept on the way, all spent on the last stretch."""

from __future__ import annotations

from tabletop.games.motox.actions import Kickstart, Roll
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.hard_rider import HardRider
from tabletop.games.motox.search import MotoXSearch

from .helpers import race, rules

# On the six-tile straight the finish line lies past x = 11; Ann leads alone with three coins.


def test_in_the_lead_far_from_the_finish_hard_keeps_its_coins_where_normal_buys_a_die() -> None:
    r, state = race([(3, 0), (1, 0), (0, 1)], coins=[3, 0, 0])
    assert MotoXBot(1).choose(r, r.view(state, 0), 0) == Roll(1)
    assert HardRider(1).choose(r, r.view(state, 0), 0) == Roll(0)


def test_on_the_last_stretch_hard_spends_every_coin_it_may() -> None:
    r, state = race([(9, 0), (7, 0), (6, 1)], coins=[3, 0, 0])
    assert HardRider(1).choose(r, r.view(state, 0), 0) == Roll(3)
    behind, second = race([(7, 0), (9, 0), (6, 1)], coins=[3, 0, 0])
    assert HardRider(1).choose(behind, behind.view(second, 0), 0) == Roll(2), "two dice already, four at most"


def test_a_wiped_out_bike_still_kick_starts_with_a_coin() -> None:
    r, state = race([(5, 0), (1, 0), (0, 1)], coins=[2, 0, 0], wiped=[0])
    assert HardRider(1).choose(r, r.view(state, 0), 0) == Kickstart()


def test_the_search_rides_its_own_turns_with_the_hard_rider() -> None:
    assert isinstance(MotoXSearch(rules()).own_policy(4), HardRider)
