"""Solo best scores in the user folder: kept when better, and a damaged file never stops anything."""

from __future__ import annotations

from pathlib import Path

from tabletop.games.mindcycling.records import Score, best, load_records, record


def test_a_better_score_replaces_the_best_and_a_worse_one_does_not(tmp_path: Path) -> None:
    path = tmp_path / "records.yaml"
    assert best("Col", path) is None
    assert record("Col", Score(10, 4), path)
    assert not record("Col", Score(10, 5), path)
    assert not record("Col", Score(11, 0), path)
    assert record("Col", Score(10, 2), path)
    assert record("Plains", Score(8, 1), path)
    assert load_records(path) == {"Col": Score(10, 2), "Plains": Score(8, 1)}


def test_a_damaged_or_strange_file_is_read_as_far_as_it_goes(tmp_path: Path) -> None:
    path = tmp_path / "records.yaml"
    path.write_text("{{{ not yaml", encoding="utf-8")
    assert load_records(path) == {}
    assert record("Col", Score(9, 3), path)  # and the next record mends it
    assert best("Col", path) == Score(9, 3)
    path.write_text(
        "Col: {turns: -1, spaces: 2}\nPlains: [1, 2]\nHills: {turns: 7, spaces: 0}\n", encoding="utf-8"
    )
    assert load_records(path) == {"Hills": Score(7, 0)}
    path.write_text("- just a list\n", encoding="utf-8")
    assert load_records(path) == {}


def test_an_unwritable_folder_loses_only_the_record(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert not record("Col", Score(9, 3), blocker / "records.yaml")
