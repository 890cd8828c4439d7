"""A match: the setup, the seed and every (seat, action) taken, and nothing else.

Because all chance comes from the state's own RNG, replaying the action list from
the setup and seed rebuilds the identical state. That single fact gives saves,
undo, replays and reproducible bug reports. Saves are YAML with a format version
and a checksum of the final state, so a save that no longer replays is caught.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tabletop.content.problems import ContentError
from tabletop.content.schema import Reader, anything, boolean, dict_of, list_of, mapping, show, text
from tabletop.content.yaml_source import MAX_INT, MAX_TEXT_BYTES, LList, LMap, read_yaml, to_plain
from tabletop.engine.codec import from_dict, to_dict
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Rules, SeatSetup, Setup
from tabletop.engine.levels import ALL_LEVELS, NORMAL
from tabletop.engine.seat_names import spoken
from tabletop.engine.words import say
from tabletop.language import N_, _
from tabletop.language.data_text import gathered, spread
from tabletop.paths import write_atomic

SAVE_FORMAT = 1
MAX_SEED = MAX_INT


class SaveError(Exception):
    """A save file that cannot be loaded; the message says what and where, for whoever
    mends files, and `summary` says it in a few words for a player."""

    def __init__(self, message: str, summary: str | None = None) -> None:
        super().__init__(message)
        self.summary = summary or DAMAGED


# A SaveError's summary, in English; the place that shows it translates it (`_(error.summary)`).
DAMAGED = N_("the file is damaged")
MISSING = N_("the file is no longer there")
OTHER_VERSION = N_("it was saved by another version of the app")
UNKNOWN_GAME = N_("it is for a game this version of the app does not have")
SETUP_REFUSED = N_("the game no longer accepts its players, options or track")
CUT_SHORT = N_("the file was cut short (its end is missing) or damaged")
NOT_A_SAVE = N_("it is not a saved game, or its beginning is damaged")
BROKEN_DATA = N_("the game's own files in the app are damaged (installing the app again mends them)")
MOVES_DIFFER = N_("its moves no longer play out as they did (the file was edited, or the game has changed)")


@dataclass
class Step:
    seat: int
    action: Action
    events: list[Event]

    @property
    def revealed(self) -> bool:
        return any(event.reveals for event in self.events)


@dataclass
class Match:
    rules: Rules[Any]
    setup: Setup
    seed: int
    state: Any = None
    steps: list[Step] = field(default_factory=list)
    lesson: bool = False
    """A guided first game with its coach still on: saved so, a table that continues it
    brings the coach back (see `tabletop.tutorial.catalogue.resumed_coach`)."""

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.rules.new_state(self.setup, self.seed)

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    def to_act(self) -> tuple[int, ...]:
        return self.rules.to_act(self.state)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def is_bot(self, seat: int) -> bool:
        return self.setup.seats[seat].is_bot

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply one action; IllegalAction leaves the match unchanged."""
        events = self.rules.apply(self.state, seat, action)
        self.steps.append(Step(seat, action, events))
        return events

    def undoable(self, seat: int) -> int:
        """How many trailing steps an undo by `seat` takes back (0: none).

        One press takes back the seat's latest decision, along with any computer
        moves made after it, but never anything that revealed information and
        never another human's decision.
        """
        for count, step in enumerate(reversed(self.steps), start=1):
            if step.revealed:
                return 0
            if step.seat == seat and not self.is_bot(seat):
                return count
            if not self.is_bot(step.seat):
                return 0
        return 0

    def undo_refusal(self, seat: int) -> str:
        """Why `seat` cannot undo now, said to that seat's player (for when `undoable` is 0)."""
        if self.is_bot(seat):
            return _("Nothing to undo.")  # a computer never asks: no player to speak to
        if not any(step.seat == seat for step in self.steps):
            return _("You have no move to take back: you have not played yet.")
        for step in reversed(self.steps):
            revealing = next((event for event in step.events if event.reveals), None)
            if revealing is not None:
                what = _(revealing.revealed_what)
                return _("You cannot take back your last move: {what}.").format(what=what)
            if step.seat == seat:
                break
            if not self.is_bot(step.seat):
                since = _("You have no move to take back: {who:has} moved since you last played.")
                return say(since, who=self.setup.seats[step.seat].name)
        return _("Nothing to undo.")

    def last_human_seat(self) -> int | None:
        """The human seat whose decision is the latest in the match (None: no human has moved).

        Who held the computer last is not saved, but this is it, as far as undo is concerned:
        whoever held it since without moving has not acted, and undo waits for an action."""
        return next((step.seat for step in reversed(self.steps) if not self.is_bot(step.seat)), None)

    def undo(self, seat: int) -> int:
        """Take back what `undoable` allows; returns the number of steps removed."""
        count = self.undoable(seat)
        if count:
            self.replay_to(len(self.steps) - count)
        return count

    def replay_to(self, length: int) -> None:
        kept = [(s.seat, s.action) for s in self.steps[:length]]
        self.state = self.rules.new_state(self.setup, self.seed)
        self.steps = []
        for seat, action in kept:
            self.apply(seat, action)

    def checksum(self) -> str:
        return hashlib.sha256(repr(self.state).encode()).hexdigest()[:16]

    # --- saving -------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "seed": self.seed,
            "setup": {
                "seats": [
                    {"name": s.name, "is_bot": s.is_bot, "colour": s.colour, "level": s.level}
                    for s in self.setup.seats
                ],
                "options": _to_builtin(self.setup.options),
                "track": None if self.setup.track is None else _to_builtin(spread(self.setup.track)),
            },
            "moves": [{"seat": s.seat, "action": to_dict(s.action)} for s in self.steps],
            "checksum": self.checksum(),
        }
        if self.lesson:
            data["lesson"] = True  # only then: every other save reads as it always has
        return data

    def save(self, path: Path) -> None:
        write_atomic(path, self.save_text())

    def save_text(self) -> str:
        """The save file's text: `to_data` as YAML."""
        return str(yaml.dump(self.to_data(), Dumper=_Dumper, sort_keys=False, allow_unicode=True))

    @classmethod
    def from_data(
        cls,
        data: Any,
        rules_for: Callable[[str], Rules[Any]],
        where: str = "save",
        check_setup: SetupCheck | None = None,
    ) -> Match:
        """Rebuild a match by replaying its moves; every fault becomes a SaveError.

        A save proves itself: its fields are checked (`check_setup` adds the
        game's own checks of options and track), every move must replay, and
        the position reached must be the one recorded by its checksum.
        """
        top = data if isinstance(data, LMap) else _with_lines(data)
        if isinstance(top, LMap) and top.get("format") == SAVE_FORMAT and not ends_in_game_line(top):
            try:
                rules_for(str(top.get("game")))
            except KeyError as exc:
                message = f"{where}:{top.line_of('game')}: " + _unknown_game(top.get("game"))
                raise SaveError(message, UNKNOWN_GAME) from exc
        header = read_header(top, where, check_setup)
        rules = rules_for(header.game)
        try:
            match = cls(rules, header.setup, header.seed)
        except Exception as exc:  # whatever the rules make of a setup they were not built for
            message = _("the game cannot be set up: {reason}").format(reason=exc)
            message = f"{where}:{header.setup_line}: {message}"
            raise SaveError(message, SETUP_REFUSED) from exc
        types = rules.action_types
        for number, (seat, raw, line) in enumerate(header.moves, start=1):
            try:
                action = from_dict(raw, types)
                match.apply(seat, action)
            except IllegalAction as exc:
                message = _("move {number} does not replay: {reason}")
                message = message.format(number=number, reason=exc.reason)
                message = f"{where}:{line}: {message}"
                raise SaveError(message, MOVES_DIFFER) from exc
            except Exception as exc:  # a damaged action must not crash the app, whatever it holds
                message = _("move {number} is damaged: {reason}").format(number=number, reason=exc)
                raise SaveError(f"{where}:{line}: {message}") from exc
        match.lesson = header.lesson
        if header.checksum != match.checksum():
            message = _(
                "replaying the moves gives a different position than was saved"
                " (the file was edited, or made with other game data)"
            )
            raise SaveError(f"{where}:{header.checksum_line}: {message}", MOVES_DIFFER)
        return match

    @classmethod
    def load(
        cls, path: Path, rules_for: Callable[[str], Rules[Any]], check_setup: SetupCheck | None = None
    ) -> Match:
        return cls.from_data(read_save(path), rules_for, str(path), check_setup)


