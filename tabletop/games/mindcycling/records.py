"""Solo best scores, one per stage, kept in the player's own folder.

A score is the turns taken to bring the riders across, then the spaces the
last rider still needed (fewer is better in both). The file is YAML read
through the app's guarded loader; a missing, damaged or hand-edited file
never stops a game: bad entries are skipped and the next record rewrites it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from tabletop.content.problems import ContentError
from tabletop.content.yaml_source import read_yaml, to_plain
from tabletop.engine.words import say
from tabletop.language import _
from tabletop.paths import user_dir, write_atomic

FILE_NAME = "mindcycling-records.yaml"


@dataclass(frozen=True, order=True)
class Score:
    turns: int
    spaces: int

    def words(self) -> str:
        return say(_("{turns:turn}, {spaces} to go"), turns=self.turns, spaces=self.spaces)


def records_path() -> Path:
    return user_dir() / FILE_NAME


def load_records(path: Path | None = None) -> dict[str, Score]:
    """Stage name -> best score; whatever cannot be read is left out."""
    path = path or records_path()
    try:
        data = to_plain(read_yaml(path)) if path.exists() else {}
    except (ContentError, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    found: dict[str, Score] = {}
    for name, entry in data.items():
        if not isinstance(entry, dict):
            continue
        turns, spaces = entry.get("turns"), entry.get("spaces")
        if isinstance(turns, int) and isinstance(spaces, int) and _count(turns) and _count(spaces):
            found[str(name)] = Score(turns, spaces)
    return found


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10_000


def best(stage: str, path: Path | None = None) -> Score | None:
    return load_records(path).get(stage)


def record(stage: str, score: Score, path: Path | None = None) -> bool:
    """Keep `score` if it beats the stage's best; True when it does. A disk error loses only the record."""
    path = path or records_path()
    records = load_records(path)
    old = records.get(stage)
    if old is not None and old <= score:
        return False
    records[stage] = score
    plain = {name: {"turns": s.turns, "spaces": s.spaces} for name, s in sorted(records.items())}
    try:
        write_atomic(path, yaml.safe_dump(plain, sort_keys=True, allow_unicode=True))
    except OSError:
        return False
    return True
