"""What happens in a MotoX game, in order: the table animates these, the log prints them.

MotoX has no secrets; events with dice mark `reveals`, so undo never takes a roll back.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import names_list, say, spoken_to
from tabletop.language import N_, _, local

# The piecepack's names for the two faces without a number, marked here and translated when shown.
FACE_WORDS = {0: N_("null"), 1: N_("ace")}
NULLS, RAMP = "nulls", "ramp"  # why a bike cannot move (NoMove.cause)


# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (common.FirstRolled, common.FirstTied, common.RoundStarted, common.Passed)


def face(number: int) -> str:
    """A die's face as the log reads it, untranslated (events keep it so): "ace", "3"."""
    return FACE_WORDS.get(number, str(number))


def face_words(number: int) -> str:
    """A die's face in the language shown: "ace" ("as")."""
    return _(face(number)) if number in FACE_WORDS else str(number)


@dataclass(frozen=True)
class FirstPlayer(Event):
    seat: int
    who: str
    building: bool

    def describe(self) -> str:
        if self.building:
            return say(_("{who:goes} first and {who:-lays} the starting tile."), who=self.who)
        return say(_("{who:goes} first and {who:-places} the first bike."), who=self.who)


@dataclass(frozen=True)
class TilePlaced(Event):
    seat: int
    who: str
    face: int  # index into the components' tiles
    name: str  # the tile's name in every language (`Components.tile_name`)
    index: int  # its place in the track (0: the starting tile)
    cell: tuple[int, int]

    def describe(self) -> str:
        if self.index == 0:
            return say(_("{who:lays} the {tile} as the starting tile."), who=self.who, tile=local(self.name))
        return say(_("{who:lays} the {tile} as tile {number}."), who=self.who, tile=local(self.name),
                   number=self.index + 1)


@dataclass(frozen=True)
class CoinPlaced(Event):
    seat: int
    who: str
    tile: int
    height: int

    def describe(self) -> str:
        return say(_("{who:raises} the ramp on tile {tile} to {height}."), who=self.who, tile=self.tile + 1,
                   height=self.height)


@dataclass(frozen=True)
class BuildPassed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:has} nothing that fits the track now and {who:-passes}."), who=self.who)


@dataclass(frozen=True)
class TrackBuilt(Event):
    tiles: int
    ramps: int
    unlaid_tiles: int
    kept: tuple[int, ...]  # by seat: building coins that found no place and stay for the race
    dealt: tuple[int, ...]  # by seat: race coins now held

    def describe(self) -> str:
        if self.unlaid_tiles:
            template = _("The track is built: {tiles:tile}, {ramps:ramp}; {unlaid:tile} found no place. "
                         "The set-aside coins are dealt for the race.")
        else:
            template = _(
                "The track is built: {tiles:tile}, {ramps:ramp}. The set-aside coins are dealt for the race."
            )
        return say(template, tiles=self.tiles, ramps=self.ramps, unlaid=self.unlaid_tiles)


@dataclass(frozen=True)
class PawnPlaced(Event):
    seat: int
    who: str
    space: tuple[int, int]

    def describe(self) -> str:
        return say(_("{who:lines} up on the starting tile."), who=self.who)


@dataclass(frozen=True)
class DiceRolled(Event):
    seat: int
    who: str
    dice: tuple[int, ...]
    coins: int  # spent for extra dice
    reentry: bool
    reveals = True
    revealed_what = N_("a die was rolled")

    def describe(self) -> str:
        if self.reentry and self.coins:
            template = _(
                "{who:rolls} {n:die|dice} to kick-start,"
                " spending {coins:coin} for {coins:extra die|extra dice}: {rolled}."
            )
        elif self.reentry:
            template = _("{who:rolls} {n:die|dice} to kick-start: {rolled}.")
        elif self.coins:
            template = _(
                "{who:rolls} {n:die|dice}, spending {coins:coin} for {coins:extra die|extra dice}: {rolled}."
            )
        else:
            template = _("{who:rolls} {n:die|dice}: {rolled}.")
        rolled = ", ".join(face_words(d) for d in self.dice)
        return say(template, who=self.who, n=len(self.dice), coins=self.coins, rolled=rolled)


