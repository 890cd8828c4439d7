"""The keyboard's way through a scene's controls: a gold ring that Tab and the arrows move in
reading order over its buttons, drop-downs and text fields, and Enter or Space to use the ringed one.

Nothing is ringed until a navigation key is pressed, so a mouse player never sees the ring, and
a press of the pointer takes it away again. Enter or Space presses a ringed button or opens a
ringed drop-down's list, whose entries the arrows then go through and Enter chooses (Esc closes
it, choosing nothing). Enter, or typing, puts the keyboard in a ringed text field; while a field
has the keyboard its keys are its own, but Tab, which leaves the field for the next control.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface
from pygame_gui.elements import UIButton, UIDropDownMenu, UISelectionList, UITextEntryLine
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

from tabletop.sprite_factory.palette import GOLD, INK

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING_GAP = 2  # between a control's edge and its ring
RING_WIDTH = 4
ENTRY_RING_WIDTH = 3  # inside an open list's entry (the entries touch), clear of its words
# Multiplied into the highlighted entry, as a highlighter pen: its cream turns gold, its words stay dark.
HIGHLIGHTER = (255, 226, 150)

# What the ring goes round.
Control = UIButton | UIDropDownMenu | UITextEntryLine


@dataclass(frozen=True)
class FocusMark:
    """Which control had the ring, told so that it can be found among the same scene's new
    widgets after they are laid out again (a resize, a language, a choice that rebuilds)."""

    object_id: str | None
    text: str
    index: int


def usable(control: Control, *, hidden_too: bool = False) -> bool:
    """Whether `control` can take the ring; `hidden_too` counts the controls of a scene that is
    hidden as a whole (under an opaque one) as it will be shown again."""
    return control.alive() and control.is_enabled and (hidden_too or control.visible)


def place(rect: pygame.Rect, regions: Sequence[pygame.Rect]) -> tuple[int, int, int]:
    """Where `rect` comes in reading order: top to bottom, left to right; within each of the
    `regions` (the columns of a form) before the next region, then outside every region."""
    region = next((i for i, area in enumerate(regions) if area.collidepoint(rect.center)), len(regions))
    return region, rect.top, rect.left


def reading_order(
    controls: Sequence[Control], regions: Sequence[pygame.Rect], *, hidden_too: bool = False
) -> list[Control]:
    """The usable `controls` in reading order."""
    shown = [control for control in controls if usable(control, hidden_too=hidden_too)]
    return sorted(shown, key=lambda control: place(control.rect, regions))


def fields_and_lists(container: IContainerLikeInterface | None) -> list[UIDropDownMenu | UITextEntryLine]:
    """The drop-downs and text fields in `container`, and in the panels and containers within it
    (not the buttons a drop-down is made of)."""
    if container is None:
        return []
    found: list[UIDropDownMenu | UITextEntryLine] = []
    for element in container:
        if isinstance(element, UIDropDownMenu | UITextEntryLine):
            found.append(element)
        elif isinstance(element, IContainerLikeInterface):
            found += fields_and_lists(element)
    # A panel's inner container is listed beside the panel too, so its fields are found twice; a
    # field twice in the ring held it there (the step on from the first is the second).
    return list(dict.fromkeys(found))


def show_entry(entries: UISelectionList, index: int) -> None:
    """Scroll `entries` so that its entry `index` is wholly in view."""
    bar, view = entries.scroll_bar, entries.list_and_scroll_bar_container
    if bar is None or view is None:
        return
    height, total = entries.list_item_height, entries.total_height_of_list
    top = index * height
    shown = min(bar.start_percentage * total, entries.lowest_list_pos)
    if top < shown:
        bar.set_scroll_from_start_percentage(top / total)
    elif top + height > shown + view.rect.height:
        bar.set_scroll_from_start_percentage((top + height - view.rect.height) / total)
    else:
        return
    # The list makes buttons for the entries in view when it is updated, not when scrolled.
    entries.update(0.0)


def _object_id(control: Control) -> str | None:
    return control.object_ids[-1] if control.object_ids else None


def _words(control: Control) -> str:
    if isinstance(control, UIDropDownMenu):
        return control.selected_option[0]
    if isinstance(control, UITextEntryLine):
        return control.get_text()
    return str(control.text)


def _chosen(menu: UIDropDownMenu) -> int:
    return menu.options_list.index(menu.selected_option)


def _open_list(menu: UIDropDownMenu) -> UISelectionList | None:
    """The entries of `menu`'s list while it is open (and not closing)."""
    state = menu.current_state
    if menu.alive() and isinstance(state, UIExpandedDropDownState) and not state.should_transition:
        return state.options_selection_list
    return None


