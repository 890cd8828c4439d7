"""A card on the table: front and back, face up or down, flips, lifts on hover, highlights."""

from __future__ import annotations

import pygame

from tabletop.sprite_factory.palette import DIM
from tabletop.table.machinery.animation import (
    Animation,
    Call,
    Parallel,
    Sequential,
    Tween,
    ease_in,
    ease_out,
    tween_attr,
)
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.pieces.sprite import TableSprite

HOVER_LIFT = 18  # screen pixels a hovered card rises
LIFT_RATE = 14.0  # how fast the lift follows the hover (per second, exponential)
SHADOW = (0, 0, 0, 70)


@render_cache(maxsize=96)
def scaled_face(face: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`face` scaled to `size`, shared by every sprite showing it: a card that is lit, dimmed
    or turned again, or a new sprite for the same card, does not scale it again."""
    return pygame.transform.smoothscale(face, size)


class CardSprite(TableSprite):
    """`front`/`back` are the caller's surfaces; `size` is the card's size in its space.

    Surfaces are usually rendered larger than `size` (see `card_faces`) and scaled down.
    """

    def __init__(
        self,
        front: pygame.Surface,
        back: pygame.Surface,
        *,
        size: tuple[int, int] | None = None,
        face_up: bool = True,
        pos: Point = (0, 0),
        angle: float = 0.0,
        scale: float = 1.0,
        camera: Camera | None = None,
        payload: object = None,
        draggable: bool = False,
    ) -> None:
        super().__init__(
            size or front.get_size(),
            pos=pos, angle=angle, scale=scale, camera=camera, payload=payload, draggable=draggable,
        )
        self.front = front
        self.back = back
        self.face_up = face_up
        # Horizontal squash used by the flip: 1 is flat on the table, 0 is edge-on.
        self.scale_x = 1.0
        self.lift = 0.0  # 0..1, eased towards `hovered`

    def draw_offset(self) -> pygame.Vector2:
        return pygame.Vector2(0, -HOVER_LIFT * self.lift)

    def screen_size(self) -> tuple[float, float]:
        w, h = super().screen_size()
        return (w * self.scale_x, h)

    def update(self, dt: float) -> None:
        goal = 1.0 if self.hovered and not self.held else 0.0
        self.lift += (goal - self.lift) * min(1.0, LIFT_RATE * dt)

    def flip(self, duration: float = 0.3) -> Animation:
        """Turn the card over: squash to its edge, swap the face, open out again."""

        def squash(t: float) -> None:
            self.scale_x = 1 - t

        def unsquash(t: float) -> None:
            self.scale_x = t

        def turn() -> None:
            self.face_up = not self.face_up

        return Sequential([
            Tween(duration / 2, squash, easing=ease_in),
            Call(turn),
            Tween(duration / 2, unsquash, easing=ease_out),
        ])

    def move_to(self, pos: Point, duration: float = 0.35, angle: float | None = None) -> Animation:
        """Slide (and optionally turn) to `pos` in the card's own space."""
        steps: list[Animation] = [tween_attr(self, "pos", pygame.Vector2(pos), duration)]
        if angle is not None:
            steps.append(tween_attr(self, "angle", angle, duration))
        return Parallel(steps)

    def _render(self) -> pygame.Surface:
        w, h = self.screen_size()
        size = (max(1, round(w)), max(1, round(h)))
        face = self.front if self.face_up else self.back
        # The face itself, not its id: a new surface may reuse a freed one's id.
        key = (face, size, round(self.angle, 1), self.highlight, self.dimmed)
        return self._kept(key, lambda: self._upright(face, size))

    def _upright(self, face: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        pad = 6  # room for the highlight ring and shadow outside the card
        card = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
        radius = max(2, size[0] // 14)
        pygame.draw.rect(card, SHADOW, pygame.Rect(pad + 2, pad + 3, *size), border_radius=radius)
        card.blit(scaled_face(face, size), (pad, pad))
        if self.dimmed:
            card.fill(DIM, pygame.Rect(pad, pad, *size), special_flags=pygame.BLEND_RGB_MULT)
        if self.highlight is not None:
            ring = pygame.Rect(pad - 4, pad - 4, size[0] + 8, size[1] + 8)
            pygame.draw.rect(card, self.highlight.colour, ring, width=4, border_radius=radius + 4)
        return card

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        image = self._render()
        surface.blit(image, image.get_rect(center=self.screen_pos + self.draw_offset()))
