"""What Mind Cycling's table draws each frame, and what it works out only when the state changes.

The course (`art`) and the lit spaces go in the table's backdrop (redrawn when
the camera or the lit spaces change), with the medal board's plate (`board`);
the riders, the trains and the floating words are drawn every frame; the
rider's card and the medal board's lines are `Picture`s made again only when
the state, the layout or the medals shown so far change.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from itertools import pairwise

import pygame

from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.components import DOMESTIC, Components
from tabletop.games.mindcycling.moves import hindrances, reach
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.games.mindcycling.track_layout import STRIP_NAMES
from tabletop.games.mindcycling.view.animation import POPUP_SECONDS, Shown
from tabletop.games.mindcycling.view.board import TEXT, board_lines, board_medals, board_plate, raced
from tabletop.games.mindcycling.view.input import MindCyclingInput
from tabletop.games.mindcycling.view.layout import CARD_HEIGHT, CourseGeometry, popup_size
from tabletop.games.mindcycling.view.prepared import Memo, Picture, label
from tabletop.games.mindcycling.view.sprites import RiderSprite
from tabletop.language import N_, _, local
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.text import fit_font, font, text_image, wrap
from tabletop.table.machinery.world_picture import WorldPicture
from tabletop.table.panels.panel import draw_panel
from tabletop.table.pieces.popup import draw_popups
from tabletop.table.pieces.token_sprite import colour_rgb
from tabletop.table.pieces.you_marker import draw_you_marker

TRAIN_LINK: RGB = (238, 236, 226)  # the band between riders in line
# What shortens a move (moves.hindrances), as the rider's card says it.
CARD_WORDS = TEXT  # the card's lines: as large as the board's words (at 17 they were 10 pixels high)
HINDRANCES = {"wind": N_("wind"), "fatigue": N_("fatigue")}


def train_links(state: MindCyclingState) -> list[tuple[int, int]]:
    """Riders in line, one directly behind another: (rider, the one behind)."""
    course = state.course
    found = []
    for rider in state.riders:
        if rider.finished:
            continue
        behind = course.straight_behind(rider.space)
        other = state.rider_at(behind) if behind else None
        if other is not None:
            found.append((rider.id, other.id))
    return found


def draw_trains(
    surface: pygame.Surface,
    camera: Camera,
    links: Sequence[tuple[int, int]],
    riders: Mapping[int, RiderSprite],
    geometry: CourseGeometry,
) -> None:
    """The `train_links` as pale bands between the riders (wherever they are drawn now), along
    the road: round a hairpin rather than across the table between its two lines."""
    width = max(3, round(geometry.token * 0.45 * camera.zoom))
    for front, back in links:
        path = [camera.world_to_screen(p) for p in geometry.link_path(riders[front].pos, riders[back].pos)]
        for a, b in pairwise(path):
            pygame.draw.line(surface, TRAIN_LINK, a, b, width)
        for corner in path[1:-1]:  # a band turning a corner would leave a notch at its outside
            pygame.draw.circle(surface, TRAIN_LINK, corner, width / 2)


def draw_train_marks(
    surface: pygame.Surface,
    camera: Camera,
    state: MindCyclingState,
    riders: Mapping[int, RiderSprite],
    token: int,
) -> None:
    """The train the rider to move rode in as the turn began: gold rings."""
    zoom = camera.zoom
    active = state.active()
    found = state.train_of(active.id) if active is not None else None
    if found is None:
        return
    for member in found[0].members:
        if member in riders and not state.riders[member].finished:
            centre = camera.world_to_screen(riders[member].pos)
            pygame.draw.circle(surface, GOLD, centre, token * zoom * 0.62, max(3, round(5 * zoom)))


def card_words(
    state: MindCyclingState, parts: Components, my_turn: bool, lining_up: bool, *, watching: bool = False
) -> tuple[str, list[str], RGB]:
    """The card of the rider to move: its title, its lines and its team's colour. `watching`: a
    replay, where nobody is choosing anything: the card says whose turn the position stands at."""
    rider = state.active()
    if rider is None:
        # A replay has no results to go to: its end is the stage's, said by the log beside it.
        return _("Stage over"), [] if watching else [_("See the results.")], GOLD
    team = state.teams[rider.team]
    role = parts.roles[rider.role]
    most = reach(state, parts, rider)
    why = [f"{_(HINDRANCES[h])} -1" for h in hindrances(state, rider)]
    section = _(STRIP_NAMES[state.course.terrain(rider.space)][0])
    reach_words = say(_("Up to {most:space} ({why})"), most=most, why=", ".join(why)) if why else say(
        _("Up to {most:space} (sheltered)"), most=most
    )
    if rider.bottle:
        bottle = _("Carries a bottle")
    else:
        bottle = _("No bottle") if rider.role != DOMESTIC else _("No bottle: fatigued")
    starts = _("{role} · starts in {section}").format(role=local(role.name), section=section)
    lines = [starts, reach_words, bottle]
    found = state.train_of(rider.id)
    if found is not None:
        train = _("Train: {place} of {count}")
        lines.append(train.format(place=ordinal(found[1]), count=len(found[0].members)))
    if watching:
        lines.append(say(_("{who:'s} turn to ride."), who=team.player))
    elif not my_turn:
        lines.append(say(_("{who:is} choosing…"), who=team.player))
    elif lining_up:
        lines.append(_("Line-up: drop a rider on another to swap them"))
    return local(rider.name), lines, colour_rgb(team.colour)


def card_picture(rect: pygame.Rect, title: str, lines: Sequence[str], colour: RGB) -> Picture:
    """The rider's card on the side panel: a colour stripe, the rider's name, the lines wrapped."""
    picture = Picture()
    picture.add(lambda surface: draw_panel(surface, rect, alpha=238, radius=12))
    stripe = pygame.Rect(rect.x, rect.y + 10, 8, rect.height - 20)
    picture.add(lambda surface: pygame.draw.rect(surface, colour, stripe, border_radius=3))
    inner = rect.inflate(-20, -14)
    picture.text(label(title, inner.width - 6, 22, INK, bold=True), (inner.x + 4, inner.y))
    small = font(CARD_WORDS)
    y = inner.y + fit_font(title, inner.width - 6, 22).get_linesize() + 2
    for part in card_rows(lines, inner.width - 6):
        if y + small.get_linesize() > rect.bottom - 4:
            return picture
        picture.text(text_image(part, CARD_WORDS, INK_SOFT), (inner.x + 4, y))
        y += small.get_linesize()
    return picture


def card_rows(lines: Sequence[str], width: int) -> list[str]:
    """The card's lines as drawn, each wrapped to `width`."""
    return [part for line in lines for part in wrap(line, font(CARD_WORDS), width)]


