"""A save that cannot be opened is explained to a player in a few words, the file's lines aside."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
import yaml

from tabletop.engine import match as match_module
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.language import local, set_language
from tabletop.paths import data_dir
from tests.games.motox.helpers import setup as motox_setup
from tests.test_saves import played_match

NOW = datetime(2026, 12, 2, 15, 0)


@pytest.fixture(autouse=True)
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def info_at(moment: datetime, players: tuple[str, ...] = ("Anna", "Bob", "Clara")) -> saves.SaveInfo:
    return saves.SaveInfo(Path("x.yaml"), "raceday", "Race Day", players, 4, moment)


def test_which_game_with_whom_and_when() -> None:
    assert saves.described(info_at(datetime(2026, 12, 2, 9, 5)), NOW) == (
        "Your Race Day game with Anna, Bob and Clara, saved today at 09:05"
    )
    assert saves.described(info_at(datetime(2026, 12, 1, 22, 0), ("Anna",)), NOW) == (
        "Your Race Day game with Anna, saved yesterday at 22:00"
    )
    assert saves.described(info_at(datetime(2026, 3, 14, 8, 30), ()), NOW) == (
        "Your Race Day game, saved on 14 March 2026 at 08:30"
    )
    test_drive = info_at(datetime(2026, 12, 2, 9, 5), ("You", "Computer 1"))
    assert saves.described(test_drive, NOW).startswith("Your Race Day game with Computer 1, saved")
    unknown = saves.SaveInfo(Path("x.yaml"), "", "Unknown game", (), 0, datetime(2026, 12, 2, 9, 5))
    in_progress = saves.described(unknown, NOW, "The game in progress")
    assert in_progress == "The game in progress, saved today at 09:05"


def damaged(edit: str, replace: str, by: str) -> saves.SaveInfo:
    path = saves.save_named(played_match(4))
    text = path.read_text(encoding="utf-8")
    if edit == "yaml":
        data = yaml.safe_load(text)
        data[replace] = by
        text = yaml.safe_dump(data)
    else:
        assert replace in text
        text = text.replace(replace, by)
    path.write_text(text, encoding="utf-8")
    [info] = saves.list_saves()
    return info


@pytest.mark.parametrize(
    ("edit", "replace", "by", "summary"),
    [
        ("text", "format: 1", "format: 7", match_module.OTHER_VERSION),
        ("text", "game: nascard", "game: chess", match_module.UNKNOWN_GAME),
        ("text", "laps: 2", "laps: 99", match_module.SETUP_REFUSED),
        ("text", "seed:", "seed: [\nx:", match_module.DAMAGED),
        ("yaml", "checksum", "nonsense", match_module.DAMAGED),
    ],
)
def test_the_list_says_what_is_wrong_in_a_few_words(edit: str, replace: str, by: str, summary: str) -> None:
    info = damaged(edit, replace, by)
    assert info.summary == summary
    assert info.problem is not None and info.problem.startswith("line ")


def test_moves_that_no_longer_replay_are_said_so_when_opened() -> None:
    info = damaged("yaml", "checksum", "0" * 16)
    assert info.problem is None  # the header is fine
    with pytest.raises(match_module.SaveError) as caught:
        saves.load(info.path)
    assert caught.value.summary == match_module.MOVES_DIFFER and "different position" in str(caught.value)


def test_a_missing_file_is_said_so() -> None:
    with pytest.raises(match_module.SaveError) as caught:
        saves.load_autosave()
    assert caught.value.summary == match_module.MISSING


def test_a_save_cut_short_in_its_track_says_so_and_each_problem_at_its_own_line() -> None:
    track = yaml.safe_load((data_dir() / "tracks" / "motox" / "quarry_run.yaml").read_text(encoding="utf-8"))
    match = Match(rules_for("motox"), motox_setup(3, track), 5)
    path = saves.save_named(match)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    tile = 12  # the save cut off just after this tile's `- at:` line, its cell half written
    starts = [number for number, line in enumerate(lines, start=1) if line.lstrip().startswith("- at:")]
    path.write_text("".join(lines[: starts[tile - 1] + 1]), encoding="utf-8")
    [info] = saves.list_saves()
    assert info.summary == match_module.CUT_SHORT
    with pytest.raises(match_module.SaveError) as caught:
        saves.load(path)
    assert caught.value.summary == match_module.CUT_SHORT  # what Continue's headline says
    told = str(caught.value).splitlines()
    assert f"{path}:1: the checksum is missing (the file was cut short or edited)" in told
    assert any(line.startswith(f"{path}:{starts[tile - 1]}: the track is not valid: ") for line in told), told
    assert all(line.count(str(path)) == 1 and "its track" not in line for line in told), told


@pytest.mark.parametrize("game", ["nascard", "motox"])
def test_a_save_cut_anywhere_says_cut_short(game: str) -> None:
    if game == "motox":
        track = yaml.safe_load((data_dir() / "tracks" / "motox" / "quarry_run.yaml").read_text("utf-8"))
        saves.write_autosave(Match(rules_for("motox"), motox_setup(3, track), 5))
    else:
        saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    whole = path.read_bytes()
    first_line = whole.index(b"\n") + 1
    # Cuts in the middle of lines (a flow mapping or a word left open) and at lines' ends.
    cuts = [first_line + (len(whole) - first_line) * share // 23 for share in range(1, 23)]
    cuts += [whole.rindex(b"\n", 0, cut) + 1 for cut in cuts[::3]]
    for cut in cuts:
        path.write_bytes(whole[:cut])
        with pytest.raises(match_module.SaveError) as caught:
            saves.load_autosave()
        assert caught.value.summary == match_module.CUT_SHORT, (cut, whole[cut - 30 : cut], str(caught.value))
        assert saves.read_info(path).summary == match_module.CUT_SHORT, cut


def test_a_save_cut_in_its_first_line_says_cut_short() -> None:
    saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    whole = path.read_bytes()
    for cut in range(whole.index(b"\n") + 2):  # nothing left, each letter of "format: 1", its line's end
        path.write_bytes(whole[:cut])
        with pytest.raises(match_module.SaveError) as caught:
            saves.load_autosave()
        assert caught.value.summary == match_module.CUT_SHORT, (whole[:cut], str(caught.value))
        assert saves.read_info(path).summary == match_module.CUT_SHORT, whole[:cut]
        assert f"{path}:1: the file ends in its first line (it was cut short)" == str(caught.value)


@pytest.mark.parametrize("lesson", [False, True])
def test_a_save_cut_in_its_game_or_its_last_lines_says_cut_short(lesson: bool) -> None:
    match = played_match(6)
    match.lesson = lesson  # the mark is written after the checksum: the file's end moves
    saves.write_autosave(match)
    path = saves.autosave_path()
    whole = path.read_bytes()
    game = whole.index(b"\ngame: ") + 1
    checksum = whole.index(b"\nchecksum: ") + 1
    # Inside "game: nascard", and from the checksum line to the end, short of what loads without it.
    cuts = [*range(game, whole.index(b"\n", game) + 1), *range(checksum, len(whole) - 1)]
    for cut in cuts:
        path.write_bytes(whole[:cut])
        try:
            saves.load_autosave()
        except match_module.SaveError as caught:
            assert caught.summary == match_module.CUT_SHORT, (whole[cut - 20 : cut], str(caught))
            assert saves.read_info(path).summary == match_module.CUT_SHORT, whole[cut - 20 : cut]
        else:
            assert lesson and whole[:cut].rstrip().endswith(whole[checksum:].split(b"\n")[0]), cut


@pytest.mark.parametrize(
    ("garbled", "summary"),
    [
        (b"hello", match_module.NOT_A_SAVE),
        (b"fo\n", match_module.NOT_A_SAVE),
        (b"formats", match_module.NOT_A_SAVE),
        (b"format: one", match_module.DAMAGED),
        (b"\x00\xff\xfe" * 300, match_module.NOT_A_SAVE),
    ],
)
def test_a_garbled_short_file_is_not_called_cut_short(garbled: bytes, summary: str) -> None:
    saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    path.write_bytes(garbled)
    with pytest.raises(match_module.SaveError) as caught:
        saves.load_autosave()
    assert caught.value.summary == summary
    assert saves.read_info(path).summary == summary


def test_the_details_name_the_file_once() -> None:
    saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    path.write_text(path.read_text(encoding="utf-8").replace("seed:", "seed: [\nx:"), encoding="utf-8")
    with pytest.raises(match_module.SaveError) as caught:
        saves.load_autosave()
    assert str(path) in str(caught.value)
    told = saves.without_path(str(caught.value), path)
    assert str(path) not in told and told.startswith("line ")


def test_a_save_cut_in_its_game_name_names_no_game_and_says_where() -> None:
    saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    whole = path.read_bytes()
    game = whole.index(b"\ngame: ") + 1
    for cut in range(game, whole.index(b"\n", game) + 1):  # "g" ... "game: nascar", "game: nascard"
        path.write_bytes(whole[:cut])
        info = saves.read_info(path)
        assert info.summary == match_module.CUT_SHORT, whole[:cut]
        assert info.game_name in ("Unknown game", "Nascard"), whole[:cut]
        if info.game_name == "Unknown game":
            assert info.game == "", whole[:cut]
        if whole[:cut].endswith((b"game: nascar", b"game: nascard", b"game: nascard\n")):
            assert info.problem == "line 2: the file ends in its game line (it was cut short)", info.problem


def test_a_save_cut_among_its_moves_still_says_which_game() -> None:
    saves.write_autosave(played_match(6))
    path = saves.autosave_path()
    whole = path.read_bytes()
    # Cut inside a move's list ("burn: ["): no longer YAML, so nothing of it can be read as such.
    opened = [at + 3 for at in range(whole.index(b"\nmoves:"), len(whole)) if whole[at : at + 3] == b": ["]
    cuts = opened[:: max(1, len(opened) // 5)]
    assert cuts
    for cut in cuts:
        path.write_bytes(whole[:cut])
        with pytest.raises(match_module.SaveError):
            match_module.read_save(path)
        info = saves.read_info(path)
        assert info.game == "nascard" and info.game_name == "Nascard", (whole[cut - 20 : cut], info)
        assert info.summary == match_module.CUT_SHORT


def test_an_unknown_game_is_said_in_the_players_language() -> None:
    saves.saves_dir().mkdir(parents=True)
    path = saves.saves_dir() / "wrecked.yaml"
    path.write_bytes(b"\x00\x01 not a save")
    set_language("fr")
    try:
        assert saves.read_info(path).game_name == "Jeu inconnu"
    finally:
        set_language("en")



def test_a_save_that_cannot_be_opened_names_the_app_s_seats_in_the_language_spoken() -> None:
    """Load's panel lists who played a broken save as it does an open one: "Ordinateur 2" in French
    for the "Computer 2" the save holds, a name the player typed as typed."""
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Computer 2", True, "blue"))
    path = saves.save_named(Match(rules_for("nascard"), Setup(seats, {"laps": 2}), 3))
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("game: nascard", "game: chess"), encoding="utf-8")
    [info] = saves.list_saves()
    assert info.summary == match_module.UNKNOWN_GAME and info.players == ("Anna", "Computer 2")
    set_language("fr")
    assert [local(name) for name in info.players] == ["Anna", "Ordinateur 2"]
