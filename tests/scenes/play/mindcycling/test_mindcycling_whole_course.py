"""Home shows Mind Cycling's whole course where the camera follows only part of it (960 x 600),
however small its riders; a second Home, or a person's turn beginning at the screen, goes back to
following; the computers' moves keep it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.games.simulate import make_bot
from tabletop.language import set_language
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import font
from tabletop.table.panels.tooltip import DELAY
from tabletop.table.panels.whole_track import HINT_SIZE, hint_spot
from tests.scenes.driver import FRAME, Driver
from tests.scenes.play.mindcycling.test_riders_read_small import mid_race
from tests.scenes.play.mindcycling.test_table_mindcycling import rules_of, start, view_of
from tests.scenes.play.whole_track_words import check_the_plates_read_french
from tests.scenes.tables import push_table


def anna_against_a_computer(
    make_app: type[App], size: tuple[int, int] = (960, 600)
) -> tuple[Driver, TableScene]:
    """Anna against a computer on the flat stage, at `size` (960 x 600 follows part of the course)."""
    driver = Driver(make_app(size))
    driver.frames(1)
    return driver, start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bea", True, "white")), seed=4)


def test_home_shows_the_whole_course_and_goes_back(make_app: type[App]) -> None:
    driver, scene = anna_against_a_computer(make_app)
    view, rules = view_of(scene), rules_of(scene)
    driver.settle(scene.animator)
    road = view._road_area()
    course = view._extent()
    assert not road.contains(view.camera.world_rect_to_screen(course)), "960 x 600 follows part of it"
    following = view.camera.look()

    driver.key(pygame.K_HOME)
    assert road.contains(view.camera.world_rect_to_screen(course))
    driver.key(pygame.K_HOME)
    assert view.camera.look() == following

    driver.key(pygame.K_HOME)
    whole = view.camera.zoom
    steps = len(scene.match.steps)
    bot = make_bot("mindcycling", "game", 7, players=2)
    if 0 in scene.match.to_act():  # Anna's own move, then the computer's: whole all along
        scene.propose(bot.choose(rules, rules.view(scene.match.state, 0), 0))
    for _frame in range(1200):
        driver.frames(1)
        if 0 in scene.match.to_act() and len(scene.match.steps) > steps + 1 and not scene.animator.busy:
            break
        if not scene.animator.busy:
            assert view.camera.zoom == whole, "the moves keep the whole course"
    assert 0 in scene.match.to_act() and len(scene.match.steps) > steps + 1
    # Anna's turn begins: following again, for her to pick her rider's place.
    driver.settle(scene.animator)
    assert view.camera.zoom > whole
    rider = scene.match.state.active()
    assert rider is not None and road.contains(view.riders[rider.id].screen_rect())


def test_the_board_says_how_and_its_button_shows_the_whole_course(make_app: type[App]) -> None:
    """As in MotoX: a hint and a "Whole track (Home)" button on the road area, clear of the riders."""
    driver, scene = anna_against_a_computer(make_app)
    view = view_of(scene)
    driver.settle(scene.animator)
    road, course = view._road_area(), view._extent()
    following = view.camera.look()
    assert "Home" in view.view_hint()
    button = view.whole_button()
    assert button is not None and button[1] == "Whole track (Home)"
    assert road.contains(button[0])
    assert not any(button[0].colliderect(rect) for rect in view._plates_clear_of())

    driver.click(button[0].center)
    driver.settle(scene.animator)
    assert road.contains(view.camera.world_rect_to_screen(course)) and view.view_hint() == ""
    button = view.whole_button()
    assert button is not None and button[1] == "Back to the play (Home)"

    driver.click(button[0].center)
    driver.settle(scene.animator)
    assert view.camera.look() == following

    # Pointed at, it lights up, and no tooltip tells of the course hidden under it.
    button = view.whole_button()
    assert button is not None
    pointed = pygame.event.Event(pygame.MOUSEMOTION, pos=button[0].center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(pointed)
    driver.frames(round(DELAY / FRAME) + 2)
    assert view.plates.hovered and not scene.tooltip.showing


def test_the_whole_course_button_reads_french(make_app: type[App]) -> None:
    driver, scene = anna_against_a_computer(make_app)
    view = view_of(scene)
    driver.settle(scene.animator)
    check_the_plates_read_french(driver, view)


def test_no_tooltip_tells_of_the_course_under_the_button(make_app: type[App]) -> None:
    """Mid-race at 960 x 600 the button lies on the finish area's road: pointed at, it lights up,
    and the road's note does not show over it."""
    driver, match = mid_race(make_app)
    scene = push_table(driver, match)
    driver.settle(scene.animator)
    view = view_of(scene)
    button = view.whole_button()
    assert button is not None
    under = [zone for zone in view.zones.values() if zone.hit_test(button[0].center)]
    assert under, "a place of the course lies under the button"
    pointed = pygame.event.Event(pygame.MOUSEMOTION, pos=button[0].center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(pointed)
    driver.frames(round(DELAY / FRAME) + 2)
    assert view.plates.hovered and not scene.tooltip.showing


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_is_never_cut(make_app: type[App], size: tuple[int, int], language: str) -> None:
    """French at 960 x 600 the hint is wider than the road area: it goes onto two lines, whole."""
    driver, scene = anna_against_a_computer(make_app, size)
    view = view_of(scene)
    driver.settle(scene.animator)
    try:
        set_language(language)
        hint = view.view_hint()
        if not hint:
            return  # the whole course is in sight: no hint to cut
        plate, lines = hint_spot(view._road_area(), hint, view._plates_clear_of())
        assert view._road_area().contains(plate)
        assert " ".join(lines) == hint
        assert all(font(HINT_SIZE).size(line)[0] <= plate.width for line in lines)
    finally:
        set_language("en")
