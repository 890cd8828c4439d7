"""French puts a space before a colon ("Anna : 3") and a semicolon ("2e ; 4 pièces"): the lines
the code joins with one are catalog messages, so French typography reaches them too."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.words import clauses
from tabletop.games.mindcycling.actions import DRAFT, Ride
from tabletop.games.mindcycling.explain import space_words
from tabletop.games.mindcycling.track_layout import CourseProblem
from tabletop.games.mindcycling.view.input import choices
from tabletop.language import set_language
from tabletop.table.panels.seat_panel import SeatPanel, SeatRow
from tests.games.mindcycling.helpers import stage

ENGLISH_COLON = re.compile(r"\S:")  # a colon straight after a word, as English writes it


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_seat_rows_hover_note() -> None:
    pygame.font.init()
    panel = SeatPanel(pygame.Rect(0, 0, 120, 400))  # narrow: a line cut short, read whole in the note
    panel.rows = [SeatRow("Anna", "red", ("2e", "4 pièces au stand, pneus usés"))]
    assert panel.describe_at((10, 10)) == "Anna : 2e ; 4 pièces au stand, pneus usés."


def test_clauses_are_joined_as_each_language_writes_them() -> None:
    assert clauses(["a", "b", "c"]) == "a ; b ; c"
    set_language("en")
    assert clauses(["a", "b", "c"]) == "a; b; c"


def test_a_mind_cycling_course_problem() -> None:
    assert str(CourseProblem(("pieces", 2), "trop court")) == "pièce 3 : trop court"


def test_a_mind_cycling_space_note() -> None:
    state = stage()
    words = space_words(state, state.course.starts[0], None)
    assert " : " in words and not ENGLISH_COLON.search(words), words


def test_a_mind_cycling_draft_buttons_line() -> None:
    ride = Ride(DRAFT, ("1.1", "2.1"))
    (_key, _title, line, _action), = choices([ride], False, {DRAFT: "derrière Anna"})
    assert line == "2 cases : derrière Anna"