@dataclass(frozen=True)
class Kickstarted(Event):
    seat: int
    who: str
    space: tuple[int, int]
    by_coin: bool

    def describe(self) -> str:
        if self.by_coin:
            return say(_("{who:spends} a coin to kick-start and {who:-is} back on the track."), who=self.who)
        return say(_("{who:kick-starts} with an ace and {who:-is} back on the track."), who=self.who)


@dataclass(frozen=True)
class KickFailed(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:rolls} no ace: the bike will not start."), who=self.who)


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
        ride = say(_("{who:rides} {value}"), who=self.who, value=self.value)
        notes = []
        if self.turns:
            notes.append(say(_("with {n:turn}"), n=self.turns))
        if self.jumps:
            notes.append(say(_("flying off {ramps}"), ramps=names_list(ramp_words(self.jumps))))
        if self.over:
            notes.append(say(_("over {n:bike}"), n=self.over))
        if self.finish:
            notes.append(_("across the finish line"))
        return ", ".join([ride, *notes]) + "."


def ramp_words(heights: tuple[int, ...]) -> list[str]:
    """The ramps flown off, those of one height counted together: "two 3-high ramps", not
    "a 3-high ramp and a 3-high ramp"."""
    words = []
    for height in dict.fromkeys(heights):
        count = heights.count(height)
        if count == 1:
            words.append(_("a {height}-high ramp").format(height=height))
        elif count == 2:
            words.append(_("two {height}-high ramps").format(height=height))
        else:
            words.append(_("{count} {height}-high ramps").format(count=count, height=height))
    return words


@dataclass(frozen=True)
class NoMove(Event):
    seat: int
    who: str
    cause: str  # NULLS: every die a null; RAMP: the ramp ahead needs a higher number

    def describe(self) -> str:
        if self.cause == NULLS:
            return say(_("{who:cannot} move: all nulls."), who=self.who)
        return say(_("{who:cannot} move: the ramp ahead needs a higher number."), who=self.who)


@dataclass(frozen=True)
class WipedOut(Event):
    seat: int
    who: str
    space: tuple[int, int]
    cause: str  # "off", "blocked", "landed"
    by: str = ""  # "landed": the name of the bike's rider that landed on it
    forced: bool = False  # the roll left no legal ride: the wipe-out is why the turn ends

    def describe(self) -> str:
        if self.cause == "landed" and self.by:
            return say(_("{by:'s} bike lands on {who:them}: {who:wipes} out."), by=self.by, who=self.who)
        template = {
            "off": _("{who:runs} out of track and {who:-wipes} out."),
            "blocked": _("{who:is} forced into another bike and {who:-wipes} out."),
            "landed": _("{who:is} landed on by a jumping bike and {who:-wipes} out."),
        }.get(self.cause) or _("{who:wipes} out.")
        told = say(template, who=self.who)
        return f"{say(_(NO_RIDE), who=self.who)} {told}" if self.forced else told


# Why a roll ends in a wipe-out: the log's line, and the tray's while the dice are looked at.
NO_RIDE = N_("{who:has} no legal ride with that roll.")


@dataclass(frozen=True)
class CoinTaken(Event):
    seat: int
    who: str
    got: bool

    def describe(self) -> str:
        if self.got:
            return say(
                _("{who:'s} re-entry space is taken: no attempt; {who:takes} a discarded coin instead."),
                who=self.who,
            )
        return say(_("{who:'s} re-entry space is taken: no attempt, and no discarded coin to take."),
                   who=self.who)


@dataclass(frozen=True)
class RaceWon(Event):
    seat: int
    who: str
    order: tuple[str, ...]

    def describe(self) -> str:
        # After the colon a seat named You is "you": "Anna wins! Order: Anna, you, Bob."
        order = ", ".join(local(spoken_to(name)) for name in self.order)
        return say(_("{who:wins}! Order: {order}."), who=self.who, order=order)
