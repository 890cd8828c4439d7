"""Saved games on disk: the autosave, named saves, and the load list's reading of headers."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
import yaml

from tabletop import paths
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot


def played_match(moves: int = 6, names: tuple[str, ...] = ("Anna", "Bob"), seed: int = 3) -> Match:
    """A Nascard match with `moves` moves made by the game's bot for every seat."""
    rules = rules_for("nascard")
    colours = ("red", "blue", "green", "yellow", "purple", "orange")
    seats = tuple(SeatSetup(name, False, colour) for name, colour in zip(names, colours, strict=False))
    match = Match(rules, Setup(seats, {"laps": 2}), seed)
    bots = [make_bot("nascard", "game", seed + seat, players=len(seats)) for seat in range(len(seats))]
    for _ in range(moves):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


@pytest.fixture(autouse=True)
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def test_the_autosave_round_trips_and_clears() -> None:
    assert not saves.has_autosave()
    match = played_match()
    saves.write_autosave(match)
    assert saves.has_autosave()
    loaded = saves.load_autosave()
    assert loaded.checksum() == match.checksum()
    assert [s.action for s in loaded.steps] == [s.action for s in match.steps]
    assert loaded.setup.seats == match.setup.seats
    saves.clear_autosave()
    assert not saves.has_autosave()
    saves.clear_autosave()  # clearing twice is fine


def test_the_autosave_is_replaced_whole_and_leaves_no_temp_files(user_dir: Path) -> None:
    saves.write_autosave(played_match(2))
    saves.write_autosave(played_match(5))
    assert len(saves.load_autosave().steps) == 5
    assert [p.name for p in user_dir.iterdir()] == ["autosave.yaml"]


def test_named_saves_never_overwrite() -> None:
    moment = datetime(2025, 3, 14, 15, 9, 26)
    paths = [saves.save_named(played_match(n), now=moment) for n in (1, 2, 3)]
    assert [p.name for p in paths] == [
        "nascard-20250314-150926.yaml",
        "nascard-20250314-150926-2.yaml",
        "nascard-20250314-150926-3.yaml",
    ]
    assert all(p.parent == saves.saves_dir() for p in paths)
    assert [len(saves.load(p).steps) for p in paths] == [1, 2, 3]


def test_saving_a_game_already_saved_as_it_is_keeps_its_one_file() -> None:
    match = played_match(4)
    first = saves.save_named(match, now=datetime(2025, 3, 14, 15, 9, 26))
    reopened = saves.load(first)  # opened from Load, saved again before any move
    assert saves.save_named(reopened, now=datetime(2025, 3, 14, 15, 12, 0)) == first
    assert [info.path for info in saves.list_saves()] == [first]


def test_list_saves_reads_headers_newest_first() -> None:
    older = saves.save_named(played_match(4, ("Anna", "Bob", "Clara")), now=datetime(2025, 1, 1))
    newer = saves.save_named(played_match(7), now=datetime(2025, 1, 2))
    os.utime(older, (1_700_000_000, 1_700_000_000))
    os.utime(newer, (1_700_000_500, 1_700_000_500))
    listed = saves.list_saves()
    assert [info.path for info in listed] == [newer, older]
    first = listed[0]
    assert (first.game, first.game_name, first.players) == ("nascard", "Nascard", ("Anna", "Bob"))
    assert first.moves == 7
    assert first.modified == datetime.fromtimestamp(1_700_000_500)
    assert first.problem is None
    assert listed[1].players == ("Anna", "Bob", "Clara")


def test_list_saves_without_a_folder_is_empty() -> None:
    assert saves.list_saves() == []


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("format: 1\ngame: nascard\nsetup: [oops\n", "line 4: not valid YAML"),
        ("- just\n- a list\n", "not a saved game"),
        ("format: 7\ngame: nascard\n", "save format 7 is not supported"),
        ("format: 1\ngame: chess\nseed: 1\nsetup: {seats: [{name: A}]}\n", "unknown game 'chess'"),
        ("format: 1\ngame: nascard\nseed: 1\nsetup: {seats: []}\n", "the players are missing"),
        ("format: 1\ngame: nascard\nseed: 1\nsetup: {seats: [{name: A}, {colour: red}]}\n", "has no name"),
        ("format: 1\ngame: nascard\nseed: x\nsetup: {seats: [{name: A}]}\n", "seed"),
        ("format: 1\ngame: nascard\nseed: 1\nsetup: {seats: [{name: A}]}\nmoves: 3\n", "moves"),
        ("\xff\xfe not text", "not UTF-8"),
    ],
)
def test_a_damaged_save_is_listed_with_its_problem(text: str, problem: str) -> None:
    good = saves.save_named(played_match(1))
    bad = saves.saves_dir() / "damaged.yaml"
    bad.write_bytes(text.encode("latin-1"))
    listed = {info.path: info for info in saves.list_saves()}
    assert set(listed) == {good, bad}
    assert listed[good].problem is None
    assert listed[bad].problem is not None and problem in listed[bad].problem


