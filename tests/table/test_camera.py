"""Camera: the transform both ways, zoom about the cursor, clamping, panning, fitting."""

from __future__ import annotations

import pygame
import pytest

from tabletop.table.machinery.camera import WHEEL_STEP, Camera


def make_camera() -> Camera:
    return Camera(pygame.Rect(100, 50, 800, 600), min_zoom=0.5, max_zoom=3.0)


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_world_and_screen_are_inverse() -> None:
    camera = make_camera()
    camera.zoom_at((300, 200), 1.7)
    camera.pan(-40, 25)
    for point in [(0, 0), (123.5, -48.25), (900, 700)]:
        back = camera.screen_to_world(camera.world_to_screen(point))
        assert back.x == pytest.approx(point[0]) and back.y == pytest.approx(point[1])
    assert camera.world_to_screen((0, 0)) != pygame.Vector2(100, 50)


def test_zoom_keeps_the_point_under_the_cursor_and_is_clamped() -> None:
    camera = make_camera()
    anchor = camera.screen_to_world((420, 310))
    camera.zoom_at((420, 310), 2.0)
    assert camera.zoom == 2.0
    assert camera.world_to_screen(anchor) == pygame.Vector2(420, 310)
    camera.zoom_at((420, 310), 100)
    assert camera.zoom == 3.0
    camera.zoom_at((420, 310), 0.0001)
    assert camera.zoom == 0.5
    assert camera.world_to_screen(anchor).distance_to((420, 310)) < 1e-6


def test_wheel_zooms_about_the_last_pointer_position() -> None:
    camera = make_camera()
    camera.handle_event(motion((600, 400)))
    anchor = camera.screen_to_world((600, 400))
    assert camera.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert camera.zoom == pytest.approx(WHEEL_STEP**2)
    assert camera.world_to_screen(anchor).distance_to((600, 400)) < 1e-6
    camera.handle_event(motion((5, 5)))  # outside the viewport: the wheel is not ours
    assert not camera.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))


def test_dragging_the_cloth_pans_with_the_pointer() -> None:
    camera = make_camera()
    camera.zoom = 2.0
    grabbed = camera.screen_to_world((300, 300))
    assert camera.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1))
    assert camera.handle_event(motion((350, 280)))
    assert camera.handle_event(motion((380, 260)))
    assert camera.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(380, 260), button=1))
    assert camera.world_to_screen(grabbed) == pygame.Vector2(380, 260)
    assert not camera.panning
    assert not camera.handle_event(motion((500, 500)))


def test_fit_shows_the_whole_rect_centred() -> None:
    camera = make_camera()
    world = pygame.Rect(1000, 2000, 400, 100)
    camera.fit(world, margin=0)
    assert camera.zoom == 2.0  # width-bound: 800 / 400
    assert camera.world_to_screen(world.center) == pygame.Vector2(camera.viewport.center)
    camera.set_viewport(pygame.Rect(0, 0, 400, 300))
    assert camera.world_to_screen(world.center) == pygame.Vector2(200, 150)
