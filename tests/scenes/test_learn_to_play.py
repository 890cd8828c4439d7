"""Guided first games, played through the real table by doing what the coach points at."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.scenes import game_hooks, new_game
from tabletop.scenes.dialog import DialogScene
from tabletop.scenes.learn import LearnScene
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.settings import SETTINGS_FILE
from tabletop.tutorial.catalogue import games_with_tutorials
from tests.scenes.driver import Driver


@pytest.fixture
def menu(make_app: type[App]) -> Driver:
    game_hooks.install()
    new_game.remembered.clear()
    driver = Driver(make_app((1280, 720)))
    driver.app.ctx.update_settings(animation_speed="instant")
    driver.frames(1)
    return driver


def open_lesson(driver: Driver, game_id: str) -> TableScene:
    driver.click_button("Learn to play")
    assert isinstance(driver.top, LearnScene)
    driver.click_id(f"#learn_{game_id}")
    scene = driver.top
    assert isinstance(scene, TableScene) and scene.coach is not None
    return scene


def do_what_the_coach_says(driver: Driver, scene: TableScene) -> None:
    """Choose the advised move from the keyboard list, as a player following the ring would."""
    assert scene.coach is not None and scene.coach.advice is not None
    wanted = scene.coach.advice.action
    payloads = [payload for _, payload in scene.picker.items]
    assert wanted in payloads, "the coach points at a move the player cannot choose"
    driver.key(pygame.K_TAB)
    for _ in range(payloads.index(wanted)):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)


def follow_to_the_end(driver: Driver, scene: TableScene, limit: int = 4000) -> list[str]:
    assert scene.coach is not None
    coach = scene.coach.coach
    for _ in range(limit):
        if isinstance(driver.top, ResultsScene):
            return coach.taught
        if scene.coach is not None and scene.coach.advice is not None and not scene.animator.busy:
            do_what_the_coach_says(driver, scene)
        else:
            driver.frames(1)
    raise AssertionError(f"the guided game did not end; taught {coach.taught}")


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_following_the_coach_plays_a_whole_game_and_teaches_every_lesson(menu: Driver, game_id: str) -> None:
    scene = open_lesson(menu, game_id)
    assert scene.coach is not None
    lessons = [lesson.id for lesson in scene.coach.coach.tutorial.lessons]
    taught = follow_to_the_end(menu, scene)
    assert sorted(taught) == sorted(lessons)


def test_the_coach_rings_the_card_and_refuses_another_move(menu: Driver) -> None:
    scene = open_lesson(menu, "nascard")
    for _ in range(600):
        if scene.coach is not None and scene.coach.advice is not None and not scene.animator.busy:
            break
        menu.frames(1)
    overlay = scene.coach
    assert overlay is not None and overlay.advice is not None
    advised = overlay.advice.action
    card = getattr(advised, "card", None)
    assert card is not None and overlay.target == scene.view.hand[card].screen_rect()
    lesson = overlay.advice.lesson
    assert lesson is not None
    other = next(action for _, action in scene.picker.items if not lesson.fits_action(action))
    assert scene.propose(other) is not None  # the coach asks for a move of the lesson's kind
    assert not scene.match.steps or scene.match.steps[-1].action != other
    menu.click(overlay.skip.center)
    assert scene.coach is None
    assert scene.propose(other) is None  # without the coach any legal move goes


def test_the_first_start_of_a_game_offers_the_lesson_once(make_app: type[App], user_dir: Path) -> None:
    (user_dir / SETTINGS_FILE).unlink()
    game_hooks.install()
    new_game.remembered.clear()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.click_button("New game")
    driver.click_button("Start")
    assert isinstance(driver.top, DialogScene)
    driver.click_button("Play now")
    tables = [scene for scene in driver.app.ctx.stack.scenes if isinstance(scene, TableScene)]
    assert len(tables) == 1 and tables[0].coach is None
    assert "nascard" in driver.app.ctx.settings.tutorials_offered
    driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    driver.frames(2)
    driver.click_button("New game")
    driver.click_button("Start")
    assert not any(isinstance(scene, DialogScene) for scene in driver.app.ctx.stack.scenes)  # once only
