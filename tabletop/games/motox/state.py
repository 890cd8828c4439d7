"""One position of a MotoX game, from the first tile to the finish. Pure data."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace

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

    # The race asks for the course at every move; once the track is laid it never changes.
    _course: Course | None = field(default=None, repr=False, compare=False)

    def course(self) -> Course:
        if self.phase in (ORDER, BUILD):
            return Course.of([t.cell for t in self.tiles], [t.ramp for t in self.tiles])
        if self._course is None:
            self._course = Course.of([t.cell for t in self.tiles], [t.ramp for t in self.tiles])
        return self._course

    def occupied(self) -> dict[Point, int]:
        return {b.space: b.seat for b in self.bikes if b.riding and b.space is not None}

    def clone(self) -> MotoXState:
        """A copy that playing on never changes the original: the lists, the bikes and the tiles
        (a ramp grows) copied, the components and every tuple shared. Views and the search's
        playouts copy a state per move, so this is a hand-made copy, not a deepcopy."""
        return replace(
            self,
            bikes=[replace(b, tiles=list(b.tiles)) for b in self.bikes],
            rng=Rng(self.rng.state) if type(self.rng) is Rng else copy.deepcopy(self.rng),
            tiles=[PlacedTile(t.face, t.cell, t.ramp) for t in self.tiles],
            waiting=list(self.waiting),
            rolls=dict(self.rolls),
            places=list(self.places),
            history=[list(row) for row in self.history],
        )

