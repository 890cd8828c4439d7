"""The tracks a game can be played on: the bundled ones and the user's own."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError
from tabletop.games.registry import game_module
from tabletop.games.track_check import load_track
from tabletop.paths import data_dir, user_dir


@dataclass(frozen=True)
class TrackChoice:
    id: str
    name: str
    layout: Mapping[str, Any]
    path: Path | None  # None: built by the game at setup (Nascard's random layout), no file
    user: bool

    @property
    def key(self) -> str:
        """Names this track from one run to the next (a path would not outlive a move of the
        app): its id, and whether it is the user's own, which may share a bundled track's id."""
        return f"yours/{self.id}" if self.user else self.id


def user_tracks_dir(game_id: str) -> Path:
    return user_dir() / "tracks" / game_id


def available_tracks(game_id: str) -> tuple[list[TrackChoice], list[str]]:
    """The game's setup-built tracks, then every track file that loads, bundled before the
    user's; and one line per file that does not."""
    game = game_module(game_id)
    # A game may offer tracks it builds at setup; they come first, as its default.
    made = getattr(game, "tracks_made_at_setup", list)
    choices = [
        TrackChoice(str(layout["name"]), layout["name"], layout, None, False) for layout in made()
    ]
    problems: list[str] = []
    folders = ((data_dir() / "tracks" / game_id, False), (user_tracks_dir(game_id), True))
    for folder, user in folders:
        loaded = []
        for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
            try:
                track = load_track(game_id, path)
            except ContentError as error:
                problems.extend(str(p) for p in error.problems)
                continue
            loaded.append(TrackChoice(path.stem, track.name, dict(track.source), path, user))
        # The user's own by name, as the editor lists them (copies by their numbers); the
        # bundled ones keep their files' order, which puts each game's usual track first.
        choices += sorted(loaded, key=lambda choice: reading_order(choice.name)) if user else loaded
    return choices, problems


def reading_order(name: str) -> list[str | int]:
    """A name's sort key as a reader orders names: its numbers by value, so "(copy)" comes before
    "(copy) (2)", and "(copy) (9)" before "(copy) (10)"; capitals aside."""
    return [int(part) if index % 2 else part.casefold()
            for index, part in enumerate(re.split(r"(\d+)", name))]
