"""Caches of rendered images for the table, bounded, and emptied when a game leaves the table.

Card faces, dashboards and the like are drawn once and reused while a game is on
the table; a finished game's images would only hold memory, so the table scene
calls `release()` when it closes and the next game renders its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_clearers: list[Callable[[], None]] = []


def render_cache(maxsize: int) -> Callable[[F], F]:
    """`functools.lru_cache(maxsize)`, registered to be emptied by `release()`."""

    def wrap(function: F) -> F:
        cached = lru_cache(maxsize=maxsize)(function)
        _clearers.append(cached.cache_clear)
        return cached  # type: ignore[return-value]

    return wrap


def on_release(clear: Callable[[], None]) -> None:
    """Have `release()` also call `clear` (for caches made some other way)."""
    _clearers.append(clear)


def release() -> None:
    """Forget every cached image (the game they were drawn for has left the table)."""
    for clear in _clearers:
        clear()
