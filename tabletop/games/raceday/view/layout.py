"""Where Race Day's things go: the track in the world, the panel (dice tray, prompt, choices)
on the right of the screen, the dashboards along the bottom, the cars on their spaces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.raceday.components import Components
from tabletop.games.raceday.routes import moving_car
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import RaceDayState
from tabletop.games.raceday.view.art import CELL, Geometry, geometry_of
from tabletop.games.raceday.view.car_places import CarPlace, blended_scale, car_places
from tabletop.games.raceday.view.sprites import ChoiceButton, SpaceZone
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import ViewerTurn
from tabletop.table.machinery.text import font
from tabletop.table.machinery.world_picture import WorldPicture
from tabletop.table.pieces.dice_sprite import DieSprite
from tabletop.table.pieces.popup import Popup
from tabletop.table.pieces.token_sprite import TokenSprite, heading_towards, seat_pattern

# World pixels, at full size: where a space is too small for that (a bend's inside lane, the
# grid) the car shrinks to fit it and no car ever covers another (`car_places`).
CAR_LENGTH = 84
PANEL_WIDTH = (210, 270)  # screen pixels, least and most: the dice tray and the choices
PANEL_GAP = 12
MOVE_DIE = 64
CHECK_DIE = 48
BUTTON_HEIGHT = 58
BUTTON_GAP = 10
TRAY_HEIGHT = 176
# The least zoom, below the table's: a track built in the editor may be many times Pocono's size,
# up to the rules' MOST_SPREAD, and its whole lap is shown at once at the smallest window (as
# MotoX shows a long track); the wheel zooms in.
LEAST_ZOOM = 0.07
TRAY_CAPTION = 26  # the tray's top band, where "Move" and "Check" name the dice under them
TRAY_TEXT = 18  # the size of the tray's lines...
LEAST_TEXT = 14  # ...and the least they shrink to before they wrap (smaller runs the letters together)
TRAY_ROWS = 4  # the most rows the tray's two lines take between them (each wrapped once)
DIE_SHADOW = 0.62  # a die's shadow reaches this far below its centre, in die heights
PROMPT_HEIGHT = 40  # the line between the tray and the choices
PROMPT_TEXT = 20  # the prompt's size, down to LEAST_TEXT (then on two rows)
ROW_GAP = 6  # under each row of the tray's lines and of the prompt
MAX_DASHBOARD = (200, 250)
UNROLLED = 6  # the face a die shows before it is first rolled


@dataclass(frozen=True)
class TrayRest:
    """The dice tray between rolls: the faces the dice last landed on and the words under them."""

    move: int = UNROLLED
    checks: tuple[int, ...] = (UNROLLED, UNROLLED)
    lines: tuple[tuple[str, RGB], ...] = ()


def row_height(size: int) -> int:
    """The height of one row of the tray's lines (or the prompt's) at `size`, the gap under it included."""
    return font(size).get_linesize() + ROW_GAP


def tray_rows_height() -> int:
    """The room the tray keeps for its lines: two at full size, or all their rows at the least size."""
    return max(2 * row_height(TRAY_TEXT), TRAY_ROWS * row_height(LEAST_TEXT))


class RaceDayLayout(ViewerTurn):
    """The view's pieces and where they sit; the other jobs build on it."""

    drag: DragController  # made by the input job, which owns what may be dragged where

    rules: RaceDayRules
    parts: Components
    state: RaceDayState | None

    def __init__(self, rules: RaceDayRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.camera.min_zoom = min(self.camera.min_zoom, LEAST_ZOOM)
        self.geometry: Geometry | None = None
        self._places: tuple[Geometry, dict[str, CarPlace]] | None = None  # see `places`
        self.track_art: pygame.Surface | None = None
        self.track_picture = WorldPicture()
        self.zones: dict[str, SpaceZone] = {}
        self.cars: dict[int, TokenSprite] = {}
        self.table = pygame.Rect(0, 0, 10, 10)
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH[0], 10)  # screen: the dice tray, then the choices
        self.tray = pygame.Rect(0, 0, PANEL_WIDTH[0], TRAY_HEIGHT)
        self.tray_text = pygame.Rect(0, 0, PANEL_WIDTH[0], 10)  # screen: the tray's lines, under its dice
        self.button_height = BUTTON_HEIGHT
        self.move_die = DieSprite(UNROLLED, size=MOVE_DIE, payload="move_die", seed=1)
        self.check_dice = [
            DieSprite(UNROLLED, size=CHECK_DIE, payload="check_die", seed=2 + i) for i in range(2)
        ]
        self.bump_dice: list[DieSprite] = []
        self.bump_marks: dict[int, RGB | None] = {}  # id(die) -> ring: red for a hit, gold for a miss
        self.choices: list[ChoiceButton] = []
        self.popups: list[Popup] = []
        self.events_shown = 0  # the events of the moves the table has shown: fewer after an undo
        self.steps: list[str] = []  # spaces clicked so far on the way to a move's end
        self.steps_before: list[str] = []  # those of the move being animated
        self.tray_lines: list[tuple[str, RGB]] = []  # drawn now: a roll's words change as it lands
        # Dice in the air: the tray's words say who rolls and what for, and the prompt of the
        # position the roll answers ("Anna rolls for the pole" again) is left out until they land.
        self.rolling = False
        self.tray_rest = TrayRest()  # the tray once the events shown so far have landed
        # The table tells only what it has shown so far: during an animation the dashboards and
        # the prompt show the state before it (as the banner does), the dashboards changed field
        # by field as each event is shown (`dash_news`).
        self.shown_state: RaceDayState | None = None
        self.dash_news: dict[int, dict[str, Any]] = {}  # seat -> Car fields shown already
        self.hand_area = pygame.Rect(0, 0, 10, 10)
        self.dash_rects: dict[int, pygame.Rect] = {}
        self._turn_key: tuple[object, ...] = ()
        self._hover_dash: int | None = None

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.table = pygame.Rect(table)
        self.hand_area = pygame.Rect(hand)
        width = max(PANEL_WIDTH[0], min(PANEL_WIDTH[1], table.width // 4))
        self.panel = pygame.Rect(table.right - width - PANEL_GAP, table.y + 4, width, table.height - 8)
        # Three choices must fit under the tray: shorter buttons and a shorter tray on small windows.
        room = self.panel.height - PROMPT_HEIGHT
        self.button_height = max(40, min(BUTTON_HEIGHT, (room - TRAY_HEIGHT) // 3 - BUTTON_GAP))
        tray = max(120, min(TRAY_HEIGHT, room - 3 * (self.button_height + BUTTON_GAP)))
        if self.host.watching:
            tray = max(tray, min(TRAY_HEIGHT, room))  # a replay offers no choices: their room is the tray's
        self.tray = pygame.Rect(self.panel.x, self.panel.y, width, tray)
        self._place_dice()
        self._place_choices()
        self._place_dashboards()

    def _place_dice(self) -> None:
        """The dice between the captions and the lines, as big as fits there (a short tray has
        smaller dice), so no die covers a word even at rest on a small window."""
        tray = self.tray
        self.tray_text = pygame.Rect(tray.x + 8, 0, tray.width - 16, tray_rows_height())
        self.tray_text.bottom = tray.bottom - 6
        top = tray.y + TRAY_CAPTION
        size = max(16, min(MOVE_DIE, round((self.tray_text.top - top) / (0.5 + DIE_SHADOW))))
        check = round(size * CHECK_DIE / MOVE_DIE)
        self.move_die.size = (size, size)
        self.move_die.pos = pygame.Vector2(tray.x + tray.width * 0.25, top + size / 2)
        for index, die in enumerate(self.check_dice):
            die.size = (check, check)
            die.pos = pygame.Vector2(tray.x + tray.width * (0.62 + 0.22 * index), top + size - check / 2)

    def world_rect(self) -> pygame.Rect:
        """The track, with room on its right for the panel (which stays put on the screen)."""
        bounds = self._bounds()
        margin = 24
        room_w = max(1, self.table.width - self.panel.width - 2 * PANEL_GAP - margin)
        room_h = max(1, self.table.height - margin)
        zoom = min(room_w / bounds.width, room_h / bounds.height)
        pad = round((self.panel.width + 2 * PANEL_GAP) / max(zoom, 0.05))
        return pygame.Rect(bounds.x, bounds.y, bounds.width + pad, bounds.height)

    def _bounds(self) -> pygame.Rect:
        if self.geometry is None:
            self.geometry = geometry_of(self.rules.default_circuit)
        return self.geometry.bounds

    def _place_dashboards(self) -> None:
        self.dash_rects.clear()
        state = self.state
        if state is None:
            return
        seats = self._dashboard_order(state)
        count = max(1, len(seats))
        area = self.hand_area.inflate(-20, -14)
        gap = 10
        width = min(MAX_DASHBOARD[0], (area.width - gap * (count - 1)) // count)
        height = min(MAX_DASHBOARD[1], area.height, round(width * 1.45))
        width = min(width, round(height / 1.2))
        total = count * width + (count - 1) * gap
        left = area.centerx - total // 2
        for index, seat in enumerate(seats):
            rect = pygame.Rect(left + index * (width + gap), 0, width, height)
            rect.bottom = area.bottom
            self.dash_rects[seat] = rect

    def _moving_car(self) -> int | None:
        """The viewer's car when it is theirs to move (or to draft with)."""
        if self.state is None or not self._my_turn():
            return None
        return moving_car(self.state)

    def _dashboard_order(self, state: RaceDayState) -> list[int]:
        return list(state.order) if state.order else [car.seat for car in state.cars]

    def _place_choices(self) -> None:
        top = self.tray.bottom + PROMPT_HEIGHT
        step = self.button_height + BUTTON_GAP
        for index, button in enumerate(self.choices):
            button.pos = pygame.Vector2(self.panel.centerx, top + index * step + self.button_height / 2)

    def places(self) -> dict[str, CarPlace]:
        """Where a car rests on each space of the track shown, and its size there (worked out
        once per track)."""
        geometry = self.geometry
        assert geometry is not None
        if self._places is None or self._places[0] is not geometry:
            self._places = (geometry, car_places(geometry, CAR_LENGTH))
        return self._places[1]

    def _centre(self, space_id: str) -> pygame.Vector2:
        """Where a car on the space rests: the space's centre, or as near as its tile lets it."""
        return pygame.Vector2(self.places()[space_id].centre)

    def _angle(self, space_id: str) -> float:
        assert self.geometry is not None
        heading = self.geometry.headings[space_id]
        return heading_towards(pygame.Vector2(1, 0).rotate(-heading))

    def _fit_car(self, sprite: TokenSprite) -> None:
        """Size a car to the space it rests on; while it glides, blend the sizes of the two
        nearest spaces by how near each is, so a car leaving a wide lane for a bend's narrow
        one shrinks as it goes instead of jumping. Its number keeps the full size
        (`TokenSprite.draw_number`)."""
        sprite.scale = blended_scale(self.places(), sprite.pos)

    def _rolling_in(self, space_id: str) -> pygame.Vector2:
        """Where a car appears before it rolls forward into its grid box: three rows back."""
        assert self.geometry is not None
        back = pygame.Vector2(1, 0).rotate(-self.geometry.headings[space_id])
        return self._centre(space_id) - back * CELL * 3

    def _show_cars(self, state: RaceDayState) -> None:
        for car in state.cars:
            sprite = self.cars.get(car.seat)
            if sprite is None:
                sprite = TokenSprite(
                    car.colour,
                    car.number,
                    shape="car",
                    pattern=seat_pattern(car.seat),
                    size=CAR_LENGTH,
                    camera=self.camera,
                    payload=("car", car.seat),
                )
                sprite.number_on_top = True  # see `draw`: cars crowd in the bends and on the grid
                self.cars[car.seat] = sprite
            sprite.show_pattern = self.host.colour_blind()
            sprite.visible = car.on_track
            if car.space is not None:
                sprite.pos = self._centre(car.space)
                sprite.angle = self._angle(car.space)
        if self.steps and state.turn is not None:
            sprite = self.cars[state.turn.car]
            sprite.pos = self._centre(self.steps[-1])
            sprite.angle = self._angle(self.steps[-1])
