"""What the Hard player's search needs of Mind Cycling.

Nothing is hidden and nothing is left to chance once the riders are on the grid:
a guess at the truth is the view itself (`OpenSearch`), and a playout differs
from another only where the Normal player breaks a tie. A playout cut short is
judged by a race of paces: for each medal still open, how many turns each team's
best rider needs to take it at its role's maxima, and the team points the
riders would bring if they crossed in that order.
"""

from __future__ import annotations

import math

from tabletop.engine.contract import Action
from tabletop.engine.search.open_search import OpenSearch
from tabletop.engine.search.searchable import outcome_value
from tabletop.games.mindcycling.actions import Ride
from tabletop.games.mindcycling.bot import RideScorer
from tabletop.games.mindcycling.components import FLAT, Components
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MOUNTAIN_MEDAL, SPRINT_MEDAL, STAGE, MindCyclingState
from tabletop.games.mindcycling.track_layout import START, Course

# How sure a lead makes the judgement: softer means a lead counts for less.
TURN_MARGIN = 0.5  # turns: a rider this much ahead in a race to a medal takes it e:1
POINT_MARGIN = 3.0  # team points: this much ahead for the team medal, e:1
MEDAL_MARGIN = 0.35  # expected medals: this much ahead to win the stage, e:1


class MindCyclingSearch(OpenSearch[MindCyclingState]):
    def __init__(self, rules: MindCyclingRules) -> None:
        super().__init__(rules)
        self.cycling = rules  # the same rules, with Mind Cycling's own methods in view
        self._paces: dict[int, tuple[Course, dict[str, list[float]]]] = {}

    def advance(self, state: MindCyclingState, seat: int, action: Action) -> None:
        self.cycling.play(state, action)

    def shortlist(self, view: MindCyclingState, seat: int, legal: list[Action]) -> list[Action]:
        """The rides the Normal player likes best first; passing the bottle (Normal gives it
        by a rule, not a score) and changing places on the start line come first, as they are."""
        rider = view.active()
        assert rider is not None
        score = RideScorer(self.cycling, view, rider).score
        rides = sorted((a for a in legal if isinstance(a, Ride)), key=score, reverse=True)
        return [*(a for a in legal if not isinstance(a, Ride)), *rides]

    def evaluate(self, state: MindCyclingState, seat: int) -> float:
        outcome = self.cycling.outcome(state)
        if outcome is not None:
            return outcome_value(outcome, seat)
        teams = len(state.teams)
        if teams == 1:
            # Alone there is only the record, and every finish is the same win to the search.
            return 1.0
        expected = self.expected_medals(state)
        top = max(expected)
        weights = [math.exp((e - top) / MEDAL_MARGIN) for e in expected]
        win = weights[seat] / sum(weights)
        place = 1 + sum(e > expected[seat] for e in expected)
        return 0.9 * win + 0.1 * (teams - place) / (teams - 1)

    def expected_medals(self, state: MindCyclingState) -> list[float]:
        """Each team's medals: those won, and its chance at each one still open."""
        course = state.course
        teams = len(state.teams)
        expected = [float(state.medal_count(seat)) for seat in range(teams)]
        if state.over:
            return expected
        pace = self._pace(course)
        races = [(STAGE, course.rows)]
        for medal, end in ((SPRINT_MEDAL, course.sprint_end), (MOUNTAIN_MEDAL, course.mountain_end)):
            if end is not None:
                races.append((medal, end + 1))
        for medal, goal in races:
            if medal in state.medals:
                continue
            needs = [math.inf] * teams
            for rider in state.riders:
                if not rider.finished:
                    costs = pace[rider.role]
                    need = costs[goal] - costs[course.row(rider.space)]
                    needs[rider.team] = min(needs[rider.team], need)
            _add_shares(expected, [-n / TURN_MARGIN for n in needs])
        _add_shares(expected, [p / POINT_MARGIN for p in self.projected_points(state, pace)])
        return expected

    def projected_points(self, state: MindCyclingState, pace: dict[str, list[float]]) -> list[int]:
        """Team points if the riders still racing crossed in the order their paces bring them."""
        course = state.course
        line = course.rows
        racing = sorted(
            (r for r in state.riders if not r.finished),
            key=lambda r: (pace[r.role][line] - pace[r.role][course.row(r.space)], -course.row(r.space)),
        )
        totals = [0] * len(state.teams)
        parts: Components = self.cycling.parts
        for rider in state.riders:
            if rider.finished:
                totals[rider.team] += parts.points_for(rider.place)
        for place, rider in enumerate(racing, start=len(state.finish_order) + 1):
            totals[rider.team] += parts.points_for(place)
        return totals

    def _pace(self, course: Course) -> dict[str, list[float]]:
        """Per role, the turns it takes to ride from the start to each row at the role's maxima."""
        kept = self._paces.get(id(course))
        if kept is not None and kept[0] is course:
            return kept[1]
        table: dict[str, list[float]] = {}
        for role in self.cycling.parts.roles.values():
            costs = [0.0]
            for row in range(course.rows):
                kind = course.strips[course.row_strip[row]].kind
                costs.append(costs[-1] + 1 / max(1, role.maxima[FLAT if kind == START else kind]))
            table[role.id] = costs
        self._paces[id(course)] = (course, table)
        return table


def _add_shares(expected: list[float], strengths: list[float]) -> None:
    """Share one medal among the teams in proportion to e**strength (a team out of it: -inf)."""
    top = max(strengths)
    if top == -math.inf:
        return
    weights = [math.exp(s - top) for s in strengths]
    total = sum(weights)
    for seat, weight in enumerate(weights):
        expected[seat] += weight / total
