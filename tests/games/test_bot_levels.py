"""Every game's computer player at every level, and the file of numbers that makes the levels."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.engine.levels import ALL_LEVELS
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.games.bot_levels import bots_path, load_bot_levels, make_level_bot
from tabletop.games.registry import GAME_IDS, game_module


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_level_numbers(game_id: str) -> None:
    easy, hard = load_bot_levels(bots_path(game_id))
    assert 0 <= easy.mistakes <= 1
    assert hard.playouts >= 1


def test_the_levels_are_built_on_the_games_own_player() -> None:
    assert isinstance(make_level_bot("nascard", "random", 1), RandomBot)
    normal = game_module("nascard").make_bot(1)
    assert type(make_level_bot("nascard", "normal", 1)) is type(normal)
    assert isinstance(make_level_bot("nascard", "easy", 1), EasyBot)
    with pytest.raises(KeyError):
        make_level_bot("nascard", "expert", 1)
    assert "hard" in ALL_LEVELS


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("easy:\n  mistakes: 1.5\nhard:\n  playouts: 10\n", 2, "at most 1"),
        ("easy:\n  mistakes: 0.2\nhard:\n  playouts: 0\n", 4, "at least 1"),
        ("easy:\n  mistakes: 0.2\nhard:\n  playout: 10\n", 4, "playout"),
        ("easy:\n  mistakes: 0.2\n", 1, "hard"),
    ],
)
def test_a_bad_level_file_is_refused_with_its_line(text: str, line: int, words: str, tmp_path: Path) -> None:
    path = tmp_path / "nascard.yaml"
    path.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_bot_levels(path)
    problems = caught.value.problems
    assert any(p.line == line and words in p.message for p in problems), problems
