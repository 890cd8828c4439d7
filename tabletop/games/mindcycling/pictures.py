"""Mind Cycling's components drawn for its rules page (`![caption](picture:<name>)` lines there)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.games.mindcycling.content import load_track
from tabletop.games.mindcycling.drawing import RiderSprite, render_course
from tabletop.games.mindcycling.game import make_rules, tracks_dir
from tabletop.games.mindcycling.layout import geometry_of
from tabletop.table.fit import fit_into

PICTURE_TRACK = "tutorial"  # short, with a bit of every kind of road, a feed zone and rocks
RIDER = 96  # a token's diameter in the picture, pixels


def _course() -> pygame.Surface:
    course = load_track(tracks_dir() / f"{PICTURE_TRACK}.yaml")
    return render_course(course, geometry_of(course))


def _riders() -> pygame.Surface:
    """A team's three roles side by side; the last has given its bottle away (an empty one)."""
    parts = make_rules().parts
    roles = list(parts.roles.values())
    gap = RIDER // 4
    art = pygame.Surface((len(roles) * (RIDER + gap) + gap, RIDER + 2 * gap), pygame.SRCALPHA)
    for index, role in enumerate(roles):
        sprite = RiderSprite("red", role.helmet, role.name[0], RIDER)
        sprite.pos = pygame.Vector2(gap + index * (RIDER + gap) + RIDER / 2, art.get_height() / 2)
        sprite.set_bottle(index != len(roles) - 1)
        sprite.draw(art)
    return art


DRAWINGS: dict[str, Callable[[], pygame.Surface]] = {"course": _course, "riders": _riders}


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page; None for an unknown name."""
    draw = DRAWINGS.get(name)
    return fit_into(draw(), size) if draw is not None else None
