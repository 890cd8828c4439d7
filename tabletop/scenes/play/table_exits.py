"""Where the table leads: the results when a match ends, the saved games from its pause menu.

Both of those put a match on a table again (Play again, opening a save), so the table
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


@dataclass(frozen=True)
class TableExits:
    results: Callable[[AppContext, Match], Scene]  # the scene that replaces a finished table
    load_game: Callable[[AppContext], Scene]  # the saved games, pushed over the table


_exits: TableExits | None = None


def register(exits: TableExits) -> None:
    global _exits
    _exits = exits


def table_exits() -> TableExits:
    if _exits is None:
        raise RuntimeError("the app registers the table's exits before a table opens")
    return _exits
