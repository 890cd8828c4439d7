"""At rest the app draws nothing and its loop sleeps until input; anything moving gets frames."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import INPUT_GRACE_SECONDS, App
from tabletop.bench.scenarios import mid_game_match
from tabletop.games.registry import GAME_IDS
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import FRAME, Driver

REST_FRAMES = round(4 / FRAME)  # long enough for every settle and grace time to run out


def settle(driver: Driver) -> None:
    for _ in range(REST_FRAMES):
        if driver.app.at_rest():
            return
        driver.app.step(FRAME)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_waiting_for_a_human_decision_is_at_rest(driver: Driver, game_id: str) -> None:
    match = mid_game_match(game_id)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    assert not driver.app.at_rest()  # a new scene is drawn at least once
    assert driver.app.step(FRAME)
    settle(driver)
    assert 0 in match.to_act() and not scene.wants_frames()
    assert driver.app.at_rest()
    assert not driver.app.step(FRAME)  # nothing new to show: no frame
    # A hover is input: it is drawn, and frames go on while hover effects settle.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 600), rel=(1, 1), buttons=(0, 0, 0)))
    assert driver.app.step(FRAME)
    assert not driver.app.at_rest()
    assert driver.app.step(FRAME)


def test_computer_players_thinking_and_moving_get_frames(driver: Driver) -> None:
    match = mid_game_match("nascard")
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    settle(driver)
    card = scene.rules.legal_actions(scene.rules.view(match.state, 0), 0)[0]
    assert scene.propose(card) is None
    assert scene.wants_frames()  # the move is animated, then the bots think and move
    steps = len(match.steps)
    drawn = []
    while not driver.app.at_rest():
        drawn.append(driver.app.step(FRAME))
    assert len(match.steps) > steps + 1  # the computer players moved before the table came to rest
    assert all(drawn[:-1])  # every frame until then was drawn (the last one may find rest)


def test_the_loop_sleeps_at_rest_and_wakes_on_input(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    app: App = driver.app
    for _ in range(round(INPUT_GRACE_SECONDS / FRAME) + 2):
        app.step(FRAME)
    assert app.at_rest()  # the menu, untouched
    waits: list[float] = []
    drawn: list[bool] = []

    def wait_for_event(timeout: float = 0.5) -> None:
        waits.append(timeout)
        if len(waits) == 3:
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
            pygame.event.post(motion)

    real_step = app.step

    def step(dt: float) -> bool:
        drew = real_step(dt)
        drawn.append(drew)
        return drew

    monkeypatch.setattr(app, "wait_for_event", wait_for_event)
    monkeypatch.setattr(app, "step", step)
    app.run(frames=6)
    assert len(waits) == 3  # slept before each frame while at rest, not after the input
    assert drawn == [False, False, True, True, True, True]


def test_the_loop_run_a_frame_at_a_time_comes_to_rest(driver: Driver) -> None:
    """Frames after the first keep the frame rate, so time passes for the grace period even
    when the loop is entered for one frame at a time (as `bench idle` does)."""
    app = driver.app
    frames_at_60 = round(INPUT_GRACE_SECONDS * 60)
    for _ in range(4 * frames_at_60):
        if app.at_rest():
            break
        app.run(frames=1)
    assert app.at_rest()


def test_a_closed_scene_s_memory_is_given_back_at_rest_not_in_the_next_scene_s_first_frames(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full collection takes tens of ms: in the frame after a close it would stall the next
    scene's first frame (the table's, after New game); at rest no one sees it."""
    from tabletop.scenes.machinery import stack

    released: list[int] = []
    monkeypatch.setattr(stack, "release_memory", lambda: released.append(1))
    scene = TableScene(driver.app.ctx, mid_game_match("mcs"))
    driver.app.ctx.stack.push(scene)
    driver.app.step(FRAME)
    driver.app.ctx.stack.pop()
    del scene
    assert driver.app.step(FRAME)  # the menu is drawn again at once, without the pause
    assert released == []
    settle(driver)
    driver.app.step(FRAME)
    assert released == [1]
    driver.app.step(FRAME)
    assert released == [1]  # once a close
