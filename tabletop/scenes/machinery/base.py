"""The scene base class: lifecycle hooks, input, drawing, and its own pygame_gui widgets.

Every scene builds its widgets inside one root container (`self.root`) so the
stack can hide, show or throw them away together. Overlays (`opaque = False`)
get a see-through dimming panel as their root, which also stops clicks from
reaching the widgets of the scenes underneath.

Every button made by `add_button`, and every drop-down and text field in `self.root`, can be
reached from the keyboard (`button_focus`). A scene's own keys come first (it calls the base's
`handle_event` last), so one that uses the arrows or Enter keeps them; one whose arrows mean
something everywhere says `keyboard_focus = False`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIPanel

from tabletop.scenes.machinery.baseline_button import BaselineButton
from tabletop.scenes.machinery.button_focus import ButtonFocus, Control, fields_and_lists
from tabletop.scenes.machinery.context import AppContext

# pygame_gui draws higher layers on top; each scene on the stack gets its own band
# of layers so an overlay's widgets always cover the widgets of the scene below.
LAYERS_PER_SCENE = 100


class Scene:
    opaque = True  # draws the whole window; nothing below it needs drawing
    home_label: str | None = None  # set by scenes a finished game returns to ("menu", "editor")
    keyboard_focus = True  # Tab and the arrows ring this scene's controls, Enter and Space use them

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.depth = 0  # position on the stack, set by the stack before on_enter
        self.root: UIContainer | UIPanel | None = None
        self._actions: dict[UIButton, Callable[[], None]] = {}
        self.focus = ButtonFocus(
            lambda: self.ctx.ui, lambda: [*self._actions, *fields_and_lists(self.root)], self.reading_regions,
            lambda button: self._actions[button](), self.ring_leaving,
        )

    # -- lifecycle (called by the stack) -------------------------------------------

    def on_enter(self) -> None:
        self.rebuild_ui()

    def on_exit(self) -> None:
        self.clear_ui()

    def on_pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_resume(self) -> None:
        """The scene on top of this one was popped."""

    def asks_before_closing(self, close: Callable[[], None]) -> bool:
        """Whether the scene asks the player something before the window closes (work not saved
        yet), calling `close` once answered; most scenes have nothing to lose, and say no."""
        return False

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild_ui()

    def on_language(self) -> None:
        """The app now speaks another language: lay every text out again (the state stays)."""
        self.on_resize(self.ctx.size)

    def set_ui_visible(self, visible: bool) -> None:
        if self.root is None:
            return
        if visible:
            self.root.show()
        else:
            self.root.hide()

    # -- widgets --------------------------------------------------------------------

    def rebuild_ui(self) -> None:
        """Throw the widgets away and lay them out again for the current window size (the ring
        stays on the same button)."""
        ringed = self.focus.mark()
        self.clear_ui()
        rect = pygame.Rect((0, 0), self.ctx.size)
        height = 1 + self.depth * LAYERS_PER_SCENE
        if self.opaque:
            self.root = UIContainer(rect, self.ctx.ui, starting_height=height)
        else:
            self.root = UIPanel(
                rect, starting_height=height, manager=self.ctx.ui, object_id=ObjectID("#dim")
            )
        self.build_ui()
        self.focus.restore(ringed)

    def build_ui(self) -> None:
        """Create this scene's widgets inside `self.root` (subclasses override)."""

    def clear_ui(self) -> None:
        if self.root is not None:
            self.root.kill()
        self.root = None
        self._actions.clear()
        self.focus.drop()

    def add_button(
        self,
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        *,
        class_id: str | None = None,
        object_id: str | None = None,
        container: UIContainer | UIPanel | None = None,
        tool_tip: str | None = None,
    ) -> UIButton:
        button = BaselineButton(
            rect,
            text,
            manager=self.ctx.ui,
            container=container or self.root,
            object_id=ObjectID(class_id=class_id, object_id=object_id),
            tool_tip_text=tool_tip,
        )
        self._actions[button] = action
        return button

    def reading_regions(self) -> Sequence[pygame.Rect]:
        """The parts of the window read one after the other by the keyboard's ring (a form's
        columns); by default the window is read as one, top to bottom, left to right."""
        return ()

    def ring_leaving(self, control: Control, forward: bool) -> None:
        """The keyboard's ring is about to step on from `control` (back, unless `forward`): a
        scene that shows only part of a long column may lay it out again with more in view."""

    # -- input, update, draw ----------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; True if it was used. The base handles buttons, Esc and the
        keyboard's ring."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame_gui.UI_BUTTON_START_PRESS):
            self.focus.drop()  # the pointer has taken over: its player sees no ring
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is None:
                return False
            action()
            return True
        # Before Esc goes back: Esc closes an open drop-down list first.
        if event.type == pygame.KEYDOWN and self.keyboard_focus and self.focus.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        if event.type == pygame.TEXTINPUT and self.keyboard_focus:
            return self.focus.handle_text(event)
        return False

    def on_escape(self) -> None:
        """Esc goes back in menus; game scenes override it to open the pause menu."""
        if len(self.ctx.stack) > 1:
            self.ctx.stack.pop()

    def update(self, dt: float) -> None:
        """Advance time; only the top scene is updated, so scenes below stay paused."""

    def wants_frames(self) -> bool:
        """Whether something on screen moves or counts down by itself (an animation, a timer).

        While the top scene says no and no input arrives, the app draws nothing and
        sleeps until the next event, so a table waiting for a decision costs no CPU.
        """
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (its widgets are drawn by the UI manager after). Never change state."""

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """Draw what covers the widgets, after the UI manager drew them: the keyboard's ring. Only
        the top scene's is drawn (only it takes keys)."""
        if self.keyboard_focus:
            self.focus.draw(surface)
