"""While a card is paid for, the card burned and the cards blistered wear outlines of their own
colours and tags that say which is which, and no card that pays hides the card being played."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.nascard.view.art import CELL
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

from .test_nascard_hand_readable import index_points, view_of
from .test_table_nascard import grab_point

SIZES = [(960, 600), (1280, 720)]


def paying_pace_car(
    make_app: type[App], size: tuple[int, int], *, burn_next: bool = False
) -> tuple[Driver, TableScene, int, int, int]:
    """The table with a low blue card dropped on Pace Car (burn a higher card, blister one), then
    the burn and the blister clicked: the scene and the played, burned and blistered cards.
    `burn_next`: the burned card next to the played one in the hand, else another between them."""
    driver = Driver(make_app(size))
    driver.frames(1)
    seats = (SeatSetup("Bob"), SeatSetup("Ann", is_bot=True), SeatSetup("Cy", is_bot=True))
    match = Match(rules_for("nascard"), Setup(seats, {}), 5)
    state, parts = match.state, match.rules.parts
    while match.to_act()[0] != 0:
        seat = match.to_act()[0]
        match.apply(seat, match.rules.legal_actions(state, seat)[0])
    assert parts.bonus_cards[state.bonus["blue"]].name == "Pace Car" and state.trump != "blue"
    pool = state.players[0].hand + state.deck
    blue = sorted(c for c in pool if parts.suit_of(c) == "blue")
    others = [c for c in pool if parts.suit_of(c) not in ("blue", state.trump)]
    played, burned, blistered = blue[0], blue[-1], others[1]
    between = [] if burn_next else [blue[3]]
    state.players[0].hand = [played, *between, burned, *others[: 5 - len(between)]]
    state.deck = [c for c in pool if c not in state.players[0].hand]
    scene = push_table(driver, match)
    driver.frames(30)
    view = view_of(scene)
    driver.drag(grab_point(view, played), view.bonus_cards["blue"].screen_pos)
    assert view.paying is not None and view.paying.card == played
    for card in (burned, blistered):
        driver.click_at(grab_point(view, card))
        driver.frames(20)
    return driver, scene, played, burned, blistered


@pytest.mark.parametrize("size", SIZES)
def test_the_burn_and_the_blister_are_told_apart(make_app: type[App], size: tuple[int, int]) -> None:
    _driver, scene, _played, burned, blistered = paying_pace_car(make_app, size)
    view = view_of(scene)
    assert view.hand[burned].highlight is Highlight.SPENT
    assert view.hand[blistered].highlight is Highlight.SELECTED
    assert Highlight.SPENT.colour != Highlight.SELECTED.colour
    tags = view.payment_tags()
    colours = {colour for _label, _plate, colour in tags}
    assert colours == {Highlight.PLAYING.colour, Highlight.SPENT.colour, Highlight.SELECTED.colour}
    plates = [plate for _label, plate, _colour in tags]
    assert not any(a.colliderect(b) for i, a in enumerate(plates) for b in plates[i + 1:])
    for card, sprite in view.hand.items():  # a tag covers no card's number
        assert not any(plate.collidepoint(p) for plate in plates for p in index_points(sprite, card)), card


@pytest.mark.parametrize("size", SIZES)
def test_no_card_that_pays_hides_the_card_being_played(make_app: type[App], size: tuple[int, int]) -> None:
    driver, scene, played, _burned, _blistered = paying_pace_car(make_app, size)
    view = view_of(scene)
    sprite = view.hand[played]
    neighbour = view.fan.cards[view.fan.cards.index(sprite) + 1]
    spot = neighbour.screen_pos + pygame.Vector2(neighbour.size[0] / 2 - 10, 0).rotate(-neighbour.angle)
    for pointer in [None, (round(spot.x), round(spot.y))]:
        if pointer is not None:  # a card beside it hovered: it comes in front, the rest stay under
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
            pygame.event.post(motion)
            driver.frames(40)
        order = view.fan.draw_order()
        under = order[:-1] if view.fan.hovered is not None and view.fan.hovered is not sprite else order
        assert under[-1] is sprite, pointer
    driver.frames(1)
    assert view.fan.hovered is neighbour
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(40)
    hidden = [p for p in index_points(sprite, played) if view.fan.card_at(p) is not sprite]
    assert not hidden
    # Its whole face shows: every point of it is the played card's.
    rect = sprite.screen_rect().inflate(-30, -30)
    spots = (rect.topleft, rect.topright, rect.center, rect.midright)
    assert all(view.fan.card_at(p) is sprite for p in spots)


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_that_pay_show_their_numbers_beside_the_card_played(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver, scene, played, burned, blistered = paying_pace_car(make_app, size, burn_next=True)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(40)
    view = view_of(scene)
    assert view.fan.draw_order()[-1] is view.hand[played]  # still on top
    for card in (burned, blistered):
        sprite = view.hand[card]
        covered = [p for p in index_points(sprite, card) if view.fan.card_at(p) is not sprite]
        assert not covered, card
    # The tags keep off the track: a tag raised over another went up onto its tiles.
    track = view.camera.world_rect_to_screen(pygame.Rect(0, 0, 5 * CELL, 5 * CELL))
    for _label, plate, _colour in view.payment_tags():
        assert not plate.colliderect(track), (plate, track)
