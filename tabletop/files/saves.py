"""Saved games on disk: the autosave the table writes after every action, and named saves.

A save file is `Match.to_data()` as YAML (see `engine.match`), and like every
file from outside the package it is untrusted: it is read by the bounded
loader, its setup is checked by the game's own options and track check, every
move must replay and the position reached must be the one recorded. The load
screen's list does all of that except the replay, so a broken file is listed
as broken, with its reason, without the cost of playing it through.
"""

from __future__ import annotations

import os
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from tabletop import paths
from tabletop.content.game_info import GameInfo
from tabletop.content.problems import ContentError
from tabletop.content.schema import Reader, show
from tabletop.content.yaml_source import LList, LMap, read_yaml, to_plain
from tabletop.engine.contract import Setup
from tabletop.engine.match import (
    BROKEN_DATA,
    MISSING,
    SAVE_FORMAT,
    UNKNOWN_GAME,
    Match,
    SaveError,
    ends_in_game_line,
    read_header,
    read_save,
)
from tabletop.engine.seat_names import spoken
from tabletop.engine.words import is_you, names_list
from tabletop.games.playable import game_problems
from tabletop.games.progress import progress_note
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import game_info
from tabletop.games.track_check import layout_text, load_track, made_at_setup, rules_problems
from tabletop.language import N_, _, language, local
from tabletop.language.data_text import gathered
from tabletop.paths import os_reason, write_atomic

SUFFIX = ".yaml"
# In the name of an unfinished game's autosave moved to the saves when another game took its
# place: the list says why it is there (the player did not save it).
SET_ASIDE = "-set-aside-"
GAME_LINE_BYTES = 64  # enough for a save's first two lines
UNREADABLE = N_("the file cannot be read")  # a summary, as match.DAMAGED
# Not the save's fault: said so, so the player does not throw a good save away.
_BROKEN = N_("the game's own data is broken: {problem}")


@dataclass(frozen=True)
class SaveInfo:
    """One save file as the load screen lists it; `problem` (for whoever mends files: its line and
    reason) and `summary` (for a player: a few words) are set when it cannot be opened."""

    path: Path
    game: str
    game_name: str
    players: tuple[str, ...]
    moves: int
    modified: datetime
    problem: str | None = None
    summary: str | None = None
    setup: Setup | None = None  # as the header gives it (seat colours, computers, the track), when sound
    set_aside: bool = False  # kept when another game took the autosave's place, not saved by a player
    lesson: bool = False  # a lesson's game: opened, its coach is back


def saves_dir() -> Path:
    return paths.saves_dir()


def autosave_path() -> Path:
    return paths.autosave_path()


# --- the autosave ------------------------------------------------------------------


def write_autosave(match: Match) -> bytes:
    """Replace the autosave with `match` (atomically: a crash leaves the old one or the new);
    the bytes written, for `autosave_taken`."""
    content = match.save_text().encode("utf-8")
    write_atomic(autosave_path(), content)
    return content


def autosave_content() -> bytes | None:
    """The autosave's bytes as they are now; None when there is none, or it cannot be read."""
    try:
        return autosave_path().read_bytes()
    except OSError:
        return None


def autosave_taken(known: bytes | None) -> bool:
    """Whether the autosave holds other bytes than `known`, what this window last wrote there or
    found there: another window of the app, on the same folder, has put a game there since. One
    taken away (that game ended) or that cannot be read (the next write says why) is not."""
    now = autosave_content()
    return known is not None and now is not None and now != known


def clear_autosave() -> None:
    """Remove the autosave; one that cannot be removed (a read-only folder, a folder in its
    place) is left where it is: a game that ends must not fail for it."""
    with suppress(OSError):
        autosave_path().unlink(missing_ok=True)


def has_autosave() -> bool:
    return autosave_path().is_file()


def load_autosave() -> Match:
    return load(autosave_path())


def autosave_is_part_of(match: Match) -> bool:
    """Whether writing `match` over the autosave would lose nothing: there is none, or it holds
    this very game at this point or an earlier one (Continue's own game, a save of it loaded)."""
    path = autosave_path()
    if not path.is_file():
        return True
    try:
        disk = read_save(path)
    except (SaveError, OSError):
        return False  # a damaged autosave may still be mended: it is not overwritten either
    mine = yaml.safe_load(match.save_text())
    if not isinstance(disk, dict) or any(disk.get(key) != mine[key] for key in ("game", "seed", "setup")):
        return False
    moves = disk.get("moves")
    return isinstance(moves, list) and moves == mine["moves"][: len(moves)]


