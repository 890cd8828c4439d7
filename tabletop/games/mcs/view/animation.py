"""MCS's animation: the rules' events played as movement (riders out of the gate and round
the oval, lap cards turning, charges laid down, bend cards and drawn cards flying), then
the new state shown at rest.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.art import oval_point
from tabletop.games.mcs.view.layout import CARD, DECK_POS, GATE_ANGLE, LAP_X, PITS, TOP_Y
from tabletop.games.mcs.view.rest import McsRest
from tabletop.sprite_factory.palette import RGB
from tabletop.table.animation import Animation, Call, Parallel, Sequential, Tween, Wait, ease_in_out
from tabletop.table.card_sprite import CardSprite

NEWS: RGB = (44, 84, 140)  # toasts that report, rather than refuse
FLY = 0.3
RIDE = 0.7


class McsAnimation(McsRest):
    """Plays the rules' events up to the new state, then shows it at rest."""

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
        sprite = self._world_card(art.lap_face(kind, lap), pos, back=art.lap_back(lap), face_up=False)

        def put() -> None:
            self.lap_cards[lap - 1] = sprite

        return Sequential([Call(put), sprite.flip(0.35), Wait(0.25)])

    def _charge(self, event: ev.ChargeRevealed) -> Animation:
        def lay() -> None:
            self.table_cards = []
            self._lay_charge(event.charge, event.hold)

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
        face = art.racing_face(self.parts, event.card)
        return self._fly(face, start, end)

    def _fly(self, face: pygame.Surface, start: pygame.Vector2, end: pygame.Vector2) -> Animation:
        size = (round(CARD[0] * self.camera.zoom), round(CARD[1] * self.camera.zoom))
        sprite = CardSprite(face, art.racing_back(), size=size, pos=start)

        def land() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)

        return Sequential([Call(lambda: self.flying.append(sprite)), sprite.move_to(end, FLY), Call(land)])

    def _fly_backs(self, start: pygame.Vector2, end: pygame.Vector2, count: int) -> Animation:
        size = (round(CARD[0] * self.camera.zoom * 0.8), round(CARD[1] * self.camera.zoom * 0.8))
        flights: list[Animation] = []
        for index in range(max(1, min(count, 4))):
            sprite = CardSprite(art.racing_back(), art.racing_back(), size=size, face_up=False, pos=start)

            def land(sprite: CardSprite = sprite) -> None:
                if sprite in self.flying:
                    self.flying.remove(sprite)

            def launch(sprite: CardSprite = sprite) -> None:
                self.flying.append(sprite)

            flights.append(
                Sequential([Wait(index * 0.06), Call(launch), sprite.move_to(end, FLY), Call(land)])
            )
        return Parallel(flights)
