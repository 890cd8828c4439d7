"""Where everything of Mind Cycling goes: the course in world pixels, the panels on the screen.

The course's rows run along straight lines of the serpentine (east, then west,
and so on), so every space is an axis-aligned box. Riders across the line
wait on a podium beyond it, in finishing order, on a finish area of road drawn
for them (past the line the course has no road). That geometry is read by the
drawing, the input and the animations. On the screen, the medal board takes
the bottom of the hand's area, the rider's card and its choices a panel on the
right of the course. The camera shows the whole course when its riders are
still large enough to read; otherwise it keeps every rider, the rider to move
with its lit places and the rider that has just ridden in view: it stays put
while they are all on the road area, and otherwise glides the least way that
brings them in, so the board does not jump about between moves.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

import pygame

from tabletop.games.mindcycling.actions import Ride
from tabletop.games.mindcycling.components import Components
from tabletop.games.mindcycling.records import Score
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import (
    FINISH,
    LANE_WIDTH,
    MIN_START_SPACES,
    START,
    Course,
    Strip,
)
from tabletop.games.mindcycling.view.board import board_height, board_words, raced
from tabletop.games.mindcycling.view.sprites import ChoiceButton, RiderSprite, SpaceZone
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import ViewerTurn
from tabletop.table.machinery.animation import Tween
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.camera_glide import aimed, glide
from tabletop.table.panels.whole_track import WholeTrackPlates, out_of_sight_hint

CELL = 64  # world pixels per track unit (one row's length)
MARGIN = 48  # world pixels around the course
PODIUM_STEP = 0.8  # track units between podium places
FIELD = MIN_START_SPACES  # the biggest field: the podium has a place for each of its riders
PANEL_WIDTH = (220, 270)
MIN_TOKEN = 30  # pixels across a rider token, the least the camera shows when it follows the race
PANEL_GAP = 12
LINE_TAG = 36  # world pixels above a line of the serpentine that its section's name tag takes
LINE_VERGE = 8  # and below it, its verge
FRAME = 12  # pixels between the course's frame and the road area's edges (the table fits with this margin)
CARD_HEIGHT = 150
BUTTON_HEIGHT = 52
BUTTON_GAP = 8
READABLE_TOKEN = 21  # pixels across a rider token, the least at which the whole course is shown at once
ZOOM_SLACK = 0.85  # riders drawn smaller than this part of the size the camera follows them at: zoom in
RING_ROOM = 14  # pixels a ring round a place on the course (the coach's, the keyboard's) takes beyond it


def popup_size(zoom: float) -> int:
    """The floating words' height in screen pixels: with the board, but never too small to read."""
    return max(16, round(26 * zoom))


@dataclass(frozen=True)
class StripBand:
    """One straight run of a strip on one line of the serpentine."""

    strip: Strip
    rect: pygame.Rect
    first: bool  # the strip begins in this band (its name is written here)
    heading: float


@dataclass(frozen=True)
class Hairpin:
    """The turn between two lines of the serpentine: plain road, with no spaces, rounded at its ends."""

    first: pygame.Rect  # the last row's box of one line
    second: pygame.Rect  # and the first row's box of the next
    road: pygame.Rect  # the hairpin's own road beside their ends

    def link_path(self, a: pygame.Vector2, b: pygame.Vector2) -> list[pygame.Vector2] | None:
        """The way from `a` on one of its rows to `b` on the other along the road: out to the
        hairpin's middle, round it and back in; None unless they are on its two rows."""
        first, second = self.first.collidepoint, self.second.collidepoint
        if not ((first(a) and second(b)) or (second(a) and first(b))):
            return None
        x = self.road.centerx
        return [pygame.Vector2(a), pygame.Vector2(x, a.y), pygame.Vector2(x, b.y), pygame.Vector2(b)]


