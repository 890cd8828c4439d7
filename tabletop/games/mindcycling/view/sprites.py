"""Mind Cycling's own sprites: the rider tokens, the spaces they drop on, the choice buttons.

A rider is a round token: the jersey in its team's colour, the helmet in its
role's colour with the role's letter, edged to stand off the jersey, and a blue
bottle at its shoulder while it carries one. The riders and the spaces are pieces of the
course: the pointer finds them only where the course shows.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.contract import Action
from tabletop.games.mindcycling.view.prepared import label
from tabletop.sprite_factory.palette import GOLD, INK, LEGAL, PAPER, RGB, contrast, outline_for, shade
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.sprite import TableSprite
from tabletop.table.pieces.token_sprite import TokenSprite, colour_rgb

WATER: RGB = (52, 120, 220)
EDGE = 2  # pixels, the least width of a token's dark edge
PAPER_RING = 24  # pixels across a rider token, the least at which its helmet's white ring is drawn
NO_WATER: RGB = (30, 30, 34)


class OnRoad(TableSprite):
    """A piece of the course, which the table shows only inside `area` (screen pixels): the
    pointer finds it there only, never under the panels around the course."""

    area: pygame.Rect | None = None

    def hit_test(self, point: Point) -> bool:
        return (self.area is None or self.area.collidepoint(point)) and super().hit_test(point)


class SpaceZone(OnRoad, DropZone):
    """One space (or the finish) as a target; a letter marks a draft, relay or attack end."""

    def __init__(self, space_id: str, rect: pygame.Rect, camera: Camera) -> None:
        super().__init__(rect.size, pos=rect.center, camera=camera, payload=("space", space_id))
        self.space_id = space_id
        self.badge = ""
        self.badge_colour: RGB = GOLD

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.badge or not self.visible:
            return
        centre = self.screen_pos
        radius = max(8, round(min(self.screen_size()) * 0.26))
        spot = centre + pygame.Vector2(self.screen_size()[0] * 0.3, -self.screen_size()[1] * 0.28)
        pygame.draw.circle(surface, INK, spot, radius + 2)
        pygame.draw.circle(surface, self.badge_colour, spot, radius)
        face = fit_font(self.badge, round(radius * 1.6), round(radius * 1.4))  # "Dr" as well as "A"
        face.bold = True
        text = face.render(self.badge, True, PAPER)
        face.bold = False
        surface.blit(text, text.get_rect(center=spot))


class ChoiceButton(TableSprite):
    """A choice on the side panel: a title, a line under it, a colour stripe."""

    def __init__(
        self, key: str, title: str, line: str, colour: RGB, action: Action | None, size: tuple[int, int]
    ) -> None:
        super().__init__(size, payload=("choice", key))
        self.key = key  # what the button does, whatever the language of its title
        self.title = title
        self.line = line
        self.colour = colour
        self.action = action  # None: a mode switch (Attack) rather than an action
        self.pressed = False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.screen_rect()
        image = button_image(rect.size, self.title, self.line, self.colour, self.pressed, self.hovered)
        surface.blit(image, (rect.x, rect.y - LIFT))


LIFT = 2  # screen pixels a hovered button rises


@render_cache(maxsize=32)
def button_image(
    size: tuple[int, int], title: str, line: str, colour: RGB, pressed: bool, hovered: bool
) -> pygame.Surface:
    """A choice button with its shadow, drawn from `LIFT` pixels above its place."""
    image = pygame.Surface((size[0] + 2, size[1] + LIFT + 3), pygame.SRCALPHA)
    rect = pygame.Rect((0, LIFT), size)
    lifted = rect.move(0, -LIFT) if hovered else rect
    pygame.draw.rect(image, (0, 0, 0), rect.move(2, 3), border_radius=9)
    fill = shade(colour, 1.7) if pressed else PAPER
    pygame.draw.rect(image, fill, lifted, border_radius=9)
    stripe = pygame.Rect(lifted.x, lifted.y, 10, lifted.height)
    pygame.draw.rect(image, colour, stripe, border_top_left_radius=9, border_bottom_left_radius=9)
    edge = LEGAL if hovered or pressed else shade(colour, 0.8)
    pygame.draw.rect(image, edge, lifted, 3, border_radius=9)
    room = lifted.width - 28
    height = lifted.height
    text = label(title, room, min(22, round(height * 0.44)), shade(colour, 0.7), bold=True)
    pad = max(2, round(height * 0.1))
    image.blit(text, (lifted.x + 18, lifted.y + pad))
    words = label(line, room, min(16, round(height * 0.3)), INK)
    image.blit(words, (lifted.x + 18, lifted.bottom - words.get_height() - pad))
    return image


class RiderSprite(OnRoad, TokenSprite):
    """A rider seen from above: the jersey fills the token in its team's colour; the helmet in
    the middle, in its role's colour with the role's letter, is edged in ink (and a white ring
    where the token is large enough to show one) so it never blends into a jersey; a water
    bottle hangs at its shoulder while it carries one (an empty outline once it has none)."""

    def __init__(self, jersey: str, helmet: str, letter: str, size: int, **kwargs: Any) -> None:
        super().__init__(jersey, letter, shape="round", size=size, **kwargs)
        self.helmet = helmet
        self.bottle = True

    def set_bottle(self, bottle: bool) -> None:
        if bottle != self.bottle:
            self.bottle = bottle
            self._picture = None

    def _body(self, size: tuple[int, int]) -> pygame.Surface:
        body = pygame.Surface(size, pygame.SRCALPHA)
        r = size[0] / 2
        centre = (r, r)
        jersey = colour_rgb(self.colour)
        helmet = colour_rgb(self.helmet)
        pygame.draw.circle(body, outline_for(jersey), centre, r)
        # The edge two pixels at the least: one was lost round a white jersey on the pale road.
        pygame.draw.circle(body, jersey, centre, min(r * 0.9, r - EDGE))
        # The helmet as large as leaves the jersey a band round it, for its letter to read at
        # the size a zoomed-out course draws the token (18 pixels across at 960 x 600); the white
        # ring only where it has the pixels to show, the ink edge keeping it off the jersey.
        if size[0] >= PAPER_RING:
            pygame.draw.circle(body, PAPER, centre, r * 0.66)
        pygame.draw.circle(body, helmet, centre, r * 0.6)
        pygame.draw.circle(body, INK, centre, r * 0.6, max(1, size[0] // 22))
        if self.label:
            # Capitals stand half their font's size: this one's stand near two thirds of the helmet.
            face = fit_font(self.label, max(4, round(r * 1.1)), max(9, round(size[1] * 0.75)), min_size=9)
            face.bold = True
            text = face.render(self.label, True, letter_ink(helmet))
            face.bold = False
            body.blit(text, text.get_rect(center=centre))
        _draw_carried_bottle(body, (size[0] * 0.84, size[1] * 0.24), size[1] * 0.36, self.bottle)
        return body


def letter_ink(helmet: RGB) -> RGB:
    """The role's letter in ink or paper, whichever stands out more from its helmet (paper on
    the sprinter's green read poorly)."""
    return max((INK, PAPER), key=lambda ink: contrast(ink, helmet))


def _draw_carried_bottle(
    body: pygame.Surface, centre: tuple[float, float], height: float, full: bool
) -> None:
    """The bottle on a rider token: blue with a white edge (it reads on any jersey), or an
    empty outline once the rider has none."""
    box = pygame.Rect(0, 0, max(3, round(height * 0.5)), max(4, round(height * 0.8)))
    box.center = (round(centre[0]), round(centre[1] + height * 0.1))
    cap = pygame.Rect(0, 0, max(2, round(box.width * 0.5)), max(2, round(height * 0.2)))
    cap.midbottom = (box.centerx, box.top + 1)
    edge = max(1, round(height / 9))
    pygame.draw.rect(body, PAPER, box.inflate(2 * edge, 2 * edge), border_radius=box.width // 2)
    pygame.draw.rect(body, PAPER, cap.inflate(2 * edge, 2 * edge), border_radius=2)
    if full:
        pygame.draw.rect(body, WATER, box, border_radius=box.width // 2)
        pygame.draw.rect(body, INK, cap, border_radius=2)
    else:
        pygame.draw.rect(body, NO_WATER, box, edge, border_radius=box.width // 2)
        pygame.draw.rect(body, NO_WATER, cap, edge, border_radius=2)
