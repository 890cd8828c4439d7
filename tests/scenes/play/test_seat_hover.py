"""A seat row's hover note says what the row does not: it only repeated the row's words."""

from __future__ import annotations

import pygame

from tabletop.table.panels.seat_panel import SeatPanel, SeatRow
from tests.scenes.driver import Driver
from tests.scenes.menus.test_new_game import choose, open_form, table_below


def test_a_computer_s_row_tells_how_it_plays_and_a_row_shown_whole_has_no_note(menu: Driver) -> None:
    scene = open_form(menu)
    menu.click_id("#game_raceday")
    choose(menu, scene.seat_rows[1].kind, "Computer \u2014 Hard")
    menu.click_button("Start")
    table = table_below(menu)
    menu.frames(2)
    notes = {}
    for box, index in table.seats._boxes():
        row = table.seats.rows[index]
        notes[row.name] = table.describe_at(box.center)
    assert notes["You"] is None  # everything it knows is on the row already
    hard = notes["Computer 2"]
    assert hard is not None and hard.startswith("A computer at Hard: before each move it plays out")
    row = next(row for row in table.seats.rows if row.name == "Computer 2")
    assert not any(field in hard for field in row.fields)  # not the row's words again


def test_a_row_cut_short_on_the_panel_is_read_whole_in_its_note() -> None:
    pygame.font.init()
    panel = SeatPanel(pygame.Rect(0, 0, 120, 200))
    field = "lap 2 of 3 \u00b7 4 cards \u00b7 in the pits \u00b7 blistered"
    panel.rows = [SeatRow("Anna", "red", (field,))]
    assert panel.lines(0)[1].text != field
    assert panel.describe_at((10, 10)) == f"Anna: {field}."
    wide = SeatPanel(pygame.Rect(0, 0, 500, 200))
    wide.rows = [SeatRow("Anna", "red", ("lap 2 of 3",), about="More.")]
    assert wide.describe_at((10, 10)) == "More."
