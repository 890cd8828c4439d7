"""`validate`'s problems, a save's details and `bench` in French: `file:line: ` stays, the words change.

Tests run in English by default (the English messages are held by the other tests of content);
here each command is run with `--lang fr`, as a French player would.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.files import saves
from tabletop.language import set_language
from tabletop.paths import bundle_root
from tests.command import run
from tests.content.data_copy import data_copy, edit

__all__ = ["data_copy"]

SPEEDWAY = bundle_root() / "data" / "tracks" / "nascard" / "speedway.yaml"


def french_validate(capsys: pytest.CaptureFixture[str], path: Path) -> list[str]:
    """`tabletop --lang fr validate PATH`: it fails, and every line but the count is `PATH:LINE: ...`."""
    code, _out, err = run(capsys, "--lang", "fr", "validate", str(path))
    lines = err.splitlines()
    assert code == 1 and re.fullmatch(r"\d+ problèmes? dans 1 fichier\.", lines[-1]), err
    assert all(re.match(rf"{re.escape(str(path))}:\d+: \S", line) for line in lines[:-1]), err
    return lines[:-1]


def a_track(tmp_path: Path, old: str, new: str) -> Path:
    """A player's Nascard track (outside data/, so no French is asked of it) with `old` made `new`."""
    path = tmp_path / "mine.yaml"
    path.write_text(SPEEDWAY.read_text(encoding="utf-8"), encoding="utf-8")
    edit(path, old, new)
    return path


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("  - {card: S2,", "  - {card: S2, [", ":10: YAML non valable : "),
        (
            "name: Tri-County Speedway\n",
            "name: 42\n",
            ":5: 'name' doit être du texte, pas 42 ; mettez-le entre guillemets",
        ),
        (
            "{card: S2,",
            "{crad: S2,",
            ":10: pièce de circuit 2 : clé 'crad' inconnue ; clés possibles : at, card, heading, side, turn"
            " (vouliez-vous dire 'card' ?)",
        ),
        ("{card: S2, side: a,", "{side: a,", ":10: pièce de circuit 2 : il manque le champ 'card'"),
        (
            "heading: 0}",
            "heading: 45}",
            ":9: 'heading' doit être l'une de ces valeurs : 0, 90, 180, 270 ; pas 45",
        ),
    ],
)
def test_a_players_track_is_told_its_problems_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, old: str, new: str, expected: str
) -> None:
    path = a_track(tmp_path, old, new)
    found = french_validate(capsys, path)
    assert any(line.startswith(f"{path}{expected}") for line in found), found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("{min: 1, max: 6}", "{min: 1, max: 60}", ":7: 'max' doit valoir au plus 16, pas 60"),
        ("    kind: int\n", "", ":21: option 2 : il manque le champ 'kind'"),
        (
            "    label_fr: Tours\n",
            "",
            ":22: 'label' n'a pas de texte en français : ajoutez 'label_fr' à côté",
        ),
    ],
)
def test_a_bundled_game_file_is_told_its_problems_in_french(
    capsys: pytest.CaptureFixture[str], data_copy: Path, old: str, new: str, expected: str
) -> None:
    path = data_copy / "games" / "nascard.yaml"
    edit(path, old, new)
    found = french_validate(capsys, path)
    assert any(line == f"{path}{expected}" for line in found), found


def test_a_count_and_a_missing_file_in_french(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "--lang", "fr", "validate", str(tmp_path / "nowhere.yaml"))
    assert code == 1
    assert err.splitlines() == [f"{tmp_path / 'nowhere.yaml'}:1: fichier ou dossier introuvable",
                                "1 problème dans 1 fichier."]
    code, out, _err = run(capsys, "--lang", "fr", "validate", str(SPEEDWAY))
    assert code == 0 and out == "Aucun problème trouvé.\n"


def test_a_broken_save_is_described_in_french(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("format: 1\ngame: nascard\nsetup: [oops\n", encoding="utf-8")
    set_language("fr")
    info = saves.read_info(path)
    assert info.problem is not None and info.problem.startswith("ligne 4 : YAML non valable : "), info.problem
    set_language("en")
    assert saves.read_info(path).problem.startswith("line 4: not valid YAML: ")  # type: ignore[union-attr]


def test_bench_rules_prints_french_headings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--lang", "fr", "bench", "rules", "--games", "2")
    lines = out.splitlines()
    heading = "Règles de Nascard, 2 courses de robots au hasard, 4 joueurs + 2 voitures rivales :"
    assert code == 0 and lines[0] == heading
    assert lines[1].startswith("  courses par seconde  ") and "µs en moyenne" in lines[2], out
    set_language("en")  # as a new process would be, without --lang
    code, out, _err = run(capsys, "bench", "rules", "--games", "2")
    assert out.splitlines()[1].startswith("  races per second     ") and "us mean" in out
