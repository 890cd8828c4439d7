"""Mind Cycling courses: a row of strips read from plain data, checked, and built into a graph.

A layout lists pieces in the direction of travel: first the start area (where
the riders line up behind the start line; it rides as flat road), then flat,
sprint and mountain strips, each `rows` long and `lanes` wide, then the finish
line. Feed-zone and rock spaces are placed on a strip as [row, lane] counted
from 1. Every space leads to the spaces of the next row in its lane and the
lanes beside it; from the last row a rider crosses the finish line.

The course is laid out on the table as a serpentine of lines of
`ROWS_PER_LINE` rows, so a long stage still fits a window.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.track import Track
from tabletop.engine.track_graph import Graph, RowSpec, SpaceSpec, build_graph_track, in_line, side_by_side
from tabletop.engine.words import clauses, names_list, ordinal, say
from tabletop.games.mindcycling.components import FLAT, MOUNTAIN, SECTIONS, SPRINT
from tabletop.language import N_, _, pgettext

START = "start"
FINISH_PIECE = "finish"
FINISH = "finish"  # where a rider is once across the line: not a space of the graph
# A section as the log names it: alone of its kind, or the nth of several. French says "de la plaine",
# "du sprint" here: the words after "row of" in "{lane}, {row} row of {section}".
STRIP_NAMES = {
    FLAT: (N_("the flat"), N_("the {nth} flat")),
    SPRINT: (N_("the sprint"), N_("the {nth} sprint")),
    MOUNTAIN: (N_("the mountain"), N_("the {nth} mountain")),
}
FEED = "feed"
ROCK = "rock"
PIECE_KINDS = (START, *SECTIONS, FINISH_PIECE)
LANES = (2, 5)  # the narrowest and widest strips
STRIP_ROWS = (1, 30)
MIN_START_SPACES = 20  # the biggest field: four teams of five, or five of four
RANK_GAP = 2  # rows from one rank of a solo line-up to the next: one empty row, so nobody is sheltered
ROWS_PER_LINE = 12
LANE_WIDTH = 0.62  # track units across one lane; a row is one unit long
LINE_GAP = 1.1  # between two lines of the serpentine

Where = tuple[Any, ...]


NO_START = "no start"  # the first piece is not the start area
NO_FINISH = "no finish"  # the last piece is not the finish line
NO_ROAD = "no road"  # no strip between the start area and the finish line


@dataclass(frozen=True)
class CourseProblem:
    where: Where  # ("pieces", 2, "rocks", 0)
    message: str
    cause: str = ""  # NO_START, NO_FINISH, NO_ROAD: what the editor tells in its own words

    def __str__(self) -> str:
        if not self.where:
            return self.message
        words = []
        for key in self.where:
            words.append(f"#{key + 1}" if isinstance(key, int) else str(key))
        # "piece 3", as the track editor reads it to mark the piece the problem is on.
        place = " ".join(words).replace("pieces #", _("piece") + " ")
        rock, feed = _("rock"), _("feed zone")
        place = place.replace(" rocks #", f", {rock} ").replace(" feed #", f", {feed} ")
        return _("{place}: {problem}").format(place=place, problem=self.message)


@dataclass(frozen=True)
class Strip:
    kind: str  # start, flat, sprint or mountain
    first_row: int
    rows: int
    lanes: int

    @property
    def last_row(self) -> int:
        return self.first_row + self.rows - 1


@dataclass(frozen=True)
class Course:
    """A checked course: the graph of spaces and what the rules ask of each row and space."""

    graph: Graph
    strips: tuple[Strip, ...]
    row_strip: tuple[int, ...]  # row -> index into strips
    feed: frozenset[str]
    rocks: frozenset[str]
    starts: tuple[str, ...]  # grid spaces, the front row first, left to right
    sprint_end: int | None  # the last row of the last sprint strip
    mountain_end: int | None
    # What the rules ask of a space thousands of times per search, worked out once.
    _row: dict[str, int] = field(init=False, repr=False, compare=False)
    _lane: dict[str, int] = field(init=False, repr=False, compare=False)
    _terrain: dict[str, str] = field(init=False, repr=False, compare=False)
    _ahead: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _straight: dict[str, str | None] = field(init=False, repr=False, compare=False)
    roads_memo: dict[Any, Any] = field(init=False, repr=False, compare=False)
    """For `moves.roads`: the roads out of a space, other riders aside (they depend on the course alone)."""

    def __post_init__(self) -> None:
        graph = self.graph
        last = graph.length - 1
        row = {**graph.row_of, FINISH: graph.length}
        lane = {sid: space.lane for sid, space in graph.track.spaces.items()}
        terrain = {}
        for sid in graph.row_of:
            kind = self.strips[self.row_strip[graph.row_of[sid]]].kind
            terrain[sid] = FLAT if kind == START else kind
        ahead: dict[str, tuple[str, ...]] = {FINISH: ()}
        for sid in graph.row_of:
            ahead[sid] = (FINISH,) if graph.row_of[sid] == last else graph.ahead(sid)
        straight: dict[str, str | None] = {}
        for sid in graph.row_of:
            width = graph.width_of(sid)
            straight[sid] = next(
                (
                    nxt for nxt in ahead[sid]
                    if nxt != FINISH and in_line(lane[sid], width, lane[nxt], graph.width_of(nxt))
                ),
                None,
            )
        for name, table in (
            ("_row", row), ("_lane", lane), ("_terrain", terrain), ("_ahead", ahead), ("_straight", straight),
            ("roads_memo", {}),
        ):
            object.__setattr__(self, name, table)

    @property
    def track(self) -> Track:
        return self.graph.track

    @property
    def rows(self) -> int:
        return self.graph.length

    @property
    def last_row(self) -> int:
        return self.rows - 1

    def row(self, space: str) -> int:
        """A space's row; the finish counts as one row past the last."""
        return self._row[space]

    def lane(self, space: str) -> int:
        return self._lane[space]

    def kind(self, space: str) -> str:
        return self.strips[self.row_strip[self.graph.row_of[space]]].kind

    def terrain(self, space: str) -> str:
        """The section a space rides as: the start area is flat road."""
        return self._terrain[space]

    def ahead(self, space: str) -> tuple[str, ...]:
        """The spaces one step on; from the last row, the finish."""
        return self._ahead[space]

    def straight_ahead(self, space: str) -> str | None:
        """The space directly in front (same lane, next row); None on the last row."""
        return self._straight[space]

    def straight_behind(self, space: str) -> str | None:
        return self.graph.behind.get(space)

    def to_line(self, space: str) -> int:
        """Steps still needed to cross the finish line."""
        return self.rows - self.row(space)

    def line_abreast(self, count: int) -> tuple[str, ...]:
        """Spaces for `count` riders side by side just behind the start line, left to right.

        A start area narrower than the field takes them in ranks: as many as it has lanes
        on the line's row, the rest `RANK_GAP` rows further back, and so on, so that no
        rider starts directly behind another (no train, nobody out of the wind).
        """
        start = self.strips[0]
        spaces = []
        for index in range(count):
            rank, lane = divmod(index, start.lanes)
            row = start.last_row - rank * RANK_GAP
            if row < start.first_row:
                told = _("the start area has no room for {count} riders side by side")
                raise ValueError(told.format(count=count))
            spaces.append(f"{row}.{lane}")
        return tuple(spaces)

    def describe(self, space: str) -> str:
        """A space as a player finds it on the board: its lane, then its row counted from the
        start of its section as labelled there ("the middle lane, 3rd row of the sprint")."""
        return self.spot(space).words()

    def spot(self, space: str) -> Spot:
        """Where `space` lies, in figures an event keeps and words when shown (`Spot.words`)."""
        if space == FINISH:
            return Spot(FINISH_PIECE)
        index = self.row_strip[self.graph.row_of[space]]
        strip = self.strips[index]
        lane, lanes = self.lane(space), self.graph.width_of(space)
        if strip.kind == START:
            return Spot(START, lane, lanes, strip.last_row - self.graph.row_of[space] + 1)
        same = [s for s in self.strips if s.kind == strip.kind]
        nth = same.index(strip) + 1 if len(same) > 1 else 0
        return Spot(strip.kind, lane, lanes, self.graph.row_of[space] - strip.first_row + 1, nth)


