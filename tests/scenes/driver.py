"""Drive the real app by posting real pygame events and running real frames."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from tabletop.app import App
from tabletop.scenes.base import Scene

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

    def wheel(self, y: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                             precise_y=float(y), touch=False, which=0))
        self.frames(1)
