"""MotoX's prompt under the dice tells the moment the banner tells: while a computer's move is
shown (the banner: "Bot 3 has played."), the tray does not yet name the next seat as deciding."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.motox.view import MotoXView, drawing
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SEATS = (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green"))


def test_the_tray_names_no_next_seat_while_a_computer_s_move_is_shown(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="fast")
    scene = start_table(driver, "motox", SEATS, 3)
    view = scene.view
    assert isinstance(view, MotoXView)
    shown = 0
    while len(scene.match.steps) < 30:
        driver.frames(1)
        banner = scene.banner.message
        if not (scene.animator.busy and banner.endswith(" has played.")):
            continue
        mover = banner.removesuffix(" has played.")
        prompt = view.tray_prompt()
        others = [seat.name for seat in SEATS if seat.name != mover and seat.name in prompt]
        assert not others, (banner, prompt)
        shown += bool(prompt)
    assert shown > 50, "frames of moves being shown, with a prompt under the dice, were checked"


def test_dice_in_the_air_carry_their_own_words_only(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """While dice tumble, the tray says who rolls and what for; the prompt of the position the
    roll answers is not written under it (it said the same again: "Bob rolls for first player…")."""
    drawn: list[tuple[str, str, bool]] = []
    views: list[MotoXView] = []
    real = drawing.tray_lines

    def recording(tray: pygame.Rect, caption: str, prompt: str) -> list[tuple[pygame.Surface, pygame.Rect]]:
        if views:
            drawn.append((caption, prompt, views[0].pieces.rolling))
        return real(tray, caption, prompt)

    monkeypatch.setattr(drawing, "tray_lines", recording)
    driver.app.ctx.update_settings(animation_speed="fast")
    scene = start_table(driver, "motox", SEATS, 3)
    view = scene.view
    assert isinstance(view, MotoXView)
    views.append(view)
    for _frame in range(20_000):
        driver.frames(1)
        if sum("to move…" in caption for caption, _prompt, _rolling in drawn) > 20:
            break
    in_air = [(caption, prompt) for caption, prompt, rolling in drawn if rolling]
    assert any("for first player…" in caption for caption, _prompt in in_air)
    assert any("to move…" in caption for caption, _prompt in in_air)
    assert all(prompt == "" for _caption, prompt in in_air), in_air[:3]
    assert not [(c, p) for c, p, _rolling in drawn if c and c == p]
    # At rest the prompt is back under the last roll's words.
    assert any(prompt and not rolling for _caption, prompt, rolling in drawn)
