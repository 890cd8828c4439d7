"""Tracks as a graph of spaces laid out in cross-sections ("rows"), for board games with lanes.

A row is one slice across the track: where its centre lies, which way the cars
travel there, and its spaces from the left of travel to the right. A row of
three spaces has three lanes; a row of one space is a single space the full
width of the track. Every space names the spaces one step ahead of it, so the
rules can walk the graph without knowing how it is drawn, and the table can
draw it without knowing the rules.

Rows become the engine's `Placement`s (one per row, `piece` = its label) and
spaces the engine's `Space`s (`piece` = row index, `lane` = index across the
row), so a graph track is an ordinary `Track`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from tabletop.engine.track import Placement, Space, Track

_EPSILON = 1e-9


@dataclass(frozen=True)
class SpaceSpec:
    id: str
    ahead: tuple[str, ...]
    tags: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RowSpec:
    """One cross-section: centre (`x`, `y`, track units), `heading` (degrees, counter-clockwise
    from east, screen y growing downward) and its spaces from the left of travel."""

    label: str
    x: float
    y: float
    heading: float
    spaces: tuple[SpaceSpec, ...]


def lane_fraction(lane: int, count: int) -> float:
    """Where the middle of lane `lane` of a `count`-wide row sits across the track (0 left, 1 right)."""
    return (lane + 0.5) / count


def side_by_side(lane_a: int, count_a: int, lane_b: int, count_b: int) -> bool:
    """Whether two spaces in neighbouring rows touch: their lanes are at most one lane apart."""
    gap = abs(lane_fraction(lane_a, count_a) - lane_fraction(lane_b, count_b))
    return gap <= 1 / max(count_a, count_b) + _EPSILON


def in_line(lane_a: int, count_a: int, lane_b: int, count_b: int) -> bool:
    """Whether two spaces in neighbouring rows are in the same lane (one straight behind the other)."""
    gap = abs(lane_fraction(lane_a, count_a) - lane_fraction(lane_b, count_b))
    return gap < 1 / (2 * max(count_a, count_b)) - _EPSILON


def left_of(heading: float) -> tuple[float, float]:
    """The unit vector to the left of travel, in screen axes (y down)."""
    radians = math.radians(heading)
    return (-math.sin(radians), -math.cos(radians))


def build_graph_track(
    track_id: str,
    name: str,
    game: str,
    rows: Sequence[RowSpec],
    width: float,
    source: Mapping[str, object] | None = None,
    loop: bool = True,
) -> Track:
    """The rows as a `Track`; each space sits at its lane's place across a `width`-wide track."""
    placements = []
    spaces: dict[str, Space] = {}
    for index, row in enumerate(rows):
        placements.append(Placement(row.label, "", row.x, row.y, round(row.heading) % 360))
        lx, ly = left_of(row.heading)
        count = len(row.spaces)
        for lane, spec in enumerate(row.spaces):
            shift = (0.5 - lane_fraction(lane, count)) * width
            spaces[spec.id] = Space(
                id=spec.id,
                piece=index,
                lane=lane,
                tags=spec.tags,
                ahead=spec.ahead,
                x=row.x + lx * shift,
                y=row.y + ly * shift,
            )
    return Track(track_id, name, game, tuple(placements), spaces, loop, dict(source or {}))


