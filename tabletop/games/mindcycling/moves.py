"""Where the rider to move may go: its maximum, the roads open to it, draft and relay targets.

Everything here reads the state and changes nothing. Every step goes one row on,
in the rider's lane or the lane beside it; riders may be passed but no move
ends on a taken space; a rock stops whoever rides onto it; from the last row a
step crosses the finish line.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.mindcycling.components import DOMESTIC, MOUNTAIN, SPRINTER, Components
from tabletop.games.mindcycling.state import MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import FINISH, Course
from tabletop.language import _, local


@dataclass(frozen=True)
class Road:
    """The best way found to one end: its path and whether it rides through a feed zone."""

    path: tuple[str, ...]
    fed: bool
    turns: int  # lane changes, fewer is straighter


def maximum(state: MindCyclingState, parts: Components, rider: Rider) -> int:
    """The most spaces a normal move may ride this turn: the section's figure less wind and fatigue."""
    role = parts.roles[rider.role]
    most = role.maxima[state.course.terrain(rider.space)]
    penalty = {"wind": parts.numbers.wind, "fatigue": parts.numbers.fatigue}
    most -= sum(penalty[h] for h in hindrances(state, rider))
    return max(0, most)


def hindrances(state: MindCyclingState, rider: Rider) -> list[str]:
    """What shortens the rider's normal move this turn, in this order: "wind" (nobody straight
    in front as the turn began), "fatigue" (a domestique without a bottle)."""
    found = (("wind", rider.id in state.windy), ("fatigue", is_fatigued(state, rider)))
    return [name for name, on in found if on]


def reach(state: MindCyclingState, parts: Components, rider: Rider, attack: bool = False) -> int:
    """The most spaces `rider` may ride this turn: a normal move's maximum, or an attack's."""
    return maximum(state, parts, rider) + (parts.numbers.attack if attack else 0)


def is_fatigued(state: MindCyclingState, rider: Rider) -> bool:
    return rider.role == DOMESTIC and rider.id in state.fatigued


def roads(course: Course, start: str, steps: int, taken: set[str], want_feed: bool) -> dict[str, Road]:
    """Every free end within `steps` rows of `start`, each with its best road, the nearest
    first, then left to right (the finish after the last row).

    A rock ends the move of whoever rides onto it. The best road passes a feed
    zone when `want_feed` and one does, then changes lanes least.
    """
    # Riders are passed, not ridden round, so only the ends depend on them: the roads
    # themselves are found once per course.
    key = (start, steps, want_feed)
    found = course.roads_memo.get(key)
    if found is None:
        found = course.roads_memo[key] = _all_roads(course, start, steps, want_feed)
    return {space: road for space, road in found.items() if space not in taken}


def _all_roads(course: Course, start: str, steps: int, want_feed: bool) -> dict[str, Road]:
    # The space a ride leaves gives no bottle (only spaces ridden onto do), so a road from a
    # feed zone still looks for the next one.
    frontier: dict[str, Road] = {start: Road((), False, 0)}
    ends: dict[str, Road] = {}
    for _step in range(steps):
        following: dict[str, Road] = {}
        for here, road in frontier.items():
            if here != start and here in course.rocks:
                continue
            for nxt in course.ahead(here):
                fed = road.fed or nxt in course.feed
                turns = road.turns + (
                    nxt != FINISH and here != start and course.lane(nxt) != course.lane(here)
                )
                candidate = Road((*road.path, nxt), fed, turns)
                best = following.get(nxt)
                if best is None or _better(candidate, best, want_feed):
                    following[nxt] = candidate
        ends.update(following)
        frontier = {s: r for s, r in following.items() if s != FINISH}
        if not frontier:
            break
    order = sorted(ends, key=lambda s: (course.row(s), -1 if s == FINISH else course.lane(s)))
    return {space: ends[space] for space in order}


def _better(a: Road, b: Road, want_feed: bool) -> bool:
    if want_feed and a.fed != b.fed:
        return a.fed
    return (a.turns, a.path) < (b.turns, b.path)


def road_to(course: Course, start: str, target: str, taken: set[str]) -> tuple[str, ...] | None:
    """A way from `start` to the free space `target` that no rock stops short of."""
    steps = course.row(target) - course.row(start)
    if steps <= 0 or target in taken:
        return None
    found = roads(course, start, steps, taken, want_feed=False).get(target)
    return None if found is None else found.path