@dataclass(frozen=True)
class CourseGeometry:
    centres: Mapping[str, pygame.Vector2]
    boxes: Mapping[str, pygame.Rect]
    headings: Mapping[str, float]  # per space: 0 east, 180 west
    bands: tuple[StripBand, ...]
    turns: tuple[Hairpin, ...]
    start_line: tuple[pygame.Vector2, pygame.Vector2]
    finish_line: tuple[pygame.Vector2, pygame.Vector2]
    finish_heading: float
    lanes_at_finish: int
    finish_area: pygame.Rect  # the road beyond the line that the podium stands on
    bounds: pygame.Rect
    token: int  # a rider token's diameter

    def podium(self, place: int) -> pygame.Vector2:
        """Where the rider that crossed in `place` (1 first) waits beyond the line."""
        return _podium(self.finish_line, self.finish_heading, self.lanes_at_finish, place)

    def link_path(self, a: pygame.Vector2, b: pygame.Vector2) -> list[pygame.Vector2]:
        """The train's link from `a` to `b` along the road: straight on one line of the
        serpentine, round the hairpin between two (straight across, it would cross the table)."""
        for turn in self.turns:
            path = turn.link_path(a, b)
            if path is not None:
                return path
        return [pygame.Vector2(a), pygame.Vector2(b)]


def _podium(
    line: tuple[pygame.Vector2, pygame.Vector2], heading: float, lanes: int, place: int
) -> pygame.Vector2:
    a, b = line
    column, lane = divmod(place - 1, lanes)
    forward = pygame.Vector2(1, 0) if heading == 0 else pygame.Vector2(-1, 0)
    return a + (b - a) / lanes * (lane + 0.5) + forward * CELL * PODIUM_STEP * (column + 0.7)


def geometry_of(course: Course) -> CourseGeometry:
    track = course.track
    width = max(s.lanes for s in course.strips) * LANE_WIDTH
    centres: dict[str, pygame.Vector2] = {}
    boxes: dict[str, pygame.Rect] = {}
    headings: dict[str, float] = {}
    row_boxes: list[pygame.Rect] = []
    for row, placement in enumerate(track.placements):
        spaces = course.graph.rows[row]
        across = width * CELL / len(spaces)
        for space_id in spaces:
            space = track.spaces[space_id]
            centre = pygame.Vector2(space.x * CELL, space.y * CELL)
            box = pygame.Rect(0, 0, CELL - 4, round(across) - 4)
            box.center = (round(centre.x), round(centre.y))
            centres[space_id] = centre
            boxes[space_id] = box
            headings[space_id] = float(placement.heading)
        row_box = pygame.Rect(0, 0, CELL, round(width * CELL))
        row_box.center = (round(placement.x * CELL), round(placement.y * CELL))
        row_boxes.append(row_box)
    bands: list[StripBand] = []
    turns: list[Hairpin] = []
    for strip in course.strips:
        run: list[pygame.Rect] = []
        heading = track.placements[strip.first_row].heading
        for row in range(strip.first_row, strip.last_row + 1):
            here = track.placements[row].heading
            if run and here != heading:
                bands.append(
                    StripBand(strip, run[0].unionall(run), not any(b.strip is strip for b in bands), heading)
                )
                run = []
                heading = here
            run.append(row_boxes[row])
        bands.append(
            StripBand(strip, run[0].unionall(run), not any(b.strip is strip for b in bands), heading)
        )
    for row in range(1, len(row_boxes)):
        heading = track.placements[row - 1].heading
        if track.placements[row].heading != heading:
            turns.append(_hairpin(row_boxes[row - 1], row_boxes[row], east=heading == 0))
    first = course.strips[0]
    start_box = row_boxes[first.last_row]
    last_box = row_boxes[-1]
    last_heading = float(track.placements[-1].heading)
    start_line = _front_edge(start_box, float(track.placements[first.last_row].heading))
    finish_line = _front_edge(last_box, last_heading)
    # A token as wide as a space across its lane (a lane's width, less the gap between spaces):
    # the widest a course zoomed out to show every rider can draw it.
    lane = width * CELL / max(s.lanes for s in course.strips)
    token = round(min(CELL * 0.78, lane - 4))
    lanes_at_finish = course.graph.width_of(course.graph.rows[-1][0])
    podium = [_podium(finish_line, last_heading, lanes_at_finish, place) for place in (1, FIELD)]
    reach = pygame.Rect(podium[0], (1, 1)).union(pygame.Rect(podium[1], (1, 1))).inflate(CELL, CELL)
    # As wide as the line, and as long as the podium of the biggest field with half a row to spare
    # (a token is less than a row across): its far end is the far end of the podium's `reach`.
    a, b = finish_line
    far = podium[1].x + (CELL / 2 if last_heading == 0 else -CELL / 2)
    finish_area = pygame.Rect(round(min(a.x, far)), round(min(a.y, b.y)), round(abs(far - a.x)),
                              round(abs(b.y - a.y)))
    bounds = row_boxes[0].unionall(row_boxes).union(reach).inflate(2 * MARGIN, 2 * MARGIN)
    return CourseGeometry(
        centres,
        boxes,
        headings,
        tuple(bands),
        tuple(turns),
        start_line,
        finish_line,
        last_heading,
        lanes_at_finish,
        finish_area,
        bounds,
        token,
    )


