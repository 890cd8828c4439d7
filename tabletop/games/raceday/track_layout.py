"""Race Day tracks: a loop of rows of spaces, read from plain data and checked.

A layout (as read from a track file or a save) lists rows in the direction of
travel; each row has a centre, a heading and its spaces from the inside of the
track to the outside, each space naming the spaces one step ahead. The row
marked `finish` lies just past the finish line, and six spaces are marked
Start 1 to Start 6. `check_layout` finds every problem; `build_circuit` turns a
good layout into the engine's graph track with what Race Day needs on top.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.engine.track import Track
from tabletop.engine.track_graph import (
    Graph,
    RowSpec,
    SpaceSpec,
    build_graph_track,
    side_by_side,
    unreachable,
)
from tabletop.engine.words import clauses
from tabletop.language import N_, _, composed, local, pgettext

START_SPACES = 6
# The most a track's rows spread across or down, in track units (Pocono spreads over 12 by 6): the
# table draws the whole track as one picture, and shows all of it at once; a row written a
# thousand units away asked for a picture larger than memory, and the app fell over.
MOST_SPREAD = 40
MIN_ROWS = 10  # a lap must be longer than the longest move (8 spaces)
FINISH = "finish"
# A lane by the spaces side by side in its row, as `Circuit.describe` names it ("the outside lane").
INSIDE, MIDDLE, OUTSIDE = N_("inside lane"), N_("middle lane"), N_("outside lane")
LANE_NAMES = {2: (INSIDE, OUTSIDE), 3: (INSIDE, MIDDLE, OUTSIDE)}

# Causes of problems (LayoutProblem.cause); a problem of the file's own shape has none.
SHORT_LAP, NO_FINISH, TWO_FINISHES = "short lap", "no finish", "two finishes"
START_NUMBERS, GRID_LATE, GRID_ORDER, UNREACHABLE = "start numbers", "grid late", "grid order", "unreachable"
SPREAD = "spread"

Where = tuple[Any, ...]  # a place in the layout: ("pieces", 3, "spaces", 1, "ahead", 0)


@dataclass(frozen=True)
class LayoutProblem:
    """`cause` names the rule broken, so one cause can be told once, in the editor's words."""

    where: Where
    message: str
    cause: str = ""

    def __str__(self) -> str:
        if not self.where:
            return self.message
        return _("{place}: {problem}").format(place=_where_words(self.where), problem=self.message)


def start_tag(number: int) -> str:
    return f"start{number}"


@dataclass(frozen=True)
class SpaceName:
    """A space as the log names it, kept in an event and worded when shown, so a switch of
    language rewords the log: its row's stretch (a track file's words) and its lane."""

    section: str  # as the track file has it, with its translations
    lane: int  # 0 on the inside
    width: int  # the spaces side by side in its row

    def words(self) -> str:
        """ "Long Pond straight, outside lane", in the language shown."""
        # A track's own words (a player's track may name a stretch anything) come with no article,
        # so the words never lean on one: French puts the lane first, its article with it
        # ("jusqu'à la voie du milieu (Virage 3)"), the stretch's name after it, as written.
        section = local(self.section)
        names = LANE_NAMES.get(self.width)
        if self.width == 1:
            # Translators: a place, said after "to" or "via"; the next two as well.
            return _("{section}, the single-file space").format(section=section)
        if names is None:
            return _("{section}, lane {number}").format(section=section, number=self.lane + 1)
        return _("{section}, {lane}").format(section=section, lane=_(names[self.lane]))


@dataclass(frozen=True)
class Circuit:
    """A checked Race Day track: the graph, the start spaces and the name of each row's stretch.

    Row 0 is the row just past the finish line; `distance` counts rows from there.
    """

    graph: Graph
    starts: tuple[str, ...]  # the space of Start 1, Start 2, ...
    sections: tuple[str, ...]  # per row

    @property
    def track(self) -> Track:
        return self.graph.track

    @property
    def length(self) -> int:
        return self.graph.length

    def row_of(self, space_id: str) -> int:
        return self.graph.row_of[space_id]

    def name_of(self, space_id: str) -> SpaceName:
        space = self.graph.space(space_id)
        return SpaceName(self.sections[space.piece], space.lane, self.graph.width_of(space_id))

    def describe(self, space_id: str) -> str:
        """A space in words: "Long Pond straight, outside lane"."""
        return self.name_of(space_id).words()


