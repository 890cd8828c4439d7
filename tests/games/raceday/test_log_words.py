"""Race Day's log and dice tray say the same sums the same way, and right, in both languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.games.raceday import events as ev
from tabletop.games.raceday.view.animation import _check_line, _roll_words
from tabletop.language import set_language


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_a_roll_taken_below_nothing_is_no_move_not_wrong_sums(language: str) -> None:
    rolled = ev.MoveRolled(0, "Anna", "Check Up", -2, 1, 0)
    said, tray = rolled.describe(), _roll_words(rolled)
    assert "= 0" not in said and "= 0" not in tray
    if language == "en":
        assert said == "Anna picks Check Up and rolls 1, less 2: no move."
        assert tray == "rolled 1, less 2: no move"
    else:
        assert said == "Anna choisit Check Up et fait 1, moins 2 : pas de déplacement."
        assert tray == "dé 1, moins 2 : pas de déplacement"


def test_a_roll_that_moves_keeps_its_sums(language: str) -> None:
    assert "3 - 2 = 1" in ev.MoveRolled(0, "Anna", "Check Up", -2, 3, 1).describe()


def test_the_log_and_the_tray_write_a_check_against_its_target_alike(language: str) -> None:
    check = ev.CheckRolled(0, "Anna", "engine", (2, 6), 4, True, "Stand on It")
    written = "8 against 4+" if language == "en" else "8 contre 4+"
    assert written in check.describe()
    assert written in _check_line(check)[0]
