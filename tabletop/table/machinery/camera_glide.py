"""A camera gliding to a new view rather than jumping there, so the eye can follow the board.

The view's centre travels in a straight line while the zoom changes by the same
factor each moment (halving the zoom looks as fast as doubling it). The glide lets
go of the camera as soon as anything else moves it (the player's wheel or drag, a
new layout's fit): the view the player chose wins over the one the game aimed at.
"""

from __future__ import annotations

import math

import pygame

from tabletop.table.machinery.animation import Tween, ease_in_out
from tabletop.table.machinery.camera import Camera

GLIDE_SECONDS = (0.35, 0.8)  # the shortest and the longest glide
SCREENS_PER_SECOND = 1.6  # a glide takes a second more for this many viewport widths it crosses


def aimed(camera: Camera, world_rect: pygame.Rect | pygame.FRect, margin: int) -> Camera:
    """A copy of `camera` as `fit(world_rect, margin)` would leave it (the camera itself unmoved)."""
    copy = Camera(camera.viewport, zoom=camera.zoom, min_zoom=camera.min_zoom, max_zoom=camera.max_zoom)
    copy.fit(world_rect, margin=margin)
    return copy


def glide_seconds(camera: Camera, target: Camera) -> float:
    """Long enough that no frame of the glide jumps far: longer the farther the view goes."""
    start = camera.screen_to_world(camera.viewport.center)
    end = target.screen_to_world(target.viewport.center)
    screens = start.distance_to(end) * min(camera.zoom, target.zoom) / max(1, camera.viewport.width)
    screens += abs(math.log(target.zoom / camera.zoom))
    low, high = GLIDE_SECONDS
    return min(high, low + screens / SCREENS_PER_SECOND)


def glide(camera: Camera, target: Camera) -> Tween:
    """A tween taking `camera` to `target`'s zoom and place (both of the same viewport)."""
    begun: list[tuple[float, pygame.Vector2]] = []
    last: list[tuple[object, ...]] = []
    end_centre = target.screen_to_world(target.viewport.center)
    end_zoom = target.zoom

    def start() -> None:
        begun.append((camera.zoom, camera.screen_to_world(camera.viewport.center)))
        last.append(camera.look())

    def update(t: float) -> None:
        if last[-1] != camera.look():
            return  # moved by someone else meanwhile: theirs is the view now
        if t >= 1:  # exactly where it was aimed: the view's owner compares it with the aim
            camera.zoom, camera.origin = target.zoom, pygame.Vector2(target.origin)
        else:
            zoom, centre = begun[0]
            camera.zoom = zoom * (end_zoom / zoom) ** t
            middle = centre + (end_centre - centre) * t
            camera.origin = middle - pygame.Vector2(camera.viewport.size) / (2 * camera.zoom)
        last.append(camera.look())

    return Tween(glide_seconds(camera, target), update, easing=ease_in_out, on_start=start)
