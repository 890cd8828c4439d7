"""The new-game form's bonus cards are named from the cards themselves, in every language."""

from __future__ import annotations

import pytest

from tabletop.games.nascard.game import make_rules
from tabletop.games.setup import game_info
from tabletop.language import local, set_language


@pytest.mark.parametrize("code", ["en", "fr"])
def test_each_suits_bonus_choices_are_its_cards_by_number_and_name(code: str) -> None:
    parts = make_rules().parts
    options = {option.key: option for option in game_info("nascard").options}
    set_language(code)
    try:
        for suit in ("purple", "blue", "orange", "yellow"):
            option = options[f"bonus_{suit}"]
            cards = sorted(parts.bonus_of_suit(suit), key=lambda card: card.number)
            assert [(choice.value, local(choice.label)) for choice in option.choices] == [
                (str(card.number), f"{card.number} {local(card.name)}") for card in cards
            ]
            assert option.default in [choice.value for choice in option.choices]
    finally:
        set_language("en")
