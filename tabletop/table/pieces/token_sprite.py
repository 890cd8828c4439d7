"""A playing piece: a round counter or a car seen from above, with a colour and a label.

For colour-blind players each token can also carry a black-and-white pattern
badge, so no two seats differ by colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from tabletop.sprite_factory import load_sprite, sprite_path
from tabletop.sprite_factory.drawing import CAR_DESIGN, CAR_ROOF_RADIUS, CAR_ROOF_Y, car
from tabletop.sprite_factory.palette import INK, PAPER, RGB, TOKEN_COLOURS, ink_for, shade
from tabletop.table.machinery.animation import (
    Animation,
    Easing,
    Sequential,
    Tween,
    ease_in,
    ease_in_out,
    ease_out,
    ease_out_back,
    linear,
)
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font, font
from tabletop.table.pieces.sprite import TableSprite

# One pattern per seat, in seat order; each reads in greyscale.
PATTERNS: tuple[str, ...] = (
    "stripes", "dots", "cross", "ring", "checks", "chevron", "half", "diamond",
)


def seat_pattern(seat: int) -> str:
    """The pattern of seat (or car, or team) number `seat`; past the last, they come round again."""
    return PATTERNS[seat % len(PATTERNS)]


def colour_rgb(colour: str | RGB) -> RGB:
    """`colour` as RGB: a token colour name ("red") or already a triple."""
    return TOKEN_COLOURS[colour] if isinstance(colour, str) else colour


@lru_cache(maxsize=32)
def car_image(colour: str | RGB) -> pygame.Surface:
    """The top view of a car: the `car_<name>` sprite for named colours, else drawn to order."""
    if isinstance(colour, str) and sprite_path(f"car_{colour}").exists():
        return load_sprite(f"car_{colour}")
    return car(colour_rgb(colour))


def draw_pattern(surface: pygame.Surface, pattern: str, rect: pygame.Rect) -> None:
    """A white disc in `rect` carrying `pattern` in black: the colour-blind marking."""
    surface.blit(pattern_badge(pattern, rect.width), rect)


@render_cache(maxsize=32)
def pattern_badge(pattern: str, size: int) -> pygame.Surface:
    """The colour-blind marking `pattern` on a white disc `size` pixels across; do not draw on it."""
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    centre = (r, r)
    pygame.draw.circle(badge, PAPER, centre, r)
    line = max(2, size // 9)
    if pattern == "stripes":
        for x in range(-size, size, max(4, size // 3)):
            pygame.draw.line(badge, INK, (x, size), (x + size, 0), line)
    elif pattern == "dots":
        for fx, fy in ((0.33, 0.33), (0.67, 0.33), (0.33, 0.67), (0.67, 0.67)):
            pygame.draw.circle(badge, INK, (fx * size, fy * size), size / 9)
    elif pattern == "cross":
        pygame.draw.line(badge, INK, (size * 0.22, size * 0.22), (size * 0.78, size * 0.78), line)
        pygame.draw.line(badge, INK, (size * 0.22, size * 0.78), (size * 0.78, size * 0.22), line)
    elif pattern == "ring":
        pygame.draw.circle(badge, INK, centre, r * 0.55, line)
    elif pattern == "checks":
        cell = size / 4
        for row in range(4):
            for col in range(4):
                if (row + col) % 2:
                    badge.fill(INK, pygame.Rect(col * cell, row * cell, math.ceil(cell), math.ceil(cell)))
    elif pattern == "chevron":
        points = [(size * 0.2, size * 0.65), (size * 0.5, size * 0.3), (size * 0.8, size * 0.65)]
        pygame.draw.lines(badge, INK, False, points, line + 1)
    elif pattern == "half":
        pygame.draw.rect(badge, INK, (0, size / 2, size, size / 2))
    elif pattern == "diamond":
        points = [(r, size * 0.15), (size * 0.85, r), (r, size * 0.85), (size * 0.15, r)]
        pygame.draw.polygon(badge, INK, points)
    # Keep only the disc: the patterns above spill past its edge.
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), centre, r)
    badge.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(badge, INK, centre, r, max(1, size // 14))
    return badge


@render_cache(maxsize=16)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """The soft shadow under a token of about this size (drawn every frame, made once)."""
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 60), shadow.get_rect())
    return shadow


def heading_towards(direction: pygame.Vector2) -> float:
    """The `angle` that turns a north-facing piece to face `direction` (screen axes)."""
    return -pygame.Vector2(0, -1).angle_to(direction)


LEAST_NUMBER = 15  # a car's number is drawn no smaller (font size) while its car has room for it
SMALLEST_NUMBER = 12  # nor ever smaller than this on a car squeezed small (at 10 figures were unreadable)
NUMBER_ROOM = 1.7  # how wide, in disc radii, a car's number may be (it keeps clear of the rim)
# The widest a number disc may be, in radii per width of the car as drawn: across 90% of it, the
# car's nose, tail and sides show round it (a disc grown for the number hid a car squeezed small).
DISC_OF_CAR = 0.45


class TokenSprite(TableSprite):
    """`size` is the diameter of a round token or the length of a car, in its space."""

    def __init__(
        self,
        colour: str | RGB,
        label: str = "",
        *,
        shape: str = "round",
        pattern: str | None = None,
        size: int = 40,
        pos: Point = (0, 0),
        angle: float = 0.0,
        camera: Camera | None = None,
        payload: object = None,
        draggable: bool = False,
    ) -> None:
        if shape == "car":
            dims = (round(size * CAR_DESIGN[0] / CAR_DESIGN[1]), size)
        elif shape == "round":
            dims = (size, size)
        else:
            raise ValueError(f"unknown token shape {shape!r}")
        super().__init__(
            dims, pos=pos, angle=angle, camera=camera, payload=payload, draggable=draggable
        )
        self.colour = colour
        self.label = label
        self.shape = shape
        self.pattern = pattern
        self.show_pattern = False  # the colour-blind setting turns this on
        # A car's number left off its body, for the view to draw with `draw_number` after every
        # car, so where cars crowd (a bend's inside lane) none covers another's number.
        self.number_on_top = False
        # How far the number disc slides from the roof along the car, nose-wards, in screen
        # pixels: set by `part_numbers` where cars crowd, so no two discs touch.
        self.number_slide = 0.0

    def _body(self, size: tuple[int, int]) -> pygame.Surface:
        rgb = colour_rgb(self.colour)
        if self.shape == "car":
            body = pygame.transform.smoothscale(car_image(self.colour), size)
            roof = (size[0] / 2, size[1] * CAR_ROOF_Y / CAR_DESIGN[1])
            label_width, label_size, ink = size[0] * 0.42, size[1] * 0.3, INK
        else:
            body = pygame.Surface(size, pygame.SRCALPHA)
            r = size[0] / 2
            pygame.draw.circle(body, shade(rgb, 0.5), (r, r), r)
            pygame.draw.circle(body, rgb, (r, r), r * 0.86)
            pygame.draw.circle(body, shade(rgb, 1.25), (r, r), r * 0.86, max(1, size[0] // 16))
            # A counter's letter is what tells it apart where colour cannot: as tall as its face
            # allows (at a third of the piece it was 4 pixels tall on a MotoX bike).
            roof, label_width, label_size, ink = (r, r), size[0] * 0.7, size[1] * 0.5, ink_for(rgb)
        if self.label and not (self.number_on_top and self.shape == "car"):
            text = self._label_text(label_width, label_size, ink)
            # The label stays upright for the reader however the piece is turned.
            text = pygame.transform.rotate(text, -self.angle)
            body.blit(text, text.get_rect(center=roof))
        return body

    def _label_text(self, width: float, size: float, ink: RGB) -> pygame.Surface:
        text_font = fit_font(self.label, max(4, round(width)), max(8, round(size)))
        return text_font.render(self.label, True, ink)

    def draw_number(self, surface: pygame.Surface) -> None:
        """A car's number on its roof roundel, drawn apart (see `number_on_top`). It keeps the
        car's full size when `scale` fits the body to a small space, and stays readable however
        far the table is zoomed out: no smaller than `LEAST_NUMBER` where the car has room for
        it, a little smaller on a car squeezed small, ringed in paper where it spills past its
        disc."""
        if not (self.visible and self.label and self.number_on_top and self.shape == "car"):
            return
        centre, radius = self.number_disc()
        pygame.draw.circle(surface, PAPER, centre, radius)
        edge = shade(colour_rgb(self.colour), 0.5)
        pygame.draw.circle(surface, edge, centre, radius, max(1, radius // 5))
        face = self._number_font(radius)
        place = face.render(self.label, True, INK).get_rect(center=centre)
        if place.width > round(radius * NUMBER_ROOM):
            halo = face.render(self.label, True, PAPER)
            for dx, dy in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
                surface.blit(halo, place.move(dx, dy))
        surface.blit(face.render(self.label, True, INK), place)

    def number_disc(self) -> tuple[tuple[int, int], int]:
        """Where a car's number disc is on screen, its centre and radius: the car's at full
        size, or larger where that would hold the number smaller than `LEAST_NUMBER`, but never
        wider than `DISC_OF_CAR` of the car as drawn."""
        length = self.screen_size()[1]
        roof = pygame.Vector2(0, length * (CAR_ROOF_Y / CAR_DESIGN[1] - 0.5) - self.number_slide)
        centre = self.screen_pos + self.draw_offset() + roof.rotate(-self.angle)
        radius = round(self.size[1] * self.zoom * CAR_ROOF_RADIUS / CAR_DESIGN[1])
        least = math.ceil(font(LEAST_NUMBER).size(self.label)[0] / NUMBER_ROOM)
        most = math.floor(self.screen_size()[0] * DISC_OF_CAR)
        return (round(centre.x), round(centre.y)), max(4, min(max(least, radius), most))

    def number_reach(self) -> tuple[tuple[int, int], int]:
        """The number disc's centre and how far round it the number's drawing reaches: past the
        disc where its figures, ringed in paper, spill over a car squeezed small."""
        centre, radius = self.number_disc()
        width, height = self._number_font(radius).size(self.label)
        return centre, max(radius, math.ceil(math.hypot(width, height * 0.7) / 2) + 1)

    def _number_font(self, radius: int) -> pygame.font.Font:
        length = self.size[1] * self.zoom
        room = round(radius * NUMBER_ROOM)
        return fit_font(self.label, room, max(LEAST_NUMBER, round(length * 0.3)), min_size=SMALLEST_NUMBER)

    def _render(self) -> pygame.Surface:
        w, h = (max(2, round(v)) for v in self.screen_size())
        key = (
            w, h, round(self.angle), self.highlight, self.show_pattern, self.label, self.colour,
            self.number_on_top,
        )
        return self._kept(key, lambda: self._upright(w, h))

    def _upright(self, w: int, h: int) -> pygame.Surface:
        image = self._body((w, h))
        if self.highlight is not None:
            ring = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
            if self.shape == "round":
                pygame.draw.circle(ring, self.highlight.colour, ring.get_rect().center, w / 2 + 5, 4)
            else:
                pygame.draw.rect(ring, self.highlight.colour, ring.get_rect(), 4, border_radius=w // 3)
            ring.blit(image, (6, 6))
            image = ring
        return image

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        image = self._render()
        centre = self.screen_pos + self.draw_offset()
        shadow = pygame.Rect(0, 0, image.get_width() * 0.8, image.get_height() * 0.8)
        shadow.center = (round(centre.x + 3), round(centre.y + 4))
        surface.blit(_shadow(shadow.size), shadow)
        surface.blit(image, image.get_rect(center=centre))
        if self.show_pattern and self.pattern:
            side = max(12, round(min(self.screen_size()) * 0.5))
            badge = pygame.Rect(0, 0, side, side)
            badge.center = (round(centre.x + side * 0.75), round(centre.y + side * 0.75))
            draw_pattern(surface, self.pattern, badge)

    def glide(self, points: Sequence[Point], seconds_per_leg: float = 0.16) -> Animation:
        """Follow `points` (in the token's space) one tween per leg; cars turn to face each leg.

        Each leg starts from wherever the token is when that leg begins, so glides
        queued behind other moves chain correctly.
        """
        count = len(points)
        legs: list[Animation] = []
        for i, point in enumerate(points):
            easing: Easing = linear
            if count == 1:
                easing = ease_in_out
            elif i == 0:
                easing = ease_in
            elif i == count - 1:
                easing = ease_out
            legs.append(self._leg(pygame.Vector2(point), seconds_per_leg, easing))
        return Sequential(legs)

    def _leg(self, target: pygame.Vector2, duration: float, easing: Easing) -> Tween:
        start: list[tuple[pygame.Vector2, float, float]] = []

        def capture() -> None:
            heading = self.angle
            if self.shape == "car" and target != self.pos:
                raw = heading_towards(target - self.pos)
                # Turn the short way round, never a full spin.
                heading += (raw - heading + 180) % 360 - 180
            start.append((pygame.Vector2(self.pos), self.angle, heading))

        def update(t: float) -> None:
            origin, angle, heading = start[0]
            self.pos = origin + (target - origin) * t
            # Cars finish turning early in the leg, as a driver steers into a bend.
            self.angle = angle + (heading - angle) * min(1.0, t / 0.6)

        return Tween(duration, update, easing=easing, on_start=capture)

    def nudge(self, offset: Point, duration: float = 0.25) -> Animation:
        """Push the token by `offset` from wherever it is when the push starts."""
        start: list[pygame.Vector2] = []
        shift = pygame.Vector2(offset)

        def capture() -> None:
            start.append(pygame.Vector2(self.pos))

        def update(t: float) -> None:
            self.pos = start[0] + shift * t

        return Tween(duration, update, easing=ease_out_back, on_start=capture)
