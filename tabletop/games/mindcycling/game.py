"""Mind Cycling assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, partial
from pathlib import Path
from typing import Any

from tabletop.content.schema import Field
from tabletop.engine.track import Track
from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.least import least, load_least
from tabletop.engine.track_design.palette import Palette
from tabletop.games.mindcycling import editing
from tabletop.games.mindcycling.bot import MindCyclingBot
from tabletop.games.mindcycling.content import TRACK, load_components, load_track
from tabletop.games.mindcycling.progress import progress
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.search import MindCyclingSearch
from tabletop.games.mindcycling.summary import summarise
from tabletop.paths import data_dir

DEFAULT_TRACK = "mountain"

__all__ = [
    "content_checkers", "editor_layout", "editor_least", "editor_palette", "editor_pieces", "editor_problems",
    "load_track_file", "make_bot", "make_rules", "make_search", "progress", "summarise",
]


def components_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / "cards" / "mindcycling.yaml"


def tracks_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / "tracks" / "mindcycling"


@cache
def make_rules() -> MindCyclingRules:
    parts = load_components(components_path())
    course = load_track(tracks_dir() / f"{DEFAULT_TRACK}.yaml")
    return MindCyclingRules(parts, course)


def make_bot(seed: int) -> MindCyclingBot:
    return MindCyclingBot(seed)


def make_search() -> MindCyclingSearch:
    """The Hard player's hooks into the rules (`tabletop.engine.search.searchable`)."""
    return MindCyclingSearch(make_rules())


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """Which files under data/ (or the user's folder) are Mind Cycling's, and how to check each."""
    return [
        ("cards/mindcycling.yaml", load_components),
        ("tracks/mindcycling/*.yaml", load_track),
        ("palettes/mindcycling.yaml", partial(load_least, counts=dict(editing.LEAST))),
    ]


def load_track_file(path: Path, text: str | None = None) -> Track:
    """A course file (or `text` read as that file) checked as a Mind Cycling course; ContentError."""
    return load_track(path, text).track


def editor_palette() -> Palette:
    """The track editor's pieces: the start area, strips of each section, feed zones, rocks, the finish."""
    return editing.palette()


def editor_layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    return editing.layout(name, pieces)


def editor_pieces(layout: Mapping[str, Any]) -> list[Piece]:
    return editing.pieces(layout)


def editor_problems(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    return editing.problems(layout)


def editor_least(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """What the course lacks to be worth racing (a long enough road and sections)."""
    return editing.shortfalls(layout, least("mindcycling", editing.LEAST))


def editor_track_spec() -> Field:
    """What a track file must be, with the bounds of every size and cell, before the editor opens it."""
    return TRACK
