"""A match: the setup, the seed and every (seat, action) taken, and nothing else.

Because all chance comes from the state's own RNG, replaying the action list from
the setup and seed rebuilds the identical state. That single fact gives saves,
undo, replays and reproducible bug reports. Saves are YAML with a format version
and a checksum of the final state, so a save that no longer replays is caught.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tabletop.engine.codec import CodecError, from_dict, to_dict
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Rules, SeatSetup, Setup

SAVE_FORMAT = 1


class SaveError(Exception):
    """A save file that cannot be loaded; the message says what and where."""


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
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "seed": self.seed,
            "setup": {
                "seats": [
                    {"name": s.name, "is_bot": s.is_bot, "colour": s.colour}
                    for s in self.setup.seats
                ],
                "options": dict(self.setup.options),
                "track": _plain_mapping(self.setup.track),
            },
            "moves": [{"seat": s.seat, "action": to_dict(s.action)} for s in self.steps],
            "checksum": self.checksum(),
        }

    def save(self, path: Path) -> None:
        # The table autosaves after every move: libyaml's emitter, where PyYAML has it, keeps
        # that from costing a visible stall late in a long game (the pure-Python one does).
        dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
        text = yaml.dump(self.to_data(), Dumper=dumper, sort_keys=False, allow_unicode=True)
        write_atomic(path, text)

    @classmethod
    def from_data(
        cls, data: Any, rules_for: Callable[[str], Rules[Any]], where: str = "save"
    ) -> Match:
        """Rebuild a match by replaying its moves; every fault becomes a SaveError."""
        if not isinstance(data, Mapping):
            raise SaveError(f"{where}: not a saved game (expected a mapping at the top)")
        version = data.get("format")
        if version != SAVE_FORMAT:
            raise SaveError(f"{where}: save format {version!r} is not supported (expected 1)")
        game = data.get("game")
        try:
            rules = rules_for(str(game))
        except KeyError as exc:
            raise SaveError(f"{where}: unknown game {game!r}") from exc
        setup = _setup_from(data.get("setup"), where)
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError(f"{where}: 'seed' must be a whole number")
        try:
            match = cls(rules, setup, seed)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            raise SaveError(f"{where}: the game cannot be set up: {exc}") from exc
        moves = data.get("moves") or []
        if not isinstance(moves, list):
            raise SaveError(f"{where}: 'moves' must be a list")
        types = rules.action_types
        for number, move in enumerate(moves, start=1):
            try:
                seat = int(move["seat"])
                action = from_dict(move["action"], types)
                match.apply(seat, action)
            except IllegalAction as exc:
                raise SaveError(f"{where}: move {number} does not replay: {exc.reason}") from exc
            except (CodecError, KeyError, TypeError, ValueError) as exc:
                raise SaveError(f"{where}: move {number} is damaged: {exc}") from exc
        expected = data.get("checksum")
        if expected is not None and expected != match.checksum():
            raise SaveError(
                f"{where}: replaying the moves gives a different position than was saved "
                "(the save was made with other game data)"
            )
        return match

    @classmethod
    def load(cls, path: Path, rules_for: Callable[[str], Rules[Any]]) -> Match:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"{path}: cannot be read: {exc}") from exc
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = f":{mark.line + 1}" if mark is not None else ""
            raise SaveError(f"{path}{line}: not valid YAML ({getattr(exc, 'problem', exc)})") from exc
        return cls.from_data(data, rules_for, str(path))


def _plain_mapping(value: Mapping[str, Any] | None) -> Any:
    if value is None:
        return None
    return yaml.safe_load(yaml.safe_dump(_to_builtin(value)))


def _to_builtin(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _to_builtin(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_to_builtin(v) for v in value]
    return value


def _setup_from(raw: Any, where: str) -> Setup:
    if not isinstance(raw, Mapping):
        raise SaveError(f"{where}: 'setup' is missing or not a mapping")
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or not seats_raw:
        raise SaveError(f"{where}: 'setup.seats' must be a non-empty list")
    seats = []
    for index, seat in enumerate(seats_raw, start=1):
        if not isinstance(seat, Mapping) or not isinstance(seat.get("name"), str):
            raise SaveError(f"{where}: seat {index} needs a name")
        seats.append(
            SeatSetup(str(seat["name"]), bool(seat.get("is_bot", False)), str(seat.get("colour", "")))
        )
    options = raw.get("options") or {}
    if not isinstance(options, Mapping):
        raise SaveError(f"{where}: 'setup.options' must be a mapping")
    track = raw.get("track")
    if track is not None and not isinstance(track, Mapping):
        raise SaveError(f"{where}: 'setup.track' must be a mapping")
    return Setup(tuple(seats), dict(options), track)


def write_atomic(path: Path, text: str) -> None:
    """Write via a temp file and a rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
