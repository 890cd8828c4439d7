"""Saved games on disk: the autosave the table writes after every action, and named saves.

A save file is `Match.to_data()` as YAML (see `engine.match`). Loading replays
every move, which is slow for a long game and fails loudly on a damaged file, so
the load screen's list reads only each file's header fields and notes what looks
wrong; the full check happens when the player opens one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from tabletop import paths
from tabletop.content.problems import ContentError
from tabletop.engine.match import SAVE_FORMAT, Match, SaveError
from tabletop.game_setup import game_info
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.paths import user_dir

SUFFIX = ".yaml"


@dataclass(frozen=True)
class SaveInfo:
    """One save file as the load screen lists it; `problem` is set when it cannot be opened."""

    path: Path
    game: str
    game_name: str
    players: tuple[str, ...]
    moves: int
    modified: datetime
    problem: str | None = None


def saves_dir() -> Path:
    return user_dir() / "saves"


def autosave_path() -> Path:
    return paths.autosave_path()


# --- the autosave ------------------------------------------------------------------


def write_autosave(match: Match) -> None:
    """Replace the autosave with `match` (atomically: a crash leaves the old one or the new)."""
    match.save(autosave_path())


def clear_autosave() -> None:
    autosave_path().unlink(missing_ok=True)


def has_autosave() -> bool:
    return autosave_path().is_file()


def load_autosave() -> Match:
    return load(autosave_path())


# --- named saves -----------------------------------------------------------------------


def load(path: Path) -> Match:
    """The match saved at `path`, replayed and checked; SaveError says what is wrong."""
    if not path.is_file():
        raise SaveError(f"{path}: there is no saved game here (the file was moved or deleted)")
    return Match.load(path, rules_for)


def save_named(match: Match, *, now: datetime | None = None) -> Path:
    """Save `match` as `<game>-<date>-<time>.yaml` in the saves folder; never overwrites a file."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{match.game_id}-{(now or datetime.now()).strftime('%Y%m%d-%H%M%S')}"
    number = 1
    while True:
        path = folder / f"{stem}{SUFFIX if number == 1 else f'-{number}{SUFFIX}'}"
        try:
            # Creating the file exclusively claims the name, even against another save
            # made at the same moment; the atomic write then replaces the empty file.
            path.open("x").close()
        except FileExistsError:
            number += 1
            continue
        break
    try:
        match.save(path)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first; files that look broken are kept, with a problem."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found = [
        _read_info(path)
        for path in folder.glob(f"*{SUFFIX}")
        if path.is_file() and not path.name.startswith(".")
    ]
    return sorted(found, key=lambda info: (info.modified, info.path.name), reverse=True)


def delete(path: Path) -> None:
    path.unlink(missing_ok=True)


def _read_info(path: Path) -> SaveInfo:
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return SaveInfo(path, "", "Unknown game", (), 0, datetime.fromtimestamp(0),
                        f"cannot be read: {exc}")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        return SaveInfo(path, "", "Unknown game", (), 0, modified, f"not valid YAML{where}")
    if not isinstance(data, Mapping):
        return SaveInfo(path, "", "Unknown game", (), 0, modified, "not a saved game")
    game = str(data.get("game", ""))
    players, moves, problem = _players(data), _moves(data), _header_problem(data, game)
    return SaveInfo(path, game, _game_name(game), players, moves, modified, problem)


def _players(data: Mapping[str, Any]) -> tuple[str, ...]:
    setup = data.get("setup")
    seats = setup.get("seats") if isinstance(setup, Mapping) else None
    if not isinstance(seats, list):
        return ()
    return tuple(str(s["name"]) for s in seats if isinstance(s, Mapping) and "name" in s)


def _moves(data: Mapping[str, Any]) -> int:
    moves = data.get("moves")
    return len(moves) if isinstance(moves, list) else 0


def _header_problem(data: Mapping[str, Any], game: str) -> str | None:
    """What is visibly wrong with a save's fields, short of replaying its moves."""
    if data.get("format") != SAVE_FORMAT:
        return f"save format {data.get('format')!r} is not supported (expected {SAVE_FORMAT})"
    if game not in GAME_IDS:
        return f"unknown game {game!r}"
    setup = data.get("setup")
    seats = setup.get("seats") if isinstance(setup, Mapping) else None
    if not isinstance(seats, list) or not seats:
        return "the players are missing"
    if len(_players(data)) != len(seats):
        return "a player has no name"
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        return "the seed is missing or not a whole number"
    if not isinstance(data.get("moves") or [], list):
        return "the moves are damaged"
    return None


def _game_name(game: str) -> str:
    if game not in GAME_IDS:
        return game or "Unknown game"
    try:
        return game_info(game).name
    except ContentError:
        # The app's own data is broken; `tabletop validate` reports it, the list still works.
        return game