SetupCheck = Callable[[str, LMap, Reader], None]
"""Notes on the reader what is wrong with a save's checked `setup` for the game named."""

MAX_SEATS = 16
MAX_NAME = 60
MAX_MOVES = 20_000
"""Forty times the longest game the bots play; a save claiming more is not one of ours."""
MAX_MOVE_BYTES = 400
"""The most one move takes in a save: a Mind Cycling relay down a long stage is about 250."""
MAX_TRACK_BYTES = MAX_TEXT_BYTES
"""A track file (at most MAX_BYTES) as a save holds it: every field filled in, indented deeper."""
MAX_SAVE_BYTES = MAX_MOVES * MAX_MOVE_BYTES + MAX_TRACK_BYTES + 64 * 1024
"""The longest game the content allows, saved: a save the app wrote always loads, while a
file far bigger than any of ours is still refused before it is parsed (about 9 MB, read in 4 s)."""

_CHECKSUM = re.compile(r"[0-9a-f]{16}")
_TAIL_BYTES = 256  # the end of a save, read again to tell a file cut short from a damaged one
_FIRST_LINE = f"format: {SAVE_FORMAT}\n".encode()  # how every save begins (`to_data` puts it first)
# A save's checksum line cut short (quoted when its digits alone would be a number), and whole.
_CUT_CHECKSUM = re.compile(rb"\nchecksum: (?:'?[0-9a-f]{0,15}|'[0-9a-f]{16})")
_WHOLE_CHECKSUM = re.compile(rb"\nchecksum: ('?)[0-9a-f]{16}\1\n")
_LESSON = b"lesson: true"  # the mark written after the checksum, in a lesson's save
_SEAT = mapping(
    {
        "name": text(min=1, max=MAX_NAME),
        "is_bot": boolean(default=False),
        "colour": text(default="", max=40),
        "level": text(default=NORMAL, choices=ALL_LEVELS),
    },
    what=N_("seat"),
)
SETUP_SPEC = mapping(
    {
        "seats": list_of(_SEAT, max=MAX_SEATS),
        "options": dict_of(anything(), default={}),
        "track": anything(default=None),
    }
)


