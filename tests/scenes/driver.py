"""Drive the real app by posting real pygame events and running real frames."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from tabletop.app import App
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.menus import game_hooks, new_game
from tabletop.table.machinery.animation import Animator

FRAME = 1 / 60


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self) -> Scene | None:
        return self.app.ctx.stack.top

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.step(FRAME)

    def buttons(self) -> list[UIButton]:
        """Every button on screen right now (hidden ones excluded)."""
        return [
            sprite
            for sprite in self.app.ctx.ui.get_sprite_group().sprites()
            if isinstance(sprite, UIButton) and sprite.visible and sprite.alive()
        ]

    def button_texts(self) -> list[str]:
        return [str(button.text) for button in self.buttons()]

    def button(self, text: str) -> UIButton:
        found = [button for button in self.buttons() if button.text == text]
        assert len(found) == 1, f"expected one visible {text!r} button, found {self.button_texts()}"
        return found[0]

    def button_with_id(self, object_id: str) -> UIButton:
        found = [button for button in self.buttons() if button.object_ids[-1] == object_id]
        assert len(found) == 1, f"expected one visible button {object_id!r}"
        return found[0]

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Press and release at `pos`, then run frames for the UI's events to arrive."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False))
        # Frame one handles the mouse; pygame_gui posts UI_BUTTON_PRESSED for frame two.
        self.frames(2)

    def click_button(self, text: str) -> None:
        self.click(self.button(text).rect.center)

    def click_id(self, object_id: str) -> None:
        self.click(self.button_with_id(object_id).rect.center)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(2)

    def type_text(self, text: str) -> None:
        """Type `text` as a keyboard does: each letter's key goes down, then the text it makes."""
        for letter in text:
            key = ord(letter.lower()) if letter.isascii() else pygame.K_UNKNOWN
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0))
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0))
        self.frames(2)

    def wheel(self, y: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                             precise_y=float(y), touch=False, which=0))
        self.frames(1)

    def click_at(self, pos: pygame.Vector2) -> None:
        self.click((round(pos.x), round(pos.y)))

    def drag(self, start: pygame.Vector2, end: pygame.Vector2) -> None:
        """Press at `start`, move there in five steps, release at `end`."""
        a, b = (round(start.x), round(start.y)), (round(end.x), round(end.y))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False))
        for step in range(1, 6):
            point = (a[0] + (b[0] - a[0]) * step // 5, a[1] + (b[1] - a[1]) * step // 5)
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
            pygame.event.post(motion)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False))
        self.frames(2)

    def frames_until(self, done: Callable[[], bool], what: str, seconds: float = 60) -> None:
        """Run frames until `done()`: for work on another thread (a search, races run in the
        background), which the frames only poll. A short sleep between frames gives the thread
        the processor, so a busy machine needs more time, never more frames than it has."""
        deadline = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < deadline, f"{what} after {seconds} s"
            time.sleep(0.01)
            self.frames(1)

    def settle(self, animator: Animator, limit: int = 900) -> None:
        """Run frames until the animations are over (a click would skip them; we wait)."""
        for _ in range(limit):
            if not animator.busy:
                break
            self.frames(1)
        self.frames(1)


def main_menu(
    make_app: type[App], size: tuple[int, int] = (1280, 720), *, instant: bool = False
) -> Driver:
    """The real app in a `size` window at its main menu, with the game hooks installed as
    `run_app` does and no remembered new-game form; `instant` animations for tests that play long."""
    game_hooks.install()
    new_game.remembered.clear()
    driver = Driver(make_app(size))
    if instant:
        driver.app.ctx.update_settings(animation_speed="instant")
    driver.frames(1)
    return driver
