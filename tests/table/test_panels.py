"""Log, banner, keyboard action picker, inspect view, seat panel and cloth."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import CREAM, contrast
from tabletop.table.machinery.cloth import cloth_surface
from tabletop.table.machinery.text import fit_font, fitting_text, font, wrap, wrap_even
from tabletop.table.panels.action_picker import ActionPicker
from tabletop.table.panels.banner import FADE_SECONDS, LEAST_TWO_LINES, Banner, _message_image
from tabletop.table.panels.inspect import InspectView
from tabletop.table.panels.log_panel import LogPanel
from tabletop.table.panels.panel import PADDING
from tabletop.table.panels.seat_panel import SWATCH, SeatPanel, SeatRow
from tabletop.table.pieces.token_sprite import colour_rgb


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


def test_wrap_never_loses_words_or_overflows() -> None:
    face = font(20)
    text = "A supercalifragilisticexpialidocious word in a sentence that wraps"
    lines = wrap(text, face, 120)
    assert all(face.size(line)[0] <= 120 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_wrap_breaks_a_files_path_after_a_slash_keeping_its_name_and_line_whole() -> None:
    face = font(20)
    text = "Broken: /home/anna/.local/share/tabletop/saves/motox-20261206-130003.yaml:334: move 46"
    width = face.size("motox-20261206-130003.yaml:334:")[0] + 20
    lines = wrap(text, face, width)
    assert all(face.size(line)[0] <= width for line in lines), lines
    assert "motox-20261206-130003.yaml:334:" in lines, lines
    assert all(line.endswith("/") for line in lines[1:lines.index("motox-20261206-130003.yaml:334:")]), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_wrap_even_keeps_the_lines_but_leaves_no_word_alone() -> None:
    face = font(15)
    text = "Part of the track is out of sight: Home shows it all, the wheel zooms, a drag pans."
    width = face.size(text)[0] - face.size(" pans.")[0] + 4  # greedy wrapping leaves "pans." alone
    assert wrap(text, face, width)[-1] == "pans."
    lines = wrap_even(text, face, width)
    assert len(lines) == 2 and " ".join(lines) == text
    widths = sorted(face.size(line)[0] for line in lines)
    assert widths[1] <= width and widths[0] > widths[1] * 0.7, lines


def test_fit_font_shrinks_long_text_to_the_width() -> None:
    text = "Extraordinarily long card title"
    assert fit_font(text, 120, 60).size(text)[0] <= 120
    assert fit_font("7", 120, 60) is font(60)


def test_text_that_fits_is_left_alone() -> None:
    assert fitting_text("Flat stage", 10, len) == "Flat stage"


def test_text_too_wide_keeps_what_fits_before_an_ellipsis() -> None:
    assert fitting_text("Mountain stage", 10, len) == "Mountain…"  # the space before it is dropped
    assert len(fitting_text("Mountain stage", 6, len)) <= 6


def test_no_room_at_all_leaves_the_ellipsis_alone() -> None:
    assert fitting_text("Sprint", 0, len) == "…"


def test_log_wraps_and_scrolls_back_with_the_wheel_over_it() -> None:
    log = LogPanel(pygame.Rect(0, 0, 220, 200))
    for number in range(40):
        log.add(f"Entry {number}: a line long enough to wrap onto a second line")
    assert log.max_scroll() > 0 and log.scroll == 0
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2)
    assert not log.handle_event(wheel)  # the pointer has not been over the panel
    log.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 50), rel=(0, 0), buttons=(0, 0, 0)))
    assert log.handle_event(wheel)
    reading = log.scroll
    assert reading > 0
    log.add("A new entry arrives")
    assert log.scroll > reading  # the reader keeps their place
    log.draw(pygame.Surface((300, 300)))
    chip = log.newest_chip()
    assert log.rect.contains(chip)
    assert log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chip.center, button=1))
    assert log.scroll == 0  # back to following the newest line
    assert not log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=chip.center, button=1))


def test_a_log_following_the_game_starts_with_a_whole_entry() -> None:
    for height in range(120, 260, 7):
        log = LogPanel(pygame.Rect(0, 0, 220, height))
        for number in range(30):
            log.add(f"Entry {number}:" + " and more words" * (number % 4))
        shown = log.shown_lines()
        first_entry, first_line, _ = shown[0]
        assert first_line == 0, f"at height {height} the log starts inside entry {first_entry}"
        last_entry, last_line, _ = shown[-1]
        assert last_entry == 29 and last_line == len(log._blocks[29]) - 1  # the newest line, whole


def test_a_toast_stays_on_the_banner_plaque_off_the_board() -> None:
    banner = Banner(pygame.Rect(10, 10, 680, 56))
    banner.set_message("Red may pass Yellow: drop a card with red letters", (200, 30, 30))
    banner.rule = "Charging"
    banner.toast("Yellow does not charge Blue.")
    pill = banner.toast_rect()
    assert banner.rect.contains(pill)
    help_button = banner.help_rect()
    assert help_button is not None and not pill.colliderect(help_button)


def test_banner_toast_fades_away() -> None:
    banner = Banner(pygame.Rect(0, 0, 600, 50))
    banner.set_message("Anna: play a card", (200, 0, 0))
    banner.toast("That space is taken")
    surface = pygame.Surface((600, 200))
    pill = banner.toast_rect()
    spot = (pill.x + 12, pill.centery)  # on the pill, left of its words and of the banner's
    banner.draw(surface)
    shown = surface.get_at(spot)[:3]
    for _ in range(300):
        banner.update(1 / 60)
    banner.draw(surface)
    assert surface.get_at(spot)[:3] != shown


def test_action_picker_cycles_and_chooses_from_the_keyboard() -> None:
    chosen: list[str] = []
    focused: list[str | None] = []
    picker: ActionPicker[str] = ActionPicker(chosen.append, on_focus=focused.append)
    picker.set_items([("Play 5", "p5"), ("Play 7", "p7"), ("Draw", "draw")])
    assert not picker.handle_event(key(pygame.K_RETURN))  # inactive: Enter is someone else's
    assert picker.handle_event(key(pygame.K_TAB))
    assert picker.focused == "p5"
    picker.handle_event(key(pygame.K_DOWN))
    picker.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    picker.handle_event(key(pygame.K_UP))
    assert picker.focused == "draw"
    picker.draw(pygame.Surface((600, 400)), pygame.Rect(0, 0, 300, 400))
    assert picker.handle_event(key(pygame.K_RETURN))
    assert chosen == ["draw"] and not picker.active
    assert focused == ["p5", "p7", "p5", "draw", None]
    picker.handle_event(key(pygame.K_TAB))
    assert picker.handle_event(key(pygame.K_ESCAPE)) and not picker.active
    assert not picker.handle_event(key(pygame.K_ESCAPE))


def test_action_picker_leaves_what_it_must_in_sight() -> None:
    """Under the anchor where that is free; beside what it must leave in sight while its words fit
    there; else at the window's foot; else beside it anyway, its words cut short."""
    window = pygame.Surface((800, 600))
    banner = pygame.Rect(10, 10, 780, 50)
    tray, low = pygame.Rect(400, 70, 390, 150), pygame.Rect(400, 440, 390, 160)
    picker: ActionPicker[str] = ActionPicker(lambda _: None)
    picker.set_items([("Move 5", "a"), ("Move 4", "b")])
    picker.handle_event(key(pygame.K_TAB))
    picker.draw(window, banner)
    assert picker.last_box is not None and picker.last_box.width == banner.width
    picker.draw(window, banner, [tray])
    box = picker.last_box
    assert box is not None and box.top < tray.bottom and box.left == banner.left and box.right < tray.left

    picker.set_items([("Move 5 to the far end of a very long straight, in its outside lane", "a")])
    picker.draw(window, banner, [tray])
    box = picker.last_box
    assert box is not None and box.width == banner.width and box.bottom > low.top
    picker.draw(window, banner, [tray, low])  # the foot is kept in sight too
    box = picker.last_box
    assert box is not None and box.right < tray.left and box.collidelist([tray, low]) < 0

