"""Nascard's data files: the real ones load; broken ones say what and where."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.games.nascard.content import load_components, load_track
from tabletop.games.nascard.game import components_path, tracks_dir

from .helpers import rules


def test_the_driving_deck_is_as_the_rulebook_needs() -> None:
    parts = rules().parts
    assert parts.driving_cards == tuple(range(1, 59))
    per_suit = Counter(parts.card_suit.values())
    assert sorted(per_suit.values()) == [14, 14, 15, 15]
    for suit in per_suit:
        numbers = [n for n, s in parts.card_suit.items() if s == suit]
        assert min(numbers) <= 4 and max(numbers) >= 53, f"{suit} is not spread out"
    example = {8: "blue", 18: "orange", 30: "yellow", 39: "purple"}
    assert all(parts.suit_of(n) == s for n, s in example.items())
    assert any(parts.suit_of(n) == "blue" for n in range(31, 59))


def test_bonus_cards_four_per_suit_and_the_first_game_set() -> None:
    parts = rules().parts
    assert sorted(parts.bonus_cards) == list(range(1, 17))
    assert Counter(b.suit for b in parts.bonus_cards.values()) == dict.fromkeys(parts.suits, 4)
    assert sorted(parts.bonus_cards[n].suit for n in (4, 7, 10, 13)) == sorted(parts.suits)
    assert parts.bonus_cards[8].terms(True)[0].blister == 1
    assert parts.bonus_cards[8].terms(False)[0].blister == 3


def test_track_cards_and_the_default_track() -> None:
    r = rules()
    kinds = Counter(card.kind for card in r.parts.track_cards.values())
    assert kinds == {"corner": 4, "straight": 12}
    track = r.default_track
    assert track.piece_count == 16 and len(track.spaces) == 32
    assert track.space("0.0").has("start_finish")
    assert any(space.has("caution") for space in track.spaces.values())
    assert r.check_track(track.source) == []


def test_a_card_in_two_suits_is_reported_at_its_line(tmp_path: Path) -> None:
    text = components_path().read_text().replace("purple: [1, 7,", "purple: [2, 7,")
    with pytest.raises(ContentError) as caught:
        _load(tmp_path, text)
    messages = [str(p) for p in caught.value.problems]
    assert any("card 2 is both" in m for m in messages)
    assert any("missing [1]" in m for m in messages)
    assert all(":" in m.split(" ")[0] for m in messages)


def test_two_suits_with_one_corner_letter_in_french_are_reported(tmp_path: Path) -> None:
    """The corner letter tells the suits apart on a small card: the French letters must differ too."""
    text = components_path().read_text().replace("symbol: Y, symbol_fr: J}", "symbol: Y, symbol_fr: B}")
    with pytest.raises(ContentError) as caught:
        _load(tmp_path, text)
    assert any("suit symbol 'B' is listed twice" in str(p) for p in caught.value.problems)


def _load(tmp_path: Path, text: str) -> object:
    path = tmp_path / "nascard.yaml"
    path.write_text(text)
    return load_components(path)


def test_a_track_that_is_not_a_loop_is_refused(tmp_path: Path) -> None:
    text = (tracks_dir() / "speedway.yaml").read_text().replace("at: [3, 4]", "at: [3, 3]")
    path = tmp_path / "broken.yaml"
    path.write_text(text)
    with pytest.raises(ContentError, match="closed loop"):
        load_track(path, rules().parts)


def test_a_track_using_a_card_twice_is_refused() -> None:
    r = rules()
    layout = dict(r.default_track.source)
    pieces = [dict(p) for p in layout["pieces"]]  # type: ignore[union-attr]
    pieces[1]["card"] = pieces[0]["card"]
    problems = r.check_track({**layout, "pieces": pieces})
    assert any("already used" in p for p in problems)
