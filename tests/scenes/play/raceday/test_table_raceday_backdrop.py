"""Race Day's still board (track, lit spaces, the clicked path, the tray's plate, the prompt,
the choices, the key) is drawn once into the table's backdrop: every change that alters it
must show at once, and the dice, cars, words and dashboards over it keep moving."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.games.raceday.state import MOVE, POLE
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.backdrop_check import assert_backdrop_current, board, frame, zoom_pan_and_resize
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.test_table_raceday import PAIR, click_choice, view_of
from tests.scenes.tables import at, start_table


def start(driver: Driver, seed: int = 8) -> TableScene:
    return start_table(driver, "raceday", PAIR, seed)


def frames_checked(driver: Driver, scene: TableScene) -> int:
    """Run the animation out, checking every frame; how many frames it took."""
    count = 0
    while scene.animator.busy and count < 900:
        driver.frames(1)
        count += 1
        if count % 2:  # every other frame keeps the test quick
            assert_backdrop_current(driver, scene)
    return count


def test_zoom_pan_and_a_new_window_size_redraw_the_board(driver: Driver) -> None:
    scene = start(driver)
    zoom_pan_and_resize(driver, scene, -2)
    assert view_of(scene).panel.right < 1024
    assert_backdrop_current(driver, scene)


def test_rolls_choices_lit_spaces_and_the_clicked_path_show_at_once(driver: Driver) -> None:
    driver.app.ctx.settings = replace(driver.app.ctx.settings, animation_speed="fast")  # fewer frames
    scene = start(driver)
    view = view_of(scene)
    for _ in range(20):
        if scene.match.state.phase != POLE:
            break
        click_choice(driver, scene, "Roll for the pole")
        assert frames_checked(driver, scene) > 0  # the die rolled over the kept tray
    still = board(scene)
    button = view.choices[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=at(button.screen_pos), rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.frames(1)
    assert button.hovered
    assert_backdrop_current(driver, scene)
    assert board(scene) != still
    state = scene.match.state
    for _ in range(10):
        click_choice(driver, scene, "Stand on It")
        frames_checked(driver, scene)
        driver.frames(1)
        if state.phase == MOVE and scene.viewer == state.turn.car:
            break
    assert state.phase == MOVE and not view.choices
    lit_board = board(scene)
    assert_backdrop_current(driver, scene)
    steps = sorted(space for space, zone in view.zones.items() if zone.step)
    assert steps
    driver.click(at(view.zones[steps[0]].screen_pos))
    assert view.steps == [steps[0]]
    assert_backdrop_current(driver, scene)
    assert board(scene) != lit_board
    before = frame(driver)
    driver.key(pygame.K_ESCAPE)
    assert not view.steps
    assert_backdrop_current(driver, scene)
    assert board(scene) == lit_board and frame(driver) != before
