"""MotoX assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, partial
from pathlib import Path
from typing import Any

from tabletop.content.game_info import load_game_info
from tabletop.content.problems import Problem
from tabletop.content.schema import Field
from tabletop.engine.contract import Setup
from tabletop.engine.track import Track
from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.least import least, load_least
from tabletop.engine.track_design.palette import Palette
from tabletop.games.motox import editing
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.content import TRACK, check_game_info, load_components, load_track
from tabletop.games.motox.progress import progress
from tabletop.games.motox.rules import BUILD_TRACK, SAVED_TRACK, MotoXRules
from tabletop.games.motox.search import MotoXSearch
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.summary import built_track, summarise
from tabletop.paths import data_dir

__all__ = [
    "EDITOR_RACE_OPTIONS", "content_checkers", "data_problems", "editor_layout", "editor_least",
    "editor_palette", "editor_pieces", "editor_problems", "load_track_file", "make_bot", "make_rules",
    "make_search", "progress", "raced_track", "summarise", "track_in_play",
]

# A test drive races on the track being edited rather than building a new one.
EDITOR_RACE_OPTIONS = {"track": SAVED_TRACK}


def components_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / "cards" / "motox.yaml"


@cache
def make_rules() -> MotoXRules:
    return MotoXRules(load_components(components_path()))


def make_bot(seed: int) -> MotoXBot:
    return MotoXBot(seed)


def make_search() -> MotoXSearch:
    return MotoXSearch(make_rules())


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """Which files under data/ (or the user's folder) are MotoX's, and how to check each."""
    return [
        ("cards/motox.yaml", load_components),
        ("tracks/motox/*.yaml", load_track_file),
        ("palettes/motox.yaml", partial(load_least, counts=dict(editing.LEAST))),
    ]


def data_problems() -> list[Problem]:
    """What breaks MotoX across its files: the new-game form must fit the piecepack and the rules."""
    path = data_dir() / "games" / "motox.yaml"
    parts = make_rules().parts
    return check_game_info(path, load_game_info(path), parts, "track", (BUILD_TRACK, SAVED_TRACK))


def load_track_file(path: Path, text: str | None = None) -> Track:
    """A track file (or `text` read as that file) checked as a MotoX track; ContentError on problems."""
    return load_track(path, make_rules().parts, text)


def raced_track(setup: Setup) -> Mapping[str, Any] | None:
    """The track a match of `setup` starts racing on; None when its players build one."""
    return make_rules().raced_track(setup)


def track_in_play(state: MotoXState) -> dict[str, Any] | None:
    """The tiles and ramps laid so far, as a track file's data (None before the first tile)."""
    return built_track(state) if state.tiles else None


def editor_palette() -> Palette:
    """The track editor's pieces: the set's 24 tiles, each with its ramp heights as sides."""
    return editing.palette(make_rules().parts)


def editor_layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    return editing.layout(name, pieces)


def editor_pieces(layout: Mapping[str, Any]) -> list[Piece]:
    return editing.pieces(layout)


def editor_problems(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """The rules' check of a track, told once where the editor's least says it better."""
    return editing.problems(layout, make_rules().parts, least("motox", editing.LEAST))


def editor_least(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """What the track lacks to be worth racing (enough tiles)."""
    return editing.shortfalls(layout, least("motox", editing.LEAST))


def editor_track_spec() -> Field:
    """What a track file must be, with the bounds of every size and cell, before the editor opens it."""
    return TRACK