def test_temp_files_of_a_save_in_progress_are_not_listed() -> None:
    saves.save_named(played_match(1))
    (saves.saves_dir() / ".nascard-x.yaml.abc.tmp").write_text("half a file")
    (saves.saves_dir() / ".hidden.yaml").write_text("format: 1")
    assert len(saves.list_saves()) == 1


def test_load_explains_what_is_wrong() -> None:
    with pytest.raises(SaveError, match="no saved game here"):
        saves.load(saves.saves_dir() / "gone.yaml")
    path = saves.save_named(played_match(6))
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["moves"][3]["action"] = {"type": "Nonsense"}
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(SaveError, match="move 4 is damaged"):
        saves.load(path)
    # The header still looks right, so the list cannot tell before replaying.
    assert saves.list_saves()[0].problem is None


def test_a_corrupt_autosave_raises_save_error_naming_the_file() -> None:
    saves.autosave_path().write_text("format: [1\n", encoding="utf-8")
    assert saves.has_autosave()
    with pytest.raises(SaveError, match=r"autosave\.yaml"):
        saves.load_autosave()


def test_delete_removes_a_save() -> None:
    path = saves.save_named(played_match(1))
    saves.delete(path)
    assert not path.exists()
    assert saves.list_saves() == []


def test_saves_never_imports_pygame() -> None:
    code = "import sys, tabletop.files.saves; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def bots_to(match: Match, moves: int | None = None) -> None:
    """Computer players in every seat play `moves` more moves (None: to the end)."""
    from tabletop.games.simulate import MatchBot

    bots = [MatchBot(match, seat) for seat in range(len(match.setup.seats))]
    while match.to_act() and (moves is None or moves > 0):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
        moves = None if moves is None else moves - 1


@pytest.mark.parametrize(
    ("game", "players", "options", "cut"),
    [
        ("nascard", 4, {"laps": 1}, 23),
        ("mcs", 2, {}, 41),
        ("mcs", 4, {"mode": "teams"}, 77),
        ("raceday", 3, {"laps": 2}, 30),
    ],
)
def test_save_load_continue_plays_the_same_game_as_an_unbroken_one(
    game: str, players: int, options: dict[str, object], cut: int
) -> None:
    from tabletop.games.setup import game_info

    colours = ("red", "yellow", "blue", "white") if game == "mcs" else game_info(game).colours
    seats = tuple(SeatSetup(f"Bot {i + 1}", True, colours[i]) for i in range(players))
    setup = Setup(seats, options)
    whole = Match(rules_for(game), setup, 77)
    bots_to(whole)
    part = Match(rules_for(game), setup, 77)
    bots_to(part, cut)
    saves.write_autosave(part)
    # A new process would build new computer players: so do we, from the loaded match only.
    loaded = saves.load_autosave()
    bots_to(loaded)
    assert [(s.seat, s.action) for s in loaded.steps] == [(s.seat, s.action) for s in whole.steps]
    assert loaded.checksum() == whole.checksum() and loaded.outcome() == whole.outcome() is not None


def test_stale_temp_files_of_an_interrupted_write_are_removed_at_the_next_start() -> None:
    path = saves.save_named(played_match(2))
    saves.write_autosave(played_match(3))
    stale = [
        saves.autosave_path().parent / ".autosave.yaml.x1y2.tmp",
        saves.saves_dir() / f".{path.name}.abc.tmp",
        saves.autosave_path().parent / ".settings-q9.tmp",
    ]
    for file in stale:
        file.write_text("format: 1\ngame: nascard\n")
    assert sorted(paths.remove_stale_temp_files()) == sorted(stale)
    assert not any(file.exists() for file in stale)
    assert [info.path for info in saves.list_saves()] == [path]
    assert saves.load_autosave().checksum() == played_match(3).checksum()


# Ctrl+S when the app is killed (a crash, a power cut, kill -9) before the save's rename.
_KILLED_MID_SAVE = """
import os, signal
from tabletop.files import saves
from tests.test_saves import played_match

saves.save_named(played_match(2))
os.replace = lambda *args, **kwargs: os.kill(os.getpid(), signal.SIGKILL)
saves.save_named(played_match(4))
"""


