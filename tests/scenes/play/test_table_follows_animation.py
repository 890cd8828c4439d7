"""The seat panel, the keyboard list and the banner's next step wait for a move's animation to end."""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table


def test_the_banner_tells_the_next_step_only_once_the_move_has_been_shown(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bot", True, "blue"))
    match = Match(rules_for("raceday"), Setup(seats, {}), 5)
    scene = push_table(driver, match)
    while 0 not in match.to_act():
        driver.frames(10)
    before_banner = scene.banner.message
    before_rows = scene.seats.rows
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)  # Anna rolls for the pole: the dice tumble
    assert scene.animator.busy and match.steps
    # No longer asked to roll, nor yet told the next step: the banner says whose move it shows.
    assert scene.banner.message == "Anna has played."
    assert scene.seats.rows == before_rows
    assert not scene.picker.items
    driver.settle(scene.animator)
    assert scene.banner.message != before_banner