def keep_autosave() -> tuple[Path | None, str]:
    """Move the autosave into the saves folder, where Load lists it, named after its game and
    when it was last played; returns the new path and the game's id ("" if the file does not
    say). A game without a move (its first taken back) is only its setup: it is let go, and the
    path is None. OSError when it cannot be moved."""
    source = autosave_path()
    stamp = datetime.fromtimestamp(source.stat().st_mtime)
    try:
        data = read_save(source)
    except SaveError:
        data = None
    game = _text(data.get("game")) if isinstance(data, dict) else ""
    game = game if game in GAME_IDS else ""
    if isinstance(data, dict) and data.get("moves") == []:
        source.unlink()
        return None, game
    copy = _saved_as(source.read_bytes())
    if copy is not None:
        # Saved just before it was left (Ctrl+S, then another game): listed once is enough.
        source.unlink()
        return copy, game
    target = _claim(f"{game or 'unfinished'}{SET_ASIDE}{stamp.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(source, target)
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    return target, game


def _saved_as(content: bytes) -> Path | None:
    """A file in the saves folder holding, byte for byte, `content`."""
    for other in saves_dir().glob(f"*{SUFFIX}"):
        try:
            if other.is_file() and other.stat().st_size == len(content) and other.read_bytes() == content:
                return other
        except OSError:
            continue  # a file that cannot be read is no copy
    return None


# --- checking a save ------------------------------------------------------------------


def check_setup(game: str, setup: LMap, reader: Reader) -> None:
    """The game's own checks of a save's setup: seats, options and track."""
    if game not in GAME_IDS:
        reader.error(setup.line, _("unknown game {game}").format(game=show(game)))
        return
    broken = game_problems(game)
    if broken:
        # Not the save's fault: say so, so the player does not throw a good save away.
        message = f"{reader.path}:{setup.line}: " + _(_BROKEN).format(problem=broken[0])
        raise SaveError(message, BROKEN_DATA)
    info = game_info(game)
    _check_seats(info, setup, reader)
    options = setup["options"]
    known = {option.key: option for option in info.options}
    for key, value in options.items():
        line = options.line_of(key)
        if key not in known:
            reader.error(line, info.resolve_options({key: value})[1][0])
            continue
        try:
            known[key].coerce(value)
        except ValueError as exc:
            reader.error(line, str(exc))
    track = setup["track"]
    if track is None:
        return
    line = setup.line_of("track")
    plain = gathered(to_plain(track))  # a text's other languages (`name_fr`) taken with it
    if made_at_setup(game, plain):
        for message in rules_problems(game, plain):
            reader.error(line, _("the track is not valid: {problem}").format(problem=message))
        return
    text = layout_text(track)
    try:
        load_track(game, Path(reader.path), text)
    except ContentError as exc:
        # Each problem at the save's own line of the part at fault (the track is checked as
        # written out alone, where the lines are others), its file named once.
        lines = _lines_in_save(track, text)
        for problem in exc.problems:
            at = max((saved for alone, saved in lines if alone <= problem.line), default=line)
            reader.error(at, _("the track is not valid: {problem}").format(problem=problem.message))


def _lines_in_save(track: LMap, text: str) -> list[tuple[int, int]]:
    """Each line of `text` (`track` written out alone) that begins one of its parts, with the
    line in the save where that part is."""
    try:
        alone = read_yaml("track", text)
    except ContentError:
        return []
    pairs: list[tuple[int, int]] = []

    def walk(written: Any, saved: Any) -> None:
        if isinstance(written, LMap) and isinstance(saved, LMap):
            keys: list[Any] = [key for key in written if key in saved]
        elif isinstance(written, LList) and isinstance(saved, LList):
            keys = list(range(min(len(written), len(saved))))
        else:
            return
        for key in keys:
            pairs.append((written.line_of(key), saved.line_of(key)))
            walk(written[key], saved[key])

    walk(alone, track)
    return sorted(pairs)


def _check_seats(info: GameInfo, setup: LMap, reader: Reader) -> None:
    seats = setup["seats"]
    if not info.min_players <= len(seats) <= info.max_players:
        message = _("{game} is for {min} to {max} players, not {count}").format(
            game=local(info.name), min=info.min_players, max=info.max_players, count=len(seats)
        )
        reader.error(setup.line_of("seats"), message)
    names: dict[str, int] = {}
    colours: dict[str, int] = {}
    for index, seat in enumerate(seats, start=1):
        line = seats.line_of(index - 1)
        name, colour = seat["name"].casefold(), seat["colour"]
        if name in names:
            message = _("seats {first} and {second} are both called {name}")
            reader.error(line, message.format(first=names[name], second=index, name=show(seat["name"])))
        names.setdefault(name, index)
        if not colour:
            continue
        if colour not in info.colours:
            message = _("{game} has no colour {colour}").format(game=local(info.name), colour=show(colour))
            reader.error(line, message)
        elif colour in colours:
            message = _("seats {first} and {second} are both {colour}")
            reader.error(line, message.format(first=colours[colour], second=index, colour=colour))
        colours.setdefault(colour, index)


# --- named saves -----------------------------------------------------------------------


def load(path: Path) -> Match:
    """The match saved at `path`, checked and replayed; SaveError says what is wrong and where."""
    try:
        return Match.load(path, rules_for, check_setup)
    except ContentError as exc:  # the game's own data files, read for the first time here
        raise SaveError(f"{path}:1: " + _(_BROKEN).format(problem=exc.problems[0]), BROKEN_DATA) from exc


def save_named(match: Match, *, now: datetime | None = None) -> Path:
    """Save `match` as `<game>-<date>-<time>.yaml` in the saves folder; never overwrites a file.
    A game already saved just as it is (a save opened and saved again) keeps its one file."""
    text = match.save_text()
    copy = _saved_as(text.encode("utf-8"))
    if copy is not None:
        return copy
    path = _claim(f"{match.game_id}-{(now or datetime.now()).strftime('%Y%m%d-%H%M%S')}")
    try:
        write_atomic(path, text)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def _claim(stem: str) -> Path:
    """A new, empty file in the saves folder named `stem` (or `stem-2`, ...), created here."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
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
        return path


def saves_dir_problem() -> str | None:
    """Why the saves folder can hold no save, in one line (a file where it should be); None
    when it can, or is yet to be made."""
    folder = saves_dir()
    if folder.exists() and not folder.is_dir():
        return _("Your saves folder {path} cannot be used: {reason}.").format(
            path=folder, reason=_("a file is where a folder should be")
        )
    return None


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first; files that look broken are kept, with a problem."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found = [
        read_info(path)
        for path in folder.glob(f"*{SUFFIX}")
        if path.is_file() and not path.name.startswith(".")
    ]
    return sorted(found, key=lambda info: (info.modified, info.path.name), reverse=True)


def delete(path: Path) -> None:
    path.unlink(missing_ok=True)


def read_info(path: Path) -> SaveInfo:
    """What the list shows of a save: its header, checked; its moves are counted, not replayed."""
    return replace(_read_info(path), set_aside=SET_ASIDE in path.stem)


def _read_info(path: Path) -> SaveInfo:
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError as exc:
        modified = datetime.fromtimestamp(0)
        problem = _("cannot be read: {reason}").format(reason=os_reason(exc))
        return SaveInfo(path, "", _game_name(""), (), 0, modified, problem, _unreadable(exc))
    try:
        data = read_save(path)
    except SaveError as exc:
        game = _game_line(path)
        return SaveInfo(path, game, _game_name(game), (), 0, modified, _reason(exc, path), exc.summary)
    game = _text(data.get("game")) if isinstance(data, dict) else ""
    if ends_in_game_line(data) and game not in GAME_IDS:
        game = ""  # a name cut short ("nascar") names no game: the list says it is not known
    if isinstance(data, LMap) and "game" in data and not ends_in_game_line(data) and game not in GAME_IDS:
        problem = _("line {line}: {problem}").format(
            line=data.line_of("game"), problem=_("unknown game {game}").format(game=show(data["game"]))
        )
        return SaveInfo(path, game, _game_name(game), _players(data), 0, modified, problem, UNKNOWN_GAME)
    try:
        header = read_header(data, str(path), check_setup)
    except SaveError as exc:
        problem = _reason(exc, path)
        return SaveInfo(path, game, _game_name(game), _players(data), 0, modified, problem, exc.summary)
    players = tuple(seat.name for seat in header.setup.seats)
    name, moves = _game_name(game), len(header.moves)
    return SaveInfo(path, game, name, players, moves, modified, setup=header.setup, lesson=header.lesson)


# --- how far a saved game had got ------------------------------------------------------------

# A save's progress by its file, date and the language it was said in: the list asks again each
# time it is laid out, and a save is replayed to know it.
_progress: dict[tuple[Path, datetime, str], str] = {}


def known_progress(info: SaveInfo) -> str | None:
    """How far the saved game had got, if already found (see `progress`); None otherwise."""
    return _progress.get((info.path, info.modified, language()))


def progress(info: SaveInfo) -> str:
    """How far the saved game had got, as its game says it ("Lap 2 of 3"), found by replaying
    it; "" for a save that cannot be opened (opening it says why)."""
    key = (info.path, info.modified, language())
    if key not in _progress:
        note = ""
        if info.problem is None and info.game in GAME_IDS:
            with suppress(SaveError, OSError):  # changed or gone since it was listed
                note = progress_note(info.game, load(info.path).state)
        _progress[key] = note
    return _progress[key]


# --- a save that cannot be opened, in a player's words --------------------------------------


def described(info: SaveInfo, now: datetime | None = None, unknown: str | None = None) -> str:
    """Which game a save holds and when it was saved: "Your Race Day game with Anna and Bob,
    saved today at 14:05" (`unknown` when the file no longer says which game)."""
    known = info.game in GAME_IDS
    game = (
        _("Your {game} game").format(game=local(info.game_name)) if known else unknown or _("This saved game")
    )
    # "Your game with You and Computer 1" (a test drive's seats) says "You" once too often.
    others = tuple(name for name in info.players if not is_you(name))
    when = _when(info.modified, now or datetime.now())
    if others:
        players = names_list(others)
        return _("{game} with {players}, saved {when}").format(game=game, players=players, when=when)
    return _("{game}, saved {when}").format(game=game, when=when)


# Month names from the app's catalog, not the system's locale: the app's language decides.
MONTHS = (
    N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
    N_("July"), N_("August"), N_("September"), N_("October"), N_("November"), N_("December"),
)


def _when(moment: datetime, now: datetime) -> str:
    clock = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        return _("today at {clock}").format(clock=clock)
    if days == 1:
        return _("yesterday at {clock}").format(clock=clock)
    return _("on {day} {month} {year} at {clock}").format(
        day=moment.day, month=_(MONTHS[moment.month - 1]), year=moment.year, clock=clock
    )


def _unreadable(error: OSError) -> str:
    return MISSING if isinstance(error, FileNotFoundError) else UNREADABLE


def _reason(error: SaveError, path: Path) -> str:
    """The first problem without the file's name, which the list shows beside it anyway."""
    return _unnamed(str(error).splitlines()[0], path)


def without_path(details: str, path: Path) -> str:
    """Each problem in `details` as "line 12: ...", the file at `path` named once elsewhere."""
    return "\n".join(_unnamed(told, path) for told in details.splitlines())


def _unnamed(told: str, path: Path) -> str:
    prefix = f"{path}:"
    line, _sep, problem = told.removeprefix(prefix).partition(": ")
    if not told.startswith(prefix) or not line.isdigit():
        return told
    return _("line {line}: {problem}").format(line=line, problem=problem)


def _text(value: Any) -> str:
    return value if isinstance(value, str) and len(value) <= 40 else ""


def _game_line(path: Path) -> str:
    """The game a save names in its second line, when the file is too broken further on (cut
    inside a move) to be read as a whole: the list can still say which game it was."""
    try:
        with path.open("rb") as file:
            head = file.read(GAME_LINE_BYTES)
    except OSError:
        return ""
    lines = head.split(b"\n")
    # The game line whole: a line after it.
    if len(lines) < 3 or lines[0] != f"format: {SAVE_FORMAT}".encode():
        return ""
    name = lines[1].removeprefix(b"game: ").decode("ascii", "replace")
    return name if lines[1].startswith(b"game: ") and name in GAME_IDS else ""


def _players(data: Any) -> tuple[str, ...]:
    """The seats' names of a save that cannot be opened, the app's own names ("Computer 2") shown
    in the language spoken as an open save's are."""
    setup = data.get("setup") if isinstance(data, dict) else None
    seats = setup.get("seats") if isinstance(setup, dict) else None
    if not isinstance(seats, list):
        return ()
    return tuple(spoken(s["name"], index, s.get("is_bot") is True) for index, s in enumerate(seats)
                 if isinstance(s, dict) and isinstance(s.get("name"), str))


def _game_name(game: str) -> str:
    if game not in GAME_IDS:
        return game or _("Unknown game")
    try:
        return game_info(game).name
    except ContentError:
        # The app's own data is broken; `tabletop validate` reports it, the list still works.
        return game
