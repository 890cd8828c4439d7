"""A guided race goes on after the learner's car has finished: the coach's card says the
learner's race is over, not that the coach will point at a next move that never comes."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.games.raceday.state import FINISHED
from tabletop.scenes.play.coach_overlay import DONE, WAITING
from tabletop.scenes.play.results import ResultsScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson


@pytest.fixture
def menu(make_app: type[App]) -> Driver:
    return main_menu(make_app, instant=True)


def test_the_card_says_the_race_is_over_once_the_learners_car_has_finished(menu: Driver) -> None:
    scene = open_lesson(menu, "raceday")
    learner = scene.coach.coach.tutorial.learner if scene.coach is not None else 0
    for _ in range(4000):
        overlay = scene.coach
        assert overlay is not None and not isinstance(menu.top, ResultsScene), "no wait after the finish"
        finished = scene.match.state.cars[learner].status == FINISHED
        title, words = overlay.sections[-1] if overlay.sections else ("", "")
        if title.startswith("Waiting for"):
            assert words == (DONE if finished else WAITING)
            if finished:
                return
        if overlay.advice is not None and not scene.animator.busy:
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    raise AssertionError("the learner's car never finished with others still racing")
