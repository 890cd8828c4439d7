"""Undo and redo over immutable documents: a list of snapshots and where we stand in it."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")
LIMIT = 500  # snapshots kept; older edits can no longer be undone


class UndoStack(Generic[T]):
    def __init__(self, first: T) -> None:
        self._states: list[T] = [first]
        self._index = 0

    @property
    def current(self) -> T:
        return self._states[self._index]

    def push(self, state: T) -> None:
        if state == self.current:
            return
        del self._states[self._index + 1 :]
        self._states.append(state)
        if len(self._states) > LIMIT:
            del self._states[0]
        self._index = len(self._states) - 1

    @property
    def can_undo(self) -> bool:
        return self._index > 0

    @property
    def can_redo(self) -> bool:
        return self._index < len(self._states) - 1

    def undo(self) -> T:
        if self.can_undo:
            self._index -= 1
        return self.current

    def redo(self) -> T:
        if self.can_redo:
            self._index += 1
        return self.current

    def replace_current(self, state: T) -> None:
        """Change the current state without a new step (a name being typed, say)."""
        self._states[self._index] = state