def test_a_save_killed_mid_write_leaves_no_empty_save_after_the_next_start() -> None:
    repo = Path(__file__).resolve().parents[1]
    run = subprocess.run([sys.executable, "-c", _KILLED_MID_SAVE], cwd=repo, timeout=120)
    assert run.returncode < 0  # killed
    assert len(saves.list_saves()) == 2  # the first, and the name the second had claimed
    paths.remove_stale_temp_files()  # as every start does
    listed = saves.list_saves()
    assert [info.problem for info in listed] == [None] and listed[0].moves == 2
    assert [path.name for path in saves.saves_dir().iterdir()] == [listed[0].path.name]


def test_each_seats_level_is_saved_and_an_older_save_plays_at_normal(tmp_path: Path) -> None:
    rules = rules_for("nascard")
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bot", True, "blue", "hard"))
    match = Match(rules, Setup(seats, {"laps": 2}), 5)
    path = tmp_path / "levels.yaml"
    match.save(path)
    assert [s.level for s in saves.load(path).setup.seats] == ["normal", "hard"]
    older = yaml.safe_load(path.read_text())
    for seat in older["setup"]["seats"]:
        del seat["level"]
    path.write_text(yaml.safe_dump(older, sort_keys=False))
    assert [s.level for s in saves.load(path).setup.seats] == ["normal", "normal"]


def test_the_autosave_is_part_of_its_own_game_at_this_point_or_a_later_one() -> None:
    match = played_match(6)
    assert saves.autosave_is_part_of(match)  # no autosave yet
    saves.write_autosave(match)
    assert saves.autosave_is_part_of(match)
    assert saves.autosave_is_part_of(saves.load_autosave())  # Continue's own game
    longer = played_match(9)
    assert saves.autosave_is_part_of(longer)  # the same game, further on: nothing is lost
    saves.write_autosave(longer)
    assert not saves.autosave_is_part_of(match)  # an earlier save of it would lose three moves


def test_another_game_or_a_damaged_file_is_not_part_of_a_match() -> None:
    saves.write_autosave(played_match(6, seed=4))
    assert not saves.autosave_is_part_of(played_match(6))
    saves.write_autosave(played_match(6, names=("Anna", "Cleo")))
    assert not saves.autosave_is_part_of(played_match(6))
    saves.autosave_path().write_text("format: [unclosed\n", encoding="utf-8")
    assert not saves.autosave_is_part_of(played_match(6))


def test_keeping_the_autosave_moves_it_to_the_saves_with_its_time(user_dir: Path) -> None:
    match = played_match(6)
    saves.write_autosave(match)
    played = datetime(2026, 11, 3, 20, 15, 7).timestamp()
    os.utime(saves.autosave_path(), (played, played))
    path, game = saves.keep_autosave()
    # Named so that the list can say why it is there: no player saved it.
    assert path is not None and (path.name, game) == ("nascard-set-aside-20261103-201507.yaml", "nascard")
    assert not saves.has_autosave()
    [info] = saves.list_saves()
    assert info.path == path and info.problem is None and info.modified.timestamp() == played
    assert info.set_aside and not saves.read_info(saves.save_named(played_match(7))).set_aside
    assert saves.load(path).checksum() == match.checksum()


def test_an_autosave_already_saved_as_it_is_is_not_kept_twice() -> None:
    match = played_match(6)
    saved = saves.save_named(match)  # Ctrl+S, then the player left for another game
    saves.write_autosave(match)
    path, game = saves.keep_autosave()
    assert (path, game) == (saved, "nascard") and not saves.has_autosave()
    assert [info.path for info in saves.list_saves()] == [saved]
    played_on = played_match(8)  # the same game further on: a save of its own
    saves.write_autosave(played_on)
    kept, _game = saves.keep_autosave()
    assert kept != saved and len(saves.list_saves()) == 2


def test_an_autosave_without_a_move_is_let_go_not_kept() -> None:
    """Its first move taken back, a game is only its setup: Load does not list it."""
    saves.write_autosave(played_match(0))
    assert saves.keep_autosave() == (None, "nascard")
    assert not saves.has_autosave() and saves.list_saves() == []


def test_a_damaged_autosave_is_kept_too_and_listed_with_its_problem() -> None:
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path().write_text("format: [unclosed\n", encoding="utf-8")
    path, game = saves.keep_autosave()
    assert game == "" and path is not None and path.name.startswith("unfinished-")
    [info] = saves.list_saves()
    assert info.problem is not None
