"""The New game form's drop-down: choices that may be shown shorter in its box, and read whole in
its open list and in a tooltip on the box.

pygame_gui opens a drop-down's list narrower than its closed box (by the width of the box's arrow),
and shows in it the words of the box; it has no tooltip either, and clips a choice wider than its box
mid-word. A choice given shorter words for the box (a data file's short label, "Easy" for
"Computer — Easy") keeps its whole words here: its list entry shows them, the list growing as
wide as they need (toward `grow`, the side with room, within the window), and the closed box has
them as its tooltip.

A click on the entry already chosen closes the list, the choice kept: pygame_gui's list would
only unselect that entry and stay open.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame
from pygame_gui import UI_SELECTION_LIST_DROPPED_SELECTION
from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

ENTRY_ROOM = 28  # an entry's padding either side of its words, and the list's borders
SCROLL_BAR = 20  # pygame_gui's, beside the entries of a list that scrolls


class ShortenedDropDown(UIDropDownMenu):
    """A `UIDropDownMenu` whose open list is at least as wide as its box, given `whole`: each label
    shown shorter in the box, with the words it stands for; `grow`: "right" or "left", where a list
    wider than its box reaches."""

    def __init__(self, *args: Any, whole: Mapping[str, str], grow: str = "right", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.whole = dict(whole)
        self.grow = grow

    def process_event(self, event: pygame.event.Event) -> bool:
        state = self.current_state
        if (
            event.type == UI_SELECTION_LIST_DROPPED_SELECTION
            and isinstance(state, UIExpandedDropDownState)
            and event.ui_element is state.options_selection_list
        ):
            # The chosen entry clicked again: the list unselected it, and closing it shows the
            # choice as it was (the closed box reads `selected_option`, which nothing changed).
            state.should_transition = True
            return True
        return super().process_event(event)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        state = self.current_state
        if state is None:
            return
        # The list is made again each time it opens (which is in `super().update`), narrower than
        # the box: widened here, before the frame that first shows it is drawn. Its entries follow
        # its width (pygame_gui anchors them to both its sides).
        entries = state.options_selection_list if isinstance(state, UIExpandedDropDownState) else None
        if entries is not None and entries.alive():
            widened = self._widen(entries)
            # Only the words drawn change: the choice an entry makes is its item's, kept as it was.
            for item in entries.item_list:
                button = item["button_element"]
                if button is None or not button.alive():
                    continue
                words = self.whole.get(str(item["text"]))
                if words is not None and button.text != words:
                    button.set_text(words)
                elif not widened:
                    continue
                # A selected entry's look is kept from before: drawn again as it is now, still selected.
                button.rebuild()
                if button.is_selected:
                    button.unselect()
                    button.select()
        # The box's note says its whole words while the list is closed; open, the list says them,
        # and a note (drawn under the pointer) would hide the entries below the box.
        box = state.selected_option_button
        if box is not None and box.alive() and entries is None:
            words = self.whole.get(str(box.text))
            if words is not None and box.tool_tip_text != words:
                box.set_tooltip(words)

    def _widen(self, entries: Any) -> bool:
        """The open list as wide as its box, and as its widest words need (within the window);
        whether it was narrower."""
        shown = [item["button_element"] for item in entries.item_list if item["button_element"] is not None]
        if not shown:
            return False
        font = shown[0].font
        words = max((font.size(self.whole.get(str(item["text"]), str(item["text"])))[0]
                     for item in entries.item_list), default=0)
        need = words + ENTRY_ROOM + (SCROLL_BAR if entries.scroll_bar is not None else 0)
        root = self.ui_manager.get_root_container()
        window = root.rect if root is not None else pygame.Rect(self.rect)
        width = max(self.relative_rect.width, min(need, window.width))
        if entries.relative_rect.width >= width:
            return False
        left = self.rect.right - width if self.grow == "left" else self.rect.left
        left = max(window.left, min(left, window.right - width))
        entries.set_position((left, entries.rect.top))
        entries.set_dimensions((width, entries.relative_rect.height))
        return True
