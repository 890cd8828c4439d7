"""A modal message over the current screen: a title, a message and a row of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel, UIPanel, UITextBox

from tabletop.language import N_, _
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, as_html, broken_at_slashes, button_width, centred

WIDTH = 600
BUTTON_SIZE = (150, 48)  # the least: a longer word ("Jouer tout de suite") widens every button alike
TEXT_TOP = 64  # below the title
BUTTON_GAP = 12

DialogButton = tuple[str, Callable[[], None] | None]


class DialogScene(Scene):
    """Each button closes the dialog, then calls its callback (None: just close).

    Enter presses the first button unless `enter` names another (the choice the player
    already made, where the dialog only offers another), Esc the last (make the last one
    the safe choice; with `escape_closes`, Esc only closes it); once the keyboard's ring is on a
    button, Enter presses that one. The button Enter presses is drawn filled.
    """

    opaque = False

    def __init__(
        self,
        ctx: AppContext,
        title: str,
        message: str,
        buttons: Sequence[DialogButton] = ((N_("OK"), None),),
        *,
        enter: int = 0,
        escape_closes: bool = False,
    ) -> None:
        super().__init__(ctx)
        if not buttons:
            raise ValueError("a dialog needs at least one button to close it")
        if not 0 <= enter < len(buttons):
            raise ValueError("Enter must press one of the dialog's buttons")
        self.title = title
        self.message = message
        self.buttons = list(buttons)
        self.enter = enter
        self.escape_closes = escape_closes
        self.panel: UIPanel | None = None

    def build_ui(self) -> None:
        width = min(WIDTH, self.ctx.size[0] - 2 * MARGIN)
        text_width = width - 2 * MARGIN
        self.panel = UIPanel(
            centred(self.ctx.size, width, 200), manager=self.ctx.ui, container=self.root,
            starting_height=1,
        )
        UILabel(
            pygame.Rect(MARGIN, 16, text_width, 44), self.title, manager=self.ctx.ui,
            container=self.panel, object_id=ObjectID(class_id="@panel_heading"),
        )
        # A file's path breaks after a slash, never inside its name or line number; a word with
        # no slash to break at is cut without the dashes that would read as a minus sign.
        face = self.ctx.ui.get_theme().get_font(["text_box"])
        text = as_html(broken_at_slashes(self.message, text_width, lambda words: face.size(words)[0]))
        # Height -1 lets the text box grow to fit the message; very long ones then scroll.
        message = UITextBox(
            text, pygame.Rect(MARGIN - 6, TEXT_TOP, text_width + 12, -1),
            manager=self.ctx.ui, container=self.panel, allow_split_dashes=False,
        )
        # A label marked with N_() is translated here, so a language switch reaches it too.
        labels = [_(label) for label, _callback in self.buttons]
        wide = max(BUTTON_SIZE[0], *(button_width(self.ctx.ui, label) for label in labels))
        slots = button_slots(len(labels), text_width, min(wide, text_width))
        buttons_height = max(slot.bottom for slot in slots)
        room = self.ctx.size[1] - 2 * MARGIN - TEXT_TOP - buttons_height - 2 * MARGIN
        text_height = min(message.rect.height, room)
        if text_height < message.rect.height:
            # A text box only scrolls when built at a fixed height, so build it again.
            message.kill()
            UITextBox(
                text, pygame.Rect(MARGIN - 6, TEXT_TOP, text_width + 12, text_height),
                manager=self.ctx.ui, container=self.panel, allow_split_dashes=False,
            )
        rect = centred(self.ctx.size, width, TEXT_TOP + text_height + buttons_height + 2 * MARGIN)
        self.panel.set_dimensions(rect.size)
        self.panel.set_relative_position(rect.topleft)
        top = rect.height - MARGIN - buttons_height
        for index, slot in enumerate(slots):
            # Filled like the Start button, so the player sees which one Enter presses.
            self.add_button(
                slot.move(MARGIN, top), labels[index], partial(self._press, index), container=self.panel,
                class_id="@default_button" if index == self.enter else None,
            )

    def _press(self, index: int) -> None:
        self.ctx.stack.pop()
        callback = self.buttons[index][1]
        if callback is not None:
            callback()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus.focused is None
        ):
            self._press(self.enter)
            return True
        return super().handle_event(event)

    def on_escape(self) -> None:
        if self.escape_closes:
            self.ctx.stack.pop()  # back to where the dialog was asked from, nothing chosen
            return
        self._press(len(self.buttons) - 1)


def button_slots(count: int, width: int, each: int = BUTTON_SIZE[0]) -> list[pygame.Rect]:
    """Where `count` buttons `each` wide go in a band `width` wide (from its top left), in
    their order.

    Few enough for one row: a row of them, flush right, as dialogs have.
    More: the choices (all but the last) in even rows that span the band, read left
    to right and top down, and the last (the safe one, Esc's) alone below them on
    the right, so no row is ragged.
    """
    height = BUTTON_SIZE[1]
    per_row = max(1, (width + BUTTON_GAP) // (each + BUTTON_GAP))
    if count <= per_row:
        left = width - count * each - (count - 1) * BUTTON_GAP
        step = each + BUTTON_GAP
        return [pygame.Rect(left + i * step, 0, each, height) for i in range(count)]
    choices = count - 1
    rows = -(-choices // per_row)
    columns = -(-choices // rows)
    wide = (width - (columns - 1) * BUTTON_GAP) // columns
    slots = [
        pygame.Rect(column * (wide + BUTTON_GAP), row * (height + BUTTON_GAP), wide, height)
        for row, column in (divmod(index, columns) for index in range(choices))
    ]
    slots.append(pygame.Rect(width - each, rows * (height + BUTTON_GAP), each, height))
    return slots
