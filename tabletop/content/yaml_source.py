"""Reading YAML into plain values that remember their line numbers.

We let PyYAML's safe parser and composer build the node graph and then build the
values ourselves, because the node graph is the last place where line numbers
exist: every later check ("card 12 names an unknown suit") needs them to point
at the line to fix. Building by hand also lets us refuse, with a line, what a
content file has no business containing: language-specific tags, duplicate keys
(silently overwritten by PyYAML) and aliases (which would let a shared track
file expand into gigabytes).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml
from yaml.error import MarkedYAMLError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.reader import ReaderError

from tabletop.content.problems import ContentError, Problem

_CORE = "tag:yaml.org,2002:"
_STR = _CORE + "str"
_NULL = _CORE + "null"
_MERGE = _CORE + "merge"
_SCALAR_TAGS = frozenset({_STR, _NULL, _CORE + "bool", _CORE + "int", _CORE + "float"})
_KIND_TAGS = {
    ScalarNode: _SCALAR_TAGS,
    SequenceNode: frozenset({_CORE + "seq"}),
    MappingNode: frozenset({_CORE + "map"}),
}
_KIND_NAMES = {ScalarNode: "a single value", SequenceNode: "a list", MappingNode: "a mapping"}


class LMap(dict[str, Any]):
    """A YAML mapping that remembers where it and each of its keys were written."""

    def __init__(
        self,
        items: Mapping[str, Any] | Iterable[tuple[str, Any]] = (),
        *,
        line: int,
        key_lines: Mapping[str, int] | None = None,
    ) -> None:
        super().__init__(items)
        self.line = line
        self.key_lines: dict[str, int] = dict(key_lines or {})

    def line_of(self, key: str) -> int:
        """The line of `key`, or of the mapping itself when the key was not written."""
        return self.key_lines.get(key, self.line)


class LList(list[Any]):
    """A YAML sequence that remembers where it and each of its items were written."""

    def __init__(self, items: Iterable[Any] = (), *, line: int, item_lines: Iterable[int] = ()) -> None:
        super().__init__(items)
        self.line = line
        self.item_lines: list[int] = list(item_lines)

    def line_of(self, index: int) -> int:
        """The line of item `index`, or of the list itself when there is no such item."""
        try:
            return self.item_lines[index]
        except IndexError:
            return self.line


def line_of(value: Any, default: int) -> int:
    """The line `value` was written on if it knows it (LMap, LList), else `default`."""
    line = getattr(value, "line", None)
    return line if isinstance(line, int) else default


def read_yaml(path: Path | str, text: str | None = None) -> Any:
    """Read one YAML document from `path` (or from `text`, naming `path` in messages).

    Returns None for an empty document, LMap/LList for containers and plain
    str/int/float/bool/None scalars. Raises ContentError listing every problem.
    """
    name = str(path)
    if text is None:
        text = _read_text(Path(path))
    try:
        loader = _Loader(text)
        builder = _Builder(name, loader)
        node = loader.get_single_node()
        value = None if node is None else builder.build(node)
    except MarkedYAMLError as error:
        raise ContentError([_syntax_problem(name, error)]) from None
    except ReaderError as error:
        line = text.count("\n", 0, error.position) + 1
        message = f"the special character U+{error.character:04X} is not allowed in YAML"
        raise ContentError([Problem(name, line, message)]) from None
    except yaml.YAMLError as error:
        raise ContentError([Problem(name, 1, f"not valid YAML: {error}")]) from None
    except RecursionError:
        raise ContentError([Problem(name, 1, "the data is nested too deeply")]) from None
    problems = [Problem(name, line, message) for line, message in loader.refused]
    problems += builder.problems
    if problems:
        raise ContentError(sorted(problems, key=lambda problem: problem.line))
    return value


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as error:
        message = f"cannot read the file: {error.strerror}"
        raise ContentError([Problem(str(path), 1, message)]) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        message = f"not UTF-8 text (byte 0x{data[error.start]:02x}); save the file as UTF-8"
        raise ContentError([Problem(str(path), line, message)]) from None


def _syntax_problem(name: str, error: MarkedYAMLError) -> Problem:
    mark = error.problem_mark or error.context_mark
    line = mark.line + 1 if mark else 1
    message = error.problem or error.context or "not valid YAML"
    if error.problem and error.context and error.context_mark:
        message += f" ({error.context} at line {error.context_mark.line + 1})"
    return Problem(name, line, message)


def _short_tag(tag: str) -> str:
    return "!!" + tag.removeprefix(_CORE) if tag.startswith(_CORE) else tag


def _core_resolvers() -> dict[str, list[tuple[str, Any]]]:
    wanted = _SCALAR_TAGS | {_MERGE}
    kept: dict[str, list[tuple[str, Any]]] = {}
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items():
        for tag, pattern in resolvers:
            if tag in wanted:
                kept.setdefault(first, []).append((tag, pattern))
    return kept


class _Loader(yaml.SafeLoader):
    """PyYAML's safe parser and composer, with only the core scalar types resolved.

    Dates stay text (a track named 2024-05-01 is a name, not a datetime) and
    aliases are recorded as problems instead of being shared into the graph.
    """

    yaml_implicit_resolvers = _core_resolvers()

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.refused: list[tuple[int, str]] = []

    def get_single_node(self) -> Node | None:
        self.get_event()  # stream start
        node = None if self.check_event(yaml.StreamEndEvent) else self.compose_document()
        if not self.check_event(yaml.StreamEndEvent):
            mark = self.get_event().start_mark
            raise MarkedYAMLError(
                problem="a second document starts here; a content file holds one document",
                problem_mark=mark,
            )
        return node

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.get_event()
            message = f"alias '*{event.anchor}' is not allowed; write the value out in full"
            self.refused.append((event.start_mark.line + 1, message))
            return ScalarNode(_NULL, "", event.start_mark, event.end_mark)
        return super().compose_node(parent, index)


class _Builder:
    """Turns a composed node graph into LMap/LList/scalars, noting every problem."""

    def __init__(self, name: str, loader: _Loader) -> None:
        self.name = name
        self.loader = loader
        self.problems: list[Problem] = []

    def error(self, node: Node, message: str) -> None:
        self.problems.append(Problem(self.name, node.start_mark.line + 1, message))

    def build(self, node: Node) -> Any:
        if node.tag == _MERGE:  # '<<' means merge only as a key; as a value it is text
            return str(node.value)
        kind = type(node)
        if node.tag not in _KIND_TAGS[kind]:
            tag = _short_tag(node.tag)
            if any(node.tag in tags for tags in _KIND_TAGS.values()):
                self.error(node, f"tag '{tag}' cannot be used on {_KIND_NAMES[kind]}")
            else:
                self.error(node, f"tag '{tag}' is not allowed; content files hold plain values")
            return None
        if isinstance(node, MappingNode):
            return self._mapping(node)
        if isinstance(node, SequenceNode):
            return LList(
                [self.build(item) for item in node.value],
                line=node.start_mark.line + 1,
                item_lines=[item.start_mark.line + 1 for item in node.value],
            )
        try:
            return self.loader.yaml_constructors[node.tag](self.loader, node)
        except (ValueError, yaml.YAMLError):
            self.error(node, f"'{node.value}' is not a valid '{_short_tag(node.tag)}'")
            return None

    def _mapping(self, node: MappingNode) -> LMap:
        result = LMap(line=node.start_mark.line + 1)
        for key_node, value_node in node.value:
            key = self._key(key_node)
            value = self.build(value_node)
            if key is None:
                continue
            line = key_node.start_mark.line + 1
            if key in result:
                first = result.key_lines[key]
                self.error(key_node, f"duplicate key '{key}' (first at line {first})")
                continue
            result[key] = value
            result.key_lines[key] = line
        return result

    def _key(self, node: Node) -> str | None:
        """The key's text, or None after noting why it cannot be a key."""
        if node.tag == _MERGE:
            self.error(node, "merge keys '<<' are not supported; write the keys out in full")
        elif not isinstance(node, ScalarNode):
            self.error(node, f"a key must be text, not {_KIND_NAMES[type(node)]}")
        elif node.tag == _STR:
            return str(node.value)
        elif node.tag in _SCALAR_TAGS:
            self.error(node, f"key '{node.value}' must be text; put it in quotes")
        else:
            self.build(node)
        return None


def to_plain(value: Any) -> Any:
    """Read data as builtin dicts and lists, without line numbers (for saves, which embed it)."""
    if isinstance(value, dict):
        return {key: to_plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [to_plain(item) for item in value]
    return value
