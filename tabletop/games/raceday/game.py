"""Race Day assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.game_info import Choice
from tabletop.content.schema import Field
from tabletop.engine.track import Track
from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.palette import Palette
from tabletop.games.raceday import editing
from tabletop.games.raceday.bot import RaceDayBot
from tabletop.games.raceday.car_choices import car_choices
from tabletop.games.raceday.content import TRACK, load_components, load_track
from tabletop.games.raceday.editing import Segments, load_segments
from tabletop.games.raceday.progress import progress
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.search import RaceDaySearch
from tabletop.games.raceday.summary import summarise
from tabletop.paths import data_dir

DEFAULT_TRACK = "pocono"

__all__ = [
    "content_checkers", "editor_layout", "editor_palette", "editor_pieces", "editor_problems",
    "load_track_file", "make_bot", "make_rules", "make_search", "progress", "setup_choices", "summarise",
]


def components_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / "cards" / "raceday.yaml"


def tracks_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / "tracks" / "raceday"


@cache
def make_rules() -> RaceDayRules:
    parts = load_components(components_path())
    circuit = load_track(tracks_dir() / f"{DEFAULT_TRACK}.yaml")
    return RaceDayRules(parts, circuit)


def setup_choices(source: str) -> tuple[Choice, ...] | None:
    """The new-game form's choices named `source` by data/games/raceday.yaml: the seats' cars."""
    return car_choices(load_components(components_path()), source)


def make_bot(seed: int) -> RaceDayBot:
    return RaceDayBot(seed)


def make_search() -> RaceDaySearch:
    return RaceDaySearch(make_rules())


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """Which files under data/ (or the user's folder) are Race Day's, and how to check each."""
    return [
        ("cards/raceday.yaml", load_components),
        ("tracks/raceday/*.yaml", load_track),
        ("palettes/raceday.yaml", load_segments),
    ]


def load_track_file(path: Path, text: str | None = None) -> Track:
    """A track file (or `text` read as that file) checked as a Race Day track (ContentError on problems)."""
    return load_track(path, text).track


@cache
def _segments() -> Segments:
    return load_segments(data_dir() / "palettes" / "raceday.yaml")


def editor_palette() -> Palette:
    """The track editor's pieces: straights, turns, single-file pieces, finish line and grid."""
    return editing.palette(_segments())


def editor_layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    return editing.layout(name, pieces, _segments())


def editor_pieces(layout: Mapping[str, Any]) -> list[Piece]:
    return editing.pieces(layout)


def editor_problems(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    return editing.problems(layout, _segments())


def editor_track_spec() -> Field:
    """What a track file must be, with the bounds of every size and cell, before the editor opens it."""
    return TRACK
