"""MCS shown at rest: the sprites for a state as it stands (riders in their places, piles,
the infield's cards, the viewer's hand, rider cards and buttons). Only the viewer's own
cards are ever made face up.
"""

from __future__ import annotations

import pygame

from tabletop.games.mcs.actions import BendPass, NoCharge, NoHoldOff
from tabletop.games.mcs.state import HIDDEN, McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.art import oval_point
from tabletop.games.mcs.view.input import McsInput
from tabletop.games.mcs.view.layout import (
    ACTION,
    CARD,
    CHARGE_CARD,
    DECK_POS,
    DISCARD_POS,
    HAND_CARD,
    LAP_X,
    PITS,
    RIDER_CARD,
    TOP_Y,
)
from tabletop.table.button import ButtonSprite
from tabletop.table.card_sprite import CardSprite
from tabletop.table.sprite import Highlight


class McsRest(McsInput):
    """Makes and places the sprites of a state, with nothing moving."""

    def show(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        if viewer != self.viewer or state.phase != "gate":
            self.chosen = {}
        if state.phase != "exchange" or viewer != self.viewer:
            self.marked = set()
        self.state, self.viewer, self.waiting = state, viewer, waiting
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
        self._show_buttons(state)
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
        for sprite in self.tokens.values():
            sprite.show_pattern = self.host.colour_blind()

    def _show_piles(self, state: McsState) -> None:
        self.deck.count = len(state.deck)
        self.deck.pos = pygame.Vector2(DECK_POS)
        self.discard.count = len(state.discard)
        self.discard.pos = pygame.Vector2(DISCARD_POS)
        top = state.discard[-1] if state.discard else 0
        self.discard.top = art.racing_face(self.parts, top) if top > 0 else None
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
                face = art.racing_face(self.parts, value, lanes_below=role == "hold")
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
            face = art.racing_face(self.parts, hold, lanes_below=True)
            self.table_cards.append(
                self._world_card(face, self._charge_pos("hold"), payload=("table", hold), size=CHARGE_CARD)
            )
        face = art.racing_face(self.parts, charge)
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
                art.racing_face(self.parts, number),
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
            self.hand[number] = self._recycled(
                CardSprite(
                    art.racing_face(self.parts, number),
                    art.racing_back(),
                    size=HAND_CARD,
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
                        art.rider_face(self.parts, value),
                        art.rider_back(),
                        size=RIDER_CARD,
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
