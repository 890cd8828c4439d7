"""How a game plugs into the table: the host the table offers, the view a game supplies.

A game's `view` module (`tabletop.games.<id>.view`) provides `make_view(rules, host)`
returning a `GameView`, and `draw_track_thumbnail(layout, size)`. The table scene
owns the match, whose turn it is, the hand-off, bots, saves and the panels; the
view owns the sprites of one game and turns the player's drags and clicks into
proposed actions. The view only ever sees states already masked for the viewer.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.sprite_factory.palette import RGB
from tabletop.table.machinery.animation import Animator
from tabletop.table.machinery.camera import Camera
from tabletop.table.panels.seat_panel import SeatRow


class Toast(Protocol):
    def __call__(self, text: str, colour: RGB = ..., seconds: float = ...) -> None: ...


@dataclass
class TableHost:
    camera: Camera
    animator: Animator
    # Try an action for the viewer: None when it was taken, else the rules' reason.
    propose: Callable[[Action], str | None]
    toast: Toast  # a passing line under the banner: a refusal (red) or a note
    inspect: Callable[[pygame.Surface, str], None]
    colour_blind: Callable[[], bool]
    # The events of the moves played so far, oldest first, as the viewer may see them. What a
    # view keeps showing of past moves at rest (the dice as they last fell) is read from these,
    # not left behind by the animations, so it is the position's own however the table got
    # there: a move played, an undo, a load, a replay's jump.
    history: Callable[[], Iterable[Event]]
    # A replay's table: the viewer is watched, never asked to act, so no view prompts them or
    # offers them a choice ("Your roll for the pole" and its button read as a bystander's line).
    watching: bool = False
    # The seats people play, the others being computer seats. Where several take turns at the
    # screen (`sharing`), the viewer is the one who acted last, who may have passed the
    # computer on already while a computer seat plays.
    people: tuple[int, ...] = ()

    @property
    def sharing(self) -> bool:
        """Several people take turns at the screen (pass-and-play)."""
        return len(self.people) > 1


class GameView(Protocol):
    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        """Where the board (through the camera) and the viewer's hand go on screen."""

    def world_rect(self) -> pygame.Rect:
        """The part of the world the camera should fit at the start."""

    def show(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> None:
        """Lay everything out at rest for this (masked) state."""

    def play(self, events: Sequence[Event], state: Any, viewer: int | None, waiting: tuple[int, ...]) -> None:
        """Queue the animations of `events` (as the viewer may see them), ending at `state`."""

    def banner(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> tuple[str, RGB | None]:
        """What the banner says now, and the colour swatch beside it."""

    def seat_rows(self, state: Any, waiting: tuple[int, ...]) -> list[SeatRow]: ...

    def cancel(self) -> None:
        """Drop any half-made choice (a card being paid for, a selection)."""

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        """Where on screen the piece for `action` is (a guided game's coach rings it); None if nowhere."""

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip for the piece at screen `pos`: what it is and what it does now.

        Optional while a game's view does not offer it yet (the table then shows none).
        """

    def banner_rule(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        """The heading in the game's rules page that explains the current prompt (the banner's "?").

        Optional like `describe_at`.
        """

    def keep_clear(self) -> Sequence[pygame.Rect]:
        """Optional: what the game shows on screen beside its board that the moves depend on (Race
        Day's dice tray), which the keyboard's move list must not cover."""

    def backdrop_key(self) -> Hashable:
        """Optional, with `draw_backdrop`: what the still board depends on (camera included).

        The table redraws the backdrop only when this changes (see `table.backdrop`).
        """

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Optional: draw the parts of the board that stay still, onto the cloth in `surface`."""

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def watch_event(self, event: pygame.event.Event) -> bool:
        """Optional: the input a replay passes on, which only looks (a record opened and closed,
        MCS's match card), never plays; whether it was taken."""

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class ViewModule(Protocol):
    def make_view(self, rules: Any, host: TableHost) -> GameView: ...

    def draw_track_thumbnail(self, layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface: ...


def view_module(game_id: str) -> ViewModule:
    module: ViewModule = importlib.import_module(f"tabletop.games.{game_id}.view")
    return module
