"""A copy of the app's data to damage in a test, which the app then reads instead of its own."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.games import playable
from tabletop.games.registry import GAME_IDS, game_module
from tabletop.games.setup import game_info
from tabletop.paths import bundle_root

DATA_SUFFIXES = (".yaml", ".json", ".md")


def data_files(root: Path) -> list[Path]:
    """Every file under `root`/data that the app reads, as paths relative to data/."""
    data = root / "data"
    return sorted(p.relative_to(data) for p in data.rglob("*") if p.is_file() and p.suffix in DATA_SUFFIXES)


def forget_loaded_data() -> None:
    """The app reads its data once; a test that swaps the data must make it read again."""
    game_info.cache_clear()
    playable.forget()
    for game_id in GAME_IDS:
        module: Any = game_module(game_id)  # its make_rules is cached
        module.make_rules.cache_clear()


def edit(path: Path, old: str, new: str) -> None:
    """Damage the data file at `path`: its first `old` (which must be there) becomes `new`."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def data_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh copy of data/ (sprites shared) that the app reads as its own; yields the data folder."""
    root = tmp_path / "bundle"
    shutil.copytree(bundle_root() / "data", root / "data")
    (root / "sprites").symlink_to(bundle_root() / "sprites")
    monkeypatch.setenv("TABLETOP_ROOT", str(root))
    forget_loaded_data()
    yield root / "data"
    monkeypatch.delenv("TABLETOP_ROOT")
    forget_loaded_data()
