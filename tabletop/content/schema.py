"""A small declarative checker for content files.

Each content file is described once as a tree of `Field`s; `Reader.read` walks a
value read by `read_yaml` against it and notes every problem with its line, so a
game's loader is a spec plus a `build` function turning checked plain data into
its dataclasses. The checked result keeps `LMap`/`LList` (with their lines) so
`build` can point its own cross-reference problems at the right line.

    CARD = mapping({"colour": text(choices=COLOURS), "number": integer(min=1)}, what="card")
    DECK = mapping({"cards": list_of(CARD, min=1)})
    deck = load_typed(path, DECK, build_deck, what="deck")
"""

from __future__ import annotations

import copy
import difflib
import math
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from pathlib import Path
from typing import Any, Literal, TypeVar

from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import LList, LMap, line_of, read_yaml
from tabletop.language import N_, Translated, _, language, ngettext, other_languages
from tabletop.paths import data_dir

Kind = Literal["str", "int", "float", "bool", "list", "mapping", "dict", "any"]

# Each says the whole sentence, so a language words it its own way.
_EXPECTED: dict[str, str] = {
    "str": N_("{label} must be text, not {value}"),
    "int": N_("{label} must be a whole number, not {value}"),
    "float": N_("{label} must be a number, not {value}"),
    "bool": N_("{label} must be true or false, not {value}"),
    "list": N_("{label} must be a list, not {value}"),
    "mapping": N_("{label} must be a mapping, not {value}"),
    "dict": N_("{label} must be a mapping, not {value}"),
}


@dataclass(frozen=True)
class Field:
    """What one value of a content file must be.

    kind:     str, int (never a bool), float (ints accepted, returned as float),
              bool, list (each item checked against `item`), mapping (fixed keys
              from `fields`, unknown keys refused), dict (any text keys, each
              value checked against `item`) or any (taken as it is).
    required: a missing field is a problem; otherwise it takes a copy of `default`.
    choices:  the allowed values (build the spec at runtime for cross references).
    min/max:  bounds of a number, or of the length of a text or a list.
    what:     what one such value is called in messages, for list and dict
              items ("card" gives "missing field 'suit' in card 12"); marked
              `N_("card")`, translated when a message is written.
    doc:      a sentence for whoever writes the file.
    translatable: words a person reads (a text field of a mapping): each other
              language's text sits beside the English under `<key>_<code>`.
    """

    kind: Kind
    required: bool = True
    default: Any = None
    choices: Sequence[Any] | None = None
    min: float | None = None
    max: float | None = None
    item: Field | None = None
    fields: Mapping[str, Field] | None = None
    doc: str = ""
    what: str = ""
    translatable: bool = False

    def __post_init__(self) -> None:
        if self.kind == "mapping" and self.fields is None:
            raise ValueError("a mapping field needs `fields`")


_ANY = Field("any")
_PYTHON_TYPES: dict[str, type] = {
    "str": str,
    "bool": bool,
    "list": list,
    "mapping": dict,
    "dict": dict,
}


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
"""The default of the helper constructors: the field must be written."""


def _field(kind: Kind, default: Any, **options: Any) -> Field:
    if default is REQUIRED:
        return Field(kind, **options)
    return Field(kind, required=False, default=default, **options)


def text(
    *,
    default: Any = REQUIRED,
    choices: Sequence[str] | None = None,
    min: int | None = None,
    max: int | None = None,
    doc: str = "",
) -> Field:
    """Text; `min`/`max` bound its length (`min=1`: must not be empty)."""
    return _field("str", default, choices=choices, min=min, max=max, doc=doc)


def translatable(
    *, default: Any = REQUIRED, min: int | None = None, max: int | None = None, doc: str = ""
) -> Field:
    """Words a person reads, English under the key and each other language beside it
    (`label: Laps`, `label_fr: Tours`), read as one `Translated` shown by `language.local`.

    The app's own files must give every language; a player's file (a track) need not.
    """
    return _field("str", default, min=min, max=max, doc=doc, translatable=True)


def integer(
    *,
    default: Any = REQUIRED,
    choices: Sequence[int] | None = None,
    min: int | None = None,
    max: int | None = None,
    doc: str = "",
) -> Field:
    return _field("int", default, choices=choices, min=min, max=max, doc=doc)


def number(
    *, default: Any = REQUIRED, min: float | None = None, max: float | None = None, doc: str = ""
) -> Field:
    return _field("float", default, min=min, max=max, doc=doc)


