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
from tabletop.engine.contract import Setup
from tabletop.engine.track import Track
from tabletop.games.registry import game_module, rules_for
from tabletop.language import _


def load_track(game_id: str, path: Path, text: str | None = None) -> Track:
    """`path` (or `text`, named as `path`) as a track of `game_id`; ContentError with every problem."""
    load = game_module(game_id).load_track_file
    if text is None:
        track = load(path)
    elif "text" in inspect.signature(load).parameters:
        track = load(path, text=text)
    else:
        raise ContentError([Problem(str(path), 1, _("this game reads no track from a save"))])
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
        return [_("the track cannot be checked: {error}").format(error=f"{type(exc).__name__}: {exc}")]


def layout_text(layout: Mapping[str, Any]) -> str:
    """A track embedded in a save, written out as its own file would be.

    A save holds the layout as the game's loader filled it in, where a field the
    file left out reads as empty (`start: null`); a track file never says empty,
    so those fields are left out again, and the loader fills them in as before.
    """
    return yaml.safe_dump(_as_written(to_plain(dict(layout))), sort_keys=False, allow_unicode=True)


def _as_written(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _as_written(item) for key, item in value.items() if item is not None}
    if isinstance(value, list):
        return [_as_written(item) for item in value]
    return value


def raced_track(game_id: str, setup: Setup) -> Mapping[str, Any] | None:
    """The track a match of `setup` starts racing on: the setup's, unless the game's module says
    otherwise (`raced_track`: MotoX's players may build theirs in play)."""
    hook = getattr(game_module(game_id), "raced_track", None)
    return setup.track if hook is None else hook(setup)


def track_in_play(game_id: str, state: Any) -> Mapping[str, Any] | None:
    """The track of a match as it stands, where the match makes it (the game's module's
    `track_in_play`: MotoX's tiles laid so far, Nascard's random layout as dealt); None where the
    setup holds the whole track."""
    hook = getattr(game_module(game_id), "track_in_play", None)
    return None if hook is None else hook(state)


def made_at_setup(game_id: str, layout: Mapping[str, Any]) -> bool:
    """Whether `layout` is one of the game's recipes for a track it builds at setup (Nascard's
    random layout): a save records that recipe, and the match's seed builds the same track again.
    Its name is only a label, so a recipe renamed since the save was made is still known."""
    recipes: list[Mapping[str, Any]] = getattr(game_module(game_id), "tracks_made_at_setup", list)()
    unnamed = {key: value for key, value in layout.items() if key != "name"}
    return isinstance(layout.get("name"), str) and any(
        unnamed == {key: value for key, value in recipe.items() if key != "name"} for recipe in recipes
    )
