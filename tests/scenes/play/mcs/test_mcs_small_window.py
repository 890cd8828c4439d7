"""In the smallest window (960 x 600) every rider card the player may pick is wholly on screen."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.view import McsView
from tabletop.games.mcs.view.layout import RIDER_CARD
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_rider_card_is_on_screen(make_app: type[App], size: tuple[int, int]) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))
    scene = TableScene(driver.app.ctx, Match(rules_for("mcs"), Setup(seats, {}), 3))
    driver.app.ctx.stack.push(scene)
    driver.settle(scene.animator)
    view = scene.view
    assert isinstance(view, McsView) and len(view.rider_cards) == 10
    for sprite in view.rider_cards.values():
        bottom = sprite.pos.y + RIDER_CARD[1] / 2
        top = sprite.pos.y - RIDER_CARD[1] / 2
        assert view.hand_area.top + 26 <= top and bottom <= size[1], (sprite.pos, size)
