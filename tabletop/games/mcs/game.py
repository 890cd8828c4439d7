"""MCS assembled from its data file: the rules object every other layer uses.

MCS is played without a track: the speedway is always the same oval, drawn by
the view. So `load_track_file` refuses any file, and the content checker covers
the cards file only.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from tabletop.content.problems import ContentError, Problem
from tabletop.content.setup_figures import Figures
from tabletop.engine.track import Track
from tabletop.games.mcs.bot import McsBot
from tabletop.games.mcs.content import load_components
from tabletop.games.mcs.progress import progress
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.search import McsSearch
from tabletop.games.mcs.setup_figures import heat_figures
from tabletop.games.mcs.summary import summarise
from tabletop.language import _
from tabletop.paths import data_dir

__all__ = [
    "content_checkers", "load_track_file", "make_bot", "make_rules", "make_search", "progress",
    "setup_figures", "summarise",
]


def components_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / "cards" / "mcs.yaml"


@cache
def make_rules() -> McsRules:
    return McsRules(load_components(components_path()))


def setup_figures() -> Figures:
    """The figures data/games/mcs.yaml's texts name: the heats of each match."""
    return heat_figures(load_components(components_path()))


def make_bot(seed: int) -> McsBot:
    return McsBot(seed)


def content_checkers() -> list[tuple[str, Callable[[Path], object]]]:
    """MCS's only data file is its cards file."""
    return [("cards/mcs.yaml", load_components)]


def load_track_file(path: Path, text: str | None = None) -> Track:
    """MCS races on one speedway oval and reads no track files."""
    message = _("MCS uses no track: its speedway oval is always the same")
    raise ContentError([Problem(str(path), 1, message)])


def make_search() -> McsSearch:
    return McsSearch(make_rules())
