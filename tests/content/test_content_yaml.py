from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from tabletop.content.problems import ContentError
from tabletop.content.yaml_source import LList, LMap, line_of, read_yaml


def problems(text: str) -> list[tuple[int, str]]:
    """(line, message) of every problem read_yaml finds in `text`."""
    with pytest.raises(ContentError) as caught:
        read_yaml("test.yaml", text)
    assert all(problem.path == "test.yaml" for problem in caught.value.problems)
    return [(problem.line, problem.message) for problem in caught.value.problems]


def test_values_are_plain_python_with_lines() -> None:
    data = read_yaml(
        "t.yaml",
        "name: Oval\nlaps: 2\nlength: 1.5\nnight: false\nnote: ~\ncards:\n  - red\n  -\n    colour: blue\n",
    )
    assert data == {
        "name": "Oval",
        "laps": 2,
        "length": 1.5,
        "night": False,
        "note": None,
        "cards": ["red", {"colour": "blue"}],
    }
    assert isinstance(data, LMap)
    assert isinstance(data["cards"], LList)
    assert data.line == 1
    assert data.line_of("night") == 4
    assert data.line_of("not written") == 1
    assert data["cards"].line_of(0) == 7
    assert data["cards"].line_of(1) == 9
    assert data["cards"].line_of(5) == data["cards"].line
    assert data["cards"][1].line == 9


def test_dates_and_other_plain_words_stay_text() -> None:
    assert read_yaml("t.yaml", "[2024-05-01, =, <<]") == ["2024-05-01", "=", "<<"]


def test_reads_the_file_when_no_text_is_given(tmp_path: Path) -> None:
    path = tmp_path / "track.yaml"
    path.write_text("\ufeffname: Oval\n", encoding="utf-8")
    assert read_yaml(path) == {"name": "Oval"}


def test_an_empty_document_is_none() -> None:
    assert read_yaml("t.yaml", "") is None
    assert read_yaml("t.yaml", "# nothing here yet\n") is None


def test_syntax_error_points_at_its_line() -> None:
    [(line, message)] = problems("name: Oval\nlaps: [1, 2\nlength: 3\n")
    assert line == 3
    assert "flow sequence at line 2" in message


def test_bad_indentation_points_at_its_line() -> None:
    message = "not valid YAML: mapping values are not allowed in this context"
    assert problems("a: 1\n b: 2\n") == [(2, message)]


def test_python_object_tag_is_refused_at_its_line() -> None:
    found = problems("name: Oval\nrun: !!python/object/apply:os.system [echo hacked]\n")
    assert found == [
        (2, "tag '!!python/object/apply:os.system' is not allowed; content files hold plain values")
    ]


def test_every_unsafe_or_custom_tag_is_reported_at_once() -> None:
    found = problems("a: !!python/name:os.system\nb: !colour red\nc: !!set {x, y}\nd: !!binary aGk=\n")
    assert [line for line, _ in found] == [1, 2, 3, 4]
    assert all("is not allowed" in message for _, message in found)
    assert "'!colour'" in found[1][1]


def test_core_tags_are_accepted_and_checked() -> None:
    assert read_yaml("t.yaml", "a: !!str 12\nb: !!int '7'\nc: !!float 2\n") == {
        "a": "12",
        "b": 7,
        "c": 2.0,
    }
    assert problems("a: 1\nb: !!int seven\n") == [(2, "'seven' is not a valid '!!int'")]
    assert problems("a: !!str [1]\n") == [(1, "tag '!!str' cannot be used on a list")]


def test_duplicate_key_names_the_first_line() -> None:
    assert problems("name: Oval\nlaps: 2\nname: Loop\n") == [(3, "duplicate key 'name' (first at line 1)")]


def test_duplicate_keys_inside_lists_are_found_too() -> None:
    found = problems("- {a: 1, a: 2}\n- b: 1\n  c: 2\n  b: 3\n")
    assert found == [
        (1, "duplicate key 'a' (first at line 1)"),
        (4, "duplicate key 'b' (first at line 2)"),
    ]


def test_keys_must_be_text() -> None:
    assert problems("1: a\non: b\n[x]: c\n") == [
        (1, "key '1' must be text; put it in quotes"),
        (2, "key 'on' must be text; put it in quotes"),
        (3, "a key must be text, not a list"),
    ]


