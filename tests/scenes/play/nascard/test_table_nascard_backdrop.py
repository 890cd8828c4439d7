"""Nascard's still board (track, labels, piles, bonus cards, cards of the round) is drawn
once into the table's backdrop: every change that alters it must show at once."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.engine.contract import SeatSetup
from tabletop.games.nascard.actions import PlayCard
from tabletop.games.nascard.view import NascardView
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.backdrop_check import assert_backdrop_current, board, zoom_pan_and_resize
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SOLO = (SeatSetup("Solo", False, "red"),)


def start(driver: Driver, seats: tuple[SeatSetup, ...] = SOLO, seed: int = 5) -> TableScene:
    return start_table(driver, "nascard", seats, seed)


def view_of(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view


def plain_card(scene: TableScene) -> int:
    return next(
        a.card
        for a in scene.rules.legal_actions(scene.match.state, 0)
        if isinstance(a, PlayCard) and not a.bonus and not a.blister
    )


def test_zoom_pan_and_a_new_window_size_redraw_the_board(driver: Driver) -> None:
    scene = start(driver)
    viewport = zoom_pan_and_resize(driver, scene, 2)
    assert scene.camera.viewport.width < viewport.width
    assert_backdrop_current(driver, scene)


def test_every_frame_of_a_round_shows_the_board_as_it_stands(driver: Driver) -> None:
    """A card played, the rivals' cards turned over, the cars moved, the cards discarded."""
    scene = start(driver)
    view = view_of(scene)
    before = assert_backdrop_current(driver, scene)
    discards = scene.match.state.discard.copy()
    driver.app.ctx.settings = replace(driver.app.ctx.settings, animation_speed="fast")  # fewer frames
    scene.propose(PlayCard(plain_card(scene)))
    flipped = False
    for count in range(900):
        if not scene.animator.busy:
            break
        driver.frames(1)
        flipping = any(sprite.scale_x < 1 for sprite in view.slots.values())
        flipped |= flipping
        if flipping or count % 2 == 0:  # every other frame keeps the test quick
            assert_backdrop_current(driver, scene)
    assert flipped  # a rival's card turned over, drawn every frame while it turned
    assert scene.match.state.discard != discards
    assert assert_backdrop_current(driver, scene) != before


def test_a_held_card_lights_the_track_and_letting_go_puts_it_out(driver: Driver) -> None:
    scene = start(driver)
    view = view_of(scene)
    sprite = view.hand[plain_card(scene)]
    assert_backdrop_current(driver, scene)
    at_rest = board(scene)
    start_at = sprite.screen_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start_at, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1, touch=False))
    held_at = (start_at[0], start_at[1] - 200)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=held_at, rel=(0, 0), buttons=(1, 0, 0)))
    driver.frames(1)
    assert view.drag.dragging is sprite and view.play_zone.highlight is Highlight.LEGAL
    assert_backdrop_current(driver, scene)
    assert board(scene) != at_rest
    driver.key(pygame.K_ESCAPE)
    driver.settle(scene.animator)
    assert view.play_zone.highlight is None
    assert_backdrop_current(driver, scene)
    assert board(scene) == at_rest
