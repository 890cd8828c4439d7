"""What happens in a Race Day race, in order: the table animates these, the log prints them.

Race Day has no secrets, so every event is seen the same by everyone; the ones
carrying dice mark `reveals`, so undo never takes a roll back.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.seat_names import Team
from tabletop.engine.words import clauses, names_list, ordinal, say, spoken_to
from tabletop.games.raceday.components import BLOCKED, BODY_CHECK, BUMP, DRIVER, ENGINE, ENGINE_CHECK
from tabletop.games.raceday.terms import capitalised, check_name
from tabletop.games.raceday.track_layout import SpaceName
from tabletop.language import N_, _, pgettext

# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (
    common.FirstRolled,
    common.FirstTied,
    common.RoundStarted,
    common.LapCompleted,
    common.RaceFinished,
)


def _words(where: SpaceName | None) -> str:
    return where.words() if where is not None else ""


@dataclass(frozen=True)
class GridFormed(Event):
    """The cars take Start 1, 2, ... in this order (seats), on these spaces."""

    seats: tuple[int, ...]
    who: tuple[str, ...]
    spaces: tuple[str, ...]

    def describe(self) -> str:
        grid = ", ".join(
            _("Start {number}: {name}").format(number=i, name=name)
            for i, name in enumerate(self.who, start=1)
        )
        return say(_("{who:takes} the pole. {grid}."), who=self.who[0], grid=grid)


@dataclass(frozen=True)
class TurnSkipped(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:'s} dashboard is face down: no move this turn. It turns face up again."),
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
    revealed_what = N_("a die was rolled")

    def describe(self) -> str:
        if self.modifier and not self.spaces:
            # "1 - 2 = 0" would be wrong sums: a roll is never taken below nothing.
            return say(_("{who:picks} {speed} and {who:-rolls} {die}, less {bonus}: no move."),
                       who=self.who, speed=self.speed, die=self.die, bonus=abs(self.modifier))
        if self.modifier:
            sign = "+" if self.modifier > 0 else "-"
            return say(_("{who:picks} {speed} and {who:-rolls} {die} {sign} {bonus} = {n:space}."),
                       who=self.who, speed=self.speed, die=self.die, sign=sign, bonus=abs(self.modifier),
                       n=self.spaces)
        return say(_("{who:picks} {speed} and {who:-rolls} {die}: {n:space}."),
                   who=self.who, speed=self.speed, die=self.die, n=self.spaces)


@dataclass(frozen=True)
class CarMoved(Event):
    seat: int
    who: str
    start: str
    path: tuple[str, ...]  # spaces entered, ending where the car stops
    wanted: int  # the spaces the roll asked for
    # The end space, worded when shown; None when the car did not move, or crossed the finish
    # line and left the track (its finish is told next, so no space past the line is named).
    where: SpaceName | None

    def describe(self) -> str:
        if not self.path:
            if self.wanted:
                return say(_("{who:is} boxed in and cannot move."), who=self.who)
            return say(_("{who:stays} put."), who=self.who)
        short = self.wanted - len(self.path)
        if self.where is None:
            template = (
                _("{who:moves} {n:space}: blocked, {short} short.") if short > 0
                else _("{who:moves} {n:space}.")
            )
        else:
            template = (
                _("{who:moves} {n:space} to {where}: blocked, {short} short.") if short > 0
                else _("{who:moves} {n:space} to {where}.")
            )
        return say(template, who=self.who, n=len(self.path), where=_words(self.where), short=short)


@dataclass(frozen=True)
class Drafted(Event):
    seat: int
    who: str
    behind: str  # the name of the car drafted
    option: str  # "A" or "B"
    start: str
    path: tuple[str, ...]  # spaces entered (B jumps along the drafted car's path)
    where: SpaceName | None  # the end space; None when the draft crosses the finish line
    already_down: bool = False  # the car's dashboard was face down before it drafted

    def describe(self) -> str:
        if self.option == "A":
            template = (
                _("{who:drafts} {behind:them} (A): 1 space.") if self.where is None
                else _("{who:drafts} {behind:them} (A): 1 space, to {where}.")
            )
            return say(template, who=self.who, behind=self.behind, where=_words(self.where))
        if self.already_down:
            template = (
                _("{who:drafts} {behind:them} (B): {n:space}; {who:their} dashboard was already face down.")
                if self.where is None
                else _("{who:drafts} {behind:them} (B): {n:space} to {where}; "
                       "{who:their} dashboard stays face down.")
            )
            return say(template, who=self.who, behind=self.behind, n=len(self.path), where=_words(self.where))
        template = (
            _("{who:drafts} {behind:them} (B): {n:space}, and {who:-turns} the dashboard face down.")
            if self.where is None
            else _("{who:drafts} {behind:them} (B): {n:space} to {where}, "
                   "and {who:-turns} the dashboard face down.")
        )
        return say(template, who=self.who, behind=self.behind, n=len(self.path), where=_words(self.where))


@dataclass(frozen=True)
class DraftDeclined(Event):
    seat: int
    who: str
    behind: str

    def describe(self) -> str:
        return say(_("{who:does} not draft {behind:them}."), who=self.who, behind=self.behind)


@dataclass(frozen=True)
class DashboardKept(Event):
    """A keep-turn ability saved the car from turning its dashboard face down."""

    seat: int
    who: str
    ability: str

    def describe(self) -> str:
        return say(_("{who:'s} {ability}: the dashboard stays face up."), who=self.who, ability=self.ability)


@dataclass(frozen=True)
class CheckRolled(Event):
    seat: int
    who: str
    check: str  # "engine" | "body" | "driver"
    dice: tuple[int, ...]
    target: int
    passed: bool
    about: str  # why the check is made: the ability's name (a Driver check), else the speed's
    reveals = True
    revealed_what = N_("a die was rolled")

    def describe(self) -> str:
        template = (
            _("{check} for {who:them} ({ability}): {sums} = {total} against {target}+: {verdict}.")
            if self.check == DRIVER
            else _("{check} for {who:them} (after {speed}): {sums} = {total} against {target}+: {verdict}.")
        )
        return say(
            template, check=capitalised(check_name(self.check)), who=self.who,
            ability=self.about, speed=self.about,
            sums=" + ".join(str(d) for d in self.dice), total=sum(self.dice), target=self.target,
            verdict=pgettext("check", "passes") if self.passed else pgettext("check", "fails"),
        )


@dataclass(frozen=True)
class DamageTaken(Event):
    seat: int
    who: str
    kind: str  # "body" | "engine"
    amount: int
    total: int
    limit: int
    cause: str  # one of components.DAMAGE_CAUSES
    partners: tuple[str, ...] = ()  # for a bump: the cars bumped

    def describe(self) -> str:
        template = {
            BLOCKED: _("{who:takes} {n} Body damage from a blocked path: {total} of {limit}."),
            ENGINE_CHECK: _(
                "{who:takes} {n} Engine damage (smoke) from a failed Engine check: {total} of {limit}."
            ),
            BODY_CHECK: _("{who:takes} {n} Body damage from a failed Body check: {total} of {limit}."),
            BUMP: _("{who:takes} {n} Body damage from bumping {names}: {total} of {limit}."),
        }[self.cause]
        # The cars bumped are named inside the sentence: a seat named You is "you" ("from bumping you").
        partners = names_list([spoken_to(name) for name in self.partners])
        return say(template, who=self.who, n=self.amount, names=partners, total=self.total, limit=self.limit)


@dataclass(frozen=True)
class DamageAvoided(Event):
    seat: int
    who: str
    kind: str
    amount: int
    ability: str

    def describe(self) -> str:
        template = (
            _("{who:'s} {ability} saves {n} Engine damage.") if self.kind == ENGINE
            else _("{who:'s} {ability} saves {n} Body damage.")
        )
        return say(template, who=self.who, ability=self.ability, n=self.amount)


@dataclass(frozen=True)
class BumpRolled(Event):
    """The active car and the cars around it each roll a die; `hits` are the seats damaged."""

    seats: tuple[int, ...]  # the active car first
    who: tuple[str, ...]
    dice: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]  # matching dice of cars side by side (seats)
    apart: tuple[tuple[int, int], ...]  # matching dice of cars not next to each other
    reveals = True
    revealed_what = N_("a die was rolled")

    def describe(self) -> str:
        # "Computer 4 2" would read as one name: each car's roll is said with its verb. The rolls
        # follow a colon, inside the sentence (the space before says so): "you roll 4", "vous faites 4".
        rolls = ", ".join(
            say(" " + _("{who:rolls} {die}"), who=name, die=die)[1:]
            for name, die in zip(self.who, self.dice, strict=True)
        )
        sentences = [_("Bump check: {rolls}.").format(rolls=rolls)]
        if self.pairs:
            matches = (say(_("{names} match"), names=pair) for pair in self._named(self.pairs))
            sentences.append(clauses(matches) + ".")
        if self.apart:
            apart = (
                say(_("{names} match but are not next to each other"), names=pair)
                for pair in self._named(self.apart)
            )
            sentences.append(clauses(apart) + ".")
        if not self.pairs and not self.apart:
            sentences.append(_("No two match."))
        return " ".join(sentences)

    def _named(self, pairs: tuple[tuple[int, int], ...]) -> list[Team]:
        """Each pair of seats as the subject of its verb: a seat named You is spoken to, "Anna and
        you match", French "Anna et vous faites pareil"; only the sentence's first name opens it."""
        name = dict(zip(self.seats, self.who, strict=True))
        return [
            Team(names_list([name[a] if index == 0 else spoken_to(name[a]), spoken_to(name[b])]), {},
                 (name[a], name[b]))
            for index, (a, b) in enumerate(pairs)
        ]


@dataclass(frozen=True)
class CarFinished(Event):
    seat: int
    who: str
    place: int

    def describe(self) -> str:
        if self.place == 1:
            return say(_("{who:takes} the chequered flag and {who:-wins}!"), who=self.who)
        return say(_("{who:crosses} the line {place:nth}."), who=self.who, place=self.place)


@dataclass(frozen=True)
class CarOut(Event):
    seat: int
    who: str
    kind: str  # the damage that put it out: "body" | "engine"
    total: int  # that damage's count, at its limit

    def describe(self) -> str:
        if self.kind == ENGINE:
            template = _("{who:is} out of the race ({nth} Engine damage) and {who:-leaves} the track.")
        else:
            template = _("{who:is} out of the race ({nth} Body damage) and {who:-leaves} the track.")
        return say(template, who=self.who, nth=ordinal(self.total))
