"""A replay walked as a viewer does: step to the end, then jump about; what a view shows at rest
(`shown`) must be the position's own at every stop, and a jump must land on what the steps showed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.app import App
from tabletop.engine.match import Match
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tests.scenes.driver import Driver


def step_then_jump(
    driver: Driver, scene: ReplayScene, shown: Callable[[ReplayScene], object], check: Callable[[], None]
) -> None:
    check()
    # Stepping forward plays each move's events as the table does.
    stepped: dict[int, object] = {}
    while scene.position < scene.timeline.length:
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        check()
        stepped[scene.position] = shown(scene)

    def landed() -> None:
        check()
        assert shown(scene) == stepped[scene.position]

    driver.key(pygame.K_HOME)
    check()
    driver.key(pygame.K_END)
    landed()
    for _ in range(5):
        driver.key(pygame.K_LEFT)
        landed()
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_PAGEDOWN)
    assert scene.position > 0
    landed()
    bar = scene.scrubber
    for moves in (2, 3, scene.timeline.length // 2, scene.timeline.length // 2 + 1):
        driver.click((bar.x_of(moves), bar.rect.top + 12))
        landed()


def open_replay(
    make_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    match: Match,
    language: str | None = None,
) -> tuple[Driver, ReplayScene]:
    """The replay of `match` on a fresh app's screen of `size` (in `language`, if given), at its start."""
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    if language is not None:
        driver.app.ctx.speak(language)
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return driver, scene
