"""Nascard's board in sight and its words legible: the hand below the track, never over it (at
the table and in the replay, whose bar leaves the hand less room), the drivers' names over the
cards of the round apart from each other, and the bonus cards named under them, not in specks."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.nascard.view import NascardView, art
from tabletop.games.nascard.view.layout import INFIELD
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import local
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import LEAST_LEGIBLE, font
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SIZES = [(960, 600), (1280, 720)]
NAMES = ("Player 1", "Computer 2", "Computer 3", "Computer 4", "Computer 5", "Computer 6")
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


def field(count: int, names: tuple[str, ...] = NAMES) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(name, index > 0, colour)
                 for index, (name, colour) in enumerate(zip(names[:count], COLOURS, strict=False)))


@pytest.fixture(scope="module")
def finished() -> dict[int, Match]:
    return {count: play_match(rules_for("nascard"), Setup(field(count), {"laps": 1}), 11) for count in (4, 6)}


def view_of(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view


def replay(make_app: type[App], size: tuple[int, int], match: Match) -> tuple[Driver, ReplayScene]:
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    for _ in range(6):  # into round 2: cards of the round down, cars moved
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
    return driver, scene


def assert_board_in_sight(scene: TableScene) -> None:
    view = view_of(scene)
    state = scene.match.state
    track = scene.camera.world_rect_to_screen(pygame.Rect((0, 0), art.track_bounds(state.track).size))
    assert scene.camera.viewport.contains(track)
    assert view.hand, "no hand shown"
    for card in view.hand.values():
        assert not card.screen_rect().colliderect(track), "the hand covers the track"
    for car in view.cars.values():
        assert track.contains(car.screen_rect())


def assert_names_apart(scene: TableScene) -> None:
    view = view_of(scene)
    state = scene.match.state
    labels = list(view.slot_labels(state).values())
    infield = scene.camera.world_rect_to_screen(INFIELD)
    for image, place in labels:
        assert image.get_height() >= font(LEAST_LEGIBLE).get_linesize() - 2
        assert scene.camera.viewport.contains(place) and infield.contains(place), "a name over the track"
    for (_a, first), (_b, second) in itertools.combinations(labels, 2):
        assert not first.colliderect(second), "two drivers' names run together"
    for _image, place in labels:
        assert not any(place.colliderect(slot.screen_rect()) for slot in view.slots.values())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("cars", [4, 6])
def test_the_replay_shows_the_whole_track_and_the_names_apart(
    make_app: type[App], finished: dict[int, Match], size: tuple[int, int], cars: int
) -> None:
    driver, scene = replay(make_app, size, finished[cars])
    assert_board_in_sight(scene)  # the followed player's hand
    assert_names_apart(scene)
    driver.click_button("All hands")
    driver.settle(scene.animator)
    assert_board_in_sight(scene)  # the hand of the seat to act


@pytest.mark.parametrize(
    ("language", "names"), [("en", NAMES), ("fr", ("Joueur 1", *(f"Ordinateur {n}" for n in range(2, 7))))]
)
def test_in_the_replay_six_drivers_names_are_whole(
    make_app: type[App], language: str, names: tuple[str, ...]
) -> None:
    """Six cars stand in three columns, at 960x600 narrower than "Computer 2" is wide even on two
    lines (it read "Com…"): each name goes on one line, every other one a line up, whole."""
    match = play_match(rules_for("nascard"), Setup(field(6, names), {"laps": 1}), 11)
    driver, scene = replay(make_app, (960, 600), match)
    driver.app.ctx.speak(language)
    driver.frames(2)
    state = scene.match.state
    labels = view_of(scene).slot_labels(state)
    least = font(LEAST_LEGIBLE)
    for car in state.cars:
        _image, place = labels[car.id]
        assert place.height <= least.get_linesize() and place.width >= least.size(car.name)[0], car.name
    assert_names_apart(scene)


@pytest.mark.parametrize("size", SIZES)
def test_the_table_s_hand_stays_under_the_track(make_app: type[App], size: tuple[int, int]) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = push_table(driver, Match(rules_for("nascard"), Setup(field(4), {}), 5))
    driver.settle(scene.animator)
    assert_board_in_sight(scene)
    assert_names_apart(scene)


def dark_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    return sum(sum(surface.get_at((x, y))[:3]) < 300 for y in range(area.top, area.bottom)
               for x in range(area.left, area.right))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bonus_cards_are_named_legibly_under_them(
    make_app: type[App], size: tuple[int, int], language: str
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.update_settings(language=language)
    scene = push_table(driver, Match(rules_for("nascard"), Setup(field(4), {}), 5))
    driver.settle(scene.animator)
    view = view_of(scene)
    state = scene.match.state
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.draw(surface)
    labels = {suit: view.bonus_label(state, suit) for suit in view.bonus_cards}
    cards = [sprite.screen_rect() for sprite in view.bonus_cards.values()]
    for suit, (image, place) in labels.items():
        assert image.get_height() >= font(LEAST_LEGIBLE).get_linesize() - 2, suit
        assert scene.camera.viewport.contains(place)
        assert place.collidelist(cards) == -1, suit
        assert not place.colliderect(view._trump_ribbon(view.bonus_cards[suit])), suit
        # The card itself carries no words too small to read: under its number, only paper.
        rect = view.bonus_cards[suit].screen_rect()
        body = pygame.Rect(rect.x + rect.width // 5, rect.y + rect.height * 62 // 100,
                           rect.width * 3 // 5, rect.height // 4)
        assert dark_pixels(surface, body) == 0, suit
    for (_a, first), (_b, second) in itertools.combinations(labels.values(), 2):
        assert not first.colliderect(second)


@pytest.mark.parametrize("suit", ["purple", "blue", "orange", "yellow"])
def test_in_the_replay_at_960x600_french_bonus_names_are_whole(
    make_app: type[App], finished: dict[int, Match], suit: str
) -> None:
    """Under its card at 960x600, "Voiture de sécurité" read "Voiture de séc…" in bold: names the
    plainer face holds whole are written in it, wherever the card lies."""
    driver, scene = replay(make_app, (960, 600), finished[4])
    driver.app.ctx.speak("fr")
    driver.frames(2)
    view = view_of(scene)
    for number in (7, 2, 14):  # Voiture de sécurité, Adhérence, Cœur de champion
        name = local(view.parts.bonus_cards[number].name)
        state = dataclasses.replace(scene.match.state, bonus={**scene.match.state.bonus, suit: number})
        assert " ".join(view.bonus_lines(state, suit)) == name
        image, _place = view.bonus_label(state, suit)
        assert image.get_height() >= font(LEAST_LEGIBLE).get_linesize() - 2
