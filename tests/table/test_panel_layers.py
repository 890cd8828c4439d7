"""The table's panels are composed once and reused: every change still shows at once.

Each test draws a panel, changes it, draws it again, and compares with a fresh
panel that never saw the old content: a stale picture would differ.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.table.panels.action_picker import ActionPicker
from tabletop.table.panels.banner import Banner
from tabletop.table.panels.log_panel import LogPanel
from tabletop.table.panels.seat_panel import SeatPanel, SeatRow
from tabletop.table.panels.tooltip import Tooltip

SIZE = (640, 480)


def drawn(draw: Callable[[pygame.Surface], None]) -> bytes:
    surface = pygame.Surface(SIZE)
    surface.fill((30, 90, 40))
    draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def wheel(log: LogPanel, clicks: int) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=log.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    log.handle_event(motion)
    log.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=clicks))


def filled_log(rect: pygame.Rect, lines: int) -> LogPanel:
    log = LogPanel(rect)
    for number in range(lines):
        log.add(f"Entry {number}: Anna plays a card and moves on")
    return log


def test_log_shows_a_new_line_a_scroll_and_a_new_size_at_once() -> None:
    rect = pygame.Rect(300, 20, 240, 300)
    log = filled_log(rect, 12)
    before = drawn(log.draw)
    log.add("Entry 12: Anna plays a card and moves on")
    after = drawn(log.draw)
    assert after != before
    assert after == drawn(filled_log(rect, 13).draw)

    wheel(log, 1)
    scrolled = drawn(log.draw)
    assert scrolled != after  # older lines and the "Newest" chip
    fresh = filled_log(rect, 13)
    wheel(fresh, 1)
    assert scrolled == drawn(fresh.draw)
    log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=log.newest_chip().center, button=1))
    assert drawn(log.draw) == after

    taller = pygame.Rect(300, 20, 260, 420)
    log.set_rect(taller)
    assert drawn(log.draw) == drawn(filled_log(taller, 13).draw)
    log.clear()
    assert drawn(log.draw) == drawn(LogPanel(taller).draw)


def rows(active: int, lap: int) -> list[SeatRow]:
    return [
        SeatRow("Anna", "red", (f"Lap {lap}",), active=active == 0, pattern="dots"),
        SeatRow("Bob", (10, 200, 10), ("Lap 1",), active=active == 1, note="computer", pattern="ring"),
    ]


def seat_panel(rect: pygame.Rect, active: int, lap: int, patterns: bool = False) -> SeatPanel:
    panel = SeatPanel(rect)
    panel.show_patterns = patterns
    panel.set_rows(rows(active, lap))
    return panel


def test_seat_panel_shows_the_turn_a_field_the_patterns_and_a_new_size_at_once() -> None:
    rect = pygame.Rect(20, 20, 240, 300)
    panel = seat_panel(rect, 0, 1)
    first = drawn(panel.draw)
    panel.set_rows(rows(1, 1))
    assert drawn(panel.draw) != first
    assert drawn(panel.draw) == drawn(seat_panel(rect, 1, 1).draw)
    panel.set_rows(rows(1, 2))
    assert drawn(panel.draw) == drawn(seat_panel(rect, 1, 2).draw)
    panel.show_patterns = True
    assert drawn(panel.draw) == drawn(seat_panel(rect, 1, 2, patterns=True).draw)
    wider = pygame.Rect(20, 20, 300, 300)
    panel.set_rect(wider)
    assert drawn(panel.draw) == drawn(seat_panel(wider, 1, 2, patterns=True).draw)


def banner(rect: pygame.Rect, message: str, rule: str | None = None) -> Banner:
    result = Banner(rect)
    result.set_message(message, (200, 0, 0))
    result.rule = rule
    return result


def test_banner_shows_new_words_the_help_button_a_toast_and_a_new_size_at_once() -> None:
    rect = pygame.Rect(10, 10, 600, 56)
    shown = banner(rect, "Anna: play a card")
    first = drawn(shown.draw)
    shown.set_message("Bob: move your car", (200, 0, 0))
    assert drawn(shown.draw) != first
    assert drawn(shown.draw) == drawn(banner(rect, "Bob: move your car").draw)
    shown.rule = "Moving"
    assert drawn(shown.draw) == drawn(banner(rect, "Bob: move your car", "Moving").draw)

    shown.toast("That space is taken")
    fresh = banner(rect, "Bob: move your car", "Moving")
    fresh.toast("That space is taken")
    assert drawn(shown.draw) == drawn(fresh.draw)
    shown.toast("Saved", (0, 120, 0))
    fresh.toast("Saved", (0, 120, 0))
    assert drawn(shown.draw) == drawn(fresh.draw)
    shown.update(3.3)
    fresh.update(3.3)
    assert drawn(shown.draw) == drawn(fresh.draw)  # fading alike

    shown.update(1.0)
    narrower = pygame.Rect(10, 10, 420, 56)
    shown.set_rect(narrower)
    assert drawn(shown.draw) == drawn(banner(narrower, "Bob: move your car", "Moving").draw)


def test_action_picker_shows_the_row_chosen_now() -> None:
    items = [(f"Play card {number}", number) for number in range(20)]
    anchor = pygame.Rect(10, 10, 500, 40)
    picker: ActionPicker[int] = ActionPicker(lambda _: None)
    picker.set_items(items)
    closed = drawn(lambda s: picker.draw(s, anchor))
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
    picker.handle_event(tab)
    opened = drawn(lambda s: picker.draw(s, anchor))
    assert opened != closed
    for _ in range(15):
        picker.handle_event(down)
    fresh: ActionPicker[int] = ActionPicker(lambda _: None)
    fresh.set_items(items)
    fresh.handle_event(tab)
    for _ in range(15):
        fresh.handle_event(down)
    assert drawn(lambda s: picker.draw(s, anchor)) == drawn(lambda s: fresh.draw(s, anchor))
    assert picker.last_rows == fresh.last_rows and 15 in picker.last_rows


def test_tooltip_shows_the_new_words_when_the_pointer_moves_on() -> None:
    tip = Tooltip()
    tip.point_at((100, 100), "A card")
    tip.update(1.0)
    first = drawn(tip.draw)
    tip.point_at((100, 100), "The deck: 30 cards left")
    tip.update(1.0)
    fresh = Tooltip()
    fresh.point_at((100, 100), "The deck: 30 cards left")
    fresh.update(1.0)
    assert drawn(tip.draw) != first
    assert drawn(tip.draw) == drawn(fresh.draw)
