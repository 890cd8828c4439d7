"""MotoX's bot against random movers (the full figure is in docs/benchmarks.md)."""

from __future__ import annotations

from tabletop.bench.motox_bot import bot_wins
from tabletop.games.motox.actions import Roll
from tabletop.games.motox.bot import MotoXBot

from .helpers import race


def test_the_bot_beats_two_random_movers_most_of_the_time() -> None:
    assert bot_wins(3, 12) >= 9


def test_the_bot_buys_a_second_die_only_when_alone_in_the_lead() -> None:
    r, level = race([(0, 0), (1, 0), (1, 1)], coins=[3, 3, 3], turn=1)
    assert r.race_ranks(level)[1] == 1 and MotoXBot(1).choose(r, r.view(level, 1), 1) == Roll(0)
    r, ahead = race([(0, 0), (3, 0), (1, 0)], coins=[3, 3, 3], turn=1)
    assert MotoXBot(1).choose(r, r.view(ahead, 1), 1) == Roll(1)
