"""MCS's animation: a state shown at rest, and the rules' events played up to it.

At rest: the sprites for a state as it stands (riders in their places, piles, the
infield's cards, the viewer's hand, rider cards and buttons); only the viewer's own
cards are ever made face up. Played: riders out of the gate and round the oval, lap
cards turning, charges laid down, bend cards and drawn cards flying, then the new
state shown at rest.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Event
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendPass, NoCharge, NoHoldOff
from tabletop.games.mcs.state import HIDDEN, McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.art import oval_point
from tabletop.games.mcs.view.input import McsInput
from tabletop.games.mcs.view.layout import (
    ACTION,
    BUTTON_HEIGHT,
    CARD,
    CHARGE_CARD,
    DECK_POS,
    DISCARD_POS,
    GATE_ANGLE,
    LAP_X,
    PITS,
    TOP_Y,
)
from tabletop.games.mcs.words import rider_word
from tabletop.language import _, local
from tabletop.sprite_factory.palette import RGB
from tabletop.table.machinery.animation import Animation, Call, Parallel, Sequential, Tween, Wait, ease_in_out
from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.hand_row import right_covered, row_card_size
from tabletop.table.pieces.sprite import Highlight

NEWS: RGB = (44, 84, 140)  # toasts that report, rather than refuse
FLY = 0.3
RIDE = 0.7


class McsRest(McsInput):
    """Makes and places the sprites of a state, with nothing moving."""

    def show(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        if viewer != self.viewer or state.phase != "gate":
            self.chosen = {}
        if state.phase != "exchange" or viewer != self.viewer:
            self.marked = set()
        self._at_rest(state, viewer, waiting)
        self.flying.clear()
        self.recyclable = [
            *self.hand.values(),
            *self.rider_cards.values(),
            *self.table_cards,
            *(card for card in self.lap_cards if card is not None),
        ]
        self._show_riders(state)
        self._show_piles(state)
        self._show_infield(state)
        self._show_hand(state)
        self._show_rider_cards(state)
        self.recyclable = []
        self.faces_zoom = self.camera.zoom
        self._show_buttons(state)
        self._refresh_highlights()

    def _track_face(
        self, number: int, size: tuple[int, int] = CARD, *, lanes_below: bool = False
    ) -> pygame.Surface:
        """Racing card `number` on the track (`size` in world units), drawn at the size the camera
        shows it so that its words keep a size that reads (see `art.CARD_TEXT`)."""
        zoom = self.camera.zoom
        shown = (max(1, round(size[0] * zoom)), max(1, round(size[1] * zoom)))
        return art.racing_face(self.parts, number, shown, lanes_below=lanes_below)

    def update(self, dt: float) -> None:
        self.faces_follow_zoom()
        super().update(dt)

    def faces_follow_zoom(self) -> None:
        """The track's cards drawn again at the size shown once the zoom has changed (the wheel, a
        new window size), when nothing is moving."""
        state = self.state
        if state is None or self.camera.zoom == self.faces_zoom or self.host.animator.busy:
            return
        self.recyclable = [*self.table_cards, *(card for card in self.lap_cards if card is not None)]
        self._show_piles(state)
        self._show_infield(state)
        self.recyclable = []
        self.faces_zoom = self.camera.zoom
        self._refresh_highlights()

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
        for colour, sprite in self.tokens.items():
            sprite.show_pattern = self.host.colour_blind()
            # Said again at each showing: the language may have changed since the token was made.
            sprite.label = local(self.parts.helmets[colour].letter)

    def _show_piles(self, state: McsState) -> None:
        self.deck.count = len(state.deck)
        self.deck.pos = pygame.Vector2(DECK_POS)
        self.discard.count = len(state.discard)
        self.discard.pos = pygame.Vector2(DISCARD_POS)
        top = state.discard[-1] if state.discard else 0
        self.discard.top = self._track_face(top) if top > 0 else None
        for index, pile in enumerate(self.lap_piles):
            pile.count = len(state.lap_decks[index])
            pile.pos = pygame.Vector2(LAP_X[index], TOP_Y)
            self.lap_cards[index] = None
        for index, number in enumerate(state.lap_cards):
            lap = self.parts.laps[number]
            self.lap_cards[index] = self._world_card(
                art.lap_face(lap.kind, lap.lap),
                pygame.Vector2(LAP_X[index] + 6, TOP_Y + 6),
                payload=("lap", number),
                back=art.lap_back(lap.lap),
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
            face = art.rider_face(self.parts, value) if value != HIDDEN else art.rider_back()
            self.table_cards.append(
                self._world_card(face, pos, payload=("gate", colour), back=art.rider_back())
            )

    def _show_attempt(self, state: McsState) -> None:
        att = state.attempt
        assert att is not None
        for role, value in (("hold", att.hold), ("charge", att.charge)):
            if value is None:
                continue
            pos = self._charge_pos(role)
            if value > 0:
                face = self._track_face(value, CHARGE_CARD, lanes_below=role == "hold")
                self.table_cards.append(
                    self._world_card(face, pos, payload=("table", value), size=CHARGE_CARD)
                )
            else:
                # Chosen but secret (or "no card", which is just as secret until both have chosen).
                self.table_cards.append(self._world_card(art.racing_back(), pos, size=CHARGE_CARD))

    def _show_charge(self, state: McsState) -> None:
        shown = state.shown_charge
        assert shown is not None
        self._lay_charge(shown.charge, shown.hold)

    def _lay_charge(self, charge: int, hold: int) -> None:
        """A revealed charge in the infield: the hold-off card (if any) above, lane to lane."""
        if hold > 0:
            face = self._track_face(hold, CHARGE_CARD, lanes_below=True)
            self.table_cards.append(
                self._world_card(face, self._charge_pos("hold"), payload=("table", hold), size=CHARGE_CARD)
            )
        face = self._track_face(charge, CHARGE_CARD)
        self.table_cards.append(
            self._world_card(face, self._charge_pos("charge"), payload=("table", charge), size=CHARGE_CARD)
        )

    def _show_chain(self, state: McsState, played: list[tuple[int, int]], *, winner: bool) -> None:
        chain = [number for _, number in played]
        self.chain_names = [
            (self._chain_pos(i, len(chain)) - pygame.Vector2(0, CARD[1] / 2 + 14), state.players[seat].name)
            for i, (seat, _number) in enumerate(played)
        ]
        for index, number in enumerate(chain):
            sprite = self._world_card(
                self._track_face(number),
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
        # Drawn at the size they are shown, so their words keep a size that reads.
        size = row_card_size(max(self.fan.most, len(cards)), self.fan.area, self.fan.largest)
        tight = right_covered(len(cards), size[0], self.fan.area.width)
        for number in cards:
            self.hand[number] = self._recycled(
                CardSprite(
                    art.racing_face(self.parts, number, size, tight=tight),
                    art.racing_back(),
                    size=size,
                    payload=("hand", number),
                )
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
                self.rider_cards[value] = self._recycled(
                    CardSprite(
                        art.rider_face(self.parts, value, self.rider_size),
                        art.rider_back(),
                        size=self.rider_size,
                        payload=("rider_card", value),
                    )
                )
        self._place_rider_cards()

    def _show_buttons(self, state: McsState) -> None:
        self.buttons = []
        if not self._my_turn():
            return
        legal = self._legal()
        if state.phase == "gate":
            self.buttons.append(ButtonSprite(_("Line up"), (170, BUTTON_HEIGHT), payload="lineup"))
        elif state.phase == "exchange":
            self.buttons.append(ButtonSprite(_("Exchange"), (170, BUTTON_HEIGHT), payload="exchange"))
        elif state.phase == "straight":
            for action in legal:
                if isinstance(action, NoCharge):
                    self.buttons.append(ButtonSprite(_("Don't charge"), (170, BUTTON_HEIGHT), payload=action))
                elif isinstance(action, NoHoldOff):
                    self.buttons.append(ButtonSprite(_("No hold-off"), (170, BUTTON_HEIGHT), payload=action))
        elif state.phase == "bend":
            self.buttons.append(ButtonSprite(_("Pass"), (170, BUTTON_HEIGHT), payload=BendPass()))
        elif state.phase == "effect":
            for action in legal[:4]:
                text = self.rules.describe_action(state, self.viewer or 0, action)
                self.buttons.append(ButtonSprite(text, (178, BUTTON_HEIGHT), payload=action))
        self._place_buttons()


class McsAnimation(McsRest):
    """Plays the rules' events up to the new state, then shows it at rest."""

    def play(
        self, events: Sequence[Event], state: McsState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        # The buttons were for the choice just made (or one the move overtook): they go now, not
        # when the move has played; `show` gives the new state's at the end.
        self.buttons = []
        steps: list[Animation] = []
        if before is not None and viewer == self.viewer:
            for event in events:
                steps.extend(self._animate(event, before))
        self._play_then_show(steps, state, viewer, waiting)

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

        template = _("{charger}'s charge on {holder} gets through!") if event.success else _(
            "{charger}'s charge on {holder} is held off."
        )
        text = template.format(charger=rider_word(event.charger), holder=rider_word(event.holder))
        return Sequential([Call(lay), Wait(0.4), self._news(text, 0.7)])

    def _bend_card(self, event: ev.BendCardPlayed, before: McsState) -> Animation:
        chain = [c for _seat, c in before.bend.chain] if before.bend else []
        index = len(chain)
        start = self._hand_screen() if event.seat == self.viewer else self._away_screen()
        held = self.hand.get(event.card) if event.seat == self.viewer else None
        if held is not None:
            start = pygame.Vector2(held.pos)
            held.visible = False
        end = self._world_screen(self._chain_pos(index, index + 1))
        return self._fly(self._track_face(event.card), start, end)

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
