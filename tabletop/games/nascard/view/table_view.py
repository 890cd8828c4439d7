"""Nascard on the table: the track with its cars, the cards of the round, the viewer's hand.

World layout (through the camera): the oval of track cards, the cards played this
round inside it, and beside it the deck, the discard pile and the four bonus
cards. Screen layout (fixed): the viewer's hand along the bottom, their blistered
cards to its left and their pit card to its right.

The view glues the four jobs together, each built on the one before: `layout`
(where things go), `drawing` (pixels), `input` (drags and clicks to actions) and
`animation` (events to movement, and a state shown at rest); `art` holds the
pictures they use.
"""

from __future__ import annotations

from tabletop.engine.words import say
from tabletop.games.nascard.actions import PlayCard
from tabletop.games.nascard.events import card_words, suit_card, suit_word
from tabletop.games.nascard.explain import RULE_BONUS, RULE_PLAY, RULE_ROUND_END
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import HIDDEN, NascardState
from tabletop.games.nascard.view.animation import NascardAnimation
from tabletop.language import _, local, ngettext
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.panels.seat_panel import SeatRow
from tabletop.table.pieces.token_sprite import colour_rgb, seat_pattern


def make_view(rules: NascardRules, host: TableHost) -> NascardView:
    return NascardView(rules, host)


class NascardView(NascardAnimation):
    def banner(
        self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.phase == "over":
            winner = state.cars[state.finish_order[0]]
            return say(_("{who:wins} the race!"), who=winner.name), colour_rgb(winner.colour)
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
                return say(_("{who}: more than {limit:card} — drop {extra:card} on the discard pile"),
                           who=player.name, limit=limit, extra=extra), colour
            return say(_("{who:is} discarding down to {limit:card}."), who=player.name, limit=limit), colour
        if seat == viewer and not any(isinstance(a, PlayCard) for a in self.rules.legal_actions(state, seat)):
            # An empty hand (or none of it playable) leaves the pit stop alone to offer.
            stop = _("{who}: no card to play — click your pit card to make a pit stop")
            return say(stop, who=player.name), colour
        if seat == viewer:
            return _("{who}: drag a card into the track, or click your pit card · {suit} is trump").format(
                who=player.name, suit=suit_word(state.trump)
            ), colour
        return say(_("{who:is} choosing a card…"), who=player.name), colour

    def banner_rule(self, state: NascardState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        if state.phase == "over" or not waiting:
            return None
        if self.paying is not None:
            return RULE_BONUS if self.paying.bonus else RULE_PLAY
        return RULE_ROUND_END if state.phase == "cut" else RULE_PLAY

    def seat_rows(self, state: NascardState, waiting: tuple[int, ...]) -> list[SeatRow]:
        """One row per car, leader first: place, lap, and what others may know of its driver."""
        places = {car.id: place for place, car in enumerate(state.standings(), start=1)}
        # A replay with all hands shown lists every seat's cards, as no hand but one fits on screen.
        every_card = self.host.watching and every_card_known(state)
        rows = []
        for car in sorted(state.cars, key=lambda c: places[c.id]):
            lap = min(state.laps, car.progress // state.track_length + 1)
            parts = [_("P{place} · lap {lap}/{laps}").format(place=places[car.id], lap=lap, laps=state.laps)]
            note = ""  # a rival's name says it is one
            fields: list[str] = []
            if car.seat is None:
                if car.id in state.rival_cards and every_card:
                    parts.append(card_words(state.rival_cards[car.id], state.rival_suits[car.id]))
                elif car.id in state.rival_suits:
                    parts.append(suit_card(state.rival_suits[car.id]))
            else:
                player = state.players[car.seat]
                parts.append(say(_("{count:card}"), count=len(player.hand)))
                if player.blistered:
                    count = len(player.blistered)
                    parts.append(
                        ngettext("{count} blistered", "{count} blistered", count).format(count=count)
                    )
                if player.pit_turned:
                    parts.append(_("pits"))
                if every_card:
                    fields += self._cards_lines(player.hand, player.blistered)
            line = " · ".join(parts)
            rows.append(
                SeatRow(
                    local(car.name),
                    car.colour,
                    (line, *fields),
                    car.seat in waiting,
                    seat_pattern(car.id),
                    note,
                    spare=len(fields),
                )
            )
        return rows

    def _cards_lines(self, hand: list[int], blistered: list[int]) -> list[str]:
        """A seat's cards in its row, by suit, its face-down ones on the same line ("Hand: P 4, 44 ·
        B 21 · face down: Y 5"): on a line of their own, six seats' rows left them out."""
        cards = self._by_suit(hand) or "—"
        if blistered:
            return [_("Hand: {cards} · face down: {down}").format(cards=cards, down=self._by_suit(blistered))]
        return [_("Hand: {cards}").format(cards=cards)]

    def _by_suit(self, cards: list[int]) -> str:
        groups = []
        for suit in self.parts.suits.values():
            numbers = sorted(c for c in cards if self.parts.suit_of(c) == suit.id)
            if numbers:
                # Commas part the numbers: at the small size of six seats' rows "38 58" read "3858".
                groups.append(f"{local(suit.symbol)} {', '.join(map(str, numbers))}")
        return " · ".join(groups)


def every_card_known(state: NascardState) -> bool:
    """Whether `state` hides nothing: a replay showing every hand (a view is otherwise only
    given states masked for its viewer, where the deck at least is hidden)."""
    hidden = [*state.deck, *state.rival_cards.values()]
    hidden += [card for player in state.players for card in (*player.hand, *player.blistered)]
    return HIDDEN not in hidden
