from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.content.problems import ContentError, Problem
from tabletop.content.schema import (
    Field,
    Reader,
    anything,
    boolean,
    dict_of,
    integer,
    list_of,
    load_typed,
    mapping,
    number,
    suggestion,
    text,
)
from tabletop.content.yaml_source import LList, LMap, read_yaml

CARD = mapping(
    {
        "colour": text(choices=["red", "blue", "yellow"]),
        "number": integer(min=1, max=99),
        "suit": text(min=1),
        "weight": number(default=1.0),
        "wild": boolean(default=False),
    },
    what="card",
)
DECK = mapping({"name": text(), "cards": list_of(CARD, min=1), "points": dict_of(integer())})


def check(text_: str, spec: Field, what: str = "deck") -> tuple[Any, list[tuple[int, str]]]:
    reader = Reader("deck.yaml")
    result = reader.read(read_yaml("deck.yaml", text_), spec, what)
    return result, [(problem.line, problem.message) for problem in reader.problems]


def test_valid_data_comes_back_with_defaults_and_lines() -> None:
    result, found = check(
        "name: Basic\ncards:\n  - {colour: red, number: 3, suit: s}\n"
        "  - {colour: blue, number: 4, suit: t, weight: 2, wild: true}\npoints: {win: 3}\n",
        DECK,
    )
    assert found == []
    assert result == {
        "name": "Basic",
        "cards": [
            {"colour": "red", "number": 3, "suit": "s", "weight": 1.0, "wild": False},
            {"colour": "blue", "number": 4, "suit": "t", "weight": 2.0, "wild": True},
        ],
        "points": {"win": 3},
    }
    assert isinstance(result, LMap)
    assert isinstance(result["cards"], LList)
    assert result["cards"].line_of(1) == 4
    assert result["cards"][1].line_of("suit") == 4
    assert isinstance(result["cards"][1]["weight"], float)


def test_unknown_key_lists_the_expected_ones_and_guesses() -> None:
    _, found = check("colr: red\nnumber: 3\nsuit: s\n", CARD, "card")
    assert found[0] == (
        1,
        "unknown key 'colr' in card; expected one of: colour, number, suit, weight, wild"
        " (did you mean 'colour'?)",
    )


def test_missing_field_is_reported_at_the_mapping() -> None:
    _, found = check("name: x\ncards:\n  - colour: red\n    number: 3\npoints: {}\n", DECK)
    assert found == [(3, "missing field 'suit' in card 1")]


def test_wrong_type_is_reported_at_the_value() -> None:
    _, found = check("colour: red\nsuit: s\nnumber: ten\n", CARD, "card")
    assert found == [(3, "'number' must be a whole number, not 'ten'")]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        (integer(), "true", "'v' must be a whole number, not true"),
        (integer(), "1.5", "'v' must be a whole number, not 1.5"),
        (number(), "'fast'", "'v' must be a number, not 'fast'"),
        (boolean(), "1", "'v' must be true or false, not 1"),
        (text(), "12", "'v' must be text, not 12; put it in quotes"),
        (text(), "", "'v' must be text, not empty"),
        (list_of(), "{}", "'v' must be a list, not a mapping"),
        (mapping({}), "[]", "'v' must be a mapping, not a list"),
        (integer(min=1), "0", "'v' must be at least 1, not 0"),
        (number(max=2.5), "3", "'v' must be at most 2.5, not 3"),
        (text(min=1), "''", "'v' must not be empty"),
        (text(max=3), "abcd", "'v' must be at most 3 characters long, not 4 characters"),
        (list_of(min=2), "[1]", "'v' must have at least 2 items, not 1"),
        (list_of(max=1), "[1, 2]", "'v' must have at most 1 item, not 2"),
        (integer(choices=[2, 4]), "3", "'v' must be one of 2, 4, not 3"),
        (
            text(choices=["bool", "int"]),
            "boll",
            "'v' must be one of bool, int, not 'boll' (did you mean 'bool'?)",
        ),
    ],
)
def test_messages(field: Field, value: str, message: str) -> None:
    _, found = check(f"\nv: {value}\n", mapping({"v": field}), "thing")
    assert found == [(2, message)]


def test_accepted_kinds() -> None:
    spec = mapping({"f": number(), "a": anything(), "b": boolean(), "i": integer()})
    result, found = check("f: 2\na: [1, {x: y}]\nb: false\ni: -3\n", spec)
    assert found == []
    assert result == {"f": 2.0, "a": [1, {"x": "y"}], "b": False, "i": -3}


