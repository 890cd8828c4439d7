"""The camera's glide: in small steps, ending exactly where it was aimed, and never fighting the player."""

from __future__ import annotations

import pygame

from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.camera_glide import GLIDE_SECONDS, aimed, glide

VIEW = pygame.Rect(0, 0, 800, 600)


def test_a_glide_moves_in_small_steps_and_ends_exactly_on_its_aim() -> None:
    camera = Camera(VIEW)
    target = aimed(camera, pygame.Rect(700, 100, 600, 450), margin=12)  # a screen away, a little nearer
    tween = glide(camera, target)
    assert GLIDE_SECONDS[0] <= tween.duration <= GLIDE_SECONDS[1]
    centre = camera.screen_to_world(VIEW.center)
    steps = 0
    while not tween.done:
        tween.advance(1 / 60)
        now = camera.screen_to_world(VIEW.center)
        assert now.distance_to(centre) * camera.zoom < 60  # screen pixels in one frame
        centre, steps = now, steps + 1
    assert steps > 10
    assert camera.look() == target.look()


def test_a_glide_lets_go_when_the_player_moves_the_camera() -> None:
    camera = Camera(VIEW)
    tween = glide(camera, aimed(camera, pygame.Rect(2000, 900, 400, 300), margin=12))
    tween.advance(1 / 60)
    camera.pan(30, 0)  # the player drags the cloth
    look = camera.look()
    tween.finish()
    assert camera.look() == look
