"""Whether a game can be played on the data as it stands: asked by `validate` and by every way into a game.

Each data file can be sound on its own and the game still break: a seat count
the form offers that the rules refuse, an option the rules need gone from the
form, a piecepack too small to deal. So before a game starts (new game, play
again, a lesson, a save, a test drive) and whenever `validate` checks a game's
files, the same questions are asked: do the game's own files load, do its
own cross-file facts hold (`data_problems()` of its game module, when it has
one), and does a game start, for every seat count the form offers, with each
choice of its options and on each bundled track, and offer the first player
a move? Every answer is a Problem with its file and line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.game_info import GameInfo, OptionInfo, OptionValue
from tabletop.content.problems import ContentError, Problem
from tabletop.content.validate import Checker, check_file
from tabletop.content.yaml_source import LMap, read_yaml
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.bot_levels import bots_path, load_bot_levels
from tabletop.games.registry import game_module, rules_for
from tabletop.games.setup import load_info
from tabletop.games.track_check import load_track
from tabletop.language import _, local
from tabletop.paths import data_dir

SMOKE_MOVES = 40  # moves played into each trial game: enough to reach MotoX's building phase
SMOKE_SEED = 1


def game_files(game_id: str) -> list[tuple[Path, Checker]]:
    """The files every game of `game_id` reads, each with its checker (its tracks are chosen one by one)."""
    root = data_dir()
    fixed: list[tuple[Path, Checker]] = [
        (root / "games" / f"{game_id}.yaml", load_info),
        (bots_path(game_id, root), load_bot_levels),
    ]
    for pattern, checker in game_module(game_id).content_checkers():
        if not any(mark in pattern for mark in "*?["):
            fixed.append((root / pattern, checker))
    return fixed


def game_problems(game_id: str) -> list[Problem]:
    """Everything that keeps `game_id` from being played: its own files first, then across them."""
    return list(_game_problems(game_id, data_dir()))


@cache  # the data does not change while the app runs; a test pointing elsewhere gets its own answer
def _game_problems(game_id: str, root: Path) -> tuple[Problem, ...]:
    problems = [problem for path, checker in game_files(game_id) for problem in check_file(path, checker)]
    if problems:
        return tuple(problems)
    extra = getattr(game_module(game_id), "data_problems", None)
    if extra is not None:
        problems += extra()
    return tuple(problems or _start_problems(game_id))


def require_playable(game_id: str) -> None:
    """Raise ContentError naming every problem that keeps `game_id` from being played."""
    problems = game_problems(game_id)
    if problems:
        raise ContentError(problems)


def refusal(game_id: str, error: ContentError) -> str:
    """What a player is told when a game will not start on broken data: which game, then where."""
    lines = [str(problem) for problem in error.problems[:8]]
    if len(error.problems) > len(lines):
        more = len(error.problems) - len(lines)
        lines.append(_("... and {count} more (run `tabletop validate`)").format(count=more))
    try:
        name = load_info(data_dir() / "games" / f"{game_id}.yaml").name
    except ContentError:
        name = game_id
    told = _("{game} cannot start: the game's data files have problems.").format(game=local(name))
    return told + "\n\n" + "\n".join(lines)


@dataclass(frozen=True)
class _Trial:
    players: int
    options: dict[str, OptionValue]
    track: tuple[Path | None, Mapping[str, Any] | None]
    blame: tuple[Path, int]  # where to point if this trial fails
    words: Callable[[str], str]  # the message if the trial fails, given why
    moves: int  # how many moves to play into it


def _start_problems(game_id: str) -> list[Problem]:
    info_path = data_dir() / "games" / f"{game_id}.yaml"
    info = load_info(info_path)
    problems: dict[tuple[Path, int], Problem] = {}
    for trial in _trials(game_id, info, info_path):
        if trial.blame in problems:
            continue  # one problem per line is enough to send the reader there
        failure = _try(game_id, info, trial)
        if failure:
            path, line = trial.blame
            problems[trial.blame] = Problem(str(path), line, trial.words(failure))
    return list(problems.values())


def _trials(game_id: str, info: GameInfo, info_path: Path) -> Iterator[_Trial]:
    """Every seat count on the first track with the default options, played a few moves in; then,
    only started, the other tracks with the fewest and most players and each other option value."""
    data = read_yaml(info_path)
    assert isinstance(data, LMap)
    players = (info_path, data.line_of("players"))
    option_lines = {node["key"]: node.line for node in data.get("options") or () if isinstance(node, LMap)}
    tracks = _bundled_tracks(game_id)
    defaults = {option.key: option.default for option in info.options}
    for count in info.counts:
        words = _told(_("a game of {count} players cannot start: {failure}"), count=count)
        yield _Trial(count, defaults, tracks[0], players, words, SMOKE_MOVES)
    for count in sorted({info.counts[0], info.counts[-1]}):
        for path, layout in tracks[1:]:
            where = (path, 1) if path is not None else players
            track = path.name if path else _("this track")
            sentence = _("a game of {count} players on {track} cannot start: {failure}")
            words = _told(sentence, count=count, track=track)
            yield _Trial(count, defaults, (path, layout), where, words, 1)
    for option in info.options:
        values: list[OptionValue] = [True, False] if option.kind == "bool" else []
        values += [choice.value for choice in option.choices]
        for value in values:
            counts = [c for c in info.counts if option.kind != "choice" or value in _offered(option, c)]
            if value == option.default or not counts:
                continue
            sentence = _("a game of {count} players with {option}: {value} cannot start: {failure}")
            words = _told(sentence, count=counts[-1], option=option.key, value=value)
            blame = (info_path, option_lines.get(option.key, players[1]))
            yield _Trial(counts[-1], {**defaults, option.key: value}, tracks[0], blame, words, 1)


def _told(sentence: str, **fields: Any) -> Callable[[str], str]:
    """A trial's message: `sentence` with its `fields`, and `{failure}` once the trial has failed."""
    return lambda failure: sentence.format(failure=failure, **fields)


