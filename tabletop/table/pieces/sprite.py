"""The common ground of everything placed on the table: where it is, how to hit it.

A sprite lives in one space: the world seen through its `camera`, or the screen
when `camera` is None (hands, piles pinned to the window). `pos` is its centre in
that space and `angle` its rotation in degrees, counter-clockwise as
`pygame.transform.rotate` turns it. Hit tests and the drag controller work in
screen pixels and convert through `screen_pos`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import pygame

from tabletop.sprite_factory.palette import LEGAL, PLAYING, RGB, SELECTED, SPENT
from tabletop.table.machinery.camera import Camera, Point


class Highlight(enum.Enum):
    LEGAL = "legal"  # a place the held piece may go
    SELECTED = "selected"  # the piece chosen by a click
    PLAYING = "playing"  # the piece being played while its cost is chosen
    SPENT = "spent"  # a piece chosen to pay by being given up (a burned card), apart from SELECTED

    @property
    def colour(self) -> RGB:
        return {
            Highlight.LEGAL: LEGAL,
            Highlight.SELECTED: SELECTED,
            Highlight.PLAYING: PLAYING,
            Highlight.SPENT: SPENT,
        }[self]


class TableSprite:
    def __init__(
        self,
        size: tuple[int, int],
        *,
        pos: Point = (0, 0),
        angle: float = 0.0,
        scale: float = 1.0,
        camera: Camera | None = None,
        payload: object = None,
        draggable: bool = False,
    ) -> None:
        self.size = size
        self.pos = pygame.Vector2(pos)
        self.angle = angle
        self.scale = scale
        self.camera = camera
        # Whatever the game's view needs to turn an interaction into an action.
        self.payload = payload
        self.draggable = draggable
        self.highlight: Highlight | None = None
        self.dimmed = False  # not a choice now: drawn darker, so the legal ones stand out
        self.hovered = False
        # Held by the drag controller (dragged or snapping back): layouts keep off it.
        self.held = False
        self.visible = True
        self._picture: tuple[tuple[object, ...], pygame.Surface] | None = None  # see `_kept`

    def _kept(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """`make()` turned by `angle`, made again only when `key` (all that the picture shows,
        the turn included) changes: a piece at rest is not drawn afresh every frame. Setting
        `_picture` to None asks for a new one."""
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1]
        image = make()
        if self.angle % 360:
            image = pygame.transform.rotozoom(image, self.angle, 1.0)
        self._picture = (key, image)
        return image

    @property
    def zoom(self) -> float:
        return self.camera.zoom if self.camera else 1.0

    @property
    def screen_pos(self) -> pygame.Vector2:
        return self.camera.world_to_screen(self.pos) if self.camera else pygame.Vector2(self.pos)

    @screen_pos.setter
    def screen_pos(self, point: Point) -> None:
        self.pos = self.camera.screen_to_world(point) if self.camera else pygame.Vector2(point)

    def screen_size(self) -> tuple[float, float]:
        """Width and height on screen before rotation."""
        factor = self.scale * self.zoom
        return (self.size[0] * factor, self.size[1] * factor)

    def draw_offset(self) -> pygame.Vector2:
        """Where the sprite is drawn relative to `screen_pos` (a hover lift, a bounce)."""
        return pygame.Vector2(0, 0)

    def screen_rect(self) -> pygame.Rect:
        """The axis-aligned screen box around the (rotated) sprite."""
        w, h = self.screen_size()
        rect = pygame.Rect(0, 0, round(w), round(h))
        if self.angle % 360:
            corners = [
                pygame.Vector2(x, y).rotate(-self.angle)
                for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
            ]
            xs = [c.x for c in corners]
            ys = [c.y for c in corners]
            rect.size = (round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        rect.center = self.screen_pos + self.draw_offset()
        return rect

    def hit_test(self, point: Point) -> bool:
        """Whether the screen `point` lies on the sprite itself (rotation included)."""
        if not self.visible:
            return False
        w, h = self.screen_size()
        local = (pygame.Vector2(point) - self.screen_pos - self.draw_offset()).rotate(self.angle)
        return abs(local.x) <= w / 2 and abs(local.y) <= h / 2

    def update(self, dt: float) -> None:
        """Advance per-frame effects (hover lift, tumbling); tweens are the Animator's job."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError
