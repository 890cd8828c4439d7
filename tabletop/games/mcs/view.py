"""MCS on the table: the speedway oval with its four riders, the lap cards, the battles.

World layout (through the camera): along the top the racing deck and discard
pile, then the four lap decks I to IV with this heat's lap cards turned over on
them; below, the oval. Riders ride on its home straight, the leader in front,
and ride round to their new places when the order changes; riders out of the
heat stand in the pits on the left of the infield. The infield shows what is
being decided: the rider cards at the gate, a charge as the two cards meeting
lane to lane (covered letters crossed out), the chain of cards in a bend.

Screen layout: the viewer's racing hand along the bottom, their rider cards to
its left, the buttons of the moment to its right, and a "Match card" button
(or M) for the programme of every heat so far.

Playing: click rider cards, then "Line up"; drag (or click, then click) a racing
card onto the infield to charge, hold off or play it in a bend; click riders or
buttons for an effect's choice; click hand cards, then "Exchange". Everything
becomes a proposed action; the rules decide. Only the viewer's own cards are
ever drawn face up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs import faces
from tabletop.games.mcs.actions import (
    BendCard,
    BendPass,
    Charge,
    ChooseRiders,
    Exchange,
    HoldOff,
    NoCharge,
    NoHoldOff,
    PickRider,
)
from tabletop.games.mcs.components import SIDES
from tabletop.games.mcs.explain import (
    BUTTON_WORDS,
    RULE_AFTER,
    RULE_BEND,
    RULE_EFFECTS,
    RULE_GATE,
    RULE_STRAIGHT,
    article,
    deck_words,
    discard_words,
    hand_card_words,
    lap_card_words,
    lap_deck_words,
    racing_card_words,
    rider_card_words,
    rider_words,
)
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, McsState
from tabletop.games.registry import rules_for
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, INK_SOFT, PAPER, RGB, TOKEN_COLOURS, shade
from tabletop.table.animation import Animation, Call, Parallel, Sequential, Tween, Wait, ease_in_out
from tabletop.table.button import ButtonSprite
from tabletop.table.card_sprite import CardSprite
from tabletop.table.drag import DragController
from tabletop.table.drop_zone import DropZone
from tabletop.table.fit import fit_into
from tabletop.table.game_view import TableHost
from tabletop.table.hand_layout import HandFan
from tabletop.table.panel import draw_panel
from tabletop.table.piles import PileSprite
from tabletop.table.seat_panel import SeatRow
from tabletop.table.sprite import Highlight, TableSprite
from tabletop.table.text import fit_font, font
from tabletop.table.token_sprite import TokenSprite, colour_rgb
from tabletop.table.you_marker import draw_you_marker

__all__ = ["McsView", "draw_track_thumbnail", "make_view", "rules_picture"]

WORLD = pygame.Rect(0, 0, 1250, 620)
CARD = (90, 126)  # cards on the table, world units
HAND_CARD = (112, 157)
RIDER_CARD = (46, 64)  # the viewer's rider cards, screen pixels
CENTRE = pygame.Vector2(625, 410)  # the oval's centre
RADII = (560.0, 158.0)  # the racing line
TRACK_HALF = 44.0  # half the track's width
SLOT_ANGLES = (52.0, 67.0, 82.0, 97.0)  # degrees round the oval, 1st place first (y points down)
GATE_ANGLE = 124.0  # where riders come out of the start gate
ACTION = pygame.Vector2(660, 402)  # the middle of the infield, where battles are shown
PITS = pygame.Vector2(230, 405)
LAP_X = (455, 575, 695, 815)
TOP_Y = 76
DECK_POS = pygame.Vector2(110, TOP_Y)
DISCARD_POS = pygame.Vector2(225, TOP_Y)
TOKEN = 62
CHARGE_CARD = (80, 112)  # the two cards of a charge, stacked lane to lane in the infield
SHALE: RGB = (201, 152, 104)
GRASS: RGB = (46, 112, 66)
NEWS: RGB = (44, 84, 140)  # toasts that report, rather than refuse
FLY = 0.3
RIDE = 0.7


def make_view(rules: McsRules, host: TableHost) -> McsView:
    return McsView(rules, host)


def oval_point(angle: float, radial: float = 0.0) -> pygame.Vector2:
    """A point of the racing line at `angle` degrees; `radial` moves it outwards (world units)."""
    a = math.radians(angle)
    return pygame.Vector2(
        CENTRE.x + (RADII[0] + radial) * math.cos(a), CENTRE.y + (RADII[1] + radial) * math.sin(a)
    )


def draw_oval(
    surface: pygame.Surface, to_screen: Callable[[pygame.Vector2], pygame.Vector2], zoom: float
) -> None:
    """The speedway: shale track, white kerbs, green infield, the start line."""

    def ellipse(rx: float, ry: float) -> pygame.Rect:
        top_left = to_screen(pygame.Vector2(CENTRE.x - rx, CENTRE.y - ry))
        return pygame.Rect(round(top_left.x), round(top_left.y), round(2 * rx * zoom), round(2 * ry * zoom))

    outer = ellipse(RADII[0] + TRACK_HALF, RADII[1] + TRACK_HALF)
    inner = ellipse(RADII[0] - TRACK_HALF, RADII[1] - TRACK_HALF)
    fence = outer.inflate(round(16 * zoom), round(16 * zoom))
    pygame.draw.ellipse(surface, (226, 222, 210), fence)
    pygame.draw.ellipse(surface, (120, 110, 96), fence, max(1, round(3 * zoom)))
    pygame.draw.ellipse(surface, SHALE, outer)
    pygame.draw.ellipse(surface, GRASS, inner)
    pygame.draw.ellipse(surface, PAPER, inner, max(1, round(4 * zoom)))
    pygame.draw.ellipse(
        surface,
        shade(GRASS, 0.8),
        inner.inflate(round(-40 * zoom), round(-40 * zoom)),
        max(1, round(2 * zoom)),
    )
    # The start and finish line across the home straight, just ahead of the leader.
    start, end = oval_point(44, -TRACK_HALF), oval_point(44, TRACK_HALF)
    a, b = to_screen(start), to_screen(end)
    steps = 8
    for i in range(steps):
        p = a + (b - a) * (i / steps)
        q = a + (b - a) * ((i + 1) / steps)
        pygame.draw.line(surface, INK if i % 2 else PAPER, p, q, max(2, round(7 * zoom)))


def draw_track_thumbnail(layout: Mapping[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """MCS has one track: its oval, drawn small (the layout is ignored)."""
    del layout
    picture = pygame.Surface(size, pygame.SRCALPHA)
    zoom = min(size[0] / (2 * (RADII[0] + TRACK_HALF + 20)), size[1] / (2 * (RADII[1] + TRACK_HALF + 20)))
    offset = pygame.Vector2(size) / 2 - CENTRE * zoom

    def to_screen(point: pygame.Vector2) -> pygame.Vector2:
        return point * zoom + offset

    draw_oval(picture, to_screen, zoom)
    for index, colour in enumerate(("red", "yellow", "blue", "white")):
        centre = to_screen(oval_point(SLOT_ANGLES[index]))
        radius = max(3, round(TOKEN * zoom / 2))
        pygame.draw.circle(picture, shade(TOKEN_COLOURS[colour], 0.5), centre, radius + 1)
        pygame.draw.circle(picture, TOKEN_COLOURS[colour], centre, radius)
    return picture


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("mcs")
    assert isinstance(rules, McsRules)
    parts = rules.parts
    # A card with both colours of letter shows everything a racing card can carry.
    both = next(n for n in parts.racing_numbers if parts.cards[n].charge and parts.cards[n].hold)
    strongest = max(parts.riders)
    bend = next(c for c in parts.laps.values() if c.kind == "bend")
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "racing_card": lambda: faces.racing_face(parts, both),
        "rider_card": lambda: faces.rider_face(parts, strongest),
        "lap_card": lambda: faces.lap_face(bend.kind, bend.lap),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None


class McsView:
    def __init__(self, rules: McsRules, host: TableHost) -> None:
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state: McsState | None = None
        self.viewer: int | None = None
        self.waiting: tuple[int, ...] = ()
        self.tokens: dict[str, TokenSprite] = {}
        self.hand: dict[int, CardSprite] = {}
        self.fan = HandFan(pygame.Rect(0, 0, 10, 10), HAND_CARD)
        self.rider_cards: dict[int, CardSprite] = {}
        self.chosen: dict[str, int] = {}  # colour -> rider card picked for the gate, not yet sent
        self.marked: set[int] = set()  # hand cards picked for an exchange
        self.buttons: list[ButtonSprite] = []
        self.match_button = ButtonSprite("Match card", (150, 40), payload="match")
        self.show_match_card = False
        self.deck = PileSprite(faces.racing_back(), size=CARD, label="Deck", camera=self.camera)
        self.discard = PileSprite(faces.racing_back(), size=CARD, label="Discard", camera=self.camera)
        self.lap_piles = [
            PileSprite(faces.lap_back(lap), size=CARD, label=f"Lap {faces.ROMAN[lap]}", camera=self.camera)
            for lap in range(1, 5)
        ]
        self.lap_cards: list[CardSprite | None] = [None] * 4
        self.table_cards: list[CardSprite] = []  # cards shown in the infield
        self.chain_names: list[tuple[pygame.Vector2, str]] = []  # who played each card of a bend
        self.flying: list[CardSprite] = []
        self.play_zone = DropZone((640, 250), pos=ACTION, camera=self.camera, payload="play")
        self.hand_area = pygame.Rect(0, 0, 10, 10)
        self.table_area = pygame.Rect(0, 0, 10, 10)
        self.drag = DragController(
            items=self._drag_items,
            targets=self._targets,
            legal_targets=self._legal_targets,
            on_drop=self._on_drop,
            animator=host.animator,
            on_refused=host.toast,
            on_inspect=self._inspect,
        )

    # --- layout ------------------------------------------------------------------------------

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.table_area = pygame.Rect(table)
        self.hand_area = pygame.Rect(hand)
        riders_width = 5 * (RIDER_CARD[0] + 6) + 24
        buttons_width = 190
        self.fan.set_area(
            pygame.Rect(hand.x + riders_width, hand.y, hand.width - riders_width - buttons_width, hand.height)
        )
        self.match_button.pos = pygame.Vector2(table.right - 90, table.top + 26)
        self._place_rider_cards()
        self._place_buttons()
        self.fan.snap()

    def world_rect(self) -> pygame.Rect:
        return pygame.Rect(WORLD)

    def _slot(self, place: int) -> float:
        return SLOT_ANGLES[min(place, len(SLOT_ANGLES) - 1)]

    def _world_screen(self, pos: pygame.Vector2 | tuple[float, float]) -> pygame.Vector2:
        return self.camera.world_to_screen(pos)

    # --- showing a state at rest ---------------------------------------------------------------

    def show(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        if viewer != self.viewer or state.phase != "gate":
            self.chosen = {}
        if state.phase != "exchange" or viewer != self.viewer:
            self.marked = set()
        self.state, self.viewer, self.waiting = state, viewer, waiting
        self.flying.clear()
        self._show_riders(state)
        self._show_piles(state)
        self._show_infield(state)
        self._show_hand(state)
        self._show_rider_cards(state)
        self._show_buttons(state)
        self._refresh_highlights()

    def _token(self, colour: str) -> TokenSprite:
        sprite = self.tokens.get(colour)
        if sprite is None:
            helmet = self.parts.helmets[colour]
            sprite = TokenSprite(
                colour,
                helmet.letter,
                shape="round",
                pattern=helmet.pattern,
                size=TOKEN,
                camera=self.camera,
                payload=("rider", colour),
            )
            self.tokens[colour] = sprite
        return sprite

    def _show_riders(self, state: McsState) -> None:
        for colour in list(self.tokens):
            if colour not in state.riders:
                del self.tokens[colour]
        for place, colour in enumerate(state.order):
            sprite = self._token(colour)
            sprite.pos = oval_point(self._slot(place))
            sprite.angle = 0.0
        for index, colour in enumerate(state.out):
            sprite = self._token(colour)
            sprite.pos = PITS + pygame.Vector2(
                (index % 2) * 70 - 35 * min(1, len(state.out) - 1), (index // 2) * 80
            )
        for sprite in self.tokens.values():
            sprite.show_pattern = self.host.colour_blind()

    def _show_piles(self, state: McsState) -> None:
        self.deck.count = len(state.deck)
        self.deck.pos = pygame.Vector2(DECK_POS)
        self.discard.count = len(state.discard)
        self.discard.pos = pygame.Vector2(DISCARD_POS)
        top = state.discard[-1] if state.discard else 0
        self.discard.top = faces.racing_face(self.parts, top) if top > 0 else None
        for index, pile in enumerate(self.lap_piles):
            pile.count = len(state.lap_decks[index])
            pile.pos = pygame.Vector2(LAP_X[index], TOP_Y)
            self.lap_cards[index] = None
        for index, number in enumerate(state.lap_cards):
            lap = self.parts.laps[number]
            self.lap_cards[index] = self._world_card(
                faces.lap_face(lap.kind, lap.lap),
                pygame.Vector2(LAP_X[index] + 6, TOP_Y + 6),
                payload=("lap", number),
                back=faces.lap_back(lap.lap),
            )

    def _world_card(
        self,
        face: pygame.Surface,
        pos: pygame.Vector2,
        payload: object = None,
        back: pygame.Surface | None = None,
        size: tuple[int, int] = CARD,
        face_up: bool = True,
    ) -> CardSprite:
        return CardSprite(
            face,
            back or faces.racing_back(),
            size=size,
            pos=pos,
            camera=self.camera,
            payload=payload,
            face_up=face_up,
        )

    def _show_infield(self, state: McsState) -> None:
        self.table_cards = []
        self.chain_names = []
        if state.phase == "gate":
            self._show_gate(state)
        elif state.attempt is not None:
            self._show_attempt(state)
        elif state.bend is not None and state.bend.chain:
            self._show_chain(state, list(state.bend.chain), winner=False)
        elif state.shown_charge is not None:
            self._show_charge(state)
        elif state.shown_chain:
            self._show_chain(state, list(state.shown_chain), winner=True)

    def _show_gate(self, state: McsState) -> None:
        """Face-down rider cards for every rider chosen so far (the viewer's face up)."""
        slots = [colour for player in state.players for colour in player.colours]
        for index, colour in enumerate(slots):
            seat = next(p.seat for p in state.players if colour in p.colours)
            choice = state.choices.get(seat)
            if choice is None:
                continue
            value = choice[list(state.players[seat].colours).index(colour)]
            pos = ACTION + pygame.Vector2((index - 1.5) * 110, 0)
            face = faces.rider_face(self.parts, value) if value != HIDDEN else faces.rider_back()
            self.table_cards.append(
                self._world_card(face, pos, payload=("gate", colour), back=faces.rider_back())
            )

    def _show_attempt(self, state: McsState) -> None:
        att = state.attempt
        assert att is not None
        for role, value in (("hold", att.hold), ("charge", att.charge)):
            if value is None:
                continue
            pos = self._charge_pos(role)
            if value > 0:
                face = faces.racing_face(self.parts, value, lanes_below=role == "hold")
                self.table_cards.append(
                    self._world_card(face, pos, payload=("table", value), size=CHARGE_CARD)
                )
            else:
                # Chosen but secret (or "no card", which is just as secret until both have chosen).
                self.table_cards.append(self._world_card(faces.racing_back(), pos, size=CHARGE_CARD))

    def _charge_pos(self, role: str) -> pygame.Vector2:
        return ACTION + pygame.Vector2(0, -CHARGE_CARD[1] / 2 if role == "hold" else CHARGE_CARD[1] / 2)

    def _show_charge(self, state: McsState) -> None:
        shown = state.shown_charge
        assert shown is not None
        if shown.hold > 0:
            face = faces.racing_face(self.parts, shown.hold, lanes_below=True)
            self.table_cards.append(
                self._world_card(
                    face, self._charge_pos("hold"), payload=("table", shown.hold), size=CHARGE_CARD
                )
            )
        face = faces.racing_face(self.parts, shown.charge)
        self.table_cards.append(
            self._world_card(
                face, self._charge_pos("charge"), payload=("table", shown.charge), size=CHARGE_CARD
            )
        )

    def _chain_pos(self, index: int, count: int) -> pygame.Vector2:
        step = min(CARD[0] + 14, 600 / max(1, count - 1)) if count > 1 else 0
        return ACTION + pygame.Vector2((index - (count - 1) / 2) * step, 8)

    def _show_chain(self, state: McsState, played: list[tuple[int, int]], *, winner: bool) -> None:
        chain = [number for _, number in played]
        self.chain_names = [
            (self._chain_pos(i, len(chain)) - pygame.Vector2(0, CARD[1] / 2 + 14), state.players[seat].name)
            for i, (seat, _number) in enumerate(played)
        ]
        for index, number in enumerate(chain):
            sprite = self._world_card(
                faces.racing_face(self.parts, number),
                self._chain_pos(index, len(chain)),
                payload=("table", number),
            )
            if index == len(chain) - 1:
                sprite.highlight = Highlight.SELECTED if winner else Highlight.LEGAL
            self.table_cards.append(sprite)

    def _show_hand(self, state: McsState) -> None:
        self.hand.clear()
        if self.viewer is None:
            self.fan.set_cards([])
            return
        player = state.players[self.viewer]
        down = state.committed(self.viewer)  # drawn face up on the track instead
        cards = sorted(
            (c for c in player.hand if c not in down), key=lambda c: (-len(self.parts.cards[c].charge), c)
        )
        for number in cards:
            self.hand[number] = CardSprite(
                faces.racing_face(self.parts, number),
                faces.racing_back(),
                size=HAND_CARD,
                payload=("hand", number),
            )
        self.fan.set_cards([self.hand[c] for c in cards])
        self.fan.snap()

    def _show_rider_cards(self, state: McsState) -> None:
        self.rider_cards.clear()
        if self.viewer is None:
            return
        player = state.players[self.viewer]
        for colour in player.colours:
            for value in self.parts.riders_of(colour):
                sprite = CardSprite(
                    faces.rider_face(self.parts, value),
                    faces.rider_back(),
                    size=RIDER_CARD,
                    payload=("rider_card", value),
                )
                sprite.visible = True
                self.rider_cards[value] = sprite
        self._place_rider_cards()

    def _place_rider_cards(self) -> None:
        state = self.state
        if state is None or self.viewer is None:
            return
        colours = state.players[self.viewer].colours
        top = self.hand_area.y + 40
        for row, colour in enumerate(colours):
            for column, value in enumerate(self.parts.riders_of(colour)):
                sprite = self.rider_cards.get(value)
                if sprite is not None:
                    sprite.pos = pygame.Vector2(
                        self.hand_area.x + 16 + RIDER_CARD[0] / 2 + column * (RIDER_CARD[0] + 6),
                        top + RIDER_CARD[1] / 2 + row * (RIDER_CARD[1] + 12),
                    )

    # --- buttons -----------------------------------------------------------------------------------

    def _show_buttons(self, state: McsState) -> None:
        self.buttons = []
        if not self._my_turn():
            return
        legal = self._legal()
        if state.phase == "gate":
            self.buttons.append(ButtonSprite("Line up", (170, 44), payload="lineup"))
        elif state.phase == "exchange":
            self.buttons.append(ButtonSprite("Exchange", (170, 44), payload="exchange"))
        elif state.phase == "straight":
            for action in legal:
                if isinstance(action, NoCharge):
                    self.buttons.append(ButtonSprite("Don't charge", (170, 44), payload=action))
                elif isinstance(action, NoHoldOff):
                    self.buttons.append(ButtonSprite("No hold-off", (170, 44), payload=action))
        elif state.phase == "bend":
            self.buttons.append(ButtonSprite("Pass", (170, 44), payload=BendPass()))
        elif state.phase == "effect":
            for action in legal[:4]:
                text = self.rules.describe_action(state, self.viewer or 0, action)
                self.buttons.append(ButtonSprite(text, (178, 44), payload=action))
        self._place_buttons()

    def _place_buttons(self) -> None:
        x = self.hand_area.right - 100
        for index, button in enumerate(self.buttons):
            button.pos = pygame.Vector2(x, self.hand_area.y + 40 + index * 50)

    def _refresh_highlights(self) -> None:
        """Every card that can be chosen now is lit, the rest dimmed (only on the viewer's turn)."""
        state = self.state
        legal = self._legal()
        gate = bool(legal) and state is not None and state.phase == "gate"
        free = set(state.players[self.viewer].riders) if gate and state and self.viewer is not None else set()
        for value, sprite in self.rider_cards.items():
            chosen = value in self.chosen.values()
            sprite.highlight = (
                Highlight.SELECTED if chosen else Highlight.LEGAL if value in free else None
            )
            sprite.dimmed = bool(legal) and not chosen and value not in free
        exchanging = bool(legal) and state is not None and state.phase == "exchange"
        playable = {a.card for a in legal if isinstance(a, Charge | HoldOff | BendCard)}
        for number, sprite in self.hand.items():
            if number in self.marked:
                sprite.highlight = Highlight.SELECTED
            elif self.drag.selected is not sprite:
                sprite.highlight = Highlight.LEGAL if number in playable else None
            sprite.dimmed = bool(legal) and not exchanging and number not in playable
        for button in self.buttons:
            if button.payload == "lineup" and state is not None and self.viewer is not None:
                button.enabled = len(self.chosen) == len(state.players[self.viewer].colours)
            if button.payload == "exchange":
                count = len(self.marked)
                button.text = f"Exchange {count}" if count else "Keep my hand"
        if state is not None and state.phase == "effect" and self._my_turn():
            riders = {a.rider for a in self._legal() if isinstance(a, PickRider)}
            for colour, token in self.tokens.items():
                token.highlight = Highlight.LEGAL if colour in riders else None
        else:
            for token in self.tokens.values():
                token.highlight = None

    # --- whose turn, and what may go where ----------------------------------------------------------

    def _my_turn(self) -> bool:
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.state is None or self.viewer is None:
            return []
        return self.rules.legal_actions(self.state, self.viewer)

    def _card_actions(self, card: int) -> list[Action]:
        return [a for a in self._legal() if isinstance(a, Charge | HoldOff | BendCard) and a.card == card]

    def _drag_items(self) -> list[TableSprite]:
        items: list[TableSprite] = list(self.fan.draw_order())
        state = self.state
        can_drag = (
            self._my_turn()
            and state is not None
            and state.phase in ("straight", "bend")
            and not self.host.animator.busy
        )
        for sprite in items:
            sprite.draggable = can_drag
        return [
            *self.table_cards,
            *self.lap_piles,
            *(c for c in self.lap_cards if c),
            *items,
            *self.rider_cards.values(),
        ]

    def _targets(self) -> list[TableSprite]:
        return [self.play_zone]

    def _legal_targets(self, item: TableSprite) -> list[TableSprite]:
        card = _hand_card(item)
        if card is None or not self._card_actions(card):
            return []
        return [self.play_zone]

    def _on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        card = _hand_card(item)
        state = self.state
        if card is None or state is None or target is not self.play_zone:
            return "Only cards from your hand can be played."
        if not self._my_turn():
            return "It is not your turn."
        actions = self._card_actions(card)
        if actions:
            return self.host.propose(actions[0])
        if state.phase == "straight" and state.attempt is not None:
            charging = (
                state.attempt.charge is None and state.riders[state.attempt.charger].seat == self.viewer
            )
            return self.host.propose(Charge(card) if charging else HoldOff(card))
        if state.phase == "bend":
            return self.host.propose(BendCard(card))
        return "Racing cards are played on a straight or in a bend."

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        button = next((b for b in self.buttons if b.payload == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, ChooseRiders):
            # One rider card at a time, then the Line up button.
            left = [value for value in action.riders if value not in self.chosen.values()]
            return self._anchor_or_button(self.rider_cards.get(left[0]) if left else None, "lineup")
        if isinstance(action, Exchange):
            left = [card for card in action.cards if card not in self.marked]
            return self._anchor_or_button(self.hand.get(left[0]) if left else None, "exchange")
        if isinstance(action, PickRider) and action.rider in self.tokens:
            return self.tokens[action.rider].screen_rect()
        card = getattr(action, "card", None)
        sprite = self.hand.get(card) if isinstance(card, int) else None
        return sprite.screen_rect() if sprite is not None else None

    def _anchor_or_button(self, sprite: CardSprite | None, payload: str) -> pygame.Rect | None:
        if sprite is not None:
            return sprite.screen_rect()
        button = next((b for b in self.buttons if b.payload == payload), None)
        return button.screen_rect() if button is not None else None

    def cancel(self) -> None:
        self.chosen = {}
        self.marked = set()
        self.show_match_card = False
        self.drag.cancel()
        self._refresh_highlights()

    # --- input --------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.show_match_card:
            if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN
                and event.key
                in (
                    pygame.K_ESCAPE,
                    pygame.K_m,
                    pygame.K_RETURN,
                    pygame.K_SPACE,
                )
            ):
                self.show_match_card = False
                return True
            return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.show_match_card = True
            return True
        if self.match_button.clicked(event):
            self.show_match_card = True
            return True
        for button in self.buttons:
            if button.clicked(event):
                self._press(button)
                return True
        left_press = event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        if left_press and self._click(event.pos):
            return True
        if self.drag.handle_event(event):
            self._refresh_highlights()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.fan.handle_event(event)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        """Clicks that choose rather than drag: rider cards, exchange cards, riders on the oval."""
        state = self.state
        if state is None or not self._my_turn() or self.host.animator.busy:
            return False
        if state.phase == "gate":
            for value, sprite in self.rider_cards.items():
                if sprite.hit_test(pos):
                    self._pick_rider_card(value)
                    return True
        if state.phase == "exchange":
            under = self.fan.card_at(pos)
            card = _hand_card(under) if under is not None else None
            if card is not None:
                self.marked ^= {card}
                self._refresh_highlights()
                return True
        if state.phase == "effect":
            for colour, token in self.tokens.items():
                if token.hit_test(pos):
                    reason = self.host.propose(PickRider(colour))
                    if reason:
                        self.host.toast(reason)
                    return True
        return False

    def _pick_rider_card(self, value: int) -> None:
        state = self.state
        assert state is not None and self.viewer is not None
        player = state.players[self.viewer]
        colour = self.parts.riders[value].colour
        if value in player.used:
            self.host.toast(f"{self.parts.rider_name(value)} has ridden already in this round of five heats.")
            return
        if self.chosen.get(colour) == value:
            del self.chosen[colour]
        else:
            self.chosen[colour] = value
        self._refresh_highlights()

    def _press(self, button: ButtonSprite) -> None:
        state = self.state
        if state is None or self.viewer is None:
            return
        payload = button.payload
        action: Action | None = None
        if payload == "lineup":
            colours = state.players[self.viewer].colours
            if len(self.chosen) < len(colours):
                missing = [self.parts.helmets[c].name.lower() for c in colours if c not in self.chosen]
                self.host.toast(f"Click a {' and a '.join(missing)} rider card first.")
                return
            action = ChooseRiders(tuple(self.chosen[c] for c in colours))
        elif payload == "exchange":
            action = Exchange(tuple(sorted(self.marked)))
        elif isinstance(payload, Action):
            action = payload
        if action is None:
            return
        reason = self.host.propose(action)
        if reason:
            self.host.toast(reason)

    def _inspect(self, sprite: TableSprite) -> None:
        if isinstance(sprite, CardSprite):
            image = sprite.front if sprite.face_up else sprite.back
            caption = ""
            payload = sprite.payload
            if isinstance(payload, tuple) and payload[0] in ("hand", "table") and payload[1] > 0:
                card = self.parts.cards[payload[1]]
                caption = f"{self.parts.effects[card.effect].name}: {self.parts.effects[card.effect].text}"
            self.host.inspect(image, caption)

    # --- banner and seats ----------------------------------------------------------------------------

    def banner(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> tuple[str, RGB | None]:
        if state.phase == "over":
            return f"Match over: {self.rules.score_line(state)}", GOLD
        if not waiting:
            return "", None
        seat = viewer if viewer in waiting else waiting[0]
        assert seat is not None
        player = state.players[seat]
        colour = colour_rgb(player.colours[0])
        mine = seat == viewer
        heat = f"Heat {state.heat}" + (" (extra)" if state.extra else "")
        if state.phase == "gate":
            if mine:
                colours = " and a ".join(self.parts.helmets[c].name.lower() for c in player.colours)
                return f"{heat} · {player.name}: pick a {colours} rider, then Line up", colour
            return f"{heat} · {self._names(waiting)} choosing riders…", colour
        if state.phase == "exchange":
            if mine:
                return f"{player.name}: click racing cards to exchange, then press the button", colour
            return f"{self._names(waiting)} deciding which cards to exchange…", colour
        if state.phase == "straight" and state.attempt is not None:
            att = state.attempt
            charger, holder = ev.rider_word(att.charger), ev.rider_word(att.holder)
            if mine and state.riders[att.charger].seat == seat and att.charge is None:
                return f"{charger} may pass {holder}: drop a card with red letters (charge)", colour
            if mine:
                return f"{charger} tries to pass {holder}: stop him with green letters (hold off)", colour
            return f"Straight · {charger} may charge {holder}: {self._names(waiting)} choosing…", colour
        if state.phase == "bend" and state.bend is not None:
            lap = faces.ROMAN[state.lap]
            if not mine:
                return f"Bend, lap {lap} · {player.name} to play…", colour
            if not state.bend.chain:
                return f"Bend, lap {lap} · {player.name}: drop a card for its effect, or Pass", colour
            top = self.parts.cards[state.bend.chain[-1][1]]
            edge = self.parts.edges[top.edge].name.lower()
            symbol = self.parts.effects[top.effect].symbol
            return (
                f"{player.name}: beat the card on top with {article(edge)} {edge} card "
                f"or another {symbol}, or Pass",
                colour,
            )
        if state.phase == "effect" and state.pending is not None:
            name = self.parts.effects[state.pending.effect].name
            if mine:
                return f"{player.name}: {name} — choose below or click a rider", colour
            return f"{player.name} is choosing how to use {name}…", colour
        return f"{self._names(waiting)} to play…", colour

    def banner_rule(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        if state.phase == "over" or not waiting:
            return None
        return {
            "gate": RULE_GATE,
            "exchange": RULE_AFTER,
            "straight": RULE_STRAIGHT,
            "bend": RULE_BEND,
            "effect": RULE_EFFECTS,
        }.get(state.phase)

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the hand and buttons, then the table."""
        state = self.state
        if state is None or self.show_match_card:
            return None
        for text in (self._describe_hand(state, pos), self._describe_table(state, pos)):
            if text is not None:
                return text
        return None

    def _describe_hand(self, state: McsState, pos: tuple[int, int]) -> str | None:
        if self.match_button.hit_test(pos):
            return BUTTON_WORDS["match"]
        for button in self.buttons:
            if button.hit_test(pos):
                payload = button.payload
                if isinstance(payload, str):
                    return BUTTON_WORDS.get(payload)
                if isinstance(payload, NoCharge):
                    return "Let this chance go: your rider does not charge on this lap."
                if isinstance(payload, NoHoldOff):
                    return "Play no card: the charge gets through and the rider behind passes yours."
                if isinstance(payload, BendPass):
                    return "Play nothing now: the bend ends when all the others pass after the last card."
                return f"{button.text}: how your card's effect works."
        if self.viewer is None:
            return None
        card = _hand_card(self.fan.card_at(pos))
        if card is not None:
            words = hand_card_words(self.parts, state, card, self._legal(), self._my_turn())
            if state.phase == "exchange" and self._my_turn():
                words += " Click it to mark it for exchange."
            return words
        player = state.players[self.viewer]
        for value, sprite in self.rider_cards.items():
            if sprite.hit_test(pos):
                chosen = value in self.chosen.values()
                return rider_card_words(self.parts, value, value in player.used, chosen)
        return None

    def _describe_table(self, state: McsState, pos: tuple[int, int]) -> str | None:
        for colour, token in self.tokens.items():
            if colour in state.riders and token.hit_test(pos):
                line = rider_words(self.parts, state, colour, self.viewer)
                if state.phase == "effect" and self._my_turn() and token.highlight == Highlight.LEGAL:
                    line += " Click him to choose him for your effect."
                return line
        for sprite in reversed(self.table_cards):
            if sprite.hit_test(pos):
                return self._describe_table_card(state, sprite)
        for index, pile in enumerate(self.lap_piles):
            shown = self.lap_cards[index]
            roman = faces.ROMAN[index + 1]
            if shown is not None and shown.hit_test(pos) and isinstance(shown.payload, tuple):
                lap = self.parts.laps[shown.payload[1]]
                return lap_card_words(lap.kind, lap.lap, roman)
            if pile.hit_test(pos):
                return lap_deck_words(roman, len(state.lap_decks[index]))
        if self.deck.hit_test(pos):
            return deck_words(len(state.deck))
        if self.discard.hit_test(pos):
            top = state.discard[-1] if state.discard else 0
            return discard_words(len(state.discard), self.parts.card_name(top) if top > 0 else "")
        return None

    def _describe_table_card(self, state: McsState, sprite: CardSprite) -> str:
        payload = sprite.payload
        if isinstance(payload, tuple) and payload[0] == "table" and payload[1] > 0:
            return racing_card_words(self.parts, payload[1])
        if isinstance(payload, tuple) and payload[0] == "gate":
            name = self.parts.helmets[payload[1]].name
            return f"The {name.lower()} rider's card for this heat, shown once everyone has chosen."
        return "A racing card put down face down: it is shown once both managers have chosen."

    def _names(self, seats: Sequence[int]) -> str:
        assert self.state is not None
        return " and ".join(self.state.players[s].name for s in seats)

    def seat_rows(self, state: McsState, waiting: tuple[int, ...]) -> list[SeatRow]:
        rows = []
        for player in state.players:
            helmets = [self.parts.helmets[c] for c in player.colours]
            side = "Hosts" if player.side == "hosts" else "Visitors"
            if state.mode == "meeting":
                line = f"{helmets[0].name} · {player.points} points"
            elif state.mode == "teams":
                team = state.team_total(player.seat)
                line = f"{side}, {helmets[0].name.lower()} · {player.points} (team {team})"
            else:
                line = f"{side}: {' & '.join(h.name.lower() for h in helmets)} · {player.points} points"
            count = len(player.hand)
            left = len(player.riders)
            cards = f"{count} racing card{'s' if count != 1 else ''}"
            second = f"{cards} · {left} rider{'s' if left != 1 else ''} to use"
            rows.append(
                SeatRow(
                    player.name, player.colours[0], (line, second), player.seat in waiting, helmets[0].pattern
                )
            )
        return rows

    # --- animation ---------------------------------------------------------------------------------------

    def play(
        self, events: Sequence[Event], state: McsState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        steps: list[Animation] = []
        if before is not None and viewer == self.viewer:
            for event in events:
                steps.extend(self._animate(event, before))
        steps.append(Call(lambda: self.show(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))
        self.state, self.viewer, self.waiting = state, viewer, waiting

    def _animate(self, event: Event, before: McsState) -> list[Animation]:
        if isinstance(event, ev.RidersRevealed):
            return [self._line_up(event)]
        if isinstance(event, ev.OrderChanged):
            return [self._ride(event.before, event.order)]
        if isinstance(event, ev.LapCardRevealed):
            return [self._turn_lap(event.lap, event.kind)]
        if isinstance(event, ev.HazardStruck) and event.outcome == "out":
            return [self._news(event.describe(), 0.5), self._to_pits(event.rider)]
        if isinstance(event, ev.ChargeRevealed):
            return [self._charge(event)]
        if isinstance(event, ev.BendCardPlayed):
            return [self._bend_card(event, before)]
        if isinstance(event, ev.CardsDrawn):
            end = self._hand_screen() if event.seat == self.viewer else self._away_screen()
            return [self._fly_backs(self._world_screen(DECK_POS), end, len(event.cards))]
        if isinstance(event, ev.CardTaken):
            start = self._hand_screen() if event.victim == self.viewer else self._away_screen()
            end = self._hand_screen() if event.seat == self.viewer else self._away_screen()
            return [self._news(event.describe(), 0.3), self._fly_backs(start, end, 1)]
        if isinstance(event, ev.HeatStarted):
            return [self._news(event.describe(), 0.2)]
        if isinstance(
            event,
            ev.EffectTriggered
            | ev.EffectIgnored
            | ev.HazardStruck
            | ev.HazardSet
            | ev.RiderLocked
            | ev.ChargeNotMade
            | ev.HeatFinished
            | ev.BendEnded
            | ev.RidersReturned,
        ):
            return [self._news(event.describe(), 0.6)]
        return []

    def _news(self, text: str, pause: float) -> Animation:
        return Sequential([Call(lambda: self.host.toast(text, NEWS)), Wait(pause)])

    def _line_up(self, event: ev.RidersRevealed) -> Animation:
        rides: list[Animation] = []

        def appear() -> None:
            self.table_cards = []
            for colour in event.order:
                sprite = self._token(colour)
                sprite.pos = oval_point(GATE_ANGLE)

        for place, colour in enumerate(event.order):
            rides.append(
                Sequential([Wait(0.08 * place), self._ride_one(colour, GATE_ANGLE, self._slot(place))])
            )
        return Sequential([Call(appear), Parallel(rides)])

    def _ride(self, before: Sequence[str], after: Sequence[str]) -> Animation:
        rides: list[Animation] = []
        for place, colour in enumerate(after):
            if colour in before and before.index(colour) != place:
                rides.append(
                    self._ride_one(
                        colour,
                        self._slot(before.index(colour)),
                        self._slot(place),
                        wide=place < before.index(colour),
                    )
                )
        return Parallel(rides) if rides else Wait(0)

    def _ride_one(self, colour: str, start: float, end: float, wide: bool = False) -> Animation:
        """Ride round the oval from one angle to another; a rider passing swings wide."""
        sprite = self._token(colour)

        def update(t: float) -> None:
            swing = math.sin(math.pi * t) * (30 if wide else 0)
            sprite.pos = oval_point(start + (end - start) * t, swing)

        return Tween(RIDE, update, easing=ease_in_out)

    def _to_pits(self, colour: str) -> Animation:
        sprite = self._token(colour)
        return sprite.glide([PITS], seconds_per_leg=0.5)

    def _turn_lap(self, lap: int, kind: str) -> Animation:
        pos = pygame.Vector2(LAP_X[lap - 1] + 6, TOP_Y + 6)
        sprite = self._world_card(faces.lap_face(kind, lap), pos, back=faces.lap_back(lap), face_up=False)

        def put() -> None:
            self.lap_cards[lap - 1] = sprite

        return Sequential([Call(put), sprite.flip(0.35), Wait(0.25)])

    def _charge(self, event: ev.ChargeRevealed) -> Animation:
        def lay() -> None:
            self.table_cards = []
            if event.hold > 0:
                face = faces.racing_face(self.parts, event.hold, lanes_below=True)
                self.table_cards.append(
                    self._world_card(
                        face, self._charge_pos("hold"), payload=("table", event.hold), size=CHARGE_CARD
                    )
                )
            face = faces.racing_face(self.parts, event.charge)
            self.table_cards.append(
                self._world_card(
                    face, self._charge_pos("charge"), payload=("table", event.charge), size=CHARGE_CARD
                )
            )

        verdict = "gets through!" if event.success else "is held off."
        text = f"{ev.rider_word(event.charger)}'s charge on {ev.rider_word(event.holder)} {verdict}"
        return Sequential([Call(lay), Wait(0.4), self._news(text, 0.7)])

    def _bend_card(self, event: ev.BendCardPlayed, before: McsState) -> Animation:
        chain = [c for _, c in before.bend.chain] if before.bend else []
        index = len(chain)
        start = self._hand_screen() if event.seat == self.viewer else self._away_screen()
        held = self.hand.get(event.card) if event.seat == self.viewer else None
        if held is not None:
            start = pygame.Vector2(held.pos)
            held.visible = False
        end = self._world_screen(self._chain_pos(index, index + 1))
        face = faces.racing_face(self.parts, event.card)
        return self._fly(face, start, end)

    def _hand_screen(self) -> pygame.Vector2:
        return pygame.Vector2(self.fan.area.center)

    def _away_screen(self) -> pygame.Vector2:
        return pygame.Vector2(self.table_area.right - 30, self.table_area.top + 80)

    def _fly(self, face: pygame.Surface, start: pygame.Vector2, end: pygame.Vector2) -> Animation:
        size = (round(CARD[0] * self.camera.zoom), round(CARD[1] * self.camera.zoom))
        sprite = CardSprite(face, faces.racing_back(), size=size, pos=start)

        def land() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)

        return Sequential([Call(lambda: self.flying.append(sprite)), sprite.move_to(end, FLY), Call(land)])

    def _fly_backs(self, start: pygame.Vector2, end: pygame.Vector2, count: int) -> Animation:
        size = (round(CARD[0] * self.camera.zoom * 0.8), round(CARD[1] * self.camera.zoom * 0.8))
        flights: list[Animation] = []
        for index in range(max(1, min(count, 4))):
            sprite = CardSprite(faces.racing_back(), faces.racing_back(), size=size, face_up=False, pos=start)

            def land(sprite: CardSprite = sprite) -> None:
                if sprite in self.flying:
                    self.flying.remove(sprite)

            def launch(sprite: CardSprite = sprite) -> None:
                self.flying.append(sprite)

            flights.append(
                Sequential([Wait(index * 0.06), Call(launch), sprite.move_to(end, FLY), Call(land)])
            )
        return Parallel(flights)

    # --- frame -------------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.fan.update(dt)
        for sprite in self.fan.cards:
            sprite.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        draw_oval(surface, self._world_screen, self.camera.zoom)
        self._draw_labels(surface, state)
        self.deck.draw(surface)
        self.discard.draw(surface)
        for index, pile in enumerate(self.lap_piles):
            pile.draw(surface)
            shown = self.lap_cards[index]
            if shown is not None:
                shown.draw(surface)
            if state.lap == index + 1 and state.phase in ("straight", "bend", "effect"):
                rect = pile.screen_rect().inflate(16, 16)
                pygame.draw.rect(surface, GOLD, rect, 3, border_radius=10)
        self.play_zone.draw(surface)
        self._draw_infield(surface, state)
        for sprite in self.table_cards:
            sprite.draw(surface)
        for pos, name in self.chain_names:
            label = font(max(14, round(20 * self.camera.zoom)), bold=True).render(name, True, PAPER)
            surface.blit(label, label.get_rect(center=self._world_screen(pos)))
        self._draw_covered(surface, state)
        self._draw_riders(surface, state)
        self._draw_hand(surface, state)
        for sprite in self.flying:
            sprite.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)
        self.match_button.draw(surface)
        if self.show_match_card:
            self._draw_match_card(surface, state)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        world: pygame.Vector2,
        size: int,
        colour: RGB,
        *,
        bold: bool = False,
        anchor: str = "center",
    ) -> None:
        face = font(max(18, round(size * self.camera.zoom)), bold=bold)
        image = face.render(text, True, colour)
        rect = image.get_rect(**{anchor: self._world_screen(world)})
        surface.blit(image, rect)

    def _pill(self, surface: pygame.Surface, text: str, world: pygame.Vector2, size: int) -> None:
        """A line of news on a dark rounded plate, readable on grass and shale alike."""
        face = font(max(18, round(size * self.camera.zoom)), bold=True)
        image = face.render(text, True, PAPER)
        box = image.get_rect().inflate(24, 8)
        box.center = (round(self._world_screen(world).x), round(self._world_screen(world).y))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (20, 30, 24, 190), plate.get_rect(), border_radius=box.height // 2)
        surface.blit(plate, box)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_labels(self, surface: pygame.Surface, state: McsState) -> None:
        heat = f"Heat {state.heat}" + (" · extra heat" if state.extra else f" of {state.heats}")
        self._text(surface, heat, pygame.Vector2(1070, TOP_Y), 36, CREAM, bold=True)
        if state.phase == "over":
            return
        if state.out:
            self._text(surface, "Pits", PITS - pygame.Vector2(0, 55), 24, CREAM, bold=True)

    def _draw_infield(self, surface: pygame.Surface, state: McsState) -> None:
        """A caption over the infield saying what its cards are."""
        caption = ""
        if state.phase == "gate":
            chosen = len(state.choices)
            caption = "The gate: riders chosen in secret" if chosen else ""
            if not chosen and state.results:
                last = state.results[-1]
                parts = [f"{ev.rider_word(r.colour)} {r.points if not r.out else r.out}" for r in last.riders]
                caption = f"Heat {last.number}: " + ", ".join(parts)
        elif state.phase == "exchange":
            caption = "Finish on lap I: cards may be exchanged"
        elif state.attempt is not None:
            att = state.attempt
            caption = f"{ev.rider_word(att.charger)} may charge {ev.rider_word(att.holder)}"
        elif state.bend is not None:
            caption = "Bend battle" if state.bend.chain else "Bend: who plays first?"
        elif state.shown_charge is not None:
            shown = state.shown_charge
            result = "passes!" if shown.success else "is held off"
            caption = f"{ev.rider_word(shown.charger)} charges {ev.rider_word(shown.holder)} and {result}"
        elif state.shown_chain:
            seat, card = state.shown_chain[-1]
            caption = f"{state.players[seat].name}'s {self.parts.effects[self.parts.cards[card].effect].name}"
        if caption:
            self._pill(surface, caption, pygame.Vector2(CENTRE.x, 186), 28)

    def _draw_covered(self, surface: pygame.Surface, state: McsState) -> None:
        """Over a revealed charge: cross out covered red letters, ring the open ones."""
        shown = state.shown_charge
        if shown is None or state.attempt is not None or state.phase == "gate" or state.shown_chain:
            return
        charge = self.parts.cards[shown.charge]
        hold = self.parts.cards[shown.hold] if shown.hold > 0 else None
        zoom = self.camera.zoom
        origin = self._world_screen(self._charge_pos("charge") - pygame.Vector2(CHARGE_CARD) / 2)
        for lane in sorted(charge.charge):
            cell = faces.lane_rect((CHARGE_CARD[0] * zoom, CHARGE_CARD[1] * zoom), lane)
            rect = pygame.Rect(
                round(origin.x + cell.x), round(origin.y + cell.y), round(cell.w), round(cell.h)
            )
            if hold is not None and lane in hold.hold:
                width = max(2, round(4 * zoom))
                pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, width)
                pygame.draw.line(surface, INK, rect.topright, rect.bottomleft, width)
            else:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(4 * zoom)), border_radius=6)
        centre = self._world_screen(ACTION + pygame.Vector2(CHARGE_CARD[0] / 2 + 24, 0))
        word = "open lane!" if shown.success else "all covered"
        label = font(max(14, round(24 * zoom)), bold=True).render(
            word, True, GOLD if shown.success else PAPER
        )
        surface.blit(label, label.get_rect(midleft=centre))

    def _draw_riders(self, surface: pygame.Surface, state: McsState) -> None:
        zoom = self.camera.zoom
        mine = set(state.players[self.viewer].colours) if self.viewer is not None else set()
        for colour, sprite in sorted(self.tokens.items(), key=lambda item: item[1].pos.y):
            sprite.draw(surface)
            rider = state.riders.get(colour)
            if rider is None:
                continue
            if colour in mine and sprite.visible:
                draw_you_marker(surface, sprite.screen_rect())
            centre = sprite.screen_pos
            small = font(max(16, round(24 * zoom)), bold=True)
            strength = small.render(str(rider.card), True, PAPER)
            plate = strength.get_rect().inflate(10, 2)
            plate.midleft = (round(centre.x + TOKEN * zoom / 2 + 2), round(centre.y))
            pygame.draw.rect(surface, (30, 30, 30), plate, border_radius=plate.height // 2)
            surface.blit(strength, strength.get_rect(center=plate.center))
            badges: list[tuple[str, RGB]] = []
            if colour in state.order:
                badges.append((str(state.order.index(colour) + 1), INK))
            if state.lead_lock == colour:
                badges.append(("3", (176, 128, 20)))
            if colour in state.tail_locks:
                badges.append(("0", (90, 90, 96)))
            if state.hazard is not None and state.hazard.rider == colour:
                badges.append(("F?" if state.hazard.effect == "fall" else "E?", (180, 40, 30)))
            if state.sick == colour:
                badges.append(("E", (180, 40, 30)))
            if rider.out:
                badges.append(("out", (120, 30, 30)))
            x = centre.x - TOKEN * zoom / 2
            for text, colour_rgb_ in badges:
                image = font(max(15, round(22 * zoom)), bold=True).render(text, True, PAPER)
                box = image.get_rect().inflate(10, 4)
                box.bottomleft = (round(x), round(centre.y - TOKEN * zoom / 2 + 4))
                pygame.draw.rect(surface, colour_rgb_, box, border_radius=box.height // 2)
                pygame.draw.rect(surface, PAPER, box, 1, border_radius=box.height // 2)
                surface.blit(image, image.get_rect(center=box.center))
                x = box.right + 3

    def _draw_hand(self, surface: pygame.Surface, state: McsState) -> None:
        if self.viewer is None:
            return
        title = font(18, bold=True).render("Your riders", True, CREAM)
        surface.blit(title, (self.hand_area.x + 16, self.hand_area.y + 14))
        for card in self.rider_cards.values():
            card.draw(surface)
        used = state.players[self.viewer].used
        for value in used:
            dimmed = self.rider_cards.get(value)
            if dimmed is not None:
                rect = dimmed.screen_rect()
                shade_box = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade_box.fill((0, 0, 0, 120))
                surface.blit(shade_box, rect)
        self.fan.draw(surface)
        for button in self.buttons:
            button.draw(surface)

    # --- the match card --------------------------------------------------------------------------------

    def _draw_match_card(self, surface: pygame.Surface, state: McsState) -> None:
        """The programme: every heat's riders, strengths and points, and the running score."""
        area = self.table_area.union(self.hand_area).inflate(-30, -20)
        draw_panel(surface, area, alpha=250, radius=14)
        colours = list(self.parts.helmets)
        if state.mode == "meeting":
            totals_heads = [p.name for p in state.players]
        else:
            totals_heads = [self.rules.side_name(state, side) for side in SIDES]
        heads = ["Heat", *(self.parts.helmets[c].name for c in colours), "Heat score", "Total"]
        title = font(30, bold=True).render("Match card", True, INK)
        surface.blit(title, (area.x + 18, area.y + 12))
        teams = "Scores: " + " - ".join(totals_heads)
        sub = fit_font(teams, area.width - 260, 20).render(teams, True, INK_SOFT)
        surface.blit(sub, sub.get_rect(topright=(area.right - 18, area.y + 20)))
        rows = state.results
        top = area.y + 58
        line = max(16, min(28, (area.bottom - top - 40) // max(1, len(rows) + 1)))
        cell = font(max(14, line - 6))
        widths = [70, *([110] * len(colours)), 150, 150]
        scale = (area.width - 36) / sum(widths)
        xs = [area.x + 18]
        for width in widths[:-1]:
            xs.append(xs[-1] + round(width * scale))
        for x, head in zip(xs, heads, strict=True):
            image = font(max(14, line - 4), bold=True).render(head, True, INK)
            surface.blit(image, (x, top))
        running = [0] * (len(state.players) if state.mode == "meeting" else 2)
        y = top + line + 4
        for result in rows:
            by_colour = {r.colour: r for r in result.riders}
            cells = [f"{result.number}{'*' if result.extra else ''}"]
            for colour in colours:
                r = by_colour.get(colour)
                if r is None:
                    cells.append("")
                elif r.out:
                    cells.append(f"{r.card}: {'fell' if r.out == 'fall' else 'engine'}")
                else:
                    cells.append(f"{r.card}: {r.points}")
            if state.mode == "meeting":
                heat = [result.seat_points[p.seat] for p in state.players]
            else:
                heat = [
                    sum(result.seat_points[p.seat] for p in state.players if p.side == side) for side in SIDES
                ]
            if not result.extra:
                running = [a + b for a, b in zip(running, heat, strict=True)]
            cells.append("-".join(str(h) for h in heat))
            cells.append("-".join(str(t) for t in running) if not result.extra else "tie-break")
            if result.number % 2 == 0:
                pygame.draw.rect(surface, (236, 226, 200), (area.x + 10, y - 2, area.width - 20, line))
            for x, text in zip(xs, cells, strict=True):
                surface.blit(cell.render(text, True, INK), (x, y))
            y += line
        if not rows:
            note = font(22).render("No heat has been run yet.", True, INK_SOFT)
            surface.blit(note, (area.x + 18, y))
        hint = font(18).render("Riders as strength: points. Click or press M to close.", True, INK_SOFT)
        surface.blit(hint, hint.get_rect(bottomleft=(area.x + 18, area.bottom - 10)))


def _hand_card(sprite: TableSprite | None) -> int | None:
    payload = sprite.payload if sprite is not None else None
    if isinstance(payload, tuple) and payload[0] == "hand" and payload[1] != HIDDEN:
        return int(payload[1])
    return None
