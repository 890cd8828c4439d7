"""The settings screen: every change applies at once and is saved at once."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UIPanel

from tabletop.files.settings import ANIMATION_SPEEDS, WINDOW_PRESETS
from tabletop.language import LANGUAGES, N_, _, language, pgettext
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import MARGIN, centred
from tabletop.table.machinery.cloth import draw_cloth

ROW_HEIGHT = 48
LABEL_GAP = 20  # between a row's label and its first choice
CHOICE_GAP = 6  # between two choices
CHOICE_WIDTH = 150  # a choice's button, at most
# Narrower in a 960 x 600 window (`centred` keeps a margin): the label column is as wide as its
# longest words, so four window sizes still get their words whole there, with the theme's padding.
PANEL_SIZE = (920, 540)
# The animation speeds as the buttons name them (the settings file keeps the English keys).
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}


class SettingsScene(Scene):
    def build_ui(self) -> None:
        rect = centred(self.ctx.size, PANEL_SIZE[0], min(PANEL_SIZE[1], self.ctx.size[1] - 20))
        panel = UIPanel(rect, manager=self.ctx.ui, container=self.root, starting_height=1)
        UILabel(
            pygame.Rect(MARGIN, 16, rect.width - 2 * MARGIN, 44), _("Settings"),
            manager=self.ctx.ui, container=panel, object_id=ObjectID(class_id="@panel_heading"),
        )
        rows: list[tuple[str, Sequence[tuple[str, str, Any]]]] = [
            (_("Language"), [(name, "language", code) for code, name in LANGUAGES.items()]),
            (_("Animation speed"), [
                (_(SPEED_NAMES[name]), "animation_speed", name) for name in ANIMATION_SPEEDS
            ]),
            (_("Window size"), [
                (f"{w} x {h}", "window_size", (w, h)) for w, h in WINDOW_PRESETS
            ]),
            (_("Full screen"), [(pgettext("switch", "Off"), "fullscreen", False),
                                (pgettext("switch", "On"), "fullscreen", True)]),
            (_("Colour-blind markings"), [(pgettext("switch", "Off"), "colour_blind", False),
                                          (pgettext("switch", "On"), "colour_blind", True)]),
        ]
        y = 76
        face = self.ctx.ui.get_theme().get_font(["@panel_label", "label"])
        label_width = max(face.size(label)[0] for label, _choices in rows) + LABEL_GAP
        room = rect.width - 2 * MARGIN - label_width
        for label, choices in rows:
            UILabel(
                pygame.Rect(MARGIN, y, label_width, ROW_HEIGHT), label, manager=self.ctx.ui,
                container=panel, object_id=ObjectID(class_id="@panel_label"),
            )
            width = min(CHOICE_WIDTH, (room - CHOICE_GAP * (len(choices) - 1)) // len(choices))
            x = MARGIN + label_width
            for index, (text, key, value) in enumerate(choices):
                button = self.add_button(
                    pygame.Rect(x, y, width, ROW_HEIGHT), text, partial(self._choose, key, value),
                    container=panel, object_id=f"#{key}_{index}",
                )
                if self._in_use(key) == value:
                    button.select()
                x += width + CHOICE_GAP
            y += ROW_HEIGHT + 14
        self.add_button(
            pygame.Rect(rect.width - MARGIN - 160, rect.height - MARGIN - ROW_HEIGHT, 160, ROW_HEIGHT),
            _("Back"), self.on_escape, container=panel,
        )

    def _in_use(self, key: str) -> Any:
        """The value this run uses, which the screen marks: `tabletop --lang` and `--size` hold for
        the run without changing the saved settings (a window asked a size is never full screen)."""
        if key == "language":
            return language()
        if key in ("window_size", "fullscreen") and self.ctx.run_size is not None:
            return self.ctx.run_size if key == "window_size" else False
        return getattr(self.ctx.settings, key)

    def _choose(self, key: str, value: Any) -> None:
        error = self.ctx.update_settings(**{key: value})
        # The display may have changed size, which already rebuilt the widgets; a rebuild
        # here also moves the "selected" mark to the new choice.
        self.rebuild_ui()
        if error:
            self.ctx.stack.push(DialogScene(self.ctx, _("Settings not saved"), error))

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
