"""MotoX's bot against random movers (the full figure is in docs/benchmarks.md)."""

from __future__ import annotations

from tabletop.bench.motox_bot import bot_wins


def test_the_bot_beats_two_random_movers_most_of_the_time() -> None:
    assert bot_wins(3, 12) >= 9
