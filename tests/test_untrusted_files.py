"""Every file from outside the package is untrusted: a mutation test over data, tracks and saves.

Hundreds of damaged variants of every data file, every track and a save of
every game (deleted keys, wrong types, huge and non-finite numbers, repeats,
dangling references, truncation, bytes that are not UTF-8, alias bombs, deep
nesting, a file of 30 MB, unknown tags) must each be refused with
`file:line: reason`, or be accepted and then play to the end with computer
players. Nothing may raise anything else. The variants are drawn with a fixed
seed; TABLETOP_MUTATIONS sets how many per file (more for a longer probe).
"""

from __future__ import annotations

import os
import random
import re
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from tabletop.content.problems import ContentError
from tabletop.content.validate import matches
from tabletop.content.yaml_source import to_plain
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.files import saves
from tabletop.files.validate import checkers
from tabletop.games import setup as game_setup
from tabletop.games.registry import GAME_IDS, game_module, rules_for
from tabletop.games.simulate import MatchBot
from tabletop.paths import data_dir

PER_FILE = int(os.environ.get("TABLETOP_MUTATIONS", "24"))
MOVE_CAP = 20_000  # a game accepted but not over after this many moves is not playable
FILE_LINE = re.compile(r"^.+:\d+: \S")
BOMB = "\n".join(
    f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9) if i else 'lol'}]" for i in range(12)
)
Mutation = Callable[[random.Random, str], bytes]


# --- the mutations --------------------------------------------------------------------


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*here, index))


def _structural(change: Callable[[random.Random, Any, Any], None]) -> Mutation:
    """A mutation of the data read from the file, written back as YAML."""

    def mutate(rng: random.Random, text: str) -> bytes:
        data = yaml.safe_load(text)
        spots = [path for path in _paths(data) if path]
        path = rng.choice(spots)
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        change(rng, parent, path[-1])
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True).encode()

    return mutate


def _delete(rng: random.Random, parent: Any, key: Any) -> None:
    del parent[key]


def _wrong_type(rng: random.Random, parent: Any, key: Any) -> None:
    parent[key] = rng.choice([[1, 2], {"x": 1}, "text", True, None, 3, -1.5, ""])


def _other_number(rng: random.Random, parent: Any, key: Any) -> None:
    value = parent[key]
    small = isinstance(value, int | float) and not isinstance(value, bool)
    parent[key] = (value if small else 0) + rng.choice([-1000, -2, -1, 1, 2, 7, 1000])


def _repeat(rng: random.Random, parent: Any, key: Any) -> None:
    if isinstance(parent, list):
        parent.insert(key, parent[key])
    else:
        parent[key] = parent[rng.choice(list(parent))]


def _dangling(rng: random.Random, parent: Any, key: Any) -> None:
    parent[key] = rng.choice(["nowhere", "S99", "purple2", "X", "car_99"])


def _raw(value: str) -> Mutation:
    """Put `value` (YAML source) in place of one scalar of the file."""

    def mutate(rng: random.Random, text: str) -> bytes:
        spots = [m for m in re.finditer(r"(?<=: )[^\s{}\[\],#][^,}\]\n]*", text)]
        if not spots:
            return (text + f"\nextra: {value}\n").encode()
        spot = rng.choice(spots)
        return (text[: spot.start()] + value + text[spot.end() :]).encode()

    return mutate


def _truncate(rng: random.Random, text: str) -> bytes:
    data = text.encode()
    return data[: rng.randrange(len(data))]


def _not_utf8(rng: random.Random, text: str) -> bytes:
    data = text.encode()
    at = rng.randrange(len(data))
    return data[:at] + rng.choice([b"\xff", b"\xc3(", b"\xe9", b"\x80\x80"]) + data[at:]


def _alias_bomb(rng: random.Random, text: str) -> bytes:
    if rng.random() < 0.5:
        return (BOMB + "\n" + text).encode()
    return (text + "\nbomb:\n  " + BOMB.replace("\n", "\n  ")).encode()


def _deep(rng: random.Random, text: str) -> bytes:
    return _raw("[" * 10_000 + "]" * 10_000)(rng, text)


