"""The keyboard action list stays inside the window at the smallest and a large size, rings
the move in focus on the board, and leaves in sight what the game keeps beside it (Race Day's dice tray)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.bench.scenarios import mid_game_match, open_table
from tabletop.engine.contract import SeatSetup
from tabletop.games.motox.actions import Move
from tabletop.games.motox.view import MotoXView
from tabletop.games.motox.view.layout import space_rect
from tabletop.games.raceday.state import MOVE, SPEED
from tabletop.games.raceday.view import RaceDayView
from tabletop.table.panels.panel import PADDING
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_tab_list_fits_the_window_and_follows_the_choice(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bot", True, "blue"))
    scene = start_table(driver, "nascard", seats, 3)
    items = len(scene.picker.items)
    assert items > 3  # a whole hand to choose from
    window = pygame.Rect((0, 0), driver.app.ctx.size)
    for step in range(items + 2):
        driver.key(pygame.K_TAB)
        box = scene.picker.last_box
        assert box is not None and window.contains(box), (step, box, window)
        assert scene.picker.index in scene.picker.last_rows
    assert scene.picker.index == (items + 1) % items


@pytest.mark.parametrize(
    "game, actions", [("motox", 30), ("motox", 40), ("motox", 55), ("raceday", 30), ("nascard", 30)]
)
def test_the_move_in_focus_is_ringed_on_the_board(driver: Driver, game: str, actions: int) -> None:
    scene = open_table(driver.app, mid_game_match(game, actions=actions))
    driver.frames(3)
    driver.settle(scene.animator)
    assert scene.picker.last_ring is None  # the list is closed: nothing ringed
    seen = set()
    for _ in range(min(4, len(scene.picker.items))):
        driver.key(pygame.K_TAB)
        action = scene.picker.focused
        assert action is not None
        place = scene.view.anchor_of(action)
        ring = scene.picker.last_ring
        assert place is not None and ring is not None and ring.contains(place), action
        assert pygame.Rect((0, 0), driver.app.ctx.size).contains(place)
        box = scene.picker.last_box
        if len(scene.picker.items) <= 4:  # a short list always finds room off the ringed place
            assert box is not None and not box.colliderect(ring), (box, ring)
        seen.add(tuple(ring))
    assert len(seen) > 1  # the ring follows the choice
    driver.key(pygame.K_ESCAPE)
    assert scene.picker.last_ring is None


def test_motox_s_keyboard_ride_is_shown_where_it_ends_in_sight(driver: Driver) -> None:
    scene = open_table(driver.app, mid_game_match("motox", actions=55))
    driver.frames(3)
    driver.settle(scene.animator)
    view = scene.view
    assert isinstance(view, MotoXView)
    view.camera.pan(4000, 0)  # the player looked far away
    driver.key(pygame.K_TAB)
    ride = scene.picker.focused
    assert isinstance(ride, Move)
    end = view.camera.world_rect_to_screen(space_rect(ride.path[-1]))
    assert view.table.contains(end) and view.anchor_of(ride) == end
    assert scene.rules.describe_action(scene.match.state, 0, ride).startswith(f"Ride {ride.value} to the ")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("actions", "phase"), [(21, SPEED), (84, MOVE)])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_race_day_s_move_list_leaves_the_dice_tray_in_sight(
    make_app: type[App], size: tuple[int, int], actions: int, phase: str, language: str
) -> None:
    """The list opened under the banner as wide as it, over the tray's "Move" and "Check" dice and
    what they rolled: the numbers the moves listed are counted from."""
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = open_table(driver.app, mid_game_match("raceday", actions=actions))
    driver.frames(3)
    driver.settle(scene.animator)
    view = scene.view
    assert isinstance(view, RaceDayView) and view.state is not None and view.state.phase == phase
    window = pygame.Rect((0, 0), driver.app.ctx.size)
    for _ in range(len(scene.picker.items) + 1):
        driver.key(pygame.K_TAB)
        box, ring = scene.picker.last_box, scene.picker.last_ring
        assert box is not None and window.contains(box), (box, window)
        assert not box.colliderect(view.tray), (box, view.tray)
        assert ring is not None and not box.colliderect(ring), (box, ring)  # the move's place in sight too


def test_race_day_s_long_moves_read_whole_in_french_at_the_smallest_size(make_app: type[App]) -> None:
    """Race Day's moves by way of another lane run about 800 px in French, more than the list is
    wide at 960x600: each wraps onto a second line, every word shown, and the list still scrolls
    to the chosen move, inside the window and off the dice tray."""
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    scene = open_table(driver.app, mid_game_match("raceday", actions=84))
    driver.frames(3)
    driver.settle(scene.animator)
    view, picker = scene.view, scene.picker
    assert isinstance(view, RaceDayView)
    window = pygame.Rect((0, 0), driver.app.ctx.size)
    texts = [text for text, _payload in picker.items]
    assert any(picker.font.size(text)[0] > window.width * 2 // 3 for text in texts)  # the long ones
    for _ in range(len(texts) + 1):
        driver.key(pygame.K_TAB)
        box = picker.last_box
        assert box is not None and window.contains(box) and not box.colliderect(view.tray), box
        assert picker.index in picker.last_rows
        assert len(picker.last_lines) == len(picker.last_rows)
        for number, lines in zip(picker.last_rows, picker.last_lines, strict=True):
            assert " ".join(lines) == texts[number]
            # A row's words start PADDING and a half in and end PADDING before the list's edge.
            assert all(picker.font.size(line)[0] <= box.width - 5 * PADDING // 2 for line in lines), lines
