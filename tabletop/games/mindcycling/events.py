"""What happens in a Mind Cycling stage, in order: the table animates these, the log prints them.

The game has no secrets and no dice, so every event is seen the same by everyone.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.language import _

# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = ()


@dataclass(frozen=True)
class TurnStarted(Event):
    turn: int
    leader: str

    def describe(self) -> str:
        return _("Turn {turn}: {leader} leads.").format(turn=self.turn, leader=self.leader)


@dataclass(frozen=True)
class BottleGiven(Event):
    rider: int
    who: str
    to: int
    to_name: str

    def describe(self) -> str:
        return say(_("{who:passes} the bottle back to {to:them}."), who=self.who, to=self.to_name)


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
            return say(_("{who:stays} put."), who=self.who)
        # Whole sentences, one per kind of ride and ending, so each language words them its own way.
        if self.path[-1] == FINISH:
            template = {
                "attack": _("{who:attacks} and {who:-rides} {n:space} across the line"),
                "draft": _("{who:drafts} {n:space} across the line"),
                "relay": _("{who:relays} {n:space} across the line"),
            }.get(self.kind, _("{who:rides} {n:space} across the line"))
        else:
            template = {
                "attack": _("{who:attacks} and {who:-rides} {n:space} to {where}"),
                "draft": _("{who:drafts} {n:space} to {where}"),
                "relay": _("{who:relays} {n:space} to {where}"),
            }.get(self.kind, _("{who:rides} {n:space} to {where}"))
        notes = [n for n, on in ((_("into the wind"), self.windy), (_("fatigued"), self.fatigued)) if on]
        shown = f" ({', '.join(notes)})" if notes and self.kind in ("move", "attack") else ""
        rock = _(", stopped by a rock") if self.rock else ""
        return say(template, who=self.who, n=len(self.path), where=self.where) + f"{shown}{rock}."


@dataclass(frozen=True)
class RidersSwapped(Event):
    a: int
    b: int
    who_a: str
    who_b: str
    space_a: str  # where `a` is now
    space_b: str

    def describe(self) -> str:
        return _("{a} and {b} change places on the start line.").format(a=self.who_a, b=self.who_b)


@dataclass(frozen=True)
class BottlePicked(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say(_("{who:takes} a bottle in the feed zone."), who=self.who)


@dataclass(frozen=True)
class TrainBroken(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say(_("{who:crosses} the line: the train behind is broken."), who=self.who)


@dataclass(frozen=True)
class RiderFinished(Event):
    rider: int
    who: str
    place: int
    turn: int

    def describe(self) -> str:
        return say(_("{who:crosses} the line {place} (turn {turn})."), who=self.who,
                   place=ordinal(self.place), turn=self.turn)


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
            return _("Medal for the {title}: {team}.").format(title=_(self.title), team=self.team)
        return _("Medal for the {title}: {who} ({team}).").format(
            title=_(self.title), who=self.who, team=self.team
        )


@dataclass(frozen=True)
class StageOver(Event):
    result: str

    def describe(self) -> str:
        return _("Stage over.") + f" {self.result}"