@dataclass(frozen=True)
class Spot:
    """A space as a player finds it: `kind` of strip (or the finish), its lane of `lanes` from the
    left, its `row` (counted from the start of the section; in the start area, back from the line),
    and `nth` of its kind when the course has several sections of that kind (0: the only one)."""

    kind: str
    lane: int = 0
    lanes: int = 0
    row: int = 0
    nth: int = 0

    def words(self) -> str:
        """In the language of the moment: "the middle lane, 3rd row of the sprint"."""
        if self.kind == FINISH_PIECE:
            return _("across the line")
        lane = lane_name(self.lane, self.lanes)
        if self.kind == START:
            return _("{lane}, {row} row behind the start line").format(lane=lane, row=ordinal(self.row))
        one, nth = STRIP_NAMES[self.kind]
        # Translators: {section} is one of "the flat", "the 2nd sprint"...
        section = _(nth).format(nth=ordinal(self.nth)) if self.nth else _(one)
        return _("{lane}, {row} row of {section}").format(lane=lane, row=ordinal(self.row), section=section)


def lane_name(lane: int, lanes: int) -> str:
    """A lane named from the left of travel, as a rider sees the road."""
    from_right = lanes - 1 - lane
    if lanes % 2 and lane == lanes // 2:
        return _("the middle lane")
    if lane == 0:
        return _("the left lane")
    if from_right == 0:
        return _("the right lane")
    if lane < from_right:
        return say(_("the {nth:nth} lane from the left"), nth=lane + 1)
    return say(_("the {nth:nth} lane from the right"), nth=from_right + 1)


