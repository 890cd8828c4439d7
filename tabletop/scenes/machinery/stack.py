"""The scene stack: push, pop, replace; overlays drawn bottom-up from the topmost opaque scene.

Only the top scene receives input and time, so everything below an overlay is
paused. Widgets of scenes hidden behind an opaque scene are hidden too, so
nothing of them can show through (the hand-off screen relies on this).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

import pygame

from tabletop.scenes.machinery.memory import release_memory

FADE_SECONDS = 0.18  # at normal animation speed
FADE_ALPHA = 210  # how dark the fade starts


class StackedScene(Protocol):
    """What the stack asks of a scene (`base.Scene` is one). The stack knows scenes by this
    alone: a scene holds the app's context, and the context holds the stack."""

    depth: int  # set by the stack

    @property
    def opaque(self) -> bool: ...

    @property
    def home_label(self) -> str | None: ...

    def on_enter(self) -> None: ...

    def on_exit(self) -> None: ...

    def on_pause(self) -> None: ...

    def on_resume(self) -> None: ...

    def asks_before_closing(self, close: Callable[[], None]) -> bool: ...

    def on_resize(self, size: tuple[int, int]) -> None: ...

    def on_language(self) -> None: ...

    def set_ui_visible(self, visible: bool) -> None: ...

    def rebuild_ui(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def wants_frames(self) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_over_widgets(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[StackedScene] = []
        # The animation speed multiplier from settings; "instant" (inf) skips fades.
        self.speed = 1.0
        self._fade_left = 0.0
        # Something changed outside input and animation (a scene came or went): draw once.
        self._redraw = True
        # A scene has closed: give its memory back once the window is at rest.
        self._closed = False

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def scenes(self) -> tuple[StackedScene, ...]:
        return tuple(self._scenes)

    @property
    def top(self) -> StackedScene | None:
        return self._scenes[-1] if self._scenes else None

    # -- changes ----------------------------------------------------------------------

    def push(self, scene: StackedScene) -> None:
        # The app's first screen comes straight up: there is no earlier screen to fade from.
        fade = scene.opaque and bool(self._scenes)
        if self._scenes:
            self._scenes[-1].on_pause()
        scene.depth = len(self._scenes)
        self._scenes.append(scene)
        scene.on_enter()
        self._changed(fade)

    def pop(self) -> StackedScene:
        scene = self._scenes.pop()
        scene.on_exit()
        self._closed = True
        if self._scenes:
            self._scenes[-1].on_resume()
        self._changed(scene.opaque)
        return scene

    def replace(self, scene: StackedScene) -> None:
        """Swap the top scene for `scene` (the one below is not resumed in between)."""
        if self._scenes:
            self._scenes.pop().on_exit()
            self._closed = True
        scene.depth = len(self._scenes)
        self._scenes.append(scene)
        scene.on_enter()
        self._changed(scene.opaque)

    @property
    def home(self) -> StackedScene:
        """Where leaving a game goes back to: the topmost scene that calls itself a home
        (`home_label`; the track editor under a test drive), else the bottom one."""
        for scene in reversed(self._scenes[:-1]):
            if scene.home_label is not None:
                return scene
        return self._scenes[0]

    def pop_to(self, scene: StackedScene) -> None:
        """Pop every scene above `scene`, which then resumes."""
        while self._scenes and self._scenes[-1] is not scene:
            self.pop()

    def close_window(self, close: Callable[[], None]) -> None:
        """The window's close button: `close`, unless a scene, however deep (the editor under its
        test drive), asks about work not saved first; it then closes once answered."""
        for scene in reversed(self._scenes):
            if scene.asks_before_closing(close):
                return
        close()

    def request_redraw(self) -> None:
        """Draw the next frame even at rest (for a change no event or animation caused)."""
        self._redraw = True

    def _changed(self, fade: bool) -> None:
        self._redraw = True
        if math.isinf(self.speed):
            self._fade_left = 0.0
        elif fade:
            self._fade_left = FADE_SECONDS
        first = self._first_drawn()
        for index, scene in enumerate(self._scenes):
            scene.set_ui_visible(index >= first)

    def _first_drawn(self) -> int:
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                return index
        return 0

    # -- the frame --------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        return bool(self._scenes) and self._scenes[-1].handle_event(event)

    def update(self, dt: float) -> None:
        self._fade_left = max(0.0, self._fade_left - dt * self.speed)
        if self._scenes:
            self._scenes[-1].update(dt)

    def release_closed(self) -> None:
        """Give back what closed scenes held, if one closed since (a full collection and a trim of
        the C heap, 20 ms or more). The app calls this at rest, where such a pause cannot show:
        in the frame after the close it would hold up the next scene's first frame."""
        if self._closed:
            self._closed = False
            release_memory()

    def at_rest(self) -> bool:
        """Nothing changes on screen until the next input: no fade, no animation, no timer."""
        top = self.top
        return not self._redraw and self._fade_left <= 0 and (top is None or not top.wants_frames())

    def covers_window(self) -> bool:
        """The scenes drawn paint every pixel (an opaque scene is among them)."""
        return bool(self._scenes) and self._scenes[self._first_drawn()].opaque

    def draw(self, surface: pygame.Surface) -> None:
        self._redraw = False
        for scene in self._scenes[self._first_drawn() :]:
            scene.draw(surface)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """What the top scene draws over every widget (its keyboard ring)."""
        if self._scenes:
            self._scenes[-1].draw_over_widgets(surface)

    def draw_fade(self, surface: pygame.Surface) -> None:
        """The fade after a scene change; drawn over everything, widgets included."""
        if self._fade_left <= 0:
            return
        # Darkening by a factor is a black veil with that alpha, without blending a whole window.
        level = 255 - round(FADE_ALPHA * self._fade_left / FADE_SECONDS)
        surface.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)

    def relanguage(self) -> None:
        for scene in self._scenes:
            scene.on_language()
        self._changed(fade=False)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self._scenes:
            scene.on_resize(size)
        self._changed(fade=False)
