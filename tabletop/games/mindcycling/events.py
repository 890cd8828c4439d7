"""What happens in a Mind Cycling stage, in order: the table animates these, the log prints them.

The game has no secrets and no dice, so every event is seen the same by everyone. Names are
kept as the rules hold them (a rider's and a team's carry their French, `language.Translated`)
and places as figures (`Spot`), so a line is worded in the language spoken when it is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.track_layout import FINISH, Spot
from tabletop.language import _, local

# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = ()


@dataclass(frozen=True)
class TurnStarted(Event):
    turn: int
    leader: str

    def describe(self) -> str:
        return _("Turn {turn}: {leader} leads.").format(turn=self.turn, leader=local(self.leader))


@dataclass(frozen=True)
class BottleGiven(Event):
    rider: int
    who: str
    to: int
    to_name: str

    def describe(self) -> str:
        template = _("{who:passes} the bottle back to {to:them}.")
        return say(template, who=local(self.who), to=local(self.to_name))


@dataclass(frozen=True)
class RiderRode(Event):
    rider: int
    who: str
    kind: str  # move, attack, draft or relay
    start: str
    path: tuple[str, ...]
    where: Spot  # the end
    windy: bool
    fatigued: bool
    rock: bool = False  # stopped by a rock

    def describe(self) -> str:
        if not self.path:
            return say(_("{who:stays} put."), who=local(self.who))
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
        told = say(template, who=local(self.who), n=len(self.path), where=self.where.words())
        return f"{told}{shown}{rock}."


@dataclass(frozen=True)
class RidersSwapped(Event):
    a: int
    b: int
    who_a: str
    who_b: str
    space_a: str  # where `a` is now
    space_b: str

    def describe(self) -> str:
        template = _("{a} and {b} change places on the start line.")
        return template.format(a=local(self.who_a), b=local(self.who_b))


@dataclass(frozen=True)
class BottlePicked(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say(_("{who:takes} a bottle in the feed zone."), who=local(self.who))


@dataclass(frozen=True)
class TrainBroken(Event):
    rider: int
    who: str

    def describe(self) -> str:
        return say(_("{who:crosses} the line: the train behind is broken."), who=local(self.who))


@dataclass(frozen=True)
class RiderFinished(Event):
    rider: int
    who: str
    place: int
    turn: int

    def describe(self) -> str:
        return say(_("{who:crosses} the line {place} (turn {turn})."), who=local(self.who),
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
            return _("Medal for the {title}: {team}.").format(title=_(self.title), team=local(self.team))
        return _("Medal for the {title}: {who} ({team}).").format(
            title=_(self.title), who=local(self.who), team=local(self.team)
        )


@dataclass(frozen=True)
class Standing:
    """A team's line in a stage's result: its name, medals and points."""

    team: str
    medals: int
    points: int


@dataclass(frozen=True)
class StageOver(Event):
    standings: tuple[Standing, ...]  # best first; empty solo
    solo: tuple[int, int, int] = (0, 0, 0)  # solo: riders to bring across, turns taken, spaces left

    def describe(self) -> str:
        return _("Stage over.") + f" {result_words(self.standings, self.solo)}"


def result_words(standings: tuple[Standing, ...], solo: tuple[int, int, int]) -> str:
    """A stage's result in the language of the moment: the teams in order, or the solo score."""
    if not standings:
        finishers, turns, spaces = solo
        return say(
            _("{finishers:rider} across the line in {turns:turn}; "
              "the last rider was {spaces:space} from it."),
            finishers=finishers, turns=turns, spaces=spaces,
        )
    return ", ".join(
        say(_("{place}. {team} ({medals:medal}, {points:pt})"), place=place, team=local(line.team),
            medals=line.medals, points=line.points)
        for place, line in enumerate(standings, start=1)
    )