def _big(rng: random.Random, text: str) -> bytes:
    junk = "- {seat: 0, action: {type: PlayCard, card: 1}}\n" * 650_000  # about 30 MB
    return (text + "\njunk:\n" + junk).encode()


def _duplicate_line(rng: random.Random, text: str) -> bytes:
    lines = text.splitlines(keepends=True)
    at = rng.randrange(len(lines))
    return "".join([*lines[: at + 1], lines[at], *lines[at + 1 :]]).encode()


MUTATIONS: dict[str, Mutation] = {
    "delete a key": _structural(_delete),
    "wrong type": _structural(_wrong_type),
    "another number": _structural(_other_number),
    "repeat": _structural(_repeat),
    "dangling reference": _structural(_dangling),
    "10**400": _raw("1" + "0" * 400),
    ".inf": _raw(".inf"),
    "-.inf": _raw("-.inf"),
    ".nan": _raw(".nan"),
    "1e308": _raw("1.0e+308"),
    "unknown tag": _raw("!!python/object/apply:os.system ['true']"),
    "custom tag": _raw("!colour red"),
    "truncated": _truncate,
    "not UTF-8": _not_utf8,
    "alias bomb": _alias_bomb,
    "deep nesting": _deep,
    "duplicate line": _duplicate_line,
}


# --- what is checked, and what "playable" means ---------------------------------------------


@dataclass
class Tally:
    refused: int = 0
    played: int = 0
    slowest: float = 0.0
    slowest_what: str = ""

    def timed(self, what: str, run: Callable[[], Any]) -> Any:
        start = time.perf_counter()
        try:
            return run()
        finally:
            spent = time.perf_counter() - start
            if spent > self.slowest:
                self.slowest, self.slowest_what = spent, what


def refused_with_lines(error: ContentError | SaveError) -> None:
    lines = [str(problem) for problem in error.problems] if isinstance(error, ContentError) else (
        str(error).splitlines()
    )
    assert lines and all(FILE_LINE.match(line) or line.startswith("... and") for line in lines), lines


