"""Nascard's animation: a state shown at rest, and the rules' events played as movement
(cards flying to the oval, the discard and the hands, rival cards turning over, cars gliding).

Every driving card's face is made and drawn here, so the secret-frames test can watch them all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.games.nascard import events as ev
from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.view.art import CELL, bonus_face, driving_face, pit_face, render_track, rival_back
from tabletop.games.nascard.view.input import NascardInput
from tabletop.games.nascard.view.layout import BONUS_CARD, CAR_LENGTH, PILES_Y, SMALL_CARD, WORLD_CARD
from tabletop.table.machinery.animation import Animation, Call, Parallel, Sequential, Wait
from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.card_faces import CardFace, render_back, render_face
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.token_sprite import TokenSprite, seat_pattern

FLY_SECONDS = 0.32


class NascardAnimation(NascardInput):
    """Shows a state at rest and plays the rules' events up to it."""

    def show(self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self._at_rest(state, viewer, waiting)
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
                    pattern=seat_pattern(car.id),
                    size=CAR_LENGTH,
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
        before, self.slots = self.slots, {}
        for car_id, play in state.plays.items():
            face = pit_face(True) if play.card is None else driving_face(self.parts, play.card)
            self.slots[car_id] = self._world_card(
                face, self._slot_pos(car_id), payload=("slot", car_id), old=before.get(car_id)
            )
        for car_id, suit in state.rival_suits.items():
            self.slots[car_id] = self._world_card(
                rival_back(self.parts, suit), self._slot_pos(car_id), old=before.get(car_id)
            )

    def _show_centre(self, state: NascardState) -> None:
        self.deck.count = len(state.deck)
        self.deck.pos = pygame.Vector2(self._side_x(0), PILES_Y)
        self.discard.count = len(state.discard)
        self.discard.top = render_face(driving_face(self.parts, state.discard[-1])) if state.discard else None
        self.discard.pos = pygame.Vector2(self._side_x(1), PILES_Y)
        self.play_zone.pos = pygame.Vector2(2.5 * CELL, 2.5 * CELL)
        for index, suit in enumerate(self.parts.suits):
            bonus = self.parts.bonus_cards[state.bonus[suit]]
            self.bonus_cards[suit] = self._card(
                self.bonus_cards.get(suit),
                render_face(bonus_face(self.parts, bonus, words=False)),
                BONUS_CARD,
                pos=self._bonus_pos(index),
                camera=self.camera,
                payload=("bonus", suit),
            )

    def _show_hand(self, state: NascardState) -> None:
        hand_before, self.hand = self.hand, {}
        blistered_before = {sprite.payload: sprite for sprite in self.blistered}
        self.blistered = []
        self.pit.visible = self.viewer is not None
        # A hand laid out afresh starts with no card hovered, as the pointer has not moved yet.
        self.fan.hovered = None
        if self.viewer is None:
            self.fan.set_cards([])
            return
        player = state.players[self.viewer]
        cards = sorted(player.hand, key=lambda c: (list(self.parts.suits).index(self.parts.suit_of(c)), c))
        for card in cards:
            self.hand[card] = self._card(
                hand_before.get(card),
                render_face(driving_face(self.parts, card)),
                self.fan.card_size,
                payload=("hand", card),
            )
        self.fan.set_cards([self.hand[c] for c in cards])
        self.fan.snap()
        for card in player.blistered:
            payload = ("blistered", card)
            self.blistered.append(
                self._card(
                    blistered_before.get(payload),
                    render_face(driving_face(self.parts, card)),
                    SMALL_CARD,
                    payload=payload,
                )
            )
        self._place_blistered()
        self.pit.front = render_face(pit_face(player.pit_turned))

    def _world_card(
        self, face: CardFace, pos: pygame.Vector2, payload: object = None, old: CardSprite | None = None
    ) -> CardSprite:
        return self._card(old, render_face(face), WORLD_CARD, pos=pos, camera=self.camera, payload=payload)

    def _card(
        self,
        old: CardSprite | None,
        front: pygame.Surface,
        size: tuple[int, int],
        *,
        pos: tuple[float, float] | pygame.Vector2 = (0, 0),
        camera: Camera | None = None,
        payload: object = None,
    ) -> CardSprite:
        """A card at rest showing `front`, just as a new sprite would be.

        The sprite already on the table for it is reused when it shows the same faces
        (its scaled picture is kept, so a new state does not rescale every card); one
        the drag controller is holding or has selected is left to it.
        """
        back = render_back()
        if (
            old is None
            or old.front is not front
            or old.back is not back
            or old.size != size
            or old.camera is not camera
            or old.held
            or old is self.drag.selected
        ):
            return CardSprite(front, back, size=size, pos=pos, camera=camera, payload=payload)
        old.pos = pygame.Vector2(pos)
        old.angle, old.scale, old.scale_x, old.lift = 0.0, 1.0, 1.0, 0.0
        old.face_up, old.visible, old.hovered, old.draggable = True, True, False, False
        old.highlight, old.dimmed = None, False
        old.payload = payload
        return old

    def play(
        self, events: Sequence[Event], state: NascardState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        self.paying = None
        steps: list[Animation] = []
        if before is not None:
            for event in events:
                steps.extend(self._animate(event, before))
        self._play_then_show(steps, state, viewer, waiting)

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
        if isinstance(event, common.LapCompleted):
            return [Call(lambda: self.host.toast(event.describe()))]
        return []

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

    def update(self, dt: float) -> None:
        self.place_buttons()
        self.fan.update(dt)
        for sprite in self.fan.cards:
            sprite.update(dt)