def _hairpin(first: pygame.Rect, second: pygame.Rect, east: bool) -> Hairpin:
    """The hairpin from `first` to `second`, beyond their ends on the side the first one heads to."""
    top, bottom = min(first.top, second.top), max(first.bottom, second.bottom)
    road = pygame.Rect(0, top, round(CELL * 0.9), bottom - top)
    if east:
        road.left = max(first.right, second.right) - 6  # under the rows' ends: no seam between them
    else:
        road.right = min(first.left, second.left) + 6
    return Hairpin(first, second, road)


def _front_edge(box: pygame.Rect, heading: float) -> tuple[pygame.Vector2, pygame.Vector2]:
    """The edge of a row's box that riders leave it by, from its left end (left of travel)."""
    if heading == 0:
        return pygame.Vector2(box.right, box.top), pygame.Vector2(box.right, box.bottom)
    return pygame.Vector2(box.left, box.bottom), pygame.Vector2(box.left, box.top)


class MindCyclingLayout(ViewerTurn):
    """The view's pieces and where they go: the course through the camera, the panel, the board."""

    rules: MindCyclingRules
    parts: Components
    state: MindCyclingState | None

    def __init__(self, rules: MindCyclingRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.geometry: CourseGeometry | None = None
        self.zones: dict[str, SpaceZone] = {}
        self.riders: dict[int, RiderSprite] = {}
        self.buttons: list[ChoiceButton] = []
        self.table = pygame.Rect(0, 0, 10, 10)
        self._areas = (pygame.Rect(0, 0, 10, 10), pygame.Rect(0, 0, 10, 10))  # as the table gave them
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH[0], 10)
        self.board = pygame.Rect(0, 0, 10, 10)
        self._board_wanted = 0  # the height the board's lines asked for at the last `_arrange`
        self.best: Score | None = None  # solo: the best score on this stage
        self.new_record = False
        self._followed: Hashable = None  # where `_follow` last aimed the camera
        self._glide: tuple[Tween, Camera] | None = None  # the camera's glide, and where it ends
        self.mover: int | None = None  # the rider that rode last: kept in view with the rider to move
        # The whole course is shown on the player's asking (Home): see `keep_whole` for how long.
        self._whole = False
        self._acting = False  # whether the person at the screen was to act, when last shown
        self.plates = WholeTrackPlates()  # the board's "Whole track" button and the hint
        self.plates.home = not host.watching

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self._areas = (pygame.Rect(table), pygame.Rect(hand))
        self._arrange()

    def _arrange(self) -> None:
        """The medal board takes only the bottom of the hand's area, as tall as its lines need;
        the course and the panel get the rest."""
        table, hand = self._areas
        self._followed = None  # a new layout: the table fits the camera afresh
        inner = hand.inflate(-24, -16)
        self._board_wanted = self._board_height(inner.width)
        height = min(inner.height, self._board_wanted)
        self.board = pygame.Rect(inner.x, inner.bottom - height, inner.width, height)
        self.table = pygame.Rect(table.x, table.y, table.width, self.board.top - PANEL_GAP - table.y)
        self.camera.set_viewport(self.table)
        width = max(PANEL_WIDTH[0], min(PANEL_WIDTH[1], table.width // 4))
        self.panel = pygame.Rect(
            self.table.right - width - PANEL_GAP, self.table.y + 4, width, self.table.height - 8
        )
        for piece in (*self.zones.values(), *self.riders.values()):
            piece.area = self._road_area()
        self._place_buttons()

    def _board_height(self, width: int) -> int:
        state = self.state
        if state is None:
            return board_height(width, 0, ())
        return board_height(width, len(raced(state)), self._board_words(state))

    def _board_words(self, state: MindCyclingState) -> list[tuple[str, RGB]]:
        return board_words(state, self.parts, self.best, self.new_record, self.rules.finish_goal(state, 0))

    def _fit_board(self) -> None:
        """Lay the table out afresh when the board's lines now wrap to more (or fewer) rows."""
        if self._board_height(self.board.width) != self._board_wanted:
            fresh = self._followed is None
            self._arrange()
            if not fresh:
                self._followed = self.camera.look()  # the same view on a resized road area: no jump
            self._follow()

    def _road_area(self) -> pygame.Rect:
        """Where the course shows on the screen: the table left of the panel."""
        width = self.panel.x - PANEL_GAP - self.table.x
        return pygame.Rect(self.table.x, self.table.y, width, self.table.height)

    def world_rect(self) -> pygame.Rect:
        """What the table fits its camera to afresh (a new layout; a margin of `FRAME` pixels):
        the frame of `_frame`, centred on what it must show (the whole course, while asked for)."""
        return self._fit_rect(*((self._whole_frame() if self._whole else None) or self._frame()))

    def _fit_rect(self, zoom: float, frame: pygame.FRect) -> pygame.Rect:
        """The world rectangle that `camera.fit(..., margin=FRAME)` turns into `frame` at `zoom`
        on the road area: `frame` with room on its right for the panel."""
        wide = (self.table.width - 2 * FRAME) / zoom
        return pygame.Rect(round(frame.x), round(frame.y), round(wide), round(frame.height))

    def _room(self) -> pygame.Rect:
        """Where the camera frames the course on the screen: the road area, less `FRAME` pixels
        on the sides away from the panel."""
        road = self._road_area()
        return pygame.Rect(road.x + FRAME, road.y + FRAME, road.width - FRAME, road.height - 2 * FRAME)

    def _frame(self, near: pygame.FRect | None = None) -> tuple[float, pygame.FRect]:
        """The zoom and the part of the world the road area shows: the whole course, if that draws
        the riders at least `READABLE_TOKEN` pixels across; otherwise every rider and the `_focus`
        (the rider to move, every place it may ride to, the rider that rode last), at `MIN_TOKEN`
        or as large as shows them all (no rider is ever off the board). Centred on what it shows,
        or, given the frame shown now (`near`), moved from it the least way that shows it all."""
        geometry = self._geometry()
        extent = self._extent()
        room = self._room()
        zoom = min(room.width / extent.width, room.height / extent.height)
        focus = self._focus() if zoom * geometry.token < READABLE_TOKEN else None
        if focus is None:
            frame = pygame.FRect(0, 0, room.width / zoom, room.height / zoom)
            frame.center = extent.center
            return zoom, frame
        riders = self._rider_boxes()
        wanted = pygame.FRect(focus).unionall(riders)
        zoom = min(MIN_TOKEN / geometry.token, room.width / wanted.width, room.height / wanted.height)
        frame = pygame.FRect(0, 0, room.width / zoom, room.height / zoom)
        frame.center = wanted.center if near is None else near.center
        frame = _take_in(frame, wanted)
        if extent.width >= frame.width and extent.height >= frame.height:
            frame = _take_in(frame.clamp(extent), wanted)  # no bare felt beyond the course's ends
        return zoom, self._clear_of_lines(frame, wanted, FRAME / zoom, riders)

    def _extent(self) -> pygame.FRect:
        """What is drawn of the course: its lines with their name tags and verges, the hairpins
        and the finish area with the podium (the geometry's bounds add a margin of bare felt)."""
        geometry = self._geometry()
        drawn = [pygame.FRect(b.rect.x, b.rect.y - LINE_TAG, b.rect.width,
                              b.rect.height + LINE_TAG + LINE_VERGE) for b in geometry.bands]
        drawn += [pygame.FRect(turn.road) for turn in geometry.turns]
        drawn.append(pygame.FRect(geometry.finish_area))
        return drawn[0].unionall(drawn[1:])

    def _rider_box(self, rider_id: int | None) -> pygame.FRect | None:
        """A rider's token where it stands now, with a little room for its rings; None for no rider."""
        state = self.state
        if state is None or rider_id is None:
            return None
        size = self._geometry().token * 1.2
        box = pygame.FRect(0, 0, size, size)
        box.center = self._spot(state, state.riders[rider_id])
        return box

    def _clear_of_lines(
        self, frame: pygame.FRect, wanted: pygame.FRect, edge: float, riders: list[pygame.FRect]
    ) -> pygame.FRect:
        """`frame` moved up or down (still showing `wanted`, cutting no more riders) so that the
        road area's top and bottom edges cut as few lines of the serpentine as they can: a line
        is shown whole or not at all rather than as a sliver along the edge."""
        lines = {(band.rect.top - LINE_TAG, band.rect.bottom + LINE_VERGE) for band in self._geometry().bands}
        low, high = wanted.bottom - frame.height, wanted.top  # a little bare felt beats a sliver of road
        if low > high:
            return frame
        tall = frame.height + edge
        tops = [frame.top]
        for top, bottom in lines:
            tops += [top + edge, bottom + edge, top - tall, bottom - tall]

        def worse(y: float) -> tuple[int, int, float]:
            seen = _seen(pygame.FRect(frame.x, y, frame.width, frame.height), edge)
            cut_lines = sum(seen.top < top < seen.bottom < bottom or top < seen.top < bottom < seen.bottom
                            or (top < seen.top and seen.bottom < bottom) for top, bottom in lines)
            return len(_cut(seen, riders)), cut_lines, abs(y - frame.top)

        best = min((min(high, max(low, y)) for y in tops), key=worse)
        return pygame.FRect(frame.x, best, frame.width, frame.height)

    def _rider_boxes(self) -> list[pygame.FRect]:
        """Every rider's token in the world, with a little room for its rings."""
        state = self.state
        boxes = (self._rider_box(rider.id) for rider in state.riders) if state is not None else ()
        return [box for box in boxes if box is not None]

    def _focus(self) -> pygame.FRect | None:
        """The rider to move and the ends of its rides (across the line, its place on the podium;
        in the line-up, its whole team; before any rider has left the start area, that whole area),
        with the rider that rode last where it stopped: the eye never loses either."""
        state = self.state
        rider = state.active() if state is not None else None
        if state is None or rider is None:
            return None
        geometry = self._geometry()
        spaces = {rider.space}
        for action in self.rules.legal_actions(state, rider.team):
            if isinstance(action, Ride) and action.path:
                spaces.add(action.path[-1])
        if self.rules.lining_up(state):
            spaces.update(r.space for r in state.riders if r.team == rider.team)
        a, b = geometry.finish_line
        line = pygame.Rect(a, (1, 1)).union(pygame.Rect(b, (1, 1))).inflate(CELL, 0)
        found = [line if s == FINISH else geometry.boxes[s] for s in spaces]
        if FINISH in spaces:
            # Across the line the rider waits on its place of the podium: kept in view too.
            place = sum(r.finished for r in state.riders) + 1
            found.append(pygame.Rect(geometry.podium(place), (1, 1)).inflate(geometry.token, geometry.token))
        if all(state.course.kind(r.space) == START for r in state.riders if not r.finished):
            # A race is shown whole at its start: the start area with its name tag and every
            # rider in it, even if that draws the riders smaller than the camera follows them
            # with later (a test drive opened on half a start area, its tag cut to "RT").
            found += [b.rect.inflate(0, 2 * LINE_TAG) for b in geometry.bands if b.strip.kind == START]
        focus = pygame.FRect(found[0].unionall(found[1:]).inflate(CELL, CELL))
        mover = self._rider_box(self.mover)
        return focus if mover is None else focus.union(mover)

    def _follow(self) -> None:
        """Keep every rider and the `_focus` (the rider to move, its lit places, the rider that
        rode last) in view. While they are all on the road area the camera stays put (where the
        player moved it, too), unless it draws the riders much smaller than `MIN_TOKEN` and the player has not
        moved it (after the start area was shown whole); otherwise it glides the least way that
        shows it all (in a new layout, it goes there at once). Never while the whole course is
        shown on the player's asking."""
        focus = self._focus()
        if focus is None or self._whole:
            return
        resting = self._resting()
        zoom, frame = self._frame(self._shown_frame(resting))
        if self._followed is None:
            # A new layout, fitted before the table knew this course, this rider and the medal
            # board's height: framed afresh, at once (no move to follow with the eye).
            self.camera.fit(self._fit_rect(zoom, frame), margin=FRAME)
            self._followed = self.camera.look()
            return
        untouched = resting.look() == self._followed
        road = self._road_area()
        shown = all(road.contains(resting.world_rect_to_screen(box)) for box in (focus, *self._rider_boxes()))
        if shown and not (untouched and resting.zoom < zoom * ZOOM_SLACK):
            return
        target = aimed(self.camera, self._fit_rect(zoom, frame), FRAME)
        if target.look() != resting.look():
            self._glide = (glide(self.camera, target), target)
            self.host.animator.add(self._glide[0])
        self._followed = target.look()

    def toggle_whole_course(self) -> bool:
        """Home, or the board's button: the whole course however small its riders, or back to
        following the race. False where the whole course is what the camera follows anyway."""
        if self.geometry is None or self.state is None:
            return False
        whole = self._whole_frame()
        if whole is None:
            self._whole = False  # a window grown since: the camera follows the whole course anyway
            return False
        # Zoomed out as far with the wheel, the whole course is shown too: Home follows again.
        self._whole = not self._whole and self._resting().zoom > whole[0] * 1.01
        self.camera.fit(self._fit_rect(*(whole if self._whole else self._frame())), margin=FRAME)
        self._followed = self.camera.look()
        return True

    def keep_whole(self) -> None:
        """The whole course stays until a second Home, or until a person's turn begins at the
        screen: asked for to watch the computers ride, it then gives way to following the race,
        as that person must pick their rider's place on tokens big enough to read. Moves
        meanwhile keep it (Home would seem to do nothing while computers play), and so do a
        person's own moves within their turn: they asked for it, and Home takes it back."""
        acting = self._my_turn()
        if self._whole and acting and not self._acting:
            self._whole = False
            self._followed = self._resting().look()  # untouched: `_follow` glides back to the play
            self._follow()
        self._acting = acting

    def view_hint(self) -> str:
        """Words in a corner of the road area when part of the course is out of sight and Home
        would show it all: how to see it."""
        if self.geometry is None or self.state is None or self._whole or self._whole_frame() is None:
            return ""
        course = self.camera.world_rect_to_screen(self._extent())
        if self._road_area().inflate(2, 2).contains(course):
            return ""
        return out_of_sight_hint(home=self.plates.home)

    def whole_button(self) -> tuple[pygame.Rect, str] | None:
        """The road area's button for the whole course (or back), where it covers no rider or lit
        place if a corner allows: only while part of the course is out of sight, or it is shown whole."""
        return self.plates.button(self._road_area(), self._whole, self.view_hint(), self._plates_clear_of())

    def _plates_clear_of(self) -> list[pygame.Rect]:
        """What the road area's plates keep clear of: the riders and the lit places."""
        riders = [sprite.screen_rect() for sprite in self.riders.values() if sprite.visible]
        lit = [zone.screen_rect() for zone in self.zones.values() if zone.highlight is not None or zone.badge]
        return riders + lit

    def _whole_frame(self) -> tuple[float, pygame.FRect] | None:
        """The zoom and frame that show the whole course, where that draws its riders too small
        for the camera to follow them at (None where it is what the camera follows anyway)."""
        extent, room = self._extent(), self._room()
        whole = min(room.width / extent.width, room.height / extent.height)
        if whole * self._geometry().token >= READABLE_TOKEN:
            return None
        frame = pygame.FRect(0, 0, room.width / whole, room.height / whole)
        frame.center = extent.center
        return whole, frame

    def keep_course_centred(self) -> None:
        """Zoomed out (with the wheel) so far that the whole course fits on the road area, the
        course goes to the middle of it rather than staying off to one side, cut by its edge."""
        gliding = self._glide is not None and not self._glide[0].done
        if self.geometry is None or self.camera.panning or gliding:
            return
        room = self._room()
        course = self.camera.world_rect_to_screen(self._extent())
        if course.width > room.width or course.height > room.height:
            return
        off = pygame.Vector2(room.center) - pygame.Vector2(course.center)
        if max(abs(off.x), abs(off.y)) > 1.5:  # not the rounding of a course already centred
            self.camera.origin -= off / self.camera.zoom

    def _resting(self) -> Camera:
        """The camera as it will rest once its glide is over (itself, if it is not gliding)."""
        if self._glide is None or self._glide[0].done or self._followed != self._glide[1].look():
            return self.camera
        return self._glide[1]

    def _shown_frame(self, camera: Camera) -> pygame.FRect:
        """The part of the world `camera` frames on the road area (the frame of `_frame`)."""
        room = self._room()
        topleft = camera.screen_to_world(room.topleft)
        return pygame.FRect(topleft, (room.width / camera.zoom, room.height / camera.zoom))

    def _geometry(self) -> CourseGeometry:
        if self.geometry is None:
            course = self.state.course if self.state is not None else self.rules.default_course
            self.geometry = geometry_of(course)
        return self.geometry

    def _place_buttons(self) -> None:
        top = self.panel.y + CARD_HEIGHT + 12
        for index, button in enumerate(self.buttons):
            button.size = (self.panel.width, BUTTON_HEIGHT)
            button.pos = pygame.Vector2(
                self.panel.centerx, top + index * (BUTTON_HEIGHT + BUTTON_GAP) + BUTTON_HEIGHT / 2
            )

    def _finish_box(self) -> pygame.Rect:
        geometry = self._geometry()
        a, b = geometry.finish_line
        spots = [geometry.podium(p) for p in range(1, FIELD + 1)]
        box = pygame.Rect(a, (1, 1)).union(pygame.Rect(b, (1, 1)))
        for spot in spots:
            box.union_ip(pygame.Rect(spot, (1, 1)))
        return box.inflate(CELL * 0.4, 0)

    def _spot(self, state: MindCyclingState, rider: Rider) -> pygame.Vector2:
        geometry = self._geometry()
        if rider.finished:
            return geometry.podium(rider.place)
        return pygame.Vector2(geometry.centres[rider.space])


def _take_in(frame: pygame.FRect, wanted: pygame.FRect) -> pygame.FRect:
    """`frame` moved the least way that takes in `wanted` (centred on it where it is wider)."""
    moved = pygame.FRect(frame)
    for axis in (0, 1):
        low, size = moved[axis], moved[axis + 2]
        start, length = wanted[axis], wanted[axis + 2]
        centred = start + length / 2 - size / 2
        moved[axis] = centred if length >= size else min(max(low, start + length - size), start)
    return moved


def _seen(frame: pygame.FRect, edge: float) -> pygame.FRect:
    """What the road area shows around the camera's `frame`: `edge` more on each side bar the panel's."""
    return pygame.FRect(frame.x - edge, frame.y - edge, frame.width + edge, frame.height + 2 * edge)


def _cut(seen: pygame.FRect, boxes: list[pygame.FRect]) -> list[pygame.FRect]:
    """The boxes that the edge of `seen` runs across."""
    return [box for box in boxes if seen.colliderect(box) and not seen.contains(box)]
