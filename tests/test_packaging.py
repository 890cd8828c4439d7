"""What the frozen bundle takes in: PyInstaller gathers the package's modules by walking it."""

from __future__ import annotations

import pkgutil

import tabletop
from tabletop.games.registry import GAME_IDS


def test_walking_the_package_finds_every_game() -> None:
    """The spec's `collect_submodules("tabletop")` walks packages as pkgutil does: a folder
    without `__init__.py` is skipped, and its game is missing from the bundle."""
    found = {name for _, name, _ in pkgutil.walk_packages(tabletop.__path__, "tabletop.")}
    for game_id in GAME_IDS:
        assert {f"tabletop.games.{game_id}.game", f"tabletop.games.{game_id}.view"} <= found, game_id
