"""Outcomes count draws: tied seats share a place and a win."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import Outcome
from tabletop.engine.search.searchable import outcome_value


def test_without_places_the_ranking_gives_them() -> None:
    outcome = Outcome((2, 0, 1))
    assert [outcome.place_of(seat) for seat in range(3)] == [2, 3, 1]
    assert outcome.winners() == (2,)
    assert outcome.win_share(2) == 1.0 and outcome.win_share(0) == 0.0


def test_a_draw_is_a_shared_win() -> None:
    outcome = Outcome((0, 1, 2), places=(1, 1, 3))
    assert outcome.winners() == (0, 1)
    assert outcome.win_share(0) == outcome.win_share(1) == 0.5
    assert outcome.win_share(2) == 0.0


def test_the_search_values_a_win_above_a_draw_above_second_above_last() -> None:
    alone = outcome_value(Outcome((0, 1, 2)), 0)
    shared = outcome_value(Outcome((0, 1, 2), places=(1, 1, 3)), 0)
    second = outcome_value(Outcome((1, 0, 2)), 0)
    last = outcome_value(Outcome((1, 2, 0)), 0)
    assert alone == 1.0 and last == 0.0
    assert alone > shared > second > last
    assert second == pytest.approx(0.05)
