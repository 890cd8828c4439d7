"""The command line: simulate is reproducible, validate names file and line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli import build_parser, parse_args
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import open_document, save_track
from tabletop.paths import data_dir
from tests.command import repeats_exactly, run
from tests.editor.tracks import NASCARD
from tests.test_saves import played_match


def test_simulate_prints_every_race_and_repeats_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "nascard", "--players", "4", "--games", "12", "--seed", "1")
    first = repeats_exactly(capsys, *args)
    lines = first.splitlines()
    assert sum(line.startswith("Game ") for line in lines) == 12
    assert all(line.count(". Bot") == 4 for line in lines if line.startswith("Game "))
    assert "Summary: 12 games" in first


@pytest.mark.parametrize(("lang", "summary"), [("en", "Summary: 1 game, 1 player"),
                                              ("fr", "Bilan : 1 partie, 1 joueur")])
def test_the_summary_counts_one_game_and_one_player_in_the_singular(
    capsys: pytest.CaptureFixture[str], lang: str, summary: str
) -> None:
    code, out, _ = run(capsys, "--lang", lang, "simulate", "mindcycling", "--players", "1", "--games", "1")
    assert code == 0 and summary in out.splitlines()


@pytest.mark.parametrize("players", [1, 2])
def test_small_fields_race_against_rivals(capsys: pytest.CaptureFixture[str], players: int) -> None:
    code, out, _ = run(capsys, "simulate", "nascard", "--players", str(players), "--games", "3", "--json")
    record = json.loads(out)
    assert code == 0 and len(record["games"]) == 3
    assert all(len(game["order"]) == 6 for game in record["games"])
    # The winner is whoever finished first, rival cars included; seats keep their own ranking.
    assert all(game["winner"] == game["order"][0] for game in record["games"])
    assert all(sorted(game["ranking"]) == list(range(players)) for game in record["games"])


def test_the_json_names_a_rival_that_won(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "nascard", "--players", "1", "--games", "4", "--json")
    games = json.loads(out)["games"]
    assert code == 0 and any(game["winner"].startswith("Rival") for game in games)
    assert all(game["winner"] == game["order"][0] for game in games)


def test_bad_options_are_explained(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", "nascard", "--players", "9")
    assert code == 2 and "1 to 6 players" in err
    code, _, err = run(capsys, "simulate", "nascard", "--option", "lapz=3")
    assert code == 2 and "did you mean 'laps'" in err


def test_validate_passes_the_bundled_data(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate")
    assert code == 0 and "No problems" in out


def test_validate_names_file_and_line_of_a_broken_track(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    track = tmp_path / "mine.yaml"
    track.write_text(
        "name: Mine\ngame: nascard\npieces:\n  - {card: S99, at: [0, 0], heading: 0}\n"
        "  - {card: S1, at: [1, 0], heading: 0, colour: red}\n"
    )
    code, _, err = run(capsys, "validate", str(track))
    assert code == 1
    assert f"{track}:5: unknown key 'colour'" in err


def test_validate_checks_a_draft_named_in_the_user_folder_as_the_track_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    draft = NASCARD.deleted(range(2, len(NASCARD.pieces))).renamed("My track")
    path = save_track(draft, EditorGame("nascard"), valid=False)
    assert path == tmp_path / "user" / "drafts" / "nascard" / "my-track.yaml"
    elsewhere = tmp_path / "my-track.yaml"
    elsewhere.write_text(path.read_text())
    loose = tmp_path / "user" / "loose.yaml"  # a track where no folder says what it is
    loose.write_text(path.read_text())
    for named in (elsewhere, path, loose, path.parent):
        code, _, err = run(capsys, "validate", str(named))
        assert code == 1, named
        assert "'pieces' must have at least 4 items, not 2" in err, named
    # The editor still opens the draft it saved, problems and all.
    assert len(open_document(path, EditorGame("nascard")).pieces) == 2


def test_opening_the_app_reads_its_options_and_leaves_the_rest_to_the_whole_parser(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = parse_args(["--smoke-frames", "3", "--size=800x600"])
    assert (args.command, args.smoke_frames, args.size) == (None, 3, "800x600")
    assert parse_args(["simulate", "mcs", "--games", "2"]).games == 2
    for wrong in (["--smoke-frames", "x"], ["--smoke-frames"], ["fly"], ["--colour", "red"]):
        with pytest.raises(SystemExit):
            parse_args(wrong)
        assert "COMMAND" in capsys.readouterr().err  # the whole command line's usage


@pytest.mark.parametrize("words", [
    [], ["--size", "1280x720"], ["--smoke-frames=0", "--size=960x600"], ["--smoke-frames", "007"],
    ["--smoke", "2"], ["--si=800x600"], ["--smoke-frames", "1", "--smoke-frames", "2"],
    ["--smoke-frames", "-1"], ["--size", "--smoke-frames"], ["--size="],
])
def test_the_quick_reading_of_the_app_options_agrees_with_argparse(words: list[str]) -> None:
    try:
        whole = build_parser().parse_args(words)
    except SystemExit:
        with pytest.raises(SystemExit):
            parse_args(words)
        return
    args = parse_args(words)
    assert (args.command, args.smoke_frames, args.size) == (whole.command, whole.smoke_frames, whole.size)


def test_opening_the_app_does_not_import_argparse() -> None:
    script = "import sys; from tabletop.cli import parse_args; parse_args(['--size', '1280x720']); " \
             "print('argparse' in sys.modules)"
    shown = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert shown.stdout.split()[-1] == "False"


def test_the_command_line_and_a_game_loaded_by_name_need_no_pygame() -> None:
    """What `lint-imports` cannot see: the module-level imports of the command line, and a game
    loaded by the registry at run time (`tabletop simulate` and `validate` run without a display)."""
    script = ("import sys, tabletop.cli; from tabletop.games.registry import rules_for; "
              "rules_for('nascard'); print('pygame' in sys.modules)")
    shown = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert shown.stdout.split()[-1] == "False"


def test_seats_play_one_level_each_and_the_json_says_who_won(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "raceday", "--players", "2", "--games", "3", "--seats",
                       "easy,normal", "--json")
    assert code == 0
    record = json.loads(out)
    assert record["bot"] is None and record["levels"] == ["easy", "normal"]
    for game in json.loads(out)["games"]:
        assert game["levels"] == ["easy", "normal"]
        assert set(game["winner_seats"]) <= {0, 1} and game["winner_seats"]


def test_seats_must_name_known_levels_one_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run(capsys, "simulate", "raceday", "--players", "2", "--seats", "easy,expert")
    assert "unknown level 'expert'" in capsys.readouterr().err
    code, _, err = run(capsys, "simulate", "raceday", "--players", "3", "--seats", "easy,normal")
    assert code == 2 and "2 levels for 3 players" in err


def test_validate_tells_a_file_by_what_it_holds_wherever_it_lies(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    save = tmp_path / "sent-by-a-friend.yaml"
    played_match().save(save)
    settings = tmp_path / "my-settings.yaml"
    settings.write_text("language: fr\nlast_game: motox\nfullscreen: maybe\n")
    code, out, _ = run(capsys, "validate", str(save))
    assert code == 0 and "No problems" in out
    save.write_text(save.read_text().replace("seed:", "seed: 1\nxseed:", 1))
    code, _, err = run(capsys, "validate", str(save))
    assert code == 1 and "not a track" not in err and f"{save}:" in err
    code, _, err = run(capsys, "validate", str(settings))
    assert code == 1 and f"{settings}:3: fullscreen must be true or false" in err
    empty = tmp_path / "empty.yaml"
    empty.write_text("")
    code, _, err = run(capsys, "validate", str(empty))
    assert code == 1 and f"{empty}:1: the file holds nothing" in err


@pytest.mark.parametrize("count", ["0", "-1"])
def test_no_games_is_refused_in_words_not_a_traceback(capsys: pytest.CaptureFixture[str], count: str) -> None:
    with pytest.raises(SystemExit) as exited:
        run(capsys, "simulate", "raceday", "--players", "2", "--games", count)
    assert exited.value.code == 2
    assert f"'{count}' is not a number of games: give 1 or more" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        run(capsys, "bench", "bots", "--game", "mcs", "--bot-games", count)
    assert "is not a number of games" in capsys.readouterr().err


def test_the_text_says_each_seats_level_and_takes_a_level_as_the_screen_writes_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "simulate", "raceday", "--players", "2", "--seats", "Hard,easy")
    assert code == 0
    assert out.splitlines()[0] == "Seats: Bot 1 (hard), Bot 2 (easy)"
    assert "Summary: 1 game, 2 players" in out
    code, out, _ = run(capsys, "simulate", "raceday", "--players", "2", "--bot", "vs-random")
    assert out.splitlines()[0] == "Seats: Bot 1 (normal), Bot 2 (random)"


def test_bot_and_seats_together_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "raceday", "--players", "2",
                         "--bot", "random", "--seats", "hard,easy")
    assert code == 2 and not out
    assert "--bot and --seats both say how the seats play: give one" in err


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    command = [sys.executable, "-m", "tabletop", "simulate", "mcs", "--players", "2", "--games", "3"]
    shown = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert shown.stdout is not None and shown.stderr is not None
    shown.stdout.close()  # as `| head -0` does
    assert shown.wait(120) == 1
    assert b"Traceback" not in shown.stderr.read()


def test_the_text_reads_as_words_not_python(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "mcs", "--players", "2", "--seats", "hard,normal")
    game = next(line for line in out.splitlines() if line.startswith("Game 1"))
    assert code == 0 and not any(mark in game for mark in "{}[]'")
    assert re.search(r"\| points Bot \d: \d+, Bot \d: \d+ \|", game)
    code, out, _ = run(capsys, "simulate", "mindcycling", "--players", "1")
    assert "Summary: 1 game, 1 player\n" in out


def test_a_track_is_raced_by_the_computers_bot_names(capsys: pytest.CaptureFixture[str]) -> None:
    track = str(Path(__file__).parents[1] / "data" / "tracks" / "raceday" / "pocono.yaml")
    args = ("simulate", "raceday", "--players", "2", "--games", "3", "--track", track, "--json")
    normal = json.loads(run(capsys, *args)[1])
    random = json.loads(run(capsys, *args, "--bot", "random")[1])
    assert random == json.loads(run(capsys, *args, "--seats", "random,random")[1])
    assert random != normal
    one_race = ("simulate", "raceday", "--players", "2", "--games", "1", "--track", track)
    text = run(capsys, *one_race, "--seats", "hard,easy")[1]
    assert text.splitlines()[0] == "Seats: Bot 1 (hard), Bot 2 (easy)"


def test_validate_tells_each_file_of_a_folder_of_shared_tracks_by_what_it_holds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder outside the app's (tracks exported to share) was only read as YAML: a track
    listing a card twice passed as "No problems found", while the file named alone was refused."""
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    shared = tmp_path / "shared"
    shared.mkdir()
    speedway = (data_dir() / "tracks" / "nascard" / "speedway.yaml").read_text(encoding="utf-8")
    (shared / "whole.yaml").write_text(speedway)
    (shared / "notes.yaml").write_text("shopping: [tyres, fuel]\n")  # no file of ours: only read
    code, out, _ = run(capsys, "validate", str(shared))
    assert code == 0 and "No problems" in out
    (shared / "twice.yaml").write_text(speedway.replace("card: S2", "card: S1", 1))
    code, _, err = run(capsys, "validate", str(shared))
    assert code == 1 and f"{shared / 'twice.yaml'}:10: track card 'S1' is listed twice" in err
