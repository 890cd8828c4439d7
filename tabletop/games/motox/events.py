"""What happens in a MotoX game, in order: the table animates these, the log prints them.

MotoX has no secrets; events with dice mark `reveals`, so undo never takes a roll back.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Event
from tabletop.engine.words import names_list, plural

FACE_WORDS = {0: "null", 1: "ace"}


def face(number: int) -> str:
    return FACE_WORDS.get(number, str(number))


@dataclass(frozen=True)
class FirstRolled(Event):
    seat: int
    who: str
    value: int
    reveals = True
    revealed_what = "a die was rolled"

    def describe(self) -> str:
        return f"{self.who} rolls {face(self.value)} for first player."


@dataclass(frozen=True)
class FirstTied(Event):
    seats: tuple[int, ...]
    who: tuple[str, ...]
    value: int

    def describe(self) -> str:
        return f"{names_list(self.who)} tie on {face(self.value)} and roll again."


@dataclass(frozen=True)
class FirstPlayer(Event):
    seat: int
    who: str
    building: bool

    def describe(self) -> str:
        then = "lays the starting tile" if self.building else "places the first pawn"
        return f"{self.who} goes first and {then}."


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
        return f"{self.who} lays the {self.name} as {what}."


@dataclass(frozen=True)
class CoinPlaced(Event):
    seat: int
    who: str
    tile: int
    height: int

    def describe(self) -> str:
        return f"{self.who} raises the ramp on tile {self.tile + 1} to {self.height}."


@dataclass(frozen=True)
class BuildPassed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return f"{self.who} has nothing that fits the track now and passes."


@dataclass(frozen=True)
class TrackBuilt(Event):
    tiles: int
    ramps: int
    unlaid_tiles: int
    kept: tuple[int, ...]  # by seat: building coins that found no place and stay for the race
    dealt: tuple[int, ...]  # by seat: race coins now held

    def describe(self) -> str:
        text = f"The track is built: {plural(self.tiles, 'tile')}, {plural(self.ramps, 'ramp')}"
        if self.unlaid_tiles:
            text += f"; {plural(self.unlaid_tiles, 'tile')} found no place"
        return text + ". The set-aside coins are dealt for the race."


@dataclass(frozen=True)
class PawnPlaced(Event):
    seat: int
    who: str
    space: tuple[int, int]

    def describe(self) -> str:
        return f"{self.who} lines up on the starting tile."


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int

    def describe(self) -> str:
        return f"Round {self.round}"


@dataclass(frozen=True)
class Passed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return f"{self.who} passes."


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
        count = f"{len(self.dice)} {'die' if len(self.dice) == 1 else 'dice'}"
        return f"{self.who} rolls {count}{why}{spent}: {rolled}."


@dataclass(frozen=True)
class Kickstarted(Event):
    seat: int
    who: str
    space: tuple[int, int]
    by_coin: bool

    def describe(self) -> str:
        how = "spends a coin to kick-start" if self.by_coin else "kick-starts with an ace"
        return f"{self.who} {how} and is back on the track."


@dataclass(frozen=True)
class KickFailed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return f"{self.who} rolls no ace: the bike will not start."


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
        text = f"{self.who} rides {self.value}"
        if self.turns:
            text += f" with {plural(self.turns, 'turn')}"
        if self.jumps:
            text += ", flying off " + " and ".join(f"a {h}-high ramp" for h in self.jumps)
        if self.over:
            text += f" over {plural(self.over, 'bike')}"
        if self.finish:
            text += " across the finish line"
        return text + "."


@dataclass(frozen=True)
class NoMove(Event):
    seat: int
    who: str
    reason: str

    def describe(self) -> str:
        return f"{self.who} cannot move: {self.reason}."


@dataclass(frozen=True)
class WipedOut(Event):
    seat: int
    who: str
    space: tuple[int, int]
    cause: str  # "off", "blocked", "landed"

    def describe(self) -> str:
        why = {
            "off": "runs out of track",
            "blocked": "is forced into another bike",
            "landed": "is landed on by a jumping bike",
        }.get(self.cause, self.cause)
        return f"{self.who} {why} and wipes out."


@dataclass(frozen=True)
class CoinTaken(Event):
    seat: int
    who: str
    got: bool

    def describe(self) -> str:
        got = "takes a discarded coin" if self.got else "finds no discarded coin to take"
        return f"{self.who}'s re-entry space is taken: no attempt; {got}."


@dataclass(frozen=True)
class RaceWon(Event):
    seat: int
    who: str
    order: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.who} wins! Order: " + ", ".join(self.order) + "."
