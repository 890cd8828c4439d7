"""Turning clicks and drags into Mind Cycling actions: the spaces, the choice buttons, the modes.

The rider to move is dragged (or clicked, then a space clicked) to a lit
space. The lit spaces depend on the mode: a normal move by default, an attack
after pressing Attack. The draft and relay targets carry a letter (D, R) and
are always open when the rules allow them; the buttons do the same, plus the
bottle pass and staying put. Nothing here decides legality: every choice is a
legal action found in `legal_actions`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.words import plural
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY, GiveBottle, Ride
from tabletop.games.mindcycling.prepared import label
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.sprite_factory.palette import GOLD, INK, LEGAL, PAPER, RGB, shade
from tabletop.table.camera import Camera, Point
from tabletop.table.drop_zone import DropZone
from tabletop.table.render_cache import render_cache
from tabletop.table.sprite import TableSprite
from tabletop.table.text import text_image

KIND_COLOURS: dict[str, RGB] = {
    MOVE: (46, 140, 72),
    ATTACK: (196, 40, 36),
    DRAFT: (38, 92, 200),
    RELAY: (130, 84, 170),
    "bottle": (52, 120, 220),
    "stay": (120, 124, 132),
}
BADGES = {DRAFT: "D", RELAY: "R", ATTACK: "A"}


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
        text = text_image(self.badge, round(radius * 1.4), PAPER, bold=True)
        surface.blit(text, text.get_rect(center=spot))


class ChoiceButton(TableSprite):
    """A choice on the side panel: a title, a line under it, a colour stripe."""

    def __init__(
        self, title: str, line: str, colour: RGB, action: Action | None, size: tuple[int, int]
    ) -> None:
        super().__init__(size, payload=("choice", title))
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


def targets(legal: Sequence[Action], attack_mode: bool) -> dict[str, Ride]:
    """Space -> the ride a drop there makes: the mode's rides, then draft and relay (their ends win)."""
    found: dict[str, Ride] = {}
    wanted = ATTACK if attack_mode else MOVE
    for action in legal:
        if isinstance(action, Ride) and action.kind == wanted and action.path:
            found.setdefault(action.path[-1], action)
    for action in legal:
        if isinstance(action, Ride) and action.kind in (DRAFT, RELAY):
            found[action.path[-1]] = action
    return found


def choices(
    legal: Sequence[Action], attack_mode: bool, describe: dict[str, str]
) -> list[tuple[str, str, str, Action | None]]:
    """(key, title, line, action) for each button: give the bottle, attack, draft, relay, stay."""
    found: list[tuple[str, str, str, Action | None]] = []
    rides = [a for a in legal if isinstance(a, Ride)]
    if GiveBottle() in legal:
        found.append(
            ("bottle", "Give the bottle", describe.get("bottle", "free, then ride fatigued"), GiveBottle())
        )
    if any(r.kind == ATTACK for r in rides):
        line = "back to a normal move" if attack_mode else describe.get(ATTACK, "costs the bottle")
        found.append((ATTACK, "Normal move" if attack_mode else "Attack", line, None))
    for kind, title in ((DRAFT, "Draft"), (RELAY, "Relay")):
        ride = next((r for r in rides if r.kind == kind), None)
        if ride is not None:
            where = "across the line" if ride.path[-1] == FINISH else plural(len(ride.path), "space")
            found.append((kind, title, f"{where}: {describe.get(kind, '')}", ride))
    if Ride(MOVE, ()) in legal:
        found.append(("stay", "Stay put", "do not move this turn", Ride(MOVE, ())))
    return found
