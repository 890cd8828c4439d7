"""Nascard's track as the book builds it: four corners, three straights between each
pair, all sixteen cards once; and the random layout made at setup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tabletop.content.problems import ContentError
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.engine.rng import Rng
from tabletop.files.track_library import available_tracks
from tabletop.games.nascard.content import load_track
from tabletop.games.nascard.random_track import RANDOM_LAYOUT, random_layout
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot

from .helpers import rules

_STEP = {0: (1, 0), 90: (0, -1), 180: (-1, 0), 270: (0, 1)}


def loop(sides: list[int]) -> dict[str, Any]:
    """A closed loop turning left at each corner, with `sides[i]` straights before corner i."""
    parts = rules().parts
    corners = [c.id for c in parts.track_cards.values() if c.kind == "corner"]
    straights = [c.id for c in parts.track_cards.values() if c.kind == "straight"]
    x, y, heading = 1, sides[1] + 1, 0
    pieces: list[dict[str, Any]] = []
    for corner, count in zip(corners, sides, strict=True):
        for _ in range(count):
            pieces.append({"card": straights.pop(0), "side": "a", "at": [x, y], "heading": heading})
            x, y = x + _STEP[heading][0], y + _STEP[heading][1]
        pieces.append({"card": corner, "side": "a", "at": [x, y], "heading": heading, "turn": 90})
        heading = (heading + 90) % 360
        x, y = x + _STEP[heading][0], y + _STEP[heading][1]
    return {"name": "Test loop", "game": "nascard", "pieces": pieces}


def test_the_book_shape_is_accepted() -> None:
    assert rules().check_track(loop([3, 3, 3, 3])) == []


def test_a_five_one_five_one_loop_is_refused_with_its_reason() -> None:
    problems = rules().check_track(loop([5, 1, 5, 1]))
    assert len(problems) == 4
    assert problems[0].startswith("1 straight between corner C1 (piece 6) and corner C2 (piece 8);")
    assert problems[1].startswith("5 straights between corner C2 (piece 8) and corner C3 (piece 14);")
    assert problems[3].startswith("5 straights between corner C4 (piece 16) and corner C1 (piece 6);")
    assert all("exactly 3 between each pair of corners" in p for p in problems)


def test_a_track_missing_a_card_or_with_one_twice_is_refused() -> None:
    layout = loop([3, 3, 3, 3])
    short = {**layout, "pieces": layout["pieces"][:-1]}
    assert any("missing: C4" in p for p in rules().check_track(short))
    twice = [dict(p) for p in layout["pieces"]]
    twice[1]["card"] = twice[0]["card"]
    assert any("already used by piece 1" in p for p in rules().check_track({**layout, "pieces": twice}))


def test_the_missing_cards_are_listed_in_the_cards_order_s9_before_s10() -> None:
    layout = loop([3, 3, 3, 3])
    gone = {"C3", "C4", "S9", "S10", "S11", "S12"}
    kept = [p for p in layout["pieces"] if p["card"] not in gone]
    assert any(p.endswith("missing: C3, C4, S9, S10, S11, S12")
               for p in rules().check_track({**layout, "pieces": kept}))


def test_a_misshapen_track_file_is_refused_whether_bundled_or_the_users(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(loop([5, 1, 5, 1])), encoding="utf-8")
    with pytest.raises(ContentError, match="5 straights between corner C2"):
        load_track(path, rules().parts)
    folder = tmp_path / "user" / "tracks" / "nascard"
    folder.mkdir(parents=True)
    (folder / "long.yaml").write_text(path.read_text(), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    choices, problems = available_tracks("nascard")
    assert "long" not in [choice.id for choice in choices]
    assert any("long.yaml" in p and "the book puts exactly 3" in p for p in problems)


def test_the_random_layout_is_first_among_the_track_choices() -> None:
    choices, _ = available_tracks("nascard")
    assert choices[0].layout == RANDOM_LAYOUT and choices[0].path is None
    assert "Tri-County Speedway" in [choice.name for choice in choices[1:]]
    assert rules().check_track(RANDOM_LAYOUT) == []


def test_random_layouts_are_tracks_and_use_both_sides_of_the_cards() -> None:
    parts = rules().parts
    layouts = [random_layout(parts, Rng.from_seed(seed)) for seed in range(40)]
    assert all(rules().check_track(layout) == [] for layout in layouts)
    orders = {tuple(p["card"] for p in layout["pieces"]) for layout in layouts}
    assert len(orders) == 40
    for card in parts.track_cards:
        sides = {p["side"] for layout in layouts for p in layout["pieces"] if p["card"] == card}
        assert sides == {"a", "b"}, card
    assert random_layout(parts, Rng.from_seed(5)) == random_layout(parts, Rng.from_seed(5))


def _race(seed: int) -> Match:
    seats = (SeatSetup("Anna"), SeatSetup("Bob"))
    return Match(rules_for("nascard"), Setup(seats, {}, RANDOM_LAYOUT), seed)


def test_a_race_on_the_random_layout_starts_on_the_start_finish_card() -> None:
    first, again, other = _race(11), _race(11), _race(12)
    track = first.state.track
    assert track.piece_count == 16 and track.space("0.0").has("start_finish")
    assert track == again.state.track and track.placements != other.state.track.placements
    grid = sorted((car.progress, car.lane) for car in first.state.cars)
    assert grid == [(slot // 2, slot % 2) for slot in range(6)]


def test_a_saved_race_on_a_random_layout_loads_on_the_same_track(tmp_path: Path) -> None:
    match = _race(23)
    rules = match.rules
    bots = [make_bot("nascard", "game", seat, players=2) for seat in range(2)]
    for _ in range(8):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    path = tmp_path / "race.yaml"
    match.save(path)
    assert yaml.safe_load(path.read_text())["setup"]["track"] == dict(RANDOM_LAYOUT)
    loaded = Match.load(path, rules_for)
    assert loaded.state.track == match.state.track
    assert loaded.state.track.placements == match.state.track.placements
    assert loaded.checksum() == match.checksum()


def test_a_save_holding_a_misshapen_track_is_refused_with_the_reason(tmp_path: Path) -> None:
    match = _race(5)
    data = match.to_data()
    data["setup"]["track"] = loop([5, 1, 5, 1])
    path = tmp_path / "shared.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(SaveError, match=r"cannot be set up: .*5 straights between corner C2"):
        Match.load(path, rules_for)


def test_a_track_files_problem_names_the_line_of_its_piece(tmp_path: Path) -> None:
    layout = loop([3, 3, 3, 3])
    layout["pieces"][4]["at"] = list(layout["pieces"][3]["at"])  # piece 5 laid on piece 4
    path = tmp_path / "stacked.yaml"
    path.write_text(yaml.safe_dump(layout, sort_keys=False), encoding="utf-8")
    with pytest.raises(ContentError) as raised:
        load_track(path, rules().parts)
    card = layout["pieces"][4]["card"]
    line = path.read_text().splitlines().index(f"- card: {card}") + 1
    assert f"stacked.yaml:{line}: piece 5 sits on the same square as piece 4" in str(raised.value)
