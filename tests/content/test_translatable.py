"""Data text carries its French beside the English (`label_fr` beside `label`).

The app's own files must give every language, reported by `validate` as file:line like
any other field; a player's file (a track) need not; a French text that is not sound
text is a problem wherever it is.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from tabletop.content.problems import ContentError
from tabletop.content.schema import load_typed, mapping, text, translatable
from tabletop.files.validate import validate
from tabletop.games.track_check import load_track
from tabletop.language import N_, Translated, composed, local, set_language
from tests.content.data_copy import data_copy, edit

__all__ = ["data_copy"]

SPEC = mapping({"id": text(), "label": translatable(min=1), "help": translatable(default="")})


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def read(path: Path, body: str) -> object:
    path.write_text(body, encoding="utf-8")
    return load_typed(path, SPEC, lambda data, reader: data)


def test_the_text_shown_follows_the_language_and_falls_back_to_english(tmp_path: Path) -> None:
    data = read(tmp_path / "a.yaml", "id: laps\nlabel: Laps\nlabel_fr: Tours\nhelp: How many.\n")
    assert isinstance(data, dict)
    label, help_ = data["label"], data["help"]
    assert isinstance(label, Translated) and label == "Laps"  # compares, sorts and saves as the English
    assert local(label) == "Laps"
    set_language("fr")
    assert local(label) == "Tours"
    assert local(help_) == "How many."  # no French given (a player's file): English
    set_language("en")
    assert local(label) == "Laps"


def test_words_keep_their_french_through_a_copy_and_save_as_english() -> None:
    words = Translated("Red", {"fr": "Rouge"})
    assert copy.deepcopy({"car": words})["car"].translations == {"fr": "Rouge"}
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    assert yaml.dump({words: [words]}, Dumper=dumper) == "Red:\n- Red\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("label: Laps\nlabel_fr: 3\n", "a.yaml:3: 'label_fr' must be text, not 3"),
        ("label: Laps\nlabel_fr: ''\n", "a.yaml:3: 'label_fr' must not be empty"),
        ("label: Laps\nlabel_fr: [Tours]\n", "a.yaml:3: 'label_fr' must be text, not a list"),
        ("label: Laps\nhelp_fr: Combien.\n", "a.yaml:3: 'help_fr' has no 'help' beside it"),
        ("label: Laps\nlabel_de: Runden\n", "a.yaml:3: unknown key 'label_de'"),
    ],
)
def test_a_malformed_french_text_is_a_problem_at_its_line(tmp_path: Path, body: str, message: str) -> None:
    with pytest.raises(ContentError) as caught:
        read(tmp_path / "a.yaml", "id: laps\n" + body)
    assert any(message in str(problem) for problem in caught.value.problems), caught.value


def test_validate_names_each_bundled_field_without_its_french(data_copy: Path) -> None:
    edit(data_copy / "games" / "nascard.yaml", "    label_fr: Tours\n", "")
    edit(data_copy / "tutorials" / "motox.yaml", "{name: You, name_fr: Vous,", "{name: You,")
    found = [str(problem) for problem in validate([])]
    assert f"{data_copy / 'games' / 'nascard.yaml'}:" in "\n".join(found)
    laps = [line for line in found if "nascard.yaml" in line and "'label' has no French text" in line]
    missing = "nascard.yaml:22: 'label' has no French text: add 'label_fr' beside it"
    assert laps and laps[0].endswith(missing), found
    assert any("motox.yaml:6: 'name' has no French text: add 'name_fr' beside it" in line for line in found)


def test_a_players_track_needs_no_french(data_copy: Path, tmp_path: Path) -> None:
    bundled = data_copy / "tracks" / "motox" / "switchback.yaml"
    theirs = tmp_path / "mine.yaml"
    english_only = bundled.read_text(encoding="utf-8").replace("name_fr: Les Lacets\n", "")
    theirs.write_text(english_only, encoding="utf-8")
    assert load_track("motox", theirs).name == "Switchback"
    edit(bundled, "name_fr: Les Lacets\n", "")
    with pytest.raises(ContentError, match=r"switchback\.yaml:7: 'name' has no French text"):
        load_track("motox", bundled)


def test_a_name_composed_from_data_words_is_made_in_every_language() -> None:
    """The rules make a name from data words once (a Mind Cycling rider); each language's own
    template and words are used, and it stays the English for comparing and saving."""
    country = Translated("Italy", {"fr": "Italie"})
    role = Translated("domestic", {"fr": "rouleur"})
    name = composed(N_("{country} {role} {number}"), country=country, role=role, number=2)
    assert name == "Italy domestic 2" and local(name) == "Italy domestic 2"
    set_language("fr")
    assert local(name) == "rouleur 2 (Italie)"
    assert yaml.safe_load(yaml.safe_dump(name)) == "Italy domestic 2"
    plain = composed(N_("{country} {role}"), country="Nowhere", role=role)
    assert local(plain) == "rouleur (Nowhere)"  # a word without French reads as written