@dataclass(frozen=True)
class Graph:
    """What the rules keep asking of a graph track, worked out once.

    `row_of`/`lanes_of` place each space; `behind` is the space straight behind
    (same lane, previous row) when there is exactly one; `around` holds the
    spaces touching a space: linked ahead or behind, or beside it in its row.
    """

    track: Track
    rows: tuple[tuple[str, ...], ...]
    row_of: Mapping[str, int]
    behind: Mapping[str, str]
    around: Mapping[str, frozenset[str]]
    linked_from: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, track: Track) -> Graph:
        rows: list[list[str]] = [[] for _ in track.placements]
        for space in sorted(track.spaces.values(), key=lambda s: (s.piece, s.lane)):
            rows[space.piece].append(space.id)
        row_of = {s.id: s.piece for s in track.spaces.values()}
        linked_from: dict[str, list[str]] = {sid: [] for sid in track.spaces}
        for space in track.spaces.values():
            for target in space.ahead:
                if target in linked_from:
                    linked_from[target].append(space.id)
        counts = {sid: len(rows[row_of[sid]]) for sid in track.spaces}
        behind: dict[str, str] = {}
        for sid, sources in linked_from.items():
            here = track.spaces[sid]
            straight = [
                s for s in sources if in_line(track.spaces[s].lane, counts[s], here.lane, counts[sid])
            ]
            if len(straight) == 1:
                behind[sid] = straight[0]
        around: dict[str, set[str]] = {sid: set() for sid in track.spaces}
        for space in track.spaces.values():
            for target in space.ahead:
                if target in around:
                    around[space.id].add(target)
                    around[target].add(space.id)
        for row in rows:
            for left, right in itertools.pairwise(row):
                around[left].add(right)
                around[right].add(left)
        return cls(
            track,
            tuple(tuple(r) for r in rows),
            row_of,
            behind,
            {k: frozenset(v) for k, v in around.items()},
            {k: tuple(v) for k, v in linked_from.items()},
        )

    def space(self, space_id: str) -> Space:
        return self.track.spaces[space_id]

    @property
    def length(self) -> int:
        """Rows in one lap."""
        return len(self.rows)

    def width_of(self, space_id: str) -> int:
        """How many spaces share this space's row."""
        return len(self.rows[self.row_of[space_id]])

    def ahead(self, space_id: str) -> tuple[str, ...]:
        return self._ahead[space_id]

    # Worked out on first use and kept: the search asks these thousands of times a second.
    @cached_property
    def _ahead(self) -> dict[str, tuple[str, ...]]:
        return {sid: space.ahead for sid, space in self.track.spaces.items()}

    @cached_property
    def _in_line_behind(self) -> dict[str, frozenset[str]]:
        """Per space, the spaces linked to it from straight behind (same lane)."""
        spaces = self.track.spaces
        found: dict[str, set[str]] = {sid: set() for sid in spaces}
        for sid, space in spaces.items():
            for target in space.ahead:
                if target in spaces and in_line(
                    space.lane, self.width_of(sid), spaces[target].lane, self.width_of(target)
                ):
                    found[target].add(sid)
        return {sid: frozenset(behind) for sid, behind in found.items()}

    @cached_property
    def _ways_in(self) -> dict[str, tuple[str, ...]]:
        """Per space, the spaces linked to it, the way a path back prefers them first: from
        straight behind, then the lower lane."""
        spaces = self.track.spaces
        return {
            sid: tuple(sorted(sources, key=lambda s: (s not in self._in_line_behind[sid], spaces[s].lane)))
            for sid, sources in self.linked_from.items()
        }

    def layers(self, start: str, steps: int, blocked: Iterable[str]) -> list[frozenset[str]]:
        """The spaces a piece on `start` can be on after 0, 1, 2... steps (at most `steps`).

        Each step goes to a linked space ahead that is not `blocked`. The list
        stops at the last step that still reaches somewhere, so its length less
        one is how far the piece gets.
        """
        taken = set(blocked)
        taken.add(start)
        ahead = self._ahead
        found = [frozenset({start})]
        for _ in range(steps):
            following = frozenset(nxt for here in found[-1] for nxt in ahead[here] if nxt not in taken)
            if not following:
                break
            found.append(following)
        return found

    def reach(self, start: str, steps: int, blocked: Iterable[str]) -> int:
        """How far a piece on `start` gets in at most `steps` steps: `len(layers(...)) - 1`,
        without keeping the layers."""
        taken = set(blocked)
        taken.add(start)
        ahead = self._ahead
        here: set[str] | frozenset[str] = {start}
        for done in range(steps):
            here = {nxt for space in here for nxt in ahead[space] if nxt not in taken}
            if not here:
                return done
        return steps

    def onward(self, layers: Sequence[frozenset[str]]) -> list[frozenset[str]]:
        """Each layer cut down to the spaces from which the last layer can still be reached."""
        kept = [layers[-1]]
        for layer in reversed(layers[:-1]):
            kept.append(frozenset(s for s in layer if any(n in kept[-1] for n in self.ahead(s))))
        kept.reverse()
        return kept

    def way_back(self, layers: Sequence[frozenset[str]], path_end: Sequence[str]) -> tuple[str, ...]:
        """A full path whose last spaces are `path_end`, filled in backwards through `layers`.

        Where there is a choice the path keeps to its lane (then the lower lane),
        so the path drawn and animated is the most natural one.
        """
        path = list(path_end)
        step = len(layers) - 1 - len(path)
        ways_in = self._ways_in
        while step > 0:
            layer = layers[step]
            path.insert(0, next(s for s in ways_in[path[0]] if s in layer))
            step -= 1
        return tuple(path)

    def is_path(self, start: str, path: Sequence[str], blocked: Iterable[str]) -> bool:
        """Whether `path` is a walk of linked steps from `start` through unblocked spaces."""
        taken = set(blocked)
        here = start
        for nxt in path:
            if nxt not in self.track.spaces or nxt not in self.ahead(here) or nxt in taken:
                return False
            here = nxt
        return True


def unreachable(track: Track, start: str) -> list[str]:
    """The spaces no walk along the links from `start` ever reaches."""
    seen = {start}
    todo = [start]
    while todo:
        here = todo.pop()
        for nxt in track.spaces[here].ahead:
            if nxt in track.spaces and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return sorted(set(track.spaces) - seen)
