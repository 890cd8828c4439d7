"""Tweens, sequences, the animator's speed, skipping and the busy flag (no wall clock)."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.table.machinery.animation import (
    Animator,
    Call,
    Parallel,
    Sequential,
    Tween,
    Wait,
    ease_in_out,
    linear,
    tween_attr,
)


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos = pygame.Vector2(0, 0)


def test_tween_follows_its_easing_and_ends_exactly() -> None:
    seen: list[float] = []
    tween = Tween(1.0, seen.append, easing=linear)
    assert tween.advance(0.25) == 0.0
    assert tween.advance(0.5) == 0.0
    assert tween.advance(0.5) == pytest.approx(0.25)  # the time it did not need
    assert seen == [0.25, 0.75, 1.0] and tween.done
    assert ease_in_out(0.5) == pytest.approx(0.5) and ease_in_out(0.1) < 0.1


def test_queued_moves_start_from_where_the_previous_one_ended() -> None:
    thing = Thing()
    animator = Animator()
    animator.add(tween_attr(thing, "x", 10.0, 1.0), tween_attr(thing, "x", 20.0, 1.0, easing=linear))
    animator.update(1.5)
    assert thing.x == pytest.approx(15.0)
    animator.update(0.5)
    assert thing.x == 20.0 and not animator.busy


def test_speed_multiplies_time() -> None:
    for speed, frames in ((1.0, 60), (2.0, 30), (0.5, 120)):
        thing = Thing()
        animator = Animator(speed)
        animator.add(tween_attr(thing, "pos", pygame.Vector2(100, 50), 1.0))
        count = 0
        while animator.busy:
            animator.update(1 / 60)
            count += 1
        assert count == pytest.approx(frames, abs=1)
        assert thing.pos == pygame.Vector2(100, 50)


def test_instant_speed_finishes_in_one_update_even_with_no_time() -> None:
    thing = Thing()
    animator = Animator(math.inf)
    animator.add(tween_attr(thing, "x", 5.0, 3.0), Wait(10), tween_attr(thing, "x", 7.0, 3.0))
    animator.update(0.0)
    assert thing.x == 7.0 and not animator.busy


def test_finish_all_runs_every_callback_in_order() -> None:
    order: list[str] = []
    animator = Animator()
    animator.add(
        Tween(1.0, lambda t: None, on_done=lambda: order.append("first")),
        Sequential([Wait(5), Call(lambda: order.append("second"))]),
        Parallel([Wait(2), Tween(3.0, lambda t: None, on_done=lambda: order.append("third"))]),
    )
    animator.update(0.1)
    assert animator.busy
    animator.finish_all()
    assert order == ["first", "second", "third"]
    assert not animator.busy


def test_animations_added_by_callbacks_are_finished_too() -> None:
    thing = Thing()
    animator = Animator()
    animator.add(Tween(1.0, lambda t: None, on_done=lambda: animator.add(tween_attr(thing, "x", 3.0, 1.0))))
    animator.finish_all()
    assert thing.x == 3.0


def test_parallel_parts_play_together() -> None:
    a, b = Thing(), Thing()
    animator = Animator()
    animator.add_parallel(
        tween_attr(a, "x", 1.0, 1.0, easing=linear), tween_attr(b, "x", 1.0, 2.0, easing=linear)
    )
    animator.update(1.0)
    assert (a.x, b.x) == (1.0, 0.5)
    animator.update(1.0)
    assert b.x == 1.0 and not animator.busy


@pytest.mark.parametrize(
    "event",
    [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0),
    ],
)
def test_a_click_or_space_skips_the_running_animation(event: pygame.event.Event) -> None:
    thing = Thing()
    animator = Animator()
    assert not animator.handle_event(event)  # nothing to skip: the click is not used
    animator.add(tween_attr(thing, "x", 9.0, 2.0))
    assert animator.handle_event(event)
    assert thing.x == 9.0 and not animator.busy
    assert not animator.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
