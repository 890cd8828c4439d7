"""A Mind Cycling team manager that rides for distance and shelter and spends bottles where they pay.

It sees only its view (nothing is hidden) and scores each legal choice in rows
of road: how far the ride takes the rider, a little more for ending straight
behind another rider (out of the wind next turn, and a train to draft or relay
in), a bottle kept while the rider's own section still lies ahead, a bottle
picked up in a feed zone, and a lot for crossing the line or finishing a
section first while its medal is still open. A domestic passes its bottle to
a teammate behind when that teammate's section is still to come.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action
from tabletop.games.mindcycling.actions import ATTACK, GiveBottle, Ride
from tabletop.games.mindcycling.components import DOMESTIC, MOUNTAIN, SPRINT
from tabletop.games.mindcycling.moves import bottle_receiver, wants_feed
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MOUNTAIN_MEDAL, SPRINT_MEDAL, MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import FINISH, Course

SHELTER = 0.9  # rows: ending straight behind a rider
BOTTLE = 2.5  # rows: a bottle kept while the rider's section is still ahead
THIRST = 4.0  # rows a domestic loses each turn without a bottle: one less, and no draft or relay
FEED = 2.0  # rows: a domestic's bottle back from the feed zone
MEDAL = 6.0  # rows: finishing a section first while its medal is open
LINE = 4.0  # rows: crossing the line (and stage medal when first)
NOISE = 0.01


class MindCyclingBot(SeededBot):
    def choose(self, rules: Any, view: Any, seat: int) -> Action:
        assert isinstance(rules, MindCyclingRules)
        state: MindCyclingState = view
        legal = rules.legal_actions(state, seat)
        rider = state.active()
        assert rider is not None
        if GiveBottle() in legal and self._worth_giving(rules, state, rider):
            return GiveBottle()
        # The bot keeps the line-up it is given.
        return self.choose_among(rules, state, seat, [a for a in legal if isinstance(a, Ride)])

    def choose_among(self, rules: Any, view: Any, seat: int, actions: Sequence[Action]) -> Action:
        state: MindCyclingState = view
        rider = state.active()
        assert rider is not None
        rides = [a for a in actions if isinstance(a, Ride)]
        if not rides:
            return actions[0]  # a bottle given, or a line-up: the only kind of move asked for
        score = RideScorer(rules, state, rider).score
        return max(rides, key=lambda ride: score(ride) + NOISE * self.rng.below(100) / 100)

    def _worth_giving(self, rules: MindCyclingRules, state: MindCyclingState, rider: Rider) -> bool:
        other = bottle_receiver(state, rider)
        if other is None or other.role == DOMESTIC:
            return False
        return _section_ahead(state.course, other.space, rules.parts.roles[other.role].specialty)


class RideScorer:
    """One decision's scoring of rides, with what every ride shares worked out once."""

    def __init__(self, rules: MindCyclingRules, state: MindCyclingState, rider: Rider) -> None:
        course = state.course
        self.state = state
        self.course = course
        self.rider = rider
        self.start = rider.space
        self.start_row = course.row(rider.space)
        self.specialty = rules.parts.roles[rider.role].specialty
        self.occupied = {r.space for r in state.riders if not r.finished}
        self.thirsty = wants_feed(rider)
        sections = ((SPRINT_MEDAL, course.sprint_end), (MOUNTAIN_MEDAL, course.mountain_end))
        self.open_sections = [
            section_end
            for medal, section_end in sections
            if not (state.solo or section_end is None or medal in state.medals)
        ]

    def score(self, ride: Ride) -> float:
        """The ride's worth in rows of road (see the module's docstring)."""
        course = self.course
        end = ride.path[-1] if ride.path else self.start
        end_row = course.row(end)
        score = float(end_row - self.start_row)
        if end == FINISH:
            score += LINE + (LINE if not self.state.finish_order else 0.0)
        else:
            ahead = course.straight_ahead(end)
            if ahead is not None and ahead in self.occupied:
                score += SHELTER
        if ride.kind == ATTACK:
            if self.rider.role == DOMESTIC:
                score -= THIRST * _turns_to_water(course, end)
            elif _section_ahead(course, end, self.specialty):
                score -= BOTTLE
        if self.thirsty and any(step in course.feed for step in ride.path):
            score += FEED
        for section_end in self.open_sections:
            if self.start_row <= section_end < end_row:
                score += MEDAL
        return score


def _section_ahead(course: Course, space: str, section: str) -> bool:
    """Whether any row from `space` on rides as `section`."""
    if space == FINISH:
        return False
    row = course.row(space)
    for strip in course.strips:
        if strip.last_row >= row and (
            strip.kind == section or (section not in (SPRINT, MOUNTAIN) and strip.kind == "flat")
        ):
            return True
    return False


def _turns_to_water(course: Course, space: str) -> float:
    """Roughly how many turns a domestic at `space` rides fatigued: to the next feed zone or the line."""
    if space == FINISH:
        return 0.0
    row = course.row(space)
    feeds = [course.row(f) for f in course.feed if course.row(f) > row]
    return (min(feeds, default=course.rows) - row) / 5
