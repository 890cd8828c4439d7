"""The Hard MotoX player's own habits: a twisting track, coins kept on the way and all spent
on the last stretch."""

from __future__ import annotations

from tabletop.games.motox.actions import Kickstart, PlaceCoin, PlaceTile, Roll, RollForFirst
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.hard_rider import HardRider
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.search import MotoXSearch
from tabletop.games.motox.state import BUILD, MotoXState

from .helpers import LoadedDice, race, rules, setup


def building() -> tuple[MotoXRules, MotoXState]:
    """Cal builds first; three tiles run east in a line, and it is Cal's turn again."""
    r = rules()
    state = r.new_state(setup(3), 5)
    state.rng = LoadedDice([1, 2, 5])
    for seat in range(3):
        r.apply(state, seat, RollForFirst())
    for seat, cell in ((2, (0, 0)), (0, (1, 0)), (1, (2, 0))):
        r.apply(state, seat, PlaceTile(*cell))
    assert state.phase == BUILD and r.to_act(state) == (2,)
    return r, state


def test_building_hard_lays_a_coin_whenever_one_fits() -> None:
    r, state = building()
    legal = r.legal_actions(state, 2)
    assert PlaceCoin(1) in legal and PlaceTile(3, 0) in legal
    for seed in range(20):
        assert isinstance(HardRider(seed).choose(r, r.view(state, 2), 2), PlaceCoin)
    normal = {type(MotoXBot(seed).choose(r, r.view(state, 2), 2)) for seed in range(20)}
    assert normal == {PlaceCoin, PlaceTile}, "Normal mixes them, by what it holds"


def test_building_hard_turns_the_track_where_normal_would_rather_run_straight() -> None:
    r, state = building()
    state.bikes[2].build_coins = 0
    bends = {PlaceTile(2, 1), PlaceTile(2, -1)}
    for seed in range(20):
        assert HardRider(seed).choose(r, r.view(state, 2), 2) in bends
    normal = [MotoXBot(seed).choose(r, r.view(state, 2), 2) for seed in range(20)]
    assert normal.count(PlaceTile(3, 0)) > len(normal) // 3

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
