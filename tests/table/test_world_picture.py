"""A world picture (a track) follows the camera's zoom and pan, and the picture it is given."""

from __future__ import annotations

import pygame

from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.world_picture import WorldPicture

RED, BLUE, BLACK = (200, 0, 0), (0, 0, 200), (0, 0, 0)


def _art(colour: tuple[int, int, int]) -> pygame.Surface:
    art = pygame.Surface((20, 10))
    art.fill(colour)
    return art


def _shot(picture: WorldPicture, art: pygame.Surface, camera: Camera) -> pygame.Surface:
    surface = pygame.Surface((200, 200))
    surface.fill(BLACK)
    picture.draw(surface, art, camera, (10, 10))
    return surface


def test_the_picture_is_drawn_at_its_world_corner_and_rescaled_when_the_zoom_changes() -> None:
    camera, picture, art = Camera(pygame.Rect(0, 0, 200, 200)), WorldPicture(), _art(RED)
    shot = _shot(picture, art, camera)
    assert shot.get_at((10, 10))[:3] == RED and shot.get_at((29, 19))[:3] == RED
    assert shot.get_at((35, 15))[:3] == BLACK and shot.get_at((9, 9))[:3] == BLACK
    camera.zoom_at((0, 0), 2.0)
    shot = _shot(picture, art, camera)
    corner = camera.world_to_screen((10, 10))
    assert shot.get_at((round(corner.x) + 35, round(corner.y) + 15))[:3] == RED  # twice as large now


def test_a_new_picture_replaces_the_kept_copy() -> None:
    camera, picture = Camera(pygame.Rect(0, 0, 200, 200)), WorldPicture()
    _shot(picture, _art(RED), camera)
    assert _shot(picture, _art(BLUE), camera).get_at((15, 15))[:3] == BLUE
