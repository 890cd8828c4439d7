"""Words rising from a piece: they climb, fade over their last moments and then go."""

from __future__ import annotations

import pygame

from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.popup import Popup, age_popups, draw_popups

CLOTH = (10, 60, 20)
RED = (255, 40, 40)


def test_popups_rise_with_time_and_go_when_their_time_is_up() -> None:
    young = Popup("Jump!", (255, 200, 0), pygame.Vector2(50, 50))
    old = Popup("Pass", (255, 255, 255), pygame.Vector2(80, 50), 1.4)
    kept = age_popups([young, old], 0.5, rise=20, seconds=1.6)
    assert kept == [young] and young.pos == pygame.Vector2(50, 40) and young.age == 0.5


def _shot(age: float) -> pygame.Surface:
    surface = pygame.Surface((200, 120))
    surface.fill(CLOTH)
    popup = Popup("OUT!", RED, pygame.Vector2(100, 60), age)
    draw_popups(surface, Camera(pygame.Rect(0, 0, 200, 120)), [popup], size=30, seconds=1.6)
    return surface


def _reds(surface: pygame.Surface) -> list[tuple[int, int, int]]:
    return [(x, y, surface.get_at((x, y)).r) for x in range(200) for y in range(120)]


def test_a_popup_is_drawn_on_its_place_and_fades_before_it_goes() -> None:
    lit = [(x, y) for x, y, red in _reds(_shot(0.0)) if red > 200]
    assert lit
    assert abs(sum(x for x, _ in lit) / len(lit) - 100) < 12
    assert abs(sum(y for _, y in lit) / len(lit) - 60) < 12
    fading = max(red for _, _, red in _reds(_shot(1.4)))
    assert CLOTH[0] < fading < 150
