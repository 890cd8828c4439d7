"""A speedway team (two seats on one side) on the results screen: its members' default names in
the language spoken, in the headline, the finishing order and the chart, and its verb in the
plural ("Player 1 & Player 3 win", "Joueur 1 & Joueur 3 gagnent")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.seat_names import PLAYER, YOU, default_name, team_name
from tabletop.engine.words import say
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import _, set_language
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.widgets.line_chart import read_series
from tests.scenes.driver import Driver


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture(scope="module")
def teams() -> Match:
    colours = ("red", "yellow", "blue", "white")
    seats = tuple(SeatSetup(default_name(PLAYER, n + 1), True, c) for n, c in enumerate(colours))
    return play_match(rules_for("mcs"), Setup(seats, {}), 7)


def shown(make_app: type[App], match: Match, code: str) -> tuple[ResultsScene, list[str]]:
    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.speak(code)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, match))
    driver.frames(2)
    scene = driver.top
    assert isinstance(scene, ResultsScene)
    texts = [
        str(sprite.text) for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UILabel) and sprite.visible
    ]
    return scene, texts


def legend(scene: ResultsScene) -> list[str]:
    assert scene.chart is not None
    return [series.name for series in read_series(scene.chart)]


def test_a_team_wins_in_english_in_the_plural(make_app: type[App], teams: Match) -> None:
    scene, texts = shown(make_app, teams, "en")
    assert scene.order[0] in ("Player 1 & Player 3", "Player 2 & Player 4")
    assert f"{scene.order[0]} win this game of MCS Speedway" in texts


def test_a_team_s_default_names_speak_french(make_app: type[App], teams: Match) -> None:
    scene, texts = shown(make_app, teams, "fr")
    assert sorted(scene.order) == ["Joueur 1 & Joueur 3", "Joueur 2 & Joueur 4"]
    assert f"{scene.order[0]} gagnent cette partie de MCS Speedway" in texts
    assert sorted(legend(scene)) == sorted(scene.order)
    assert set(scene.colours) == set(scene.order)


def test_only_a_team_takes_the_plural() -> None:
    you_and = team_name([default_name(YOU), "Carl"])
    both = team_name(["Anna", "Carl"])
    assert say("{who:wins}, {who:has} won", who=both) == "Anna & Carl win, Anna & Carl have won"
    assert say("{who:wins}", who=team_name(["Anna"])) == "Anna wins"
    assert say("{who:wins}", who=you_and) == "You & Carl win"
    set_language("fr")
    template = _("{who:wins} this game of {game}")
    assert say(template, who=team_name(["Anna", "Carl"]), game="X") == "Anna & Carl gagnent cette partie de X"
    assert say(template, who=you_and, game="X") == "Vous & Carl gagnez cette partie de X"
    assert say(template, who="Anna", game="X") == "Anna gagne cette partie de X"
