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
from tests.content.test_playable import line_of

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


@pytest.mark.parametrize(
    ("file", "old", "new", "needle", "expected"),
    [
        ("cards/raceday.yaml", "{id: cruise,", "{id: stand_on_it,", "name: Cruise",
         "la vitesse 'stand_on_it' figure deux fois"),
        ("cards/mcs.yaml", "{n: 3, charge: A, hold: B,", "{n: 3, charge: A, hold: AB,", "{n: 3,",
         "le couloir A est à la fois rouge et vert sur la carte 3"),
        ("cards/mindcycling.yaml", "fatigue: 1 ", "fatigue: 4 ", "id: domestic",
         "le rôle rouleur avance d'au plus 5 cases sur la section 'sprint', et le vent et la fatigue lui en"
         " retirent 5 : il ne pourrait jamais avancer"),
        ("cards/mindcycling.yaml", '"3": [sprinter, domestic, climber]', '"3": [sprinter]', '"3": [',
         "une équipe de 3 compte 1 cycliste"),
        ("cards/motox.yaml", "max_ramp: 3", "max_ramp: 9", "max_ramp",
         "un tremplin de hauteur 9 ne pourrait jamais être sauté : le plus haut chiffre du dé est 5, donc"
         " 'max_ramp' doit valoir au plus 4"),
        ("games/motox.yaml", "players: {min: 3", "players: {min: 2", "players:",
         "le formulaire de nouvelle partie propose 2 joueurs, mais le piecepack (cards/motox.yaml) est prévu"
         " pour 3 à 4"),
        ("bots/raceday.yaml", "mistakes: 0.4", "mistakes: 2", "mistakes",
         "'mistakes' doit valoir au plus 1, pas 2"),
        ("tutorials/motox.yaml", "game: motox", "game: nascard", "game:",
         "ce fichier enseigne motox : 'game' doit donc valoir motox, pas 'nascard'"),
        ("tutorials/motox.yaml", "action: PlaceTile", "action: PlayCard", "action: PlayCard",
         "motox n'a pas de coup 'PlayCard'"),
    ],
)
def test_a_games_data_is_told_its_problems_in_french(
    capsys: pytest.CaptureFixture[str],
    data_copy: Path,
    file: str,
    old: str,
    new: str,
    needle: str,
    expected: str,
) -> None:
    """The checks each game (and the bots' levels, the lessons) makes of its own files, beyond the schema."""
    path = data_copy / file
    edit(path, old, new)
    found = french_validate(capsys, path)
    assert f"{path}:{line_of(path, needle)}: {expected}" in found, found


def test_a_game_that_will_not_start_is_told_in_french(
    capsys: pytest.CaptureFixture[str], data_copy: Path
) -> None:
    """The rules' own refusal (Mind Cycling's team count) inside validate's trial game."""
    path = data_copy / "games" / "mindcycling.yaml"
    edit(path, "players: {min: 1, max: 6}", "players: {min: 1, max: 7}")
    edit(path, "colours: [", "colours: [green, ")  # a seventh colour, so only the count is wrong
    code, _out, err = run(capsys, "--lang", "fr", "validate", str(path))
    expected = "une partie à 7 joueurs ne peut pas commencer : Mind Cycling se joue de 1 à 6 équipes, pas à 7"
    assert code == 1 and f"{path}:{line_of(path, 'players:')}: {expected}" in err.splitlines(), err
    assert re.fullmatch(r"\d+ problèmes dans \d+ fichiers\.", err.splitlines()[-1]), err  # and on each stage


def test_a_track_for_mcs_is_told_in_french_that_mcs_has_none(
    capsys: pytest.CaptureFixture[str], data_copy: Path
) -> None:
    path = data_copy / "tracks" / "mcs" / "oval.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("name: Oval\ngame: mcs\npieces: []\n", encoding="utf-8")
    found = french_validate(capsys, path)
    assert found == [f"{path}:1: MCS n'utilise pas de circuit : son ovale de speedway est toujours le même"]


POCONO = bundle_root() / "data" / "tracks" / "raceday" / "pocono.yaml"


def test_a_race_day_tracks_own_problems_are_told_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The check of a drawn Race Day track (links, ids, starts): words the editor never makes."""
    path = tmp_path / "mine.yaml"
    path.write_text(POCONO.read_text(encoding="utf-8"), encoding="utf-8")
    edit(path, "{id: r05b, ahead: [r06a, r06b, r06c]}", "{id: r05b, ahead: [r06a, r07b, r07b]}")
    edit(path, "{id: r06c,", "{id: r06a,")
    found = french_validate(capsys, path)
    here, twice = line_of(path, "{id: r05b,"), line_of(path, "{id: r06a, ahead: [r07b")
    for expected in (
        f"{path}:{here}: r05b mène à r07b, qui n'est pas dans le rang suivant (rang 6)",
        f"{path}:{here}: r05b nomme deux fois la même case devant",
        f"{path}:{twice}: l'identifiant de case 'r06a' sert déjà au rang 6",
    ):
        assert expected in found, found


def test_a_race_day_rows_malformed_place_is_told_in_french() -> None:
    """A track in a save is checked without lines: the place is said in words, then the fault."""
    import yaml

    from tabletop.games.raceday.game import make_rules

    layout = yaml.safe_load(POCONO.read_text(encoding="utf-8"))
    layout["pieces"][3]["spaces"][0]["ahead"] = ["r06a"]
    set_language("fr")
    found = make_rules().check_track(layout)
    told = "rang 4, case 1, lien 1 : r04a mène à r06a, qui n'est pas dans le rang suivant (rang 5)"
    assert told in found, found
    del layout["pieces"][2]["heading"]
    assert make_rules().check_track(layout) == ["il manque 'heading' au rang 3"]
