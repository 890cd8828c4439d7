"""A car's number reads in the smallest window: the table zoomed out to fit the track there
drew its figures 5 pixels high on a disc 10 across; they keep a legible size, the disc grown
round them."""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.registry import rules_for
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.test_table_raceday import SIX, roll_the_grid, view_of
from tests.scenes.tables import push_table

LEAST_FIGURES = 8  # pixels from the top of a number's figures to their foot


def figures_height(picture: pygame.Surface, disc: tuple[tuple[int, int], int]) -> int:
    """How many pixel rows the dark figures take inside the number disc."""
    (x, y), radius = disc
    rows = [
        row for row in range(y - radius, y + radius + 1)
        if any(max(picture.get_at((column, row))[:3]) < 90 and picture.get_at((column, row)).a > 200
               for column in range(x - radius // 2, x + radius // 2 + 1))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_every_number_reads_in_the_smallest_window(make_app: type[App]) -> None:
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    scene = push_table(driver, Match(rules_for("raceday"), Setup(SIX, {}), 5))
    roll_the_grid(driver, scene)
    driver.frames(2)
    cars = view_of(scene).cars.values()
    assert len(cars) == len(SIX)
    for sprite in cars:
        picture = pygame.Surface(driver.app.screen.get_size(), pygame.SRCALPHA)
        sprite.draw_number(picture)
        assert figures_height(picture, sprite.number_disc()) >= LEAST_FIGURES, sprite.label