def boolean(*, default: Any = REQUIRED, doc: str = "") -> Field:
    return _field("bool", default, doc=doc)


def anything(*, default: Any = REQUIRED, doc: str = "") -> Field:
    return _field("any", default, doc=doc)


def list_of(
    item: Field | None = None,
    *,
    default: Any = REQUIRED,
    min: int | None = None,
    max: int | None = None,
    doc: str = "",
) -> Field:
    """A list whose items all match `item` (None: anything); `min`/`max` bound its length."""
    return _field("list", default, item=item, min=min, max=max, doc=doc)


def mapping(fields: Mapping[str, Field], *, default: Any = REQUIRED, what: str = "", doc: str = "") -> Field:
    return _field("mapping", default, fields=fields, what=what, doc=doc)


def dict_of(item: Field | None = None, *, default: Any = REQUIRED, doc: str = "") -> Field:
    """A mapping from names of your choice to values matching `item` (a points table, say)."""
    return _field("dict", default, item=item, doc=doc)


def suggestion(word: str, options: Iterable[str]) -> str:
    """`" (did you mean 'x'?)"` for the option closest to a misspelt `word`, or ""."""
    close = difflib.get_close_matches(word, list(options), n=1)
    return " " + _("(did you mean '{option}'?)").format(option=close[0]) if close else ""


def show(value: Any) -> str:
    """How a value read from YAML is quoted back to the person who wrote it."""
    if isinstance(value, bool):
        return "true" if value else "false"  # YAML's own words, in every language
    if value is None:
        return _("empty")
    if isinstance(value, str):
        return f"'{value}'" if len(value) <= 40 else f"'{value[:37]}...'"
    if isinstance(value, dict):
        return _("a mapping")
    if isinstance(value, list):
        return _("a list")
    return str(value)


def _listing(options: Iterable[Any]) -> str:
    return ", ".join(option if isinstance(option, str) else show(option) for option in options)


