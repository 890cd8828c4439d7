"""Actions and events to plain dicts and back, for save files and logs.

A dict carries the class name under `type`; tuples become lists. Only the field
types the games use are supported: int, str, bool, float, None, tuples of them and
nested dataclasses.
"""

from __future__ import annotations

import dataclasses
import types as pytypes
import typing
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")


class CodecError(ValueError):
    """A dict that does not describe a known action or event."""


def to_dict(obj: Any) -> dict[str, Any]:
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        raise CodecError(f"{obj!r} is not a dataclass instance")
    out: dict[str, Any] = {"type": type(obj).__name__}
    for f in dataclasses.fields(obj):
        out[f.name] = _plain(getattr(obj, f.name))
    return out


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_dict(value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def from_dict(data: Mapping[str, Any], types: Mapping[str, type[T]]) -> T:
    if not isinstance(data, Mapping):
        raise CodecError(f"expected a mapping, got {data!r}")
    name = data.get("type")
    if not isinstance(name, str) or name not in types:
        raise CodecError(f"unknown type {name!r}; expected one of: {', '.join(sorted(types))}")
    cls = types[name]
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = set(data) - names - {"type"}
    if unknown:
        raise CodecError(f"{name} has no field {', '.join(sorted(unknown))}")
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise CodecError(f"{name} is missing field {f.name!r}")
            continue
        kwargs[f.name] = _typed(data[f.name], hints[f.name], types, f"{name}.{f.name}")
    return cls(**kwargs)


def _typed(value: Any, hint: Any, types: Mapping[str, type[Any]], where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise CodecError(f"{where} must be a list, got {value!r}")
        inner = args[0] if args else Any
        return tuple(_typed(v, inner, types, where) for v in value)
    if origin is typing.Union or origin is pytypes.UnionType:
        if value is None and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _typed(value, arg, types, where)
            except CodecError:
                continue
        raise CodecError(f"{where} has an unexpected value {value!r}")
    if hint is Any:
        return value
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return from_dict(value, {hint.__name__: hint})
    if hint is float and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if hint is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise CodecError(f"{where} must be a whole number, got {value!r}")
    if hint in (str, bool) and not isinstance(value, hint):
        raise CodecError(f"{where} must be {hint.__name__}, got {value!r}")
    return value
