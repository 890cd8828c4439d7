"""The colour-blind markings go wherever a seat's colour stands for it: the seat panel, the
banner's turn dot and the hand-off screen, each with the seat's own pattern."""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table


def picture(driver: Driver, area: pygame.Rect) -> bytes:
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.draw(surface)
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


def row_pattern(scene: TableScene, name: str) -> str | None:
    return next(row.pattern for row in scene.seats.rows if row.name == name)


def test_the_banner_s_turn_dot_carries_the_seat_s_pattern(driver: Driver) -> None:
    seats = (SeatSetup("Player 1", False, "red"), SeatSetup("Computer 2", True, "blue"))
    scene = start_table(driver, "nascard", seats, 5)
    for _ in range(600):
        if 0 in scene.match.to_act() and not scene.animator.busy:
            break
        driver.frames(1)
    assert scene.banner.message.startswith("Player 1") and scene.banner.pattern is None
    dot = pygame.Rect(scene.banner.rect.x, scene.banner.rect.y, 50, scene.banner.rect.height)
    plain = picture(driver, dot)
    driver.app.ctx.update_settings(colour_blind=True)
    driver.frames(2)
    assert scene.banner.pattern == row_pattern(scene, "Player 1") is not None
    assert picture(driver, dot) != plain


def test_the_handoff_s_swatch_carries_the_seat_s_pattern(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"))
    scene = start_table(driver, "nascard", seats, 5)
    top = driver.top
    assert isinstance(top, HandoffScene)
    assert top.pattern == row_pattern(scene, top.name) is not None
    w, h = driver.app.ctx.size
    swatch = pygame.Rect(0, h // 2 - 100, w // 2, 120)  # left of the name, where the dot is
    plain = picture(driver, swatch)
    driver.app.ctx.update_settings(colour_blind=True)
    driver.frames(2)
    assert picture(driver, swatch) != plain
