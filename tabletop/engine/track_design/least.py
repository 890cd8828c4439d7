"""The least a track needs to be worth racing, beyond what makes it a track at all.

A game's rules refuse what cannot be raced (no finish line, pieces that do not
join). A three-piece stage can be raced, but is over before it starts; what a
race needs at least (its length, the length of a section) is the editor's to
ask, with numbers a game keeps under `least:` in `data/palettes/<game>.yaml`
and rulings in `data/rules/<game>.md`. Tracks made before keep racing: the
rules, the new-game screen and saves do not ask this.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.schema import Reader, integer, load_typed, mapping
from tabletop.language import N_
from tabletop.paths import data_dir


def least_path(game_id: str, root: Path | None = None) -> Path:
    return (root or data_dir()) / "palettes" / f"{game_id}.yaml"


def load_least(path: Path, counts: Mapping[str, str]) -> dict[str, int]:
    """The `least:` numbers of `path`, one per key of `counts` (key -> what it counts)."""
    numbers = {key: integer(min=1, max=1000, doc=what) for key, what in counts.items()}
    spec = mapping({"least": mapping(numbers)})

    def build(data: Any, reader: Reader) -> dict[str, int]:
        return {key: int(value) for key, value in data["least"].items()}

    return load_typed(path, spec, build, what=N_("the editor's least track"))


@cache
def least(game_id: str, counts: tuple[tuple[str, str], ...]) -> dict[str, int]:
    return load_least(least_path(game_id), dict(counts))
