"""Where a bike may go with a roll, what happens when it cannot, and the race ranking.

A move is a number from the dice and a path of exactly that many steps in a
straight line, bending by 90 degrees once per null rolled. A step may go
toward the next tile or sideways, never away from it nor back onto an earlier
tile, and never into another bike, except in flight: from the moment a bike
crosses a ramp's raised edge until the end of the move, turns included (the
rulebook lets a null's turn come at any point of the move), it flies over bikes,
and the one it lands on wipes out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tabletop.games.motox.track_model import DIRECTIONS, Course, Point

NO_RAMP = "ramp"


@dataclass(frozen=True)
class Path:
    value: int
    spaces: tuple[Point, ...]
    turns: int
    jumps: tuple[int, ...]
    over: int  # bikes flown over
    landed_on: int | None  # the seat of the bike landed on
    finish: bool


def numbers(dice: Sequence[int]) -> list[int]:
    """The distinct numbers a roll offers to move by (nulls are turns, not numbers)."""
    return sorted({d for d in dice if d > 0})


MEMO_SIZE = 50_000  # positions whose moves a course keeps before it forgets them all


def paths(course: Course, start: Point, dice: Sequence[int], occupied: Mapping[Point, int]) -> list[Path]:
    """Every legal move for a roll, in a fixed order; kept on the course, because a turn asks
    for them three times (the roll, the choice, the ride) and the search far more often."""
    key = (start, tuple(sorted(dice)), tuple(sorted(occupied.items())))
    known = course.memo.get(key)
    if known is None:
        if len(course.memo) >= MEMO_SIZE:
            course.memo.clear()
        known = course.memo[key] = tuple(_work_out_paths(course, start, dice, occupied))
    assert isinstance(known, tuple)
    return list(known)


def _work_out_paths(
    course: Course, start: Point, dice: Sequence[int], occupied: Mapping[Point, int]
) -> list[Path]:
    turns = sum(1 for d in dice if d == 0)
    found: list[Path] = []
    for value in numbers(dice):
        for direction in DIRECTIONS:
            _extend(course, occupied, value, turns, [start], direction, False, (), 0, 0, found)
    return found


def _extend(
    course: Course,
    occupied: Mapping[Point, int],
    value: int,
    turns_left: int,
    path: list[Point],
    direction: Point,
    flying: bool,
    jumps: tuple[int, ...],
    over: int,
    turned: int,
    found: list[Path],
) -> None:
    here = path[-1]
    step = course.step(here, direction)
    if step.kind == "finish":
        found.append(Path(value, (*tuple(path[1:]), step.to), turned, jumps, over, None, True))
        return
    if step.kind != "track" or step.to in path:
        return
    if step.ramp:
        if value <= step.ramp:
            return
        flying, jumps = True, (*jumps, step.ramp)
    target = step.to
    someone = occupied.get(target)
    last = len(path) == value
    if someone is not None and not flying:
        return
    if last:
        landed = someone if flying else None
        found.append(Path(value, (*tuple(path[1:]), target), turned, jumps, over, landed, False))
        return
    if someone is not None:
        over += 1
    path.append(target)
    _extend(course, occupied, value, turns_left, path, direction, flying, jumps, over, turned, found)
    if turns_left:
        for side in ((direction[1], -direction[0]), (-direction[1], direction[0])):
            _extend(
                course, occupied, value, turns_left - 1, path, side, flying, jumps, over, turned + 1, found
            )
    path.pop()


@dataclass(frozen=True)
class Stuck:
    """What a roll with no legal move leads to: stay put (a ramp too high), or wipe-out spaces."""

    ramp: bool
    wipeouts: tuple[tuple[Point, str], ...]  # (space, cause): "blocked" where it stands, "off" at the edge


def stuck(course: Course, start: Point, dice: Sequence[int], occupied: Mapping[Point, int]) -> Stuck:
    """With no legal move: every straight attempt and where it ends the bike. A ramp stops the
    bike without a wipe-out only when none of the numbers is higher than that ramp. A bike in
    flight off a ramp passes over bikes, so a flight that runs out of track leaves it where
    the track ended, never blocked by a bike it flew over."""
    ramp = False
    wipeouts: list[tuple[Point, str]] = []
    best = max(numbers(dice), default=0)
    for value in numbers(dice):
        for direction in DIRECTIONS:
            here = start
            flying = False
            for _ in range(value):
                step = course.step(here, direction)
                if step.kind == "away" or step.kind == "back":
                    break
                if step.kind == "off":
                    wipeouts.append((here, "off"))
                    break
                if step.ramp:
                    if value <= step.ramp:
                        ramp = ramp or best <= step.ramp
                        break
                    flying = True
                # In flight a bike passes over others: only where it comes down can be blocked.
                if step.to in occupied and not flying:
                    wipeouts.append((start, "blocked"))
                    break
                here = step.to
    first: dict[Point, str] = {}
    for space, cause in wipeouts:
        first.setdefault(space, cause)
    return Stuck(ramp, tuple(first.items()))


def ranks(course: Course, spaces: Sequence[Point | None]) -> list[int]:
    """Race rank per bike (1 leads); tied bikes share a rank and the next is skipped."""
    keys = [course.progress(s) if s is not None else (-1, 0) for s in spaces]
    return [1 + sum(other > key for other in keys) for key in keys]
