"""Race Day's rising words: an undo takes away the words of the moves it took back; the words
keep off the panel (the tray, the prompt, the choices) and never pile up more than a few high."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.raceday.actions import ChooseSpeed, RollForPole
from tabletop.games.raceday.state import FINISHED, MOVE, POLE, SPEED
from tabletop.games.raceday.view.drawing import POPUP_PILE
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.test_table_raceday import arrange, lit, roll_the_grid, start, view_of
from tests.scenes.tables import start_table

WITH_COMPUTERS = (
    SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green")
)


def annas_speed(driver: Driver, scene: TableScene) -> None:
    """Play on (Anna rolls for the pole when asked) until Anna is to pick her speed."""
    state = scene.match.state
    for _ in range(3000):
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            if state.phase == SPEED:
                return
            assert state.phase == POLE
            scene.propose(RollForPole())
        driver.frames(1)
    raise AssertionError("Anna never got to pick a speed")


@pytest.mark.parametrize("shown", [True, False], ids=["after the move is shown", "while it is shown"])
def test_undoing_a_finishing_move_takes_its_rising_words_away(driver: Driver, shown: bool) -> None:
    scene = start_table(driver, "raceday", WITH_COMPUTERS, 5, laps=1)
    view = view_of(scene)
    annas_speed(driver, scene)
    state = scene.match.state
    arrange(scene, {0: f"r{state.circuit.length - 1:02d}b"})  # one row short of the line
    scene.propose(ChooseSpeed("cruise"))
    driver.settle(scene.animator)
    assert state.phase == MOVE
    driver.drag(view.cars[0].screen_pos, view.zones[sorted(lit(scene))[0]].screen_pos)
    assert scene.match.state.cars[0].status == FINISHED
    if shown:
        driver.settle(scene.animator)
        assert any(popup.text == "Finished 1st!" for popup in view.popups)
    else:
        # The undo plays the rest of the move at once, its words too, before taking it back.
        assert scene.animator.busy and not view.popups
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.state.cars[0].status != FINISHED and scene.match.state.phase == MOVE
    assert view.popups == []


def test_rising_words_keep_off_the_panel_and_pile_only_a_few_high(driver: Driver) -> None:
    scene = start(driver)
    roll_the_grid(driver, scene)
    view = view_of(scene)
    state = scene.match.state
    rightmost = max(view.zones, key=lambda space: view._centre(space).x)
    view.cars[0].pos = view._centre(rightmost)
    news = ("Rubbing Is Racing: saved!", "Driver check: passes", "+1 Body", "Lap 2 of 3", "Skips a turn")
    for text in news:
        view._popup(0, text, GOLD, state)
    assert len(view.popups) == POPUP_PILE and view.popups[-1].text == "Skips a turn"
    rects = view.popup_rects()
    for index, rect in enumerate(rects):
        assert not rect.colliderect(view.panel) and scene.camera.viewport.contains(rect), (rect, view.panel)
        assert rect.collidelist(rects[index + 1 :]) == -1
