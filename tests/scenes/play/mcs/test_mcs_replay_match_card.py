"""The match card in a replay: its button is drawn there as at the table, and opens it (it did
nothing, the replay passing the view no input); M too, and Esc closes it, the replay still open."""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.mcs.view import McsView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.replay_scene import ReplayScene
from tests.scenes.play.replay_walk import open_replay

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))


def test_the_replay_opens_and_closes_the_match_card(make_app: type[App]) -> None:
    match = play_match(rules_for("mcs"), Setup(SEATS, {}), 3)
    driver, scene = open_replay(make_app, (960, 600), match)
    view = scene.view
    assert isinstance(view, McsView) and not view.show_match_card
    driver.key(pygame.K_END)
    driver.settle(scene.animator)
    driver.click(view.match_button.screen_rect().center)
    assert view.show_match_card
    driver.key(pygame.K_ESCAPE)
    assert not view.show_match_card and driver.top is scene
    driver.key(pygame.K_m)
    assert view.show_match_card
    driver.click(view.match_button.screen_rect().center)  # a click anywhere closes it
    assert not view.show_match_card
    assert isinstance(driver.top, ReplayScene) and scene.position == len(match.steps)
