"""The player's preferences: loaded from and saved to a YAML file in the user's folder.

A broken or outdated settings file must never stop the app: `load_settings`
returns every value it could still read (the others at their defaults) together
with a list of problems, which the app shows once in a dialog; `keep_broken` keeps
the file as it was before the app writes over it.
"""

from __future__ import annotations

import math
import re
from contextlib import suppress
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import yaml

from tabletop import paths
from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import LMap, line_of, read_text, read_yaml
from tabletop.language import LANGUAGES, _, system_language
from tabletop.paths import write_atomic

SETTINGS_FILE = "settings.yaml"

# Multipliers applied to every animation's clock; "instant" skips animations entirely.
ANIMATION_SPEEDS: dict[str, float] = {
    "slow": 0.5,
    "normal": 1.0,
    "fast": 2.0,
    "instant": math.inf,
}

WINDOW_PRESETS: tuple[tuple[int, int], ...] = (
    (960, 600),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
)

MIN_WINDOW_SIZE = (960, 600)
MAX_WINDOW_SIZE = (7680, 4320)
# Kept free around a window the app sizes itself, across and down. The display tells the size of
# the whole desktop, not of the part its panels leave (a taskbar or a top bar: 30 to 50 pixels, a
# side dock: about 70) nor the window's own title bar (about 30): a window the desktop's size hides
# under them.
DESKTOP_MARGIN = (80, 96)


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """`size` made no larger than the `desktop` (a window past the screen's edges hides part of
    every scene), yet never smaller than MIN_WINDOW_SIZE, below which the scenes do not fit.
    `desktop`: the room a window may take on it (`window_room`); None when the display does not say."""
    if desktop is None:
        return size
    width, height = (min(want, room) for want, room in zip(size, desktop, strict=True))
    return (max(MIN_WINDOW_SIZE[0], width), max(MIN_WINDOW_SIZE[1], height))


def window_room(desktop: tuple[int, int] | None) -> tuple[int, int] | None:
    """The room a window may take on a `desktop` of that size, its panels and the window's title bar
    left room (DESKTOP_MARGIN). None when the display does not say."""
    if desktop is None:
        return None
    width, height = desktop
    return (width - DESKTOP_MARGIN[0], height - DESKTOP_MARGIN[1])


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    colour_blind: bool = False
    # Games the player has met: their guided first game was offered (once, on the first
    # start) or taken from Learn to play. No "New to ...?" offer for these.
    tutorials_offered: tuple[str, ...] = ()
    # The app's language (a code of tabletop.language.LANGUAGES); at first, the system's if the app
    # speaks it.
    language: str = field(default_factory=system_language)
    # Each game's seats, options and track as last started in New game (`GameForm.kept`), by game
    # id (named for the seats it first held, so older files still read): checked only as far as
    # being small plain data here; the form takes what still suits the game.
    new_game_seats: dict[str, Any] = field(default_factory=dict)
    last_game: str = ""  # the game New game last started, which it opens on next time

    @property
    def speed_multiplier(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]


def settings_path() -> Path:
    return paths.user_dir() / SETTINGS_FILE


def _check_value(name: str, raw: Any) -> Any:
    """The value of setting `name` read from YAML; raises ValueError with a readable reason."""
    if name == "animation_speed":
        if raw not in ANIMATION_SPEEDS:
            speeds = ", ".join(ANIMATION_SPEEDS)
            raise ValueError(_("animation_speed must be one of {speeds}").format(speeds=speeds))
        return raw
    if name == "window_size":
        ok = (
            isinstance(raw, list | tuple)
            and len(raw) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in raw)
        )
        if not ok:
            raise ValueError(_("window_size must be two whole numbers, like [1280, 720]"))
        if raw[0] > MAX_WINDOW_SIZE[0] or raw[1] > MAX_WINDOW_SIZE[1]:
            raise ValueError(_("window_size must be at most {width} by {height}").format(
                width=MAX_WINDOW_SIZE[0], height=MAX_WINDOW_SIZE[1]))
        width = max(MIN_WINDOW_SIZE[0], raw[0])
        height = max(MIN_WINDOW_SIZE[1], raw[1])
        return (width, height)
    if name == "language":
        if raw not in LANGUAGES:
            raise ValueError(_("language must be one of {codes}").format(codes=", ".join(LANGUAGES)))
        return raw
    if name == "tutorials_offered":
        if not isinstance(raw, list) or not all(isinstance(v, str) and len(v) <= 40 for v in raw):
            raise ValueError(_("tutorials_offered must be a list of game names"))
        return tuple(raw[:50])
    if name == "last_game":
        if not isinstance(raw, str) or len(raw) > 40:
            raise ValueError(_("last_game must be a game's name"))
        return raw
    if name == "new_game_seats":
        if not isinstance(raw, dict) or not all(isinstance(k, str) and len(k) <= 40 for k in raw):
            raise ValueError(_("new_game_seats must be a list of games and how they were set up"))
        return {key: plain(value) for key, value in list(raw.items())[:20]}
    if not isinstance(raw, bool):
        raise ValueError(_("{name} must be true or false").format(name=name))
    return raw