class ButtonFocus:
    """One scene's ring. The scene tells, whenever asked, its `ui` manager, its `controls` (they
    come and go with its widgets) and the `regions` its layout reads in, presses the ringed
    button itself (`press`), and is told when the ring is `leaving` a control, forward or not
    (a scene showing part of a long column brings the next hidden control into view)."""

    def __init__(
        self,
        ui: Callable[[], pygame_gui.UIManager],
        controls: Callable[[], Sequence[Control]],
        regions: Callable[[], Sequence[pygame.Rect]],
        press: Callable[[UIButton], None],
        leaving: Callable[[Control, bool], None],
    ) -> None:
        self._ui = ui
        self._controls = controls
        self._regions = regions
        self._press = press
        self._leaving = leaving
        self._ringed: Control | None = None
        self._entry: tuple[UIDropDownMenu, int] | None = None  # the open list's highlighted entry

    def order(self, *, hidden_too: bool = False) -> list[Control]:
        return reading_order(self._controls(), self._regions(), hidden_too=hidden_too)

    @property
    def focused(self) -> Control | None:
        """The ringed control while it can be used."""
        ringed = self._ringed
        return ringed if ringed is not None and usable(ringed) else None

    @property
    def highlighted(self) -> int | None:
        """The entry of an open drop-down list the arrows are on."""
        entry = self._entry
        return entry[1] if entry is not None and _open_list(entry[0]) is not None else None

    def drop(self) -> None:
        self._ringed = None
        self._entry = None

    def _field(self) -> UITextEntryLine | None:
        """The text field that has the keyboard, if one has (pygame_gui gives no keys to a hidden
        one, such as a field of a scene under an opaque one)."""
        focus = self._ui().get_focus_set() or ()
        fields = (e for e in focus if isinstance(e, UITextEntryLine) and e.visible and e.alive())
        return next(fields, None)

    def _opened(self) -> UIDropDownMenu | None:
        """The drop-down whose list is open, by the keys or the pointer."""
        menus = (c for c in self._controls() if isinstance(c, UIDropDownMenu) and _open_list(c) is not None)
        return next(menus, None)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """React to a KEYDOWN; True if it was used."""
        menu = self._opened()
        if menu is not None and self._list_key(menu, event):
            return True
        field = self._field()
        if event.key == pygame.K_TAB:
            forward = not event.mod & pygame.KMOD_SHIFT
            if field is not None:
                self._ui().set_focus_set(None)
                self._ringed = self._beside(field.rect, self.order(), forward)
            else:
                self._step(forward)
            return True
        if field is not None:
            return False
        if event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            return self._step(event.key in NEXT_KEYS)
        focused = self.focused
        if event.key not in PRESS_KEYS or focused is None:
            return False
        if isinstance(focused, UIDropDownMenu):
            self._toggle(focused)
            self._entry = (focused, _chosen(focused))
        elif isinstance(focused, UITextEntryLine):
            if event.key == pygame.K_SPACE:
                return False  # a space would be typed over the whole name: it starts no typing
            self._enter(focused)
        else:
            self._press(focused)
        return True

    def handle_text(self, event: pygame.event.Event) -> bool:
        """React to a TEXTINPUT: typing on a ringed text field puts the keyboard in it, the typed
        words replacing what it held. True if it was used."""
        focused = self.focused
        if not isinstance(focused, UITextEntryLine) or self._field() is not None or not event.text.strip():
            return False
        self._enter(focused)
        # Given now, not posted again: the next letters, in this frame's events, come after it.
        focused.process_event(event)
        return True

    def _enter(self, field: UITextEntryLine) -> None:
        """Give `field` the keyboard, its words all selected, as a click and Ctrl+A would."""
        self._ui().set_focus_set(field)
        field.select_range = [0, len(field.get_text())]
        field.edit_position = len(field.get_text())
        field.cursor_has_moved_recently = True

    def _list_key(self, menu: UIDropDownMenu, event: pygame.event.Event) -> bool:
        """Keys for the open list of `menu`; False for those it leaves to the ring (Tab, which
        closes it too)."""
        entries = _open_list(menu)
        assert entries is not None
        entry = self._entry
        # A list the pointer opened starts from its chosen entry.
        index = entry[1] if entry is not None and entry[0] is menu else _chosen(menu)
        if event.key in NEXT_KEYS or event.key in PREVIOUS_KEYS:
            step = 1 if event.key in NEXT_KEYS else -1
            index = max(0, min(index + step, len(entries.item_list) - 1))
            self._entry = (menu, index)
            show_entry(entries, index)
            return True
        if event.key in PRESS_KEYS and index != _chosen(menu):
            show_entry(entries, index)
            button = entries.item_list[index]["button_element"]
            assert button is not None  # shown: the list has made its button
            # As a click on the entry: the list tells the drop-down, which tells the scene.
            button.on_self_event(pygame_gui.UI_BUTTON_PRESSED)
            return True
        if event.key in PRESS_KEYS or event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            self._toggle(menu)
            return event.key != pygame.K_TAB
        return False

    def _toggle(self, menu: UIDropDownMenu) -> None:
        """Open or close `menu`'s list, as a click on its box does."""
        state = menu.current_state
        assert state is not None
        state.should_transition = True
        if isinstance(state, UIExpandedDropDownState):
            self._entry = None
        else:
            # Focused, as a click leaves it, so that a click elsewhere closes the list.
            self._ui().set_focus_set(menu)

    def _step(self, forward: bool) -> bool:
        """Move the ring on (or back); False if there is nothing to ring."""
        if self.focused is not None:
            self._leaving(self.focused, forward)  # which may lay the scene out again, ring kept
        order = self.order()
        if not order:
            return False
        focused = self.focused
        if focused is None or focused not in order:
            # The first key shows the ring on the first control (or the last, going back).
            self._ringed = order[0] if forward else order[-1]
        else:
            self._ringed = order[(order.index(focused) + (1 if forward else -1)) % len(order)]
        return True

    def _beside(self, rect: pygame.Rect, order: Sequence[Control], forward: bool) -> Control | None:
        """The control after (or before) a text field at `rect`."""
        if not order:
            return None
        regions = self._regions()
        here = place(rect, regions)
        if forward:
            return next((c for c in order if place(c.rect, regions) > here), order[0])
        return next((c for c in reversed(order) if place(c.rect, regions) < here), order[-1])

    # -- widgets laid out again -----------------------------------------------------------

    def mark(self) -> FocusMark | None:
        # Hidden controls count: a scene under an opaque one is laid out again too (a new
        # language), its widgets hidden, and shows its ring where it was when it comes back.
        order = self.order(hidden_too=True)
        ringed = self._ringed
        if ringed is None or ringed not in order:
            return None
        return FocusMark(_object_id(ringed), _words(ringed), order.index(ringed))

    def restore(self, mark: FocusMark | None) -> None:
        """Ring again the control `mark` tells of: the one with its id, else its words, else its place."""
        self._ringed = None
        self._entry = None
        order = self.order(hidden_too=True)
        if mark is None or not order:
            return
        if mark.object_id is not None:
            found = [control for control in order if _object_id(control) == mark.object_id]
        else:
            found = [control for control in order if _words(control) == mark.text]
        self._ringed = found[0] if found else order[min(mark.index, len(order) - 1)]

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.highlighted is not None:
            self._draw_entry(surface)
            return
        focused = self.focused
        if focused is None or self._field() is not None:
            return
        radius = max(focused.shape_corner_radius) + RING_GAP + RING_WIDTH
        ring = focused.rect.inflate(2 * (RING_GAP + RING_WIDTH), 2 * (RING_GAP + RING_WIDTH))
        # A dark edge either side keeps the gold ring plain on the cream panels and on gold buttons.
        pygame.draw.rect(surface, INK, ring.inflate(2, 2), RING_WIDTH + 2, border_radius=radius + 1)
        pygame.draw.rect(surface, GOLD, ring, RING_WIDTH, border_radius=radius)

    def _draw_entry(self, surface: pygame.Surface) -> None:
        """The highlighted entry of the open list, ringed inside its own edges (the list's
        entries touch) and within the part of the list in view."""
        assert self._entry is not None
        entries = _open_list(self._entry[0])
        assert entries is not None
        button = entries.item_list[self._entry[1]]["button_element"]
        view = entries.list_and_scroll_bar_container
        if button is None or view is None:
            return
        edge = button.rect.clip(view.rect)
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        surface.fill(HIGHLIGHTER, edge, special_flags=pygame.BLEND_RGB_MULT)
        # Dark outside only: a dark line inside would touch the entry's words.
        pygame.draw.rect(surface, INK, edge, 1)
        pygame.draw.rect(surface, GOLD, edge.inflate(-2, -2), ENTRY_RING_WIDTH)
        surface.set_clip(clip)
