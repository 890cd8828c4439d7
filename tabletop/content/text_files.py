"""The data files that are not YAML: the widget theme (`theme.json`) and the rules pages (`rules/*.md`).

Both are read by the app as they are, so `validate` holds them to what the app
needs: the theme a JSON object of widget kinds, each of blocks ("colours",
"font", "misc") whose values are text (a colour as #rrggbb, a font size a
whole number of sane size); a rules page readable text that opens with its
title.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import MAX_BYTES
from tabletop.language import _
from tabletop.paths import os_reason

THEME_BLOCKS = frozenset({"colours", "colors", "font", "misc", "images", "prototype"})
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?")
_FONT_SIZE = (6, 96)
_PICTURE = re.compile(r"\(picture:([^)]*)\)")


def read_text(path: Path) -> str:
    """A data file's text; ContentError (line 1) if it cannot be read, is too big or is not UTF-8."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ContentError(
                [Problem(str(path), 1, _("the file is larger than {limit} bytes").format(limit=MAX_BYTES))]
            )
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(
            [Problem(str(path), 1, _("not UTF-8 text: {reason}").format(reason=exc.reason))]
        ) from None
    except OSError as exc:
        raise ContentError(
            [Problem(str(path), 1, _("cannot be read: {reason}").format(reason=os_reason(exc)))]
        ) from None


def check_theme(path: Path) -> dict[str, Any]:
    """The widget theme, checked; ContentError naming every problem with its line."""
    text = read_text(path)
    try:
        theme = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(
            [Problem(str(path), exc.lineno, _("not valid JSON: {reason}").format(reason=exc.msg))]
        ) from None
    problems: list[Problem] = []

    def report(needle: str, message: str) -> None:
        problems.append(Problem(str(path), _line_of(text, needle), message))

    if not isinstance(theme, dict):
        raise ContentError([Problem(str(path), 1, _("the theme must be an object of widget kinds"))])
    if "defaults" not in theme:
        report("{", _("the theme needs 'defaults', the look of every widget it does not name"))
    for kind, blocks in theme.items():
        if not isinstance(blocks, dict):
            report(
                f'"{kind}"',
                _("'{kind}' must be an object of blocks such as colours, font and misc").format(kind=kind),
            )
            continue
        for block, values in blocks.items():
            if block not in THEME_BLOCKS:
                report(
                    f'"{block}"', _("'{kind}' has an unknown block '{block}'").format(kind=kind, block=block)
                )
            elif block == "prototype":
                if values not in theme:
                    report(
                        f'"{block}"',
                        _("'{kind}' copies '{other}', which the theme does not have").format(
                            kind=kind, other=values
                        ),
                    )
            elif not isinstance(values, dict) or not all(isinstance(v, str) for v in values.values()):
                report(
                    f'"{block}"',
                    _("'{kind}' {block} must map names to text values").format(kind=kind, block=block),
                )
            else:
                problems += _check_values(path, text, kind, block, values)
    if problems:
        raise ContentError(sorted(problems, key=lambda problem: problem.line))
    return theme


def _check_values(path: Path, text: str, kind: str, block: str, values: dict[str, str]) -> list[Problem]:
    found = []
    for name, value in values.items():
        line = _line_of(text, f'"{name}": "{value}"')
        if block in ("colours", "colors") and "," not in value and not _COLOUR.fullmatch(value):
            found.append(
                Problem(
                    str(path),
                    line,
                    _("'{kind}' colour '{name}' is not #rrggbb: {value}").format(
                        kind=kind, name=name, value=repr(value)
                    ),
                )
            )
        if block == "font" and name == "size":
            low, high = _FONT_SIZE
            if not value.isdigit() or not low <= int(value) <= high:
                message = _(
                    "'{kind}' font size must be a whole number from {low} to {high}, not {value}"
                ).format(kind=kind, low=low, high=high, value=repr(value))
                found.append(Problem(str(path), line, message))
    return found


def check_rules_page(path: Path) -> str:
    """A rules page's text: readable, titled on its first line, its pictures named in words."""
    text = read_text(path)
    problems = []
    first = text.lstrip("\ufeff").splitlines()[0] if text.strip() else ""
    if not first.startswith("# ") or not first[2:].strip():
        problems.append(Problem(str(path), 1, _("a rules page opens with its title: a line '# Name'")))
    for number, line in enumerate(text.splitlines(), start=1):
        for name in _PICTURE.findall(line):
            if not re.fullmatch(r"[\w-]+", name):
                problems.append(
                    Problem(str(path), number, _("'{name}' is not a picture name").format(name=name))
                )
    if problems:
        raise ContentError(problems)
    return text


def _line_of(text: str, needle: str) -> int:
    index = text.find(needle)
    return text.count("\n", 0, index) + 1 if index >= 0 else 1
