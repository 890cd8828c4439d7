"""The game log beside the table always shows several whole lines, in a lesson too: at 960 x 600
the Nascard lesson's log showed one line, cut, under six seats and the coach's card."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.scenes.play.table_scene import LOG_LINES, TableScene
from tabletop.tutorial.catalogue import games_with_tutorials
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson


def check_column(scene: TableScene) -> None:
    log = scene.log
    assert log._text_area().height >= LOG_LINES * log.font.get_linesize(), log.rect
    assert len(scene.seats._boxes()) == len(scene.seats.rows)  # every seat's row still shown
    column = scene._column
    assert scene.coach is not None
    assert scene.seats.rect.bottom <= scene.coach.card.top and scene.coach.card.bottom <= log.rect.top
    assert column.contains(log.rect)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_a_lesson_s_log_shows_several_whole_lines(
    make_app: type[App], size: tuple[int, int], language: str, game_id: str
) -> None:
    driver: Driver = main_menu(make_app, size, instant=True)
    scene = open_lesson(driver, game_id)
    driver.app.ctx.speak(language)
    driver.frames(2)
    check_column(scene)
    for _ in range(200):  # a few of the coach's steps: its card changes, the column is laid out again
        if driver.top is not scene or scene.coach is None:
            break
        if scene.coach.advice is not None and not scene.animator.busy:
            do_what_the_coach_says(driver, scene)
            check_column(scene)
        else:
            driver.frames(1)
