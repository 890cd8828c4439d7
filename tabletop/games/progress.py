"""How far a match has got, in a few words as a player says it ("Lap 2 of 3", "Heat 4 of 15"):
each game's module's `progress(state)`; a game without one says nothing."""

from __future__ import annotations

from typing import Any

from tabletop.games.registry import game_module


def progress_note(game_id: str, state: Any) -> str:
    hook = getattr(game_module(game_id), "progress", None)
    return "" if hook is None else str(hook(state))