class MindCyclingDrawing(MindCyclingInput):
    """Draws the course and the lit spaces in the backdrop, the riders, the card and the board on top."""

    def __init__(self, rules: MindCyclingRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.art: pygame.Surface | None = None
        self.art_language = ""  # the language the course's section names were drawn in
        self.course_picture = WorldPicture()
        self._card = Memo()
        self._board = Memo()
        self._links: list[tuple[int, int]] = []
        self.shown = Shown(self.camera)  # what the animations have shown so far

    def update(self, dt: float) -> None:
        self.shown.age(dt, self.host.animator.speed)
        self.keep_course_centred()

    def backdrop_key(self) -> Hashable:
        lit = tuple(
            (space, zone.highlight, zone.badge, zone.badge_colour)
            for space, zone in self.zones.items()
            if zone.highlight is not None or zone.badge
        )
        view = self.camera.look()
        medals = board_medals(self.state, self.shown.medals) if self.state is not None else ()
        return (self.art is None, view, lit, medals, tuple(self.board))

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The course, the lit spaces and the medals: they change with the camera and the moves."""
        state = self.state
        if self.art is None or self.geometry is None or state is None:
            return
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self._road_area()))  # the camera may show only part of the course
        self.course_picture.draw(surface, self.art, self.camera, self.geometry.bounds.topleft)
        for zone in self.zones.values():
            zone.draw(surface)
        surface.set_clip(clip)
        board_plate(self.board, board_medals(state, self.shown.medals)).draw(surface)

    def _ringed(self) -> int | None:
        """The rider ringed as the player's at the screen (see `_you`): of a team of up to five,
        only the one whose turn it is, the team's colour marking the rest."""
        state, you = self.state, self._you()
        rider = state.active() if state is not None and you is not None else None
        return rider.id if rider is not None and rider.team == you else None

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        clip = surface.get_clip()
        # The medal board is in the backdrop: what moves on the course stays in the course's area.
        surface.set_clip(clip.clip(self._road_area()))
        geometry = self._geometry()
        draw_trains(surface, self.camera, self._links, self.riders, geometry)
        mine = self._ringed()
        if mine is not None and self.riders[mine] is not self.drag.dragging:
            draw_you_marker(surface, self.riders[mine].screen_rect())  # under the riders
        for sprite in sorted(self.riders.values(), key=lambda s: (s.highlight is not None, s.pos.y)):
            if sprite is not self.drag.dragging:
                sprite.draw(surface)
        draw_train_marks(surface, self.camera, state, self.riders, geometry.token)
        size = popup_size(self.camera.zoom)
        draw_popups(surface, self.camera, self.shown.popups, size=size, seconds=POPUP_SECONDS)
        road = self._road_area()
        self.plates.draw(surface, road, self.whole_button(), self.view_hint(), self._plates_clear_of())
        surface.set_clip(clip)
        lines = (state, self.best, self.new_record, tuple(self.board))
        self._board.get(lines, lambda: self._board_picture(state)).draw(surface)
        card = pygame.Rect(self.panel.x, self.panel.y, self.panel.width, CARD_HEIGHT)
        key = (state, self._my_turn(), tuple(card))
        self._card.get(key, lambda: self._card_picture(state, card)).draw(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _card_picture(self, state: MindCyclingState, rect: pygame.Rect) -> Picture:
        title, lines, colour = card_words(
            state, self.parts, self._my_turn(), self.rules.lining_up(state), watching=self.host.watching
        )
        return card_picture(rect, title, lines, colour)

    def _board_picture(self, state: MindCyclingState) -> Picture:
        return board_lines(self.board, len(raced(state)), self._board_words(state))
