"""Every toast on the table is legible: a long one goes on two lines rather than shrinking."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.games.nascard.actions import PitStop
from tabletop.sprite_factory.palette import PAPER
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

FIELD = (SeatSetup("Player 1", False, "red"), SeatSetup("Computer 2", True, "blue"),
         SeatSetup("Computer 3", True, "green"), SeatSetup("Computer 4", True, "yellow"))


def text_bands(surface: pygame.Surface, box: pygame.Rect) -> list[int]:
    """The heights of the runs of rows in `box` that hold the toast's (paper-coloured) words,
    between the pill's rounded ends (where the plaque under it shows)."""
    def inked(y: int) -> bool:
        return any(
            all(abs(a - b) < 40 for a, b in zip(surface.get_at((x, y))[:3], PAPER, strict=True))
            for x in range(box.left + box.height // 2, box.right - box.height // 2)
        )

    bands, run = [], 0
    for y in range(box.top, box.bottom):
        if inked(y):
            run += 1
        elif run:
            bands.append(run)
            run = 0
    return [*bands, run] if run else bands


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_undo_refusal_is_as_legible_as_the_other_toasts(make_app: type[App], language: str) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.update_settings(language=language, animation_speed="instant")
    scene = start_table(driver, "nascard", FIELD, 5)
    for _ in range(600):
        if 0 in scene.match.to_act() and not scene.animator.busy:
            break
        driver.frames(1)
    scene.propose(PitStop())  # draws cards: no undo past it
    for _ in range(600):
        driver.frames(1)
        if 0 in scene.match.to_act() and not scene.animator.busy:
            break
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.banner.toast_left > 0 and len(scene.banner.toast_text) > 50
    driver.app.draw(driver.app.screen)
    box = scene.banner.toast_rect()
    assert scene.banner.rect.contains(box)
    # A line of the toast's least size stands about 14 px from its accents to its descenders;
    # the 11 px words it shrank to, about 10.
    assert max(text_bands(driver.app.screen, box)) >= 13