def _pieces(layout: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    pieces = layout.get("pieces")
    if not isinstance(pieces, list) or not all(isinstance(p, Mapping) for p in pieces):
        raise ValueError(_("a course needs a 'pieces' list of strips"))
    return pieces


def _cells(piece: Mapping[str, Any], key: str) -> list[Any]:
    cells = piece.get(key) or []
    return cells if isinstance(cells, list) else [cells]


def check_course(layout: Mapping[str, Any]) -> list[CourseProblem]:
    """Every problem that keeps a layout from being a Mind Cycling course."""
    try:
        pieces = _pieces(layout)
        default_lanes = int(layout.get("lanes") or 3)
    except (TypeError, ValueError) as exc:
        return [CourseProblem((), str(exc))]
    problems: list[CourseProblem] = []
    if layout.get("game", "mindcycling") != "mindcycling":
        problems.append(CourseProblem(("game",), _("this is not a Mind Cycling course")))
    if not LANES[0] <= default_lanes <= LANES[1]:
        problems.append(CourseProblem(("lanes",), _("lanes must be {least} to {most}").format(
            least=LANES[0], most=LANES[1])))
    if not pieces or pieces[0].get("kind") != START:
        problems.append(CourseProblem(("pieces",), _("the first piece must be the start area (kind: start)"),
                                      NO_START))
    if not pieces or pieces[-1].get("kind") != FINISH_PIECE:
        problems.append(CourseProblem(("pieces",), _("the last piece must be the finish line (kind: finish)"),
                                      NO_FINISH))
    strips = 0
    widths: list[tuple[int, int] | None] = []  # each strip's piece index and lanes; None if unsound
    for index, piece in enumerate(pieces):
        kind = piece.get("kind")
        where: Where = ("pieces", index)
        if kind not in PIECE_KINDS:
            problems.append(
                CourseProblem((*where, "kind"), _("unknown kind {kind}; use one of {kinds}").format(
                    kind=repr(kind), kinds=", ".join(PIECE_KINDS)))
            )
            continue
        if kind in (START, FINISH_PIECE) and 0 < index < len(pieces) - 1:
            problems.append(
                CourseProblem(where, _("the start can only be at the beginning") if kind == START
                              else _("the finish can only be at the end"))
            )
        if kind == FINISH_PIECE:
            continue
        strips += kind != START
        try:
            rows = int(piece.get("rows") or 0)
            lanes = int(piece.get("lanes") or default_lanes)
        except (TypeError, ValueError):
            problems.append(CourseProblem(where, _("rows and lanes must be whole numbers")))
            widths.append(None)
            continue
        if not STRIP_ROWS[0] <= rows <= STRIP_ROWS[1]:
            problems.append(
                CourseProblem((*where, "rows"), _("a strip has {least} to {most} rows, not {rows}").format(
                    least=STRIP_ROWS[0], most=STRIP_ROWS[1], rows=rows))
            )
        if not LANES[0] <= lanes <= LANES[1]:
            problems.append(
                CourseProblem((*where, "lanes"), _("a strip has {least} to {most} lanes, not {lanes}").format(
                    least=LANES[0], most=LANES[1], lanes=lanes))
            )
        widths.append((index, lanes) if LANES[0] <= lanes <= LANES[1] else None)
        if kind == START and rows * lanes < MIN_START_SPACES:
            problems.append(
                CourseProblem(where, _("the start area needs room for {riders} riders, not {room}").format(
                    riders=MIN_START_SPACES, room=rows * lanes))
            )
        taken: set[tuple[int, int]] = set()
        for key in (FEED, "rocks"):
            for c, cell in enumerate(_cells(piece, key)):
                spot = (*where, key, c)
                if key == "rocks" and kind != MOUNTAIN:
                    problems.append(CourseProblem(spot, _("rocks stand only in mountain strips")))
                if kind == START:
                    problems.append(CourseProblem(spot, _("the start area has no feed zone or rocks")))
                if not (isinstance(cell, list) and len(cell) == 2 and all(isinstance(v, int) for v in cell)):
                    problems.append(CourseProblem(spot, _("write a space as [row, lane]")))
                    continue
                row, lane = cell
                if not (1 <= row <= rows and 1 <= lane <= lanes):
                    problems.append(
                        CourseProblem(spot, _("[{row}, {lane}] is off the strip ({rows} rows, {lanes} lanes)")
                                      .format(row=row, lane=lane, rows=rows, lanes=lanes))
                    )
                elif (row, lane) in taken:
                    problems.append(
                        CourseProblem(spot, _("[{row}, {lane}] already holds a feed zone or a rock").format(
                            row=row, lane=lane))
                    )
                taken.add((row, lane))
        if kind == MOUNTAIN and len(taken) and _blocked_row(piece, rows, lanes):
            problems.append(
                CourseProblem((*where, "rocks"), _("a row of rocks from side to side would close the road"))
            )
    if strips == 0:
        no_road = _("a course needs at least one flat, sprint or mountain strip")
        problems.append(CourseProblem(("pieces",), no_road, NO_ROAD))
    return problems + _dead_ends(widths)


def _dead_ends(strips: Sequence[tuple[int, int] | None]) -> list[CourseProblem]:
    """The strips whose last row has a lane with no road on to the next strip.

    A rider there could never finish, and a team stage only ends when every
    rider is across, so such a course is refused rather than played. Within a
    strip every lane leads on; rocks only stop a ride, so only where two
    strips of different widths meet can a lane lead nowhere.
    """
    problems = []
    for here, after in itertools.pairwise(strips):
        if here is None or after is None:
            continue
        (index, lanes), (_next_index, following) = here, after
        stranded = _stranded(lanes, following)
        if stranded:
            numbers = [str(n) for n in stranded]
            if len(stranded) > 1:
                lane = pgettext("mind cycling", "lanes {lanes}").format(lanes=names_list(numbers))
            else:
                lane = pgettext("mind cycling", "lane {lane}").format(lane=stranded[0])
            between = [
                _("{width}-lane").format(width=width) for width in range(LANES[0], LANES[1] + 1)
                if not _stranded(lanes, width) and not _stranded(width, following)
            ]
            message = _("from {lane} of its last row no road leads on to the {following}-lane strip after "
                        "it, so a rider there could never finish; put a {widths} strip between them").format(
                lane=lane, following=following, widths=pgettext("either", " or ").join(between))
            problems.append(CourseProblem(("pieces", index, "lanes"), message))
    return problems


def _stranded(lanes: int, following: int) -> list[int]:
    """The lanes (from 1) of a `lanes`-wide row that touch no space of the `following`-wide row."""
    return [
        lane + 1
        for lane in range(lanes)
        if not any(side_by_side(lane, lanes, n, following) for n in range(following))
    ]


def _blocked_row(piece: Mapping[str, Any], rows: int, lanes: int) -> bool:
    rocks = [tuple(c) for c in _cells(piece, "rocks") if isinstance(c, list)]
    return any(sum(1 for r, _lane in rocks if r == row) >= lanes for row in range(1, rows + 1))


def build_course(layout: Mapping[str, Any], track_id: str = "course") -> Course:
    """A checked layout as a Course (ValueError listing the problems if it is not one)."""
    problems = check_course(layout)
    if problems:
        raise ValueError(clauses(str(p) for p in problems))
    default_lanes = int(layout.get("lanes") or 3)
    strips: list[Strip] = []
    row_strip: list[int] = []
    shapes: list[tuple[int, frozenset[tuple[int, int]], frozenset[tuple[int, int]]]] = []
    for piece in _pieces(layout):
        if piece["kind"] == FINISH_PIECE:
            continue
        rows, lanes = int(piece["rows"]), int(piece.get("lanes") or default_lanes)
        strip = Strip(str(piece["kind"]), len(row_strip), rows, lanes)
        feed = frozenset((r - 1, n - 1) for r, n in _cells(piece, FEED))
        rocks = frozenset((r - 1, n - 1) for r, n in _cells(piece, "rocks"))
        for _row in range(rows):
            row_strip.append(len(strips))
        strips.append(strip)
        shapes.append((lanes, feed, rocks))
    widths = [strips[s].lanes for s in row_strip]
    specs: list[RowSpec] = []
    feed_ids: set[str] = set()
    rock_ids: set[str] = set()
    for row, s in enumerate(row_strip):
        strip = strips[s]
        lanes, feed, rocks = shapes[s]
        local = row - strip.first_row
        spaces = []
        for lane in range(lanes):
            sid = f"{row}.{lane}"
            tags = {strip.kind}
            if (local, lane) in feed:
                tags.add(FEED)
                feed_ids.add(sid)
            if (local, lane) in rocks:
                tags.add(ROCK)
                rock_ids.add(sid)
            ahead: tuple[str, ...] = ()
            if row + 1 < len(row_strip):
                nxt = widths[row + 1]
                ahead = tuple(f"{row + 1}.{n}" for n in range(nxt) if side_by_side(lane, lanes, n, nxt))
            spaces.append(SpaceSpec(sid, ahead, frozenset(tags)))
        x, y, heading = _place(row, max(widths) * LANE_WIDTH)
        specs.append(RowSpec(f"{strip.kind} {local + 1}", x, y, heading, tuple(spaces)))
    width = max(widths) * LANE_WIDTH
    track = build_graph_track(
        track_id, _name(layout, track_id), "mindcycling", specs, width, layout, loop=False
    )
    graph = Graph.of(track)
    start = strips[0]
    starts = tuple(
        f"{row}.{lane}"
        for row in range(start.last_row, start.first_row - 1, -1)
        for lane in range(start.lanes)
    )
    return Course(
        graph=graph,
        strips=tuple(strips),
        row_strip=tuple(row_strip),
        feed=frozenset(feed_ids),
        rocks=frozenset(rock_ids),
        starts=starts,
        sprint_end=_section_end(strips, SPRINT),
        mountain_end=_section_end(strips, MOUNTAIN),
    )


def _section_end(strips: Sequence[Strip], kind: str) -> int | None:
    ends = [s.last_row for s in strips if s.kind == kind]
    return max(ends) if ends else None


def _place(row: int, width: float) -> tuple[float, float, float]:
    """Where a row's centre sits on the serpentine, and which way riders ride there."""
    line, step = divmod(row, ROWS_PER_LINE)
    y = line * (width + LINE_GAP)
    if line % 2 == 0:
        return step + 0.5, y, 0.0
    return ROWS_PER_LINE - step - 0.5, y, 180.0


def _name(layout: Mapping[str, Any], default: str) -> str:
    """The course's name as read, its translations kept (str() would drop them)."""
    name = layout.get("name")
    return name if isinstance(name, str) else default