@dataclass(frozen=True)
class SaveHeader:
    """What a save says before its moves are replayed, each part checked for type and range."""

    game: str
    game_line: int
    seed: int
    setup: Setup
    setup_line: int
    moves: list[tuple[int, Any, int]]  # seat, raw action, line
    checksum: str
    checksum_line: int
    lesson: bool


def read_save(path: Path) -> Any:
    """A save file read by the bounded loader; SaveError with `file:line: reason` otherwise."""
    if not path.is_file():
        message = _("there is no saved game here (the file was moved or deleted)")
        raise SaveError(f"{path}: {message}", MISSING)
    if _first_line_only(path):
        # "form" or "format:" is still sound YAML, yet no save's start: its end is missing.
        raise SaveError(f"{path}:1: " + _("the file ends in its first line (it was cut short)"), CUT_SHORT)
    last = _cut_in_last_line(path)
    if last:
        # A checksum a few digits short, or "lesson: tr", reads as a damaged field: the end is missing.
        message = _("the file ends in its last line (it was cut short)")
        raise SaveError(f"{path}:{last}: {message}", CUT_SHORT)
    try:
        return read_yaml(path, max_bytes=MAX_SAVE_BYTES)
    except ContentError as exc:
        # A file cut off mid-line ends in broken YAML: with its last line, the checksum, gone,
        # the fault is the file's end missing (as for a cut at a line's end), not the game.
        if not _starts_as_save(path):
            # Neither a save's first line nor its end: other bytes altogether, not a save cut short.
            raise SaveError(_first_problems(exc), NOT_A_SAVE) from exc
        raise SaveError(_first_problems(exc), DAMAGED if _ends_whole(path) else CUT_SHORT) from exc


def _first_line_only(path: Path) -> bool:
    """Whether the file holds no more than the start of a save's first line (nothing at all too)."""
    try:
        if path.stat().st_size > len(_FIRST_LINE):
            return False
        return _FIRST_LINE.startswith(path.read_bytes())
    except OSError:
        return False  # unreadable, not cut: the reading error says so


