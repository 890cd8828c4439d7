"""What happens in a Race Day race, in order: the table animates these, the log prints them.

Race Day has no secrets, so every event is seen the same by everyone; the ones
carrying dice mark `reveals`, so undo never takes a roll back.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, plural, say

# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (
    common.FirstRolled,
    common.FirstTied,
    common.RoundStarted,
    common.LapCompleted,
    common.RaceFinished,
)


@dataclass(frozen=True)
class GridFormed(Event):
    """The cars take Start 1, 2, ... in this order (seats), on these spaces."""

    seats: tuple[int, ...]
    who: tuple[str, ...]
    spaces: tuple[str, ...]

    def describe(self) -> str:
        grid = ", ".join(f"Start {i}: {name}" for i, name in enumerate(self.who, start=1))
        return say("{who:takes} the pole. {grid}.", who=self.who[0], grid=grid)


@dataclass(frozen=True)
class TurnSkipped(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say("{who:'s} dashboard is face down: no move this turn. It turns face up again.",
                   who=self.who)


@dataclass(frozen=True)
class MoveRolled(Event):
    seat: int
    who: str
    speed: str  # the speed's name
    modifier: int
    die: int
    spaces: int
    reveals = True
    revealed_what = "a die was rolled"

    def describe(self) -> str:
        if self.modifier:
            sign = "+" if self.modifier > 0 else "-"
            sum_text = f"{self.die} {sign} {abs(self.modifier)} = {plural(self.spaces, 'space')}"
        else:
            sum_text = plural(self.spaces, "space")
        return say("{who:picks} {speed} and {who:-rolls} {die}: {sum}.",
                   who=self.who, speed=self.speed, die=self.die, sum=sum_text)


@dataclass(frozen=True)
class CarMoved(Event):
    seat: int
    who: str
    start: str
    path: tuple[str, ...]  # spaces entered, ending where the car stops
    wanted: int  # the spaces the roll asked for
    where: str  # the end space in words

    def describe(self) -> str:
        if not self.path:
            if self.wanted:
                return say("{who:is} boxed in and cannot move.", who=self.who)
            return say("{who:stays} put.", who=self.who)
        short = self.wanted - len(self.path)
        template = (
            "{who:moves} {n:space} to {where}: blocked, {short} short." if short > 0
            else "{who:moves} {n:space} to {where}."
        )
        return say(template, who=self.who, n=len(self.path), where=self.where, short=short)


@dataclass(frozen=True)
class Drafted(Event):
    seat: int
    who: str
    behind: str  # the name of the car drafted
    option: str  # "A" or "B"
    start: str
    path: tuple[str, ...]  # spaces entered (B jumps along the drafted car's path)
    where: str

    def describe(self) -> str:
        if self.option == "A":
            return say("{who:drafts} {behind:them} (A): 1 space, to {where}.",
                       who=self.who, behind=self.behind, where=self.where)
        return say(
            "{who:drafts} {behind:them} (B): {n:space} to {where}, and {who:-turns} the dashboard face down.",
            who=self.who, behind=self.behind, n=len(self.path), where=self.where,
        )


@dataclass(frozen=True)
class DraftDeclined(Event):
    seat: int
    who: str
    behind: str

    def describe(self) -> str:
        return say("{who:does} not draft {behind:them}.", who=self.who, behind=self.behind)


@dataclass(frozen=True)
class DashboardKept(Event):
    """A keep-turn ability saved the car from turning its dashboard face down."""

    seat: int
    who: str
    ability: str

    def describe(self) -> str:
        return say("{who:'s} {ability}: the dashboard stays face up.", who=self.who, ability=self.ability)


@dataclass(frozen=True)
class CheckRolled(Event):
    seat: int
    who: str
    check: str  # "engine" | "body" | "driver"
    dice: tuple[int, ...]
    target: int
    passed: bool
    reason: str  # why the check is made, for the log
    reveals = True
    revealed_what = "a die was rolled"

    def describe(self) -> str:
        total = sum(self.dice)
        sums = " + ".join(str(d) for d in self.dice)
        verdict = "passes" if self.passed else "fails"
        return say(
            "{check} check for {who:them} ({reason}): {sums} = {total} against {target}: {verdict}.",
            check=self.check.capitalize(), who=self.who, reason=self.reason, sums=sums, total=total,
            target=self.target, verdict=verdict,
        )


@dataclass(frozen=True)
class DamageTaken(Event):
    seat: int
    who: str
    kind: str  # "body" | "engine"
    amount: int
    total: int
    limit: int
    reason: str

    def describe(self) -> str:
        what = "Body damage" if self.kind == "body" else "Engine damage (smoke)"
        return say("{who:takes} {amount} {what} from {reason}: {total} of {limit}.",
                   who=self.who, amount=self.amount, what=what, reason=self.reason, total=self.total,
                   limit=self.limit)


@dataclass(frozen=True)
class DamageAvoided(Event):
    seat: int
    who: str
    kind: str
    amount: int
    ability: str

    def describe(self) -> str:
        what = "Body damage" if self.kind == "body" else "Engine damage"
        return say("{who:'s} {ability} saves {amount} {what}.", who=self.who, ability=self.ability,
                   amount=self.amount, what=what)


@dataclass(frozen=True)
class BumpRolled(Event):
    """The active car and the cars around it each roll a die; `hits` are the seats damaged."""

    seats: tuple[int, ...]  # the active car first
    who: tuple[str, ...]
    dice: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]  # matching dice of cars side by side (seats)
    apart: tuple[tuple[int, int], ...]  # matching dice of cars not next to each other
    reveals = True
    revealed_what = "a die was rolled"

    def describe(self) -> str:
        rolls = ", ".join(f"{name} {die}" for name, die in zip(self.who, self.dice, strict=True))
        text = f"Bump check: {rolls}."
        name = dict(zip(self.seats, self.who, strict=True))
        if self.pairs:
            text += " " + "; ".join(f"{name[a]} and {name[b]} match" for a, b in self.pairs) + "."
        if self.apart:
            text += (
                " "
                + "; ".join(
                    f"{name[a]} and {name[b]} match but are not next to each other" for a, b in self.apart
                )
                + "."
            )
        if not self.pairs and not self.apart:
            text += " No two match."
        return text


@dataclass(frozen=True)
class CarFinished(Event):
    seat: int
    who: str
    place: int

    def describe(self) -> str:
        if self.place == 1:
            return say("{who:takes} the chequered flag and {who:-wins}!", who=self.who)
        return say("{who:crosses} the line {place}.", who=self.who, place=ordinal(self.place))


@dataclass(frozen=True)
class CarOut(Event):
    seat: int
    who: str
    reason: str

    def describe(self) -> str:
        return say("{who:is} out of the race ({reason}) and {who:-leaves} the track.",
                   who=self.who, reason=self.reason)
