"""A Race Day track built in the editor as large as the rules allow is shown whole on the table
at the smallest window: the table's least zoom left an eight-square loop's cars off screen."""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.engine.match import Match
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.registry import rules_for
from tests.editor.tracks import race_day_square
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table


def test_the_largest_track_the_rules_allow_is_shown_whole(make_app: type[App]) -> None:
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    game = EditorGame("raceday")
    doc = race_day_square(21)
    assert game.problems(doc) == []
    layout, _owners = game.layout(doc)
    scene = push_table(driver, Match(rules_for("raceday"), game.test_drive_setup(layout, human=False), 1))
    world = pygame.Rect(scene.view.world_rect())
    assert scene.camera.can_fit(world, margin=12)
    assert scene.camera.viewport.contains(scene.camera.world_rect_to_screen(world))
