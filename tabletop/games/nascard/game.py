"""Nascard assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tabletop.games.nascard.content import load_components, load_track
from tabletop.games.nascard.rules import NascardRules
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