def plain(value: Any) -> Any:
    """`value` read from YAML as plain dicts, lists, strings, numbers and booleans (the reader's
    own types carry line numbers)."""
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, str):
        return str(value)
    return value


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings and, for the player, the problems found reading them (empty when all
    is well), each with the file's line."""
    path = path or settings_path()
    settings, problems = read_settings(path)
    return settings, [f"{path.name}:{problem.line}: {problem.message}" for problem in problems]


def read_settings(path: Path) -> tuple[Settings, list[Problem]]:
    """The settings in `path`: every value that is sound, each other one at its default and
    told as a problem. A file that is not sound YAML throughout (cut short, edited by hand) still
    gives every setting it holds that reads on its own."""
    if not path.exists():
        return Settings(), []
    try:
        data = read_yaml(path)
    except ContentError as exc:
        return _salvaged(path, exc.problems[0])
    if data is None:
        return Settings(), []
    if not isinstance(data, LMap):
        return Settings(), [Problem(str(path), line_of(data, 1), _("not a list of settings"))]
    known = {f.name for f in fields(Settings)}
    problems = [
        Problem(str(path), data.line_of(key), _("unknown setting '{key}'").format(key=key))
        for key in data
        if key not in known
    ]
    values: dict[str, Any] = {}
    for name in known & data.keys():
        try:
            values[name] = _check_value(name, data[name])
        except ValueError as exc:
            problems.append(Problem(str(path), data.line_of(name), str(exc)))
    return replace(Settings(), **values), problems


# A setting's first line: its name at the start of the line (what follows is its value); any
# other name there ends the setting before it too.
_SETTING_START = re.compile(r"([A-Za-z0-9_-]+)[ \t]*:")


def _salvaged(path: Path, problem: Problem) -> tuple[Settings, list[Problem]]:
    """Each setting of a file that does not read whole, read alone: all but the broken one(s)."""
    try:
        lines = read_text(path).splitlines(keepends=True)
    except ContentError as exc:
        return Settings(), list(exc.problems)
    known = {f.name for f in fields(Settings)}
    starts = [
        (number, found.group(1)) for number, line in enumerate(lines) if (found := _SETTING_START.match(line))
    ]
    values: dict[str, Any] = {}
    problems = [problem]
    ends = [number for number, _name in starts[1:]] + [len(lines)]  # each ends where the next starts
    for (start, name), end in zip(starts, ends, strict=False):
        if name not in known or name in values:
            continue
        # Blank lines before it keep its lines where they are in the file.
        text = "\n" * start + "".join(lines[start:end])
        try:
            data = read_yaml(path, text)
            values[name] = _check_value(name, data[name])
        except ContentError as exc:
            # The broken part itself is told already; another (an alias to a part left out) not.
            told = {told.message for told in problems}
            problems += [found for found in exc.problems[:1] if found.message not in told]
        except (ValueError, TypeError, KeyError) as exc:
            problems.append(Problem(str(path), start + 1, str(exc)))
    return replace(Settings(), **values), problems


def keep_broken(path: Path) -> Path | None:
    """A copy of the settings file `path` beside it (`settings.yaml.broken`, or `...broken-2`...),
    made before the app writes over what it could not read; None if it cannot be made. A copy
    already there with the same bytes is the one kept (the app started again unchanged)."""
    if not path.is_file():
        return None  # a folder, or a pipe whose reading would wait forever: nothing to keep
    try:
        content = path.read_bytes()
    except OSError:
        return None
    number = 1
    while True:
        copy = path.with_name(f"{path.name}.broken" + ("" if number == 1 else f"-{number}"))
        try:
            with copy.open("xb") as handle:
                handle.write(content)
            return copy
        except FileExistsError:
            with suppress(OSError):
                if copy.read_bytes() == content:
                    return copy
            number += 1
        except OSError:
            return None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write atomically: a crash mid-write leaves the old file, never half a file."""
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    data["tutorials_offered"] = list(settings.tutorials_offered)
    write_atomic(path or settings_path(), yaml.safe_dump(data, sort_keys=True))
