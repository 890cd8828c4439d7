"""Content identity: two things the players must tell apart may not be written the same."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.content.game_info import GAME_SPEC
from tabletop.content.problems import ContentError
from tabletop.content.schema import Field
from tabletop.engine.match import SETUP_SPEC
from tabletop.games.mcs import content as mcs_content
from tabletop.games.nascard import content as nascard_content
from tabletop.games.raceday import content as raceday_content
from tabletop.paths import data_dir
from tests.content.data_copy import edit

NASCARD = data_dir() / "cards" / "nascard.yaml"


def changed(tmp_path: Path, source: Path, old: str, new: str) -> Path:
    """A copy of `source` in `tmp_path` with its first `old` made `new`."""
    path = tmp_path / source.name
    shutil.copyfile(source, path)
    edit(path, old, new)
    return path


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("{id: blue, name: Blue,", "{id: purple, name: Blue,", "suit id 'purple' is listed twice"),
        ('colour: "#2e86de"', 'colour: "#8e44ad"', "suit colour '#8e44ad' is listed twice"),
        ("{colour: blue, name: Blue,", "{colour: red, name: Blue,", "car colour 'red' is listed twice"),
        ("{colour: blue, name: Blue,", "{colour: red, name: Red,", "car name 'Red' is listed twice"),
    ],
)
def test_nascard_repeats_are_refused_at_the_line_of_the_repeat(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    path = changed(tmp_path, NASCARD, old, new)
    with pytest.raises(ContentError) as caught:
        nascard_content.load_components(path)
    assert any(message in problem.message for problem in caught.value.problems), caught.value
    assert all(problem.line > 1 for problem in caught.value.problems)


def test_a_nascard_track_may_not_lay_one_card_twice(tmp_path: Path) -> None:
    track = data_dir() / "tracks" / "nascard" / "speedway.yaml"
    path = changed(tmp_path, track, "{card: S2,", "{card: S1,")
    parts = nascard_content.load_components(NASCARD)
    with pytest.raises(ContentError, match=r"speedway\.yaml:10: track card 'S1' is listed twice"):
        nascard_content.load_track(path, parts)


def numbers_without_bounds(spec: Field, where: str = "") -> list[str]:
    """Every whole number or number in `spec` that has no choices and lacks a minimum or maximum."""
    found = []
    if spec.kind in ("int", "float") and spec.choices is None and (spec.min is None or spec.max is None):
        found.append(where or "the top")
    for key, field in (spec.fields or {}).items():
        found += numbers_without_bounds(field, f"{where}.{key}")
    if spec.item is not None:
        found += numbers_without_bounds(spec.item, f"{where}[]")
    return found


@pytest.mark.parametrize(
    "spec",
    [
        GAME_SPEC,
        SETUP_SPEC,
        nascard_content.COMPONENTS,
        nascard_content.TRACK,
        mcs_content.COMPONENTS,
        raceday_content.COMPONENTS,
        raceday_content.TRACK,
    ],
)
def test_every_number_in_a_file_has_a_range(spec: Field) -> None:
    assert numbers_without_bounds(spec) == []