def _starts_as_save(path: Path) -> bool:
    """Whether the file begins with a save's first line (an unreadable one is given the benefit)."""
    try:
        with path.open("rb") as file:
            return file.read(len(_FIRST_LINE)) == _FIRST_LINE
    except OSError:
        return True


def _cut_in_last_line(path: Path) -> int:
    """The number of the file's last line when it stops short inside it, the checksum or the
    lesson mark after it; 0 otherwise."""
    end = _tail(path) or b""
    start = end.rfind(b"\nchecksum: ")
    ending = end[start:]
    whole = _WHOLE_CHECKSUM.match(ending)
    after = ending[whole.end() :] if whole else b""
    cut_lesson = 0 < len(after) < len(_LESSON) and _LESSON.startswith(after)
    if start < 0 or not (_CUT_CHECKSUM.fullmatch(ending) or cut_lesson):
        return 0
    with suppress(OSError):
        return path.read_bytes().count(b"\n") + 1
    return 0


def _tail(path: Path) -> bytes | None:
    """The file's last bytes, enough to hold its checksum line and what follows it (None if unreadable)."""
    try:
        with path.open("rb") as file:
            file.seek(max(0, path.stat().st_size - _TAIL_BYTES))
            return file.read()
    except OSError:
        return None


def _ends_whole(path: Path) -> bool:
    """Whether the file still ends with its checksum line (or the lesson mark written after it)."""
    tail = _tail(path)
    return tail is None or b"\nchecksum: " in tail  # unreadable, not cut: the reading error says so


def ends_in_game_line(data: Any) -> bool:
    """Whether a save holds nothing past its game's name: cut there, the name may be cut short
    too ("nasc"), and is no game the app does not have."""
    return isinstance(data, dict) and set(data) <= {"format", "game"}


def read_header(data: Any, where: str, check_setup: SetupCheck | None = None) -> SaveHeader:
    """Check everything a save holds short of replaying it; SaveError names the line at fault."""
    top = data if isinstance(data, LMap) else _with_lines(data)
    if not isinstance(top, LMap):
        raise SaveError(f"{where}:1: " + _("not a saved game (expected a mapping at the top)"), NOT_A_SAVE)

    # Without the checksum, the last thing a save holds, a field missing or half written (a
    # seed cut to "1") may well follow from the file's end missing, not from the game.
    cut = top.get("checksum") is None
    plain = CUT_SHORT if cut else DAMAGED

    def fail(key: str, message: str, summary: str = plain) -> SaveError:
        return SaveError(f"{where}:{top.line_of(key)}: {message}", summary)

    version = top.get("format")
    if "format" not in top:
        # Every save begins with its format: a file without one is something else, or lost its start.
        raise SaveError(f"{where}:1: " + _("the save's first line, 'format', is missing"), NOT_A_SAVE)
    if version != SAVE_FORMAT:
        message = _("save format {format} is not supported (expected {expected})").format(
            format=show(version), expected=SAVE_FORMAT
        )
        raise fail("format", message, OTHER_VERSION if isinstance(version, int) else DAMAGED)
    game = top.get("game")
    if ends_in_game_line(top) and "game" in top:
        # Nothing past the game's name, itself perhaps cut ("nasc"): the end is missing, not the seed.
        raise fail("game", _("the file ends in its game line (it was cut short)"), CUT_SHORT)
    if not isinstance(game, str) or not game:
        raise fail("game", _unknown_game(game))
    seed = top.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        message = _("the seed is missing or not a whole number from 0 to {most}").format(most=MAX_SEED)
        raise fail("seed", message)
    raw_setup = top.get("setup")
    if not isinstance(raw_setup, dict):
        raise fail("setup", _("'setup' is missing or not a mapping"))
    seats = raw_setup.get("seats")
    if not isinstance(seats, list) or not seats:
        raise fail("setup", _("the players are missing"))
    for index, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            line = seats.line_of(index) if isinstance(seats, LList) else top.line_of("setup")
            message = _("seat {number} has no name").format(number=index + 1)
            raise SaveError(f"{where}:{line}: {message}", plain)
    reader = Reader(where)
    setup = reader.read(raw_setup, SETUP_SPEC, "'setup'", top.line_of("setup"))
    if reader.ok and setup["track"] is not None and not isinstance(setup["track"], dict):
        reader.error(setup.line_of("track"), _("'track' must be a mapping, or left out"))
    refused = False
    if reader.ok and check_setup is not None:
        check_setup(game, setup, reader)
        refused = not reader.ok
    moves = _moves(top, len(seats), reader)
    checksum = top.get("checksum")
    if checksum is None:
        reader.error(top.line, _("the checksum is missing (the file was cut short or edited)"))
    elif not isinstance(checksum, str) or not _CHECKSUM.fullmatch(checksum):
        reader.error(top.line_of("checksum"), _("the checksum must be 16 hexadecimal digits"))
    lesson = top.get("lesson", False)
    if not isinstance(lesson, bool):
        reader.error(top.line_of("lesson"), _("'lesson' must be true or false"))
    known = {"format", "game", "seed", "setup", "moves", "checksum", "lesson"}
    for key in top.keys() - known:
        reader.error(top.line_of(key), _("unknown key '{key}' in a save").format(key=key))
    if not reader.ok:
        summary = CUT_SHORT if cut else SETUP_REFUSED if refused else DAMAGED
        raise SaveError(_first_problems(ContentError(reader.problems)), summary)
    # A default name ("Computer 2", "Ordinateur 2") follows the language again, its words kept.
    seat_setups = tuple(
        SeatSetup(spoken(str(s["name"]), index, s["is_bot"]), s["is_bot"], s["colour"], s["level"])
        for index, s in enumerate(setup["seats"])
    )
    track = setup["track"]
    return SaveHeader(
        game=game,
        game_line=top.line_of("game"),
        seed=seed,
        setup=Setup(
            seat_setups, to_plain(setup["options"]), None if track is None else gathered(to_plain(track))
        ),
        setup_line=top.line_of("setup"),
        moves=moves,
        checksum=str(checksum),
        checksum_line=top.line_of("checksum"),
        lesson=lesson is True,
    )


