"""Course files: the built-in stages load, and check_track names every problem."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from tabletop.content.problems import ContentError
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.files import saves
from tabletop.games.mindcycling.content import load_track
from tabletop.games.mindcycling.game import tracks_dir

from .helpers import COURSE, rules, stage


def test_the_three_built_in_stages_load() -> None:
    flat = load_track(tracks_dir() / "flat.yaml")
    sprint = load_track(tracks_dir() / "sprint.yaml")
    mountain = load_track(tracks_dir() / "mountain.yaml")
    assert flat.sprint_end is None and flat.mountain_end is None
    assert sprint.sprint_end is not None and sprint.mountain_end is None
    assert {s.kind for s in mountain.strips} >= {"flat", "sprint", "mountain"}
    assert len(mountain.feed) == 2 and len(mountain.rocks) == 6
    assert all(mountain.kind(rock) == "mountain" for rock in mountain.rocks)


def test_a_good_course_has_no_problems() -> None:
    assert rules().check_track(COURSE) == []


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda c: c["pieces"].pop(0), "start area"),
        (lambda c: c["pieces"].pop(), "finish line"),
        (lambda c: c["pieces"][1].update(rocks=[[2, 2]]), "only in mountain"),
        (lambda c: c["pieces"][1].update(lanes=7), "2 to 5 lanes"),
        (lambda c: c["pieces"][2].update(rows=40), "1 to 30 rows"),
        (lambda c: c["pieces"][4].update(rocks=[[9, 1]]), "off the strip"),
        (lambda c: c["pieces"][4].update(rocks=[[2, 1], [2, 2], [2, 3]]), "close the road"),
        (lambda c: c["pieces"][0].update(rows=2), "room for 20"),
        (lambda c: c["pieces"][1].update(kind="hill"), "unknown kind"),
        (lambda c: (c["pieces"][2].update(lanes=5), c["pieces"][3].update(lanes=2)), "never finish"),
    ],
)
def test_check_track_names_each_problem(change, words: str) -> None:  # type: ignore[no-untyped-def]
    layout = copy.deepcopy(COURSE)
    change(layout)
    problems = rules().check_track(layout)
    assert any(words in p for p in problems), problems


def test_a_bad_course_file_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "name: Bad\ngame: mindcycling\npieces:\n  - {kind: start, rows: 7}\n"
        "  - {kind: flat, rows: 5, rocks: [[1, 1]]}\n  - {kind: finish}\n"
    )
    with pytest.raises(ContentError) as error:
        load_track(path)
    assert "bad.yaml:5" in str(error.value) and "mountain" in str(error.value)


def test_a_five_lane_strip_into_a_two_lane_strip_strands_its_middle_lane() -> None:
    """Issue 23: the middle of five lanes touches neither of two; a rider there never finishes."""
    layout = copy.deepcopy(COURSE)
    layout["pieces"][2].update(lanes=5)
    layout["pieces"][3].update(lanes=2)
    assert rules().check_track(layout) == [
        "piece 3 lanes: from lane 3 of its last row no road leads on to the 2-lane strip after it, "
        "so a rider there could never finish; put a 3-lane or 4-lane strip between them"
    ]
    with pytest.raises(ValueError, match="never finish"):  # nor can a saved game bring one back
        stage(course=layout)


@pytest.mark.parametrize("lanes", [(2, 5), (5, 3), (4, 2), (3, 2), (5, 4), (2, 3)])
def test_every_other_change_of_width_leaves_a_way_on_from_every_space(lanes: tuple[int, int]) -> None:
    layout = copy.deepcopy(COURSE)
    layout["pieces"][2].update(lanes=lanes[0])
    layout["pieces"][3].update(lanes=lanes[1])
    assert rules().check_track(layout) == []
    course = stage(course=layout).course
    assert all(course.ahead(space) for space in course.track.spaces)


def test_a_stranding_course_file_names_the_strip_line(tmp_path: Path) -> None:
    path = tmp_path / "stranded.yaml"
    path.write_text(
        "name: Stranded\ngame: mindcycling\npieces:\n  - {kind: start, rows: 7}\n"
        "  - {kind: flat, rows: 5, lanes: 5}\n  - {kind: flat, rows: 5, lanes: 2}\n  - {kind: finish}\n"
    )
    with pytest.raises(ContentError) as error:
        load_track(path)
    assert [(p.line, "never finish" in p.message) for p in error.value.problems] == [(5, True)]


def test_a_save_from_before_on_a_stranding_course_is_refused_with_words(tmp_path: Path) -> None:
    """Such a stage could never end; a save of one (written before the check) is refused, not run."""
    layout = copy.deepcopy(COURSE)
    layout["pieces"][2].update(lanes=5)
    layout["pieces"][3].update(lanes=2)
    data = Match(rules(), Setup((SeatSetup("Ann"), SeatSetup("Bo")), {}, COURSE), 3).to_data()
    data["setup"]["track"] = layout
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    with pytest.raises(SaveError, match="never finish"):
        saves.load(path)
