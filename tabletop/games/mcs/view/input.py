"""MCS's input: clicks and drags turned into proposed actions, the highlights of what may be
chosen now, and the words for whatever lies under the pointer.

Playing: click rider cards, then "Line up"; drag (or click, then click) a racing
card onto the infield to charge, hold off or play it in a bend; click riders or
buttons for an effect's choice; click hand cards, then "Exchange". Everything
becomes a proposed action; the rules decide.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import Action
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
from tabletop.games.mcs.explain import (
    BUTTON_WORDS,
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
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.drawing import McsDrawing
from tabletop.games.mcs.words import rider_word
from tabletop.language import _, local
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.sprite import Highlight, TableSprite


class McsInput(McsDrawing):
    """Turns clicks and drags into proposed actions, highlights and tooltips."""

    def __init__(self, rules: McsRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.drag = DragController.for_view(self, host, on_inspect=self._inspect)

    def _refresh_highlights(self) -> None:
        """Every card that can be chosen now is lit, the rest dimmed (only on the viewer's turn)."""
        state = self.state
        legal = self._legal()
        gate = bool(legal) and state is not None and state.phase == "gate"
        free = set(state.players[self.viewer].riders) if gate and state and self.viewer is not None else set()
        for value, sprite in self.rider_cards.items():
            chosen = value in self.chosen.values()
            sprite.highlight = Highlight.SELECTED if chosen else Highlight.LEGAL if value in free else None
            sprite.dimmed = bool(legal) and not chosen and value not in free
        exchanging = bool(legal) and state is not None and state.phase == "exchange"
        playable = {a.card for a in legal if isinstance(a, Charge | HoldOff | BendCard)}
        # Cards picked for an exchange rise where they lie; the rest of the hand stays put.
        self.fan.lifted = {sprite for number, sprite in self.hand.items() if number in self.marked}
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
                button.text = _("Exchange {count}").format(count=count) if count else _("Keep my hand")
        if state is not None and state.phase == "effect" and self._my_turn():
            riders = {a.rider for a in self._legal() if isinstance(a, PickRider)}
            for colour, token in self.tokens.items():
                token.highlight = Highlight.LEGAL if colour in riders else None
        else:
            for token in self.tokens.values():
                token.highlight = None

    # --- whose turn, and what may go where ----------------------------------------------------------

    def _card_actions(self, card: int) -> list[Action]:
        return [a for a in self._legal() if isinstance(a, Charge | HoldOff | BendCard) and a.card == card]

    def drag_items(self) -> list[TableSprite]:
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

    def drop_targets(self) -> list[TableSprite]:
        return [self.play_zone]

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
        card = _hand_card(item)
        if card is None or not self._card_actions(card):
            return []
        return [self.play_zone]

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        card = _hand_card(item)
        state = self.state
        if card is None or state is None or target is not self.play_zone:
            return _("Only cards from your hand can be played.")
        if not self._my_turn():
            return _("It is not your turn.")
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
        return _("Racing cards are played on a straight or in a bend.")

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        button = next((b for b in self.buttons if b.payload == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, ChooseRiders):
            # One rider card at a time, then the Line up button.
            left = [value for value in action.riders if value not in self.chosen.values()]
            return self._anchor_or_button(self.rider_cards.get(left[0]) if left else None, "lineup")
        if isinstance(action, Exchange):
            return self._anchor_or_button(self._hand_card_of(action), "exchange")
        if isinstance(action, PickRider) and action.rider in self.tokens:
            return self.tokens[action.rider].screen_rect()
        sprite = self._hand_card_of(action)
        return sprite.screen_rect() if sprite is not None else None

    def bring_into_view(self, action: Action | None) -> None:
        """The hand's card the coach points at is shown whole: in a tight fan (960 x 600) the
        cards beside it would cover half of it."""
        self.fan.feature(None if action is None else self._hand_card_of(action))

    def _hand_card_of(self, action: Action) -> CardSprite | None:
        """The card in hand `action` plays next (an exchange's first card not yet marked)."""
        if isinstance(action, Exchange):
            left = [card for card in action.cards if card not in self.marked]
            return self.hand.get(left[0]) if left else None
        card = getattr(action, "card", None)
        return self.hand.get(card) if isinstance(card, int) else None

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

    def watch_event(self, event: pygame.event.Event) -> bool:
        """The match card opened (its button, M) and closed (a click, Esc, M, Enter, Space): at
        the table and in a replay, where the view takes no other input."""
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
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.watch_event(event):
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
            self.host.toast(
                _("{rider} has ridden already in this round of five heats.").format(
                    rider=self.parts.rider_name(value)
                )
            )
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
                missing = [rider_word(c).lower() for c in colours if c not in self.chosen]
                template = (
                    _("Click a {colour} rider card first.")
                    if len(missing) == 1
                    else _("Click a {colour} and a {other} rider card first.")
                )
                self.host.toast(template.format(colour=missing[0], other=missing[-1]))
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
                effect = self.parts.effects[card.effect]
                caption = _("{name}: {text}").format(name=local(effect.name), text=local(effect.text))
            self.host.inspect(image, caption)

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
            return _(BUTTON_WORDS["match"])
        for button in self.buttons:
            if button.hit_test(pos):
                payload = button.payload
                if isinstance(payload, str):
                    return _(BUTTON_WORDS[payload]) if payload in BUTTON_WORDS else None
                if isinstance(payload, NoCharge):
                    return _("Let this chance go: your rider does not charge on this lap.")
                if isinstance(payload, NoHoldOff):
                    return _("Play no card: the charge gets through and the rider behind passes yours.")
                if isinstance(payload, BendPass):
                    return _("Play nothing now: the bend ends when all the others pass after the last card.")
                return _("{choice}: how your card's effect works.").format(choice=button.text)
        if self.viewer is None:
            return None
        card = _hand_card(self.fan.card_at(pos))
        if card is not None:
            words = hand_card_words(self.parts, state, card, self._legal(), self._my_turn())
            if state.phase == "exchange" and self._my_turn():
                words += " " + _("Click it to mark it for exchange.")
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
                    line += " " + _("Click him to choose him for your effect.")
                return line
        for sprite in reversed(self.table_cards):
            if sprite.hit_test(pos):
                return self._describe_table_card(state, sprite)
        for index, pile in enumerate(self.lap_piles):
            shown = self.lap_cards[index]
            roman = art.ROMAN[index + 1]
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
            return _("The {colour} rider's card for this heat, shown once everyone has chosen.").format(
                colour=rider_word(payload[1]).lower()
            )
        return _("A racing card put down face down: it is shown once both managers have chosen.")


def _hand_card(sprite: TableSprite | None) -> int | None:
    payload = sprite.payload if sprite is not None else None
    if isinstance(payload, tuple) and payload[0] == "hand" and payload[1] != HIDDEN:
        return int(payload[1])
    return None
