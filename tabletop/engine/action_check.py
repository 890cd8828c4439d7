"""The first check of every `apply`: is this an action of the game, each field of its declared type?

A game refuses an action that `legal_actions` does not list, and then explains why from
its fields ("You have only 2 coins"). An action built by hand, by a damaged save or by a
bug elsewhere can hold anything: `Roll("1")` is no legal action, yet comparing "1" with a
number of coins raises TypeError before any reason is found. Checked here first, in one
place for all five games, such an action is refused like any other illegal one.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.contract import Action, IllegalAction

Check = Callable[[Any], bool]


def check_action(action: object, action_types: Mapping[str, type[Action]]) -> None:
    """Raise IllegalAction unless `action` is one of `action_types` with every field of its
    declared type (a whole number is never a bool or text; a tuple is never a list)."""
    kind = type(action)
    if action_types.get(kind.__name__) is not kind:
        raise IllegalAction("That is not a move in this game.")
    for name, fits, expected in _field_checks(kind):
        if not fits(getattr(action, name)):
            raise IllegalAction(f"That move cannot be read: its {name} must be {expected}.")


_CHECKS: dict[str, tuple[tuple[str, Check, str], ...]] = {}


def _field_checks(kind: type[Action]) -> tuple[tuple[str, Check, str], ...]:
    """Each field's name, test and expected type in words; worked out once per action type."""
    key = f"{kind.__module__}.{kind.__qualname__}"
    if key not in _CHECKS:
        hints = typing.get_type_hints(kind)
        _CHECKS[key] = tuple(
            (field.name, _check_for(hints[field.name]), _words_for(hints[field.name]))
            for field in dataclasses.fields(kind)
        )
    return _CHECKS[key]


def _check_for(hint: Any) -> Check:
    """A test that a value is of the type `hint` names, exactly (no conversions)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _check_for(args[0])
            return lambda value: isinstance(value, tuple) and all(item(v) for v in value)
        items = tuple(_check_for(arg) for arg in args)
        return lambda value: (isinstance(value, tuple) and len(value) == len(items)
                              and all(check(v) for check, v in zip(items, value, strict=True)))
    if origin is typing.Union or origin is types.UnionType:
        options = tuple(_check_for(arg) for arg in args)
        return lambda value: any(check(value) for check in options)
    if hint is type(None):
        return lambda value: value is None
    if hint is bool:
        return lambda value: isinstance(value, bool)
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return lambda value: (isinstance(value, int | float) and not isinstance(value, bool)
                              and math.isfinite(value))
    if hint is str:
        return lambda value: isinstance(value, str)
    raise TypeError(f"an action field of type {hint!r} cannot be checked")


def _words_for(hint: Any) -> str:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is tuple:
        return "a list"
    if origin is typing.Union or origin is types.UnionType:
        return " or ".join(_words_for(arg) for arg in args)
    return {int: "a whole number", bool: "yes or no", float: "a number", str: "a name",
            type(None): "nothing"}[hint]
