"""The racing cards in hand lie in a flat row: at 960 x 600 each shows its edge colour, all four
lanes and its whole name without a hover (overlapped to 0.7 of their width, lane D and the names'
ends lay under the next card; the rider cards are smaller there to give them the room), at
1280 x 720 they stand side by side; the rider cards keep clear of their title; a card picked for
an exchange rises where it lies and nothing else moves."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.view import McsView
from tabletop.games.mcs.view.layout import RIDERS_TITLE_SIZE, RIDERS_TITLE_TOP
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot
from tabletop.language import _, set_language
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import text_image
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.hand_row import LEGIBLE
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import open_lesson

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))
STRIPE = 0.13  # of a card's width, its edge colour's stripe down its left side
STRIPE_COVERED = 0.08  # of its width, no more of the stripe lies under a neighbour


def table_when(
    make_app: type[App], size: tuple[int, int], ready: Callable[[Match], bool]
) -> tuple[Driver, McsView]:
    """Anna's table once the computer has played everyone to where she acts and `ready` holds."""
    rules = rules_for("mcs")
    match = Match(rules, Setup(SEATS, {}), 3)
    bots = [make_bot("mcs", "game", 7 + seat, players=2) for seat in range(2)]
    while not (0 in match.to_act() and ready(match)):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.settle(scene.animator)
    driver.frames(30)  # the hand glides into place
    assert isinstance(scene.view, McsView)
    return driver, scene.view


def hidden_columns(view: McsView, card: CardSprite) -> list[int]:
    """How far in from its left edge lies each pixel column, along its middle, where another
    card is drawn over this one."""
    rect = card.screen_rect()
    order = view.fan.draw_order()
    return [
        x - rect.left
        for x in range(rect.left, rect.right)
        if next((c for c in reversed(order) if c.hit_test((x, rect.centery))), None) is not card
    ]


def check_the_row(view: McsView) -> None:
    cards = view.fan.cards
    assert len(cards) >= 4
    view.fan.hovered = view.fan.featured = None
    for card in cards:
        width = card.screen_rect().width
        assert width >= LEGIBLE
        # Nothing right of its edge colour's stripe lies under a neighbour: all four lanes and
        # the whole name show, and where the cards overlap the stripe still shows its colour.
        hidden = hidden_columns(view, card)
        assert len(hidden) <= STRIPE_COVERED * width and all(x < STRIPE * width for x in hidden), (
            card.payload, hidden, width
        )
        assert view.hand_area.contains(card.screen_rect())
        assert card.screen_rect().collidelist([b.screen_rect() for b in view.buttons]) == -1
    title = text_image(_("Your riders"), RIDERS_TITLE_SIZE, (0, 0, 0), bold=True).get_rect(
        topleft=(view.hand_area.x + 16, view.hand_area.y + RIDERS_TITLE_TOP)
    )
    for rider in view.rider_cards.values():
        assert not rider.screen_rect().inflate(8, 8).colliderect(title), "a rider card covers its title"
        assert view.hand_area.contains(rider.screen_rect())
    riders = pygame.Rect(view.hand_area.x, view.hand_area.y, 1, 1).unionall(
        [rider.screen_rect() for rider in view.rider_cards.values()]
    )
    assert all(not card.screen_rect().colliderect(riders) for card in cards)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_racing_card_shows_its_lanes_and_effect(make_app: type[App], size: tuple[int, int]) -> None:
    _driver, view = table_when(make_app, size, lambda match: match.state.phase == "gate")
    check_the_row(view)
    if size == (1280, 720):  # room enough: side by side, nothing covered
        rects = [card.screen_rect() for card in view.fan.cards]
        assert all(a.right < b.left for a, b in pairwise(rects))


def test_in_the_lesson_too(make_app: type[App]) -> None:
    driver = main_menu(make_app, (960, 600), instant=True)
    scene = open_lesson(driver, "mcs")
    driver.settle(scene.animator)
    driver.frames(30)
    view = scene.view
    assert isinstance(view, McsView)
    check_the_row(view)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_card_picked_for_an_exchange_rises_in_place(make_app: type[App], size: tuple[int, int]) -> None:
    driver, view = table_when(make_app, size, lambda match: match.state.phase == "exchange")
    cards = list(view.fan.cards)
    before = [pygame.Vector2(card.pos) for card in cards]
    for picked in (1, 2):
        rect = cards[picked].screen_rect()
        driver.click((rect.left + 10, rect.bottom - 20))  # on its part in sight, the row as it lies
        driver.frames(40)
        assert view.fan.cards == cards, "the hand was reordered"
        for index, card in enumerate(cards):
            assert abs(card.pos.x - before[index].x) < 1, f"card {index} moved sideways"
            risen = before[index].y - card.pos.y
            assert (risen > 8) == (index <= picked and index >= 1), (index, risen)
    assert len(view.marked) == 2


@pytest.mark.parametrize(("language", "words"), [("en", "Anna's riders"), ("fr", "Pilotes d'Anna")])
def test_the_replay_names_whose_riders_it_shows(make_app: type[App], language: str, words: str) -> None:
    """At the table the rider cards are "Your riders"; a replay's watcher is not Anna, and read
    "Vos pilotes" over hers: the replay names her."""
    driver, table_view = table_when(make_app, (960, 600), lambda match: True)
    assert table_view.riders_title(table_view.state) == _("Your riders")
    table = driver.top
    assert isinstance(table, TableScene)
    set_language(language)
    replay = ReplayScene(driver.app.ctx, table.match)
    driver.app.ctx.stack.push(replay)
    driver.frames(3)
    assert isinstance(replay.view, McsView) and replay.view.viewer == 0
    assert replay.view.riders_title(replay.match.state) == words
