"""Home, or the board's "Whole track" button, shows the whole course however small its tiles, and
the camera goes back to following the play on a second press or when the person at the screen is
to act; the computers' moves keep it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.motox.actions import Move
from tabletop.games.motox.view.layout import tile_rect
from tabletop.games.motox.view.table_view import MotoXView
from tabletop.language import set_language
from tabletop.table.machinery.text import font
from tabletop.table.panels.tooltip import DELAY
from tabletop.table.panels.whole_track import HINT_SIZE, hint_spot
from tests.scenes.driver import FRAME
from tests.scenes.play.motox.test_motox_camera import can, open_driven
from tests.scenes.play.whole_track_words import check_the_plates_read_french


def whole(view: MotoXView) -> bool:
    state = view.pieces.state
    assert state is not None
    return all(view.table.contains(view.camera.world_rect_to_screen(tile_rect(t.cell))) for t in state.tiles)


def test_home_and_the_button_show_the_whole_track_and_go_back(make_app: type[App]) -> None:
    driver, scene = open_driven(make_app, (960, 600), lambda m: can(m, Move) and len(m.steps) > 75)
    view = scene.view
    assert isinstance(view, MotoXView)
    following = view.camera.look()
    assert not whole(view) and "Home" in view.view_hint()
    button = view.whole_button()
    assert button is not None and button[1] == "Whole track (Home)"
    # The button covers no tile, lit place or bike in sight.
    assert not any(button[0].colliderect(rect) for rect in view._taken())
    # Pointed at, it lights up, and no tooltip tells of the track hidden under it.
    pointed = pygame.event.Event(pygame.MOUSEMOTION, pos=button[0].center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(pointed)
    driver.frames(round(DELAY / FRAME) + 2)
    assert view.plates.hovered and not scene.tooltip.showing

    driver.key(pygame.K_HOME)
    driver.settle(scene.animator)
    assert whole(view) and view.view_hint() == ""
    button = view.whole_button()
    assert button is not None and button[1] == "Back to the play (Home)"
    assert not any(button[0].colliderect(rect) for rect in view._taken())

    driver.click(button[0].center)  # the button: back to the view that follows the play
    driver.settle(scene.animator)
    assert view.camera.look() == following and not whole(view)

    button = view.whole_button()
    assert button is not None
    driver.click(button[0].center)  # the button: the whole track again
    driver.settle(scene.animator)
    assert whole(view)
    driver.key(pygame.K_TAB)  # the next move, Anna's, hands the computer on: following the play again
    driver.key(pygame.K_RETURN)
    driver.settle(scene.animator)
    driver.frames(3)
    assert not view.showing_whole and not whole(view)
    focus = view._focus(view.pieces.state, view.pieces.waiting)
    assert focus is None or view.table.contains(view.camera.world_rect_to_screen(focus))


def test_home_glides_between_the_play_and_the_whole_track(make_app: type[App]) -> None:
    """The zoom is a glide the eye can follow, frame by frame, not a jump; it ends exactly where
    a jump would have gone, and a second Home glides back to the very view it left."""
    driver, scene = open_driven(make_app, (960, 600), lambda m: can(m, Move) and len(m.steps) > 75)
    view = scene.view
    assert isinstance(view, MotoXView)
    following = view.camera.look()
    near = view.camera.zoom
    driver.key(pygame.K_HOME)  # two frames: under a tenth of the shortest glide
    assert scene.animator.busy and not whole(view)
    assert view.camera.zoom < near, "the glide has begun"
    zooms = [view.camera.zoom]
    while scene.animator.busy:
        driver.frames(1)
        zooms.append(view.camera.zoom)
    assert len(zooms) > 10 and zooms == sorted(zooms, reverse=True), "out, one frame after another"
    assert whole(view) and view.showing_whole
    far = view.camera.zoom
    assert far < near

    driver.key(pygame.K_HOME)
    assert far < view.camera.zoom < near, "and back in as smoothly"
    driver.settle(scene.animator)
    assert view.camera.look() == following and not whole(view)


def test_the_whole_track_button_reads_french(make_app: type[App]) -> None:
    driver, scene = open_driven(make_app, (960, 600), lambda m: can(m, Move) and len(m.steps) > 75)
    view = scene.view
    assert isinstance(view, MotoXView)
    check_the_plates_read_french(driver, view)


def test_the_whole_track_stays_while_the_computers_ride(make_app: type[App]) -> None:
    seats = (
        SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green")
    )
    driver, scene = open_driven(
        make_app, (960, 600), lambda m: can(m, Move) and len(m.steps) > 75, Setup(seats, {})
    )
    view = scene.view
    assert isinstance(view, MotoXView)
    for _turn in range(12):  # Anna's turn to its end: the computers' turn begins
        if 0 not in scene.match.to_act():
            break
        driver.key(pygame.K_TAB)
        driver.key(pygame.K_RETURN)
        driver.settle(scene.animator)
    assert 0 not in scene.match.to_act()
    driver.key(pygame.K_HOME)
    driver.settle(scene.animator)
    assert view.showing_whole and whole(view)
    asked = len(scene.match.steps)
    for _frame in range(3000):
        driver.frames(1)
        if 0 in scene.match.to_act() and not scene.animator.busy:
            break
        if not scene.animator.busy and len(scene.match.steps) > asked:
            assert view.showing_whole and whole(view), "the computers' moves keep the whole track"
    assert 0 in scene.match.to_act() and len(scene.match.steps) > asked + 1
    # Anna's turn: the view follows the play again, for her to aim at her lit places.
    driver.frames(3)
    assert not view.showing_whole and not whole(view)
    focus = view._focus(view.pieces.state, view.pieces.waiting)
    assert focus is None or view.table.contains(view.camera.world_rect_to_screen(focus))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_is_never_cut(make_app: type[App], size: tuple[int, int], language: str) -> None:
    """The hint goes onto as many lines as the board needs, whole, never past its edge."""
    _driver, scene = open_driven(make_app, size, lambda m: can(m, Move) and len(m.steps) > 75)
    view = scene.view
    assert isinstance(view, MotoXView)
    try:
        set_language(language)
        hint = view.view_hint()
        if not hint:
            return  # the whole track is in sight: no hint to cut
        plate, lines = hint_spot(view.table, hint, view._taken())
        assert view.table.contains(plate)
        assert " ".join(lines) == hint
        assert all(font(HINT_SIZE).size(line)[0] <= plate.width for line in lines)
    finally:
        set_language("en")
