"""On a packed bend of the smallest window the cars' number discs, each grown round a legible
number, touched or overlapped (22 over 14 and 17 side by side): they slide apart along their
cars, each still on its own car."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.registry import rules_for
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.test_table_raceday import SIX, arrange, roll_the_grid, view_of
from tests.scenes.tables import push_table

# Six cars three abreast over two rows of the bundled track's tightest bends.
PACKED = (
    ("r05a", "r05b", "r05c", "r06a", "r06b", "r06c"),
    ("r15a", "r15b", "r15c", "r16a", "r16b", "r16c"),
    ("r03a", "r03b", "r03c", "r04a", "r04b", "r04c"),
)


@pytest.mark.parametrize("spaces", PACKED)
def test_no_two_numbers_touch_on_a_packed_bend(make_app: type[App], spaces: tuple[str, ...]) -> None:
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    scene = push_table(driver, Match(rules_for("raceday"), Setup(SIX, {}), 5))
    roll_the_grid(driver, scene)
    arrange(scene, dict(enumerate(spaces)))
    driver.frames(2)
    cars = view_of(scene).cars
    for one, other in itertools.combinations(cars.values(), 2):
        (a, ra), (b, rb) = one.number_reach(), other.number_reach()
        assert pygame.Vector2(a).distance_to(b) >= ra + rb, (one.label, other.label)
    for car in cars.values():
        assert car.screen_rect().collidepoint(car.number_disc()[0]), f"{car.label}'s number left its car"
