"""During MotoX's race the stock shows the rider's coins as coins, one disc a coin, and what a
coin buys, rather than an empty plate with a count at the bottom."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.games.motox.actions import Roll
from tabletop.games.motox.view.art import COIN
from tests.scenes.play.motox.test_motox_camera import SIZES, can, open_when
from tests.scenes.play.motox.test_table_motox import view_of


def coin_discs(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many separate runs of coin colour a line through the middle of the coin row crosses."""
    row = area.y + 36 + 13
    runs, inside = 0, False
    for x in range(area.left, area.right):
        here = surface.get_at((x, row))[:3] == COIN
        runs += here and not inside
        inside = here
    return runs


@pytest.mark.parametrize("size", SIZES)
def test_the_race_stock_shows_each_coin(make_app: type[App], size: tuple[int, int]) -> None:
    scene = open_when(make_app, size, lambda m: can(m, Roll) and 0 < m.state.bikes[0].coins <= 4)
    view = view_of(scene)
    assert view.pieces.areas is not None
    stock = view.pieces.areas.stock
    surface = pygame.display.get_surface()
    scene.draw(surface)
    assert coin_discs(surface, stock) == scene.match.state.bikes[0].coins