def _offered(option: OptionInfo, players: int) -> list[str]:
    return [choice.value for choice in option.choices_for(players)]


def _bundled_tracks(game_id: str) -> list[tuple[Path | None, Mapping[str, Any] | None]]:
    """The tracks a new game may be set on: those built at setup, then each bundled file that loads."""
    made = getattr(game_module(game_id), "tracks_made_at_setup", list)
    found: list[tuple[Path | None, Mapping[str, Any] | None]] = [(None, layout) for layout in made()]
    folder = data_dir() / "tracks" / game_id
    for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else ():
        try:
            found.append((path, dict(load_track(game_id, path).source)))
        except ContentError:
            continue  # the file's own problems are reported with it
    return found or [(None, None)]


def _try(game_id: str, info: GameInfo, trial: _Trial) -> str:
    """'' when a game of `trial` starts and a move is always open for the first moves; else why not."""
    seats = tuple(
        SeatSetup(f"Player {n + 1}", n > 0, info.colours[n] if n < len(info.colours) else "")
        for n in range(trial.players)
    )
    options = info.settle(trial.options, trial.players)
    try:
        match = Match(rules_for(game_id), Setup(seats, options, trial.track[1]), SMOKE_SEED)
        for _move in range(trial.moves):
            if match.outcome() is not None:
                return ""
            acting = match.to_act()
            moves = [(seat, match.rules.legal_actions(match.state, seat)) for seat in acting]
            seat, legal = next(((s, m) for s, m in moves if m), (None, []))
            if seat is None:
                return _("at some point no player has a legal move, so the game can never go on")
            match.apply(seat, legal[0])
    except Exception as exc:  # whatever breaks a game on this data is the data's problem to report
        return str(exc) or type(exc).__name__
    return ""


def forget() -> None:
    """Drop the answers kept so far: the data they were about has changed (a test swapped it)."""
    _game_problems.cache_clear()