def test_all_problems_at_once_and_invalid_parts_become_none() -> None:
    result, found = check(
        "name: 5\n"
        "cards:\n"
        "  - {colour: pink, number: 3, suit: s}\n"
        "  - {colour: red, number: 300, suit: s, extra: 1}\n"
        "  - just a word\n"
        "points: {win: 3, lose: many}\n"
        "size: big\n",
        DECK,
    )
    assert [line for line, _ in found] == [7, 1, 3, 4, 4, 5, 6]
    assert found[0][1].startswith("unknown key 'size' in deck")
    assert found[-2] == (5, "card 3 must be a mapping, not 'just a word'")
    assert found[-1] == (6, "'lose' must be a whole number, not 'many'")
    assert result["name"] is None
    assert result["cards"][0]["colour"] is None
    assert result["cards"][0]["number"] == 3
    assert result["cards"][2] is None
    assert result["points"] == {"win": 3, "lose": None}


def test_list_items_without_a_name_are_numbered_within_their_list() -> None:
    _, found = check("tags: [a, 2]\n", mapping({"tags": list_of(text())}))
    assert found == [(1, "item 2 of 'tags' must be text, not 2; put it in quotes")]


def test_defaults_are_copied_not_shared() -> None:
    spec = mapping({"tags": list_of(text(), default=[])})
    first, _ = check("{}", spec)
    first["tags"].append("x")
    second, _ = check("{}", spec)
    assert second["tags"] == []


def test_an_empty_file_is_reported_not_crashed() -> None:
    result, found = check("", DECK)
    assert result is None
    assert found == [(1, "deck must be a mapping, not empty")]


def test_plain_python_data_can_be_checked_too() -> None:
    reader = Reader("save.yaml")
    reader.read({"cards": [{"colour": "red"}]}, DECK, "deck", line=7)
    assert [(p.line, p.message) for p in reader.problems] == [
        (7, "missing field 'name' in deck"),
        (7, "missing field 'number' in card 1"),
        (7, "missing field 'suit' in card 1"),
        (7, "missing field 'points' in deck"),
    ]


def test_check_known_reports_cross_references() -> None:
    reader = Reader("cards.yaml")
    assert reader.check_known(4, "suit", "red", {"red", "blue"})
    assert not reader.check_known(12, "suit", "rde", ["red", "blue"])
    assert reader.problems == [
        Problem(
            "cards.yaml",
            12,
            "unknown suit 'rde'; expected one of: red, blue (did you mean 'red'?)",
        )
    ]


def test_reader_raises_every_problem_in_line_order() -> None:
    reader = Reader("x.yaml")
    assert reader.ok
    reader.raise_if_problems()
    reader.error(9, "late")
    reader.error(2, "early")
    assert not reader.ok
    with pytest.raises(ContentError) as caught:
        reader.raise_if_problems()
    assert [problem.line for problem in caught.value.problems] == [2, 9]


def test_suggestion_only_for_close_words() -> None:
    assert suggestion("colr", ["colour", "number"]) == " (did you mean 'colour'?)"
    assert suggestion("zzz", ["colour", "number"]) == ""


def test_a_mapping_spec_needs_its_fields() -> None:
    with pytest.raises(ValueError, match="needs `fields`"):
        Field("mapping")


SUITS = mapping({"suits": list_of(text()), "cards": list_of(CARD)})


def build_deck(data: Any, reader: Reader) -> list[str]:
    for index, card in enumerate(data["cards"]):
        reader.check_known(data["cards"].line_of(index), "suit", card["suit"], data["suits"])
    return [card["suit"] for card in data["cards"]]


def test_load_typed_builds_checked_data(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("suits: [s, t]\ncards:\n  - {colour: red, number: 1, suit: t}\n")
    assert load_typed(path, SUITS, build_deck) == ["t"]


def test_load_typed_reports_build_problems_with_lines(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text(
        "suits: [s, t]\ncards:\n"
        "  - {colour: red, number: 1, suit: u}\n"
        "  - {colour: red, number: 2, suit: s}\n"
        "  - {colour: red, number: 3, suit: v}\n"
    )
    with pytest.raises(ContentError) as caught:
        load_typed(path, SUITS, build_deck)
    assert [(p.path, p.line) for p in caught.value.problems] == [(str(path), 3), (str(path), 5)]


def test_load_typed_does_not_build_data_that_failed_its_spec() -> None:
    def build(data: Any, reader: Reader) -> None:
        raise AssertionError("build must not see unchecked data")

    with pytest.raises(ContentError, match=r"deck\.yaml:1: missing field 'cards' in the file"):
        load_typed("deck.yaml", SUITS, build, text="suits: []\n")
