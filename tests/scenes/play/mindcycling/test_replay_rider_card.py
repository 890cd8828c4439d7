"""Mind Cycling's rider card in a replay: nobody is choosing there, so the card says whose turn
the position stands at ("Computer 2's turn to ride."), in English and in French, and never that
someone "is choosing"; at the table a computer's turn still reads "Computer 2 is choosing…"."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.seat_names import COMPUTER, default_name
from tabletop.games.mindcycling.view import drawing
from tabletop.games.mindcycling.view.prepared import Picture
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.language import set_language
from tests.scenes.driver import Driver
from tests.scenes.play.replay_walk import open_replay
from tests.scenes.tables import push_table

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup(default_name(COMPUTER, 2), True, "blue"))
SHOTS = os.environ.get("TABLETOP_SHOTS")  # a folder to keep the screens in, to look at them


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture(scope="module")
def stage() -> Match:
    return play_match(rules_for("mindcycling"), Setup(SEATS), 5)


@pytest.fixture
def cards(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The lines of every rider card the view draws from now on."""
    drawn: list[list[str]] = []
    real = drawing.card_picture

    def watched(rect: pygame.Rect, title: str, lines: Sequence[str], colour: tuple[int, int, int]) -> Picture:
        drawn.append(list(lines))
        return real(rect, title, lines, colour)

    monkeypatch.setattr(drawing, "card_picture", watched)
    return drawn


def step_through(driver: Driver, moves: int) -> None:
    for _move in range(moves):
        driver.key(pygame.K_RIGHT)
        driver.frames(2)


TURNS = {
    "en": {"Anna's turn to ride.", "Computer 2's turn to ride."},
    "fr": {"Au tour d'Anna d'avancer.", "Au tour d'Ordinateur 2 d'avancer."},
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_replay_s_rider_card_says_whose_turn_it_is(
    make_app: type[App], stage: Match, cards: list[list[str]], language: str
) -> None:
    driver, _scene = open_replay(make_app, (1280, 720), stage, language)
    step_through(driver, 12)
    assert cards, "no rider card drawn"
    # The card's last line says whose turn it is, for each seat in its turn; nobody is choosing.
    assert {lines[-1] for lines in cards} == TURNS[language]
    said = [line for lines in cards for line in lines]
    assert not [line for line in said if "choos" in line or "chois" in line], said
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), str(Path(SHOTS) / f"replay_card_{language}.png"))


def test_at_the_table_a_computer_is_still_choosing(
    make_app: type[App], stage: Match, cards: list[list[str]]
) -> None:
    """Only the replay words it otherwise: at the table, the computer is choosing while it thinks."""
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    match = Match(stage.rules, stage.setup, stage.seed)
    for step in stage.steps:
        if match.to_act() == (1,):
            break
        match.apply(step.seat, step.action)
    push_table(driver, match)
    assert cards[-1][-1] == "Computer 2 is choosing…"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_at_the_replay_s_end_the_card_sends_nobody_to_results(
    make_app: type[App], stage: Match, cards: list[list[str]], language: str
) -> None:
    """The stage over, the table's card says "See the results."; a replay has none to see."""
    driver, scene = open_replay(make_app, (960, 600), stage, language)
    driver.key(pygame.K_END)
    driver.settle(scene.animator)
    driver.frames(2)
    assert cards and cards[-1] == []
