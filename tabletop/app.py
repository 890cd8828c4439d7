"""The window and its main loop: display, UI manager, scene stack, events.

Frames come at up to 60 a second while anything moves: an animation, a timer,
input and the widget hover effects just after it. At rest (a table waiting for
a decision, a menu nobody touches) nothing is drawn and the loop sleeps until
the next event, so an idle window costs next to no CPU.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from tabletop import paths
from tabletop.content.problems import ContentError
from tabletop.content.text_files import check_theme
from tabletop.files.settings import (
    MIN_WINDOW_SIZE,
    fit_window,
    keep_broken,
    load_settings,
    settings_path,
    window_room,
)
from tabletop.language import N_, _, set_language
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.held_keys import HeldKeys, keep_repeat
from tabletop.scenes.machinery.stack import SceneStack
from tabletop.scenes.machinery.ui_manager import AppUIManager
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.widgets.shapes import restore_shapes

FPS = 60
MAX_FRAME_SECONDS = 0.1  # after a stall, catch up at most this much at once
# Full-rate frames go on this long after the last input: widget hover fades, tool tips
# (shown after a second's hover), cards easing under the pointer.
INPUT_GRACE_SECONDS = 1.5
# At rest the loop still wakes this often: time passes for the scenes, and a focused
# text field's cursor blinks.
IDLE_WAKE_SECONDS = 0.5
# pygame's own `event.wait` polls the queue every millisecond, which costs a few
# per cent of a core; the loop sleeps in longer naps and looks for events between.
IDLE_NAP_SECONDS = 0.025
WINDOW_TITLE = "Tabletop Racing"
# A smoke run ends by printing this and the monotonic clock's time of its first frame.
FIRST_FRAME_REPORT = "first frame shown at monotonic"
UI_FONT = "freesans"
NOTHING_KEPT = N_("You can play, but settings, saves and tracks are lost when the app closes.")


def theme_file() -> Path:
    return paths.data_dir() / "theme.json"


def make_ui(size: tuple[int, int]) -> pygame_gui.UIManager:
    """The UI manager with the app's theme, all text in pygame's bundled font.

    A theme file that `validate` refuses is not loaded: the widgets keep pygame_gui's
    own look, and `theme_problems()` says why.
    """
    ui = AppUIManager(size, enable_live_theme_updates=False)
    font_file = str(Path(pygame.__file__).parent / pygame.font.get_default_font())
    # The bundled font has a single (bold) face, so every style maps to it.
    ui.add_font_paths(UI_FONT, font_file, font_file, font_file, font_file)
    if not theme_problems():
        ui.get_theme().load_theme(str(theme_file()))
    return ui


def theme_problems() -> str:
    """What is wrong with the theme file, in `file:line: problem` lines; '' when nothing is."""
    try:
        check_theme(theme_file())
    except ContentError as exc:
        return str(exc)
    return ""


def prefer_plain_framebuffer() -> None:
    """On X11, show frames through the plain window framebuffer, not an OpenGL texture.

    Everything is drawn in software anyway; the texture path loads the GL driver
    (about 95 MiB more RSS under Mesa) and costs CPU on every flip. Measured on
    Linux only, so other systems keep SDL's own choice.
    """
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def on_the_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """`size` fitted to the desktop the window opens on, beside its panels (see `fit_window`)."""
    desktops = pygame.display.get_desktop_sizes()
    return fit_window(size, window_room(desktops[0] if desktops else None))


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        settings_file: Path | None = None,
        language: str | None = None,
    ) -> None:
        prefer_plain_framebuffer()
        pygame.display.init()
        pygame.font.init()
        keep_repeat()
        self.settings_file = settings_file or settings_path()
        settings, problems = load_settings(self.settings_file)
        # `tabletop --lang` speaks its language for this run; the saved setting stays as it was.
        set_language(language or settings.language)
        if problems:  # told in the language the file itself asked for, known only once read
            problems = load_settings(self.settings_file)[1]
        folder_problem = paths.user_dir_problem()
        if folder_problem:
            told = _("{command}: {message}").format(command="tabletop", message=folder_problem)
            print(told, file=sys.stderr)
        # A size asked for (`--size`) is kept; the saved one, or the first window's, fits the screen
        # beside its panels.
        self.window_size = size or on_the_desktop(settings.window_size)
        self.fullscreen = settings.fullscreen and size is None
        self.screen = self._open_window()
        pygame.display.set_caption(WINDOW_TITLE)
        self.clock = pygame.time.Clock()
        self._since_input = 0.0
        self.held_keys = HeldKeys()
        # `time.monotonic()` when the first frame was shown: what `tabletop bench launch` times.
        self.first_frame_at: float | None = None
        stack = SceneStack()
        stack.speed = settings.speed_multiplier
        ui = make_ui(self.screen.get_size())
        ui.set_locale(language or settings.language)
        self.keep_shapes = restore_shapes(ui, theme_file())
        game_hooks.install_table_exits()
        self.ctx = AppContext(
            ui=ui,
            stack=stack,
            settings=settings,
            settings_path=None if folder_problem else self.settings_file,
            size=self.screen.get_size(),
            apply_display=self.apply_display,
            run_size=size,
        )
        stack.push(MainMenu(self.ctx))
        if problems:
            self.tell(_("Settings file problem"), self._settings_told(problems, folder_problem is None))
        if theme_problems():
            plain = _("The app carries on with a plain look.")
            self.tell(_("Theme file problem"), f"{theme_problems()}\n\n{plain}")
        if folder_problem:
            self.tell(_("Nothing will be kept"), f"{folder_problem}\n\n{_(NOTHING_KEPT)}")

    def _settings_told(self, problems: list[str], writable: bool) -> str:
        """The settings file's problems, and where the file is kept as it was: the app's next
        change of a setting writes over it, and what it could not read (a player's names, the
        lessons offered) must not be lost with it."""
        told = "\n".join(problems)
        copy = keep_broken(self.settings_file) if writable else None
        if copy is not None:
            told += "\n\n" + _("The file as it was is kept beside it as {name}.").format(name=copy.name)
        carry_on = _("The app carries on with the settings it could read, the others at their defaults.")
        return f"{told}\n\n{carry_on}"

    # -- the window ------------------------------------------------------------------

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    def apply_display(self) -> None:
        """Reopen the window as the settings now say (size preset, full screen)."""
        self.window_size = on_the_desktop(self.ctx.settings.window_size)
        self.fullscreen = self.ctx.settings.fullscreen
        self.screen = self._open_window()
        self._relayout()

    def toggle_fullscreen(self) -> None:
        error = self.ctx.update_settings(fullscreen=not self.ctx.settings.fullscreen)
        if error:
            self.tell(_("Settings not saved"), error)

    def tell(self, title: str, message: str) -> None:
        """A message over whatever is open (imported when first needed: the menu does not wait)."""
        from tabletop.scenes.machinery.dialog import DialogScene

        self.ctx.stack.push(DialogScene(self.ctx, title, message))

    def _relayout(self) -> None:
        size = self.screen.get_size()
        if size == self.ctx.size:
            return
        self.ctx.size = size
        self.ctx.ui.set_window_resolution(size)
        self.ctx.stack.resize(size)

    def _window_resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        width, height = self.screen.get_size()
        if width < MIN_WINDOW_SIZE[0] or height < MIN_WINDOW_SIZE[1]:
            # Smaller than this, menus and the table no longer fit: hold the floor.
            size = (max(width, MIN_WINDOW_SIZE[0]), max(height, MIN_WINDOW_SIZE[1]))
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._relayout()

    # -- the loop ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.ctx.stack.close_window(self.ctx.quit)
            return
        if event.type == pygame.VIDEORESIZE:
            self._window_resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.held_keys.repeated(event):
            return
        # Widgets first: a click on a button must not also reach the table beneath it.
        if self.ctx.ui.process_events(event):
            return
        self.ctx.stack.handle_event(event)

    def step(self, dt: float) -> bool:
        """One frame: events, time, and drawing unless at rest. `dt` is in seconds; True if drawn."""
        events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            if not self.ctx.running:
                return False
        keep_repeat()
        self._since_input = 0.0 if events else self._since_input + dt
        self.ctx.stack.update(dt)
        self.ctx.ui.update(dt)
        if self.at_rest():
            self.ctx.stack.release_closed()
            if not events and not self._cursor_blinks():
                return False
        self.draw(self.screen)
        pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.monotonic()
            self._after_first_frame()
        return True

    def _after_first_frame(self) -> None:
        """Housekeeping that the menu need not wait for."""
        self.keep_shapes()
        paths.remove_stale_temp_files()

    def at_rest(self) -> bool:
        """Nothing on screen changes until the next event: the loop may sleep."""
        return self._since_input >= INPUT_GRACE_SECONDS and self.ctx.stack.at_rest()

    def _cursor_blinks(self) -> bool:
        return any(isinstance(element, UITextEntryLine) for element in self.ctx.ui.get_focus_set() or ())

    def wait_for_event(self, timeout: float = IDLE_WAKE_SECONDS) -> None:
        """Sleep until an event is queued or `timeout` seconds pass."""
        end = time.monotonic() + timeout
        while not pygame.event.peek() and time.monotonic() < end:
            time.sleep(IDLE_NAP_SECONDS)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.ctx.stack.covers_window():
            surface.fill((0, 0, 0))
        self.ctx.stack.draw(surface)
        self.ctx.ui.draw_ui(surface)
        self.ctx.stack.draw_over_widgets(surface)
        self.ctx.stack.draw_fade(surface)

    def run(self, frames: int | None = None) -> int:
        """Loop until the player quits, or for `frames` frames; the exit status."""
        count = 0
        while self.ctx.running and (frames is None or count < frames):
            if self.at_rest():
                self.wait_for_event()
            # The first frame waits for nothing: a capped tick would hold it back for whatever
            # is left of a 60th of a second since the clock was made with the window.
            rate = FPS if self.first_frame_at is not None else 0
            dt = min(self.clock.tick(rate) / 1000, MAX_FRAME_SECONDS)
            self.step(dt)
            count += 1
        return 0


def run_app(
    smoke_frames: int | None = None,
    size: tuple[int, int] | None = None,
    start: Callable[[AppContext], object] | None = None,
    language: str | None = None,
) -> int:
    """Open the app; with `smoke_frames`, run that many frames and return (for CI).

    `start(ctx)` opens a first screen over the main menu (`tabletop edit` opens the editor).
    """
    game_hooks.install()
    app = App(size, language=language)
    if start is not None:
        start(app.ctx)
    try:
        status = app.run(smoke_frames)
    finally:
        pygame.quit()
    if smoke_frames is not None and app.first_frame_at is not None:
        print(f"{FIRST_FRAME_REPORT} {app.first_frame_at:.6f}", flush=True)
    return status
