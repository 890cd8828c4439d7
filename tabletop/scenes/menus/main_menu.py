"""The main menu: title art and New game, Continue, Load game, Settings, Rules, Quit.

New game, Continue and Load game belong to code registered in `menu_actions`;
without a hook the button is not shown. Continue also needs its hook to say an
autosave exists, and is checked again every time the menu comes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.language import _
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP, button_width, column
from tabletop.scenes.menus import menu_actions
from tabletop.scenes.widgets.title_art import menu_backdrop
from tabletop.table.panels.panel import draw_panel

MENU_WIDTH = 300
# Pixels between a button's border and its longest words, on either side: button_width's least
# room left "Éditeur de circuits" edge to edge in its button.
MENU_WORD_ROOM = 28
BUTTON_HEIGHT = 58
TITLE_SHARE = 0.2  # of the window height given to the app's name


class MainMenu(Scene):
    home_label = "menu"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        # Asked of the hooks when the widgets are built, not every frame: finding
        # out whether an autosave exists may mean reading the disk.
        self.entries: list[tuple[str, Callable[[], None]]] = []

    def _current_entries(self) -> list[tuple[str, Callable[[], None]]]:
        hooks = menu_actions.actions()
        found: list[tuple[str, Callable[[], None]]] = []
        if hooks.continue_game is not None and hooks.can_continue():
            found.append((_("Continue"), self._hook(hooks.continue_game)))
        if hooks.new_game is not None:
            found.append((_("New game"), self._hook(hooks.new_game)))
        if hooks.learn is not None:
            found.append((_("Learn to play"), self._hook(hooks.learn)))
        if hooks.load_game is not None:
            found.append((_("Load game"), self._hook(hooks.load_game)))
        if hooks.track_editor is not None:
            found.append((_("Track editor"), self._hook(hooks.track_editor)))
        found += [
            (_("Settings"), self._open_settings),
            (_("Rules"), self._open_rules),
            (_("Quit"), self.ctx.quit),
        ]
        return found

    # Imported when first opened, so the menu shows sooner at launch.
    def _open_settings(self) -> None:
        from tabletop.scenes.pages.settings_scene import SettingsScene

        self.ctx.stack.push(SettingsScene(self.ctx))

    def _open_rules(self) -> None:
        from tabletop.scenes.pages.rules_help import RulesHelpScene

        self.ctx.stack.push(RulesHelpScene(self.ctx))

    def _hook(self, hook: menu_actions.MenuHook) -> Callable[[], None]:
        return lambda: hook(self.ctx)

    def button_height(self) -> int:
        """Buttons get lower in a short window, so every entry fits under the title."""
        count = max(1, len(self.entries))
        room = self.ctx.size[1] - self.title_rect().bottom - 2 * MARGIN - (count - 1) * ROW_GAP - MARGIN
        return max(36, min(BUTTON_HEIGHT, room // count))

    def menu_rect(self) -> pygame.Rect:
        count = len(self.entries)
        height = count * self.button_height() + (count - 1) * ROW_GAP + 2 * MARGIN
        # As wide as its longest word needs ("Éditeur de circuits" touched the borders at 300).
        ui = self.ctx.ui
        face = ui.get_theme().get_font(["@menu_button", "button"])
        widest = max((max(button_width(ui, label, "@menu_button"), face.size(label)[0] + 2 * MENU_WORD_ROOM)
                      for label, _action in self.entries), default=0)
        rect = pygame.Rect(0, 0, max(MENU_WIDTH, widest + 2 * MARGIN), height)
        top = self.title_rect().bottom
        rect.midright = (self.ctx.size[0] - MARGIN * 2, (top + self.ctx.size[1]) // 2)
        return rect

    def title_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        return pygame.Rect(MARGIN, MARGIN // 2, w - 2 * MARGIN, round(h * TITLE_SHARE))

    def art_rect(self) -> pygame.Rect:
        top = self.title_rect().bottom
        menu = self.menu_rect()
        return pygame.Rect(MARGIN, top, menu.left - 2 * MARGIN, self.ctx.size[1] - top - MARGIN)

    def build_ui(self) -> None:
        self.entries = self._current_entries()
        menu = self.menu_rect()
        rects = column(menu.x + MARGIN, menu.y + MARGIN, menu.width - 2 * MARGIN, self.button_height(),
                       len(self.entries))
        for (label, action), rect in zip(self.entries, rects, strict=True):
            self.add_button(rect, label, action, class_id="@menu_button")

    def on_resume(self) -> None:
        # An autosave may have appeared or gone while another screen was open.
        self.rebuild_ui()

    def on_escape(self) -> None:
        """Esc on the main menu does nothing: quitting takes a deliberate click on Quit."""

    def draw(self, surface: pygame.Surface) -> None:
        title, art = self.title_rect(), self.art_rect()
        boxes = (*title.topleft, *title.size), (*art.topleft, *art.size)
        surface.blit(menu_backdrop(self.ctx.size, *boxes), (0, 0))
        draw_panel(surface, self.menu_rect(), alpha=245, radius=16)
