"""One position of a MotoX game, from the first tile to the finish. Pure data."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from tabletop.engine.rng import Rng
from tabletop.games.motox.components import Components
from tabletop.games.motox.track_model import Cell, Course, Point

ORDER = "order"  # everyone rolls for the first player
BUILD = "build"  # tiles and coins, in turn
PAWNS = "pawns"  # each puts a pawn on the starting tile
DECIDE = "decide"  # roll (spending coins), kick-start, or pass
MOVE = "move"  # pick a number and a path (or where to wipe out)
OVER = "over"


@dataclass
class Bike:
    seat: int
    name: str
    colour: str
    tiles: list[int] = field(default_factory=list)  # tile faces (indices) still to lay
    build_coins: int = 0  # coins still to lay as ramps
    coins: int = 0  # coins to spend in the race
    space: Point | None = None  # where it is, or (wiped out) the space it left the track from
    wiped: bool = False
    first_roll: int = -1
    turns: int = 0

    @property
    def riding(self) -> bool:
        return self.space is not None and not self.wiped


@dataclass
class PlacedTile:
    face: int  # index into Components.tiles
    cell: Cell
    ramp: int = 0  # coins under its far edge


@dataclass
class MotoXState:
    parts: Components = field(repr=False)
    bikes: list[Bike]
    rng: Rng
    phase: str = ORDER
    tiles: list[PlacedTile] = field(default_factory=list)
    built: bool = True  # the players build the track (False: a saved track)
    waiting: list[int] = field(default_factory=list)  # seats still to roll for first, this round
    rolls: dict[int, int] = field(default_factory=dict)
    first: int = 0
    turn: int = 0  # the seat to act (building, pawns, race)
    set_aside: int = 0  # coins dealt out once the track is built
    discard: int = 0  # coins spent in the race
    dice: tuple[int, ...] = ()  # the roll in use (numbers: null 0, ace 1)
    optional: bool = False  # the move follows a kick-start, so it may be left
    round: int = 0
    unlaid_tiles: int = 0  # tiles left over when the track could grow no further
    winner: int | None = None
    places: list[int] = field(default_factory=list)  # by seat, once over (ties share a place)
    history: list[list[int]] = field(default_factory=list)  # race ranks by seat after each round

    def course(self) -> Course:
        return Course.of([t.cell for t in self.tiles], [t.ramp for t in self.tiles])

    def occupied(self) -> dict[Point, int]:
        return {b.space: b.seat for b in self.bikes if b.riding and b.space is not None}

    def clone(self) -> MotoXState:
        return copy.deepcopy(self, memo={id(self.parts): self.parts})