class Reader:
    """Collects the problems of one file while its parts are checked and built.

    `every_language`: a translatable field without its text in each language is a
    problem (the app's bundled files); otherwise those texts are optional.
    """

    def __init__(self, path: str, *, every_language: bool = False) -> None:
        self.path = path
        self.every_language = every_language
        self.problems: list[Problem] = []

    @property
    def ok(self) -> bool:
        return not self.problems

    def error(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message))

    def raise_if_problems(self) -> None:
        """Raise ContentError with every problem so far, in line order."""
        if self.problems:
            raise ContentError(sorted(self.problems, key=lambda problem: problem.line))

    def check_known(self, line: int, what: str, name: Any, known: Collection[Any]) -> bool:
        """Note "unknown suit 'pink'" unless `name` is one of `known`; True when it is.

        `what` is already in the reader's language (`_("suit")`).
        """
        if name in known:
            return True
        hint = suggestion(name, map(str, known)) if isinstance(name, str) else ""
        message = _("unknown {what} {name}; expected one of: {known}").format(
            what=what, name=show(name), known=_listing(known)
        )
        self.error(line, message + hint)
        return False

    def check_unique(self, items: Any, what: str, value: Callable[[Any], Any]) -> None:
        """Note each item of the list `items` whose `value` repeats an earlier item's, at its line.

        Identity matters in content: two suits of one colour or a car entered
        twice make a game no one can tell apart, so repeats are errors.
        `what` is already in the reader's language.
        """
        first: dict[Any, int] = {}
        for index, item in enumerate(items):
            key = value(item)
            line = items.line_of(index) if isinstance(items, LList) else line_of(items, 1)
            if key in first:
                message = _("{what} {value} is listed twice (first at line {line})")
                self.error(line, message.format(what=what, value=show(key), line=first[key]))
            else:
                first[key] = line

    def check_unique_in_every_language(self, items: Any, what: str, key: str) -> None:
        """`check_unique` for the translatable field `key`, in English and in each other language:
        a mark that tells pieces apart must do so whatever language is shown."""
        self.check_unique(items, what, itemgetter(key))
        for code in other_languages():
            self.check_unique(items, what, partial(_words_in, code, key))

    def read(self, node: Any, spec: Field, what: str, line: int = 1) -> Any:
        """Check `node` against `spec`, noting every problem; `what` names it in messages.

        Returns the checked value: mappings as LMap with defaults filled in and
        unknown keys dropped, lists as LList, floats as float. Parts that are
        wrong are None (the whole result when `node` itself is wrong), so build
        only once `ok` is true, or check for None.
        """
        return self._check(node, spec, _(what), line_of(node, line))

    def _check(self, value: Any, spec: Field, label: str, line: int) -> Any | None:
        if not self._has_kind(value, spec, label, line):
            return None
        if spec.kind == "mapping":
            return self._mapping(value, spec, label, line)
        if spec.kind == "dict":
            return self._dict(value, spec, line)
        if spec.kind == "list":
            return self._list(value, spec, label, line)
        if spec.choices is not None and value not in spec.choices:
            hint = suggestion(value, map(str, spec.choices)) if isinstance(value, str) else ""
            message = _("{label} must be one of {choices}, not {value}").format(
                label=label, choices=_listing(spec.choices), value=show(value)
            )
            self.error(line, message + hint)
            return None
        if spec.kind in ("str", "int", "float") and not self._in_range(value, spec, label, line):
            return None
        return float(value) if spec.kind == "float" else value

    def _has_kind(self, value: Any, spec: Field, label: str, line: int) -> bool:
        kind = spec.kind
        if kind == "any":
            return True
        if kind == "float":
            fits = isinstance(value, int | float) and not isinstance(value, bool)
            fits = fits and math.isfinite(value)
        elif kind == "int":
            fits = isinstance(value, int) and not isinstance(value, bool)
        else:
            fits = isinstance(value, _PYTHON_TYPES[kind])
        if not fits:
            message = _(_EXPECTED[kind]).format(label=label, value=show(value))
            if kind == "str" and isinstance(value, int | float | bool):
                message = _("{problem}; put it in quotes").format(problem=message)
            self.error(line, message)
        return fits

    def _in_range(self, value: Any, spec: Field, label: str, line: int) -> bool:
        if spec.kind == "str":
            if spec.min == 1 and not value:
                self.error(line, _("{label} must not be empty").format(label=label))
                return False
            return self._within(len(value), spec, label, "text", line)
        return self._within(value, spec, label, "number", line)

    def _within(self, size: float, spec: Field, label: str, of: _Bounded, line: int) -> bool:
        """Note "<label> must be at least <min>, not <size>" (or at most) when out of bounds;
        `of` says whether `size` is a number, the length of a text or of a list."""
        if spec.min is not None and size < spec.min:
            at_least, limit = True, spec.min
        elif spec.max is not None and size > spec.max:
            at_least, limit = False, spec.max
        else:
            return True
        shown = show(size) if of == "number" else str(size)
        message = _bound_message(of, at_least, int(limit))
        self.error(line, message.format(label=label, limit=_number(limit), value=shown))
        return False

    def _mapping(self, node: dict[str, Any], spec: Field, label: str, line: int) -> LMap:
        fields = spec.fields or {}
        result = LMap(line=line, key_lines=getattr(node, "key_lines", None))
        beside = [name for key, field in fields.items() if field.translatable for name in _beside(key)]
        for key in node:
            if key not in fields and key not in beside:
                message = _("unknown key '{key}' in {where}; expected one of: {keys}").format(
                    key=key, where=label, keys=_listing(sorted(fields))
                )
                self.error(_key_line(node, key, line), message + suggestion(key, [*fields, *beside]))
        for key, field in fields.items():
            if key in node:
                value = node[key]
                value_line = line_of(value, _key_line(node, key, line))
                result[key] = self._check(value, field, f"'{key}'", value_line)
                if field.translatable and isinstance(result[key], str):
                    result[key] = self._translated(node, key, result[key], field, line)
            elif field.translatable and any(name in node for name in _beside(key)):
                name = next(name for name in _beside(key) if name in node)
                message = _("'{name}' has no '{key}' beside it").format(name=name, key=key)
                self.error(_key_line(node, name, line), message)
                result[key] = None
            elif field.required:
                self.error(line, _("missing field '{key}' in {where}").format(key=key, where=label))
                result[key] = None
            else:
                result[key] = copy.deepcopy(field.default)
        return result

    def _translated(self, node: dict[str, Any], key: str, english: str, spec: Field, line: int) -> str:
        """The English of `key` with its other languages, read from the keys beside it."""
        translations: dict[str, str] = {}
        for code in other_languages():
            name = f"{key}_{code}"
            if name in node:
                value = node[name]
                words = Field("str", min=max(1, spec.min or 1), max=spec.max)
                checked = self._check(value, words, f"'{name}'", line_of(value, _key_line(node, name, line)))
                if checked is not None:
                    translations[code] = checked
            elif self.every_language and english:
                message = _("'{key}' has no {language} text: add '{name}' beside it").format(
                    key=key, language=_language_name(code), name=name
                )
                self.error(_key_line(node, key, line), message)
        return Translated(english, translations) if translations else english

    def _dict(self, node: dict[str, Any], spec: Field, line: int) -> LMap:
        result = LMap(line=line, key_lines=getattr(node, "key_lines", None))
        for key, value in node.items():
            item_label = f"{_(spec.item.what)} '{key}'" if spec.item and spec.item.what else f"'{key}'"
            value_line = line_of(value, _key_line(node, key, line))
            result[key] = self._check(value, spec.item or _ANY, item_label, value_line)
        return result

    def _list(self, node: list[Any], spec: Field, label: str, line: int) -> LList:
        self._within(len(node), spec, label, "list", line)
        item = spec.item or _ANY
        lines = [node.line_of(i) if isinstance(node, LList) else line for i in range(len(node))]
        checked = []
        for index, (value, item_line) in enumerate(zip(node, lines, strict=True)):
            if item.what:
                item_label = _("{what} {number}").format(what=_(item.what), number=index + 1)
            else:
                item_label = _("item {number} of {list}").format(number=index + 1, list=label)
            checked.append(self._check(value, item, item_label, line_of(value, item_line)))
        return LList(checked, line=line, item_lines=lines)