def test_aliases_and_merge_keys_are_refused() -> None:
    found = problems("base: &base {a: 1}\ncopy: *base\nmore:\n  <<: {a: 1}\n")
    assert found == [
        (2, "alias '*base' is not allowed; write the value out in full"),
        (4, "merge keys '<<' are not supported; write the keys out in full"),
    ]


def test_many_problems_come_back_together_in_line_order() -> None:
    found = problems("a: 1\nb: !!python/tuple [1]\na: 2\nc: *nowhere\n")
    assert [line for line, _ in found] == [2, 3, 4]


def test_a_second_document_is_refused() -> None:
    assert problems("a: 1\n---\nb: 2\n") == [
        (2, "a second document starts here; a content file holds one document")
    ]


def test_control_characters_are_reported_at_their_line() -> None:
    assert problems("a: 1\nb: bell\x07\n") == [(2, "the special character U+0007 is not allowed in YAML")]


def test_deep_nesting_is_a_problem_not_a_crash() -> None:
    [(line, message)] = problems("[" * 5000 + "]" * 5000)
    assert (line, message) == (1, "the data is nested too deeply")


def test_unreadable_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match=r"missing\.yaml:1: cannot read the file"):
        read_yaml(tmp_path / "missing.yaml")
    latin = tmp_path / "latin.yaml"
    latin.write_bytes(b"a: 1\nname: Jos\xe9\n")
    with pytest.raises(ContentError, match=r"latin\.yaml:2: not UTF-8 text \(byte 0xe9\)"):
        read_yaml(latin)


def test_line_of_helper() -> None:
    data = read_yaml("t.yaml", "\n\nx: [1]\n")
    assert line_of(data, 99) == 3
    assert line_of(data["x"], 99) == 3
    assert line_of("plain", 99) == 99


words = st.text(st.characters(codec="utf-8"))  # every character a text file can hold
plain = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63) + 1, 2**63 - 1)
    | st.floats(-1e15, 1e15)
    | words,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(words, inner, max_size=4),
    max_leaves=12,
)


@given(plain)
def test_whatever_safe_dump_writes_reads_back_equal(value: Any) -> None:
    assert read_yaml("t.yaml", yaml.safe_dump(value)) == value


@given(st.text(alphabet="ab:-[]{},'\"!&*#|>\n\t ?%@`~0.1"))
def test_any_text_gives_data_or_content_error_never_a_traceback(text: str) -> None:
    try:
        read_yaml("t.yaml", text)
    except ContentError as error:
        assert error.problems
        assert all(problem.line >= 1 for problem in error.problems)


def test_non_finite_and_huge_numbers_are_refused_at_their_line() -> None:
    huge = "9" * 400
    found = problems(f"a: .inf\nb: -.inf\nc: .nan\nd: {huge}\ne: 1.0e+400\nf: 9223372036854775808\n")
    assert [line for line, _ in found] == [1, 2, 3, 4, 5, 6]
    assert "finite" in found[0][1] and "too large" in found[5][1]
    assert read_yaml("t.yaml", "seed: 9223372036854775807\nx: -1.5e+14\n") == {
        "seed": 2**63 - 1,
        "x": -1.5e14,
    }


def test_an_alias_bomb_costs_nothing_and_is_refused() -> None:
    bomb = '\n'.join(
        [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9) if i else 'lol'}]" for i in range(10)]
    )
    found = problems(bomb)
    assert len(found) == 81 and all("alias" in message for _, message in found)


def test_nesting_past_the_limit_is_refused_at_its_line() -> None:
    from tabletop.content.yaml_source import MAX_DEPTH

    assert read_yaml("t.yaml", "[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    deep = "a:\n" + "".join(f"{'  ' * i}- \n" for i in range(1, 200))
    assert problems(deep)[0][1] == "the data is nested too deeply"


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("moves:\n" + "- {seat: 0}\n" * 30_000)
    with pytest.raises(ContentError, match=r"big\.yaml:1: the file is too big"):
        read_yaml(path)
    assert read_yaml(path, max_bytes=10**7)["moves"][-1] == {"seat": 0}
