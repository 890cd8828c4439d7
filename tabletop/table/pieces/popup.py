"""Words that rise from a piece and fade ("Attack!", "+1 Body"): a game adds them as its
events play, ages them each frame and draws them over the board through the camera.

A game decides the words, where they start, how big they are and how long they last;
the picture of the words on their dark pill, the rise and the fade are the same everywhere.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame

from tabletop.sprite_factory.palette import INK, RGB
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import text_image

FADE_SECONDS = 0.5  # the last part of a popup's life, in which it fades out


class Rising(Protocol):
    text: str
    colour: RGB
    pos: pygame.Vector2  # world
    age: float


R = TypeVar("R", bound=Rising)


@dataclass
class Popup:
    text: str
    colour: RGB
    pos: pygame.Vector2  # world
    age: float = 0.0


def rise_from(
    popups: list[Popup], text: str, colour: RGB, pos: pygame.Vector2, *, size: int, zoom: float, pile: int = 0
) -> None:
    """Words that start rising at `pos`, or just above every popup they would cover there: all
    rise alike, so words that come quickly one after another never cover each other and keep
    their places as the older ones go (`size` and `zoom` give the drawn plates' extent in world
    units, as `popup_boxes` measures them on screen). With `pile`, no more than that many words
    stand one above another: the oldest under the new words give way to them."""
    plate = popup_plate(text, colour, size)
    while True:
        start, under = _clear_spot(popups, plate, pos, size, 1 / max(zoom, 0.05))
        if not pile or len(under) < pile:
            break
        popups.remove(max(under, key=lambda popup: popup.age))
    popups.append(Popup(text, colour, start))


def _clear_spot(
    popups: list[Popup], plate: pygame.Surface, pos: pygame.Vector2, size: int, scale: float
) -> tuple[pygame.Vector2, list[Popup]]:
    """Where words drawn as `plate` start rising from `pos`, and the popups they rise above."""
    line = plate.get_height() * scale
    start = pygame.Vector2(pos)
    under: list[Popup] = []
    moved = True
    while moved:
        moved = False
        for other in popups:
            apart = (plate.get_width() + popup_plate(other.text, other.colour, size).get_width()) * scale / 2
            # Strictly inside the line above `other`: just above it already counts as clear.
            if abs(other.pos.x - start.x) < apart and other.pos.y - line < start.y < other.pos.y + line:
                start.y = other.pos.y - line
                under.append(other)
                moved = True
    return start, under


def age_popups(popups: Iterable[R], dt: float, *, rise: float, seconds: float, speed: float) -> list[R]:
    """The popups still showing after `dt` more seconds, each risen `rise` world units a second.

    Words are part of the animation of the move that raised them, so they rise and last on the
    animator's clock, `speed` times real time: at a fast speed moves come quicker and words that
    lived on the real clock would pile up over the next moves' words; at the instant speed, which
    skips the animations (the log tells what happened), they are gone before they are drawn."""
    # inf * 0 is nan, as in `Animator.update`.
    step = math.inf if math.isinf(speed) else dt * speed
    shown = list(popups)
    for popup in shown:
        popup.age += step
        popup.pos.y -= rise * step
    return [p for p in shown if p.age < seconds]


def draw_popups(
    surface: pygame.Surface,
    camera: Camera,
    popups: Iterable[Rising],
    *,
    size: int,
    seconds: float,
    area: pygame.Rect | None = None,
) -> None:
    """Each popup centred on its place (inside `area`, see `popup_boxes`), fading over its last
    moments of `seconds`."""
    shown = list(popups)
    for popup, box in zip(shown, popup_boxes(camera, shown, size, area), strict=True):
        plate = popup_plate(popup.text, popup.colour, size)
        # The cached picture takes this popup's fade just before it is drawn.
        plate.set_alpha(round(255 * max(0.0, min(1.0, (seconds - popup.age) / FADE_SECONDS))))
        surface.blit(plate, box)


def popup_boxes(
    camera: Camera, popups: Iterable[Rising], size: int, area: pygame.Rect | None = None
) -> list[pygame.Rect]:
    """Where each popup's words are drawn on screen: centred on its place (moved in where that
    would cut them at the edge of `area`, the camera's viewport unless a game keeps its words
    off part of it), or moved up just clear of an earlier one it would cover there, down where
    up would leave `area` (`rise_from` stacked them for the zoom of the moment they came; the
    camera may have zoomed out since)."""
    inside = camera.viewport if area is None else area
    boxes: list[pygame.Rect] = []
    for popup in popups:
        plate = popup_plate(popup.text, popup.colour, size)
        box = plate.get_rect(center=camera.world_to_screen(popup.pos)).clamp(inside)
        up = _clear_of(box, boxes, -1)
        down = _clear_of(box, boxes, 1) if up.top < inside.top else up
        boxes.append(down if down.bottom <= inside.bottom else up)
    return boxes


def _clear_of(box: pygame.Rect, boxes: list[pygame.Rect], way: int) -> pygame.Rect:
    """`box` moved up (`way` -1) or down (1) just past every one of `boxes` it would cover."""
    moved = box.copy()
    while (hit := moved.collidelist(boxes)) != -1:
        if way < 0:
            moved.bottom = boxes[hit].top
        else:
            moved.top = boxes[hit].bottom
    return moved


@render_cache(maxsize=32)
def popup_plate(text: str, colour: RGB, size: int) -> pygame.Surface:
    """The words in bold on a dark pill, as the toasts stand on theirs: words rise over every
    board, the dark felt and track as well as pale roads and tiles, and a shadow alone left
    pale words on pale boards unread. The pill is opaque: even the red of a refusal keeps its
    contrast over the whitest tile."""
    face = text_image(text, size, colour, bold=True)
    pad = max(3, size // 4)
    plate = pygame.Surface((face.get_width() + 2 * pad, face.get_height() + 4), pygame.SRCALPHA)
    # A clear line above and below keeps the pills of words stacked one on another apart.
    pill = plate.get_rect().inflate(0, -2)
    pygame.draw.rect(plate, INK, pill, border_radius=pill.height // 2)
    plate.blit(face, (pad, 2))
    return plate
