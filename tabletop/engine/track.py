"""The track model: pieces placed on the table that expand to spaces in lanes.

A game's track YAML places pieces (track cards, segments, strips, tiles); the game
turns each piece into spaces. Spaces know their lane, their tags (caution, start,
finish, ...), the spaces one step ahead and where they sit on the table, so the
rules can move along them and the table can draw them, without either knowing the
other.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Placement:
    """One piece as laid on the table: which piece, which side up, where, facing where.

    `x`, `y` are table units (one unit is one piece's width); `heading` is the
    direction of travel in degrees, counter-clockwise from east, in steps of 90, as the
    piece is entered; `turn` is how far a bend turns (90: a left turn).
    """

    piece: str
    side: str
    x: float
    y: float
    heading: int
    turn: int = 0


@dataclass(frozen=True)
class Space:
    id: str
    piece: int
    lane: int
    tags: frozenset[str]
    ahead: tuple[str, ...]
    x: float
    y: float

    def has(self, tag: str) -> bool:
        return tag in self.tags


@dataclass(frozen=True)
class Track:
    id: str
    name: str
    game: str
    placements: tuple[Placement, ...]
    spaces: Mapping[str, Space]
    loop: bool = True
    source: Mapping[str, object] = field(default_factory=dict, compare=False)

    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    def piece_spaces(self, piece: int) -> list[Space]:
        """The spaces of one piece, inside lane first."""
        return sorted((s for s in self.spaces.values() if s.piece == piece), key=lambda s: s.lane)

    @property
    def piece_count(self) -> int:
        return len(self.placements)


def space_id(piece: int, lane: int) -> str:
    return f"{piece}.{lane}"


def lane_offset(heading: int, lane: int, lanes: int, width: float) -> tuple[float, float]:
    """Where lane `lane` sits beside the centre line; lane 0 is on the left of travel."""
    centre = (lanes - 1) / 2
    shift = (centre - lane) * width
    left = {0: (0.0, -1.0), 90: (-1.0, 0.0), 180: (0.0, 1.0), 270: (1.0, 0.0)}[heading % 360]
    return left[0] * shift, left[1] * shift


def build_loop(
    track_id: str,
    name: str,
    game: str,
    placements: Sequence[Placement],
    lane_tags: Sequence[Sequence[frozenset[str]]],
    lane_width: float = 0.22,
    source: Mapping[str, object] | None = None,
) -> Track:
    """A closed circuit: each piece's lanes lead to every lane of the next piece.

    `lane_tags[i][lane]` gives the tags of piece i's space in that lane; the number of
    lanes of a piece is the length of its entry. Screen y grows downward, so the
    left of travel for heading 0 (east) is up.
    """
    spaces: dict[str, Space] = {}
    count = len(placements)
    for index, (placed, tags) in enumerate(zip(placements, lane_tags, strict=True)):
        following = (index + 1) % count
        ahead = tuple(space_id(following, lane) for lane in range(len(lane_tags[following])))
        for lane, lane_tag in enumerate(tags):
            dx, dy = lane_offset(placed.heading, lane, len(tags), lane_width)
            if placed.turn:
                # On a bend the lanes sit across the diagonal between entry and exit, as far
                # apart as on a straight (halfway between the two offsets is 1/sqrt 2 of that:
                # two cars on a corner were drawn one on top of the other).
                ex, ey = lane_offset(placed.heading + placed.turn, lane, len(tags), lane_width)
                dx, dy = (dx + ex) / math.sqrt(2), (dy + ey) / math.sqrt(2)
            spaces[space_id(index, lane)] = Space(
                id=space_id(index, lane),
                piece=index,
                lane=lane,
                tags=lane_tag,
                ahead=ahead,
                x=placed.x + 0.5 + dx,
                y=placed.y + 0.5 + dy,
            )
    return Track(track_id, name, game, tuple(placements), spaces, True, dict(source or {}))
