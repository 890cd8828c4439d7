"""Issue 23: every data file the app reads, damaged a few ways, is refused by `validate` with
file:line, and the app's own way of reading it refuses it too, with a message, not a traceback.

The files are found by walking data/, and each is damaged by kind (a missing field, a wrong
type, an out-of-range number, a reference to another game), so a new data file is covered
without a new test.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from tabletop.app import theme_problems
from tabletop.content.problems import ContentError
from tabletop.content.text_files import check_rules_page
from tabletop.files.track_library import available_tracks
from tabletop.files.validate import validate
from tabletop.games.playable import require_playable
from tabletop.games.registry import GAME_IDS
from tabletop.paths import bundle_root
from tabletop.tutorial.catalogue import start_tutorial
from tests.content.data_copy import data_copy, data_files

__all__ = ["data_copy"]  # the fixture, used by name

Mutation = Callable[[str, str], str | None]  # (text, the file's game) -> damaged text, or None: not for it

WRONG: dict[type, Any] = {
    list: "a word", dict: [1, 2], str: {"a": 1}, int: "many", float: "many", bool: "perhaps"
}


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def _first_int(node: Any) -> list[Any] | None:
    """The keys leading to the first whole number (not a yes/no) in the file, depth first."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        if isinstance(value, int) and not isinstance(value, bool):
            return [key]
        found = _first_int(value)
        if found is not None:
            return [key, *found]
    return None


def _swap_game(node: Any, own: str, other: str) -> tuple[Any, bool]:
    if isinstance(node, dict):
        pairs = [(key, _swap_game(value, own, other)) for key, value in node.items()]
        return {key: value for key, (value, _) in pairs}, any(hit for _, (_, hit) in pairs)
    if isinstance(node, list):
        items = [_swap_game(value, own, other) for value in node]
        return [value for value, _ in items], any(hit for _, hit in items)
    return (other, True) if node == own else (node, False)


def yaml_missing(text: str, game: str) -> str | None:
    data = yaml.safe_load(text)
    return _dump({key: value for key, value in list(data.items())[1:]})


def yaml_wrong_type(text: str, game: str) -> str | None:
    data = yaml.safe_load(text)
    first = next(iter(data))
    return _dump({**data, first: WRONG[type(data[first])]})


def yaml_out_of_range(text: str, game: str) -> str | None:
    data = yaml.safe_load(text)
    path = _first_int(data)
    if path is None:
        return None
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = -1_000_000
    return _dump(data)


def yaml_other_game(text: str, game: str) -> str | None:
    other = GAME_IDS[(GAME_IDS.index(game) + 1) % len(GAME_IDS)]
    data, hit = _swap_game(yaml.safe_load(text), game, other)
    return _dump(data) if hit else None


def theme_missing(text: str, game: str) -> str | None:
    data = json.loads(text)
    del data["defaults"]
    return json.dumps(data, indent=2)


def theme_wrong_type(text: str, game: str) -> str | None:
    data = json.loads(text)
    data["button"] = ["not", "blocks"]
    return json.dumps(data, indent=2)


def theme_out_of_range(text: str, game: str) -> str | None:
    data = json.loads(text)
    kind = next(kind for kind, blocks in data.items() if "size" in blocks.get("font", {}))
    data[kind]["font"]["size"] = "1000"
    return json.dumps(data, indent=2)


def page_missing_title(text: str, game: str) -> str | None:
    return text.split("\n", 1)[1]


def page_not_text(text: str, game: str) -> str | None:
    return "\udcff" + text  # written with surrogateescape: a byte that is not UTF-8


def page_bad_picture(text: str, game: str) -> str | None:
    return text + "\n![A picture](picture:two words)\n"


MUTATIONS: dict[str, list[Mutation]] = {
    ".yaml": [yaml_missing, yaml_wrong_type, yaml_out_of_range, yaml_other_game],
    ".json": [theme_missing, theme_wrong_type, theme_out_of_range],
    ".md": [page_missing_title, page_not_text, page_bad_picture],
}


def game_of(relative: Path) -> str:
    """The game a data file belongs to: its folder (tracks/<game>/) or its name; '' for none."""
    return next((part for part in (*relative.parts[:-1], relative.stem) if part in GAME_IDS), "")


CASES = [
    pytest.param(relative, mutation, id=f"{relative.as_posix()}-{mutation.__name__}")
    for relative in data_files(bundle_root())
    for mutation in MUTATIONS[relative.suffix]
    if mutation(  # only the damage that makes sense for this file
        (bundle_root() / "data" / relative).read_text(encoding="utf-8"), game_of(relative)
    ) is not None
]


def test_every_kind_of_data_file_is_damaged() -> None:
    damaged = {Path(str(case.values[0])).parts[0] for case in CASES}
    assert damaged >= {"cards", "games", "palettes", "rules", "theme.json", "tracks", "tutorials"}


@pytest.mark.parametrize(("relative", "mutation"), CASES)
def test_damaged_data_is_refused_by_validate_and_by_the_app(
    data_copy: Path, relative: Path, mutation: Mutation
) -> None:
    path = data_copy / relative
    damaged = mutation(path.read_text(encoding="utf-8"), game_of(relative))
    assert damaged is not None
    path.write_text(damaged, encoding="utf-8", errors="surrogateescape")
    lines = max(1, len(path.read_bytes().splitlines()))

    found = [p for p in validate([path]) if Path(p.path) == path]
    assert found, f"validate accepted {relative} after {mutation.__name__}"
    assert all(1 <= p.line <= lines for p in found), found

    refusal = app_refusal(relative)
    assert refusal, f"the app would still use {relative} after {mutation.__name__}"


def app_refusal(relative: Path) -> str:
    """What the app says when it reads `relative` on its way into a game ('' if it takes it)."""
    game = game_of(relative)
    kind = relative.parts[0]
    try:
        if kind == "theme.json":
            return theme_problems()
        if kind == "rules":
            check_rules_page(bundle_root() / "data" / relative)  # what the rules pages show
        elif kind == "tutorials":
            start_tutorial(game)
        elif kind == "tracks":
            choices, problems = available_tracks(game)
            if any(choice.path is not None and choice.path.stem == relative.stem for choice in choices):
                return ""
            require_playable(game)
            return "\n".join(problems)
        else:
            require_playable(game)  # new game, play again, a save, a test drive
    except ContentError as exc:
        return str(exc)
    return ""
