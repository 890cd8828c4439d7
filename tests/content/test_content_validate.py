from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.game_info import load_game_info
from tabletop.content.problems import ContentError, Problem
from tabletop.content.validate import Checker, format_problems, matches, validate_files
from tabletop.files.validate import validate
from tabletop.language import set_language
from tests.content.data_copy import data_copy

__all__ = ["data_copy"]  # the fixture, used by name

FIXTURES = Path(__file__).parent / "fixtures"


def write(root: Path, relative: str, text: str) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


class Recorder:
    """A checker that remembers which files it was given."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def __call__(self, path: Path) -> None:
        self.seen.append(path.name)


def test_the_first_matching_pattern_chooses_the_checker(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write(data, "cards/nascard.yaml", "a: 1\n")
    write(data, "cards/mcs.yaml", "a: 1\n")
    write(data, "tracks/nascard/oval.yml", "a: 1\n")
    write(data, "tracks/nascard/notes.txt", "not yaml: [\n")
    nascard_cards, other_cards, tracks = Recorder(), Recorder(), Recorder()
    checkers: list[tuple[str, Checker]] = [
        ("cards/nascard.yaml", nascard_cards),
        ("cards/*.yaml", other_cards),
        ("tracks/nascard/*.yml", tracks),
    ]
    assert validate_files([data], checkers, data) == []
    assert (nascard_cards.seen, other_cards.seen, tracks.seen) == (
        ["nascard.yaml"],
        ["mcs.yaml"],
        ["oval.yml"],
    )


def test_checker_problems_are_collected_from_every_file(tmp_path: Path) -> None:
    first = write(tmp_path, "games/a.yaml", "x: 1\n")
    second = write(tmp_path, "games/b.yaml", "x: 1\n")

    def refuse(path: Path) -> None:
        raise ContentError([Problem(str(path), 2, "bad"), Problem(str(path), 5, "worse")])

    found = validate_files([tmp_path], [("games/*.yaml", refuse)], tmp_path)
    assert [(p.path, p.line) for p in found] == [
        (str(first), 2),
        (str(first), 5),
        (str(second), 2),
        (str(second), 5),
    ]


def test_an_exception_in_a_checker_becomes_a_problem(tmp_path: Path) -> None:
    path = write(tmp_path, "games/a.yaml", "x: 1\n")

    def crash(path: Path) -> None:
        raise KeyError("suit")

    assert validate_files([path], [("games/*.yaml", crash)], tmp_path) == [
        Problem(str(path), 1, "internal error while checking this file: KeyError: 'suit'")
    ]


def test_unmatched_and_outside_files_are_still_read_as_yaml(tmp_path: Path) -> None:
    data = tmp_path / "data"
    unmatched = write(data, "misc/broken.yaml", "a: 1\na: 2\n")
    outside = write(tmp_path / "mine", "track.yaml", "x: !!python/object:os.system y\n")
    fine = write(data, "misc/fine.yaml", "a: 1\n")

    def never(path: Path) -> None:
        raise AssertionError(path)

    found = validate_files([data, outside, fine], [("games/*.yaml", never)], data)
    assert [(p.path, p.line) for p in found] == [(str(unmatched), 2), (str(outside), 1)]


def test_missing_paths_are_reported(tmp_path: Path) -> None:
    assert validate_files([tmp_path / "nope"], [], tmp_path) == [
        Problem(str(tmp_path / "nope"), 1, "no such file or folder")
    ]


def test_a_file_named_twice_is_checked_once(tmp_path: Path) -> None:
    write(tmp_path, "games/a.yaml", "x: 1\n")
    recorder = Recorder()
    validate_files([tmp_path, tmp_path / "games"], [("**/*.yaml", recorder)], tmp_path)
    assert recorder.seen == ["a.yaml"]


def test_real_game_checker_on_the_fixture_folder() -> None:
    assert validate_files([FIXTURES], [("games/*.yaml", load_game_info)], FIXTURES) == []


@pytest.mark.parametrize(
    ("relative", "pattern", "expected"),
    [
        ("games/nascard.yaml", "games/*.yaml", True),
        ("extra/games/nascard.yaml", "games/*.yaml", False),
        ("tracks/nascard/sub/oval.yaml", "tracks/nascard/*.yaml", False),
        ("tracks/nascard/sub/oval.yaml", "tracks/**/*.yaml", True),
        ("tracks/oval.yaml", "tracks/**/*.yaml", True),
        ("cards/nascard.yaml", "cards/mcs.yaml", False),
    ],
)
def test_patterns_match_whole_folders(relative: str, pattern: str, expected: bool) -> None:
    assert matches(relative, pattern) is expected


def test_format_problems() -> None:
    problems = [Problem("a.yaml", 1, "x"), Problem("a.yaml", 4, "y"), Problem("b.yaml", 2, "z")]
    assert format_problems(problems) == ("a.yaml:1: x\na.yaml:4: y\nb.yaml:2: z\n3 problems in 2 files.")
    assert format_problems(problems[:1]) == "a.yaml:1: x\n1 problem in 1 file."
    assert format_problems([]) == "No problems found."


def test_a_named_file_of_no_game_is_not_passed_as_checked(tmp_path: Path) -> None:
    track = (Path(__file__).resolve().parents[2] / "data" / "tracks" / "raceday" / "pocono.yaml").read_text()
    cut = tmp_path / "cut.yaml"
    cut.write_text(track[:600], encoding="utf-8")  # only the opening comments survive
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    whole = tmp_path / "whole.yaml"
    whole.write_text(track, encoding="utf-8")
    for path in (cut, empty):
        (problem,) = validate([path])
        assert (problem.path, problem.line) == (str(path), 1) and "the file holds nothing" in problem.message
    assert validate([whole]) == []


def test_a_file_of_no_kind_says_what_each_kind_needs(tmp_path: Path) -> None:
    """Each kind the app reads is named with what it needs, each once (not "a settings file
    settings", "un fichier de réglages de réglages")."""
    stray = tmp_path / "stray.yaml"
    stray.write_text("colour: red\n", encoding="utf-8")
    (problem,) = validate([stray])
    assert problem.message.endswith(
        "a save needs 'game' and 'moves', a settings file needs settings such as 'language'")
    set_language("fr")
    (problem,) = validate([stray])
    assert problem.message.endswith(
        "une sauvegarde a besoin de 'game' et de 'moves', "
        "un fichier de réglages a besoin de réglages comme 'language'")


def test_a_pipe_is_named_as_such_and_not_read(tmp_path: Path) -> None:
    import os

    pipe = tmp_path / "track.yaml"
    os.mkfifo(pipe)
    assert validate_files([pipe], [], tmp_path) == [
        Problem(str(pipe), 1, "not a regular file or folder (a pipe or a device?): not read")
    ]


def test_a_data_file_named_by_a_relative_path_has_each_problem_once(
    data_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bots = data_copy / "bots" / "motox.yaml"
    text = bots.read_text(encoding="utf-8")
    bots.write_text(text + "hard:\n  playouts: 5\n", encoding="utf-8")
    monkeypatch.chdir(data_copy)
    (problem,) = validate([Path("bots/motox.yaml")])
    assert (problem.path, problem.line) == ("bots/motox.yaml", len(text.splitlines()) + 1)
    assert "duplicate key 'hard'" in problem.message
