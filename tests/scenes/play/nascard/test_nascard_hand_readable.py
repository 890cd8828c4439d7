"""The hand reads at any size: each card's index (number over suit) shows in the strip the fan
leaves of it, the fan keeps clear of the pit card, and a card's note leaves the card in sight."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.nascard.view import NascardView
from tabletop.games.nascard.view.art import driving_face
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.card_faces import FACE_RESOLUTION, corner_label
from tabletop.table.pieces.card_sprite import CardSprite
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SIZES = [(960, 600), (1280, 720)]


def holding(
    make_app: type[App], size: tuple[int, int], language: str, count: int
) -> tuple[Driver, TableScene]:
    """The table with the person's seat to play, `count` cards in hand, two put face down."""
    driver = Driver(make_app(size))
    driver.app.ctx.update_settings(language=language)
    driver.frames(1)
    seats = (SeatSetup("Bob"), SeatSetup("Ann", is_bot=True), SeatSetup("Cy", is_bot=True))
    match = Match(rules_for("nascard"), Setup(seats, {}), 5)
    state = match.state
    while match.to_act()[0] != 0:
        seat = match.to_act()[0]
        match.apply(seat, match.rules.legal_actions(state, seat)[0])
    me = state.players[0]
    more = count - len(me.hand)
    me.hand += state.deck[:more]
    me.blistered += state.deck[more:more + 2]
    del state.deck[:more + 2]
    scene = push_table(driver, match)
    driver.frames(40)
    return driver, scene


def view_of(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view


def index_points(sprite: CardSprite, card: int) -> list[tuple[int, int]]:
    """Screen points at the corners of `card`'s index, top left on the card as drawn."""
    w, h = FACE_RESOLUTION
    unit = w / 100
    face = driving_face(rules_for("nascard").parts, card)
    label = corner_label(face.corner, max(10, round(17 * unit)), (0, 0, 0)).get_rect()
    label.topleft = (round(9 * unit), round(9 * unit) - round(unit))
    label = label.inflate(-label.width // 5, -label.height // 5)
    shown_w, shown_h = sprite.size
    points = []
    for x, y in (label.topleft, label.topright, label.bottomleft, label.bottomright):
        local = pygame.Vector2((x - w / 2) * shown_w / w, (y - h / 2) * shown_h / h).rotate(-sprite.angle)
        spot = sprite.screen_pos + sprite.draw_offset() + local
        points.append((round(spot.x), round(spot.y)))
    return points


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [8, 12])
def test_every_card_s_number_shows_in_the_fan(make_app: type[App], size: tuple[int, int], count: int) -> None:
    _driver, scene = holding(make_app, size, "fr", count)
    view = view_of(scene)
    assert len(view.fan.cards) == count
    for card, sprite in view.hand.items():
        assert driving_face(view.parts, card).corner.startswith(f"{card}\n")
        hidden = [p for p in index_points(sprite, card) if view.fan.card_at(p) is not sprite]
        assert not hidden, (card, hidden)


@pytest.mark.parametrize("size", SIZES)
def test_the_fan_keeps_clear_of_the_pit_card(make_app: type[App], size: tuple[int, int]) -> None:
    _driver, scene = holding(make_app, size, "fr", 8)
    view = view_of(scene)
    pit = view.pit.screen_rect()
    assert all(not card.screen_rect().colliderect(pit.inflate(8, 0)) for card in view.fan.cards)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", [0, 5, 11])
def test_a_card_s_note_leaves_the_card_in_sight(
    make_app: type[App], size: tuple[int, int], which: int
) -> None:
    driver, scene = holding(make_app, size, "fr", 12)
    view = view_of(scene)
    sprite = view.fan.cards[which]
    # On the card's uncovered left strip, low down, as a player points at it.
    strip = pygame.Vector2(14 - sprite.size[0] / 2, sprite.size[1] / 4)
    spot = sprite.screen_pos + strip.rotate(-sprite.angle)
    pos = (round(spot.x), round(spot.y))
    assert view.fan.card_at(pos) is sprite
    for _ in range(2):  # the card lifts and the neighbours step aside: the pointer rests on it
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        driver.frames(60)
    assert scene.tooltip.showing and scene.tooltip.text and "main" in scene.tooltip.text
    note = scene.tooltip.rect_in(driver.app.screen.get_rect())
    shown = sprite.screen_rect()
    assert not note.colliderect(shown), (note, shown)
