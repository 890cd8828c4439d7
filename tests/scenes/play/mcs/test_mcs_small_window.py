"""In the smallest window (960 x 600) every rider card the player may pick is wholly on screen,
the buttons beside the hand never cover its cards and all stay on screen, and the replay's board
keeps its hand, heat line, names and news apart."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.seat_names import COMPUTER, PLAYER, default_name
from tabletop.games.mcs.actions import PickPlaces
from tabletop.games.mcs.view import McsView
from tabletop.games.mcs.view.drawing import NEWS_AT, NEWS_SIZE
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.table.machinery.text import LEAST_LEGIBLE, font
from tests.scenes.driver import Driver, main_menu
from tests.scenes.menus.test_learn_to_play import do_what_the_coach_says, open_lesson
from tests.scenes.play.mcs.positions import anna_and_bob, on_the_table, played_until, table_of
from tests.scenes.play.replay_walk import open_replay
from tests.scenes.tables import at


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_rider_card_is_on_screen(make_app: type[App], size: tuple[int, int]) -> None:
    _driver, scene = table_of(make_app, anna_and_bob(3), size)
    view = scene.view
    assert isinstance(view, McsView) and len(view.rider_cards) == 10
    for sprite in view.rider_cards.values():
        # At their size there: smaller than RIDER_CARD in a small window, for the hand's room.
        bottom = sprite.pos.y + sprite.size[1] / 2
        top = sprite.pos.y - sprite.size[1] / 2
        assert view.hand_area.top + 26 <= top and bottom <= size[1], (sprite.pos, size)


def at_a_split() -> Match:
    """Anna (hosts) must place her pair for a 3:3 Split: four choices, four buttons."""

    def reached(match: Match) -> bool:
        if match.to_act()[0] != 0 or match.state.phase != "effect":
            return False
        legal = match.rules.legal_actions(match.state, 0)
        return len(legal) == 4 and all(isinstance(action, PickPlaces) for action in legal)

    return played_until(anna_and_bob(0, mode="match"), reached, 0, "a 3:3 Split for Anna")


@pytest.mark.parametrize("size", [(960, 600), (1200, 704)])
def test_every_split_button_is_on_screen_and_takes_its_click(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    for index in range(4):
        scene = on_the_table(driver, at_a_split())
        view = scene.view
        assert isinstance(view, McsView) and len(view.buttons) == 4
        button = view.buttons[index]
        assert view.hand_area.contains(button.screen_rect()), (button.text, size)
        driver.click(at(button.screen_pos))
        assert scene.match.steps[-1].action == button.payload, button.text
        driver.app.ctx.stack.pop()


def test_in_the_lesson_no_button_covers_a_card_of_the_hand(make_app: type[App]) -> None:
    """The card the coach rings comes to the front of the tight hand: no button (Pass or
    another) lies over a card of the hand, and no card lies wholly under the one in front."""
    driver = main_menu(make_app, (960, 600), instant=True)
    scene = open_lesson(driver, "mcs")
    view = scene.view
    assert isinstance(view, McsView)
    featured = 0
    for _ in range(600):
        coach = scene.coach
        if coach is None or featured >= 6:
            break
        if coach.advice is None or scene.animator.busy:
            driver.frames(1)
            continue
        if view.fan.featured is not None:
            driver.frames(60)  # the hand glides into its new places
            featured += 1
            for button in view.buttons:
                points = spots(button.screen_rect())
                under = [card.payload for card in view.fan.cards if any(map(card.hit_test, points))]
                assert under == [], (button.text, under)
            for card in view.fan.cards:  # and every card keeps an edge in sight, to point at
                seen = {x for x, y in spots(card.screen_rect()) if view.fan.card_at((x, y)) is card}
                assert len(seen) * 2 >= 16, f"card {card.payload} shows {len(seen) * 2} pixels across"
        do_what_the_coach_says(driver, scene)
    assert featured >= 6, "the coach rang too few cards of the hand"


def spots(box: pygame.Rect) -> list[tuple[int, int]]:
    """Points all over `box`, close enough that no card's edge in it slips between them."""
    return [(x, y) for x in range(box.left, box.right, 2) for y in range(box.top, box.bottom, 4)]


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


@pytest.mark.parametrize(
    ("language", "names"),
    [("en", ("Player 1", "Computer 2")), ("fr", ("Joueur 1", "Ordinateur 2", "Joueur 3", "Ordinateur 4"))],
)
def test_the_names_over_the_bends_cards_are_whole(
    make_app: type[App], language: str, names: tuple[str, ...]
) -> None:
    """Zoomed out for the replay's bar, the cards of a bend stand closer than their players' names
    are wide: each name is still written whole, legible, clear of the others, the cards and the news."""
    colours = ("red", "yellow", "blue", "white")
    seats = tuple(SeatSetup(name, seat > 0, colours[seat]) for seat, name in enumerate(names))
    driver, scene = open_replay(make_app, (960, 600), play_match(rules_for("mcs"), Setup(seats), 7), language)
    view = mcs_view(scene)
    least = font(LEAST_LEGIBLE)
    crowded = 0
    for _ in range(60):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        labels = view.chain_labels()
        crowded += len(labels) > 2
        rects = [rect for _image, rect in labels]
        for (_image, rect), (_pos, name) in zip(labels, view.chain_names, strict=True):
            # Cut to "Com…", a name's plate was narrower than the whole name at the least size.
            assert rect.width >= least.size(name)[0] and rect.height >= least.get_linesize(), name
        assert all(rect.collidelist(rects[index + 1:]) == -1 for index, rect in enumerate(rects))
        _words, news = view.pill_box(view._caption(scene.match.state), NEWS_AT, NEWS_SIZE)
        cards = [card.screen_rect() for card in view.table_cards]
        assert all(rect.collidelist([news, *cards]) == -1 for rect in rects)
    assert crowded, "no bend with three cards was shown"


def test_default_names_over_the_bends_cards_speak_french(make_app: type[App]) -> None:
    """Seats nobody named are "Joueur 1", "Ordinateur 2" over the cards of a bend too."""
    colours = ("red", "yellow", "blue", "white")
    names = [default_name(COMPUTER if seat else PLAYER, seat + 1) for seat in range(4)]
    seats = tuple(SeatSetup(name, seat > 0, colours[seat]) for seat, name in enumerate(names))
    driver, scene = open_replay(make_app, (960, 600), play_match(rules_for("mcs"), Setup(seats), 7), "fr")
    view = mcs_view(scene)
    named = 0
    for _ in range(40):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        words = view.chain_words()
        named += len(words)
        assert all(word.split()[0] in ("Joueur", "Ordinateur") for word in words), words
    assert named, "no bend's cards were shown"
