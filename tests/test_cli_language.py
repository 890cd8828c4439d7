"""`tabletop --lang fr`: one run in French, the help and the output included."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.cli import parse_args
from tabletop.files.settings import SETTINGS_FILE
from tabletop.language import language, set_language
from tabletop.paths import bundle_root
from tests.command import run


def test_the_help_is_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage : tabletop")
    assert "afficher cette aide et quitter" in out and "ouvrir l'éditeur de circuits" in out


@pytest.mark.parametrize("command", ["simulate", "validate", "edit", "replay", "bench"])
@pytest.mark.parametrize(("code", "usage"), [("en", "usage: "), ("fr", "usage : ")])
def test_each_commands_help_says_usage_once_in_its_language(
    capsys: pytest.CaptureFixture[str], command: str, code: str, usage: str
) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--lang", code, command, "--help"])
    out = capsys.readouterr().out
    assert out.startswith(f"{usage}tabletop {command} ") and out.count(usage.strip()) == 1
    if code == "fr":
        # Each option's words are French (the game names and choices are the command's own).
        assert not re.search(r"\b(the|a|an|of|or|per)\b", out), out


def test_a_command_after_lang_prints_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--lang", "fr", "simulate", "mindcycling", "--players", "2", "--games", "2")
    assert code == 0 and language() == "fr"
    assert "Partie 1 (graine 1) : " in out and "Bilan : 2 parties, 2 joueurs" in out


def test_opening_the_app_takes_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_args(["--lang=fr", "--size", "960x600"]).lang == "fr"
    assert parse_args(["--size", "960x600", "--lang", "fr"]).lang == "fr" and language() == "fr"
    assert parse_args(["--size", "960x600"]).lang is None
    with pytest.raises(SystemExit, match="--option s'écrit CLÉ=VALEUR, pas 'oops'"):
        run(capsys, "--lang", "fr", "simulate", "mindcycling", "--option", "oops")


def test_a_tracks_fairness_report_is_french(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    track = tmp_path / "mine.yaml"
    pocono = bundle_root() / "data" / "tracks" / "raceday" / "pocono.yaml"
    track.write_text(pocono.read_text(encoding="utf-8"), encoding="utf-8")
    code, out, _err = run(capsys, "--lang", "fr", "simulate", "raceday", "--track", str(track),
                          "--games", "2", "--players", "2")
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"{track} : 2 courses de Race Day à 2 joueurs", out
    assert re.fullmatch(r"  victoires par place : 1 : \d+\s% ±\d+\s%, 2 : \d+\s% ±\d+\s%", lines[1]), out
    assert re.fullmatch(r"  manches : \d+,\d ±\d+,\d, environ \d+ minutes à table", lines[3]), out
    assert lines[-1] == "  verdict : trop peu de courses pour conclure (2 sur au moins 20)", out


def test_the_help_s_headings_take_the_french_colon(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert "\narguments positionnels :\n" in out and "\noptions :\n" in out, out
    set_language("en")
    with pytest.raises(SystemExit):
        parse_args(["--lang", "en", "--help"])
    assert "\noptions:\n" in capsys.readouterr().out


def test_a_mistyped_command_line_is_told_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse's own errors ("invalid choice") are the app's words too."""
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr", "simulat"])
    err = capsys.readouterr().err
    assert "tabletop : erreur : argument COMMANDE : choix invalide : 'simulat' (choisissez parmi " in err, err
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr", "simulate"])
    assert "tabletop simulate : erreur : ces arguments sont obligatoires : game" in capsys.readouterr().err


def test_the_command_s_own_errors_take_the_french_colon(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "--lang", "fr", "simulate", "nascard", "--players", "9")
    assert code == 2 and err == "tabletop simulate : Nascard se joue avec 1 à 6 joueurs, pas avec 9\n", err


def test_a_command_without_lang_speaks_the_saved_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--lang`'s help says it defaults to the saved setting: the help and the commands follow it."""
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path))
    (tmp_path / SETTINGS_FILE).write_text("language: fr\n", encoding="utf-8")
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    assert capsys.readouterr().out.startswith("usage : tabletop")
    code, _out, err = run(capsys, "simulate", "nascard", "--players", "9")
    assert code == 2 and "se joue avec 1 à 6 joueurs" in err, err


@pytest.mark.parametrize("size", ["12x3", "0x0", "959x600", "9000x600"])
def test_a_window_size_the_scenes_cannot_take_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], size: str
) -> None:
    """Not a pygame traceback from the first frame (12x3 drew a title banner of no height)."""
    with pytest.raises(SystemExit, match=f"^tabletop : --size va de 960x600 à 7680x4320, pas '{size}'$"):
        run(capsys, "--lang", "fr", "--size", size, "--smoke-frames", "1")


@pytest.mark.parametrize("command", ["simulate", "validate", "edit", "replay", "bench"])
def test_each_commands_placeholders_are_french(capsys: pytest.CaptureFixture[str], command: str) -> None:
    """`--players JOUEURS`, `[fichier]`: an argument's placeholder is a word of the help's language,
    as `--size LxH` and `COMMANDE` were, and `--option CLÉ=VALEUR` as its error says it."""
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr", command, "--help"])
    out = capsys.readouterr().out
    # (--game and the choices {game,random,vs-random} are the command's own words, as typed.)
    assert not re.search(r"\b(PLAYERS|GAMES|SEED|LEVEL|FILE|KEY|VALUE|[A-Z]+_GAMES|paths|file)\b", out), out
    if command == "edit":
        assert "[jeu] [fichier]" in out


def test_a_simulation_s_summary_writes_french_decimals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--lang", "fr", "simulate", "mindcycling", "--players", "2", "--games", "2")
    assert code == 0 and re.search(r"actions par partie : moyenne \d+,\d\n", out), out
