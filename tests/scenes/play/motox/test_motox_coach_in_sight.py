"""In MotoX's guided game the coach's ring is always in sight: on the board inside the
visible board (never under the side panel or the banner), or on the strip's dice and buttons."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.games.motox.view import MotoXView
from tests.scenes.driver import main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_coach_s_ring_stays_in_sight_through_the_lesson(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = main_menu(make_app, size, instant=True)
    scene = open_lesson(driver, "motox")
    view = scene.view
    assert isinstance(view, MotoXView) and view.pieces.areas is not None
    strip = view.pieces.areas
    checked = 0
    for _ in range(3000):
        coach = scene.coach
        if coach is None or driver.top is not scene:
            break  # the lesson is over
        if coach.advice is None or scene.animator.busy:
            driver.frames(1)
            continue
        ring = coach.target
        assert ring is not None
        on_board = view.table.contains(ring)
        in_strip = strip.tray.contains(ring) or strip.choices.contains(ring) or strip.stock.contains(ring)
        assert on_board or in_strip or ring == scene.banner.rect, (coach.advice.words, ring)
        if on_board:
            assert ring.width >= 20  # a place the learner can see, not a speck
        checked += 1
        do_what_the_coach_says(driver, scene)
    assert checked >= 30  # building, the pawns and the race, to the finish
    assert pygame.Rect((0, 0), size).contains(view.table)
