"""What happens in a Mind Cycling stage, in order: the table animates these, the log prints them.

The game has no secrets and no dice, so every event is seen the same by everyone.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.track_layout import FINISH

# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = ()


@dataclass(frozen=True)
class TurnStarted(Event):
    turn: int
    leader: str

    def describe(self) -> str:
        return f"Turn {self.turn}: {self.leader} leads."


@dataclass(frozen=True)
class BottleGiven(Event):
    rider: int
    who: str
    to: int
    to_name: str

    def describe(self) -> str:
        return say("{who:passes} the bottle back to {to:them}.", who=self.who, to=self.to_name)


@dataclass(frozen=True)
class RiderRode(Event):
    rider: int
    who: str
    kind: str  # move, attack, draft or relay
    start: str
    path: tuple[str, ...]
    where: str  # the end, in words
    windy: bool
    fatigued: bool
    rock: bool = False  # stopped by a rock

    def describe(self) -> str:
        if not self.path:
            return say("{who:stays} put.", who=self.who)
        verb = {
            "move": "{who:rides}",
            "attack": "{who:attacks} and {who:-rides}",
            "draft": "{who:drafts}",
            "relay": "{who:relays}",
        }.get(self.kind, "{who:rides}")
        where = "across the line" if self.path[-1] == FINISH else "to {where}"
        notes = [n for n, on in (("into the wind", self.windy), ("fatigued", self.fatigued)) if on]
        shown = f" ({', '.join(notes)})" if notes and self.kind in ("move", "attack") else ""
        rock = ", stopped by a rock" if self.rock else ""
        return say(f"{verb} {{n:space}} {where}{{notes}}{{rock}}.", who=self.who, n=len(self.path),
                   where=self.where, notes=shown, rock=rock)


@dataclass(frozen=True)
class RidersSwapped(Event):
    a: int
    b: int
    who_a: str
    who_b: str
    space_a: str  # where `a` is now
    space_b: str

    def describe(self) -> str:
        return f"{self.who_a} and {self.who_b} change places on the start line."


@dataclass(frozen=True)
class BottlePicked(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say("{who:takes} a bottle in the feed zone.", who=self.who)


@dataclass(frozen=True)
class TrainBroken(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say("{who:crosses} the line: the train behind is broken.", who=self.who)


@dataclass(frozen=True)
class RiderFinished(Event):
    rider: int
    who: str
    place: int
    turn: int

    def describe(self) -> str:
        return say("{who:crosses} the line {place} (turn {turn}).", who=self.who, place=ordinal(self.place),
                   turn=self.turn)


@dataclass(frozen=True)
class MedalWon(Event):
    medal: str  # stage, sprint, mountain or team
    title: str  # "best climber"
    seat: int
    team: str
    rider: int  # -1 for the team medal
    who: str

    def describe(self) -> str:
        if self.rider < 0:
            return f"Medal for the {self.title}: {self.team}."
        return f"Medal for the {self.title}: {self.who} ({self.team})."


@dataclass(frozen=True)
class StageOver(Event):
    result: str

    def describe(self) -> str:
        return f"Stage over. {self.result}"
