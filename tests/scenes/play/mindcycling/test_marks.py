"""The letters on helmets and on lit spaces, and the legend that explains them, in each language:
every mark begins its own word in the language shown and means one thing only (English had D for a
domestic and for a draft; French kept the English S, D, C and D for "roue")."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling.view.board import legend
from tabletop.games.mindcycling.view.letters import marks
from tabletop.language import set_language
from tests.games.mindcycling.helpers import rules
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import start, view_of

# A mark and the word it stands for, as the legend writes them: "S sprinter", "Ro roue".
MARKED = re.compile(r"(?:: |, |· )([A-Z][a-z]?) (\w+)")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_legend_gives_each_mark_one_word_it_begins(language: str) -> None:
    set_language(language)
    pairs = [pair for text, _colour in legend(rules().parts) for pair in MARKED.findall(text)]
    assert len(pairs) == 5, pairs  # three roles, a draft, a relay
    shown = [mark for mark, _word in pairs]
    assert len(set(shown)) == len(shown), f"a mark with two meanings: {pairs}"
    for mark, word in pairs:
        assert word.lower().startswith(mark.lower()), f"{mark} does not begin {word!r}"
    found = marks(rules().parts)
    assert set(shown) <= {*found.roles.values(), *found.rides.values()}
    assert len({*found.roles.values(), *found.rides.values()}) == len(found.roles) + len(found.rides)


def test_french_helmets_carry_french_letters(driver: Driver) -> None:
    driver.app.ctx.update_settings(language="fr")
    scene = start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "white")))
    view = view_of(scene)
    state = scene.match.state
    letters = {state.riders[rider_id].role: sprite.label for rider_id, sprite in view.riders.items()}
    assert letters == {"sprinter": "S", "domestic": "R", "climber": "G"}
    driver.app.ctx.update_settings(language="en")
    driver.frames(1)
    view.show(state, 0, (0,))
    assert {state.riders[i].role: s.label for i, s in view.riders.items()}["domestic"] == "D"
