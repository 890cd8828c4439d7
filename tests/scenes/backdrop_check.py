"""Checks that the table's kept backdrop (the still board drawn once) is never stale."""

from __future__ import annotations

import pygame

from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


def frame(driver: Driver) -> bytes:
    """The whole window drawn as it stands now (no time passes)."""
    driver.app.draw(driver.app.screen)
    return driver.app.screen.get_buffer().raw


def assert_backdrop_current(driver: Driver, scene: TableScene) -> bytes:
    """The frame drawn over the kept backdrop is the frame drawn with the board made afresh."""
    kept = frame(driver)
    scene.backdrop.forget()
    fresh = frame(driver)
    assert kept == fresh, "the kept backdrop shows a stale board"
    return fresh


def resize(driver: Driver, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    driver.frames(2)


def board(scene: TableScene) -> bytes:
    """The view's still board alone, drawn on a plain surface."""
    surface = pygame.Surface(scene.camera.viewport.bottomright)
    scene.view.draw_backdrop(surface)
    return surface.get_buffer().raw


def zoom_pan_and_resize(driver: Driver, scene: TableScene, wheel: int) -> pygame.Rect:
    """Zoom by `wheel` notches over the board, pan by dragging the cloth, then shrink the
    window: each changes the board and the backdrop keeps up. The viewport before the resize."""
    first = assert_backdrop_current(driver, scene)
    viewport = scene.camera.viewport
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=viewport.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.wheel(wheel)
    zoomed = assert_backdrop_current(driver, scene)
    assert zoomed != first
    corner = pygame.Vector2(viewport.x + 4, viewport.y + 4)
    driver.drag(corner, corner + pygame.Vector2(60, 40))
    panned = assert_backdrop_current(driver, scene)
    assert panned != zoomed
    resize(driver, (1024, 640))
    return viewport
