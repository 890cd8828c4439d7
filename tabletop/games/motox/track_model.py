"""A MotoX track: tiles laid one after another on a square grid, ramps under their edges.

Tiles sit on a grid of tile cells; each tile is 2 x 2 spaces, so the space
(x, y) lies on the tile cell (x // 2, y // 2). y grows downward (screen order).
The placement checks here are the only ones: the building phase, `check_track`
and the track editor all ask `tile_problem` and `ramp_problem`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop.language import _

Cell = tuple[int, int]
Point = tuple[int, int]
DIRECTIONS: tuple[Point, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))


def add(a: Point, b: Point) -> Point:
    return (a[0] + b[0], a[1] + b[1])


def minus(a: Point, b: Point) -> Point:
    return (a[0] - b[0], a[1] - b[1])


def cell_of(space: Point) -> Cell:
    return (space[0] // 2, space[1] // 2)


def spaces_of(cell: Cell) -> list[Point]:
    x, y = cell
    return [(2 * x, 2 * y), (2 * x + 1, 2 * y), (2 * x, 2 * y + 1), (2 * x + 1, 2 * y + 1)]


def touching(a: Cell, b: Cell) -> bool:
    """Sharing an edge; tiles meeting only at a corner do not touch."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def tile_problem(cells: Sequence[Cell], cell: Cell) -> str | None:
    """Why the next tile may not go on `cell` after the tiles on `cells` (in play order); None: it may."""
    if not cells:
        return None
    if cell in cells:
        return _("that place already has a tile")
    if not touching(cell, cells[-1]):
        return _("a new tile goes edge to edge with the last tile played")
    for index, other in enumerate(cells[:-1]):
        if touching(cell, other):
            return _("it would touch tile {number}; a new tile may touch only the last one").format(
                number=index + 1
            )
    return None


def tile_places(cells: Sequence[Cell]) -> list[Cell]:
    """Where the next tile may go, in a fixed order (east, south, west, north of the last):
    what `tile_problem` allows, found by looking only at each place's neighbours (building
    asks this for every choice and the bot for every choice's follow-ups)."""
    if not cells:
        return [(0, 0)]
    last = cells[-1]
    taken = set(cells)
    earlier = set(cells[:-1])
    found = []
    for dx, dy in DIRECTIONS:
        x, y = last[0] + dx, last[1] + dy
        if (x, y) in taken:
            continue
        if any((x + ex, y + ey) in earlier for ex, ey in DIRECTIONS):
            continue
        found.append((x, y))
    return found


def ramp_problem(cells: Sequence[Cell], heights: Sequence[int], index: int, max_ramp: int) -> str | None:
    """Why one more coin may not go under tile `index`'s far edge; None: it may."""
    if not 0 < index < len(cells) - 1:
        return _("a ramp goes on a tile with a tile on each side")
    if minus(cells[index], cells[index - 1]) != minus(cells[index + 1], cells[index]):
        return _("a ramp goes on a tile in a straight line with both of its neighbours")
    if heights[index] >= max_ramp:
        return _("a ramp is at most {most} coins high").format(most=max_ramp)
    return None


def ramp_places(cells: Sequence[Cell], heights: Sequence[int], max_ramp: int) -> list[int]:
    return [i for i in range(len(cells)) if ramp_problem(cells, heights, i, max_ramp) is None]


def layout_problems(cells: Sequence[Cell], heights: Sequence[int], max_ramp: int
                    ) -> list[tuple[int, str, str]]:
    """Every problem of a whole track's tiles, as (tile index, the field at fault, message): each
    tile placed legally after the ones before it ("at"), and each ramp legal on the finished track
    ("ramp"). How many tiles a track needs is `track_layout.check_layout`'s."""
    problems: list[tuple[int, str, str]] = []
    for index in range(1, len(cells)):
        problem = tile_problem(cells[:index], cells[index])
        if problem:
            problems.append((index, "at", problem))
    for index, height in enumerate(heights):
        if height < 0:
            problems.append((index, "ramp", _("a ramp cannot be lower than 0")))
        elif height:
            problem = ramp_problem(cells, [0] * len(cells), index, max_ramp)
            if problem is None and height > max_ramp:
                problem = _("a ramp is at most {most} coins high").format(most=max_ramp)
            if problem:
                problems.append((index, "ramp", problem))
    return problems


