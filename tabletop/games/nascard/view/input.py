"""Nascard's input: drags, clicks and the pointer's hover turned into proposed actions and words.

Playing: drag a hand card into the oval to play it, onto its suit's bonus card to
switch the bonus on, onto the pit card to make a pit stop. Cards that pay a cost
are then clicked in the hand. Everything the player does becomes a proposed
action; the rules decide.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.words import say
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.events import card_words, suit_card, suit_word
from tabletop.games.nascard.explain import (
    bonus_words,
    burn_words,
    car_words,
    hand_card_words,
    payment_prompt,
    pit_words,
    space_words,
)
from tabletop.games.nascard.payment_choice import PaymentChoice
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import HIDDEN, NascardState
from tabletop.games.nascard.view.art import CELL
from tabletop.games.nascard.view.drawing import NascardDrawing
from tabletop.language import _, local
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.pieces.card_sprite import HOVER_LIFT, CardSprite
from tabletop.table.pieces.hand_layout import fan_layout
from tabletop.table.pieces.sprite import Highlight, TableSprite

TAG_ROOM = 24  # screen pixels above a hand card for the tag it may wear while paying


class NascardInput(NascardDrawing):
    """Turns drags, clicks and hovers into proposed actions, highlights and tooltips."""

    def __init__(self, rules: NascardRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.drag = DragController.for_view(self, host, on_inspect=self._inspect)

    def drag_items(self) -> list[TableSprite]:
        items: list[TableSprite] = list(self.fan.draw_order())
        can_drag = self._my_turn() and self.paying is None and not self.host.animator.busy
        for sprite in items:
            sprite.draggable = can_drag
        return items + list(self.bonus_cards.values()) + list(self.slots.values())

    def drop_targets(self) -> list[TableSprite]:
        return [self.play_zone, self.discard, *self.bonus_cards.values(), self.pit]

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
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

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        card = _hand_card(item)
        state = self.state
        if card is None or state is None:
            return _("Only cards from your hand can be played.")
        if not self._my_turn():
            return _("It is not your turn.")
        if target is self.pit:
            return self.host.propose(PitStop())
        if target is self.discard:
            if state.phase == "cut":
                return self.host.propose(CutHand(card))
            return _("To play a card, drop it inside the track, or on its bonus card.")
        if state.phase == "cut":
            limit = self.parts.numbers.hand_limit
            return _("Your hand is over {limit}: drop the cards to discard on the discard pile.").format(
                limit=limit
            )
        if target is self.play_zone:
            return self._start_play(card, bonus=False)
        suit = _bonus_suit(target)
        if suit is None:
            return None
        card_suit = self.parts.suit_of(card)
        if suit != card_suit:
            name = local(self.parts.bonus_cards[state.bonus[suit]].name)
            return _("{bonus} is the {suit} bonus; a {kind} can only use the {card_suit} bonus.").format(
                bonus=name, suit=suit_word(suit), kind=suit_card(card_suit), card_suit=suit_word(card_suit)
            )
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
            # The card is down: the cards to pay with, one by one, then Confirm.
            paying = self._card_to_pay(action)
            return paying.screen_rect() if paying is not None else self.confirm.screen_rect()
        sprite = self._hand_card_of(action)
        return sprite.screen_rect() if sprite is not None else None

    def bring_into_view(self, action: Action | None) -> None:
        """The hand's card the coach points at is shown whole: in a tight fan the cards beside
        it would cover half of it."""
        if action is None:
            self.fan.feature(None)
        elif self.paying is not None:
            self.fan.feature(self._card_to_pay(action))
        else:
            self.fan.feature(self._hand_card_of(action))

    def _card_to_pay(self, action: Action) -> CardSprite | None:
        """While a card is being paid for, the next hand card to click: one `action` pays
        with, else (another card being played) any that may pay; None once all are chosen."""
        paying = self.paying
        if paying is None or paying.action() is not None:
            return None
        eligible = paying.eligible()
        advised = [*action.burn, *action.blister] if isinstance(action, PlayCard) else []
        card = next((c for c in advised if c in eligible), min(eligible, default=None))
        return self.hand.get(card) if card is not None else None

    def _hand_card_of(self, action: Action) -> CardSprite | None:
        card = getattr(action, "card", None)
        return self.hand.get(card) if isinstance(card, int) else None

    def _refresh_highlights(self) -> None:
        """Every card that can be chosen now is lit, the rest dimmed; while paying, the card
        being played is marked apart from the cards that may pay for it."""
        paying = self.paying
        self.confirm.visible = self.cancel_button.visible = paying is not None
        self.confirm.enabled = paying is not None and paying.action() is not None
        eligible = paying.eligible() if paying else set()
        self.fan.pinned = self.hand.get(paying.card) if paying is not None else None
        spent = [paying.burn, *paying.blister] if paying is not None else []
        self.fan.beside = [self.hand[card] for card in spent if card is not None and card in self.hand]
        legal = self._legal()
        playable = {a.card for a in legal if isinstance(a, PlayCard | CutHand)}
        for card, sprite in self.hand.items():
            if paying is not None:
                # The burned card and the blistered ones apart: each goes somewhere else.
                sprite.highlight = (
                    Highlight.PLAYING
                    if card == paying.card
                    else Highlight.SPENT
                    if card == paying.burn
                    else Highlight.SELECTED
                    if card in paying.blister
                    else Highlight.LEGAL
                    if card in eligible
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
            what = local(self.parts.bonus_cards[self.state.bonus[self.parts.suit_of(card)]].name)
        else:
            what = _("trading paint")
        left = paying.blister_count - len(paying.blister)
        burn = self._burn_words(card) if paying.step == "burn" else ""
        return payment_prompt(what, paying.step, left, burn, chosen=len(paying.blister))

    def _burn_words(self, card: int) -> str:
        assert self.state is not None
        suit = self.parts.suit_of(card)
        cost, _effect = self.parts.bonus_cards[self.state.bonus[suit]].terms(self._on_caution())
        return burn_words(cost, suit, card)

    def _on_caution(self) -> bool:
        state = self.state
        if state is None or self.viewer is None:
            return False
        car = state.cars[state.players[self.viewer].car]
        return state.track.space(state.space_of(car)).has("caution")

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
            self.host.toast(_("You can make a pit stop when it is your turn to play a card."))
            return
        if not self._pit_armed:
            self._pit_armed = True
            self.pit.highlight = Highlight.SELECTED
            self.host.toast(_("Click your pit card again to make a pit stop."), GOLD)
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
                caption = _("{name}: {text}").format(name=local(bonus.name), text=local(bonus.text))
            self.host.inspect(image, caption)

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the hand, then the board."""
        state = self.state
        if state is None:
            return None
        for text in (self._describe_hand(state, pos), self._describe_board(state, pos)):
            if text is not None:
                return text
        return None

    def described_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """Where the hand's card (or the pit card) under the pointer shows once lifted, which
        its note must leave in sight: its index is what the player looks at."""
        sprite = self.fan.card_at(pos)
        if sprite is not None:
            index = self.fan.in_slots().index(sprite)
            slots = fan_layout(len(self.fan.cards), self.fan.area, self.fan.card_size, hovered=index)
            centre = slots[index][0]
            lifted = pygame.Rect((0, 0), self.fan.card_size)
            lifted.center = (round(centre.x), round(centre.y - HOVER_LIFT))
            # With the tag a card chosen to pay wears above it ("Burn", "Blister").
            return lifted.union(sprite.screen_rect()).inflate(0, TAG_ROOM).move(0, -TAG_ROOM // 2)
        if self.pit.hit_test(pos):
            return self.pit.screen_rect()
        return None

    def _describe_hand(self, state: NascardState, pos: tuple[int, int]) -> str | None:
        if self.viewer is None:
            return None
        if self.confirm.visible and self.confirm.hit_test(pos):
            return _("Play the card with the cards chosen to pay for it.")
        if self.cancel_button.visible and self.cancel_button.hit_test(pos):
            return _("Take the card back into your hand; nothing is paid.")
        sprite = self.fan.card_at(pos)
        card = _hand_card(sprite)
        if card is not None:
            paying = self.paying
            if paying is not None and card == paying.card:
                return _("{card}: the card you are playing. {hint}.").format(
                    card=card, hint=self._payment_hint()
                )
            if paying is not None:
                chosen = card == paying.burn or card in paying.blister
                if chosen:
                    return _("{card}: chosen to pay. Click it again to take it back.").format(card=card)
                if card in paying.eligible():
                    return _("{card}: click it to pay with it. {hint}.").format(
                        card=card, hint=self._payment_hint()
                    )
                return _("{card}: it cannot pay for this play.").format(card=card)
            return hand_card_words(self.parts, state, card, self._legal(), self._my_turn())
        if self.pit.visible and self.pit.hit_test(pos):
            player = state.players[self.viewer]
            return pit_words(self.parts, player.pit_turned, self._legal(), self._my_turn())
        for blistered in reversed(self.blistered):
            if blistered.hit_test(pos):
                number = blistered.payload[1] if isinstance(blistered.payload, tuple) else ""
                return _(
                    "{card}: a card you put face down (blistered). Only you see it; a pit stop or a {suit} "
                    "bonus takes it back."
                ).format(card=number, suit=suit_word("purple"))
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
                return _(
                    "Trump: {suit}. Its cards move first this round, highest first. "
                    "Trump changes to the suit on top of the discard pile at the end of each round."
                ).format(suit=suit_word(suit))
            if bonus_sprite.hit_test(pos) or self.bonus_label(state, suit)[1].collidepoint(pos):
                bonus = self.parts.bonus_cards[state.bonus[suit]]
                return bonus_words(self.parts, bonus, self._on_caution(), suit == state.trump)
        if self.deck.hit_test(pos):
            return say(_("The deck: {n:card}. Pit stops and bonuses draw from it."), n=len(state.deck))
        if self.discard.hit_test(pos):
            what = say(
                _("The discard pile: {n:card}. Played and thrown-away cards land here."), n=len(state.discard)
            )
            if state.phase == "cut" and self._my_turn():
                what += " " + _("Drop cards here to get down to the hand limit.")
            if state.discard:
                top = state.discard[-1]
                what += " " + _("The top card, {card}, sets the next trump.").format(
                    card=card_words(top, self.parts.suit_of(top))
                )
            return what
        return self._describe_space(state, pos)

    def _describe_slot(self, state: NascardState, car_id: int) -> str:
        car = state.cars[car_id]
        play = state.plays.get(car_id)
        if play is None:
            kind = suit_card(state.rival_suits.get(car_id, ""))
            return say(
                _("{who:'s} card for this round, face down: a {kind}, turned over when cars move."),
                who=car.name,
                kind=kind,
            )
        if play.card is None:
            return say(_("{who:is} in the pits this round: the car does not move."), who=car.name)
        trump = play.as_trump or self.parts.suit_of(play.card) == state.trump
        template = _("{who:played} {card} as trump.") if trump else _("{who:played} {card}.")
        played = say(template, who=car.name, card=card_words(play.card, self.parts.suit_of(play.card)))
        return (
            played
            + " "
            + _(
                "Cars move in order: trump first, then the highest numbers; the first moves 5 spaces, "
                "the next 4, and so on."
            )
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
