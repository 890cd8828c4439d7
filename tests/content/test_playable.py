"""Issue 23, defect 3: data that passed `validate` and then broke a game is refused, by validate
with file:line and by the app before any game starts on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.problems import ContentError, Problem
from tabletop.files.validate import validate
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.playable import game_problems, require_playable
from tabletop.tutorial.catalogue import start_tutorial
from tests.content.data_copy import data_copy, edit, forget_loaded_data

__all__ = ["data_copy"]  # the fixture, used by name


def line_of(path: Path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), start=1) if needle in line)


def refused(path: Path, game: str) -> list[Problem]:
    """validate's problems with `path` (and the facts across its game's files); the app's gate
    must refuse `game` as well."""
    problems = validate([path])
    with pytest.raises(ContentError):
        require_playable(game)
    return problems


def test_the_bundled_data_is_playable() -> None:
    assert [problem for game in ("nascard", "mcs", "raceday", "mindcycling", "motox")
            for problem in game_problems(game)] == []


@pytest.mark.parametrize("other", ["mindcycling", "nascard"])
def test_a_lesson_naming_another_game_is_refused(data_copy: Path, other: str) -> None:
    """It crashed the coach (mindcycling) or started a Nascard game under MotoX's lessons."""
    path = data_copy / "tutorials" / "motox.yaml"
    edit(path, "game: motox", f"game: {other}")
    assert validate([path]) == [
        Problem(str(path), 2, f"this file teaches motox, so 'game' must be motox, not '{other}'")
    ]
    with pytest.raises(ContentError, match="must be motox"):
        start_tutorial("motox")


def test_a_lesson_cut_to_one_line_is_refused(data_copy: Path) -> None:
    path = data_copy / "tutorials" / "raceday.yaml"
    path.write_text(path.read_text().splitlines()[0] + "\n")
    assert [(p.path, p.line) for p in validate([path])] == [(str(path), 1)]
    with pytest.raises(ContentError):
        start_tutorial("raceday")


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("action: PlaceTile", "action: PlayCard", "motox has no move 'PlayCard'"),
        ("event: TrackBuilt", "event: RaceOver", "motox has no event 'RaceOver'"),
        ("fields: {coins: 0}", "fields: {money: 0}", "a Roll has no field 'money'"),
        ("options: {track: build}", "options: {track: fly}", "option 'track'"),
        ("colour: blue}", "colour: mauve}", "no colour 'mauve'"),
    ],
)
def test_a_lesson_must_name_its_own_games_moves_events_and_setup(
    data_copy: Path, old: str, new: str, words: str
) -> None:
    path = data_copy / "tutorials" / "motox.yaml"
    edit(path, old, new)
    problems = validate([path])
    assert [(p.path, p.line) for p in problems] == [(str(path), line_of(path, new))], problems
    assert words in problems[0].message
    with pytest.raises(ContentError):
        start_tutorial("motox")


def test_motox_ramps_higher_than_a_die_can_clear_are_refused(data_copy: Path) -> None:
    path = data_copy / "cards" / "motox.yaml"
    edit(path, "max_ramp: 3", "max_ramp: 9")
    problems = refused(path, "motox")
    assert Problem(
        str(path), line_of(path, "max_ramp"),
        "a ramp of 9 could never be jumped: the highest die face is 5, so 'max_ramp' must be at most 4",
    ) in problems
    edit(path, "max_ramp: 9", "max_ramp: 4")
    forget_loaded_data()
    assert validate([path]) == []


def test_a_piecepack_with_fewer_tiles_than_players_is_refused(data_copy: Path) -> None:
    """One suit of two values: two tiles for three players, and nobody can lay the first."""
    path = data_copy / "cards" / "motox.yaml"
    text = path.read_text()
    suits = text[text.index("suits:\n") : text.index("values:\n")]
    values = text[text.index("values:\n") : text.index("numbers:\n")]
    text = text.replace(suits, "suits:\n" + suits.splitlines()[1] + "\n")
    text = text.replace(values, "values:\n" + "\n".join(values.splitlines()[3:5]) + "\n")
    path.write_text(text.replace("max_ramp: 3", "max_ramp: 2"))
    problems = [p for p in refused(path, "motox") if p.path == str(path)]
    assert any(p.line == line_of(path, "suits:") and "fewer than one for each of 4" in p.message
               for p in problems), problems


def test_a_game_with_no_legal_move_is_caught_by_trying_it(
    data_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the checks of single files miss, a trial game that leaves nobody a move is refused:
    here the building phase is made to offer nothing, as a too-small piecepack once did."""
    monkeypatch.setattr(MotoXRules, "_build_choices", lambda self, state, bike: [])
    info = data_copy / "games" / "motox.yaml"
    expected = Problem(
        str(info), line_of(info, "players:"),
        "a game of 3 players cannot start: at some point no player has a legal move, "
        "so the game can never go on",
    )
    assert expected in refused(info, "motox")


@pytest.mark.parametrize(
    ("file", "old", "new", "needle", "words"),
    [
        ("games/motox.yaml", "players: {min: 3", "players: {min: 2", "players:",
         "the form offers 2 players, but the piecepack (cards/motox.yaml) is for 3 to 4"),
        ("games/motox.yaml", "key: track", "key: course", "options:", "needs a choice option 'track'"),
        ("games/motox.yaml", "      - {value: chosen", "      #", "options:", "offering build and chosen"),
        ("cards/mindcycling.yaml", '"6": 3}', '"6": 5}', "team_sizes: {",
         "6 teams of 5 make 30 riders, but a start area need hold only 20"),
        ("cards/mindcycling.yaml", "sprint: 7, mountain: 3", "sprint: 7, mountain: 1", "id: sprinter",
         "a sprinter rides at most 1 in the mountain section, and the wind takes 1 off it"),
        ("games/mindcycling.yaml", "players: {min: 1, max: 6}", "players: {min: 1, max: 7}", "players:",
         "a game of 7 players cannot start"),
    ],
)
def test_facts_across_files_that_stop_a_game_are_refused(
    data_copy: Path, file: str, old: str, new: str, needle: str, words: str
) -> None:
    path = data_copy / file
    edit(path, old, new)
    if "max: 7" in new:
        edit(path, "colours: [", "colours: [green, ")  # a seventh colour, so only the count is wrong
    problems = refused(path, file.split("/")[1].removesuffix(".yaml"))
    mine = [p for p in problems if p.path == str(path)]
    assert any(p.line == line_of(path, needle) and words in p.message for p in mine), problems
