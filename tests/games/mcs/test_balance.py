"""The balance command: colours rotated round the seats, the commit order swapped."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.games.mcs import balance


def test_matches_swap_who_chooses_first_and_meetings_count_every_point() -> None:
    match = balance.matches(range(2), 3)
    assert match.matches == 2
    assert sum(match.points.values()) == sum(match.first_points.values())
    assert sum(match.wins.values()) == 2
    meeting = balance.meetings(range(1), 3)
    assert meeting.meetings == 1 and sum(meeting.wins.values()) == 1
    assert 100 <= sum(meeting.points.values()) <= 120  # 20 heats of at most 6 points
    both = balance.MatchFigures()
    both.add(match)
    both.add(match)
    assert both.matches == 4 and both.points == match.points + match.points
    text = balance.report(meeting, match)
    assert "red" in text and "whoever chose first" in text


def test_one_match_of_each_seating_puts_the_host_in_either_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    real = balance.play_match

    def spy(rules: Any, setup: Setup, seed: int) -> Match:
        seen.append(tuple(s.colour for s in setup.seats))
        return real(rules, setup, seed)

    monkeypatch.setattr(balance, "play_match", spy)
    balance.matches(range(2), 5)
    assert seen == [("red", "yellow"), ("yellow", "red")]
    seen.clear()
    balance.meetings(range(1, 2), 5)
    assert seen == [("yellow", "blue", "white", "red")]
