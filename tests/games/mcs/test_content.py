"""MCS's card file: the real one loads and follows the design; broken ones say where."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.games.mcs.content import load_components
from tabletop.games.mcs.game import components_path
from tabletop.language import local, set_language

from .helpers import rules


def test_rider_cards_one_of_each_band_per_colour() -> None:
    parts = rules().parts
    assert sorted(parts.riders) == list(range(1, 21))
    by_colour = {c: parts.riders_of(c) for c in parts.helmets}
    assert all(len(v) == 5 for v in by_colour.values())
    for values in by_colour.values():
        # one rider from each band of four: strong and weak in every colour
        assert sorted((v - 1) // 4 for v in values) == [0, 1, 2, 3, 4]
    # The rulebook's example gate: red 20, white 13, blue 8, yellow 6.
    assert [parts.riders[v].colour for v in (20, 13, 8, 6)] == ["red", "white", "blue", "yellow"]


def test_racing_cards_follow_the_design() -> None:
    parts = rules().parts
    cards = parts.cards.values()
    assert len(parts.cards) == 48
    assert Counter(c.edge for c in cards) == dict.fromkeys(parts.edges, 12)
    assert set(Counter(c.effect for c in cards)) == set(parts.effects)
    assert all(1 <= len(c.charge) + len(c.hold) <= 3 and not c.charge & c.hold for c in cards)
    for c in cards:
        if len(c.charge) == 2:
            a, b = sorted(c.charge)
            assert ord(b) - ord(a) == 1, "two red letters are neighbouring lanes"
    assert all(len(c.charge) + len(c.hold) == 1 for c in cards if c.effect == "five_one")


def test_lap_decks_ten_each_with_a_rare_finish_on_lap_one() -> None:
    parts = rules().parts
    for lap in range(1, 5):
        assert len(parts.lap_deck(lap)) == 10
    first = Counter(parts.laps[n].kind for n in parts.lap_deck(1))
    assert first["finish"] == 1
    finishes = [Counter(parts.laps[n].kind for n in parts.lap_deck(lap))["finish"] for lap in range(1, 5)]
    assert finishes == sorted(finishes)


def _load(tmp_path: Path, text: str) -> object:
    path = tmp_path / "mcs.yaml"
    path.write_text(text)
    return load_components(path)


def test_broken_files_are_reported_at_their_lines(tmp_path: Path) -> None:
    text = components_path().read_text()
    broken = re.sub(r"red: \[.*\]", "red: [20, 19, 18, 17, 16]", text).replace(
        "{n: 1, charge: A, edge: orange", "{n: 1, charge: A, hold: A, edge: pink"
    )
    with pytest.raises(ContentError) as caught:
        _load(tmp_path, broken)
    messages = [str(p) for p in caught.value.problems]
    assert any("is both red and" in m for m in messages)
    assert any("both red and green" in m for m in messages)
    assert any("unknown edge colour 'pink'" in m for m in messages)
    assert all(m.split(":")[1].isdigit() for m in messages)


def test_each_helmet_has_its_own_letter_in_every_language() -> None:
    """Yellow and White showed Y and W to French players: in French they are J and Bc."""
    helmets = rules().parts.helmets.values()
    for code in ("en", "fr"):
        set_language(code)
        try:
            letters = [local(helmet.letter) for helmet in helmets]
        finally:
            set_language("en")
        assert len(set(letters)) == 4, letters
        names = _names(code)
        assert all(letter[0] == name[0] for letter, name in zip(letters, names, strict=True)), letters


def _names(code: str) -> list[str]:
    set_language(code)
    try:
        return [local(helmet.name) for helmet in rules().parts.helmets.values()]
    finally:
        set_language("en")


def test_two_helmets_with_one_letter_in_french_are_reported(tmp_path: Path) -> None:
    text = components_path().read_text().replace("letter: W, letter_fr: Bc,", "letter: W, letter_fr: B,")
    path = tmp_path / "mcs.yaml"
    path.write_text(text)
    with pytest.raises(ContentError) as caught:
        load_components(path)
    assert any("helmet letter 'B' is listed twice" in str(p) for p in caught.value.problems)
