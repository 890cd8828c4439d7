"""Mind Cycling's riders, teams and numbers as typed objects, built from data/cards/mindcycling.yaml."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

FLAT = "flat"
SPRINT = "sprint"
MOUNTAIN = "mountain"
SECTIONS = (FLAT, SPRINT, MOUNTAIN)

DOMESTIC = "domestic"  # the one role that can pass its bottle and tire without one
SPRINTER = "sprinter"  # the one role that cannot draft when starting in the mountains


@dataclass(frozen=True)
class Role:
    id: str
    name: str
    helmet: str  # a colour name
    maxima: Mapping[str, int]  # section -> most spaces in a turn
    specialty: str  # the section where it may attack


@dataclass(frozen=True)
class Country:
    id: str
    name: str
    colour: str


@dataclass(frozen=True)
class Numbers:
    wind: int
    fatigue: int
    attack: int
    relay_depth: int
    solo_finishers: int


@dataclass(frozen=True)
class Components:
    roles: Mapping[str, Role]
    countries: tuple[Country, ...]
    team_sizes: Mapping[int, int]  # teams at the start -> riders per team
    compositions: Mapping[int, tuple[str, ...]]  # team size -> role ids, in grid order
    numbers: Numbers
    points: tuple[int, ...]

    @property
    def max_teams(self) -> int:
        return max(self.team_sizes)

    def team_of(self, teams: int) -> tuple[str, ...]:
        return self.compositions[self.team_sizes[teams]]

    def points_for(self, place: int) -> int:
        """Team points for a rider's finishing place (1 first); 0 past the table."""
        return self.points[place - 1] if 1 <= place <= len(self.points) else 0
