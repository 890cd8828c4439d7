"""MotoX assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.schema import Field
from tabletop.editor.document import Piece
from tabletop.editor.palette import Palette
from tabletop.engine.track import Track
from tabletop.games.motox import editor_tiles
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.content import TRACK, load_components, load_track
from tabletop.games.motox.rules import SAVED_TRACK, MotoXRules
from tabletop.games.motox.summary import summarise
from tabletop.paths import data_dir

__all__ = [
    "EDITOR_RACE_OPTIONS", "content_checkers", "editor_layout", "editor_palette", "editor_pieces",
    "load_track_file", "make_bot", "make_rules", "summarise",
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


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """Which files under data/ (or the user's folder) are MotoX's, and how to check each."""
    return [
        ("cards/motox.yaml", load_components),
        ("tracks/motox/*.yaml", load_track_file),
    ]


def load_track_file(path: Path, text: str | None = None) -> Track:
    """A track file (or `text` read as that file) checked as a MotoX track; ContentError on problems."""
    return load_track(path, make_rules().parts, text)


def editor_palette() -> Palette:
    """The track editor's pieces: the set's 24 tiles, each with its ramp heights as sides."""
    return editor_tiles.palette(make_rules().parts)


def editor_layout(name: str, pieces: Sequence[Piece]) -> tuple[dict[str, Any], list[int]]:
    return editor_tiles.layout(name, pieces)


def editor_pieces(layout: Mapping[str, Any]) -> list[Piece]:
    return editor_tiles.pieces(layout)


def editor_track_spec() -> Field:
    """What a track file must be, with the bounds of every size and cell, before the editor opens it."""
    return TRACK
