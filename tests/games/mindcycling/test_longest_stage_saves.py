"""Issue 23: a save the app wrote always loads, even of the longest stage the course file allows.

Stage length is bounded by the course file's schema (strips per course, rows per strip); the
save's own limits (moves, bytes) must hold a whole stage of that length with the most teams.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.engine.contract import Action
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.mindcycling.game import load_track_file, make_rules
from tabletop.games.setup import game_info
from tabletop.games.simulate import bot_setup, play_match

MOST_STRIPS = 100  # the course file's bound on `pieces`
MOST_ROWS = 30  # and on a strip's `rows`


def course_text(strips: int) -> str:
    road = f"  - {{kind: flat, rows: {MOST_ROWS}}}\n" * (strips - 2)
    return (
        "name: Longest\ngame: mindcycling\nlanes: 5\npieces:\n"
        f"  - {{kind: start, rows: {MOST_ROWS}}}\n{road}  - {{kind: finish}}\n"
    )


def moves(match: Match) -> list[tuple[int, Action]]:
    return [(step.seat, step.action) for step in match.steps]


def test_a_longer_course_than_the_bound_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ContentError):
        load_track_file(tmp_path / "too-long.yaml", course_text(MOST_STRIPS + 1))


def test_a_whole_stage_of_the_longest_course_with_the_most_teams_saves_and_loads(tmp_path: Path) -> None:
    track = load_track_file(tmp_path / "longest.yaml", course_text(MOST_STRIPS))
    teams = game_info("mindcycling").max_players
    setup = replace(bot_setup(teams, {}), track=dict(track.source))
    match = play_match(make_rules(), setup, seed=1)
    assert match.outcome() is not None
    path = tmp_path / "stage.yaml"
    match.save(path)
    loaded = saves.load(path)
    assert moves(loaded) == moves(match)
