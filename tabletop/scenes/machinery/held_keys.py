"""Held keys: the window repeats them (for the arrows and a text field's Backspace), but Enter
and Space act once per press, however long they are held.

A repeated Enter or Space would act again on whatever the first press opened: the hand-off
screen after a move (showing the next player's hand to the one still at the keys), a dialog's
first button.
"""

from __future__ import annotations

import pygame

ONCE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
KEY_REPEAT = (300, 40)  # milliseconds before a held key repeats, and between its repeats


def keep_repeat() -> None:
    """Give the window the app's key repeat again: pygame_gui's text field sets its own when it
    takes the keyboard and turns repeat off when it lets go, which left the arrows unrepeated
    for the rest of the run."""
    if pygame.key.get_repeat() != KEY_REPEAT:
        pygame.key.set_repeat(*KEY_REPEAT)


class HeldKeys:
    def __init__(self) -> None:
        self._down: set[int] = set()

    def repeated(self, event: pygame.event.Event) -> bool:
        """Whether `event` is the window's repeat of a held Enter or Space (to be dropped)."""
        if event.type == pygame.KEYUP:
            self._down.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._down.clear()  # the key may come up in another window, unseen here
        elif event.type == pygame.KEYDOWN and event.key in ONCE_KEYS:
            if event.key in self._down:
                return True
            self._down.add(event.key)
        return False
