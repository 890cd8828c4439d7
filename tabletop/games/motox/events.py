"""What happens in a MotoX game, in order: the table animates these, the log prints them.

MotoX has no secrets; events with dice mark `reveals`, so undo never takes a roll back.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import plural, say

FACE_WORDS = {0: "null", 1: "ace"}


# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (common.FirstRolled, common.FirstTied, common.RoundStarted, common.Passed)


def face(number: int) -> str:
    return FACE_WORDS.get(number, str(number))


@dataclass(frozen=True)
class FirstPlayer(Event):
    seat: int
    who: str
    building: bool

    def describe(self) -> str:
        if self.building:
            return say("{who:goes} first and {who:-lays} the starting tile.", who=self.who)
        return say("{who:goes} first and {who:-places} the first bike.", who=self.who)


@dataclass(frozen=True)
class TilePlaced(Event):
    seat: int
    who: str
    face: int  # index into the components' tiles
    name: str
    index: int  # its place in the track (0: the starting tile)
    cell: tuple[int, int]

    def describe(self) -> str:
        what = "the starting tile" if self.index == 0 else f"tile {self.index + 1}"
        return say("{who:lays} the {tile} as {what}.", who=self.who, tile=self.name, what=what)


@dataclass(frozen=True)
class CoinPlaced(Event):
    seat: int
    who: str
    tile: int
    height: int

    def describe(self) -> str:
        return say("{who:raises} the ramp on tile {tile} to {height}.", who=self.who, tile=self.tile + 1,
                   height=self.height)


@dataclass(frozen=True)
class BuildPassed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say("{who:has} nothing that fits the track now and {who:-passes}.", who=self.who)


@dataclass(frozen=True)
class TrackBuilt(Event):
    tiles: int
    ramps: int
    unlaid_tiles: int
    kept: tuple[int, ...]  # by seat: building coins that found no place and stay for the race
    dealt: tuple[int, ...]  # by seat: race coins now held

    def describe(self) -> str:
        unlaid = f"; {plural(self.unlaid_tiles, 'tile')} found no place" if self.unlaid_tiles else ""
        return say(
            "The track is built: {tiles:tile}, {ramps:ramp}{unlaid}. "
            "The set-aside coins are dealt for the race.",
            tiles=self.tiles, ramps=self.ramps, unlaid=unlaid,
        )


@dataclass(frozen=True)
class PawnPlaced(Event):
    seat: int
    who: str
    space: tuple[int, int]

    def describe(self) -> str:
        return say("{who:lines} up on the starting tile.", who=self.who)


@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    who: str
    dice: tuple[int, ...]
    coins: int  # spent for extra dice
    reentry: bool
    reveals = True
    revealed_what = "a die was rolled"

    def describe(self) -> str:
        spent = f", spending {plural(self.coins, 'coin')} for extra dice" if self.coins else ""
        why = " to kick-start" if self.reentry else ""
        rolled = ", ".join(face(d) for d in self.dice)
        return say("{who:rolls} {n:die|dice}{why}{spent}: {rolled}.", who=self.who, n=len(self.dice), why=why,
                   spent=spent, rolled=rolled)


@dataclass(frozen=True)
class Kickstarted(Event):
    seat: int
    who: str
    space: tuple[int, int]
    by_coin: bool

    def describe(self) -> str:
        if self.by_coin:
            return say("{who:spends} a coin to kick-start and {who:-is} back on the track.", who=self.who)
        return say("{who:kick-starts} with an ace and {who:-is} back on the track.", who=self.who)


@dataclass(frozen=True)
class KickFailed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say("{who:rolls} no ace: the bike will not start.", who=self.who)


@dataclass(frozen=True)
class BikeMoved(Event):
    seat: int
    who: str
    value: int
    start: tuple[int, int]
    path: tuple[tuple[int, int], ...]
    turns: int  # 90-degree turns made
    jumps: tuple[int, ...]  # heights of the ramps flown off
    over: int  # bikes flown over
    finish: bool

    def describe(self) -> str:
        turns = f" with {plural(self.turns, 'turn')}" if self.turns else ""
        jumps = ", flying off " + " and ".join(f"a {h}-high ramp" for h in self.jumps) if self.jumps else ""
        over = f" over {plural(self.over, 'bike')}" if self.over else ""
        finish = " across the finish line" if self.finish else ""
        return say(
            "{who:rides} {value}{turns}{jumps}{over}{finish}.",
            who=self.who, value=self.value, turns=turns, jumps=jumps, over=over, finish=finish,
        )


@dataclass(frozen=True)
class NoMove(Event):
    seat: int
    who: str
    reason: str

    def describe(self) -> str:
        return say("{who:cannot} move: {reason}.", who=self.who, reason=self.reason)


@dataclass(frozen=True)
class WipedOut(Event):
    seat: int
    who: str
    space: tuple[int, int]
    cause: str  # "off", "blocked", "landed"

    def describe(self) -> str:
        template = {
            "off": "{who:runs} out of track and {who:-wipes} out.",
            "blocked": "{who:is} forced into another bike and {who:-wipes} out.",
            "landed": "{who:is} landed on by a jumping bike and {who:-wipes} out.",
        }.get(self.cause, "{who:wipes} out.")
        return say(template, who=self.who)


@dataclass(frozen=True)
class CoinTaken(Event):
    seat: int
    who: str
    got: bool

    def describe(self) -> str:
        if self.got:
            return say("{who:'s} re-entry space is taken: no attempt; {who:takes} a discarded coin instead.",
                       who=self.who)
        return say("{who:'s} re-entry space is taken: no attempt, and no discarded coin to take.",
                   who=self.who)


@dataclass(frozen=True)
class RaceWon(Event):
    seat: int
    who: str
    order: tuple[str, ...]

    def describe(self) -> str:
        return say("{who:wins}! Order: {order}.", who=self.who, order=", ".join(self.order))
