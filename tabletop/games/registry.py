"""Which games exist, and how to get each one's rules by id."""

from __future__ import annotations

import importlib
from typing import Any

from tabletop.engine.contract import Rules

GAME_IDS: tuple[str, ...] = ("nascard",)


def rules_for(game_id: str) -> Rules[Any]:
    """The rules object of a game; KeyError for a game that does not exist."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    module = importlib.import_module(f"tabletop.games.{game_id}.game")
    rules: Rules[Any] = module.make_rules()
    return rules
