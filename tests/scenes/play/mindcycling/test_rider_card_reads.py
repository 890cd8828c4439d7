"""The rider's card on the side panel reads at the size of the board's words (its lines were 10
pixels high), and at 960 x 600 in French every one of its lines still shows."""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.games.mindcycling.view.board import TEXT
from tabletop.games.mindcycling.view.drawing import card_picture, card_rows, card_words
from tabletop.games.mindcycling.view.layout import CARD_HEIGHT
from tabletop.table.machinery.text import font
from tests.scenes.play.mindcycling.test_riders_read_small import mid_race
from tests.scenes.play.mindcycling.test_table_mindcycling import view_of
from tests.scenes.tables import push_table


def test_the_rider_card_reads_as_the_board_does_and_shows_every_line(make_app: type[App]) -> None:
    driver, match = mid_race(make_app)
    driver.app.ctx.speak("fr")
    try:
        scene = push_table(driver, match)
        driver.settle(scene.animator)
        view = view_of(scene)
        # Its longest: the person's own turn, in the line-up (the card says how to swap riders).
        title, lines, colour = card_words(match.state, view.parts, True, True)
        card = pygame.Rect(view.panel.x, view.panel.y, view.panel.width, CARD_HEIGHT)
        picture = card_picture(card, title, lines, colour)
        images = [step.keywords["image"] for step in picture.steps if hasattr(step, "keywords")]
        rows = card_rows(lines, card.width - 26)
        assert len(images) == 1 + len(rows), "every line of the card shows"
        for image in images[1:]:
            assert image.get_height() >= font(TEXT).get_height()
            assert image.get_width() <= card.width - 26
    finally:
        driver.app.ctx.speak("en")
