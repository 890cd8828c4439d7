"""Race Day on the table: Pocono with its cars, the dice tray, the choices, the dashboards.

World layout (through the camera): the track drawn from its rows, one drop zone
per space, the cars, and the bump dice that land beside them. Screen layout
(fixed, so it stays readable at any zoom): on the right of the board the dice
tray (the move die and the two check dice, with what they meant) and under it
the choice at hand: Roll for the pole, the three speeds, or the ways to draft;
along the bottom every seat's dashboard card with its damage and smoke counters.

Moving: after the roll the spaces the car can end on light up. Drag the car to
one (the rules give the path), click one, or click your way there a space at a
time along the outlined spaces. Drafting: the car offered the draft can be
dragged to the space marked A or B, or the choice cards clicked. Everything the
player does becomes a proposed action; the rules decide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, NoDraft, RollForPole
from tabletop.games.raceday.components import ENGINE, Components
from tabletop.games.raceday.dashboard import DashboardLook, render_dashboard
from tabletop.games.raceday.explain import (
    END_WORDS,
    RULE_OF_PHASE,
    STEP_WORDS,
    bump_die_words,
    car_words,
    dashboard_words,
    die_words,
    draft_words,
    speed_words,
)
from tabletop.games.raceday.rules import DEFAULT_LAPS, RaceDayRules
from tabletop.games.raceday.state import DRAFT, FINISHED, MOVE, OUT, OVER, POLE, SPEED, RaceDayState
from tabletop.games.raceday.track_art import CELL, Geometry, draw_track_thumbnail, geometry_of, render_track
from tabletop.games.registry import rules_for
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, LEGAL, PAPER, REFUSED, RGB, SELECTED, shade
from tabletop.table.animation import Animation, Call, Parallel, Sequential, Wait
from tabletop.table.camera import Camera
from tabletop.table.dice_sprite import DieSprite
from tabletop.table.drag import DragController
from tabletop.table.drop_zone import DropZone
from tabletop.table.fit import fit_into
from tabletop.table.game_view import TableHost
from tabletop.table.seat_panel import SeatRow
from tabletop.table.sprite import Highlight, TableSprite
from tabletop.table.text import fit_font, font
from tabletop.table.token_sprite import PATTERNS, TokenSprite, car_image, colour_rgb, heading_towards
from tabletop.table.you_marker import draw_you_marker

__all__ = ["RaceDayView", "draw_track_thumbnail", "make_view", "rules_picture"]

CAR_LENGTH = 84  # world pixels
PANEL_WIDTH = (210, 270)  # screen pixels, least and most: the dice tray and the choices
PANEL_GAP = 12
MOVE_DIE = 64
CHECK_DIE = 48
BUMP_DIE = 46
BUTTON_HEIGHT = 58
BUTTON_GAP = 10
TRAY_HEIGHT = 176
PROMPT_HEIGHT = 40  # the line between the tray and the choices
GLIDE_LEG = 0.14
POPUP_SECONDS = 1.6
SPEED_COLOURS: dict[str, RGB] = {
    "stand_on_it": (196, 40, 36),
    "cruise": (38, 92, 200),
    "check_up": (46, 140, 72),
}
DRAFT_COLOUR: RGB = (120, 84, 160)
MAX_DASHBOARD = (200, 250)


def make_view(rules: RaceDayRules, host: TableHost) -> RaceDayView:
    return RaceDayView(rules, host)


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("raceday")
    assert isinstance(rules, RaceDayRules)
    parts = rules.parts
    number = min(parts.cards)
    numbers = parts.numbers

    def dashboard() -> pygame.Surface:
        card = parts.card(number)
        look = DashboardLook(
            card=card,
            ability=parts.ability_of(number),
            rarity=parts.rarities[card.rarity],
            cards=parts.card_count,
            colour=card.colour,
            player="Anna",
            body=1,
            engine=1,
            body_limit=numbers.body_limit,
            engine_limit=numbers.engine_limit,
            note=f"Lap 2/{DEFAULT_LAPS}",
        )
        return render_dashboard(look, (200, 250))

    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "dashboard": dashboard,
        "track": lambda: render_track(rules.default_circuit),
        "car": lambda: pygame.transform.rotate(car_image("red"), 90),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None


class SpaceZone(DropZone):
    """One track space as a drop target: hit and drawn by its own four-sided outline."""

    def __init__(self, space_id: str, polygon: Sequence[tuple[float, float]], camera: Camera) -> None:
        xs = [p[0] for p in polygon]
        ys = [p[1] for p in polygon]
        centre = (sum(xs) / len(xs), sum(ys) / len(ys))
        super().__init__(
            (round(max(xs) - min(xs)), round(max(ys) - min(ys))),
            pos=centre,
            camera=camera,
            payload=("space", space_id),
        )
        self.space_id = space_id
        self.polygon = [pygame.Vector2(p) for p in polygon]
        self.step = False  # a space the car may step onto next, one click at a time
        self.badge = ""  # a letter drawn on the space (the draft options)

    def hit_test(self, point: tuple[float, float] | pygame.Vector2) -> bool:
        if not self.visible or self.camera is None:
            return False
        world = self.camera.screen_to_world(point)
        inside = False
        corners = self.polygon
        for index, a in enumerate(corners):
            b = corners[index - 1]
            if (a.y > world.y) != (b.y > world.y):
                cross = (b.x - a.x) * (world.y - a.y) / (b.y - a.y) + a.x
                if world.x < cross:
                    inside = not inside
        return inside

    def draw(self, surface: pygame.Surface) -> None:
        if self.camera is None or (self.highlight is None and not self.step and not self.badge):
            return
        points = [self.camera.world_to_screen(p) for p in self.polygon]
        rect = pygame.Rect(min(p.x for p in points) - 4, min(p.y for p in points) - 4, 0, 0)
        rect.width = round(max(p.x for p in points) - rect.x + 5)
        rect.height = round(max(p.y for p in points) - rect.y + 5)
        local = [p - pygame.Vector2(rect.topleft) for p in points]
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        if self.highlight is not None:
            colour = self.highlight.colour
            pygame.draw.polygon(glow, (*colour, 90), local)
            pygame.draw.polygon(glow, colour, local, 4)
        elif self.step:
            pygame.draw.polygon(glow, (*SELECTED, 50), local)
            pygame.draw.polygon(glow, SELECTED, local, 3)
        surface.blit(glow, rect)
        if self.badge:
            centre = self.screen_pos
            radius = max(9, round(min(self.screen_size()) * 0.28))
            pygame.draw.circle(surface, INK, centre, radius + 2)
            pygame.draw.circle(surface, GOLD, centre, radius)
            text = font(round(radius * 1.5), bold=True).render(self.badge, True, INK)
            surface.blit(text, text.get_rect(center=centre))


@dataclass
class Popup:
    """A word floating up from a car: "+1 Body", "Lap 2/5", "Saved!"."""

    text: str
    colour: RGB
    pos: pygame.Vector2  # world
    anchor: pygame.Vector2  # world: the car it rose from; popups of one car stack, never overlap
    age: float = 0.0


class ChoiceButton(TableSprite):
    """A choice of the moment on the panel (a speed, a draft): a title, a line under it, a colour."""

    def __init__(self, title: str, line: str, colour: RGB, action: Action, size: tuple[int, int]) -> None:
        super().__init__(size, payload=("choice", title))
        self.title = title
        self.line = line
        self.colour = colour
        self.action = action

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.screen_rect()
        lifted = rect.move(0, -3) if self.hovered else rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, PAPER, lifted, border_radius=10)
        stripe = pygame.Rect(lifted.x, lifted.y, 12, lifted.height)
        pygame.draw.rect(
            surface, self.colour, stripe, border_top_left_radius=10, border_bottom_left_radius=10
        )
        edge = LEGAL if self.hovered else shade(self.colour, 0.8)
        pygame.draw.rect(surface, edge, lifted, 3, border_radius=10)
        room = lifted.width - 30
        height = lifted.height
        title_font = fit_font(self.title, room, min(24, round(height * 0.42)))
        title_font.bold = True
        text = title_font.render(self.title, True, shade(self.colour, 0.75))
        title_font.bold = False
        pad = max(3, round(height * 0.12))
        surface.blit(text, (lifted.x + 22, lifted.y + pad))
        line = fit_font(self.line, room, min(17, round(height * 0.3))).render(self.line, True, INK)
        surface.blit(line, (lifted.x + 22, lifted.bottom - line.get_height() - pad))


class RaceDayView:
    def __init__(self, rules: RaceDayRules, host: TableHost) -> None:
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state: RaceDayState | None = None
        self.viewer: int | None = None
        self.waiting: tuple[int, ...] = ()
        self.geometry: Geometry | None = None
        self.track_art: pygame.Surface | None = None
        self._track_scaled: tuple[float, pygame.Surface] | None = None
        self.zones: dict[str, SpaceZone] = {}
        self.cars: dict[int, TokenSprite] = {}
        self.table = pygame.Rect(0, 0, 10, 10)
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH[0], 10)  # screen: the dice tray, then the choices
        self.tray = pygame.Rect(0, 0, PANEL_WIDTH[0], TRAY_HEIGHT)
        self.button_height = BUTTON_HEIGHT
        self.move_die = DieSprite(6, size=MOVE_DIE, payload="move_die", seed=1)
        self.check_dice = [DieSprite(6, size=CHECK_DIE, payload="check_die", seed=2 + i) for i in range(2)]
        self.bump_dice: list[DieSprite] = []
        self.bump_marks: dict[int, RGB | None] = {}  # id(die) -> ring: red for a hit, gold for a miss
        self.choices: list[ChoiceButton] = []
        self.popups: list[Popup] = []
        self.steps: list[str] = []  # spaces clicked so far on the way to a move's end
        self.steps_before: list[str] = []  # those of the move being animated
        self.tray_lines: list[tuple[str, RGB]] = []
        # The dashboards tell only what the table has shown so far: during an animation they
        # show the state before it, changed field by field as each event is shown.
        self.dash_state: RaceDayState | None = None
        self.dash_waiting: tuple[int, ...] = ()
        self.dash_news: dict[int, dict[str, Any]] = {}  # seat -> Car fields shown already
        self.hand_area = pygame.Rect(0, 0, 10, 10)
        self.dash_rects: dict[int, pygame.Rect] = {}
        self._turn_key: tuple[object, ...] = ()
        self._hover_dash: int | None = None
        self.drag = DragController(
            items=self._drag_items,
            targets=self._targets,
            legal_targets=self._legal_targets,
            on_drop=self._on_drop,
            animator=host.animator,
            on_refused=host.toast,
            on_inspect=self._inspect,
        )

    # --- layout ------------------------------------------------------------------------

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.table = pygame.Rect(table)
        self.hand_area = pygame.Rect(hand)
        width = max(PANEL_WIDTH[0], min(PANEL_WIDTH[1], table.width // 4))
        self.panel = pygame.Rect(table.right - width - PANEL_GAP, table.y + 4, width, table.height - 8)
        # Three choices must fit under the tray: shorter buttons and a shorter tray on small windows.
        room = self.panel.height - PROMPT_HEIGHT
        self.button_height = max(40, min(BUTTON_HEIGHT, (room - TRAY_HEIGHT) // 3 - BUTTON_GAP))
        tray = max(120, min(TRAY_HEIGHT, room - 3 * (self.button_height + BUTTON_GAP)))
        self.tray = pygame.Rect(self.panel.x, self.panel.y, width, tray)
        dice_y = self.tray.y + 24 + (tray - 88) * 0.35
        self.move_die.pos = pygame.Vector2(self.tray.x + width * 0.25, dice_y)
        for index, die in enumerate(self.check_dice):
            die.pos = pygame.Vector2(self.tray.x + width * (0.62 + 0.22 * index), dice_y + 4)
        self._place_choices()
        self._place_dashboards()

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

    def _dashboard_order(self, state: RaceDayState) -> list[int]:
        return list(state.order) if state.order else [car.seat for car in state.cars]

    # --- geometry helpers ----------------------------------------------------------------

    def _centre(self, space_id: str) -> pygame.Vector2:
        assert self.geometry is not None
        return pygame.Vector2(self.geometry.centres[space_id])

    def _angle(self, space_id: str) -> float:
        assert self.geometry is not None
        heading = self.geometry.headings[space_id]
        return heading_towards(pygame.Vector2(1, 0).rotate(-heading))

    def _rolling_in(self, space_id: str) -> pygame.Vector2:
        """Where a car appears before it rolls forward into its grid box: three rows back."""
        assert self.geometry is not None
        back = pygame.Vector2(1, 0).rotate(-self.geometry.headings[space_id])
        return self._centre(space_id) - back * CELL * 3

    # --- showing a state at rest ---------------------------------------------------------

    def show(self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        first = self.state is None
        self.state, self.viewer, self.waiting = state, viewer, waiting
        if self.track_art is None:
            self.geometry = geometry_of(state.circuit)
            self.track_art = render_track(state.circuit, self.geometry)
            self.zones = {
                space_id: SpaceZone(space_id, polygon, self.camera)
                for space_id, polygon in self.geometry.tiles.items()
            }
            if state.circuit is not self.rules.default_circuit:
                # The table fitted the camera to the usual track before it knew this one.
                self.camera.fit(self.world_rect(), margin=12)
        key = (state.round, state.turn_index, state.phase, state.turn.car if state.turn else None)
        if key != self._turn_key:
            self.steps = []
            self._turn_key = key
        self._show_cars(state)
        self.dash_state, self.dash_waiting = state, waiting
        self.dash_news = {}
        self.bump_dice = []
        if first or not self.tray_lines:
            self.tray_lines = self._tray_at_rest(state)
        if state.turn is not None and state.turn.roll:
            self.move_die.value = self.move_die.shown = state.turn.roll
        self._build_choices(state)
        self._place_dashboards()
        self._refresh_highlights()

    def _show_cars(self, state: RaceDayState) -> None:
        for car in state.cars:
            sprite = self.cars.get(car.seat)
            if sprite is None:
                sprite = TokenSprite(
                    car.colour,
                    car.number,
                    shape="car",
                    pattern=PATTERNS[car.seat % len(PATTERNS)],
                    size=CAR_LENGTH,
                    camera=self.camera,
                    payload=("car", car.seat),
                )
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

    def _tray_at_rest(self, state: RaceDayState) -> list[tuple[str, RGB]]:
        turn = state.turn
        if state.phase == POLE:
            return [("Roll for the pole", CREAM)]
        if turn is not None and turn.roll:
            speed = self.parts.speeds[turn.speed]
            words = _roll_words(
                ev.MoveRolled(turn.car, "", speed.name, speed.modifier, turn.roll, turn.spaces)
            )
            return [(f"{state.cars[turn.car].name}: {speed.name}", CREAM), (words, CREAM)]
        return []

    def _build_choices(self, state: RaceDayState) -> None:
        self.choices = []
        if not self._my_turn():
            return
        car = state.cars[self.viewer] if self.viewer is not None else None
        size = (self.panel.width, self.button_height)
        for action in self._legal():
            if isinstance(action, RollForPole):
                self.choices.append(
                    ChoiceButton("Roll for the pole", "highest roll takes Start 1", GOLD, action, size)
                )
            elif isinstance(action, ChooseSpeed) and car is not None:
                speed = self.parts.speeds[action.speed]
                title = f"{speed.name}  {speed.modifier:+d}" if speed.modifier else speed.name
                if speed.check:
                    value = self.parts.card(car.card).value(speed.check)
                    line = f"roll {speed.modifier:+d}, then {speed.check.capitalize()} check {value}+"
                else:
                    line = "the roll as it falls, no check"
                self.choices.append(
                    ChoiceButton(title, line, SPEED_COLOURS.get(action.speed, GOLD), action, size)
                )
            elif isinstance(action, Draft):
                turn = state.turn
                gained = 1 if action.option == "A" else (len(turn.mover.path) if turn and turn.mover else 0)
                note = "free" if action.option == "A" else "then skip your next turn"
                line = f"{gained} space{'s' * (gained != 1)}, {note}"
                self.choices.append(ChoiceButton(f"Draft {action.option}", line, DRAFT_COLOUR, action, size))
            elif isinstance(action, NoDraft):
                self.choices.append(
                    ChoiceButton("No draft", "stay where you are", (120, 124, 132), action, size)
                )
        self._place_choices()

    def _place_choices(self) -> None:
        top = self.tray.bottom + PROMPT_HEIGHT
        step = self.button_height + BUTTON_GAP
        for index, button in enumerate(self.choices):
            button.pos = pygame.Vector2(self.panel.centerx, top + index * step + self.button_height / 2)

    # --- whose turn, and what may be dragged where -------------------------------------

    def _my_turn(self) -> bool:
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.state is None or self.viewer is None:
            return []
        return self.rules.legal_actions(self.state, self.viewer)

    def _moving_car(self) -> int | None:
        """The viewer's car when it is theirs to move (or to draft with)."""
        state = self.state
        if state is None or not self._my_turn() or state.turn is None:
            return None
        if state.phase == MOVE:
            return state.turn.car
        if state.phase == DRAFT:
            return state.turn.drafter
        return None

    def _path_layers(self) -> tuple[list[frozenset[str]], list[frozenset[str]]]:
        """Where the moving car can be after each step, and the part of that which leads on to an end."""
        state = self.state
        assert state is not None and state.turn is not None
        graph = state.circuit.graph
        turn = state.turn
        layers = graph.layers(turn.start, turn.spaces, state.taken() - {turn.start})
        return layers, graph.onward(layers)

    def _destinations(self) -> dict[str, str]:
        """Zone id -> what dropping there means: "end" of a move, or a draft option "A"/"B"."""
        state = self.state
        if state is None or self._moving_car() is None:
            return {}
        if state.phase == DRAFT:
            found = {}
            for option in ("A", "B"):
                target = self.rules.draft_target(state, option)
                if target is not None and Draft(option) in self._legal():
                    found[target] = option
            return found
        layers, onward = self._path_layers()
        reach = len(layers) - 1
        if reach == 0:
            return {}
        if not self.steps:
            return dict.fromkeys(layers[reach], "end")
        ends = self._reachable_from(self.steps[-1], len(self.steps), onward)
        return dict.fromkeys(ends, "end")

    def _reachable_from(self, here: str, step: int, onward: Sequence[frozenset[str]]) -> set[str]:
        assert self.state is not None
        graph = self.state.circuit.graph
        frontier = {here}
        for layer in onward[step + 1 :]:
            frontier = {n for s in frontier for n in graph.ahead(s) if n in layer}
        return frontier

    def _next_steps(self) -> set[str]:
        state = self.state
        if state is None or state.phase != MOVE or self._moving_car() is None:
            return set()
        layers, onward = self._path_layers()
        reach = len(layers) - 1
        done = len(self.steps)
        if reach <= 1 or done >= reach - 1:
            return set()
        here = self.steps[-1] if self.steps else state.turn.start if state.turn else ""
        return {n for n in state.circuit.graph.ahead(here) if n in onward[done + 1]}

    def _path_to(self, end: str) -> tuple[str, ...] | None:
        """The full path to `end`: through the spaces clicked so far, then the most natural way."""
        state = self.state
        if state is None or state.turn is None:
            return None
        layers, onward = self._path_layers()
        graph = state.circuit.graph
        reach = len(layers) - 1
        if end not in layers[reach]:
            return None
        prefix = list(self.steps)
        if prefix and end not in self._reachable_from(prefix[-1], len(prefix), onward):
            prefix = []
        # Fill in backwards from the end through spaces that the prefix can reach.
        limited = [frozenset({state.turn.start})] + [frozenset({s}) for s in prefix]
        rest = list(onward[len(prefix) + 1 :])
        if prefix:
            frontier = {prefix[-1]}
            trimmed = []
            for layer in rest:
                frontier = {n for s in frontier for n in graph.ahead(s) if n in layer}
                trimmed.append(frozenset(frontier))
            rest = trimmed
        return graph.way_back([*limited, *rest], (end,))

    def _drag_items(self) -> list[TableSprite]:
        moving = self._moving_car()
        busy = self.host.animator.busy
        items: list[TableSprite] = []
        for seat, sprite in self.cars.items():
            sprite.draggable = seat == moving and not busy and sprite.visible
            if sprite.visible:
                items.append(sprite)
        return items

    def _targets(self) -> list[TableSprite]:
        return list(self.zones.values())

    def _legal_targets(self, item: TableSprite) -> list[TableSprite]:
        if _car_of(item) != self._moving_car():
            return []
        return [self.zones[space] for space in self._destinations()]

    def _on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        state = self.state
        seat = _car_of(item)
        if state is None or seat is None:
            return "Only your own car can be moved."
        if seat != self._moving_car():
            return "It is not your move."
        if not isinstance(target, SpaceZone):
            return None
        return self._choose_space(target.space_id)

    def _choose_space(self, space_id: str) -> str | None:
        state = self.state
        assert state is not None
        meaning = self._destinations().get(space_id)
        if state.phase == DRAFT:
            if meaning is None:
                return "Drafting takes you to the space marked A or B."
            return self.host.propose(Draft(meaning))
        if meaning is None:
            turn = state.turn
            if turn is not None and turn.reach < turn.spaces:
                return f"Your path is blocked: you can move {turn.reach} of {turn.spaces}; pick a lit space."
            return "Pick one of the lit spaces: your roll takes you exactly that far."
        path = self._path_to(space_id)
        if path is None:
            return "That space cannot be reached from here."
        return self.host.propose(Move(path))

    def _step(self, space_id: str) -> None:
        """One click, one space: the car moves on; at the last step the move is made."""
        state = self.state
        assert state is not None and state.turn is not None
        self.steps.append(space_id)
        # The car follows the clicks on its own (see `update`), so quick clicks are never
        # taken for "skip the animation".
        self.cars[state.turn.car].angle = self._angle(space_id)
        self._refresh_highlights()

    def cancel(self) -> None:
        if self.steps and self.state is not None:
            self.steps = []
            self._show_cars(self.state)
        self.drag.cancel()
        self._refresh_highlights()

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        button = next((b for b in self.choices if b.action == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, Move) and action.path and action.path[-1] in self.zones:
            return self.zones[action.path[-1]].screen_rect()
        return None

    def _refresh_highlights(self) -> None:
        destinations = self._destinations()
        steps = self._next_steps()
        dragging = self.drag.dragging is not None or self.drag.selected is not None
        for space_id, zone in self.zones.items():
            meaning = destinations.get(space_id)
            if not dragging:
                zone.highlight = Highlight.LEGAL if meaning is not None else None
            zone.step = space_id in steps and meaning is None
            zone.badge = meaning if meaning in ("A", "B") else ""

    # --- banner and seats --------------------------------------------------------------

    def banner(
        self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.phase == OVER:
            if not state.ranking:
                return "The race is over.", None
            winner = state.cars[state.ranking[0]]
            return f"{winner.name} wins the race!", colour_rgb(winner.colour)
        if not waiting:
            return "", None
        seat = viewer if viewer in waiting else waiting[0]
        assert seat is not None
        car = state.cars[seat]
        colour = colour_rgb(car.colour)
        mine = seat == viewer
        if state.phase == POLE:
            if mine:
                return f"{car.name}: roll for the pole — click Roll (or the die)", colour
            return f"{car.name} is rolling for the pole…", colour
        if state.phase == SPEED:
            if mine:
                lap = state.lap_of(car)
                return f"{car.name}: choose your speed · lap {lap} of {state.laps}", colour
            return f"{car.name} is choosing a speed…", colour
        if state.phase == MOVE:
            turn = state.turn
            assert turn is not None
            if mine:
                short = f" (blocked: {turn.reach} of {turn.spaces})" if turn.reach < turn.spaces else ""
                return (
                    f"{car.name}: move {turn.reach}{short} — drag your car to a lit space",
                    colour,
                )
            return f"{car.name} is picking a line…", colour
        turn = state.turn
        assert turn is not None and turn.mover is not None
        ahead = state.cars[turn.mover.car].name
        if mine:
            options = " or ".join(a.option for a in self._legal() if isinstance(a, Draft))
            return f"{car.name}: draft {ahead}? Drag to {options}, or pick a card", colour
        return f"{car.name} may draft {ahead}…", colour

    def seat_rows(self, state: RaceDayState, waiting: tuple[int, ...]) -> list[SeatRow]:
        """One line per seat (six must fit): place and lap, then the damage; the car's number by the name."""
        rows = []
        standings = [c for c in state.standings() if c.status != OUT]
        places = {car.seat: place for place, car in enumerate(standings, start=1)}
        numbers = self.parts.numbers
        for seat in self._dashboard_order(state):
            car = state.cars[seat]
            if state.phase == POLE:
                line = f"pole roll {car.pole_roll}" if car.pole_roll else "to roll for the pole"
            elif car.status == FINISHED:
                line = f"finished {_ordinal(car.place)}"
            elif car.status == OUT:
                line = "out of the race"
            else:
                line = f"P{places[seat]} · lap {state.lap_of(car)}/{state.laps}"
            if state.phase != POLE:
                line += f" · Body {car.body}/{numbers.body_limit} · Smoke {car.engine}/{numbers.engine_limit}"
            if car.face_down:
                line += " · skips"
            rows.append(
                SeatRow(
                    car.name,
                    car.colour,
                    (line,),
                    seat in waiting,
                    PATTERNS[seat % len(PATTERNS)],
                    f"#{car.number}",
                )
            )
        return rows

    # --- animation -------------------------------------------------------------------------

    def play(
        self, events: Sequence[Event], state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        self.choices = []
        self.steps_before, self.steps = self.steps, []
        for zone in self.zones.values():
            zone.highlight, zone.step, zone.badge = None, False, ""
        steps: list[Animation] = []
        if before is not None:
            for event in events:
                steps.extend(self._animate(event, before))
        steps.append(Call(lambda: self._settle(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))
        self.state, self.viewer, self.waiting = state, viewer, waiting

    def _settle(self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self.show(state, viewer, waiting)

    def _animate(self, event: Event, before: RaceDayState) -> list[Animation]:
        if isinstance(event, ev.PoleRolled):
            return [
                Call(lambda: self._tray([(f"{event.who} rolls for the pole…", CREAM)])),
                self.move_die.roll(event.value),
                Call(lambda: self._tray([(event.describe(), CREAM)])),
                Call(lambda: self._news(event.seat, pole_roll=event.value)),
            ]
        if isinstance(event, ev.PoleTied):
            return [Call(lambda: self.host.toast(event.describe(), GOLD)), Wait(0.5)]
        if isinstance(event, ev.GridFormed):
            pole = f"{event.who[0]} takes the pole"
            return [Call(lambda: self._tray([(pole, GOLD)])), self._grid(event)]
        if isinstance(event, ev.TurnSkipped):
            return [
                Call(lambda: self._popup(event.seat, "Skips a turn", GOLD, before)),
                Call(lambda: self._news(event.seat, face_down=False)),
                Wait(0.4),
            ]
        if isinstance(event, ev.MoveRolled):
            colour = SPEED_COLOURS.get(_speed_id(self.parts, event.speed), CREAM)
            return [
                Call(lambda: self._tray([(f"{event.who}: {event.speed}", shade(colour, 1.5))])),
                self.move_die.roll(event.die),
                Call(
                    lambda: self._tray(
                        [(f"{event.who}: {event.speed}", shade(colour, 1.5)), (_roll_words(event), CREAM)]
                    )
                ),
            ]
        if isinstance(event, ev.CarMoved):
            steps: list[Animation] = []
            if event.path:
                steps.append(self._glide(event.seat, event.path))
            short = event.wanted - len(event.path)
            if short > 0:
                steps.append(
                    Call(lambda: self._popup(event.seat, f"Blocked: {short} short", REFUSED, before))
                )
            return steps
        if isinstance(event, ev.Drafted):
            return [
                self._glide(event.seat, event.path),
                Call(lambda: self._popup(event.seat, f"Draft {event.option}", (214, 190, 255), before)),
                Call(lambda: self._news(event.seat, face_down=event.option == "B")),
            ]
        if isinstance(event, ev.DraftDeclined):
            return [Call(lambda: self._popup(event.seat, "No draft", CREAM, before))]
        if isinstance(event, ev.DashboardKept):
            return [
                Call(lambda: self._popup(event.seat, event.ability, GOLD, before)),
                Call(lambda: self._news(event.seat, face_down=False)),
            ]
        if isinstance(event, ev.CheckRolled):
            return [self._check(event, before)]
        if isinstance(event, ev.DamageTaken):
            return [Call(lambda: self._damage(event, before)), Wait(0.25)]
        if isinstance(event, ev.DamageAvoided):
            return [
                Call(lambda: self._popup(event.seat, f"{event.ability}: saved!", (120, 230, 140), before))
            ]
        if isinstance(event, ev.BumpRolled):
            return [self._bump(event, before)]
        if isinstance(event, ev.LapCompleted):
            return [
                Call(lambda: self._popup(event.seat, f"Lap {event.lap + 1} of {event.laps}", PAPER, before))
            ]
        if isinstance(event, ev.CarFinished):
            return [
                Call(lambda: self._popup(event.seat, f"Finished {_ordinal(event.place)}!", GOLD, before)),
                Call(lambda: self.host.toast(event.describe(), GOLD)),
                Call(lambda: self._news(event.seat, status=FINISHED, place=event.place)),
                Wait(0.5),
                Call(lambda: self._hide_car(event.seat)),
            ]
        if isinstance(event, ev.CarOut):
            return [
                Call(lambda: self._popup(event.seat, "OUT!", REFUSED, before)),
                Call(lambda: self.host.toast(event.describe())),
                Call(lambda: self._news(event.seat, status=OUT)),
                Wait(0.5),
                Call(lambda: self._hide_car(event.seat)),
            ]
        if isinstance(event, ev.RaceFinished):
            return [Call(lambda: self.host.toast(event.describe(), GOLD))]
        return []

    def _tray(self, lines: list[tuple[str, RGB]]) -> None:
        self.tray_lines = lines

    def _grid(self, event: ev.GridFormed) -> Animation:
        flights: list[Animation] = []
        for slot, (seat, space) in enumerate(zip(event.seats, event.spaces, strict=True)):
            sprite = self.cars.get(seat)
            if sprite is None:
                continue
            start = self._rolling_in(space)

            def place(
                sprite: TokenSprite = sprite, start: pygame.Vector2 = start, space: str = space
            ) -> None:
                sprite.visible = True
                sprite.pos = pygame.Vector2(start)
                sprite.angle = self._angle(space)

            flights.append(
                Sequential(
                    [Wait(slot * 0.12), Call(place), sprite.glide([self._centre(space)], seconds_per_leg=0.5)]
                )
            )
        return Parallel(flights)

    def _glide(self, seat: int, path: Sequence[str]) -> Animation:
        sprite = self.cars.get(seat)
        if sprite is None:
            return Wait(0)
        points = [self._centre(space) for space in path]
        clicked = self.steps_before
        # Spaces already clicked through were driven as they were clicked.
        if seat == (self.state.turn.car if self.state and self.state.turn else None) and clicked:
            done = 0
            while done < len(clicked) and done < len(path) and path[done] == clicked[done]:
                done += 1
            points = points[done:]
            self.steps_before = []
        if not points:
            return Wait(0)
        return sprite.glide(points, seconds_per_leg=GLIDE_LEG)

    def _check(self, event: ev.CheckRolled, before: RaceDayState) -> Animation:
        rolls = [die.roll(value, 0.7) for die, value in zip(self.check_dice, event.dice, strict=False)]
        verdict = "passed" if event.passed else "failed"
        total = sum(event.dice)
        dice = " + ".join(map(str, event.dice))
        line = f"{event.check.capitalize()} {dice} = {total} vs {event.target}+: {verdict}"
        colour = (140, 230, 150) if event.passed else (255, 150, 140)
        head = self.tray_lines[:2] if self.tray_lines else []
        return Sequential(
            [
                Call(
                    lambda: self._tray(
                        [*head[:1], (f"{event.who}: {event.check} check ({event.reason})…", CREAM)]
                    )
                ),
                Parallel(rolls),
                Call(lambda: self._tray([*head[:1], (line, colour)])),
                Call(
                    lambda: self._popup(
                        event.seat,
                        f"{event.check.capitalize()} check {verdict}",
                        colour,
                        before,
                    )
                ),
                Wait(0.35),
            ]
        )

    def _damage(self, event: ev.DamageTaken, before: RaceDayState) -> None:
        if event.kind == ENGINE:
            self._news(event.seat, engine=event.total)
            text = f"+{event.amount} Smoke"
        else:
            self._news(event.seat, body=event.total)
            text = f"+{event.amount} Body"
        self._popup(event.seat, text, REFUSED, before)

    def _news(self, seat: int, **fields: Any) -> None:
        """Let a dashboard show what the table has just shown (a roll, damage, a flip)."""
        self.dash_news.setdefault(seat, {}).update(fields)

    def _bump(self, event: ev.BumpRolled, before: RaceDayState) -> Animation:
        dice: list[DieSprite] = []
        rolls: list[Animation] = []
        for index, value in enumerate(event.dice):
            die = DieSprite(value, size=BUMP_DIE, camera=self.camera, seed=40 + index)
            dice.append(die)
            rolls.append(die.roll(value, 0.6))
        hit = {seat for pair in event.pairs for seat in pair}
        apart = {seat for pair in event.apart for seat in pair}

        def show() -> None:
            # Each die lands beside its car, wherever the turn has left the car by now.
            for die, seat in zip(dice, event.seats, strict=True):
                sprite = self.cars.get(seat)
                if sprite is not None:
                    die.pos = pygame.Vector2(sprite.pos) + pygame.Vector2(CELL * 0.36, -CELL * 0.36)
            self.bump_dice = dice

        def mark() -> None:
            for die, seat in zip(dice, event.seats, strict=True):
                self.bump_marks[id(die)] = REFUSED if seat in hit else GOLD if seat in apart else None

        def clear() -> None:
            self.bump_dice = []
            self.bump_marks.clear()

        return Sequential([Call(show), Parallel(rolls), Call(mark), Wait(0.9), Call(clear)])

    def _popup(self, seat: int, text: str, colour: RGB, before: RaceDayState) -> None:
        sprite = self.cars.get(seat)
        if sprite is not None and sprite.visible:
            pos = pygame.Vector2(sprite.pos)
        else:
            car = before.cars[seat]
            pos = self._centre(car.space) if car.space else pygame.Vector2(self.tray.center)
        # Each new word starts a full line above the lowest one still rising from this car.
        line = (self._popup_font().get_height() + 4) / max(self.camera.zoom, 0.05)
        start = pos - pygame.Vector2(0, CELL * 0.4)
        for other in self.popups:
            if other.anchor.distance_to(pos) < CELL * 1.5:
                start.y = min(start.y, other.pos.y - line)
        self.popups.append(Popup(text, colour, start, pygame.Vector2(pos)))

    def _popup_font(self) -> pygame.font.Font:
        return font(max(19, round(34 * self.camera.zoom)), bold=True)

    def popup_rects(self) -> list[pygame.Rect]:
        """Where the rising words are on screen now (they must never cover one another)."""
        face = self._popup_font()
        rects = []
        for popup in self.popups:
            rect = pygame.Rect((0, 0), face.size(popup.text))
            rect.center = self.camera.world_to_screen(popup.pos)
            rects.append(rect)
        return rects

    def _hide_car(self, seat: int) -> None:
        sprite = self.cars.get(seat)
        if sprite is not None:
            sprite.visible = False

    # --- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_RIGHT:
            seat = self._dashboard_at(event.pos)
            if seat is not None:
                self._inspect_dashboard(seat)
                return True
        if event.type == pygame.MOUSEMOTION:
            self._hover_dash = self._dashboard_at(event.pos)
            for sprite in self.choices:
                sprite.hovered = sprite.hit_test(event.pos)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and self._click(event.pos)
        ):
            return True
        if self.drag.handle_event(event):
            self._refresh_highlights()
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        """Choice cards, the die (for the pole) and step-by-step spaces, before any drag."""
        for button in self.choices:
            if button.hit_test(pos):
                self._propose(button.action)
                return True
        state = self.state
        if state is None or not self._my_turn():
            return False
        if state.phase == POLE and self.move_die.hit_test(pos):
            self._propose(RollForPole())
            return True
        if self.drag.selected is not None or self.host.animator.busy:
            return False
        zone = next((z for z in self.zones.values() if z.hit_test(pos)), None)
        if zone is None:
            return False
        if zone.space_id in self._destinations():
            reason = self._choose_space(zone.space_id)
            if reason:
                self.host.toast(reason)
            return True
        if zone.space_id in self._next_steps():
            self._step(zone.space_id)
            return True
        return False

    def _propose(self, action: Action) -> None:
        reason = self.host.propose(action)
        if reason:
            self.host.toast(reason)

    def _dashboard_at(self, pos: tuple[int, int]) -> int | None:
        for seat, rect in self.dash_rects.items():
            if rect.collidepoint(pos):
                return seat
        return None

    def _inspect_dashboard(self, seat: int) -> None:
        state = self.state
        if state is None:
            return
        look = self._look(state, seat)
        ability = self.parts.ability_of(state.cars[seat].card)
        self.host.inspect(render_dashboard(look, (400, 500)), f"{ability.name}: {ability.text}")

    def _inspect(self, sprite: TableSprite) -> None:
        seat = _car_of(sprite)
        if seat is not None:
            self._inspect_dashboard(seat)

    # --- tooltips and the legend ---------------------------------------------------------

    def banner_rule(self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        return RULE_OF_PHASE.get(state.phase) if waiting else None

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: panels on the screen, then the board."""
        state = self.state
        if state is None:
            return None
        for button in self.choices:
            if button.hit_test(pos):
                return self._describe_choice(state, button.action)
        if self.move_die.hit_test(pos):
            return die_words("move_die", state, self._my_turn())
        if any(die.hit_test(pos) for die in self.check_dice):
            return die_words("check_die", state, self._my_turn())
        legend = self.legend_rows()
        for rect, words in legend:
            if rect.collidepoint(pos):
                return words
        seat = self._dashboard_at(pos)
        if seat is not None:
            return dashboard_words(self.parts, state, state.cars[seat], self.viewer)
        if self.tray.collidepoint(pos) or (self.panel.collidepoint(pos) and self.choices):
            return None
        if any(die.hit_test(pos) for die in self.bump_dice):
            return bump_die_words()
        for car_seat, sprite in sorted(self.cars.items(), key=lambda item: -item[1].pos.y):
            if sprite.visible and sprite.hit_test(pos):
                words = car_words(state, state.cars[car_seat], self.viewer)
                if car_seat == self._moving_car():
                    words += " Drag it to a lit space."
                return words
        zone = next((z for z in self.zones.values() if z.hit_test(pos)), None)
        return self._describe_zone(zone) if zone is not None else None

    def _describe_choice(self, state: RaceDayState, action: Action) -> str:
        if isinstance(action, RollForPole):
            return "Roll one die: the highest roll starts at the front (the pole)."
        if isinstance(action, ChooseSpeed) and self.viewer is not None:
            return speed_words(self.parts, action.speed, state.cars[self.viewer])
        if isinstance(action, Draft):
            turn = state.turn
            gained = 1 if action.option == "A" else len(turn.mover.path) if turn and turn.mover else 0
            return draft_words(action.option, gained)
        return "Let the chance to draft go: your car stays where it is."

    def _describe_zone(self, zone: SpaceZone) -> str | None:
        if zone.badge:
            turn = self.state.turn if self.state else None
            gained = 1 if zone.badge == "A" else len(turn.mover.path) if turn and turn.mover else 0
            return f"{draft_words(zone.badge, gained)} Drag your car here or click the choice."
        if zone.highlight is Highlight.LEGAL:
            return f"{END_WORDS} (gold): drag your car here, or click the space."
        if zone.step:
            return f"{STEP_WORDS} (blue): click here to move one space, then the next."
        return None

    def legend_rows(self) -> list[tuple[pygame.Rect, str]]:
        """The key to the two colours of lit spaces, under the prompt while the viewer moves."""
        state = self.state
        if state is None or state.phase != MOVE or self._moving_car() is None or self.choices:
            return []
        top = self.tray.bottom + PROMPT_HEIGHT
        rows = []
        for index, words in enumerate(
            (f"Gold: {END_WORDS.lower()}", f"Blue: {STEP_WORDS.lower()}")
        ):
            rows.append((pygame.Rect(self.panel.x, top + index * 34, self.panel.width, 30), words))
        return rows

    def _draw_legend(self, surface: pygame.Surface) -> None:
        for (rect, words), colour in zip(self.legend_rows(), (LEGAL, SELECTED), strict=False):
            plate = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (14, 52, 32, 215), plate.get_rect(), border_radius=8)
            surface.blit(plate, rect)
            swatch = pygame.Rect(rect.x + 8, rect.y + 7, 24, 16)
            pygame.draw.rect(surface, (*colour,), swatch, border_radius=3)
            pygame.draw.rect(surface, INK, swatch, 1, border_radius=3)
            text = fit_font(words, rect.right - swatch.right - 16, 17).render(words, True, CREAM)
            surface.blit(text, text.get_rect(midleft=(swatch.right + 8, rect.centery)))

    # --- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        state = self.state
        if self.steps and state is not None and state.turn is not None and not self.host.animator.busy:
            car = self.cars[state.turn.car]
            if car is not self.drag.dragging and not car.held:
                goal = self._centre(self.steps[-1])
                car.pos += (goal - car.pos) * min(1.0, 14 * dt)
        for popup in self.popups:
            popup.age += dt
            popup.pos.y -= 22 * dt
        self.popups = [p for p in self.popups if p.age < POPUP_SECONDS]

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        self._draw_track(surface)
        for zone in self.zones.values():
            zone.draw(surface)
        self._draw_path_preview(surface, state)
        self._draw_tray(surface, state)
        for sprite in self.choices:
            sprite.draw(surface)
        self._draw_legend(surface)
        for car in sorted(self.cars.values(), key=lambda s: s.pos.y):
            if car is not self.drag.dragging:
                car.draw(surface)
        mine = self.cars.get(self.viewer) if self.viewer is not None else None
        if mine is not None and mine.visible and mine is not self.drag.dragging:
            draw_you_marker(surface, mine.screen_rect())
        for die in self.bump_dice:
            die.draw(surface)
            ring = self.bump_marks.get(id(die))
            if ring is not None:
                size = max(die.screen_size()) * 0.8
                pygame.draw.circle(surface, ring, die.screen_pos, size, max(2, round(size / 8)))
        self._draw_popups(surface)
        self._draw_dashboards(surface, state)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _draw_track(self, surface: pygame.Surface) -> None:
        if self.track_art is None or self.geometry is None:
            return
        zoom = self.camera.zoom
        if self._track_scaled is None or abs(self._track_scaled[0] - zoom) > 1e-6:
            art = self.track_art
            size = (max(1, round(art.get_width() * zoom)), max(1, round(art.get_height() * zoom)))
            self._track_scaled = (zoom, pygame.transform.smoothscale(art, size))
        surface.blit(self._track_scaled[1], self.camera.world_to_screen(self.geometry.bounds.topleft))

    def _draw_path_preview(self, surface: pygame.Surface, state: RaceDayState) -> None:
        """The clicked spaces so far, as a dotted line from where the car started."""
        if not self.steps or state.turn is None:
            return
        points = [self.camera.world_to_screen(self._centre(s)) for s in [state.turn.start, *self.steps]]
        if len(points) > 1:
            pygame.draw.lines(surface, SELECTED, False, points, max(2, round(4 * self.camera.zoom)))
        for point in points:
            pygame.draw.circle(surface, SELECTED, point, max(3, round(7 * self.camera.zoom)))

    def _draw_tray(self, surface: pygame.Surface, state: RaceDayState) -> None:
        rect = self.tray
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (14, 52, 32, 225), plate.get_rect(), border_radius=14)
        pygame.draw.rect(plate, (122, 84, 48), plate.get_rect(), width=3, border_radius=14)
        surface.blit(plate, rect)
        small = font(16)
        for label, x in (
            ("Move", self.move_die.pos.x),
            ("Check", (self.check_dice[0].pos.x + self.check_dice[1].pos.x) / 2),
        ):
            text = small.render(label, True, CREAM)
            surface.blit(text, text.get_rect(midtop=(x, rect.y + 8)))
        self.move_die.draw(surface)
        for die in self.check_dice:
            die.draw(surface)
        y = rect.bottom - 62
        for line, colour in self.tray_lines[-2:]:
            face = fit_font(line, rect.width - 16, 18, min_size=10)
            rendered = face.render(line, True, colour)
            surface.blit(rendered, rendered.get_rect(midtop=(rect.centerx, y)))
            y += 26
        label = self._prompt(state)
        if label:
            face = fit_font(label, self.panel.width, 20)
            shadow = face.render(label, True, INK)
            rendered = face.render(label, True, CREAM)
            where = rendered.get_rect(midtop=(self.panel.centerx, rect.bottom + 10))
            surface.blit(shadow, where.move(1, 2))
            surface.blit(rendered, where)

    def _prompt(self, state: RaceDayState) -> str:
        """The line over the choices: what to do, or who is doing what."""
        if state.phase == OVER:
            return "Race over"
        if self._my_turn():
            return {
                POLE: "Your roll for the pole",
                SPEED: "Choose your speed",
                MOVE: "Drag your car to a lit space",
                DRAFT: "Draft the car ahead?",
            }.get(state.phase, "")
        if not self.waiting:
            return ""
        name = state.cars[self.waiting[0]].name
        return {
            POLE: f"{name} rolls for the pole",
            SPEED: f"{name} picks a speed",
            MOVE: f"{name} picks a line",
            DRAFT: f"{name} may draft",
        }.get(state.phase, "")

    def _draw_popups(self, surface: pygame.Surface) -> None:
        face = self._popup_font()
        for popup in self.popups:
            alpha = round(255 * min(1.0, (POPUP_SECONDS - popup.age) / 0.5))
            text = face.render(popup.text, True, popup.colour)
            shadow = face.render(popup.text, True, INK)
            centre = self.camera.world_to_screen(popup.pos)
            box = text.get_rect(center=centre)
            plate = pygame.Surface((box.width + 4, box.height + 4), pygame.SRCALPHA)
            plate.blit(shadow, (3, 3))
            plate.blit(text, (1, 1))
            plate.set_alpha(alpha)
            surface.blit(plate, box.move(-1, -1))

    def _look(self, state: RaceDayState, seat: int) -> DashboardLook:
        """What seat's dashboard shows now (see `dash_state`)."""
        shown = self.dash_state or state
        car = shown.cars[seat]
        news = self.dash_news.get(seat, {})
        parts = self.parts
        status = str(news.get("status", car.status))
        pole_roll = news.get("pole_roll", car.pole_roll)
        active = seat in self.dash_waiting or (shown.turn is not None and shown.turn.car == seat)
        note = ""
        if shown.phase == POLE:
            note = f"Pole roll {pole_roll}" if pole_roll else ""
        elif status == "racing":
            note = f"Lap {shown.lap_of(car)}/{shown.laps}"
        return DashboardLook(
            card=parts.card(car.card),
            ability=parts.ability_of(car.card),
            rarity=parts.rarities[parts.card(car.card).rarity],
            cards=parts.card_count,
            colour=car.colour,
            player=car.name,
            body=int(news.get("body", car.body)),
            engine=int(news.get("engine", car.engine)),
            body_limit=parts.numbers.body_limit,
            engine_limit=parts.numbers.engine_limit,
            face_down=bool(news.get("face_down", car.face_down)),
            status=status,
            place=int(news.get("place", car.place)),
            active=active and state.phase != OVER and status == "racing",
            note=note,
        )

    def _draw_dashboards(self, surface: pygame.Surface, state: RaceDayState) -> None:
        if not self.dash_rects:
            self._place_dashboards()
        for seat, rect in self.dash_rects.items():
            image = render_dashboard(self._look(state, seat), rect.size)
            lift = 10 if self._look(state, seat).active else (5 if seat == self._hover_dash else 0)
            shadow = pygame.Rect(rect).move(3, 4 - lift)
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
            surface.blit(image, rect.move(0, -lift))
            if seat == self.viewer:
                label = font(16, bold=True).render("you", True, GOLD)
                surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.top - lift - 1)))


def _car_of(sprite: TableSprite | None) -> int | None:
    payload = sprite.payload if sprite is not None else None
    if isinstance(payload, tuple) and payload[0] == "car":
        return int(payload[1])
    return None


def _speed_id(parts: Components, name: str) -> str:
    return next((sid for sid, speed in parts.speeds.items() if speed.name == name), "")


def _roll_words(event: ev.MoveRolled) -> str:
    if event.modifier:
        sign = "+" if event.modifier > 0 else "-"
        return f"rolled {event.die} {sign} {abs(event.modifier)} = {event.spaces} spaces"
    return f"rolled {event.die}: {event.spaces} spaces"


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"
