"""Checking many content files at once: `tabletop validate` and the data tests.

Each kind of file has its own checker (a game's cards, a game's tracks...),
chosen by where the file sits under `data/`. A checker that crashes is a bug in
our code, but the person running `validate` still deserves a list of problems,
not a traceback, so the crash becomes one more problem naming the file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fnmatch import fnmatchcase
from pathlib import Path

from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import read_yaml
from tabletop.language import N_, _, ngettext

Checker = Callable[[Path], object]
"""Reads one file and raises ContentError with its problems; what it returns is ignored."""

YAML_SUFFIXES = frozenset({".yaml", ".yml"})


def validate_files(
    paths: Iterable[Path], checkers: Sequence[tuple[str, Checker]], data_root: Path
) -> list[Problem]:
    """Check every YAML file in `paths` (folders are searched), and every other file a checker's
    pattern names (`theme.json`, `rules/*.md`), and return all problems.

    `checkers` pairs a glob pattern relative to `data_root` ("games/*.yaml",
    "tracks/**/*.yaml") with its checker; the first match wins. A file outside
    `data_root` or matching no pattern is still read as YAML.
    """

    def wanted(path: Path) -> bool:
        return path.suffix.lower() in YAML_SUFFIXES or checker_for(path, checkers, data_root) is not None

    files, problems = _files(paths, wanted)
    for path in files:
        problems += check_file(path, checker_for(path, checkers, data_root))
    return problems


def check_file(path: Path, checker: Checker | None) -> list[Problem]:
    """Run `checker` (None: just read the YAML) on `path`; every outcome is a list."""
    try:
        if checker is None:
            read_yaml(path)
        else:
            checker(path)
    except ContentError as error:
        return list(error.problems)
    except Exception as error:
        message = _("internal error while checking this file: {error}").format(
            error=f"{type(error).__name__}: {error}"
        )
        return [Problem(str(path), 1, message)]
    return []


def matches(relative: str, pattern: str) -> bool:
    """Glob match by whole folders: '*' stays within one name, '**' spans any number of folders."""
    return _match(relative.split("/"), pattern.split("/"))


def format_problems(problems: Sequence[Problem]) -> str:
    """One `file:line: message` line per problem and a closing count."""
    if not problems:
        return _("No problems found.")
    files = len({problem.path for problem in problems})
    # The count of problems and of files each has its plural: "1 problem in 2 files".
    count = ngettext("{count} problem", "{count} problems", len(problems)).format(count=len(problems))
    where = ngettext("in {count} file", "in {count} files", files).format(count=files)
    summary = _("{problems} {in_files}.").format(problems=count, in_files=where)
    return "\n".join([*map(str, problems), summary])


NOT_REGULAR = N_("not a regular file or folder (a pipe or a device?): not read")


def _files(paths: Iterable[Path], wanted: Callable[[Path], bool]) -> tuple[list[Path], list[Problem]]:
    """The files to check, each once, in a stable order; and the paths that do not exist."""
    files: dict[Path, Path] = {}
    missing: list[Problem] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if wanted(p))
            for file in found:
                if file.is_file():
                    files.setdefault(file.resolve(), file)
        elif path.is_file():  # named on purpose, so read whatever its suffix
            files.setdefault(path.resolve(), path)
        elif path.exists():
            missing.append(Problem(str(path), 1, _(NOT_REGULAR)))
        else:
            missing.append(Problem(str(path), 1, _("no such file or folder")))
    return list(files.values()), missing


def checker_for(path: Path, checkers: Sequence[tuple[str, Checker]], data_root: Path) -> Checker | None:
    """The checker of the first pattern `path` matches, where it sits under `data_root` (None:
    outside it, or matching no pattern)."""
    try:
        relative = path.resolve().relative_to(data_root.resolve()).as_posix()
    except ValueError:
        return None
    return next((check for pattern, check in checkers if matches(relative, pattern)), None)


def _match(parts: list[str], pattern: list[str]) -> bool:
    if not pattern:
        return not parts
    if pattern[0] == "**":
        return any(_match(parts[start:], pattern[1:]) for start in range(len(parts) + 1))
    return bool(parts) and fnmatchcase(parts[0], pattern[0]) and _match(parts[1:], pattern[1:])
