"""A tutorial file checked against the game it teaches, as `validate` and Learn to play both read it.

The file's fields alone say little: a lesson must name moves and events of its
own game, the seats and options must be ones the game's form offers, the track
one of the game's own, and the guided game must start. A lesson that names
another game's moves would never be taught; one naming another game would
start that game under this game's coach.
"""

from __future__ import annotations

import dataclasses
import importlib
from functools import partial
from pathlib import Path
from typing import Any

from tabletop.content.game_info import GameInfo, load_game_info
from tabletop.content.problems import ContentError
from tabletop.content.schema import Reader, load_typed, suggestion
from tabletop.engine.contract import Event
from tabletop.games.playable import game_problems
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.language import N_
from tabletop.paths import data_dir
from tabletop.tutorial.lessons import TUTORIAL_SPEC, Tutorial, build_tutorial


def load_checked_tutorial(path: Path, match_of: Any) -> Tutorial:
    """`path` as a tutorial of the game its name says; ContentError with file:line for every problem.

    `match_of(tutorial)` builds the guided game, which must start.
    """
    return load_typed(path, TUTORIAL_SPEC, partial(_build, Path(path).stem, match_of), what=N_("tutorial"))


def _build(stem: str, match_of: Any, data: Any, reader: Reader) -> Tutorial:
    tutorial = build_tutorial(data, reader)
    game = tutorial.game
    if game != stem:
        message = f"this file teaches {stem}, so 'game' must be {stem}, not {game!r}"
        reader.error(data.line_of("game"), message)
        return tutorial
    if game not in GAME_IDS:
        reader.error(data.line_of("game"), f"there is no game {game!r}")
        return tutorial
    broken = game_problems(game)
    if broken:
        reader.error(data.line_of("game"), f"the game itself cannot start: {broken[0]}")
        return tutorial
    info = load_game_info(data_dir() / "games" / f"{game}.yaml")
    _check_setup(data, reader, info)
    _check_lessons(data, reader, game)
    reader.raise_if_problems()
    try:
        match_of(tutorial)
    except ContentError as exc:
        reader.error(data.line_of("track"), f"its track cannot be used: {exc.problems[0].message}")
    except Exception as exc:  # whatever keeps the guided game from starting
        reader.error(data.line_of("seats"), f"the guided game cannot start: {exc}")
    return tutorial


def _check_setup(data: Any, reader: Reader, info: GameInfo) -> None:
    seats = data["seats"]
    if len(seats) not in info.counts:
        counts = ", ".join(map(str, info.counts))
        reader.error(data.line_of("seats"), f"{info.name} is played by {counts} players, not {len(seats)}")
    for index, seat in enumerate(seats):
        if seat["colour"] not in info.colours:
            reader.error(seats.line_of(index), f"{info.name} has no colour {seat['colour']!r}")
    reader.check_unique(seats, "seat colour", lambda seat: seat["colour"])
    options = data["options"]
    for key in options:
        _, problems = info.resolve_options({key: options[key]})
        for problem in problems:
            reader.error(options.line_of(key), problem)
    track = data["track"]
    folder = data_dir() / "tracks" / info.id
    if track and not (folder / f"{track}.yaml").is_file():
        names = sorted(path.stem for path in folder.glob("*.yaml")) if folder.is_dir() else []
        message = f"{info.name} has no track {track!r}" + suggestion(track, names)
        reader.error(data.line_of("track"), message)


def _check_lessons(data: Any, reader: Reader, game: str) -> None:
    actions = rules_for(game).action_types
    events = _event_types(game)
    for node in data["lessons"]:
        if bool(node["action"]) == bool(node["event"]):
            continue  # already refused: a lesson is taught by a move or by an event
        kind, known, name = (
            ("move", actions, node["action"]) if node["action"] else ("event", events, node["event"])
        )
        line = node.line_of("action" if node["action"] else "event")
        if name not in known:
            message = f"{game} has no {kind} {name!r}" + suggestion(name, sorted(known))
            reader.error(line, message)
            continue
        fields = {field.name for field in dataclasses.fields(known[name])}
        for key in node["fields"]:
            if key not in fields:
                reader.error(node["fields"].line_of(key), f"a {name} has no field {key!r}")


def _event_types(game: str) -> dict[str, type]:
    """The game's events by class name: its own and the shared ones it uses."""
    module = importlib.import_module(f"tabletop.games.{game}.events")
    own = {
        name: value
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, Event) and dataclasses.is_dataclass(value)
    }
    return own | {event.__name__: event for event in module.SHARED}
