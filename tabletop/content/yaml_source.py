"""Reading YAML into plain values that remember their line numbers.

We let libyaml parse the text into events and build the values ourselves,
because the events are the last place where line numbers exist: every later
check ("card 12 names an unknown suit") needs them to point at the line to fix.
Building by hand also lets us refuse, with a line, what a file has no business
containing: language-specific tags, duplicate keys (silently overwritten by
PyYAML), aliases (which let a few lines expand into gigabytes), nesting
thousands deep, numbers no game needs. Every file from outside the package
(data, tracks, saves, settings) is untrusted and is read here.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml
from yaml.error import MarkedYAMLError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.reader import ReaderError

from tabletop.content.problems import ContentError, Problem
from tabletop.language import N_, _, language
from tabletop.paths import open_regular, os_reason

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
# Plain scalars that every YAML 1.1 resolver reads as text or as a decimal, short of the
# words it reads as true, false or null; anything else takes PyYAML's full resolution.
_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_ -]*")
_NOT_TEXT = frozenset({"yes", "no", "on", "off", "true", "false", "null"})
_PLAIN_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
_KIND_NAMES = {
    ScalarNode: N_("tag '{tag}' cannot be used on a single value"),
    SequenceNode: N_("tag '{tag}' cannot be used on a list"),
    MappingNode: N_("tag '{tag}' cannot be used on a mapping"),
}


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


MAX_BYTES = 128 * 1024
"""The largest file read: fifteen times our biggest content file, five times the longest save
the bots play; the worst file of this size still reads in well under a second."""

MAX_DEPTH = 64
"""How deeply lists and mappings may nest; our files need fewer than ten levels."""

MAX_INT = 2**63 - 1
"""Whole numbers beyond this (seeds are below it) are refused: no file needs them."""

MAX_FLOAT = 1e15


MAX_TEXT_BYTES = 8 * MAX_BYTES
"""The longest text read that the caller holds already: a track file (at most MAX_BYTES) as a
save embeds it, every field filled in, indented deeper, and written out alone again."""


def read_yaml(path: Path | str, text: str | None = None, *, max_bytes: int | None = None) -> Any:
    """Read one YAML document from `path` (or from `text`, naming `path` in messages).

    Returns None for an empty document, LMap/LList for containers and plain
    str/int/float/bool/None scalars. Raises ContentError listing every problem.
    Every file from outside the package comes through here, so it is bounded:
    at most `max_bytes` of UTF-8 (MAX_BYTES from a file, MAX_TEXT_BYTES of a text),
    nesting at most MAX_DEPTH deep, no aliases (the value read is never larger than
    the text), only finite numbers of a sane size. The parse is libyaml's event
    stream built by a loop, not by recursion, so a hostile file costs time in
    proportion to its size only.
    """
    name = str(path)
    if text is None:
        text = read_text(Path(path), MAX_BYTES if max_bytes is None else max_bytes)
    elif len(text) > (most := MAX_TEXT_BYTES if max_bytes is None else max_bytes):
        raise ContentError([Problem(name, 1, _too_big(len(text), most))])
    builder = _Builder(name, _Events(text))
    try:
        value = builder.build()
    except MarkedYAMLError as error:
        if "nesting depth" in str(error.problem):  # libyaml's own limit, met before ours
            line = error.problem_mark.line + 1 if error.problem_mark else 1
            raise ContentError([Problem(name, line, _("the data is nested too deeply"))]) from None
        raise ContentError([_syntax_problem(name, error)]) from None
    except ReaderError as error:
        line = text.count("\n", 0, error.position) + 1
        message = _("the special character U+{code:04X} is not allowed in YAML").format(code=error.character)
        raise ContentError([Problem(name, line, message)]) from None
    except yaml.YAMLError as error:
        raise ContentError([Problem(name, 1, _("not valid YAML: {error}").format(error=error))]) from None
    except _TooDeep as error:
        raise ContentError([Problem(name, error.line, _("the data is nested too deeply"))]) from None
    if builder.problems:
        raise ContentError(sorted(builder.problems, key=lambda problem: problem.line))
    return value


def _too_big(size: int, limit: int) -> str:
    return _("the file is too big ({size} bytes; at most {limit} are read)").format(
        size=thousands(size), limit=thousands(limit)
    )


def thousands(number: int) -> str:
    """A count of bytes grouped by thousands the way the language writes it: 131,072 or 131 072."""
    from babel.numbers import format_decimal

    return format_decimal(number, locale=language())


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """The UTF-8 text of the regular file `path`, at most `max_bytes` of it; ContentError otherwise
    (a folder, a named pipe or a device is refused without waiting on it)."""
    try:
        with open_regular(path) as handle:
            data = handle.read(max_bytes + 1)
            size = os.fstat(handle.fileno()).st_size
    except OSError as error:
        message = _("cannot read the file: {reason}").format(reason=os_reason(error))
        raise ContentError([Problem(str(path), 1, message)]) from None
    if len(data) > max_bytes:
        raise ContentError([Problem(str(path), 1, _too_big(max(size, len(data)), max_bytes))])
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        message = _("not UTF-8 text (byte 0x{byte:02x}); save the file as UTF-8").format(
            byte=data[error.start]
        )
        raise ContentError([Problem(str(path), line, message)]) from None


def _syntax_problem(name: str, error: MarkedYAMLError) -> Problem:
    mark = error.problem_mark or error.context_mark
    line = mark.line + 1 if mark else 1
    # libyaml's own words ("found character '\\t' that cannot start any token") stay English.
    reason = error.problem or error.context or _("a syntax error")
    if error.problem and error.context and error.context_mark:
        message = _("not valid YAML: {reason} ({context} at line {line})").format(
            reason=reason, context=error.context, line=error.context_mark.line + 1
        )
    else:
        message = _("not valid YAML: {error}").format(error=reason)
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


_Parser: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Events(_Parser):
    """libyaml's parser (PyYAML's own where libyaml is missing), resolving only core scalars.

    Dates stay text (a track named 2024-05-01 is a name, not a datetime).
    """

    yaml_implicit_resolvers = _core_resolvers()


class _TooDeep(Exception):
    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


class _Frame:
    """A list or mapping being built; a mapping alternates between waiting for a key and a value."""

    def __init__(self, value: LMap | LList | None) -> None:
        self.value = value
        self.key: str | None = None
        self.key_line = 0
        self.has_key = False


class _Builder:
    """Turns the event stream into LMap/LList/scalars, noting every problem with its line."""

    def __init__(self, name: str, events: _Events) -> None:
        self.name = name
        self.events = events
        self.problems: list[Problem] = []

    def error(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.name, line, message))

    def build(self) -> Any:
        events = self.events
        events.get_event()  # stream start
        if events.check_event(yaml.StreamEndEvent):
            return None
        events.get_event()  # document start
        value = self._document()
        events.get_event()  # document end
        if not events.check_event(yaml.StreamEndEvent):
            line = events.get_event().start_mark.line + 1
            self.error(line, _("a second document starts here; a content file holds one document"))
        return value

    def _document(self) -> Any:
        stack: list[_Frame] = []
        root = _Frame(None)
        events = self.events
        done: Any
        while True:
            event = events.get_event()
            line = event.start_mark.line + 1
            frame = stack[-1] if stack else root
            if isinstance(event, yaml.ScalarEvent):
                awaits_key = isinstance(frame.value, LMap) and not frame.has_key
                done = self._scalar(event, line, key=awaits_key)
                if awaits_key:
                    frame.key, frame.key_line, frame.has_key = done, line, True
                    continue
            elif isinstance(event, yaml.SequenceEndEvent | yaml.MappingEndEvent):
                stack.pop()
                done = frame.value
                frame = stack[-1] if stack else root
                line = done.line
            elif isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
                if len(stack) >= MAX_DEPTH:
                    raise _TooDeep(line)
                container = self._container(event, line)
                stack.append(_Frame(container))
                if container is not None:
                    continue
                stack.pop()  # refused (a tag): skip what is inside
                self._skip(event)
                done = None
            elif isinstance(event, yaml.AliasEvent):
                message = _("alias '*{anchor}' is not allowed; write the value out in full")
                self.error(line, message.format(anchor=event.anchor))
                done = None
            else:
                raise yaml.YAMLError(f"unexpected {type(event).__name__}")
            if self._place(frame, done, line) and not stack:
                return root.value

    def _place(self, frame: _Frame, value: Any, line: int) -> bool:
        """Put a finished value into `frame`; True when it was the document itself."""
        target = frame.value
        if isinstance(target, LList):
            target.append(value)
            target.item_lines.append(line)
            return False
        if isinstance(target, LMap):
            if not frame.has_key:  # a list or mapping used as a key
                frame.key, frame.key_line, frame.has_key = None, line, True
                if value is None:  # refused already, for its tag
                    return False
                key_of = (
                    _("a key must be text, not a list")
                    if isinstance(value, list)
                    else _("a key must be text, not a mapping")
                )
                self.error(line, key_of)
                return False
            key, frame.has_key = frame.key, False
            if key is None:
                return False
            if key in target:
                first = target.key_lines[key]
                self.error(
                    frame.key_line,
                    _("duplicate key '{key}' (first at line {line})").format(key=key, line=first),
                )
            else:
                target[key] = value
                target.key_lines[key] = frame.key_line
            return False
        frame.value = value
        return True

    def _container(self, event: Any, line: int) -> LMap | LList | None:
        sequence = isinstance(event, yaml.SequenceStartEvent)
        kind, node = ("seq", SequenceNode) if sequence else ("map", MappingNode)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.events.resolve(node, None, event.implicit)
        if tag != _CORE + kind:
            self._refuse_tag(tag, node, line)
            return None
        return LList(line=line) if sequence else LMap(line=line)

    def _skip(self, start: Any) -> None:
        """Read past the inside of a refused list or mapping, still noting its problems."""
        depth = 1
        while depth:
            event = self.events.get_event()
            if isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    raise _TooDeep(_event_line(event))
            elif isinstance(event, yaml.SequenceEndEvent | yaml.MappingEndEvent):
                depth -= 1

    def _refuse_tag(self, tag: str, kind: type[Node], line: int) -> None:
        short = _short_tag(tag)
        if any(tag in tags for tags in _KIND_TAGS.values()):
            self.error(line, _(_KIND_NAMES[kind]).format(tag=short))
        else:
            self.error(
                line, _("tag '{tag}' is not allowed; content files hold plain values").format(tag=short)
            )

    def _scalar(self, event: Any, line: int, *, key: bool) -> Any:
        tag = event.tag
        if tag is None and not event.style:  # plain: the common words and numbers, quickly
            text = event.value
            if _PLAIN_WORD.fullmatch(text) and text.lower() not in _NOT_TEXT:
                return text
            if not key and _PLAIN_INT.fullmatch(text):
                return int(text)
        if tag is None or tag == "!":
            tag = self.events.resolve(ScalarNode, event.value, event.implicit)
        if key:
            return self._key(tag, event.value, line)
        if tag == _MERGE:  # '<<' means merge only as a key; as a value it is text
            return str(event.value)
        if tag not in _SCALAR_TAGS:
            self._refuse_tag(tag, ScalarNode, line)
            return None
        node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
        try:
            value = self.events.yaml_constructors[tag](self.events, node)
        except (ValueError, yaml.YAMLError):
            message = _("'{value}' is not a valid '{tag}'").format(
                value=_clip(event.value), tag=_short_tag(tag)
            )
            self.error(line, message)
            return None
        return self._sane_number(value, line)

    def _sane_number(self, value: Any, line: int) -> Any:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return value
        if isinstance(value, float) and not math.isfinite(value):
            self.error(
                line, _("{value} is not a number a file may hold; write a finite number").format(value=value)
            )
            return None
        if abs(value) > (MAX_INT if isinstance(value, int) else MAX_FLOAT):
            self.error(line, _("the number {value} is too large").format(value=_clip(str(value))))
            return None
        return value

    def _key(self, tag: str, value: str, line: int) -> str | None:
        """The key's text, or None after noting why it cannot be a key."""
        if tag == _MERGE:
            self.error(line, _("merge keys '<<' are not supported; write the keys out in full"))
        elif tag == _STR:
            return str(value)
        elif tag in _SCALAR_TAGS:
            self.error(line, _("key '{key}' must be text; put it in quotes").format(key=_clip(value)))
        else:
            self._refuse_tag(tag, ScalarNode, line)
        return None


def _event_line(event: Any) -> int:
    return int(event.start_mark.line) + 1


def _clip(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def to_plain(value: Any) -> Any:
    """Read data as builtin dicts and lists, without line numbers (for saves, which embed it)."""
    if isinstance(value, dict):
        return {key: to_plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [to_plain(item) for item in value]
    return value


def line_at(data: Any, where: Iterable[Any]) -> int:
    """The line of the deepest part of `where` (mapping keys and list indexes) the file still has."""
    node = data
    line = getattr(data, "line", 1)
    for key in where:
        in_map = isinstance(node, LMap) and isinstance(key, str) and key in node
        in_list = isinstance(node, LList) and isinstance(key, int) and 0 <= key < len(node)
        if not (in_map or in_list):
            break
        node, line = node[key], node.line_of(key)
        line = getattr(node, "line", line)
    return line
