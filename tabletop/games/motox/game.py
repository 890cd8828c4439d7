"""MotoX assembled from its data files: the rules object every other layer uses."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from tabletop.engine.track import Track
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.content import load_components, load_track
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.summary import summarise
from tabletop.paths import data_dir

__all__ = ["content_checkers", "load_track_file", "make_bot", "make_rules", "summarise"]


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
