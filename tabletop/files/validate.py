"""`tabletop validate`: check the bundled data and the user's own files, file:line per problem."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import fields
from functools import partial
from pathlib import Path

from tabletop.content.problems import ContentError, Problem
from tabletop.content.rules_pages import check_translated_page, translation_path
from tabletop.content.text_files import check_rules_page, check_theme
from tabletop.content.validate import (
    YAML_SUFFIXES,
    Checker,
    check_file,
    checker_for,
    format_problems,
    matches,
    validate_files,
)
from tabletop.content.yaml_source import read_yaml
from tabletop.engine.match import SaveError
from tabletop.files import saves
from tabletop.files.settings import SETTINGS_FILE, Settings, read_settings
from tabletop.games.bot_levels import load_bot_levels
from tabletop.games.playable import game_problems
from tabletop.games.registry import GAME_IDS, game_module
from tabletop.games.setup import load_info
from tabletop.games.track_check import load_track
from tabletop.language import LANGUAGES, _
from tabletop.language.catalogs import po_path
from tabletop.language.coverage import catalog_problems as language_problems
from tabletop.language.current import DEFAULT
from tabletop.paths import data_dir, user_dir
from tabletop.tutorial.catalogue import tutorial_match
from tabletop.tutorial.checks import load_checked_tutorial


def checkers() -> list[tuple[str, Checker]]:
    """Which files are checked how: tracks by their game's loader and its rules' track check."""
    found: list[tuple[str, Checker]] = [
        ("games/*.yaml", load_info),
        ("tutorials/*.yaml", check_tutorial),
        ("rules/*.md", check_rules_and_translations),
        ("rules/*/*.md", check_translated_page),
        ("theme.json", check_theme),
        ("saves/*.yaml", load_save),
        ("autosave.yaml", load_save),
        ("bots/*.yaml", load_bot_levels),
        ("settings.yaml", check_settings),
    ]
    for game_id in GAME_IDS:
        found.append((f"tracks/{game_id}/*.yaml", partial(load_track, game_id)))
        # A draft is a track not finished yet: checked as one, it is told what keeps it from
        # racing. (The editor opens drafts through its own, laxer reading.)
        found.append((f"drafts/{game_id}/*.yaml", partial(load_track, game_id)))
        found += game_module(game_id).content_checkers()
    return found


def check_rules_and_translations(path: Path) -> object:
    """An English rules page, and beside it one page for each other language the app speaks."""
    problems = [
        Problem(str(translated), 1, _("missing: the '{code}' rules page of {page} ({language})").format(
            code=code, page=path.name, language=name))
        for code, name in LANGUAGES.items()
        if code != DEFAULT and not (translated := translation_path(path, code)).is_file()
    ]
    try:
        check_rules_page(path)
    except ContentError as error:
        problems = [*error.problems, *problems]
    if problems:
        raise ContentError(problems)
    return path


def check_tutorial(path: Path) -> object:
    return load_checked_tutorial(path, tutorial_match)


def load_save(path: Path) -> object:
    """A save checked as the app would open it; its SaveError becomes problems with lines."""
    try:
        return saves.load(path)
    except SaveError as error:
        raise ContentError([_problem(path, text) for text in str(error).splitlines()]) from None


def check_settings(path: Path) -> object:
    """The settings file as the app reads it: each value it would set aside is a problem."""
    settings, problems = read_settings(path)
    if problems:
        raise ContentError(problems)
    return settings


def _problem(path: Path, text: str) -> Problem:
    line, _, message = text.removeprefix(f"{path}:").partition(": ")
    return Problem(str(path), int(line), message) if line.isdigit() else Problem(str(path), 1, text)


def validate(paths: Sequence[Path]) -> list[Problem]:
    """Every problem in `paths` (default: all of data/ and the user's own tracks).

    Files under data/ or the user's folder are checked by where they sit; a file anywhere
    else (a track being shared, a save sent by a friend, a copy of the settings), or named
    where no folder says what it is, is recognised by what it holds.
    """
    user_tracks = user_dir() / "tracks"
    # The whole check (no paths named) also reads the translation catalogs.
    found_in_catalogs = [] if paths else catalog_problems()
    targets = list(paths) or [data_dir(), *([user_tracks] if user_tracks.is_dir() else [])]
    rules = checkers()
    problems: list[Problem] = []
    for root in (data_dir().resolve(), user_dir().resolve()):
        inside = [p for p in targets if p.resolve().is_relative_to(root)
                  and not _told_by_content(p, rules, root)]
        targets = [p for p in targets if p not in inside]
        if inside:
            problems += validate_files(inside, rules, root)
        if inside and root == data_dir().resolve():
            problems += _across_files(inside)
    for path in targets:
        if path.is_file():
            checker = _checker_by_content(path, rules)
            found = check_file(path, checker)
            if checker is None and not found:
                # Sound YAML, but of nothing the app reads: an empty or cut-short file must not
                # pass as checked.
                found = [Problem(str(path), 1, _unknown_kind(path))]
            problems += found
        else:
            # Where the folder's own layout says nothing (a folder of shared tracks, of saves
            # sent by friends), each file is told by what it holds, as a file named alone is.
            by_content = partial(_check_by_content, rules)
            problems += validate_files([path], [*rules, *((f"**/*{suffix}", by_content)
                                                           for suffix in sorted(YAML_SUFFIXES))], path)
    problems += found_in_catalogs
    return _once(problems)


def _once(problems: list[Problem]) -> list[Problem]:
    """Each problem once, under the first name it was found by: a broken file that other checks
    read too is reached again by the app's own (absolute) path, where the user named it relatively."""
    seen: set[tuple[Path, int, str]] = set()
    kept = []
    for problem in problems:
        key = (Path(problem.path).resolve(), problem.line, problem.message)
        if key not in seen:
            seen.add(key)
            kept.append(problem)
    return kept


def catalog_problems() -> list[Problem]:
    """Each message of the template that a language's catalog leaves in English or would break."""
    return [
        Problem(str(po_path(code)), line, message)
        for code in LANGUAGES
        if code != DEFAULT
        for line, message in language_problems(code)
    ]


def _across_files(paths: Sequence[Path]) -> list[Problem]:
    """What keeps each game with a file among `paths` from being played, beyond each file alone."""
    root = data_dir().resolve()
    touched = set()
    for path in paths:
        parts = path.resolve().relative_to(root).parts
        names = {part.removesuffix(Path(part).suffix) for part in parts}
        touched |= {game_id for game_id in GAME_IDS if not parts or game_id in names}
    return [problem for game_id in GAME_IDS if game_id in touched for problem in game_problems(game_id)]


def _told_by_content(path: Path, rules: list[tuple[str, Checker]], root: Path) -> bool:
    """Whether `path`, a file named under `root`, is told apart only by what it holds: no folder
    of `root` says what it is, and its content does."""
    if not path.is_file() or checker_for(path, rules, root) is not None:
        return False
    return _checker_by_content(path, rules) is not None


def _checker_by_content(path: Path, rules: list[tuple[str, Checker]]) -> Checker | None:
    """The checker of the kind of file `path` holds, wherever it lies (None: no kind the app reads)."""
    try:
        data = read_yaml(path)
    except ContentError:
        # Too broken to tell by content: a file the user's folder names alone (settings.yaml,
        # autosave.yaml) is still checked as that, which reports the problem in its words.
        alone = (check for pattern, check in rules if "/" not in pattern and matches(path.name, pattern))
        return next(alone, None)
    where = _where_it_belongs(data, path.name)
    return next((check for pattern, check in rules if matches(where, pattern)), None) if where else None


def _check_by_content(rules: list[tuple[str, Checker]], path: Path) -> object:
    """`path` checked as the kind of file it holds; read as YAML only when it holds no kind the
    app reads (a folder may hold other files)."""
    checker = _checker_by_content(path, rules)
    return read_yaml(path) if checker is None else checker(path)


def _where_it_belongs(data: object, name: str) -> str | None:
    """Where, under the data or the user's folder, a file holding `data` would sit."""
    if not isinstance(data, dict):
        return None
    game = data.get("game")
    if game in GAME_IDS:
        if "pieces" in data:
            return f"tracks/{game}/{name}"
        if "lessons" in data:
            return f"tutorials/{game}.yaml"
        if data.keys() & SAVE_KEYS:
            return f"saves/{name}"
        return None
    if data.get("id") in GAME_IDS and "name" in data:
        return f"games/{data['id']}.yaml"
    if "game" not in data and data.keys() & {f.name for f in fields(Settings)}:
        return SETTINGS_FILE
    if {"easy", "hard"} <= data.keys():
        return f"bots/{name}"
    return None


# A save's own keys beside its `game` (Match.to_data): a tutorial or a track has none of them.
SAVE_KEYS = frozenset({"format", "seed", "setup", "moves", "checksum"})


def _unknown_kind(path: Path) -> str:
    try:
        empty = read_yaml(path) is None
    except ContentError:
        empty = False
    if empty:
        return _("the file holds nothing: it is empty, or only comments")
    message = _("not a file the app reads: a track needs 'game' (one of {games}) and 'pieces', "
                "a save needs 'game' and 'moves', a settings file needs settings such as 'language'")
    return message.format(games=", ".join(GAME_IDS))


def validate_command(paths: Sequence[str]) -> int:
    problems = validate([Path(p) for p in paths])
    print(format_problems(problems), file=sys.stderr if problems else sys.stdout)
    return 1 if problems else 0
