"""Race Day's dice tray: a check's lines say whose check it is, even in another car's turn;
its words read at a legible size, clear of the dice, on the table and in the replay, at the
smallest window and the usual one; and the tray and the rising words speak French in French."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.contract import SeatSetup
from tabletop.engine.match import Match
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.components import DRIVER
from tabletop.games.raceday.view import RaceDayView
from tabletop.games.raceday.view.drawing import text_rows
from tabletop.games.raceday.view.layout import LEAST_TEXT, TRAY_ROWS, TRAY_TEXT
from tabletop.language import local, set_language
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import font
from tabletop.table.pieces.dice_sprite import DieSprite
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.race_steps import first_step, mover_before, play, table_before
from tests.scenes.tables import start_table

SIZES = [(960, 600), (1280, 720)]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def view_of(scene: TableScene) -> RaceDayView:
    assert isinstance(scene.view, RaceDayView)
    return scene.view


def others_check(race: Match, index: int) -> ev.CheckRolled | None:
    """The Driver check rolled in move `index` by a car whose turn it is not, if any."""
    mover = mover_before(race, index)
    return next(
        (e for e in race.steps[index].events
         if isinstance(e, ev.CheckRolled) and e.check == DRIVER and e.seat != mover),
        None,
    )


def test_a_check_in_another_cars_turn_names_that_car_over_its_dice(driver: Driver) -> None:
    race, index = first_step(lambda race, index: others_check(race, index) is not None)
    check = others_check(race, index)
    assert check is not None
    scene = table_before(driver, race, index)
    view = view_of(scene)
    play(scene, race.steps[index])
    seen = []
    while scene.animator.busy:
        driver.frames(1)
        seen.append(tuple(text for text, _colour in view.tray_lines))
    whose = f"{check.who}: {check.about}"  # the car, and the ability it rolls for
    assert (whose, "Driver check…") in seen, "while its dice roll"
    sums = f"{' + '.join(map(str, check.dice))} = {sum(check.dice)} against {check.target}+"
    landed = [lines for lines in seen if sums in lines[-1]]
    assert landed and all(lines[0] == whose for lines in landed), landed


def drawn(die: DieSprite) -> pygame.Rect:
    """Where a die covers the tray: the die and its shadow under it."""
    w, h = die.screen_size()
    shadow = pygame.Rect(0, 0, round(w), round(h) // 3)
    shadow.center = (round(die.screen_pos.x + 2), round(die.screen_pos.y + h * 0.45))
    return die.screen_rect().union(shadow)


def assert_tray_reads(view: RaceDayView, *, at_rest: bool) -> None:
    """Every word of the tray inside it and legible; the lines under the dice never under one,
    and at rest the captions over them not either."""
    words = view.tray_words()
    dice = [drawn(die) for die in (view.move_die, *view.check_dice)]
    least = font(LEAST_TEXT).get_height()
    for index, (image, rect) in enumerate(words):
        assert view.tray.contains(rect), (rect, view.tray)
        assert image.get_height() >= least, view.tray_lines
        if at_rest or index >= 2:  # the first two are the captions, which dice bounce under
            assert rect.collidelist(dice) == -1, (rect, dice, view.tray_lines)


@pytest.mark.parametrize("size", SIZES)
def test_the_tray_reads_clear_of_its_dice_on_the_table(make_app: type[App], size: tuple[int, int]) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak("fr")  # French is the longer
    race, index = first_step(lambda race, index: others_check(race, index) is not None)
    scene = table_before(driver, race, index)
    view = view_of(scene)
    assert_tray_reads(view, at_rest=True)
    play(scene, race.steps[index])
    while scene.animator.busy:
        driver.frames(1)
        assert_tray_reads(view, at_rest=False)
    driver.settle(scene.animator)
    assert_tray_reads(view, at_rest=True)


@pytest.mark.parametrize("size", SIZES)
def test_the_tray_reads_clear_of_its_dice_in_the_replay(make_app: type[App], size: tuple[int, int]) -> None:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    race, index = first_step(lambda race, index: others_check(race, index) is not None)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, race))
    driver.frames(3)
    driver.click_button("Revoir la partie")
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    view = scene.view
    assert isinstance(view, RaceDayView)
    scene.go_to(index)
    for _ in range(3):  # the other car's check, and the moves after it
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        assert_tray_reads(view, at_rest=True)


def test_a_line_too_long_for_the_tray_wraps_rather_than_shrink_past_legible() -> None:
    pygame.font.init()
    area = pygame.Rect(0, 0, 194, 64)  # the tray's lines at 960 x 600
    lines = [("Marie-Christine Dupont : Ça frotte, c'est la course", (255, 255, 255)),
             ("Pilote 6 + 6 = 12 contre 8+ : réussi", (255, 255, 255))]
    rows = text_rows(area, lines, TRAY_TEXT, TRAY_ROWS)
    assert 3 <= len(rows) <= TRAY_ROWS
    for image, rect in rows:
        assert image.get_height() >= font(LEAST_TEXT).get_height() and area.contains(rect), rect
    assert rows[0][1].bottom <= rows[1][1].top


def test_the_pole_roll_and_abilities_read_french(make_app: type[App]) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.speak("fr")

    def saved_by_ability(race: Match, index: int) -> bool:
        kinds = {type(e) for e in race.steps[index].events}
        return {ev.DamageAvoided, ev.DashboardKept} <= kinds

    race, index = first_step(saved_by_ability)
    scene = table_before(driver, race, 0)
    view = view_of(scene)
    (pole,) = play(scene, race.steps[0])
    assert isinstance(pole, FirstRolled)
    lines = set()
    while scene.animator.busy:
        driver.frames(1)
        lines.update(text for text, _colour in view.tray_lines)
    assert f"{pole.who} lance pour la pole…" in lines, lines
    scene = table_before(driver, race, index)
    view = view_of(scene)
    events = play(scene, race.steps[index])
    words = set()
    while scene.animator.busy:
        driver.frames(1)
        words.update(popup.text for popup in view.popups)
    for event in events:
        if isinstance(event, ev.DamageAvoided):
            assert f"{local(event.ability)} : sauvé !" in words, words
        if isinstance(event, ev.DashboardKept):
            assert local(event.ability) in words, words
        if isinstance(event, ev.DamageAvoided | ev.DashboardKept):
            assert local(event.ability) != str(event.ability)
            assert not any(str(event.ability) in text for text in words), words


def test_dice_in_the_air_carry_their_own_words_only(driver: Driver) -> None:
    """While a die tumbles, the tray says who rolls and what for; the prompt of the position the
    roll answers is not written under the tray (it said the same again: "Bob rolls for the pole")."""
    driver.app.ctx.update_settings(animation_speed="fast")
    seats = (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green"))
    scene = start_table(driver, "raceday", seats, 5)
    view = view_of(scene)
    in_air: list[tuple[str, str]] = []
    at_rest: list[str] = []
    for _frame in range(3000):
        driver.frames(1)
        words = " / ".join(text for text, _colour in view.tray_lines)
        if view.rolling:
            in_air.append((words, view._prompt()))
        else:
            at_rest.append(view._prompt())
        if len(scene.match.steps) > 12 and not scene.animator.busy:
            break
    assert any("for the pole…" in words for words, _prompt in in_air)
    assert any("…" in words and "for the pole" not in words for words, _prompt in in_air)
    assert all(prompt == "" for _words, prompt in in_air), in_air[:3]
    assert any(at_rest), "between rolls the prompt is back"
