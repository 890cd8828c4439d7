"""The in-game menu over a paused game: Resume, Save, Load, Undo, End lesson, Rules, Settings,
Quit to menu.

The game scene that opens it gives the callbacks. Save, Load, Undo and End lesson appear
only when given. Rules and Settings open on top of the pause menu (closing them
comes back here); the other entries close the menu first, then call back. Undo is
greyed out while it would take nothing back, the reason shown when the pointer
rests on it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel

from tabletop.language import N_, _
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP, centred, column
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.pages.settings_scene import SettingsScene
from tabletop.table.panels.tooltip import Tooltip

Callback = Callable[[], None]
BUTTON_HEIGHT = 50
WIDTH = 340


class PauseMenu(Scene):
    opaque = False

    def __init__(
        self,
        ctx: AppContext,
        *,
        on_save: Callback | None = None,
        on_load: Callback | None = None,
        on_undo: Callback | None = None,
        undo_refusal: Callable[[], str | None] = lambda: None,
        on_end_lesson: Callback | None = None,
        on_rules: Callback | None = None,
        on_settings: Callback | None = None,
        on_quit_to_menu: Callback | None = None,
        rules_page: str | None = None,
    ) -> None:
        """Without `on_rules`/`on_settings` the generic screens open (rules at `rules_page`);
        without `on_quit_to_menu` every scene above the bottom one (the main menu) closes.
        `undo_refusal`: why Undo would take nothing back now, in the asking player's words
        (None: it would); asked each time the menu is laid out, in the language spoken."""
        super().__init__(ctx)
        self.undo_refusal = undo_refusal
        self.undo_button: UIButton | None = None
        self.refusal: str | None = None
        # A disabled button shows no tool tip of its own: the menu shows the refusal itself.
        self.tooltip = Tooltip()
        # English labels, translated when laid out: the language may change while the menu is open.
        self.entries: list[tuple[str, Callback]] = [(N_("Resume"), self.on_escape)]
        for label, callback in (
            (N_("Save"), on_save), (N_("Load"), on_load), (N_("Undo"), on_undo),
            (N_("End lesson"), on_end_lesson),
        ):
            if callback is not None:
                self.entries.append((label, self._closing(callback)))
        self.entries.append((N_("Rules"), on_rules or self._open_rules(rules_page)))
        self.entries.append((N_("Settings"), on_settings or self._open_settings))
        home = ctx.stack.home.home_label if len(ctx.stack) else None
        quit_label = N_("Quit to editor") if home == "editor" else N_("Quit to menu")
        self.entries.append((quit_label, self._closing(on_quit_to_menu or self._to_menu)))

    def _closing(self, callback: Callback) -> Callback:
        def run() -> None:
            if self.ctx.stack.top is self:
                self.ctx.stack.pop()
            callback()

        return run

    def _open_rules(self, page: str | None) -> Callback:
        return lambda: self.ctx.stack.push(RulesHelpScene(self.ctx, initial=page))

    def _open_settings(self) -> None:
        self.ctx.stack.push(SettingsScene(self.ctx))

    def _to_menu(self) -> None:
        self.ctx.stack.pop_to(self.ctx.stack.home)

    def build_ui(self) -> None:
        # Lower buttons where the window is too short for every entry at full height (a lesson's
        # eight in a 960 x 600 window): `centred` would cut the panel, and the last entries with it.
        room = self.ctx.size[1] - 2 * MARGIN - 80 - MARGIN
        button_height = min(BUTTON_HEIGHT, room // len(self.entries) - ROW_GAP)
        height = 80 + len(self.entries) * (button_height + ROW_GAP) + MARGIN
        rect = centred(self.ctx.size, WIDTH, height)
        panel = UIPanel(rect, manager=self.ctx.ui, container=self.root, starting_height=1)
        UILabel(
            pygame.Rect(MARGIN, 16, rect.width - 2 * MARGIN, 44), _("Paused"),
            manager=self.ctx.ui, container=panel, object_id=ObjectID(class_id="@panel_heading"),
        )
        rects = column(MARGIN, 76, rect.width - 2 * MARGIN, button_height, len(self.entries))
        self.undo_button, self.refusal = None, None
        for (label, callback), button_rect in zip(self.entries, rects, strict=True):
            button = self.add_button(button_rect, _(label), callback, container=panel)
            if label == N_("Undo"):
                self.undo_button, self.refusal = button, self.undo_refusal()
                if self.refusal is not None:
                    button.disable()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            over = self.undo_button is not None and self.undo_button.rect.collidepoint(event.pos)
            self.tooltip.point_at(event.pos, self.refusal if over else None)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tooltip.hide()
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.tooltip.update(dt)

    def wants_frames(self) -> bool:
        return self.tooltip.text is not None and not self.tooltip.showing  # the rest before it shows

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        super().draw_over_widgets(surface)
        self.tooltip.draw(surface)

    def on_escape(self) -> None:
        self.ctx.stack.pop()
