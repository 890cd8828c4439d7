"""Race Day's table pieces that are not cars or dice: the track spaces as drop zones and the
choice buttons on the panel.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Action
from tabletop.sprite_factory.palette import ACCENT, GOLD, INK, LEGAL, PAPER, RGB, SELECTED, shade
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.text import fit_font, font
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.sprite import TableSprite

SPEED_COLOURS: dict[str, RGB] = {
    "stand_on_it": (196, 40, 36),
    "cruise": (38, 92, 200),
    "check_up": (46, 140, 72),
}
DRAFT_COLOUR: RGB = (120, 84, 160)
LINE_SIZE = 14  # pixels, the least for the line under a choice's title (if it fits)


class SpaceZone(DropZone):
    """One track space as a drop target: hit and drawn by its own four-sided outline."""

    def __init__(self, space_id: str, polygon: Sequence[tuple[float, float]], camera: Camera) -> None:
        xs = [p[0] for p in polygon]
        ys = [p[1] for p in polygon]
        centre = (sum(xs) / len(xs), sum(ys) / len(ys))
        super().__init__(
            (round(max(xs) - min(xs)), round(max(ys) - min(ys))),
            pos=centre,
            camera=camera,
            payload=("space", space_id),
        )
        self.space_id = space_id
        self.polygon = [pygame.Vector2(p) for p in polygon]
        self.step = False  # a space the car may step onto next, one click at a time
        self.badge = ""  # a letter drawn on the space (the draft options)

    def hit_test(self, point: tuple[float, float] | pygame.Vector2) -> bool:
        if not self.visible or self.camera is None:
            return False
        world = self.camera.screen_to_world(point)
        inside = False
        corners = self.polygon
        for index, a in enumerate(corners):
            b = corners[index - 1]
            if (a.y > world.y) != (b.y > world.y):
                cross = (b.x - a.x) * (world.y - a.y) / (b.y - a.y) + a.x
                if world.x < cross:
                    inside = not inside
        return inside

    def draw(self, surface: pygame.Surface) -> None:
        if self.camera is None or (self.highlight is None and not self.step and not self.badge):
            return
        points = [self.camera.world_to_screen(p) for p in self.polygon]
        rect = pygame.Rect(min(p.x for p in points) - 4, min(p.y for p in points) - 4, 0, 0)
        rect.width = round(max(p.x for p in points) - rect.x + 5)
        rect.height = round(max(p.y for p in points) - rect.y + 5)
        local = [p - pygame.Vector2(rect.topleft) for p in points]
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        if self.highlight is not None:
            colour = self.highlight.colour
            pygame.draw.polygon(glow, (*colour, 90), local)
            pygame.draw.polygon(glow, colour, local, 4)
        elif self.step:
            pygame.draw.polygon(glow, (*SELECTED, 50), local)
            pygame.draw.polygon(glow, SELECTED, local, 3)
        surface.blit(glow, rect)
        if self.badge:
            centre = self.screen_pos
            radius = max(9, round(min(self.screen_size()) * 0.28))
            pygame.draw.circle(surface, INK, centre, radius + 2)
            pygame.draw.circle(surface, GOLD, centre, radius)
            text = font(round(radius * 1.5), bold=True).render(self.badge, True, INK)
            surface.blit(text, text.get_rect(center=centre))


class ChoiceButton(TableSprite):
    """A choice of the moment on the panel (a speed, a draft): a title, a line under it, a colour."""

    def __init__(
        self, title: str, line: str, colour: RGB, action: Action, size: tuple[int, int], alarm: bool = False
    ) -> None:
        super().__init__(size, payload=("choice", title))
        self.title = title
        self.line = line
        self.colour = colour
        self.action = action
        self.alarm = alarm  # the line warns of damage: drawn in red

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.screen_rect()
        lifted = rect.move(0, -3) if self.hovered else rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, PAPER, lifted, border_radius=10)
        stripe = pygame.Rect(lifted.x, lifted.y, 12, lifted.height)
        pygame.draw.rect(
            surface, self.colour, stripe, border_top_left_radius=10, border_bottom_left_radius=10
        )
        edge = LEGAL if self.hovered else shade(self.colour, 0.8)
        pygame.draw.rect(surface, edge, lifted, 3, border_radius=10)
        room = lifted.width - 30
        height = lifted.height
        title_font = fit_font(self.title, room, min(24, round(height * 0.42)))
        title_font.bold = True
        text = title_font.render(self.title, True, shade(self.colour, 0.75))
        title_font.bold = False
        pad = max(3, round(height * 0.12))
        surface.blit(text, (lifted.x + 22, lifted.y + pad))
        # What the choice costs is worth reading: never under 14 px while it fits whole.
        line_size = max(LINE_SIZE, min(17, round(height * 0.3)))
        line = fit_font(self.line, room, line_size).render(self.line, True, ACCENT if self.alarm else INK)
        surface.blit(line, (lifted.x + 22, lifted.bottom - line.get_height() - pad))