def play_to_end(match: Match) -> None:
    bots = [MatchBot(match, seat) for seat in range(len(match.setup.seats))]
    for _ in range(MOVE_CAP):
        waiting = match.to_act()
        if not waiting:
            assert match.outcome() is not None
            return
        seat = waiting[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    raise AssertionError(f"accepted, but not over after {MOVE_CAP} moves")


def bot_setup(game_id: str, track: Any = None) -> Setup:
    info = game_setup.game_info(game_id)
    players = max(2, info.min_players)
    seats = tuple(SeatSetup(f"Bot {i + 1}", True, info.colours[i]) for i in range(players))
    options = {"laps": 1} if any(option.key == "laps" for option in info.options) else {}
    return Setup(seats, options, track)


def forget_loaded_data() -> None:
    game_setup.game_info.cache_clear()
    for game_id in GAME_IDS:
        make_rules = game_module(game_id).make_rules
        getattr(make_rules, "cache_clear", lambda: None)()


@pytest.fixture
def data_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A bundle root whose data/ is a copy the test may damage; the app reads it instead."""
    root = tmp_path / "bundle"
    shutil.copytree(data_dir(), root / "data")
    monkeypatch.setenv("TABLETOP_ROOT", str(root))
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    forget_loaded_data()
    yield root / "data"
    monkeypatch.undo()
    forget_loaded_data()


def data_files() -> list[str]:
    root = data_dir()
    found = [*root.glob("games/*.yaml"), *root.glob("cards/*.yaml"), *root.glob("tracks/*/*.yaml")]
    return sorted(path.relative_to(root).as_posix() for path in found)


def variants(name: str, text: str, count: int) -> Iterator[tuple[str, bytes]]:
    rng = random.Random(f"{name}/{count}")
    kinds = sorted(MUTATIONS)
    for index in range(count):
        kind = kinds[index % len(kinds)] if index < len(kinds) else rng.choice(kinds)
        yield kind, MUTATIONS[kind](rng, text)


def game_of(relative: str) -> str:
    parts = relative.removesuffix(".yaml").split("/")
    return parts[1]


# --- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("relative", data_files())
def test_damaged_data_and_track_files_are_refused_with_lines_or_play_to_the_end(
    data_copy: Path, relative: str
) -> None:
    path = data_copy / relative
    original = path.read_text(encoding="utf-8")
    game_id = game_of(relative)
    check = next(check for pattern, check in checkers() if matches(relative, pattern))
    tally = Tally()
    big = ("big file", _big(random.Random(1), original))
    for kind, damaged in [*variants(relative, original, PER_FILE), big]:
        path.write_bytes(damaged)
        forget_loaded_data()
        what = f"{relative} ({kind})"
        try:
            tally.timed(what, lambda: check(path))
        except ContentError as error:
            refused_with_lines(error)
            tally.refused += 1
            continue
        track = to_plain(yaml.safe_load(damaged)) if relative.startswith("tracks/") else None
        try:
            match = Match(rules_for(game_id), bot_setup(game_id, track), 5)
        except ContentError as error:  # another file now names what this one lost
            refused_with_lines(error)
            tally.refused += 1
            continue
        except ValueError as error:  # a setup the rules refuse, with a reason: still no crash
            assert str(error), what
            tally.refused += 1
            continue
        play_to_end(match)
        tally.played += 1
    print(f"{relative}: {tally.refused} refused, {tally.played} played; slowest {tally.slowest:.2f}s")
    assert tally.refused + tally.played == PER_FILE + 1


def saved_match(game_id: str) -> Match:
    short = bot_setup(game_id)
    match = Match(rules_for(game_id), Setup(short.seats), 11)
    bots = [MatchBot(match, seat) for seat in range(len(match.setup.seats))]
    while match.to_act() and len(match.steps) < 12:
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    return match


SAVE_MUTATIONS: dict[str, Mutation] = {
    "no checksum": lambda rng, text: _no_checksum(text).encode(),
    "no checksum, last move gone": lambda rng, text: _drop_last_move(_no_checksum(text)),
    "laps changed": lambda rng, text: text.replace(
        "  options: {}", f"  options: {{laps: {rng.choice([1, 0, 99])}}}"
    ).encode(),
    "options bomb": lambda rng, text: text.replace("  options: {}", "  options: &o {}\n  more: *o").encode(),
    "seat out of range": lambda rng, text: re.sub(r"seat: \d", "seat: 9", text, count=1).encode(),
    "unknown option": lambda rng, text: text.replace("  options: {}", "  options: {turbo: true}").encode(),
}


def _no_checksum(text: str) -> str:
    return re.sub(r"(?m)^checksum:.*\n?", "", text)


def _drop_last_move(text: str) -> bytes:
    data = yaml.safe_load(text)
    data["moves"].pop()
    return yaml.safe_dump(data, sort_keys=False).encode()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_saves_are_refused_with_lines_or_play_to_the_end(data_copy: Path, game_id: str) -> None:
    match = saved_match(game_id)
    path = saves.saves_dir() / f"{game_id}.yaml"
    match.save(path)
    original = path.read_text(encoding="utf-8")
    autosave = saved_match(game_id)
    saves.write_autosave(autosave)
    tally = Tally()
    rng = random.Random(game_id)
    extra = [(kind, mutate(rng, original)) for kind, mutate in SAVE_MUTATIONS.items()]
    for kind, damaged in [*variants(game_id, original, PER_FILE), *extra, ("big file", _big(rng, original))]:
        path.write_bytes(damaged)
        what = f"{game_id} save ({kind})"
        listed = tally.timed(what, saves.list_saves)
        assert [info.path for info in listed] == [path]
        try:
            loaded = tally.timed(what, lambda: saves.load(path))
        except SaveError as error:
            refused_with_lines(error)
            assert listed[0].problem or "replay" in str(error) or "move" in str(error), (what, str(error))
            tally.refused += 1
            continue
        assert listed[0].problem is None, what
        assert loaded.checksum() == Match.from_data(yaml.safe_load(damaged), rules_for).checksum()
        play_to_end(loaded)
        saves.write_autosave(loaded)  # what the table does next: no bomb survives into it
        assert saves.autosave_path().stat().st_size < 256 * 1024
        tally.played += 1
    print(f"{game_id} saves: {tally.refused} refused, {tally.played} played; slowest {tally.slowest:.2f}s")
    assert tally.refused + tally.played == PER_FILE + len(extra) + 1
    assert not list(saves.autosave_path().parent.rglob("*.tmp"))
