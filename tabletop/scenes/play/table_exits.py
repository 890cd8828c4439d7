"""Where the table leads: the results when a match ends, the saved games from its pause menu.

Both of those put a match on a table again (Play again, opening a save), and the end of a
lesson leads to New game, so the table
scene does not import them: the app registers them here when it is built
(`game_hooks.install_table_exits`), as the menu's hooks are registered in `menu_actions`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.match import Match
    from tabletop.scenes.machinery.base import Scene
    from tabletop.scenes.machinery.context import AppContext
    from tabletop.tutorial.coach import Coach


@dataclass(frozen=True)
class TableExits:
    # The scene that replaces a finished table (with the coach of a lesson played to its end,
    # and whether Play again is autosaved as the table was: `TableScene.autosaved`).
    results: Callable[[AppContext, Match, Coach | None, bool], Scene]
    load_game: Callable[[AppContext], Scene]  # the saved games, pushed over the table
    new_game: Callable[[AppContext, str], None]  # the New game form, on the game given


_exits: TableExits | None = None


def register(exits: TableExits) -> None:
    global _exits
    _exits = exits


def table_exits() -> TableExits:
    if _exits is None:
        raise RuntimeError("the app registers the table's exits before a table opens")
    return _exits
