"""Tweens, easing and the `Animator` that plays them in order.

An animation advances by `advance(dt)` and returns the time it did not use, so
a sequence hands leftover time to its next step and an infinite `dt` (the
"instant" speed) runs everything to the end in one call, callbacks in order.
Start values are read when a tween *starts*, not when it is built, so queued
moves chain from wherever the previous one left the sprite.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

import pygame

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_out(t: float) -> float:
    """Cubic ease in and out: gentle start and stop, for moves across the table."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in(t: float) -> float:
    return t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: for pushes and landings."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


class Animation:
    """One step an `Animator` can play. Subclasses implement `_advance`."""

    def __init__(self) -> None:
        self.started = False
        self.done = False

    def start(self) -> None:
        self.started = True

    def advance(self, dt: float) -> float:
        """Play `dt` seconds; return the seconds left over once finished (0 while running)."""
        if self.done:
            return dt
        if not self.started:
            self.start()
        return self._advance(dt)

    def _advance(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end, running every callback that would have run."""
        self.advance(math.inf)


class Tween(Animation):
    """Calls `update(eased_progress)` each frame for `duration` seconds, ending on 1.0."""

    def __init__(
        self,
        duration: float,
        update: Callable[[float], None],
        *,
        easing: Easing = ease_in_out,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.duration = max(0.0, duration)
        self.update = update
        self.easing = easing
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0

    def start(self) -> None:
        super().start()
        if self.on_start:
            self.on_start()

    def _advance(self, dt: float) -> float:
        self.elapsed += dt
        if self.elapsed < self.duration:
            self.update(self.easing(self.elapsed / self.duration))
            return 0.0
        self.update(1.0)
        self.done = True
        if self.on_done:
            self.on_done()
        return self.elapsed - self.duration


def _lerp(start: Any, end: Any, t: float) -> Any:
    if isinstance(start, pygame.Vector2):
        return start + (pygame.Vector2(end) - start) * t
    if isinstance(start, tuple):
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    return start + (end - start) * t


def tween_attr(
    target: object,
    attr: str,
    end: Any,
    duration: float,
    *,
    easing: Easing = ease_in_out,
    on_done: Callable[[], None] | None = None,
) -> Tween:
    """A tween moving `target.attr` (a number, Vector2 or tuple) from its value at start to `end`."""
    start: list[Any] = []

    def capture() -> None:
        value = getattr(target, attr)
        start.append(pygame.Vector2(value) if isinstance(value, pygame.Vector2) else value)

    def update(t: float) -> None:
        value = _lerp(start[0], end, t)
        setattr(target, attr, value)

    return Tween(duration, update, easing=easing, on_start=capture, on_done=on_done)


class Wait(Animation):
    def __init__(self, duration: float) -> None:
        super().__init__()
        self.remaining = duration

    def _advance(self, dt: float) -> float:
        self.remaining -= dt
        if self.remaining > 0:
            return 0.0
        self.done = True
        return -self.remaining


class Call(Animation):
    """Runs `action` once, taking no time: a hook between steps of a sequence."""

    def __init__(self, action: Callable[[], None]) -> None:
        super().__init__()
        self.action = action

    def _advance(self, dt: float) -> float:
        self.action()
        self.done = True
        return dt


class Sequential(Animation):
    """Steps played one after another."""

    def __init__(self, steps: Iterable[Animation]) -> None:
        super().__init__()
        self.steps = deque(steps)

    def _advance(self, dt: float) -> float:
        while self.steps:
            dt = self.steps[0].advance(dt)
            if not self.steps[0].done:
                return 0.0
            self.steps.popleft()
        self.done = True
        return dt


class Parallel(Animation):
    """All parts play at once; done when the longest is."""

    def __init__(self, parts: Iterable[Animation]) -> None:
        super().__init__()
        self.parts = list(parts)

    def _advance(self, dt: float) -> float:
        leftovers = [part.advance(dt) for part in self.parts if not part.done]
        if all(part.done for part in self.parts):
            self.done = True
            # The part that finished last used the most time and left the least.
            return min(leftovers, default=dt)
        return 0.0


class Animator:
    """Plays queued animations one after another, at `speed` times real time.

    `speed` comes from the player's settings; `math.inf` plays everything instantly.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._queue: deque[Animation] = deque()

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def add(self, *animations: Animation) -> None:
        """Queue `animations` to play one after another, after everything already queued."""
        self._queue.extend(animations)

    def add_parallel(self, *animations: Animation) -> None:
        """Queue `animations` as one step in which they all play together."""
        self._queue.append(Parallel(animations))

    def update(self, dt: float) -> None:
        # inf * 0 is nan, so "instant" is not a multiplication.
        dt = math.inf if math.isinf(self.speed) else dt * self.speed
        while self._queue:
            dt = self._queue[0].advance(dt)
            if not self._queue[0].done:
                return
            self._queue.popleft()

    def finish_all(self) -> None:
        """Skip to the end of everything queued, callbacks still firing in order."""
        while self._queue:
            self._queue.popleft().finish()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While busy, a click or the space bar skips the animations (and is consumed)."""
        if not self.busy:
            return False
        skip = (event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        )
        if skip:
            self.finish_all()
        return skip
