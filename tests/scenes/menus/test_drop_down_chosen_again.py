"""A drop-down's open list closes when its chosen entry is clicked again, the choice kept."""

from __future__ import annotations

from pygame_gui.elements.ui_drop_down_menu import UIClosedDropDownState

from tabletop.scenes.menus.new_game import NewGameScene
from tests.scenes.driver import Driver
from tests.scenes.menus.test_new_game import track_menu_of


def test_clicking_the_chosen_entry_closes_the_list(menu: Driver) -> None:
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene)
    menu.click_id("#game_raceday")
    track_menu = track_menu_of(menu)
    chosen, track = track_menu.selected_option, form.form.track
    menu.click(track_menu.rect.center)
    entries = [
        button for button in menu.buttons()
        if button.text == chosen[0] and "@selection_list_item" in button.class_ids
    ]
    assert len(entries) == 1
    menu.click(entries[0].rect.center)
    menu.frames(2)
    assert isinstance(track_menu.current_state, UIClosedDropDownState)
    assert track_menu.selected_option == chosen and form.form.track == track
    # Opened again, the list still shows that entry as the chosen one.
    menu.click(track_menu.rect.center)
    shown = [
        button for button in menu.buttons()
        if button.text == chosen[0] and "@selection_list_item" in button.class_ids
    ]
    assert len(shown) == 1 and shown[0].is_selected