def rows_of(layout: Mapping[str, Any]) -> list[RowSpec]:
    """The rows of a layout; ValueError when its shape is wrong (the schema says where)."""
    rows = layout.get("pieces")
    if not isinstance(rows, list) or not rows:
        raise ValueError(_("a track needs a non-empty list of rows"))
    result = []
    section: str = composed(N_("Track"))  # a row before any named one
    for index, row in enumerate(rows, start=1):
        try:
            x, y = (float(v) for v in row["at"])
            found = row.get("section")
            if found:  # a track file's words, kept whole with their translations
                section = found if isinstance(found, str) else str(found)
            spaces = []
            for space in row["spaces"]:
                tags = set(space.get("tags") or ())
                if space.get("start") is not None:
                    tags.add(start_tag(int(space["start"])))
                if row.get("finish"):
                    tags.add(FINISH)
                spaces.append(
                    SpaceSpec(str(space["id"]), tuple(str(a) for a in space["ahead"]), frozenset(tags))
                )
            heading = float(row["heading"])
        except KeyError as exc:
            raise ValueError(_("row {number} is missing {key}").format(number=index, key=exc)) from exc
        except (TypeError, ValueError) as exc:
            # Python's own reason (the type it found, the text it could not read) stays English.
            told = _("row {number} is malformed: {reason}")
            raise ValueError(told.format(number=index, reason=exc)) from exc
        if not spaces:
            raise ValueError(_("row {number} has no spaces").format(number=index))
        result.append(RowSpec(section, x, y, heading, tuple(spaces)))
    return result


def check_layout(layout: Mapping[str, Any]) -> list[LayoutProblem]:
    """Every problem that keeps a layout from being a Race Day track."""
    try:
        rows = rows_of(layout)
        width = float(layout.get("width", 0))
    except (TypeError, ValueError) as exc:
        return [LayoutProblem((), str(exc))]
    problems: list[LayoutProblem] = []
    if width <= 0:
        problems.append(LayoutProblem(("width",), _("the track width must be more than 0")))
    problems += _check_spread(rows)
    if len(rows) < MIN_ROWS:
        problems.append(
            LayoutProblem(("pieces",), _("a lap needs at least {least} rows, not {rows}").format(
                least=MIN_ROWS, rows=len(rows)), SHORT_LAP)
        )
    place: dict[str, tuple[int, int]] = {}
    for r, row in enumerate(rows):
        for s, space in enumerate(row.spaces):
            if space.id in place:
                first = place[space.id]
                problems.append(
                    LayoutProblem(
                        ("pieces", r, "spaces", s),
                        _("space id {id} is already used in row {row}").format(
                            id=repr(space.id), row=first[0] + 1),
                    )
                )
            else:
                place[space.id] = (r, s)
    problems += _check_links(rows, place)
    problems += _check_finish(rows)
    problems += _check_starts(rows)
    if not problems:
        track = build_graph_track("check", "check", "raceday", rows, width)
        starts = _starts(rows)
        for space_id in unreachable(track, starts[0]):
            r, s = place[space_id]
            problems.append(
                LayoutProblem(("pieces", r, "spaces", s),
                              _("{space} cannot be reached from Start 1").format(space=space_id), UNREACHABLE)
            )
    return problems


def _check_spread(rows: Sequence[RowSpec]) -> list[LayoutProblem]:
    """The rows lie within MOST_SPREAD units each way; the row furthest from their middle is named."""
    xs, ys = [row.x for row in rows], [row.y for row in rows]
    across, down = max(xs) - min(xs), max(ys) - min(ys)
    if max(across, down) <= MOST_SPREAD:
        return []
    middle = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
    far = max(range(len(rows)), key=lambda r: abs(rows[r].x - middle[0]) + abs(rows[r].y - middle[1]))
    told = _("the rows spread over {across} by {down} track units; a track fits in {most} by {most}")
    words = told.format(across=round(across), down=round(down), most=MOST_SPREAD)
    return [LayoutProblem(("pieces", far), words, SPREAD)]


def _check_links(rows: Sequence[RowSpec], place: Mapping[str, tuple[int, int]]) -> list[LayoutProblem]:
    problems = []
    count = len(rows)
    for r, row in enumerate(rows):
        following = rows[(r + 1) % count]
        width = len(row.spaces)
        for s, space in enumerate(row.spaces):
            where = ("pieces", r, "spaces", s)
            for a, target in enumerate(space.ahead):
                if target not in place:
                    problems.append(
                        LayoutProblem((*where, "ahead", a),
                                      _("{space} links to unknown space {target}").format(
                                          space=space.id, target=repr(target)))
                    )
                    continue
                tr, ts = place[target]
                if tr != (r + 1) % count:
                    problems.append(
                        LayoutProblem(
                            (*where, "ahead", a),
                            _("{space} links to {target}, which is not in the next row (row {row})").format(
                                space=space.id, target=target, row=(r + 1) % count + 1),
                        )
                    )
                elif not side_by_side(s, width, ts, len(following.spaces)):
                    problems.append(
                        LayoutProblem(
                            (*where, "ahead", a),
                            _("{space} links to {target}, which is not beside its lane").format(
                                space=space.id, target=target),
                        )
                    )
            if len(set(space.ahead)) != len(space.ahead):
                twice = _("{space} names a space ahead twice").format(space=space.id)
                problems.append(LayoutProblem(where, twice))
            across = len(following.spaces)
            if not any(side_by_side(s, width, t, across) for t in range(across)):
                message = _("no space of the next row touches {space}, so a car there could never go on: "
                            "rows side by side must not differ so much in width").format(space=space.id)
                problems.append(LayoutProblem(where, message))
            for t, beside in enumerate(following.spaces):
                if side_by_side(s, width, t, len(following.spaces)) and beside.id not in space.ahead:
                    problems.append(
                        LayoutProblem(
                            where, _("{space} must also link to {beside}, the space beside it ahead").format(
                                space=space.id, beside=beside.id)
                        )
                    )
    return problems


