"""Race Day's dice tray and rising words speak French in French: who rolls for the pole, and
the abilities that save a car (named as their dashboard names them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.match import Match
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.view import RaceDayView
from tabletop.language import local, set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.raceday.race_steps import first_step, play, table_before


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def view_of(scene: TableScene) -> RaceDayView:
    assert isinstance(scene.view, RaceDayView)
    return scene.view


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