@dataclass(frozen=True)
class Step:
    """Where one step from a space in a direction leads."""

    kind: str  # "track", "finish", "off", "back" (onto an earlier tile), "away" (a forbidden direction)
    to: Point
    ramp: int = 0  # the height of a ramp crossed on the way (0: none)


@dataclass
class Course:
    """A laid track, with what movement and ranking ask of it."""

    cells: tuple[Cell, ...]
    heights: tuple[int, ...]
    index_of: dict[Cell, int] = field(init=False)
    ahead: tuple[Point, ...] = field(init=False)  # per tile: the direction toward the next tile
    _steps: dict[tuple[Point, Point], Step] = field(init=False, repr=False, compare=False)
    _progress: dict[Point, tuple[int, int]] = field(init=False, repr=False, compare=False)
    memo: dict[object, object] = field(init=False, repr=False, compare=False)
    """What movement has worked out on this track (a race asks the same questions again and
    again, and every copy of a race's state shares its course); see `movement.paths`."""

    def __post_init__(self) -> None:
        self.index_of = {cell: i for i, cell in enumerate(self.cells)}
        ahead = [minus(self.cells[i + 1], self.cells[i]) for i in range(len(self.cells) - 1)]
        # The finish tile's line is the edge opposite the tile before it.
        ahead.append(ahead[-1] if ahead else (1, 0))
        self.ahead = tuple(ahead)
        self._steps = {}
        self._progress = {}
        self.memo = {}

    @classmethod
    def of(cls, cells: Sequence[Cell], heights: Sequence[int]) -> Course:
        return cls(tuple(cells), tuple(heights))

    @property
    def last(self) -> int:
        return len(self.cells) - 1

    def tile_at(self, space: Point) -> int | None:
        return self.index_of.get(cell_of(space))

    def on_track(self, space: Point) -> bool:
        return cell_of(space) in self.index_of

    def spaces(self, index: int) -> list[Point]:
        return spaces_of(self.cells[index])

    def progress(self, space: Point) -> tuple[int, int]:
        """Race order of a space: its tile, then how far toward the next tile (higher is ahead)."""
        known = self._progress.get(space)
        if known is None:
            index = self.index_of[cell_of(space)]
            dx, dy = self.ahead[index]
            known = self._progress[space] = (index, space[0] * dx + space[1] * dy)
        return known

    def step(self, space: Point, direction: Point) -> Step:
        """Kept once worked out: movement asks the same few hundred steps over and over."""
        known = self._steps.get((space, direction))
        if known is None:
            known = self._steps[(space, direction)] = self._work_out_step(space, direction)
        return known

    def _work_out_step(self, space: Point, direction: Point) -> Step:
        here = self.index_of[cell_of(space)]
        ahead = self.ahead[here]
        target = add(space, direction)
        if direction == (-ahead[0], -ahead[1]):
            return Step("away", target)
        there = self.index_of.get(cell_of(target))
        if there is None:
            leaving = cell_of(target) != cell_of(space)
            if here == self.last and direction == ahead and leaving:
                return Step("finish", target)
            return Step("off", target)
        if there < here:
            return Step("back", target)
        ramp = self.heights[here] if there == here + 1 and direction == ahead else 0
        return Step("track", target, ramp)

    def finish_line(self) -> tuple[Point, Point]:
        """The finish line's two ends, in space units (corners of the finish tile's far edge)."""
        x, y = self.cells[-1]
        dx, dy = self.ahead[-1]
        cx, cy = 2 * x + 1, 2 * y + 1
        mx, my = cx + dx, cy + dy
        return ((mx - dy, my - dx), (mx + dy, my + dx))


def ramp_edge(course: Course, index: int) -> tuple[float, float]:
    """The middle of tile `index`'s edge toward the next tile, in space units from the origin."""
    x, y = course.cells[index]
    dx, dy = course.ahead[index]
    return (2 * x + 1 + dx, 2 * y + 1 + dy)
