"""A die that tumbles across the table and lands on the value the rules rolled.

The tumbling faces are cosmetic and come from the sprite's own random source;
the value it lands on is always the one the caller gives (from the game state).
"""

from __future__ import annotations

import math
import random

import pygame

from tabletop.sprite_factory import load_sprite
from tabletop.sprite_factory.drawing import DIE_BODY
from tabletop.sprite_factory.palette import INK, INK_SOFT
from tabletop.table.machinery.animation import Animation, Tween, linear
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font
from tabletop.table.pieces.sprite import TableSprite


def die_face(value: int) -> pygame.Surface:
    """The face for `value`: pips for 1-6, the number itself on bigger dice."""
    if 1 <= value <= 6:
        return load_sprite(f"die_{value}")
    face = pygame.Surface((128, 128), pygame.SRCALPHA)
    body = face.get_rect().inflate(-4, -4)
    pygame.draw.rect(face, DIE_BODY, body, border_radius=24)
    pygame.draw.rect(face, INK_SOFT, body, width=4, border_radius=24)
    text = fit_font(str(value), 96, 112).render(str(value), True, INK)
    face.blit(text, text.get_rect(center=(64, 66)))
    return face


class DieSprite(TableSprite):
    def __init__(
        self,
        value: int = 1,
        *,
        size: int = 48,
        faces: int = 6,
        pos: Point = (0, 0),
        camera: Camera | None = None,
        payload: object = None,
        seed: int = 0,
    ) -> None:
        super().__init__((size, size), pos=pos, camera=camera, payload=payload)
        self.value = value
        self.faces = faces
        self.shown = value  # the face drawn right now (differs from `value` while tumbling)
        self.bounce = 0.0  # height above the table while tumbling, in screen pixels
        self._rng = random.Random(seed)

    def draw_offset(self) -> pygame.Vector2:
        return pygame.Vector2(0, -self.bounce)

    def roll(self, value: int, duration: float = 0.8) -> Animation:
        """Tumble (flickering faces, spinning, bouncing) and land showing `value`."""
        spin = self._rng.choice((-1, 1)) * self._rng.uniform(360, 720)
        flips = max(3, round(duration / 0.07))
        size = self.size[1]
        last_step = -1

        def update(t: float) -> None:
            nonlocal last_step
            if t >= 1.0:
                self.value = self.shown = value
                self.angle = 0.0
                self.bounce = 0.0
                return
            # Faces change ever more slowly as the die loses speed.
            step = int(flips * (1 - (1 - t) ** 2))
            if step != last_step:
                last_step = step
                self.shown = self._rng.randint(1, self.faces)
            slowing = (1 - t) ** 2
            self.angle = spin * (1 - slowing)
            self.bounce = abs(math.sin(t * math.pi * 3)) * slowing * size * 0.6

        return Tween(duration, update, easing=linear)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        w, h = (max(2, round(v)) for v in self.screen_size())
        image = self._image(w, h)
        ground = self.screen_pos
        shadow = _shadow((w, h // 3))
        surface.blit(shadow, shadow.get_rect(center=(ground.x + 2, ground.y + h * 0.45)))
        surface.blit(image, image.get_rect(center=ground + self.draw_offset()))


    def _image(self, w: int, h: int) -> pygame.Surface:
        """The die as drawn; a die at rest (or highlighted) is not made again every frame."""
        return self._kept((self.shown, w, h, self.highlight, self.angle % 360), lambda: self._upright(w, h))

    def _upright(self, w: int, h: int) -> pygame.Surface:
        image = _scaled_face(self.shown, (w, h))
        if self.highlight is not None:
            ringed = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
            pygame.draw.rect(ringed, self.highlight.colour, ringed.get_rect(), 4, border_radius=w // 4)
            ringed.blit(image, (6, 6))
            image = ringed
        return image


# A tumbling die shows a handful of faces at one size: scale each once, not every frame.
@render_cache(maxsize=48)
def _scaled_face(value: int, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(die_face(value), size)


@render_cache(maxsize=8)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
    return shadow
