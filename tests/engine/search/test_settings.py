"""Hard's numbers for a match of a given number of players."""

from __future__ import annotations

from tabletop.engine.search.settings import HardSettings

BY_COUNT = HardSettings(
    playouts=200, max_steps=40, exploration=0.7, candidates=0, playouts_by_player_count=((4, 140), (6, 90))
)


def test_a_listed_player_count_plays_its_own_playouts() -> None:
    assert BY_COUNT.for_players(4).playouts == 140
    assert BY_COUNT.for_players(6).playouts == 90


def test_any_other_count_plays_the_games_playouts_and_the_rest_is_kept() -> None:
    for players in (2, 3, 5):
        assert BY_COUNT.for_players(players) == BY_COUNT
    settled = BY_COUNT.for_players(4)
    assert (settled.max_steps, settled.exploration, settled.candidates) == (40, 0.7, 0)


def test_a_level_without_a_table_plays_the_same_playouts_for_every_count() -> None:
    plain = HardSettings(playouts=80, max_steps=0, exploration=0.7, candidates=8)
    assert all(plain.for_players(players).playouts == 80 for players in range(1, 7))
