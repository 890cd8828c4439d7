"""Learn to play: pick a game and play a guided first game of it against the computer."""

from __future__ import annotations

from functools import partial

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UITextBox

from tabletop.games.setup import game_info
from tabletop.language import N_, _, local
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP, as_html, centred
from tabletop.scenes.play.table_launch import start_guided_game
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.panels.panel import draw_panel
from tabletop.tutorial.catalogue import games_with_tutorials

WIDTH = 520
BUTTON_HEIGHT = 52
INTRO = N_(
    "A short game against the computer, set up in advance. A coach rings the one thing to do "
    "next and says what it does and why. End the lesson at any time and play on."
)


class LearnScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.games = games_with_tutorials()

    def panel(self) -> pygame.Rect:
        height = 170 + (len(self.games) + 1) * (BUTTON_HEIGHT + ROW_GAP) + MARGIN
        return centred(self.ctx.size, WIDTH, height)

    def build_ui(self) -> None:
        panel = self.panel()
        inner = panel.width - 2 * MARGIN
        UILabel(
            pygame.Rect(panel.x + MARGIN, panel.y + 12, inner, 44), _("Learn to play"),
            manager=self.ctx.ui, container=self.root, object_id=ObjectID(class_id="@panel_heading"),
        )
        UITextBox(
            as_html(_(INTRO)), pygame.Rect(panel.x + MARGIN - 6, panel.y + 60, inner + 12, -1),
            manager=self.ctx.ui, container=self.root, object_id=ObjectID(class_id="@blurb"),
        )
        y = panel.y + 170
        for game_id in self.games:
            self.add_button(
                pygame.Rect(panel.x + MARGIN, y, inner, BUTTON_HEIGHT), local(game_info(game_id).name),
                partial(start_guided_game, self.ctx, game_id), object_id=f"#learn_{game_id}",
                class_id="@menu_button",
            )
            y += BUTTON_HEIGHT + ROW_GAP
        self.add_button(pygame.Rect(panel.x + MARGIN, y, inner, BUTTON_HEIGHT), _("Back"), self.on_escape)

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        draw_panel(surface, self.panel(), alpha=245, radius=16)
