"""In the smallest window (960 x 600) every rider card the player may pick is wholly on screen,
and the replay's board keeps its hand, heat line, names and news apart."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.view import McsView
from tabletop.games.mcs.view.drawing import NEWS_AT, NEWS_SIZE
from tabletop.games.mcs.view.layout import RIDER_CARD
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.replay_walk import open_replay


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


@pytest.fixture(scope="module")
def replayed() -> Match:
    seats = (SeatSetup("Player 1", False, "red"), SeatSetup("Computer 2", True, "yellow"))
    return play_match(rules_for("mcs"), Setup(seats), 7)


def mcs_view(scene: ReplayScene) -> McsView:
    view = scene.view
    assert isinstance(view, McsView)
    return view


def test_in_the_replay_the_hand_keeps_off_the_riders(make_app: type[App], replayed: Match) -> None:
    """The replay's bar leaves the hand less room: its cards are smaller, never fanned over the
    track's riders."""
    driver, scene = open_replay(make_app, (960, 600), replayed)
    view = mcs_view(scene)
    for _ in range(8):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
    assert view.fan.cards, "no hand shown"
    riders = [token.screen_rect() for token in view.tokens.values()]
    for card in view.fan.cards:
        assert card.screen_rect().collidelist(riders) == -1, "the hand covers a rider"


def test_the_heat_line_keeps_clear_of_the_match_card_button(make_app: type[App], replayed: Match) -> None:
    _driver, scene = open_replay(make_app, (960, 600), replayed, "fr")  # "Manche 1 sur 15": the longer line
    view = mcs_view(scene)
    _image, heat = view.heat_line(scene.match.state)
    assert not heat.colliderect(view.match_button.screen_rect())
    assert scene.camera.viewport.contains(heat)


def test_the_names_over_the_bends_cards_never_run_together(make_app: type[App], replayed: Match) -> None:
    driver, scene = open_replay(make_app, (960, 600), replayed)
    view = mcs_view(scene)
    checked = 0
    laps = [pile.label_rect() for pile in view.lap_piles]
    for _ in range(40):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        rects = [rect for _image, rect in view.chain_labels()]
        checked += len(rects) > 1
        assert all(rect.collidelist(rects[index + 1:]) == -1 for index, rect in enumerate(rects))
        # The news line's plate ("Bend battle") keeps off the lap cards' names too.
        _words, plate = view.pill_box("Bend battle", NEWS_AT, NEWS_SIZE)
        assert plate.collidelist(laps) == -1
    assert checked, "no bend with two cards was shown"
