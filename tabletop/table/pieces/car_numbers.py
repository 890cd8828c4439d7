"""Car numbers kept apart: on a packed bend of a small window (960 x 600) the discs of cars side
by side, each grown round a legible number, touched or overlapped. Each disc may slide along its
own car, the one nose-wards and the other tail-wards, until the two keep `GAP` between them; it
stays within `REACH` of its car's drawn length from the roof, so it still sits on its car. A disc
counts as far as its number's drawing reaches (see `TokenSprite.number_reach`)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame

from tabletop.table.pieces.token_sprite import TokenSprite

GAP = 2  # screen pixels kept between two discs
REACH = 0.3  # of its car's drawn length, the farthest a disc slides from the roof
ROUNDS = 12  # passes over the crowded pairs: each moves them part of the way


def part_numbers(cars: Sequence[TokenSprite]) -> None:
    """Set each car's `number_slide` so no two of `cars`' number discs come within GAP, as far as
    sliding within REACH lets them."""
    for car in cars:
        car.number_slide = 0.0
    for _round in range(ROUNDS):
        moved = False
        for one, other in itertools.combinations(cars, 2):
            (a, ra), (b, rb) = one.number_reach(), other.number_reach()
            apart = pygame.Vector2(a) - pygame.Vector2(b)
            short = ra + rb + GAP - apart.length()
            if short <= 0:
                continue
            # Each slides the way that takes it from the other; cars side by side (neither
            # ahead), the first forwards and the second back.
            ahead = _nose(one).dot(apart)
            way = 1.0 if abs(ahead) < 0.5 else (1.0 if ahead > 0 else -1.0)
            behind = _nose(other).dot(-apart)
            other_way = -way if abs(behind) < 0.5 else (1.0 if behind > 0 else -1.0)
            push = short / 2 + 0.5
            moved |= _slide(one, way * push) | _slide(other, other_way * push)
        if not moved:
            return


def _nose(car: TokenSprite) -> pygame.Vector2:
    """The way the car faces on screen."""
    return pygame.Vector2(0, -1).rotate(-car.angle)


def _slide(car: TokenSprite, by: float) -> bool:
    """Slide the car's disc `by` pixels nose-wards, no farther than REACH; whether it moved."""
    reach = REACH * car.screen_size()[1]
    slide = max(-reach, min(reach, car.number_slide + by))
    moved = abs(slide - car.number_slide) > 0.01
    car.number_slide = slide
    return moved
