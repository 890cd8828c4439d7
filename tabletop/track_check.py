"""A track from outside the package (a file, or the one embedded in a save), checked by its game.

Two checks, both the game's: its track file loader (the schema, with lines, and
whatever the loader builds), then its rules' `check_track`, which is the
authority on what makes a track playable (where the start/finish may be, say).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import LMap, read_yaml, to_plain
from tabletop.engine.track import Track
from tabletop.games.registry import game_module, rules_for


def load_track(game_id: str, path: Path, text: str | None = None) -> Track:
    """`path` (or `text`, named as `path`) as a track of `game_id`; ContentError with every problem."""
    load = game_module(game_id).load_track_file
    if text is None:
        track = load(path)
    elif "text" in inspect.signature(load).parameters:
        track = load(path, text=text)
    else:
        raise ContentError([Problem(str(path), 1, "this game reads no track from a save")])
    problems = rules_problems(game_id, track.source)
    if problems:
        data = read_yaml(path, text)
        line = data.line_of("pieces") if isinstance(data, LMap) else 1
        raise ContentError([Problem(str(path), line, message) for message in problems])
    return track


def rules_problems(game_id: str, layout: Mapping[str, Any]) -> list[str]:
    """What the game's rules find wrong with `layout` (nothing when they have no track check)."""
    check = getattr(rules_for(game_id), "check_track", None)
    if check is None:
        return []
    try:
        return [str(problem) for problem in check(layout)]
    except Exception as exc:  # a check meeting a shape it did not expect: the track is still refused
        return [f"the track cannot be checked: {type(exc).__name__}: {exc}"]


def layout_text(layout: Mapping[str, Any]) -> str:
    """A track embedded in a save, written out as its own file would be."""
    return yaml.safe_dump(to_plain(dict(layout)), sort_keys=False, allow_unicode=True)
