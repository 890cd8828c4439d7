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

from tabletop.content.game_info import GameInfo
from tabletop.content.problems import ContentError
from tabletop.content.schema import Reader, load_typed, suggestion
from tabletop.engine.contract import Event
from tabletop.games.playable import game_problems
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import load_info
from tabletop.language import N_, _, local
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
        message = _("this file teaches {game}, so 'game' must be {game}, not {wrong}")
        reader.error(data.line_of("game"), message.format(game=stem, wrong=repr(game)))
        return tutorial
    if game not in GAME_IDS:
        reader.error(data.line_of("game"), _("there is no game {game}").format(game=repr(game)))
        return tutorial
    broken = game_problems(game)
    if broken:
        message = _("the game itself cannot start: {problem}").format(problem=broken[0])
        reader.error(data.line_of("game"), message)
        return tutorial
    info = load_info(data_dir() / "games" / f"{game}.yaml")
    _check_setup(data, reader, info)
    _check_lessons(data, reader, game)
    reader.raise_if_problems()
    try:
        match_of(tutorial)
    except ContentError as exc:
        message = _("its track cannot be used: {reason}").format(reason=exc.problems[0].message)
        reader.error(data.line_of("track"), message)
    except Exception as exc:  # whatever keeps the guided game from starting
        reader.error(data.line_of("seats"), _("the guided game cannot start: {error}").format(error=exc))
    return tutorial


def _check_setup(data: Any, reader: Reader, info: GameInfo) -> None:
    seats = data["seats"]
    name = local(info.name)
    if len(seats) not in info.counts:
        counts = ", ".join(map(str, info.counts))
        message = _("{game} is played by {counts} players, not {count}")
        reader.error(data.line_of("seats"), message.format(game=name, counts=counts, count=len(seats)))
    for index, seat in enumerate(seats):
        if seat["colour"] not in info.colours:
            message = _("{game} has no colour {colour}").format(game=name, colour=repr(seat["colour"]))
            reader.error(seats.line_of(index), message)
    reader.check_unique(seats, _("seat colour"), lambda seat: seat["colour"])
    options = data["options"]
    for key in options:
        problems = info.resolve_options({key: options[key]})[1]
        for problem in problems:
            reader.error(options.line_of(key), problem)
    track = data["track"]
    folder = data_dir() / "tracks" / info.id
    if track and not (folder / f"{track}.yaml").is_file():
        names = sorted(path.stem for path in folder.glob("*.yaml")) if folder.is_dir() else []
        message = _("{game} has no track {track}").format(game=name, track=repr(track))
        message += suggestion(track, names)
        reader.error(data.line_of("track"), message)


def _check_lessons(data: Any, reader: Reader, game: str) -> None:
    actions = rules_for(game).action_types
    events = _event_types(game)
    for node in data["lessons"]:
        if bool(node["action"]) == bool(node["event"]):
            continue  # already refused: a lesson is taught by a move or by an event
        missing, known, name = (
            (N_("{game} has no move {name}"), actions, node["action"])
            if node["action"]
            else (N_("{game} has no event {name}"), events, node["event"])
        )
        line = node.line_of("action" if node["action"] else "event")
        if name not in known:
            message = _(missing).format(game=game, name=repr(name)) + suggestion(name, sorted(known))
            reader.error(line, message)
            continue
        fields = {field.name for field in dataclasses.fields(known[name])}
        for key in node["fields"]:
            if key not in fields:
                message = _("a {name} has no field {key}").format(name=name, key=repr(key))
                reader.error(node["fields"].line_of(key), message)


def _event_types(game: str) -> dict[str, type]:
    """The game's events by class name: its own and the shared ones it uses."""
    module = importlib.import_module(f"tabletop.games.{game}.events")
    own = {
        name: value
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, Event) and dataclasses.is_dataclass(value)
    }
    return own | {event.__name__: event for event in module.SHARED}