def _beside(key: str) -> list[str]:
    """The keys of a translatable field's other languages: `label_fr` beside `label`."""
    return [f"{key}_{code}" for code in other_languages()]


def _language_name(code: str) -> str:
    """The language `code` named in the language spoken: "French" in English, "français" in French."""
    from babel import Locale

    return Locale.parse(code).get_display_name(language()) or code


_Bounded = Literal["number", "text", "list"]


def _bound_message(of: _Bounded, at_least: bool, limit: int) -> str:
    """The sentence of a bound passed ({label}, {limit}, {value}): a number, a text's length
    ("at least 3 characters long") or a list's ("at most 1 item")."""
    if of == "number":
        return (
            _("{label} must be at least {limit}, not {value}")
            if at_least
            else _("{label} must be at most {limit}, not {value}")
        )
    if of == "text":
        if at_least:
            return ngettext(
                "{label} must be at least {limit} character long, not {value} characters",
                "{label} must be at least {limit} characters long, not {value} characters",
                limit,
            )
        return ngettext(
            "{label} must be at most {limit} character long, not {value} characters",
            "{label} must be at most {limit} characters long, not {value} characters",
            limit,
        )
    if at_least:
        return ngettext(
            "{label} must have at least {limit} item, not {value}",
            "{label} must have at least {limit} items, not {value}",
            limit,
        )
    return ngettext(
        "{label} must have at most {limit} item, not {value}",
        "{label} must have at most {limit} items, not {value}",
        limit,
    )


def _key_line(node: dict[str, Any], key: str, default: int) -> int:
    return node.line_of(key) if isinstance(node, LMap) else default


def _number(bound: float) -> str:
    return str(int(bound)) if float(bound).is_integer() else str(bound)


T = TypeVar("T")


def is_bundled(path: Path | str) -> bool:
    """Whether `path` is one of the app's own data files (not a player's)."""
    return Path(path).resolve().is_relative_to(data_dir().resolve())


def load_typed(
    path: Path | str,
    spec: Field,
    build: Callable[[Any, Reader], T],
    *,
    what: str = "the file",
    text: str | None = None,
) -> T:
    """Read, check and build one content file, raising ContentError with every problem.

    `build` runs only on data that passed `spec` (so it needs no None checks)
    and may note its own problems, such as cross references, on the reader.
    """
    # The app's own files carry every language; a player's, or a copy embedded in a save, need not.
    reader = Reader(str(path), every_language=text is None and is_bundled(path))
    checked = reader.read(read_yaml(path, text), spec, what)
    reader.raise_if_problems()
    result = build(checked, reader)
    reader.raise_if_problems()
    return result


def _words_in(code: str, key: str, item: Any) -> str:
    """An item's translatable `key` as the language `code` shows it."""
    words = item[key]
    return str(words.translations.get(code, words)) if isinstance(words, Translated) else str(words)
