"""Nascard on the table: the track with its cars, the cards of the round, the viewer's hand.

World layout (through the camera): the oval of track cards, the cards played this
round inside it, and beside it the deck, the discard pile and the four bonus
cards. Screen layout (fixed): the viewer's hand along the bottom, their blistered
cards to its left and their pit card to its right.

Playing: drag a hand card into the oval to play it, onto its suit's bonus card to
switch the bonus on, onto the pit card to make a pit stop. Cards that pay a cost
are then clicked in the hand. Everything the player does becomes a proposed
action; the rules decide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.games.nascard import events as ev
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.explain import (
    RULE_BONUS,
    RULE_PLAY,
    RULE_ROUND_END,
    bonus_words,
    burn_words,
    car_words,
    hand_card_words,
    payment_prompt,
    pit_words,
    space_words,
)
from tabletop.games.nascard.faces import bonus_face, driving_face, pit_face, rival_back
from tabletop.games.nascard.payment_choice import PaymentChoice
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import HIDDEN, NascardState
from tabletop.games.nascard.track_art import CELL, draw_track_thumbnail, render_track, track_bounds
from tabletop.games.registry import rules_for
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PLAYING, RGB
from tabletop.table.animation import Animation, Call, Parallel, Sequential, Wait
from tabletop.table.button import ButtonSprite
from tabletop.table.card_faces import CardFace, render_back, render_face
from tabletop.table.card_sprite import CardSprite
from tabletop.table.drag import DragController
from tabletop.table.drop_zone import DropZone
from tabletop.table.fit import fit_into
from tabletop.table.game_view import TableHost
from tabletop.table.hand_layout import HandFan
from tabletop.table.piles import PileSprite
from tabletop.table.seat_panel import SeatRow
from tabletop.table.sprite import Highlight, TableSprite
from tabletop.table.text import font
from tabletop.table.token_sprite import PATTERNS, TokenSprite, colour_rgb, heading_towards
from tabletop.table.you_marker import draw_you_marker

__all__ = ["NascardView", "draw_track_thumbnail", "make_view", "rules_picture"]

WORLD_CARD = (100, 140)  # cards on the board, world pixels
BONUS_CARD = (120, 168)
HAND_CARD = (112, 157)
SMALL_CARD = (56, 78)
SIDE_X = 790  # where the deck, discard and bonus cards start, right of the track
FLY_SECONDS = 0.32
HEADING_OF_TURN = 45  # a car on a bend faces halfway round it


def make_view(rules: NascardRules, host: TableHost) -> NascardView:
    return NascardView(rules, host)


def rules_picture(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A component drawn for the rules page (`picture:<name>` there); None for an unknown name."""
    rules = rules_for("nascard")
    assert isinstance(rules, NascardRules)
    parts = rules.parts
    cards = sorted(parts.card_suit)
    drawings: dict[str, Callable[[], pygame.Surface]] = {
        "driving_card": lambda: render_face(driving_face(parts, cards[len(cards) // 2])),
        "bonus_card": lambda: render_face(bonus_face(parts, parts.bonus_cards[min(parts.bonus_cards)])),
        "pit_card": lambda: render_face(pit_face(False)),
        "track": lambda: render_track(rules.default_track),
    }
    draw = drawings.get(name)
    return fit_into(draw(), size) if draw is not None else None


class NascardView:
    def __init__(self, rules: NascardRules, host: TableHost) -> None:
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state: NascardState | None = None
        self.viewer: int | None = None
        self.waiting: tuple[int, ...] = ()
        self.track_art: pygame.Surface | None = None
        self._track_scaled: tuple[float, pygame.Surface] | None = None
        self.cars: dict[int, TokenSprite] = {}
        self.slots: dict[int, CardSprite] = {}  # car id -> the card it put down this round
        self.bonus_cards: dict[str, CardSprite] = {}
        self.deck = PileSprite(render_back(), size=WORLD_CARD, label="Deck", camera=self.camera)
        self.discard = PileSprite(
            render_back(), size=WORLD_CARD, label="Discard", camera=self.camera, payload="discard"
        )
        self.play_zone = DropZone((4 * CELL - 2 * 40, 4 * CELL - 2 * 40), camera=self.camera, payload="play")
        self.hand: dict[int, CardSprite] = {}
        self.fan = HandFan(pygame.Rect(0, 0, 10, 10), HAND_CARD)
        self.blistered: list[CardSprite] = []
        self.pit = CardSprite(render_face(pit_face(False)), render_back(), size=(96, 134), payload="pit")
        self.confirm = ButtonSprite("Confirm", (150, 46))
        self.cancel_button = ButtonSprite("Cancel", (120, 46))
        self.flying: list[CardSprite] = []
        self.paying: PaymentChoice | None = None
        self._pit_armed = False
        self.hand_area = pygame.Rect(0, 0, 10, 10)
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
        self.hand_area = pygame.Rect(hand)
        side = min(150, hand.width // 6)
        self.fan.set_area(pygame.Rect(hand.x + side, hand.y, hand.width - 2 * side, hand.height))
        self.pit.pos = pygame.Vector2(hand.right - side / 2 - 6, hand.centery + 4)
        self.confirm.pos = pygame.Vector2(hand.centerx + 85, hand.y - 30)
        self.cancel_button.pos = pygame.Vector2(hand.centerx - 75, hand.y - 30)
        self._place_blistered()
        self.fan.snap()

    def world_rect(self) -> pygame.Rect:
        return pygame.Rect(-10, -10, SIDE_X + 2 * BONUS_CARD[0] + 60, 5 * CELL + 20)

    def _slot_pos(self, car_id: int) -> pygame.Vector2:
        column, row = car_id % 3, car_id // 3
        return pygame.Vector2(CELL * 1.5 + 10 + column * 140, CELL * 1.5 + 40 + row * 200 + WORLD_CARD[1] / 2)

    def _car_pos(self, state: NascardState, space_id: str) -> pygame.Vector2:
        space = state.track.space(space_id)
        return pygame.Vector2(space.x * CELL, space.y * CELL) - pygame.Vector2(self._origin(state))

    def _origin(self, state: NascardState) -> tuple[int, int]:
        bounds = track_bounds(state.track)
        return (bounds.x, bounds.y)

    def _car_angle(self, state: NascardState, space_id: str) -> float:
        """Cars face the way the track card leads (halfway round on a bend)."""
        placed = state.track.placements[state.track.space(space_id).piece]
        heading = placed.heading + (HEADING_OF_TURN if placed.turn else 0)
        direction = pygame.Vector2(1, 0).rotate(-heading)
        return heading_towards(direction)

    # --- showing a state at rest ---------------------------------------------------------

    def show(self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self.state, self.viewer, self.waiting = state, viewer, waiting
        if self.track_art is None:
            self.track_art = render_track(state.track)
        self.flying.clear()
        self._show_cars(state)
        self._show_slots(state)
        self._show_centre(state)
        self._show_hand(state)
        self._refresh_highlights()

    def _show_cars(self, state: NascardState) -> None:
        for car in state.cars:
            sprite = self.cars.get(car.id)
            if sprite is None:
                sprite = TokenSprite(
                    car.colour,
                    str(car.id + 1),
                    shape="car",
                    pattern=PATTERNS[car.id % len(PATTERNS)],
                    size=62,
                    camera=self.camera,
                    payload=("car", car.id),
                )
                self.cars[car.id] = sprite
            space = state.space_of(car)
            sprite.pos = self._car_pos(state, space)
            sprite.angle = self._car_angle(state, space)
            sprite.label = f"{car.id + 1}" if car.progress < state.track_length else f"{car.id + 1}*"
            sprite.show_pattern = self.host.colour_blind()

    def _show_slots(self, state: NascardState) -> None:
        self.slots.clear()
        for car_id, play in state.plays.items():
            face = pit_face(True) if play.card is None else driving_face(self.parts, play.card)
            self.slots[car_id] = self._world_card(face, self._slot_pos(car_id), payload=("slot", car_id))
        for car_id, suit in state.rival_suits.items():
            sprite = self._world_card(rival_back(self.parts, suit), self._slot_pos(car_id))
            self.slots[car_id] = sprite

    def _show_centre(self, state: NascardState) -> None:
        self.deck.count = len(state.deck)
        self.deck.pos = pygame.Vector2(SIDE_X + WORLD_CARD[0] / 2 + 10, 120)
        self.discard.count = len(state.discard)
        self.discard.top = render_face(driving_face(self.parts, state.discard[-1])) if state.discard else None
        self.discard.pos = pygame.Vector2(SIDE_X + WORLD_CARD[0] * 1.5 + 50, 120)
        self.play_zone.pos = pygame.Vector2(2.5 * CELL, 2.5 * CELL)
        for index, suit in enumerate(self.parts.suits):
            bonus = self.parts.bonus_cards[state.bonus[suit]]
            pos = (
                SIDE_X + BONUS_CARD[0] / 2 + (index % 2) * (BONUS_CARD[0] + 20),
                330 + (index // 2) * (BONUS_CARD[1] + 50),
            )
            sprite = CardSprite(
                render_face(bonus_face(self.parts, bonus)),
                render_back(),
                size=BONUS_CARD,
                pos=pos,
                camera=self.camera,
                payload=("bonus", suit),
            )
            self.bonus_cards[suit] = sprite

    def _show_hand(self, state: NascardState) -> None:
        self.hand.clear()
        self.blistered = []
        self.pit.visible = self.viewer is not None
        if self.viewer is None:
            self.fan.set_cards([])
            return
        player = state.players[self.viewer]
        cards = sorted(player.hand, key=lambda c: (list(self.parts.suits).index(self.parts.suit_of(c)), c))
        for card in cards:
            sprite = CardSprite(
                render_face(driving_face(self.parts, card)),
                render_back(),
                size=HAND_CARD,
                payload=("hand", card),
            )
            self.hand[card] = sprite
        self.fan.set_cards([self.hand[c] for c in cards])
        self.fan.snap()
        for card in player.blistered:
            self.blistered.append(
                CardSprite(
                    render_face(driving_face(self.parts, card)),
                    render_back(),
                    size=SMALL_CARD,
                    payload=("blistered", card),
                )
            )
        self._place_blistered()
        self.pit.front = render_face(pit_face(player.pit_turned))

    def _place_blistered(self) -> None:
        left = self.hand_area.x + 16 + SMALL_CARD[0] / 2
        for index, sprite in enumerate(self.blistered):
            column, row = index % 3, index // 3
            sprite.pos = pygame.Vector2(left + column * 26, self.hand_area.y + 62 + row * 24)

    def _world_card(self, face: CardFace, pos: pygame.Vector2, payload: object = None) -> CardSprite:
        return CardSprite(
            render_face(face), render_back(), size=WORLD_CARD, pos=pos, camera=self.camera, payload=payload
        )

    # --- whose turn, and what may be dragged where -------------------------------------

    def _my_turn(self) -> bool:
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def _legal(self) -> list[Action]:
        if not self._my_turn() or self.state is None or self.viewer is None:
            return []
        return self.rules.legal_actions(self.state, self.viewer)

    def _drag_items(self) -> list[TableSprite]:
        items: list[TableSprite] = list(self.fan.draw_order())
        can_drag = self._my_turn() and self.paying is None and not self.host.animator.busy
        for sprite in items:
            sprite.draggable = can_drag
        return items + list(self.bonus_cards.values()) + list(self.slots.values())

    def _targets(self) -> list[TableSprite]:
        return [self.play_zone, self.discard, *self.bonus_cards.values(), self.pit]

    def _legal_targets(self, item: TableSprite) -> list[TableSprite]:
        card = _hand_card(item)
        if card is None or self.state is None:
            return []
        legal = self._legal()
        found: list[TableSprite] = []
        if any(isinstance(a, PlayCard) and a.card == card and not a.bonus for a in legal):
            found.append(self.play_zone)
        if any(isinstance(a, PlayCard) and a.card == card and a.bonus for a in legal):
            found.append(self.bonus_cards[self.parts.suit_of(card)])
        if PitStop() in legal:
            found.append(self.pit)
        if CutHand(card) in legal:
            found.append(self.discard)
        return found

    def _on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        card = _hand_card(item)
        state = self.state
        if card is None or state is None:
            return "Only cards from your hand can be played."
        if not self._my_turn():
            return "It is not your turn."
        if target is self.pit:
            return self.host.propose(PitStop())
        if target is self.discard:
            if state.phase == "cut":
                return self.host.propose(CutHand(card))
            return "To play a card, drop it inside the track, or on its bonus card."
        if state.phase == "cut":
            limit = self.parts.numbers.hand_limit
            return f"Your hand is over {limit}: drop the cards to discard on the discard pile."
        if target is self.play_zone:
            return self._start_play(card, bonus=False)
        suit = _bonus_suit(target)
        if suit is None:
            return None
        card_suit = self.parts.suit_of(card)
        if suit != card_suit:
            name = self.parts.bonus_cards[state.bonus[suit]].name
            return f"{name} is the {suit} bonus; a {card_suit} card can only use the {card_suit} bonus."
        return self._start_play(card, bonus=True)

    def _start_play(self, card: int, bonus: bool) -> str | None:
        options = [
            a for a in self._legal() if isinstance(a, PlayCard) and a.card == card and a.bonus == bonus
        ]
        if not options:
            return self.host.propose(PlayCard(card, bonus))
        if len(options) == 1 and not options[0].blister and not options[0].burn:
            return self.host.propose(options[0])
        self.paying = PaymentChoice(card, bonus, options)
        self._refresh_highlights()
        return None

    def _click_pay(self, card: int) -> None:
        if self.paying is None or card == self.paying.card:
            return
        if not self.paying.toggle(card):
            self.host.toast(self._payment_hint())
        self._refresh_highlights()

    def _finish_payment(self) -> None:
        if self.paying is None:
            return
        action = self.paying.action()
        if action is None:
            self.host.toast(self._payment_hint())
            return
        self.paying = None
        reason = self.host.propose(action)
        if reason:
            self.host.toast(reason)
        self._refresh_highlights()

    def cancel(self) -> None:
        self.paying = None
        self._pit_armed = False
        self.drag.cancel()
        self._refresh_highlights()

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        if isinstance(action, PitStop):
            return self.pit.screen_rect()
        if self.paying is not None:
            return self.confirm.screen_rect()  # the card is down: pay, then Confirm
        card = getattr(action, "card", None)
        sprite = self.hand.get(card) if isinstance(card, int) else None
        return sprite.screen_rect() if sprite is not None else None

    def _refresh_highlights(self) -> None:
        """Every card that can be chosen now is lit, the rest dimmed; while paying, the card
        being played is marked apart from the cards that may pay for it."""
        paying = self.paying
        self.confirm.visible = self.cancel_button.visible = paying is not None
        self.confirm.enabled = paying is not None and paying.action() is not None
        eligible = paying.eligible() if paying else set()
        legal = self._legal()
        playable = {a.card for a in legal if isinstance(a, PlayCard | CutHand)}
        for card, sprite in self.hand.items():
            if paying is not None:
                chosen = card == paying.burn or card in paying.blister
                sprite.highlight = (
                    Highlight.PLAYING if card == paying.card
                    else Highlight.SELECTED if chosen
                    else Highlight.LEGAL if card in eligible
                    else None
                )
                sprite.dimmed = sprite.highlight is None
            elif self.drag.selected is not sprite and not sprite.held:
                sprite.highlight = Highlight.LEGAL if card in playable and not self._pit_armed else None
                sprite.dimmed = bool(legal) and card not in playable
        if not self._pit_armed and self.drag.dragging is None and self.drag.selected is None:
            self.pit.highlight = Highlight.LEGAL if PitStop() in legal and paying is None else None

    def _payment_hint(self) -> str:
        paying = self.paying
        if paying is None or self.state is None:
            return ""
        card = paying.card
        if paying.bonus:
            what = self.parts.bonus_cards[self.state.bonus[self.parts.suit_of(card)]].name
        else:
            what = "trading paint"
        left = paying.blister_count - len(paying.blister)
        burn = self._burn_words(card) if paying.step == "burn" else ""
        return payment_prompt(what, paying.step, left, burn)

    def _burn_words(self, card: int) -> str:
        assert self.state is not None
        suit = self.parts.suit_of(card)
        cost, _ = self.parts.bonus_cards[self.state.bonus[suit]].terms(self._on_caution())
        return burn_words(cost, self.parts.suits[suit].name, card)

    def _on_caution(self) -> bool:
        state = self.state
        if state is None or self.viewer is None:
            return False
        car = state.cars[state.players[self.viewer].car]
        return state.track.space(state.space_of(car)).has("caution")

    # --- banner and seats --------------------------------------------------------------

    def banner(
        self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.phase == "over":
            winner = state.cars[state.finish_order[0]]
            return f"{winner.name} wins the race!", colour_rgb(winner.colour)
        if not waiting:
            return "", None
        seat = waiting[0] if viewer not in waiting else viewer
        assert seat is not None
        player = state.players[seat]
        colour = colour_rgb(state.cars[player.car].colour)
        if self.paying is not None and seat == viewer:
            return self._payment_hint(), colour
        if state.phase == "cut":
            limit = self.parts.numbers.hand_limit
            if seat == viewer:
                extra = len(player.hand) - limit
                cards = f"{extra} card{'s' if extra != 1 else ''}"
                return f"{player.name}: more than {limit} cards — drop {cards} on the discard pile", colour
            return f"{player.name} is discarding down to {limit} cards.", colour
        trump = self.parts.suits[state.trump].name
        if seat == viewer:
            return f"{player.name}: drag a card into the track, or click your pit card · {trump} is trump", (
                colour
            )
        return f"{player.name} is choosing a card…", colour

    def banner_rule(self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        if state.phase == "over" or not waiting:
            return None
        if self.paying is not None:
            return RULE_BONUS if self.paying.bonus else RULE_PLAY
        return RULE_ROUND_END if state.phase == "cut" else RULE_PLAY

    def seat_rows(self, state: NascardState, waiting: tuple[int, ...]) -> list[SeatRow]:
        """One row per car, leader first: place, lap, and what others may know of its driver."""
        places = {car.id: place for place, car in enumerate(state.standings(), start=1)}
        rows = []
        for car in sorted(state.cars, key=lambda c: places[c.id]):
            lap = min(state.laps, car.progress // state.track_length + 1)
            line = f"P{places[car.id]} · lap {lap}/{state.laps}"
            if car.seat is None:
                note = "rival"
                if car.id in state.rival_suits:
                    line += f" · {state.rival_suits[car.id]} card"
            else:
                player = state.players[car.seat]
                note = ""
                count = len(player.hand)
                line += f" · {count} card{'s' if count != 1 else ''}"
                if player.blistered:
                    line += f" · {len(player.blistered)} blistered"
                if player.pit_turned:
                    line += " · pits"
            rows.append(
                SeatRow(
                    car.name, car.colour, (line,), car.seat in waiting, PATTERNS[car.id % len(PATTERNS)], note
                )
            )
        return rows

    # --- animation -------------------------------------------------------------------------

    def play(
        self, events: Sequence[Event], state: NascardState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        self.paying = None
        steps: list[Animation] = []
        if before is not None:
            for event in events:
                steps.extend(self._animate(event, before))
        steps.append(Call(lambda: self.show(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))
        self.state, self.viewer, self.waiting = state, viewer, waiting

    def _animate(self, event: Event, before: NascardState) -> list[Animation]:
        if isinstance(event, ev.CardPlayed):
            return [
                self._fly(
                    driving_face(self.parts, event.card),
                    self._from_seat(event.seat, event.card, before),
                    self._world_screen(self._slot_pos(event.car)),
                    then=self._slot_setter(event.car, event.card),
                )
            ]
        if isinstance(event, ev.PitStopMade):
            return [
                self._fly(
                    pit_face(True),
                    self._car_screen(event.car, before),
                    self._world_screen(self._slot_pos(event.car)),
                    then=self._slot_setter(event.car, None),
                )
            ]
        if isinstance(event, ev.CardsDrawn):
            target = (
                self._hand_screen()
                if event.seat == self.viewer
                else self._car_screen(before.players[event.seat].car, before)
            )
            return [self._fly_back(self._world_screen(self.deck.pos), target, len(event.cards))]
        if isinstance(event, ev.TyresBlistered):
            start = (
                self._hand_screen()
                if event.seat == self.viewer
                else self._car_screen(before.players[event.seat].car, before)
            )
            end = (
                pygame.Vector2(self.hand_area.x + 60, self.hand_area.y + 70)
                if event.seat == self.viewer
                else start
            )
            return [self._fly_back(start, end, len(event.cards))]
        if isinstance(event, ev.CardsBurned | ev.HandCut):
            cards = event.cards if isinstance(event, ev.CardsBurned) else (event.card,)
            return [
                self._fly(
                    driving_face(self.parts, card),
                    self._from_seat(event.seat, card, before),
                    self._world_screen(self.discard.pos),
                )
                for card in cards
            ]
        if isinstance(event, ev.RivalCardRevealed):
            return [self._reveal(event.car, event.card)]
        if isinstance(event, ev.CarMoved) and event.path:
            return [self._glide(event.car, event.path, before), self._slot_to_discard(event.car)]
        if isinstance(event, ev.CarMoved) and event.card is not None:
            return [self._slot_to_discard(event.car)]
        if isinstance(event, ev.CarPushed) and event.path:
            return [self._glide(event.car, event.path, before)]
        if isinstance(event, ev.RivalCardsDealt):
            return [
                Parallel(
                    [
                        self._fly_back(
                            self._world_screen(self.deck.pos), self._world_screen(self._slot_pos(car)), 1
                        )
                        for car in event.cars
                    ]
                )
            ]
        if isinstance(event, ev.LapCompleted):
            return [Call(lambda: self.host.toast(event.describe()))]
        return []

    def _world_screen(self, pos: pygame.Vector2 | tuple[float, float]) -> pygame.Vector2:
        return self.camera.world_to_screen(pos)

    def _car_screen(self, car_id: int, state: NascardState) -> pygame.Vector2:
        sprite = self.cars.get(car_id)
        if sprite is not None:
            return sprite.screen_pos
        return self._world_screen(self._car_pos(state, state.space_of(state.cars[car_id])))

    def _hand_screen(self) -> pygame.Vector2:
        return pygame.Vector2(self.fan.area.center)

    def _from_seat(self, seat: int, card: int, before: NascardState) -> pygame.Vector2:
        sprite = self.hand.get(card) if seat == self.viewer else None
        if sprite is not None:
            sprite.visible = False
            return pygame.Vector2(sprite.pos)
        return self._car_screen(before.players[seat].car, before)

    def _fly(
        self,
        face: CardFace,
        start: pygame.Vector2,
        end: pygame.Vector2,
        then: Callable[[], None] | None = None,
    ) -> Animation:
        size = (round(WORLD_CARD[0] * self.camera.zoom), round(WORLD_CARD[1] * self.camera.zoom))
        sprite = CardSprite(render_face(face), render_back(), size=size, pos=start)

        def land() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)
            if then is not None:
                then()

        return Sequential(
            [Call(lambda: self.flying.append(sprite)), sprite.move_to(end, FLY_SECONDS), Call(land)]
        )

    def _fly_back(self, start: pygame.Vector2, end: pygame.Vector2, count: int) -> Animation:
        size = (round(WORLD_CARD[0] * self.camera.zoom * 0.8), round(WORLD_CARD[1] * self.camera.zoom * 0.8))
        flights: list[Animation] = []
        for index in range(max(1, min(count, 4))):
            sprite = CardSprite(render_back(), render_back(), size=size, face_up=False, pos=start)

            def land(sprite: CardSprite = sprite) -> None:
                if sprite in self.flying:
                    self.flying.remove(sprite)

            flights.append(
                Sequential(
                    [
                        Wait(index * 0.06),
                        Call(lambda sprite=sprite: self.flying.append(sprite)),  # type: ignore[misc]
                        sprite.move_to(end, FLY_SECONDS),
                        Call(land),
                    ]
                )
            )
        return Parallel(flights)

    def _slot_setter(self, car_id: int, card: int | None) -> Callable[[], None]:
        def put() -> None:
            face = pit_face(True) if card is None else driving_face(self.parts, card)
            self.slots[car_id] = self._world_card(face, self._slot_pos(car_id), payload=("slot", car_id))

        return put

    def _reveal(self, car_id: int, card: int) -> Animation:
        sprite = self.slots.get(car_id)
        if sprite is None:
            return Call(self._slot_setter(car_id, card))
        sprite.back = render_face(driving_face(self.parts, card))
        sprite.face_up = True
        # The card "flips": its front is the rival back, its back the real face.
        return sprite.flip(0.25)

    def _slot_to_discard(self, car_id: int) -> Animation:
        def start() -> None:
            sprite = self.slots.pop(car_id, None)
            if sprite is None:
                return
            face_surface = sprite.front if sprite.face_up else sprite.back
            flyer = CardSprite(
                face_surface,
                render_back(),
                size=(round(WORLD_CARD[0] * self.camera.zoom), round(WORLD_CARD[1] * self.camera.zoom)),
                pos=sprite.screen_pos,
            )
            self.flying.append(flyer)

            def land() -> None:
                if flyer in self.flying:
                    self.flying.remove(flyer)

            self.host.animator.add(
                Sequential([flyer.move_to(self._world_screen(self.discard.pos), 0.2), Call(land)])
            )

        return Call(start)

    def _glide(self, car_id: int, path: Sequence[str], state: NascardState) -> Animation:
        sprite = self.cars.get(car_id)
        if sprite is None:
            return Wait(0)
        points = [self._car_pos(state, space) for space in path]
        return sprite.glide(points, seconds_per_leg=0.16)

    # --- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.paying is not None:
            return self._handle_paying(event)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and self.pit.visible
            and self.drag.selected is None
            and self.pit.hit_test(event.pos)
        ):
            self._click_pit()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self._pit_armed:
            self._pit_armed = False
            self._refresh_highlights()
        if self.drag.handle_event(event):
            self._refresh_highlights()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.fan.handle_event(event)
        return False

    def _click_pit(self) -> None:
        """A pit stop draws cards and cannot be taken back, so it takes two clicks."""
        if not self._my_turn() or PitStop() not in self._legal():
            self.host.toast("You can make a pit stop when it is your turn to play a card.")
            return
        if not self._pit_armed:
            self._pit_armed = True
            self.pit.highlight = Highlight.SELECTED
            self.host.toast("Click your pit card again to make a pit stop.", GOLD)
            return
        self._pit_armed = False
        self.pit.highlight = None
        reason = self.host.propose(PitStop())
        if reason:
            self.host.toast(reason)

    def _handle_paying(self, event: pygame.event.Event) -> bool:
        if self.confirm.clicked(event):
            self._finish_payment()
            return True
        if self.cancel_button.clicked(event):
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._finish_payment()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            sprite = self.fan.card_at(event.pos)
            card = _hand_card(sprite) if sprite is not None else None
            if card is not None:
                self._click_pay(card)
                return True
        if event.type == pygame.MOUSEMOTION:
            self.fan.handle_event(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _inspect(self, sprite: TableSprite) -> None:
        if isinstance(sprite, CardSprite):
            image = sprite.front if sprite.face_up else sprite.back
            caption = ""
            payload = sprite.payload
            if isinstance(payload, tuple) and payload[0] == "bonus" and self.state is not None:
                bonus = self.parts.bonus_cards[self.state.bonus[payload[1]]]
                caption = f"{bonus.name}: {bonus.text}"
            self.host.inspect(image, caption)

    # --- tooltips ----------------------------------------------------------------------------

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the hand, then the board."""
        state = self.state
        if state is None:
            return None
        for text in (self._describe_hand(state, pos), self._describe_board(state, pos)):
            if text is not None:
                return text
        return None

    def _describe_hand(self, state: NascardState, pos: tuple[int, int]) -> str | None:
        if self.viewer is None:
            return None
        if self.confirm.visible and self.confirm.hit_test(pos):
            return "Play the card with the cards chosen to pay for it."
        if self.cancel_button.visible and self.cancel_button.hit_test(pos):
            return "Take the card back into your hand; nothing is paid."
        sprite = self.fan.card_at(pos)
        card = _hand_card(sprite)
        if card is not None:
            paying = self.paying
            if paying is not None and card == paying.card:
                return f"{card}: the card you are playing. {self._payment_hint()}."
            if paying is not None:
                chosen = card == paying.burn or card in paying.blister
                if chosen:
                    return f"{card}: chosen to pay. Click it again to take it back."
                if card in paying.eligible():
                    return f"{card}: click it to pay with it. {self._payment_hint()}."
                return f"{card}: it cannot pay for this play."
            return hand_card_words(self.parts, state, card, self._legal(), self._my_turn())
        if self.pit.visible and self.pit.hit_test(pos):
            player = state.players[self.viewer]
            return pit_words(self.parts, player.pit_turned, self._legal(), self._my_turn())
        for blistered in reversed(self.blistered):
            if blistered.hit_test(pos):
                return (
                    f"{blistered.payload[1] if isinstance(blistered.payload, tuple) else ''}: a card you put "
                    "face down (blistered). Only you see it; a pit stop or a purple bonus takes it back."
                )
        return None

    def _describe_board(self, state: NascardState, pos: tuple[int, int]) -> str | None:
        viewer_car = state.players[self.viewer].car if self.viewer is not None else None
        for car_id, car_sprite in sorted(self.cars.items(), key=lambda item: -item[1].pos.y):
            if car_sprite.hit_test(pos):
                return car_words(state, state.cars[car_id], viewer_car)
        for car_id, slot in self.slots.items():
            if slot.hit_test(pos):
                return self._describe_slot(state, car_id)
        for suit, bonus_sprite in self.bonus_cards.items():
            if self._trump_ribbon(bonus_sprite).collidepoint(pos) and suit == state.trump:
                name = self.parts.suits[suit].name
                return (
                    f"Trump: {name}. {name} cards move first this round, highest first. "
                    "Trump changes to the suit on top of the discard pile at the end of each round."
                )
            if bonus_sprite.hit_test(pos):
                bonus = self.parts.bonus_cards[state.bonus[suit]]
                return bonus_words(self.parts, bonus, self._on_caution(), suit == state.trump)
        if self.deck.hit_test(pos):
            return f"The deck: {len(state.deck)} cards. Pit stops and bonuses draw from it."
        if self.discard.hit_test(pos):
            top = ""
            if state.discard:
                top = f" The top card, {self.parts.card_name(state.discard[-1])}, sets the next trump."
            what = f"The discard pile: {len(state.discard)} cards. Played and thrown-away cards land here."
            if state.phase == "cut" and self._my_turn():
                what += " Drop cards here to get down to the hand limit."
            return what + top
        return self._describe_space(state, pos)

    def _describe_slot(self, state: NascardState, car_id: int) -> str:
        car = state.cars[car_id]
        play = state.plays.get(car_id)
        if play is None:
            suit = state.rival_suits.get(car_id, "")
            return f"{car.name}'s card for this round, face down: a {suit} card, turned over when cars move."
        if play.card is None:
            return f"{car.name} is in the pits this round: the car does not move."
        trump = " as trump" if play.as_trump or self.parts.suit_of(play.card) == state.trump else ""
        return (
            f"{car.name} played {self.parts.card_name(play.card)}{trump}. Cars move in order: trump first, "
            "then the highest numbers; the first moves 5 spaces, the next 4, and so on."
        )

    def _describe_space(self, state: NascardState, pos: tuple[int, int]) -> str | None:
        if not self.camera.viewport.collidepoint(pos):
            return None
        world = self.camera.screen_to_world(pos) + pygame.Vector2(self._origin(state))
        nearest = min(
            state.track.spaces.values(),
            key=lambda space: (space.x * CELL - world.x) ** 2 + (space.y * CELL - world.y) ** 2,
        )
        if (nearest.x * CELL - world.x) ** 2 + (nearest.y * CELL - world.y) ** 2 > (CELL * 0.45) ** 2:
            return None
        return space_words(nearest.has("caution"), nearest.has("start"))

    # --- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.fan.update(dt)
        for sprite in self.fan.cards:
            sprite.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        self._draw_track(surface, state)
        self.play_zone.draw(surface)
        self._draw_slot_labels(surface, state)
        for sprite in self.slots.values():
            sprite.draw(surface)
        self.deck.draw(surface)
        self.discard.draw(surface)
        for suit, sprite in self.bonus_cards.items():
            sprite.draw(surface)
            if suit == state.trump:
                self._draw_trump_marker(surface, sprite)
        for car in sorted(self.cars.values(), key=lambda s: s.pos.y):
            car.draw(surface)
        mine = self.cars.get(state.players[self.viewer].car) if self.viewer is not None else None
        if mine is not None:
            draw_you_marker(surface, mine.screen_rect())
        self._draw_hand(surface, state)
        for sprite in self.flying:
            sprite.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _draw_track(self, surface: pygame.Surface, state: NascardState) -> None:
        if self.track_art is None:
            return
        zoom = self.camera.zoom
        if self._track_scaled is None or abs(self._track_scaled[0] - zoom) > 1e-6:
            art = self.track_art
            size = (max(1, round(art.get_width() * zoom)), max(1, round(art.get_height() * zoom)))
            self._track_scaled = (zoom, pygame.transform.smoothscale(art, size))
        surface.blit(self._track_scaled[1], self.camera.world_to_screen((0, 0)))

    def _draw_slot_labels(self, surface: pygame.Surface, state: NascardState) -> None:
        face = font(max(12, round(20 * self.camera.zoom)), bold=True)
        for car in state.cars:
            pos = self._slot_pos(car.id) - pygame.Vector2(0, WORLD_CARD[1] / 2 + 16)
            label = face.render(car.name, True, CREAM)
            surface.blit(label, label.get_rect(center=self._world_screen(pos)))

    def _trump_ribbon(self, sprite: CardSprite) -> pygame.Rect:
        """Across the foot of the trump suit's bonus card, clear of the piles' labels above."""
        rect = sprite.screen_rect()
        ribbon = pygame.Rect(0, 0, rect.width + 12, max(18, rect.height // 6))
        ribbon.midtop = (rect.centerx, rect.bottom - ribbon.height // 2)
        return ribbon

    def _draw_trump_marker(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        ribbon = self._trump_ribbon(sprite)
        pygame.draw.rect(surface, GOLD, ribbon, border_radius=6)
        pygame.draw.rect(surface, INK, ribbon, 2, border_radius=6)
        label = font(max(12, ribbon.height - 4), bold=True).render("TRUMP", True, INK)
        surface.blit(label, label.get_rect(center=ribbon.center))

    def _draw_hand(self, surface: pygame.Surface, state: NascardState) -> None:
        if self.viewer is None:
            return
        self.fan.draw(surface)
        if self.blistered:
            title = font(18, bold=True).render(f"Face down ({len(self.blistered)})", True, CREAM)
            surface.blit(title, (self.hand_area.x + 12, self.hand_area.y + 6))
            for sprite in self.blistered:
                sprite.draw(surface)
        self.pit.draw(surface)
        self.confirm.draw(surface)
        self.cancel_button.draw(surface)
        played = self.hand.get(self.paying.card) if self.paying is not None else None
        if played is not None:
            self._draw_playing_tag(surface, played)
        del state


    def _draw_playing_tag(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """"Playing" over the card being paid for: it is not one of the cards that pay."""
        rect = sprite.screen_rect()
        label = font(18, bold=True).render("Playing", True, INK)
        plate = label.get_rect().inflate(12, 4)
        plate.center = (rect.centerx, rect.top + plate.height // 2 + 6)
        pygame.draw.rect(surface, PLAYING, plate, border_radius=6)
        pygame.draw.rect(surface, INK, plate, 2, border_radius=6)
        surface.blit(label, label.get_rect(center=plate.center))


def _hand_card(sprite: TableSprite | None) -> int | None:
    payload = sprite.payload if sprite is not None else None
    if isinstance(payload, tuple) and payload[0] == "hand" and payload[1] != HIDDEN:
        return int(payload[1])
    return None


def _bonus_suit(sprite: TableSprite) -> str | None:
    payload = sprite.payload
    if isinstance(payload, tuple) and payload[0] == "bonus":
        return str(payload[1])
    return None
