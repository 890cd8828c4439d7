"""A car squeezed small (a bend's inside lane, the table zoomed out to fit the smallest window)
keeps most of itself in sight under its number: the disc grown round a legible number hid it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.token_sprite import TokenSprite
from tests.scenes.play.raceday.test_car_numbers_read import figures_height

SMALLEST_TABLE = 0.42  # the zoom that fits Race Day's track in a 960 x 600 window
# The scales tried reach 0.6: Race Day's own track squeezes a car on its tightest bend to 0.61.
LEAST_SQUEEZED_FIGURES = 6  # pixels high, a little less than on a car with room


def car_pixels(picture: pygame.Surface, car: pygame.Surface) -> int:
    """How many pixels of `car` (opaque there) still show unchanged in `picture`."""
    width, height = car.get_size()
    return sum(
        car.get_at((x, y)).a > 200 and picture.get_at((x, y)) == car.get_at((x, y))
        for y in range(height) for x in range(width)
    )


@pytest.mark.parametrize("scale", [1.0, 0.8, 0.6])
def test_a_small_car_shows_most_of_itself_round_its_number(scale: float) -> None:
    sprite = TokenSprite("blue", "41", shape="car", size=84, angle=30,
                         camera=Camera(pygame.Rect(0, 0, 120, 120), zoom=SMALLEST_TABLE))
    sprite.screen_pos = (60, 60)
    sprite.scale = scale
    sprite.number_on_top = True
    car = pygame.Surface((120, 120), pygame.SRCALPHA)
    sprite.draw(car)
    picture = car.copy()
    sprite.draw_number(picture)
    assert car_pixels(picture, car) > car_pixels(car, car) / 2
    assert figures_height(picture, sprite.number_disc()) >= LEAST_SQUEEZED_FIGURES
