"""One position of a Mind Cycling stage. Pure data: the rules change it, the table draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.rng import Rng
from tabletop.games.mindcycling.track_layout import FINISH, Course
from tabletop.language import N_

STAGE = "stage"  # first across the line
SPRINT_MEDAL = "sprint"  # first to complete the sprint section
MOUNTAIN_MEDAL = "mountain"  # first to complete the mountain section
TEAM = "team"  # best team on points
MEDALS = (STAGE, SPRINT_MEDAL, MOUNTAIN_MEDAL, TEAM)
MEDAL_NAMES = {
    STAGE: N_("best rider"),
    SPRINT_MEDAL: N_("best sprinter"),
    MOUNTAIN_MEDAL: N_("best climber"),
    TEAM: N_("best team"),
}


@dataclass
class Team:
    seat: int
    player: str  # the seat's name
    country: str
    colour: str  # the jersey


@dataclass
class Rider:
    id: int
    team: int  # the seat
    role: str
    name: str  # "Italy domestic 2"
    space: str  # FINISH once across the line
    bottle: bool = True
    place: int = 0  # finishing place, once across
    finish_turn: int = 0  # the turn it crossed in

    @property
    def finished(self) -> bool:
        return self.space == FINISH


@dataclass(frozen=True)
class Train:
    """Who rode in which train when the turn began: `members` front first."""

    members: tuple[int, ...]


@dataclass
class MindCyclingState:
    course: Course = field(repr=False)
    teams: list[Team]
    riders: list[Rider]
    rng: Rng
    solo: bool = False
    turn: int = 1
    order: list[int] = field(default_factory=list)  # riders to move this turn, leader first
    index: int = 0  # into `order`: the rider to move now
    trains: list[Train] = field(default_factory=list)  # as the turn began
    windy: set[int] = field(default_factory=set)  # riders with nobody directly in front as the turn began
    moved: list[int] = field(default_factory=list)  # riders that have moved this turn, in order
    attacked: bool = False  # the rider that just moved attacked: the next cannot draft or relay
    broken: set[int] = field(default_factory=set)  # riders whose train a finisher broke this turn
    gave: bool = False  # the rider to move has passed its bottle this turn
    fatigued: set[int] = field(default_factory=set)  # domestics riding this turn without a bottle
    finish_order: list[int] = field(default_factory=list)  # riders, as they crossed
    medals: dict[str, int] = field(default_factory=dict)  # medal -> rider (team medal: the team's seat)
    history: list[list[int]] = field(default_factory=list)  # per finished turn: place of each rider
    over: bool = False

    def rider_at(self, space: str) -> Rider | None:
        if space == FINISH:
            return None
        for rider in self.riders:
            if rider.space == space:
                return rider
        return None

    def taken(self) -> set[str]:
        return {r.space for r in self.riders if not r.finished}

    def active(self) -> Rider | None:
        if self.over or self.index >= len(self.order):
            return None
        return self.riders[self.order[self.index]]

    def train_of(self, rider: int) -> tuple[Train, int] | None:
        """The rider's train as the turn began, and its place in it (1 at the front)."""
        for train in self.trains:
            if rider in train.members:
                return train, train.members.index(rider) + 1
        return None

    def standings(self) -> list[Rider]:
        """Riders across the line by place, then the rest from the front back (leftmost first)."""
        done = sorted((r for r in self.riders if r.finished), key=lambda r: r.place)
        racing = sorted(
            (r for r in self.riders if not r.finished),
            key=lambda r: (-self.course.row(r.space), self.course.lane(r.space)),
        )
        return done + racing

    def team_points(self, points: tuple[int, ...]) -> list[int]:
        totals = [0] * len(self.teams)
        for rider in self.riders:
            if rider.place and rider.place <= len(points):
                totals[rider.team] += points[rider.place - 1]
        return totals

    def medal_count(self, seat: int) -> int:
        count = 0
        for medal, who in self.medals.items():
            count += (who if medal == TEAM else self.riders[who].team) == seat
        return count

    def clone(self) -> MindCyclingState:
        """An independent copy, made by hand: the view of every seat and every playout of the
        Hard player's search is one, and a deep copy was most of their cost. The course is
        immutable and shared; trains are frozen, so the copy shares them too."""
        return MindCyclingState(
            course=self.course,
            teams=[Team(t.seat, t.player, t.country, t.colour) for t in self.teams],
            riders=[
                Rider(r.id, r.team, r.role, r.name, r.space, r.bottle, r.place, r.finish_turn)
                for r in self.riders
            ],
            rng=Rng(self.rng.state),
            solo=self.solo,
            turn=self.turn,
            order=list(self.order),
            index=self.index,
            trains=list(self.trains),
            windy=set(self.windy),
            moved=list(self.moved),
            attacked=self.attacked,
            broken=set(self.broken),
            gave=self.gave,
            fatigued=set(self.fatigued),
            finish_order=list(self.finish_order),
            medals=dict(self.medals),
            history=[list(places) for places in self.history],
            over=self.over,
        )
