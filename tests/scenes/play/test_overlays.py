"""The hand-off screen hides the table completely; dialogs answer Enter and Esc."""

from __future__ import annotations

import pygame
import pytest

from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.handoff import HandoffScene
from tests.scenes.driver import Driver

SECRET = (255, 0, 255)


class SecretTable(Scene):
    """Stands in for a table showing a hand: magenta everywhere, and a magenta-labelled button."""

    def build_ui(self) -> None:
        self.add_button(pygame.Rect(600, 330, 200, 60), "Secret card", lambda: None)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(SECRET)


def secret_pixels(surface: pygame.Surface) -> int:
    """Pixels (every fourth, each way) of the secret's hue, even darkened by a fade."""
    count = 0
    for y in range(0, surface.get_height(), 4):
        for x in range(0, surface.get_width(), 4):
            r, g, b, _ = surface.get_at((x, y))
            count += r - g > 40 and b - g > 40
    return count


def test_handoff_draws_nothing_of_the_table_beneath(driver: Driver) -> None:
    ctx = driver.app.ctx
    ctx.stack.push(SecretTable(ctx))
    driver.frames(1)
    surface = pygame.Surface(ctx.size)
    driver.app.draw(surface)
    assert secret_pixels(surface) > 0  # the check can see the table when it is showing

    ctx.stack.push(HandoffScene(ctx, "Anna", lambda: None))
    for _ in range(3):
        driver.frames(1)
        driver.app.draw(surface)
        assert secret_pixels(surface) == 0
    assert "Secret card" not in driver.button_texts()
    assert driver.button_texts() == ["I am Anna"]


def test_handoff_tells_its_opener_once_the_player_confirms(driver: Driver) -> None:
    ctx = driver.app.ctx
    table = SecretTable(ctx)
    ctx.stack.push(table)
    confirmed: list[str] = []
    ctx.stack.push(HandoffScene(ctx, "Anna", lambda: confirmed.append("Anna")))
    driver.click((5, 5))  # a click on the cloth does not count
    driver.key(pygame.K_ESCAPE)  # nor does Esc, which would uncover the table
    assert confirmed == [] and isinstance(driver.top, HandoffScene)

    driver.click_button("I am Anna")
    assert confirmed == ["Anna"]
    assert driver.top is table
    assert "Secret card" in driver.button_texts()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_handoff_confirms_from_the_keyboard(driver: Driver, key: int) -> None:
    confirmed: list[bool] = []
    driver.app.ctx.stack.push(HandoffScene(driver.app.ctx, "Bob", lambda: confirmed.append(True)))
    driver.key(key)
    assert confirmed == [True]


def test_dialog_buttons_close_it_and_call_back(driver: Driver) -> None:
    chosen: list[str] = []
    dialog = DialogScene(
        driver.app.ctx, "Leave the race?", "Your progress is saved.",
        [("Leave", lambda: chosen.append("leave")), ("Stay", lambda: chosen.append("stay"))],
    )
    driver.app.ctx.stack.push(dialog)
    driver.click_button("Leave")
    assert chosen == ["leave"]
    assert driver.top is not dialog


@pytest.mark.parametrize(("key", "expected"), [(pygame.K_RETURN, "leave"), (pygame.K_ESCAPE, "stay")])
def test_dialog_enter_presses_the_first_button_and_esc_the_last(
    driver: Driver, key: int, expected: str
) -> None:
    chosen: list[str] = []
    driver.app.ctx.stack.push(DialogScene(
        driver.app.ctx, "Leave the race?", "Your progress is saved.",
        [("Leave", lambda: chosen.append("leave")), ("Stay", lambda: chosen.append("stay"))],
    ))
    driver.key(key)
    assert chosen == [expected]


def test_a_dialog_needs_a_button() -> None:
    with pytest.raises(ValueError):
        DialogScene(None, "Title", "Message", [])  # type: ignore[arg-type]
