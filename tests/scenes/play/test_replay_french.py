"""The replay's own controls and words in French: buttons, tool tips, the move counter, the log's
heading, the toasts and hover notes; every button fits its words and none overlaps another at the
smallest window and the usual one; English again after a switch."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import set_language
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.play.replay_scene import NOT_HERE, WHERE_WIDTH, ReplayScene
from tabletop.table.machinery.text import font
from tests.scenes.driver import Driver
from tests.scenes.pages.test_language_switch import cut_texts

SIZES = [(960, 600), (1280, 720)]
SEATS = (
    SeatSetup("Anna", False, "blue"), SeatSetup("Bob", True, "orange"), SeatSetup("Élodie", True, "purple")
)
SHOTS = Path(__file__).resolve().parents[3] / "build" / "shots"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture(scope="module")
def nascard() -> Match:
    return play_match(rules_for("nascard"), Setup(SEATS, {"laps": 1}), 11)


@pytest.fixture(scope="module")
def stage() -> Match:
    return play_match(rules_for("mindcycling"), Setup(SEATS[:2]), 5)


def replay_in_french(make_app: type[App], size: tuple[int, int], match: Match) -> tuple[Driver, ReplayScene]:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return driver, scene


def overlapping(scene: ReplayScene) -> list[tuple[str, str]]:
    rects = [(key, button.rect) for key, button in scene.buttons.items() if key != "hint"]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1 :] if ra.colliderect(rb)]


@pytest.mark.parametrize("size", SIZES)
def test_the_replay_controls_speak_french_and_fit(
    make_app: type[App], size: tuple[int, int], nascard: Match
) -> None:
    driver, scene = replay_in_french(make_app, size, nascard)
    texts = set(driver.button_texts())
    assert {"Début", "Reculer", "Lire", "Avancer", "Fin", "Fermer", "Courbes", "Tout montrer"} <= texts
    assert "Cartes : aucune" in texts or "Cartes : Anna" in texts
    assert scene.banner.toast_text.startswith("Revoir : flèches coup par coup")
    assert scene.log.entries[0].text == "On revoit une partie de Nascard : Anna, Bob, Élodie."
    assert scene.buttons["start"].tool_tip_text == "Le début de la partie (Début)"
    assert cut_texts(driver) == [] and overlapping(scene) == []
    # The longest words each control can show fit too: Pause, Tout cacher, Cartes : toutes.
    driver.click_button("Lire")
    assert scene.buttons["hands"].tool_tip_text == "Montrer les cartes de tous les joueurs"
    driver.click_button("Tout montrer")
    assert scene.buttons["hands"].tool_tip_text == "Cacher les cartes de tous les joueurs"
    texts = set(driver.button_texts())
    assert {"Pause", "Tout cacher", "Cartes : toutes"} <= texts
    assert cut_texts(driver) == []
    driver.click_button("Pause")
    for _ in range(5):
        driver.key(pygame.K_RIGHT)
    driver.frames(2)
    where = f"Coup 5 sur {scene.timeline.length}  ·  Manche {scene.timeline.round_of(5)}"
    assert font(22).size(where)[0] <= WHERE_WIDTH  # the counter's words, unshrunk
    refusal = scene.propose(nascard.steps[0].action)
    assert refusal == "Vous revoyez une partie : aucun coup ne peut être joué ici."
    log = scene.log.rect
    assert scene.describe_at((log.centerx, log.bottom - 20)) == (
        "Cliquez sur une ligne pour revenir à ce coup. La molette fait défiler."
    )
    groove = scene.scrubber.rect
    assert (scene.describe_at(groove.center) or "").startswith("Coup ")
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.screen, str(SHOTS / f"replay_fr_{size[0]}x{size[1]}.png"))
    driver.app.ctx.speak("en")
    driver.frames(2)
    english = {"Start", "Back", "Play", "Forward", "End", "Close", "Chart", "Hide hands"}
    assert english <= set(driver.button_texts())
    assert cut_texts(driver) == [] and overlapping(scene) == []
    pygame.image.save(driver.app.screen, str(SHOTS / f"replay_en_{size[0]}x{size[1]}.png"))
    assert scene.propose(nascard.steps[0].action) == NOT_HERE


def test_a_stage_replay_counts_turns_in_french(make_app: type[App], stage: Match) -> None:
    driver, scene = replay_in_french(make_app, (960, 600), stage)
    for _ in range(3):
        driver.key(pygame.K_RIGHT)
    groove = scene.scrubber.rect
    said = scene.describe_at(groove.center) or ""
    assert ", tour " in said and ": cliquez ou glissez pour y aller." in said
    assert cut_texts(driver) == [] and overlapping(scene) == []
    told = " ".join(entry.text for entry in scene.log.entries)
    assert "Rouleur" in told or "Sprinteur" in told or "Grimpeur" in told


def test_a_long_seat_name_shortens_the_cards_button_rather_than_lie_over_its_neighbour(
    make_app: type[App],
) -> None:
    seats = (SeatSetup("Player 1", False, "red"), SeatSetup("Computer 2", True, "blue"),
             SeatSetup("Computer 3", True, "green"), SeatSetup("Computer 4", True, "yellow"))
    match = play_match(rules_for("nascard"), Setup(seats, {"laps": 1}), 7)
    driver, scene = replay_in_french(make_app, (960, 600), match)
    assert overlapping(scene) == []
    assert cut_texts(driver) == []
    for _ in range(len(seats) + 1):  # each seat's cards in turn, and back
        scene.next_viewer()
        driver.frames(1)
        assert cut_texts(driver) == []
