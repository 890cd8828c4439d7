"""Whether the viewer is the one to act, and what they may do now: every game's view asks."""

from __future__ import annotations

from typing import Any

from tabletop.engine.contract import Action
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.animation import Animation, Call, Sequential


class ViewerTurn:
    """Mixed into a view that keeps its `rules` and the `state`, `viewer` and `waiting` last shown.

    A game's view annotates `rules`, `parts` and `state` with its own types. While a move's
    animation plays, `state` and `waiting` are already the new position's; `shown_waiting` stays
    the position the table still shows, so the marks of whose turn it is move once it ends.
    """

    rules: Any
    parts: Any
    state: Any
    viewer: int | None
    waiting: tuple[int, ...]

    def __init__(self, rules: Any, host: TableHost) -> None:
        # Nothing shown yet: the table calls `show` with the first state.
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state = None
        self.viewer = None
        self.waiting = ()
        self.shown_waiting: tuple[int, ...] = ()

    def show(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> None:
        """Every piece as `state` has it, at rest: each game's view draws its own."""
        raise NotImplementedError

    def _at_rest(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> None:
        """Take `state` as the one shown, nothing left to play (each game's `show` starts so)."""
        self.state, self.viewer, self.waiting = state, viewer, waiting
        self.shown_waiting = waiting

    def _play_then_show(
        self, steps: list[Animation], state: Any, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        """Queue the events' `steps` and then `show(state)` at rest. The view takes `state` as its
        own at once, so what it works out while the steps play already reads the new state."""
        steps.append(Call(lambda: self.show(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))
        self.state, self.viewer, self.waiting = state, viewer, waiting

    def _my_turn(self) -> bool:
        if self.host.watching:
            return False
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _shown_mine(self) -> bool:
        """Whether the position the table shows waits for the viewer: while a move's animation
        plays, the one before it (the ring stayed on the seat that moved until it ended)."""
        return not self.host.watching and self.viewer is not None and self.viewer in self.shown_waiting

    def _you(self) -> int | None:
        """The seat the "you" marks point at (see `you_seat`)."""
        return you_seat(self.host, self.viewer, self._shown_mine())

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.viewer is None:
            return []
        legal: list[Action] = self.rules.legal_actions(self.state, self.viewer)
        return legal


def you_seat(host: TableHost, viewer: int | None, viewer_to_act: bool) -> int | None:
    """The seat the "you" marks (the gold ring round a piece, "you" over a card) point at: the
    player at the screen, in play and in replays alike. Alone with computer seats, the one
    person throughout, whoever's cards a replay shows. Where people share the screen, the
    viewer only while it is their turn (`viewer_to_act`, never in a replay), as the seat then
    acting holds the computer: no one while a computer seat plays, nor in a replay, which any
    of them may be watching."""
    if len(host.people) == 1:
        return host.people[0]
    return viewer if host.sharing and viewer_to_act and not host.watching else None


def banner_seat(viewer: int | None, waiting: tuple[int, ...]) -> int:
    """The seat the banner speaks of while `waiting` is not empty: the viewer when they are one
    of those to act, else the first of them."""
    return viewer if viewer is not None and viewer in waiting else waiting[0]
