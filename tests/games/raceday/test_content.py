"""Race Day's data: the dashboard cards, the game's options and the Pocono track, and their checks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tabletop.content.problems import ContentError
from tabletop.engine.track_graph import side_by_side
from tabletop.games.raceday.components import ABILITY_KINDS, AVOID_DAMAGE, DAMAGE_CAUSES
from tabletop.games.raceday.content import load_components, load_track
from tabletop.games.raceday.game import components_path, make_rules, tracks_dir
from tabletop.games.raceday.track_layout import MOST_SPREAD, check_layout
from tabletop.games.setup import game_info

POCONO = tracks_dir() / "pocono.yaml"
# Surnames of well-known stock-car drivers: none of our made-up drivers may carry one.
REAL = {
    "earnhardt",
    "gordon",
    "petty",
    "waltrip",
    "labonte",
    "wallace",
    "martin",
    "stewart",
    "johnson",
    "busch",
    "harvick",
    "kenseth",
    "jarrett",
    "elliott",
    "allison",
    "yarborough",
    "burton",
    "marlin",
    "rudd",
    "bodine",
    "irvan",
    "schrader",
    "mayfield",
    "newman",
    "biffle",
    "edwards",
    "hamlin",
    "logano",
    "keselowski",
    "truex",
    "kahne",
    "bowyer",
    "sadler",
    "nemechek",
    "andretti",
    "mears",
}


def test_the_dashboard_cards() -> None:
    parts = load_components(components_path())
    assert len(parts.cards) >= 12
    assert sorted(parts.cards) == list(range(1, len(parts.cards) + 1))
    assert len({card.driver for card in parts.cards.values()}) == len(parts.cards)
    assert len({card.car_number for card in parts.cards.values()}) == len(parts.cards)
    for card in parts.cards.values():
        assert not set(card.driver.lower().split()) & REAL, card.driver
        assert card.rarity in parts.rarities and card.ability in parts.abilities
        assert all(2 <= v <= 12 for v in (card.driver_value, card.body_value, card.engine_value))
    # The book's example car passes an Engine check of 3 + 2 and fails one of 2 + 1: the
    # cars' Engine values sit around that (4 to 6), and Body values alike.
    assert {card.engine_value for card in parts.cards.values()} == {4, 5, 6}
    assert {card.body_value for card in parts.cards.values()} == {4, 5, 6}
    kinds = {parts.abilities[card.ability].kind for card in parts.cards.values()}
    assert kinds == set(ABILITY_KINDS)
    causes = {a.cause for a in parts.abilities.values() if a.kind == AVOID_DAMAGE}
    assert causes == set(DAMAGE_CAUSES)
    assert [s.modifier for s in parts.speeds.values()] == [2, 0, -2]


def test_the_setup_form_offers_every_card_to_every_seat() -> None:
    info = game_info("raceday")
    parts = make_rules().parts
    assert (info.min_players, info.max_players, info.has_secrets) == (2, 6, False)
    for seat in range(1, 7):
        option = next(o for o in info.options if o.key == f"car_{seat}")
        assert option.default == "random"
        values = [c.value for c in option.choices]
        assert values == ["random", *map(str, parts.cards)]
        for choice in option.choices[1:]:
            assert parts.card(int(choice.value)).driver in choice.label
    assert next(o for o in info.options if o.key == "laps").default == 5


def test_pocono_is_a_counter_clockwise_triangle_with_a_single_file_corner() -> None:
    circuit = load_track(POCONO)
    graph = circuit.graph
    widths = [len(row) for row in graph.rows]
    assert widths.count(1) == 1 and set(widths) == {1, 3}
    assert circuit.starts == ("r03a", "r03b", "r02a", "r02b", "r01a", "r01b")
    placements = circuit.track.placements
    xs = [p.x for p in placements]
    ys = [p.y for p in placements]
    area = sum(
        a.x * b.y - b.x * a.y for a, b in zip(placements, placements[1:] + placements[:1], strict=True)
    )
    assert area < 0, "on screen (y down) a counter-clockwise loop has a negative area"
    narrow = placements[widths.index(1)]
    assert narrow.x < (min(xs) + max(xs)) / 2 and narrow.y < (min(ys) + max(ys)) / 2, "north-west"
    for space in circuit.track.spaces.values():
        width = graph.width_of(space.id)
        following = graph.rows[(space.piece + 1) % len(graph.rows)]
        assert len(space.ahead) == (
            len(following) if width == 1 or len(following) == 1 else 1 + (space.lane == 1) + 1
        )
    assert "finish" in circuit.track.spaces["r01a"].tags


def broken(text: str, tmp_path: Path) -> list[str]:
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_track(path)
    return [str(problem) for problem in error.value.problems]


def pocono_text() -> str:
    return POCONO.read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_track_problems_name_the_line(tmp_path: Path) -> None:
    text = pocono_text().replace(
        "{id: r05b, ahead: [r06a, r06b, r06c]}", "{id: r05b, ahead: [r06a, r06x, r07c]}"
    )
    problems = broken(text, tmp_path)
    line = line_of(text, "{id: r05b,")
    path = tmp_path / "broken.yaml"
    assert f"{path}:{line}: r05b links to unknown space 'r06x'" in problems
    assert any(p.startswith(f"{path}:{line}:") and "not in the next row" in p for p in problems)
    assert any(p.startswith(f"{path}:{line}:") and "must also link to r06b" in p for p in problems)


def test_starts_and_the_finish_are_checked(tmp_path: Path) -> None:
    text = pocono_text().replace(", start: 4}", "}").replace(", start: 6}", ", start: 5}")
    text = text.replace("    finish: true\n", "")
    problems = " / ".join(broken(text, tmp_path))
    assert "Start 5 is marked twice" in problems
    assert "no space is marked Start 4, Start 6" in problems
    assert "one row must be marked finish" in problems


def test_a_schema_problem_is_reported_with_its_line(tmp_path: Path) -> None:
    text = pocono_text().replace("    heading: 0\n", "    heading: east\n", 1)
    problems = broken(text, tmp_path)
    assert any(re.search(r"broken.yaml:\d+: 'heading' must be a number", p) for p in problems)


def test_the_rules_check_a_layout_too() -> None:
    r = make_rules()
    layout = yaml.safe_load(pocono_text())
    assert r.check_track(layout) == []
    layout["pieces"][3]["spaces"][0]["ahead"] = ["r06a"]
    found = r.check_track(layout)
    assert found and all(p.startswith("row 4, space 1") for p in found)
    assert any("not in the next row" in p for p in found) and any("must also link" in p for p in found)
    layout["pieces"] = layout["pieces"][:5]
    assert any("at least 10 rows" in str(p) for p in check_layout(layout))
    assert r.check_track({"pieces": []}) == ["a track needs a non-empty list of rows"]


def test_tabletop_validate_recognises_a_race_day_track_anywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.cli import main

    text = pocono_text().replace("{id: r05b, ahead: [r06a, r06b, r06c]}", "{id: r05b, ahead: [r06a, r07b]}")
    track = tmp_path / "mine.yaml"
    track.write_text(text, encoding="utf-8")
    assert main(["validate", str(track)]) == 1
    err = capsys.readouterr().err
    assert f"{track}:{line_of(text, '{id: r05b,')}: r05b links to r07b, which is not in the next row" in err


def test_a_space_no_row_ahead_touches_is_refused() -> None:
    """Issue 23: five spaces across, then two: the middle one touches neither, and a car there
    could never go on (the links are drawn from the rows' widths, so only that is wrong)."""
    layout = yaml.safe_load(pocono_text())
    rows = layout["pieces"]
    assert not any("start" in space for row in rows[10:12] for space in row["spaces"])
    rows[10]["spaces"] = [{"id": f"w{n}"} for n in range(5)]
    rows[11]["spaces"] = [{"id": f"n{n}"} for n in range(2)]
    for here, after in zip(rows, rows[1:] + rows[:1], strict=True):
        width, following = len(here["spaces"]), after["spaces"]
        for lane, space in enumerate(here["spaces"]):
            space["ahead"] = [
                other["id"] for n, other in enumerate(following)
                if side_by_side(lane, width, n, len(following))
            ]
    assert make_rules().check_track(layout) == [
        "row 11, space 3: no space of the next row touches w2, so a car there could never go on: "
        "rows side by side must not differ so much in width"
    ]


def test_a_row_written_far_away_is_refused_at_its_line(tmp_path: Path) -> None:
    """The table draws the whole track as one picture: a row a thousand units away passed every
    check and the app fell over (a segmentation fault) when the race began."""
    assert MOST_SPREAD >= 12  # Pocono spreads over 12 by 6
    text = pocono_text().replace("at: [7, 3]", "at: [999, 999]", 1)
    problems = broken(text, tmp_path)
    line = line_of(text, "at: [999, 999]")
    assert problems == [f"{tmp_path / 'broken.yaml'}:{line}: the rows spread over 998 by 998 track units; "
                        f"a track fits in {MOST_SPREAD} by {MOST_SPREAD}"]
