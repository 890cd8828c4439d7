"""A track's name and its file's: no two of a game's tracks share a name (a copy, a rename or an
import that would gets a number), and the file name reads as the name does, accents and all."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import free_name, import_track, list_tracks, rename_track, save_track, slug
from tabletop.paths import remove_stale_temp_files
from tests.editor.tracks import MOTOX, RACEDAY

RACEDAY_SLUG = slug(RACEDAY.name, "raceday")


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.mark.parametrize(("name", "stem"), [
    ("Café loop", "cafe-loop"), ("Pocono édition", "pocono-edition"), ("Cœur de Lyon", "coeur-de-lyon"),
    ("Große Schleife", "grosse-schleife"), ("  Tiny Oval (2) ", "tiny-oval-2"),
])
def test_a_file_is_named_by_the_tracks_letters_made_plain(name: str, stem: str) -> None:
    assert slug(name, "raceday") == stem


@pytest.mark.parametrize("name", ["???", "日本", "  "])
def test_a_name_without_a_plain_letter_names_its_file_after_the_game_in_no_one_language(name: str) -> None:
    assert slug(name, "raceday") == "raceday"


def test_a_name_taken_gets_the_first_free_number() -> None:
    taken = {"tiny oval", "tiny oval (2)", "quarry run (copy)"}
    assert free_name("Pocono", taken) == "Pocono"
    assert free_name("Tiny Oval", taken) == "Tiny Oval (3)"
    assert free_name("TINY OVAL (2)", taken) == "TINY OVAL (3)"  # not "(2) (2)"
    assert free_name("Quarry Run (copy)", taken) == "Quarry Run (copy) (2)"


def test_saving_renaming_and_importing_never_leave_two_tracks_of_one_name(user: Path, tmp_path: Path) -> None:
    game = EditorGame("raceday")
    first = save_track(RACEDAY, game, valid=True)
    other = save_track(RACEDAY.renamed("Other"), game, valid=True)
    renamed, name = rename_track(other, RACEDAY.name.upper(), game)
    assert name == f"{RACEDAY.name.upper()} (2)" and renamed.exists() and not other.exists()
    # Renamed as it already is: no number.
    assert rename_track(first, RACEDAY.name, game) == (first, RACEDAY.name)
    shared = tmp_path / "shared.yaml"
    shared.write_text(first.read_text(encoding="utf-8"), encoding="utf-8")
    imported = import_track(shared)
    assert (imported.asked, imported.name) == (RACEDAY.name, f"{RACEDAY.name} (3)")
    names = [track.name.casefold() for track in list_tracks("raceday")]
    assert len(names) == len(set(names)) == 4  # Pocono and the three


def test_an_imported_track_named_as_a_built_in_one_in_french_gets_a_number_and_loses_that_french(
    user: Path, tmp_path: Path
) -> None:
    game = EditorGame("motox")
    path = save_track(MOTOX.renamed("La Carrière"), game, valid=True)  # Quarry Run's French name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    path.unlink()
    shared = tmp_path / "shared.yaml"
    shared.write_text(yaml.safe_dump({**data, "name_fr": "Switchback"}, allow_unicode=True), encoding="utf-8")
    imported = import_track(shared)
    assert imported.name == "La Carrière (2)" and imported.path.name == "la-carriere-2.yaml"
    kept = yaml.safe_load(imported.path.read_text(encoding="utf-8"))
    assert kept["name"] == "La Carrière (2)" and "name_fr" not in kept


def test_copies_are_listed_as_a_reader_counts_them(user: Path) -> None:
    """"(copy)" came after "(copy) (9)", and "(copy) (10)" before "(copy) (2)": the files' order."""
    game = EditorGame("raceday")
    names = ["Pocono Raceway (copy)", *(f"Pocono Raceway (copy) ({n})" for n in range(2, 12))]
    for name in reversed(names):
        save_track(RACEDAY.renamed(name), game, valid=True)
    assert [track.name for track in list_tracks("raceday") if not track.built_in] == names


# A track being saved when the app is killed (a crash, power cut, kill -9): the rename never
# comes, so only what the write left behind is there at the next start.
_KILLED_MID_SAVE = """
import os, signal
from tabletop.editor import track_files
from tabletop.editor.game_link import EditorGame
from tests.editor.tracks import RACEDAY

track_files.save_track(RACEDAY, EditorGame("raceday"), valid=True)
os.replace = lambda *args, **kwargs: os.kill(os.getpid(), signal.SIGKILL)
track_files.save_track(RACEDAY.renamed("Second"), EditorGame("raceday"), valid=True)
"""


def test_a_track_save_cut_short_by_a_kill_leaves_nothing_after_the_next_start(user: Path) -> None:
    repo = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-c", _KILLED_MID_SAVE], cwd=repo, timeout=120)
    assert run.returncode == -signal.SIGKILL
    folder = user / "tracks" / "raceday"
    assert [path.name for path in folder.iterdir() if path.suffix == ".yaml"] == [f"{RACEDAY_SLUG}.yaml"]
    remove_stale_temp_files()  # as every start does
    assert [path.name for path in folder.iterdir()] == [f"{RACEDAY_SLUG}.yaml"]