def wants_feed(rider: Rider) -> bool:
    return rider.role == DOMESTIC and not rider.bottle


def can_attack(state: MindCyclingState, parts: Components, rider: Rider) -> str | None:
    """None when the rider may attack; else why not."""
    if not rider.bottle:
        return _("An attack needs a bottle.")
    role = parts.roles[rider.role]
    if state.course.terrain(rider.space) != role.specialty:
        # One sentence per section, so each language names the section its own way.
        words = {
            "flat": _("A {role} attacks only when it starts its turn on the flat."),
            "sprint": _("A {role} attacks only when it starts its turn in the sprint section."),
            "mountain": _("A {role} attacks only when it starts its turn in the mountain section."),
        }[role.specialty]
        return words.format(role=local(role.name).lower())
    return None


def _follow_check(state: MindCyclingState, rider: Rider, what: str) -> str | None:
    """Why the rider may not draft (`what` "draft") or relay ("relay") this turn; None if it may."""
    draft = what == "draft"
    if state.attacked:
        return _("The rider before you attacked: no draft this turn, ride normally.") if draft else _(
            "The rider before you attacked: no relay this turn, ride normally."
        )
    if rider.id in state.broken:
        return _("A rider crossed the line ahead of you and broke your train: no draft.") if draft else _(
            "A rider crossed the line ahead of you and broke your train: no relay."
        )
    if is_fatigued(state, rider):
        return _("A domestic without a bottle is fatigued: no draft.") if draft else _(
            "A domestic without a bottle is fatigued: no relay."
        )
    return None


def draft_target(state: MindCyclingState, rider: Rider) -> tuple[str | None, str]:
    """Where a draft would end (right behind the rider directly in front), or None and why not."""
    refusal = _follow_check(state, rider, "draft")
    if refusal:
        return None, refusal
    course = state.course
    if rider.role == SPRINTER and course.terrain(rider.space) == MOUNTAIN:
        return None, _("A sprinter cannot draft when it starts its turn in the mountains.")
    found = state.train_of(rider.id)
    if found is None or found[1] < 2:
        return None, _("Only a rider with someone directly in front (in a train) can draft.")
    train, place = found
    ahead = state.riders[train.members[place - 2]]
    if ahead.finished:
        return None, _("{rider} has crossed the line: the train is broken.").format(rider=local(ahead.name))
    target = course.straight_behind(ahead.space)
    if target is None or road_to(course, rider.space, target, state.taken()) is None:
        return None, _("There is no free space right behind {rider} to draft to.").format(
            rider=local(ahead.name)
        )
    return target, ""


def relay_target(state: MindCyclingState, parts: Components, rider: Rider) -> tuple[str | None, str]:
    """Where a relay would end (in front of the train that has moved), or None and why not."""
    refusal = _follow_check(state, rider, "relay")
    if refusal:
        return None, refusal
    found = state.train_of(rider.id)
    depth = parts.numbers.relay_depth
    if found is None or found[1] < 2:
        return None, _("Only a rider behind others in a train can take a relay.")
    train, place = found
    if place > depth:
        return None, _("Only the first {depth} riders of a train can take a relay.").format(depth=depth)
    ahead = [state.riders[m] for m in train.members[: place - 1]]
    if any(r.finished for r in ahead):
        return None, _("A rider of your train has crossed the line: the train is broken.")
    course = state.course
    front = _front_of(state, ahead[-1], {r.id for r in ahead})
    target = course.straight_ahead(front.space)
    if target is None or road_to(course, rider.space, target, state.taken()) is None:
        return None, _("There is no free space in front of {rider} to relay to.").format(
            rider=local(front.name)
        )
    return target, ""


def _front_of(state: MindCyclingState, rider: Rider, members: set[int]) -> Rider:
    """The front of the train `rider` rides in now: on from it, riders of its old train in line."""
    course = state.course
    front = rider
    while (ahead := course.straight_ahead(front.space)) is not None:
        other = state.rider_at(ahead)
        if other is None or other.id not in members:
            break
        front = other
    return front


def bottle_receiver(state: MindCyclingState, rider: Rider) -> Rider | None:
    """The teammate without a bottle directly behind a domestic that has one; else None."""
    if rider.role != DOMESTIC or not rider.bottle or state.gave:
        return None
    behind = state.course.straight_behind(rider.space)
    other = state.rider_at(behind) if behind else None
    if other is None or other.team != rider.team or other.bottle:
        return None
    return other
