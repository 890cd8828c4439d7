"""Race Day's dice tray: a check's lines say whose check it is, even in another car's turn;
and the tray and the rising words speak French in French (who rolls for the pole, the
abilities that save a car, named as their dashboard names them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.match import Match
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.components import DRIVER
from tabletop.games.raceday.view import RaceDayView
from tabletop.language import local, set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.race_steps import first_step, mover_before, play, table_before


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
    sums = f"{' + '.join(map(str, check.dice))} = {sum(check.dice)} vs {check.target}+"
    landed = [lines for lines in seen if sums in lines[-1]]
    assert landed and all(lines[0] == whose for lines in landed), landed


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
