"""Nascard assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.game_info import Choice
from tabletop.content.schema import Field
from tabletop.content.setup_figures import Figures
from tabletop.engine.track import Track
from tabletop.engine.track_design.document import Piece
from tabletop.engine.track_design.palette import Palette
from tabletop.games.nascard import editing
from tabletop.games.nascard.bonus_choices import bonus_choices
from tabletop.games.nascard.bot import NascardBot
from tabletop.games.nascard.content import TRACK, load_components, load_track
from tabletop.games.nascard.progress import progress
from tabletop.games.nascard.random_track import RANDOM_TRACK_ID, random_choice
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.search import NascardSearch
from tabletop.games.nascard.setup_figures import nascard_figures
from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.summary import summarise
from tabletop.paths import data_dir

DEFAULT_TRACK = "speedway"


def components_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / "cards" / "nascard.yaml"


def tracks_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / "tracks" / "nascard"


@cache
def make_rules() -> NascardRules:
    parts = load_components(components_path())
    track = load_track(tracks_dir() / f"{DEFAULT_TRACK}.yaml", parts)
    return NascardRules(parts, track)


def setup_choices(source: str) -> tuple[Choice, ...] | None:
    """The new-game form's choices named `source` by data/games/nascard.yaml: each suit's bonus cards."""
    return bonus_choices(load_components(components_path()), source)


def setup_figures() -> Figures:
    """The figures data/games/nascard.yaml's texts name: the recommended bonus cards, the field."""
    return nascard_figures(load_components(components_path()))


def make_bot(seed: int) -> NascardBot:
    return NascardBot(seed)


def make_search() -> NascardSearch:
    return NascardSearch(make_rules())


__all__ = [
    "content_checkers", "editor_layout", "editor_palette", "editor_pieces", "editor_problems",
    "load_track_file", "make_bot", "make_rules", "make_search", "progress", "setup_choices",
    "setup_figures", "summarise",
    "track_in_play",
    "tracks_made_at_setup",
]


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """Which files under data/ (or the user's folder) are Nascard's, and how to check each."""

    def check_track(path: Path) -> object:
        return load_track(path, load_components(components_path()))

    return [
        ("cards/nascard.yaml", load_components),
        ("tracks/nascard/*.yaml", check_track),
    ]


def load_track_file(path: Path, text: str | None = None) -> Track:
    """A track file (or `text` read as that file) checked against Nascard's cards; ContentError."""
    return load_track(path, make_rules().parts, text)


def tracks_made_at_setup() -> list[Mapping[str, Any]]:
    """Track choices with no file, offered before the files: the book's new layout for every race."""
    return [random_choice()]


def track_in_play(state: NascardState) -> dict[str, Any] | None:
    """The layout the match dealt at setup, when its track was the book's random one (the save
    holds only the recipe); None for a track from a file, which the setup holds whole."""
    return dict(state.track.source) if state.track.id == RANDOM_TRACK_ID else None


def editor_palette() -> Palette:
    """The track editor's pieces: the sixteen track cards of the box."""
    return editing.palette(make_rules().parts)


def editor_layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    return editing.layout(name, pieces, make_rules().parts)


def editor_pieces(layout: Mapping[str, Any]) -> list[Piece]:
    return editing.pieces(layout)


def editor_problems(layout: Mapping[str, Any]) -> list[tuple[str, list[int]]]:
    """The rules' check of a track, told to a builder (see `editing.problems`)."""
    return editing.problems(layout, make_rules().parts)


def editor_track_spec() -> Field:
    """What a track file must be, with the bounds of every size and cell, before the editor opens it."""
    return TRACK
