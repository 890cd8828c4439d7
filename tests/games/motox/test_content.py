"""MotoX's data: the piecepack file and track files, with problems at their lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.games.motox.content import load_track
from tabletop.games.motox.game import make_rules

BAD_TRACK = """name: Broken
game: motox
pieces:
  - {at: [0, 0], tile: suns-null}
  - {at: [1, 0], tile: suns-ace, ramp: 1}
  - {at: [1, 1], tile: suns-ace}
  - {at: [0, 1], tile: moons-9}
"""


def test_the_piecepack_has_24_tiles_and_ace_counts_one() -> None:
    parts = make_rules().parts
    assert len(parts.tiles) == 24 and len(set(parts.tiles)) == 24
    assert parts.values["ace"].number == 1 and parts.values["null"].number == 0
    assert parts.numbers.coins == 24 and parts.numbers.dice == 4 and parts.numbers.max_ramp == 3


def test_a_bad_track_file_reports_every_problem_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(BAD_TRACK)
    with pytest.raises(ContentError) as error:
        load_track(path, make_rules().parts)
    lines = {(p.line, p.message.split(" (")[0]) for p in error.value.problems}
    messages = " | ".join(m for _, m in lines)
    assert any(line == 5 and "straight" in m for line, m in lines), messages
    assert any(line == 6 and "already piece 2" in m for line, m in lines), messages
    assert any(line == 7 and "unknown tile 'moons-9'" in m for line, m in lines), messages
    assert any(line == 7 and "touch tile 1" in m for line, m in lines), messages


def test_validate_recognises_motox_tracks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.cli import main
    from tabletop.paths import data_dir

    assert (
        main(["validate", str(data_dir() / "tracks" / "motox"), str(data_dir() / "cards" / "motox.yaml")])
        == 0
    )
    capsys.readouterr()


@pytest.mark.parametrize("height", [4, 10, 99999])
def test_a_ramp_too_high_is_told_the_sets_own_limit_whatever_its_height(tmp_path: Path, height: int) -> None:
    path = tmp_path / "high.yaml"
    path.write_text(
        "name: High\ngame: motox\npieces:\n  - {at: [0, 0], tile: suns-null}\n"
        f"  - {{at: [1, 0], tile: suns-ace, ramp: {height}}}\n  - {{at: [2, 0], tile: suns-2}}\n"
    )
    with pytest.raises(ContentError) as error:
        load_track(path, make_rules().parts)
    told = [str(problem) for problem in error.value.problems]
    assert f"{path}:5: a ramp is at most 3 coins high" in told, told
    assert not any("at most 9" in message for message in told), told
