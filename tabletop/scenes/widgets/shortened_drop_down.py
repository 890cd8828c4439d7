"""A drop-down whose choices may be shown shortened, each read whole in a tooltip on hover.

pygame_gui's drop-down has no tooltip and clips a choice wider than its box mid-word; a
choice shortened to whole words before it is built says that there is more, and this
drop-down puts the whole words on the box and on each list entry that shows it shortened.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pygame_gui.elements import UIDropDownMenu
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


class ShortenedDropDown(UIDropDownMenu):
    """A `UIDropDownMenu` given `whole`: each shortened label shown, with the words it stands for."""

    def __init__(self, *args: Any, whole: Mapping[str, str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.whole = dict(whole)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        state = self.current_state
        if not self.whole or state is None:
            return
        # The box and the list make their buttons again each time they open or close.
        buttons = [state.selected_option_button]
        if isinstance(state, UIExpandedDropDownState) and state.options_selection_list is not None:
            buttons += [item["button_element"] for item in state.options_selection_list.item_list]
        for button in buttons:
            if button is None or not button.alive():
                continue
            words = self.whole.get(str(button.text))
            if words is not None and button.tool_tip_text != words:
                button.set_tooltip(words)
