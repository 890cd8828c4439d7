"""The new-game form's cars are named from their dashboard cards: the values the form shows
are the values the car races with, in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.games.raceday.game import make_rules
from tabletop.games.setup import game_info
from tabletop.language import local, set_language


@pytest.fixture(params=["en", "fr"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_every_car_choice_states_its_cards_values(spoken: str) -> None:
    parts = make_rules().parts
    letters = {"en": "DBE", "fr": "PCM"}[spoken]
    options = [option for option in game_info("raceday").options if option.key.startswith("car_")]
    assert len(options) == parts.numbers.max_players
    for option in options:
        cars = [choice for choice in option.choices if choice.value != "random"]
        assert [int(choice.value) for choice in cars] == sorted(parts.cards)
        for choice in cars:
            card = parts.card(int(choice.value))
            values = (card.driver_value, card.body_value, card.engine_value)
            stated = " ".join(f"{letter}{value}+" for letter, value in zip(letters, values, strict=True))
            assert local(choice.label) == f"#{card.car_number} {card.driver} ({stated})"
