"""A game's guided first game, as `data/tutorials/<game>.yaml` describes it.

A lesson is taught either when the player makes a move of a given kind (the
coach steers the player to such a move while it is legal and still untaught) or
when an event of a given kind happens at the table (the coach then says what
just happened). The texts are the game's; the coach knows no game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.content.schema import (
    Reader,
    anything,
    boolean,
    dict_of,
    integer,
    list_of,
    load_typed,
    mapping,
    text,
    translatable,
)
from tabletop.engine.contract import Action, Event, SeatSetup
from tabletop.language import N_, _, reworded


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    text: str
    action: str = ""  # the class name of the move that teaches it
    # What the move's or event's fields must be: true means non-empty, a list any one of it.
    fields: tuple[tuple[str, Any], ...] = ()
    event: str = ""  # or the class name of the event that teaches it

    def fits_action(self, action: Action) -> bool:
        if not self.action or type(action).__name__ != self.action:
            return False
        return all(_fits(getattr(action, name, None), wanted) for name, wanted in self.fields)

    def fits_event(self, event: Event) -> bool:
        if not self.event or type(event).__name__ != self.event:
            return False
        return all(_fits(getattr(event, name, None), wanted) for name, wanted in self.fields)


def _fits(value: Any, wanted: Any) -> bool:
    if isinstance(wanted, bool):
        return bool(value) == wanted
    if isinstance(wanted, list | tuple):
        return value in wanted  # any one of them
    return bool(value == wanted)


@dataclass(frozen=True)
class Tutorial:
    game: str
    seed: int
    seats: tuple[SeatSetup, ...]  # the learner is the one human seat
    options: dict[str, Any]
    track: str  # a built-in track's file name without .yaml ("" for a game without tracks)
    welcome: str
    farewell: str
    lessons: tuple[Lesson, ...]

    @property
    def learner(self) -> int:
        return next(index for index, seat in enumerate(self.seats) if not seat.is_bot)


_SEAT = mapping(
    {"name": translatable(min=1, max=20), "computer": boolean(default=True), "colour": text(min=1)}
)
_LESSON = mapping(
    {
        "id": text(min=1, max=40),
        "title": translatable(min=1, max=60),
        "text": translatable(min=1, max=400, doc="One or two plain sentences: what to do and why."),
        "action": text(default="", doc="The kind of move that teaches it."),
        "fields": dict_of(anything(), default={}, doc="What the move's or event's fields must be."),
        "event": text(default="", doc="Or the kind of event that teaches it."),
    },
    what=N_("lesson"),
)
TUTORIAL_SPEC = mapping(
    {
        "game": text(min=1),
        "seed": integer(min=0, max=2**63 - 1),
        "seats": list_of(_SEAT, min=1, max=8),
        "options": dict_of(anything(), default={}),
        "track": text(default=""),
        "welcome": translatable(min=1, max=600),
        "farewell": translatable(min=1, max=600),
        "lessons": list_of(_LESSON, min=1, max=60),
    }
)


def load_tutorial(path: Path) -> Tutorial:
    """Read a tutorial file; ContentError with file:line for every problem."""
    return load_typed(path, TUTORIAL_SPEC, build_tutorial, what=N_("tutorial"))


def build_tutorial(data: Any, reader: Reader) -> Tutorial:
    """The tutorial from checked data, its own mistakes noted on `reader`."""
    humans = [seat for seat in data["seats"] if not seat["computer"]]
    if len(humans) != 1:
        message = _("a tutorial has one learner (one seat with computer: false), not {count}")
        reader.error(data.line_of("seats"), message.format(count=len(humans)))
    lessons = []
    seen: set[str] = set()
    for node in data["lessons"]:
        if bool(node["action"]) == bool(node["event"]):
            message = _("lesson '{id}' needs either 'action' or 'event', not both or neither")
            reader.error(node.line, message.format(id=node["id"]))
        if node["id"] in seen:
            reader.error(node.line_of("id"), _("lesson '{id}' is listed twice").format(id=node["id"]))
        seen.add(node["id"])
        lessons.append(
            Lesson(
                node["id"], node["title"], reworded(node["text"], _one_line), node["action"],
                tuple(sorted(dict(node["fields"]).items())), node["event"],
            )
        )
    seats = tuple(SeatSetup(seat["name"], seat["computer"], seat["colour"]) for seat in data["seats"])
    return Tutorial(
        game=data["game"],
        seed=data["seed"],
        seats=seats,
        options=dict(data["options"]),
        track=data["track"],
        welcome=reworded(data["welcome"], _one_line),
        farewell=reworded(data["farewell"], _one_line),
        lessons=tuple(lessons),
    )


def _one_line(words: str) -> str:
    return " ".join(words.split())