def _check_finish(rows: Sequence[RowSpec]) -> list[LayoutProblem]:
    finish = [r for r, row in enumerate(rows) if any(FINISH in s.tags for s in row.spaces)]
    if len(finish) == 1:
        return []
    if not finish:
        return [
            LayoutProblem(("pieces",), _("one row must be marked finish: true (the row just past the line)"),
                          NO_FINISH)
        ]
    rows_named = ", ".join(str(r + 1) for r in finish)
    return [
        LayoutProblem(("pieces", finish[1]),
                      _("only one row may be marked finish (rows {rows} are)").format(rows=rows_named),
                      TWO_FINISHES)
    ]


def _check_starts(rows: Sequence[RowSpec]) -> list[LayoutProblem]:
    problems = []
    found: dict[int, list[tuple[int, int]]] = {}
    for r, row in enumerate(rows):
        for s, space in enumerate(row.spaces):
            for number in range(1, 100):
                if start_tag(number) in space.tags:
                    found.setdefault(number, []).append((r, s))
    for number, places in sorted(found.items()):
        if number > START_SPACES:
            r, s = places[0]
            problems.append(
                LayoutProblem(("pieces", r, "spaces", s, "start"),
                              _("there is no Start {number}; use 1 to {last}").format(
                                  number=number, last=START_SPACES),
                              START_NUMBERS)
            )
        elif len(places) > 1:
            r, s = places[1]
            problems.append(
                LayoutProblem(("pieces", r, "spaces", s, "start"),
                              _("Start {number} is marked twice").format(number=number),
                              START_NUMBERS)
            )
    missing = [n for n in range(1, START_SPACES + 1) if n not in found]
    if missing:
        named = ", ".join(pgettext("a start space", "Start {number}").format(number=n) for n in missing)
        problems.append(LayoutProblem(("pieces",), _("no space is marked {starts}").format(starts=named),
                                      START_NUMBERS))
    if problems:
        return problems
    finish = next((r for r, row in enumerate(rows) if any(FINISH in s.tags for s in row.spaces)), 0)
    count = len(rows)
    before = -1
    for number in range(START_SPACES, 0, -1):
        r, s = found[number][0]
        distance = (r - finish) % count
        where = ("pieces", r, "spaces", s, "start")
        if distance >= count // 2:
            problems.append(
                LayoutProblem(
                    where,
                    _("Start {number} must be in the first half of the lap after the finish line").format(
                        number=number),
                    GRID_LATE,
                )
            )
        elif distance < before:
            problems.append(
                LayoutProblem(where, _("Start {number} must not be behind Start {ahead}").format(
                    number=number, ahead=number + 1), GRID_ORDER)
            )
        before = max(before, distance)
    return problems


def _starts(rows: Sequence[RowSpec]) -> list[str]:
    by_number = {}
    for row in rows:
        for space in row.spaces:
            for number in range(1, START_SPACES + 1):
                if start_tag(number) in space.tags:
                    by_number[number] = space.id
    return [by_number[n] for n in range(1, START_SPACES + 1)]


def build_circuit(layout: Mapping[str, Any], track_id: str = "") -> Circuit:
    """A checked layout as a Circuit, rows turned so the finish row comes first; ValueError on problems."""
    problems = check_layout(layout)
    if problems:
        raise ValueError(clauses(str(p) for p in problems))
    rows = rows_of(layout)
    finish = next(r for r, row in enumerate(rows) if any(FINISH in s.tags for s in row.spaces))
    rows = rows[finish:] + rows[:finish]
    name = str(layout.get("name", "Unnamed track"))
    track = build_graph_track(track_id or name, name, "raceday", rows, float(layout["width"]), source=layout)
    return Circuit(Graph.of(track), tuple(_starts(rows)), tuple(row.label for row in rows))


# A place in a layout as a problem names it ("row 3, space 2, link 1"), chosen when worded.
_PLACES = {
    "pieces": lambda: pgettext("a place in a track file", "row {number}"),
    "spaces": lambda: pgettext("a place in a track file", "space {number}"),
    "ahead": lambda: pgettext("a place in a track file", "link {number}"),
}


def _where_words(where: Where) -> str:
    words = []
    index = 0
    while index < len(where):
        key = where[index]
        if (
            key in ("pieces", "spaces", "ahead")
            and index + 1 < len(where)
            and isinstance(where[index + 1], int)
        ):
            words.append(_PLACES[key]().format(number=where[index + 1] + 1))
            index += 2
            continue
        words.append(str(key))
        index += 1
    return ", ".join(words)
