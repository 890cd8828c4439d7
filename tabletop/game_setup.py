"""What a game offers before it starts (data/games/<id>.yaml), and checking a choice of it."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from tabletop.content.game_info import GameInfo, load_game_info
from tabletop.paths import data_dir


class SetupError(ValueError):
    """A setup that cannot start: the message names every problem."""


@cache
def game_info(game_id: str) -> GameInfo:
    return load_game_info(data_dir() / "games" / f"{game_id}.yaml")


def resolve_options(game_id: str, players: int, given: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of the game filled in; SetupError for bad input of any kind."""
    info = game_info(game_id)
    options, problems = info.resolve_options(given)
    if not info.min_players <= players <= info.max_players:
        problems.append(
            f"{info.name} is for {info.min_players} to {info.max_players} players, not {players}"
        )
    if problems:
        raise SetupError("; ".join(problems))
    return options
