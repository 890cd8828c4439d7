"""The welcome of a guided game (what the game is, and to follow the gold ring) is on the
learner's first card where the learner moves first, beside the first lesson. (In Mind Cycling
the computer rides first: the welcome is on the card while it does. Nascard's six seats leave
no room for both at 1280x720: the welcome is what leaves the card.)"""

from __future__ import annotations

import pytest

from tabletop.app import App
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson


@pytest.fixture
def menu(make_app: type[App]) -> Driver:
    return main_menu(make_app, instant=True)


@pytest.mark.parametrize("game_id", ["mcs", "raceday", "motox"])
def test_the_first_card_welcomes_and_the_next_does_not(menu: Driver, game_id: str) -> None:
    scene = open_lesson(menu, game_id)
    overlay = scene.coach
    assert overlay is not None
    for _ in range(2000):
        if overlay.advice is not None and not scene.animator.busy:
            break
        menu.frames(1)
    welcome = ("Learn to play", overlay.coach.tutorial.welcome)
    lesson = overlay.at_hand
    assert lesson is not None and overlay.sections == [welcome, (lesson.title, lesson.text)]
    assert overlay.card.bottom <= scene.log.rect.top  # the card holds both, the log below it
    do_what_the_coach_says(menu, scene)
    for _ in range(2000):
        if overlay.advice is not None and not scene.animator.busy:
            break
        menu.frames(1)
    assert welcome not in overlay.sections


def test_the_welcome_comes_before_what_the_computers_first_moves_showed(menu: Driver) -> None:
    """Mind Cycling's computer rides first, and its moves teach (into the wind) before the
    learner has a turn: the card still opens with the welcome, as on the learner's first turn."""
    scene = open_lesson(menu, "mindcycling")
    overlay = scene.coach
    assert overlay is not None
    welcome = ("Learn to play", overlay.coach.tutorial.welcome)
    news_shown = False
    for _ in range(2000):
        if overlay.advice is not None:
            break
        told = [(lesson.title, lesson.text) for lesson in overlay.telling]
        if told and welcome in overlay.sections:
            news_shown = True
            assert overlay.sections[0] == welcome, overlay.sections
        menu.frames(1)
    assert news_shown, "the computer's first moves told nothing on the welcome's card"
