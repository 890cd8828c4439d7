"""The piecepack as MotoX uses it: suits, values (tile faces and die faces), and the counts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tabletop.language import N_, composed

RGBTuple = tuple[int, int, int]


@dataclass(frozen=True)
class Suit:
    id: str
    name: str
    colour: RGBTuple


@dataclass(frozen=True)
class Value:
    """A tile's or a die face's value; `number` is what it counts when rolled (null 0, ace 1)."""

    id: str
    name: str
    number: int


@dataclass(frozen=True)
class TileFace:
    suit: str
    value: str

    @property
    def id(self) -> str:
        return f"{self.suit}-{self.value}"


@dataclass(frozen=True)
class Numbers:
    coins: int
    set_aside: int
    dice: int
    pawns: int
    max_ramp: int
    min_players: int
    max_players: int


@dataclass(frozen=True)
class Components:
    suits: dict[str, Suit]
    values: dict[str, Value]
    numbers: Numbers

    @cached_property
    def tiles(self) -> tuple[TileFace, ...]:
        """Every tile of the set, suit by suit, in value order (made once: drawing asks often)."""
        return tuple(TileFace(suit, value) for suit in self.suits for value in self.values)

    def tile_index(self, tile_id: str) -> int | None:
        for index, face in enumerate(self.tiles):
            if face.id == tile_id:
                return index
        return None

    def tile_name(self, index: int) -> str:
        """"3 of Suns", in every language at once ("3 de Soleils"): shown through `local`, kept by events."""
        face = self.tiles[index]
        value, suit = self.values[face.value].name, self.suits[face.suit].name
        return composed(N_("{value} of {suit}"), value=value, suit=suit)
