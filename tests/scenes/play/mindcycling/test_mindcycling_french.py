"""Mind Cycling on the table in French, in the rulebook's words: banner, seat rows, rider card,
choice buttons, the move list and the hover notes; riders and teams by their French names; then
English again after a switch. Every label fits at the smallest window and the usual one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.mindcycling.view.layout import CARD_HEIGHT
from tabletop.games.mindcycling.view.table_view import MindCyclingView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import set_language
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.pages.test_language_switch import cut_texts
from tests.scenes.play.mindcycling.test_table_mindcycling import place
from tests.scenes.play.test_table_explains import hover
from tests.scenes.tables import start_table

SIZES = [(960, 600), (1280, 720)]
SEATS = (SeatSetup("Vous", False, "pink"), SeatSetup("Anna", False, "white"))
ENGLISH = re.compile(
    r"\b(Italy|Spain|domestic|sprinter|climber|the|rides|spaces?|bottle|draft|relay|turn|lane|row)\b", re.I
)
SHOTS = Path(__file__).resolve().parents[4] / "build" / "shots"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def french_table(make_app: type[App], size: tuple[int, int]) -> tuple[Driver, TableScene, MindCyclingView]:
    driver = main_menu(make_app, size, instant=True)
    driver.app.ctx.speak("fr")
    scene = start_table(driver, "mindcycling", SEATS, seed=3)
    driver.frames(400)  # the opening toasts fade
    assert isinstance(scene.view, MindCyclingView)
    return driver, scene, scene.view


@pytest.mark.parametrize("size", SIZES)
def test_a_stage_reads_french_on_the_table_and_fits(make_app: type[App], size: tuple[int, int]) -> None:
    driver, scene, view = french_table(make_app, size)
    state = scene.match.state
    # Riders 1 and 2 of the first team: domestic 1 leads on the flat, domestic 2 behind without a bottle.
    place(scene, {1: "10.1", 2: "9.1"})
    state.riders[2].bottle = False
    scene._refresh(rebuild_log=True)
    driver.frames(60)
    rider = state.active()
    assert rider is state.riders[1] and rider.team == 0
    assert scene.banner.message.startswith("Rouleur 1 (Italie) : jusqu'à ")
    rows = view.seat_rows(state, scene.match.to_act())
    assert [row.note for row in rows] == ["Italie", "France"]
    titles = [button.title for button in view.buttons]
    assert titles[:2] == ["Passer la bouteille", "Attaque"] and "Rester sur place" in titles
    lines = [button.line for button in view.buttons]
    assert "à Rouleur 2 (Italie), puis fatigué" in lines
    words = [words for words, _action in scene.picker.items]
    assert "Passer la bouteille à Rouleur 2 (Italie)" in words
    assert any(w.startswith("Avancer : ") for w in words)
    notes = [
        hover(driver, scene, view.riders[1].screen_pos),
        hover(driver, scene, view.riders[2].screen_pos),
        hover(driver, scene, view.buttons[0].screen_pos),
        hover(driver, scene, view.buttons[1].screen_pos),
        hover(driver, scene, pygame.Rect(view.panel.x, view.panel.y, view.panel.width, CARD_HEIGHT).center),
    ]
    assert notes[0].startswith("Rouleur 1 (Italie), rouleur de l'équipe Italie (votre équipe).")
    assert "face au vent" in notes[0] and notes[0].endswith("Faites-le glisser sur une case éclairée.")
    assert "fatigué, une case de moins" in notes[1]
    assert "coéquipier juste derrière" in notes[2] and "trois cases au-delà" in notes[3]
    assert "Rouleur 1 (Italie) avance maintenant" in notes[4]
    assert [n for n in notes if ENGLISH.search(n)] == []
    assert cut_texts(driver) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.screen, str(SHOTS / f"mindcycling_fr_{size[0]}x{size[1]}.png"))
    # Back to English: the same table, its names and notes in English.
    driver.app.ctx.speak("en")
    driver.frames(5)
    assert scene.banner.message.startswith("Italy domestic 1: up to ")
    assert "Give the bottle" in [button.title for button in view.buttons]
    assert hover(driver, scene, view.riders[1].screen_pos).startswith("Italy domestic 1, a domestic of Italy")


def test_the_stage_results_name_the_teams_in_french_then_english(make_app: type[App]) -> None:
    game_hooks.install()
    match = play_match(rules_for("mindcycling"), Setup((SeatSetup("Anna", True), SeatSetup("Bob", True))), 5)
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    scene = ResultsScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    assert set(scene.order) == {"Italie", "France"} and set(scene.colours) == {"Italie", "France"}
    assert set(scene.details) == {"Italie", "France"}
    # Who rode for which country: the teams go by their countries alone everywhere else.
    assert sorted(detail.split(" : ")[0] for detail in scene.details.values()) == ["Anna", "Bob"]
    assert cut_texts(driver) == []
    driver.app.ctx.speak("en")
    driver.frames(2)
    assert set(scene.order) == {"Italy", "France"} and set(scene.details) == {"Italy", "France"}