def _moves(top: LMap, seats: int, reader: Reader) -> list[tuple[int, Any, int]]:
    raw = top.get("moves")
    if raw is None:
        return []
    if not isinstance(raw, list):
        reader.error(top.line_of("moves"), _("the moves are damaged: 'moves' must be a list"))
        return []
    if len(raw) > MAX_MOVES:
        message = _("more than {most} moves: this is not a saved game").format(most=MAX_MOVES)
        reader.error(top.line_of("moves"), message)
        return []
    found = []
    for index, move in enumerate(raw):
        line = raw.line_of(index) if isinstance(raw, LList) else top.line_of("moves")
        seat = move.get("seat") if isinstance(move, dict) else None
        action = move.get("action") if isinstance(move, dict) else None
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            message = _("move {number} is damaged: its seat must be 0 to {last}")
            reader.error(line, message.format(number=index + 1, last=seats - 1))
        elif not isinstance(action, dict):
            reader.error(line, _("move {number} is damaged: its action is missing").format(number=index + 1))
        elif len(move) != 2:
            message = _("move {number} is damaged: a move holds a seat and an action")
            reader.error(line, message.format(number=index + 1))
        else:
            found.append((seat, to_plain(action), line))
    return found


def _with_lines(data: Any) -> Any:
    """Plain data (a test, an older caller) as the loader would have read it, lines all 1."""
    if isinstance(data, Mapping):
        return LMap({str(k): _with_lines(v) for k, v in data.items()}, line=1)
    if isinstance(data, list | tuple):
        return LList([_with_lines(v) for v in data], line=1)
    return data


def _first_problems(error: ContentError, most: int = 5) -> str:
    shown = [str(problem) for problem in error.problems[:most]]
    more = len(error.problems) - most
    return "\n".join(shown + ([_("... and {count} more").format(count=more)] if more > 0 else []))


def _unknown_game(game: Any) -> str:
    return _("unknown game {game}").format(game=show(game))


def _to_builtin(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _to_builtin(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_to_builtin(v) for v in value]
    return value


# The table autosaves after every move: libyaml's emitter, where PyYAML has it, keeps that
# from costing a visible stall late in a long game (the pure-Python one does).
_BaseDumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _Dumper(_BaseDumper):  # type: ignore[valid-type,misc]
    """Never writes anchors and aliases: the loader refuses them, and a save is plain data."""

    def ignore_aliases(self, data: Any) -> bool:
        return True
