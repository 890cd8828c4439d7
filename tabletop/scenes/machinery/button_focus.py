"""The keyboard's way through a scene's buttons: a gold ring that Tab and the arrows move in
reading order, and Enter or Space to press the ringed button.

Nothing is ringed until a navigation key is pressed, so a mouse player never sees the ring, and
a press of the pointer takes it away again. While a text field has the keyboard its keys are its
own, but Tab, which leaves the field for the next button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from tabletop.sprite_factory.palette import GOLD, INK

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING_GAP = 2  # between a button's edge and its ring
RING_WIDTH = 4


@dataclass(frozen=True)
class FocusMark:
    """Which button had the ring, told so that it can be found among the same scene's new
    widgets after they are laid out again (a resize, a language, a choice that rebuilds)."""

    object_id: str | None
    text: str
    index: int


def usable(button: UIButton, *, hidden_too: bool = False) -> bool:
    """Whether `button` can take the ring; `hidden_too` counts the buttons of a scene that is
    hidden as a whole (under an opaque one) as it will be shown again."""
    return button.alive() and button.is_enabled and (hidden_too or button.visible)


def place(rect: pygame.Rect, regions: Sequence[pygame.Rect]) -> tuple[int, int, int]:
    """Where `rect` comes in reading order: top to bottom, left to right; within each of the
    `regions` (the columns of a form) before the next region, then outside every region."""
    region = next((i for i, area in enumerate(regions) if area.collidepoint(rect.center)), len(regions))
    return region, rect.top, rect.left


def reading_order(
    buttons: Sequence[UIButton], regions: Sequence[pygame.Rect], *, hidden_too: bool = False
) -> list[UIButton]:
    """The usable `buttons` in reading order."""
    shown = [button for button in buttons if usable(button, hidden_too=hidden_too)]
    return sorted(shown, key=lambda button: place(button.rect, regions))


def _object_id(button: UIButton) -> str | None:
    return button.object_ids[-1] if button.object_ids else None


class ButtonFocus:
    """One scene's ring. The scene tells, whenever asked, its `ui` manager, its `buttons` (they come
    and go with its widgets) and the `regions` its layout reads in, and presses the ringed button
    itself (`press`)."""

    def __init__(
        self,
        ui: Callable[[], pygame_gui.UIManager],
        buttons: Callable[[], Sequence[UIButton]],
        regions: Callable[[], Sequence[pygame.Rect]],
        press: Callable[[UIButton], None],
    ) -> None:
        self._ui = ui
        self._buttons = buttons
        self._regions = regions
        self._press = press
        self._ringed: UIButton | None = None

    def order(self, *, hidden_too: bool = False) -> list[UIButton]:
        return reading_order(self._buttons(), self._regions(), hidden_too=hidden_too)

    @property
    def focused(self) -> UIButton | None:
        """The ringed button while it can be pressed."""
        ringed = self._ringed
        return ringed if ringed is not None and usable(ringed) else None

    def drop(self) -> None:
        self._ringed = None

    def _field(self) -> UITextEntryLine | None:
        """The text field that has the keyboard, if one has (pygame_gui gives no keys to a hidden
        one, such as a field of a scene under an opaque one)."""
        focus = self._ui().get_focus_set() or ()
        fields = (e for e in focus if isinstance(e, UITextEntryLine) and e.visible and e.alive())
        return next(fields, None)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """React to a KEYDOWN; True if it was used."""
        field = self._field()
        order = self.order()
        if event.key == pygame.K_TAB:
            forward = not event.mod & pygame.KMOD_SHIFT
            if field is not None:
                self._ui().set_focus_set(None)
                self._ringed = self._beside(field.rect, order, forward)
            else:
                self._step(order, forward)
            return True
        if field is not None:
            return False
        if event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            self._step(order, event.key in NEXT_KEYS)
            return bool(order)
        focused = self.focused
        if event.key in PRESS_KEYS and focused is not None:
            self._press(focused)
            return True
        return False

    def _step(self, order: Sequence[UIButton], forward: bool) -> None:
        if not order:
            return
        focused = self.focused
        if focused is None or focused not in order:
            # The first key shows the ring on the first button (or the last, going back).
            self._ringed = order[0] if forward else order[-1]
            return
        self._ringed = order[(order.index(focused) + (1 if forward else -1)) % len(order)]

    def _beside(self, rect: pygame.Rect, order: Sequence[UIButton], forward: bool) -> UIButton | None:
        """The button after (or before) a text field at `rect`."""
        if not order:
            return None
        regions = self._regions()
        here = place(rect, regions)
        if forward:
            return next((b for b in order if place(b.rect, regions) > here), order[0])
        return next((b for b in reversed(order) if place(b.rect, regions) < here), order[-1])

    # -- widgets laid out again -----------------------------------------------------------

    def mark(self) -> FocusMark | None:
        # Hidden buttons count: a scene under an opaque one is laid out again too (a new
        # language), its widgets hidden, and shows its ring where it was when it comes back.
        order = self.order(hidden_too=True)
        ringed = self._ringed
        if ringed is None or ringed not in order:
            return None
        return FocusMark(_object_id(ringed), str(ringed.text), order.index(ringed))

    def restore(self, mark: FocusMark | None) -> None:
        """Ring again the button `mark` tells of: the one with its id, else its words, else its place."""
        self._ringed = None
        order = self.order(hidden_too=True)
        if mark is None or not order:
            return
        if mark.object_id is not None:
            found = [button for button in order if _object_id(button) == mark.object_id]
        else:
            found = [button for button in order if str(button.text) == mark.text]
        self._ringed = found[0] if found else order[min(mark.index, len(order) - 1)]

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        focused = self.focused
        if focused is None or self._field() is not None:
            return
        radius = max(focused.shape_corner_radius) + RING_GAP + RING_WIDTH
        ring = focused.rect.inflate(2 * (RING_GAP + RING_WIDTH), 2 * (RING_GAP + RING_WIDTH))
        # A dark edge either side keeps the gold ring plain on the cream panels and on gold buttons.
        pygame.draw.rect(surface, INK, ring.inflate(2, 2), RING_WIDTH + 2, border_radius=radius + 1)
        pygame.draw.rect(surface, GOLD, ring, RING_WIDTH, border_radius=radius)