def test_inspect_view_takes_input_until_closed() -> None:
    view = InspectView()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert not view.handle_event(click)
    view.show(pygame.Surface((140, 196)), "A card")
    surface = pygame.Surface((800, 600))
    view.draw(surface)
    assert view.handle_event(click) and not view.visible


def test_seat_panel_marks_the_seat_to_act() -> None:
    panel = SeatPanel(pygame.Rect(0, 0, 240, 400))
    panel.show_patterns = True
    panel.set_rows([
        SeatRow("Anna", "red", ("Lap 2",), active=True, pattern="dots"),
        SeatRow("Bob", (10, 200, 10), ("Lap 1",), note="computer"),
    ])
    surface = pygame.Surface((240, 400))
    panel.draw(surface)
    active = surface.get_at((236, panel.row_height(panel.rows[0]) // 2))[:3]
    other_top = panel.row_height(panel.rows[0]) + 6
    other = surface.get_at((236, other_top + panel.row_height(panel.rows[1]) // 2))[:3]
    assert active != other


def test_seat_notes_go_on_lines_of_their_own_alike_when_one_must() -> None:
    panel = SeatPanel(pygame.Rect(0, 0, 240, 400))
    rows = [
        SeatRow("Lotte", "red", ("Lap 1",), note="computer · easy"),
        SeatRow("Maximiliana Wolkenstein", "blue", ("Lap 1",), note="computer · hard"),
        SeatRow("Anna", "green", ("Lap 2",)),
    ]
    panel.set_rows(rows)
    roomy = panel.fit(240, 400)
    panel.rect.height = roomy
    assert [len(panel.lines(i)) for i in range(3)] == [3, 3, 2]  # name, note, lap; no note for Anna
    one_line = sum(panel.row_height(row) + 6 for row in rows)
    extra = panel.row_height(rows[0], note_below=True) - panel.row_height(rows[0])
    tight = panel.fit(240, one_line + extra + 1)  # room for one more line only: the long row's
    panel.rect.height = tight
    assert [len(panel.lines(i)) for i in range(3)] == [2, 3, 2]


def test_cloth_is_cached_per_size() -> None:
    assert cloth_surface((320, 200)) is cloth_surface((320, 200))
    assert cloth_surface((320, 200)).get_size() == (320, 200)


def test_fit_font_picks_the_largest_size_that_fits() -> None:
    for text in ("Tabletop Racing", "Pass the computer to Bob", "W"):
        for width in (40, 90, 200, 333):
            fitting = [size for size in range(10, 73) if font(size).size(text)[0] <= width]
            assert fit_font(text, width, 72) is font(max(fitting, default=10)), (text, width)


def test_seat_panel_colour_blind_badges_keep_off_the_words() -> None:
    rows = [SeatRow(name, colour, ("1st · 3 coins · wiped out",), active=name == "Anna", pattern=pattern)
            for name, colour, pattern in (("Anna", "red", "stripes"), ("Bob", "blue", "dots"))]
    pictures = []
    for patterns in (False, True):
        panel = SeatPanel(pygame.Rect(0, 0, 240, 200))
        panel.show_patterns = patterns
        panel.set_rows(rows)
        surface = pygame.Surface((240, 200))
        panel.draw(surface)
        pictures.append(surface)
    words = pygame.Rect(PADDING + 26 + 8, 0, 240 - PADDING - 34, 200)  # right of the swatch column
    plain, marked = (pygame.image.tobytes(p.subsurface(words), "RGB") for p in pictures)
    assert plain == marked
    swatches = pygame.Rect(0, 0, words.x, 200)
    assert pygame.image.tobytes(pictures[0].subsurface(swatches), "RGB") != pygame.image.tobytes(
        pictures[1].subsurface(swatches), "RGB"
    )  # the badges are there, in the swatch column


def test_a_long_standing_line_goes_on_two_legible_lines_not_one_tiny_one() -> None:
    pygame.font.init()
    long = (
        "Alexandra Vandenberg : prendre l'aspiration de Maximilian Oberhofer ? Glissez sur A, "
        "ou choisissez une carte"
    )
    line = font(30).get_linesize()
    assert _message_image("Anna: choose your speed", 600, 48, 30).get_height() == line  # one line, full size
    two = _message_image(long, 460, 48, 30)
    assert font(LEAST_TWO_LINES).get_linesize() * 2 <= two.get_height() <= 48
    # Too long even for two lines at the least size: the second line ends with "…", nothing smaller.
    cut = _message_image(long * 3, 460, 48, 30)
    assert cut.get_height() == 2 * font(LEAST_TWO_LINES).get_linesize()


def test_a_fading_toast_and_the_standing_line_never_show_through_each_other() -> None:
    pygame.font.init()
    banner = Banner(pygame.Rect(0, 0, 680, 56))
    banner.set_message("Italy climber: up to 4 — drag it to a lit space", (200, 30, 30))
    banner.toast("Your unfinished Race Day game is kept in Load game.")
    surface = pygame.Surface((680, 70))
    banner.toast_left = FADE_SECONDS / 2  # the toast has just faded out; the line not yet back
    banner.draw(surface)
    area = banner._message_area()
    colours = {surface.get_at((x, area.centery))[:3] for x in range(area.left + 8, area.right - 8, 3)}
    assert len(colours) == 1  # the plaque alone: no word of either


def test_a_white_seats_dot_is_edged_in_ink_on_the_banner_and_the_seat_panel() -> None:
    """White on the cream plates read as a hole: its edge was a pale grey. Now ink, as a white
    rider token's is."""
    white = colour_rgb("white")
    banner = Banner(pygame.Rect(0, 0, 680, 56))
    banner.set_message("France sprinter: up to 4", white)
    surface = pygame.Surface((700, 70))
    banner.draw(surface)
    edge = (PADDING + 4 + 10 - 10, 56 // 2)  # the dot's left edge, inside its 11-pixel ring
    assert contrast(surface.get_at(edge)[:3], CREAM) >= 7, surface.get_at(edge)
    panel = SeatPanel(pygame.Rect(0, 0, 240, 400))
    panel.set_rows([SeatRow("Player 2 (France)", "white", ("0 medals",))])
    surface = pygame.Surface((240, 400))
    panel.draw(surface)
    swatch = (PADDING + SWATCH // 2 - 12, PADDING + SWATCH // 2)  # the swatch's ring, left of it
    assert contrast(surface.get_at(swatch)[:3], CREAM) >= 7, surface.get_at(swatch)


def test_wrap_breaks_a_word_too_long_for_its_line_after_its_hyphen_not_mid_letter() -> None:
    face = font(20)
    width = face.size("Hautes-Fagne")[0] + 2  # "Hautes-Fagnes" is just too wide
    assert wrap("des Hautes-Fagnes et", face, width) == ["des", "Hautes-", "Fagnes et"]
