"""The main menu's game hooks, registered by the code that knows about games and saves.

The menu itself knows no game. Whoever can start a new game, resume the
autosave or load a save file registers a hook here; a button whose hook is not
registered is not shown at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.scenes.machinery.context import AppContext

MenuHook = Callable[["AppContext"], None]


def _nothing_to_continue() -> bool:
    return False


@dataclass
class MenuActions:
    new_game: MenuHook | None = None
    continue_game: MenuHook | None = None
    can_continue: Callable[[], bool] = _nothing_to_continue
    load_game: MenuHook | None = None
    learn: MenuHook | None = None
    track_editor: MenuHook | None = None


_registry = MenuActions()


def actions() -> MenuActions:
    return _registry


def register_new_game(hook: MenuHook) -> None:
    """`hook(ctx)` opens the new-game setup (usually by pushing a scene)."""
    _registry.new_game = hook


def register_continue(hook: MenuHook, available: Callable[[], bool]) -> None:
    """`hook(ctx)` resumes the autosave; the button shows only while `available()` is true."""
    _registry.continue_game = hook
    _registry.can_continue = available


def register_load_game(hook: MenuHook) -> None:
    """`hook(ctx)` lets the player pick a saved game and opens it."""
    _registry.load_game = hook


def register_learn(hook: MenuHook) -> None:
    """`hook(ctx)` offers the guided first games."""
    _registry.learn = hook
def register_track_editor(hook: MenuHook) -> None:
    """`hook(ctx)` opens the track editor."""
    _registry.track_editor = hook


def reset() -> None:
    """Forget every hook (tests use this to start clean)."""
    global _registry
    _registry = MenuActions()
