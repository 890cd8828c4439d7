"""Caution is named only for the bonus cards whose terms it changes, and a refused
bonus play states the whole price, burn included."""

from __future__ import annotations

from tabletop.games.nascard.actions import PlayCard
from tabletop.games.nascard.components import Components
from tabletop.games.nascard.explain import bonus_words
from tabletop.games.nascard.payment import explain_refusal

from .helpers import rules

CAUTION_NOTE = "Caution terms apply"


def _blue_hand(parts: Components, low: int) -> list[int]:
    """`low`, two higher blue cards and two purple ones."""
    blue = [c for c in parts.driving_cards if parts.suit_of(c) == "blue" and c > low]
    purple = [c for c in parts.driving_cards if parts.suit_of(c) == "purple"]
    return [low, *blue[:2], *purple[:2]]


def test_pace_car_refusal_states_burn_and_never_caution() -> None:
    parts = rules().parts
    pace_car = parts.bonus_cards[7]
    assert pace_car.name == "Pace Car"
    hand = _blue_hand(parts, 2)
    for on_caution in (False, True):
        words = explain_refusal(PlayCard(2, True), hand, "yellow", pace_car, on_caution, parts)
        assert "burn" in words and "higher than 2" in words and "blister" in words, words
        assert "Caution" not in words, words


def test_racecar_refusal_names_caution_where_it_lowers_the_price() -> None:
    parts = rules().parts
    racecar = parts.bonus_cards[8]
    hand = _blue_hand(parts, 2)
    words = explain_refusal(PlayCard(2, True), hand, "yellow", racecar, True, parts)
    assert "Caution" in words and "1 card" in words, words
    assert "Caution" not in explain_refusal(PlayCard(2, True), hand, "yellow", racecar, False, parts)


def test_caution_note_only_on_bonus_cards_caution_changes() -> None:
    parts = rules().parts
    changed = {"Yellow Flag", "Racecar", "Oil Leak", "Chrome Horn"}  # the rulebook's Caution cards
    for bonus in parts.bonus_cards.values():
        on_caution = bonus_words(parts, bonus, True, False)
        assert (CAUTION_NOTE in on_caution) == (bonus.name in changed), bonus.name
        assert CAUTION_NOTE not in bonus_words(parts, bonus, False, False)
