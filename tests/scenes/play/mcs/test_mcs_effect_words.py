"""The buttons of an effect's choice name the rider and what happens to him ("White risks a fall"),
and read as large as the other buttons' words in both languages: no choice shrinks to a speck."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.games.mcs.actions import PickRider
from tabletop.games.mcs.state import Pending
from tabletop.games.registry import rules_for
from tabletop.language import set_language
from tabletop.table.machinery.text import fitted_size
from tests.games.mcs.helpers import card, fresh

BUTTON_TEXT_WIDTH = 178 - 16  # an effect's button (view/animation.py) less the button's margins
SMALLEST = 18  # what "Engine failure for Yellow" was drawn at, the longest before


@pytest.fixture(params=["en", "fr"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("effect", ["fall", "engine", "overtake"])
def test_each_rider_s_choice_fits_its_button(spoken: str, effect: str) -> None:
    pygame.font.init()
    rules = rules_for("mcs")
    state = fresh()
    state.pending = Pending(0, card(rules, effect=effect), effect)
    for colour in ("red", "blue", "yellow", "white"):
        words = rules.describe_action(state, 0, PickRider(colour))
        assert " for " not in words and " pour " not in words, words
        assert fitted_size(words, BUTTON_TEXT_WIDTH, 24, 10) >= SMALLEST, words
