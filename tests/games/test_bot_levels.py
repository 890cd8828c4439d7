"""Every game's computer player at every level, and the file of numbers that makes the levels."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.engine.levels import ALL_LEVELS
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.games.bot_levels import bots_path, load_bot_levels, make_hard_bot, make_level_bot
from tabletop.games.registry import GAME_IDS, game_module


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_level_numbers(game_id: str) -> None:
    easy, hard = load_bot_levels(bots_path(game_id))
    assert 0 <= easy.mistakes <= 1
    assert hard.playouts >= 1


def test_the_levels_are_built_on_the_games_own_player() -> None:
    assert isinstance(make_level_bot("nascard", "random", 1, players=2), RandomBot)
    normal = game_module("nascard").make_bot(1)
    assert type(make_level_bot("nascard", "normal", 1, players=2)) is type(normal)
    assert isinstance(make_level_bot("nascard", "easy", 1, players=2), EasyBot)
    with pytest.raises(KeyError):
        make_level_bot("nascard", "expert", 1, players=2)
    assert "hard" in ALL_LEVELS


GOOD = "easy:\n  mistakes: 0.2\nhard:\n  playouts: 10\n"


def test_the_playouts_may_depend_on_the_number_of_players(tmp_path: Path) -> None:
    path = tmp_path / "raceday.yaml"
    path.write_text(GOOD + "  playouts_by_player_count: {'4': 7, '3': 9}\n")
    _easy, hard = load_bot_levels(path)
    assert hard.playouts_by_player_count == ((3, 9), (4, 7))
    assert [hard.for_players(players).playouts for players in (2, 3, 4, 5)] == [10, 9, 7, 10]


def test_a_hard_seat_plays_the_playouts_of_its_matchs_number_of_players() -> None:
    _easy, hard = load_bot_levels(bots_path("raceday"))
    assert hard.playouts_by_player_count, "Race Day's four cars search fewer positions"
    for players in range(2, 7):
        bot = make_hard_bot("raceday", 1, players=players)
        assert bot.settings == hard.for_players(players)
        seat = make_level_bot("raceday", "hard", 1, players=players)
        assert isinstance(seat, HardBot) and seat.settings == bot.settings
    assert make_hard_bot("raceday", 1, players=4).settings.playouts < hard.playouts


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("easy:\n  mistakes: 1.5\nhard:\n  playouts: 10\n", 2, "at most 1"),
        ("easy:\n  mistakes: 0.2\nhard:\n  playouts: 0\n", 4, "at least 1"),
        ("easy:\n  mistakes: 0.2\nhard:\n  playout: 10\n", 4, "playout"),
        ("easy:\n  mistakes: 0.2\n", 1, "hard"),
        (f"{GOOD}  playouts_by_player_count:\n    '2': 10\n    four: 8\n", 7, "'four' is not a number"),
        (f"{GOOD}  playouts_by_player_count:\n    '0': 8\n", 6, "'0' is not a number of players"),
        (f"{GOOD}  playouts_by_player_count:\n    '17': 8\n", 6, "from 1 to 16"),
        (f"{GOOD}  playouts_by_player_count:\n    '4': 0\n", 6, "at least 1"),
        (f"{GOOD}  playouts_by_player_count: 140\n", 5, "must be a mapping"),
    ],
)
def test_a_bad_level_file_is_refused_with_its_line(text: str, line: int, words: str, tmp_path: Path) -> None:
    path = tmp_path / "nascard.yaml"
    path.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_bot_levels(path)
    problems = caught.value.problems
    assert any(p.line == line and words in p.message for p in problems), problems
