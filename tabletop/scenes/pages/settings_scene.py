"""The settings screen: every change applies at once and is saved at once."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UIPanel

from tabletop.files.settings import ANIMATION_SPEEDS, WINDOW_PRESETS
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import MARGIN, centred
from tabletop.table.machinery.cloth import draw_cloth

ROW_HEIGHT = 48
LABEL_WIDTH = 250
PANEL_SIZE = (860, 470)


class SettingsScene(Scene):
    def build_ui(self) -> None:
        rect = centred(self.ctx.size, *PANEL_SIZE)
        panel = UIPanel(rect, manager=self.ctx.ui, container=self.root, starting_height=1)
        UILabel(
            pygame.Rect(MARGIN, 16, rect.width - 2 * MARGIN, 44), "Settings",
            manager=self.ctx.ui, container=panel, object_id=ObjectID(class_id="@panel_heading"),
        )
        settings = self.ctx.settings
        rows: list[tuple[str, Sequence[tuple[str, str, Any]]]] = [
            ("Animation speed", [
                (name.capitalize(), "animation_speed", name) for name in ANIMATION_SPEEDS
            ]),
            ("Window size", [
                (f"{w} x {h}", "window_size", (w, h)) for w, h in WINDOW_PRESETS
            ]),
            ("Full screen", [("Off", "fullscreen", False), ("On", "fullscreen", True)]),
            ("Colour-blind markings", [("Off", "colour_blind", False), ("On", "colour_blind", True)]),
        ]
        y = 84
        room = rect.width - 2 * MARGIN - LABEL_WIDTH
        for label, choices in rows:
            UILabel(
                pygame.Rect(MARGIN, y, LABEL_WIDTH, ROW_HEIGHT), label, manager=self.ctx.ui,
                container=panel, object_id=ObjectID(class_id="@panel_label"),
            )
            width = min(150, (room - 8 * (len(choices) - 1)) // len(choices))
            x = MARGIN + LABEL_WIDTH
            for index, (text, key, value) in enumerate(choices):
                button = self.add_button(
                    pygame.Rect(x, y, width, ROW_HEIGHT), text, partial(self._choose, key, value),
                    container=panel, object_id=f"#{key}_{index}",
                )
                if getattr(settings, key) == value:
                    button.select()
                x += width + 8
            y += ROW_HEIGHT + 22
        self.add_button(
            pygame.Rect(rect.width - MARGIN - 160, rect.height - MARGIN - ROW_HEIGHT, 160, ROW_HEIGHT),
            "Back", self.on_escape, container=panel,
        )

    def _choose(self, key: str, value: Any) -> None:
        error = self.ctx.update_settings(**{key: value})
        # The display may have changed size, which already rebuilt the widgets; a rebuild
        # here also moves the "selected" mark to the new choice.
        self.rebuild_ui()
        if error:
            self.ctx.stack.push(DialogScene(self.ctx, "Settings not saved", error))

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
