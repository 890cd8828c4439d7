"""What every scene shares: the UI manager, the settings, the window, the stack."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame_gui

from tabletop.files.settings import Settings, save_settings
from tabletop.language import _, set_language
from tabletop.paths import os_reason

if TYPE_CHECKING:
    from tabletop.scenes.machinery.stack import SceneStack


@dataclass
class AppContext:
    ui: pygame_gui.UIManager
    stack: SceneStack
    settings: Settings
    settings_path: Path | None  # None: the user's folder cannot be used, settings live in memory only
    size: tuple[int, int]
    # Re-applies the window size and full-screen choice from `settings` (set by the app).
    apply_display: Callable[[], None]
    running: bool = True
    run_size: tuple[int, int] | None = None
    """The window size this run was asked for (`tabletop --size`), until the player picks one: the
    saved setting is not changed by it."""

    def quit(self) -> None:
        """Close the app at the end of this frame."""
        self.running = False

    def update_settings(self, **changes: Any) -> str | None:
        """Change and save settings; the error text if saving failed (the change still holds)."""
        display_changed = any(k in changes for k in ("window_size", "fullscreen"))
        if display_changed:
            self.run_size = None
        self.settings = replace(self.settings, **changes)
        self.stack.speed = self.settings.speed_multiplier
        if display_changed:
            self.apply_display()
        if "language" in changes:
            self.speak(self.settings.language)
        if self.settings_path is None:
            return None
        try:
            save_settings(self.settings, self.settings_path)
        except OSError as exc:
            return _("Your settings could not be saved to {path}: {reason}").format(
                path=self.settings_path, reason=os_reason(exc)
            )
        return None

    def speak(self, code: str) -> None:
        """Switch every text to language `code` now: pygame_gui's own words, then each open
        screen laid out again (a game in progress keeps its state)."""
        set_language(code)
        self.ui.set_locale(code)
        self.stack.relanguage()
