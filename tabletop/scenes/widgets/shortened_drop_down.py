"""The New game form's drop-down: its open list as wide as its box, and choices that may be shown
shortened, each read whole in a tooltip on hover.

pygame_gui opens a drop-down's list narrower than its closed box (by the width of the box's arrow),
so a choice that reads whole in the box touches the list's edge; this drop-down widens its open list
to the box. pygame_gui's drop-down has no tooltip either and clips a choice wider than its box
mid-word; a choice shortened to whole words before it is built says that there is more, and this
drop-down puts the whole words on the box and on each list entry that shows it shortened.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


class ShortenedDropDown(UIDropDownMenu):
    """A `UIDropDownMenu` whose open list is as wide as its box, given `whole`: each shortened label
    shown, with the words it stands for."""

    def __init__(self, *args: Any, whole: Mapping[str, str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.whole = dict(whole)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        state = self.current_state
        if state is None:
            return
        # The list is made again each time it opens (which is in `super().update`), narrower than
        # the box: widened here, before the frame that first shows it is drawn. Its entries follow
        # its width (pygame_gui anchors them to both its sides).
        entries = state.options_selection_list if isinstance(state, UIExpandedDropDownState) else None
        if entries is not None and entries.alive() and entries.relative_rect.width < self.relative_rect.width:
            entries.set_dimensions((self.relative_rect.width, entries.relative_rect.height))
        if not self.whole:
            return
        # The box and the list make their buttons again each time they open or close.
        buttons = [state.selected_option_button]
        if entries is not None:
            buttons += [item["button_element"] for item in entries.item_list]
        for button in buttons:
            if button is None or not button.alive():
                continue
            words = self.whole.get(str(button.text))
            if words is not None and button.tool_tip_text != words:
                button.set_tooltip(words)
