"""What the Hard player's search needs of MCS: guesses at the hidden cards and choices,
playouts that stop at the end of the heat, and a judgement of the points standing then.

A seat sees its own hand, the discard pile, the cards in a bend and the lap cards turned;
every other racing card is in an opponent's hand or the deck, every other lap card in its
lap deck. `determinize` deals those anew and has the Normal player make again each secret
choice the seat has not seen (riders at the gate, an exchange, a charge or hold-off card),
from the hand it was just dealt and the view that seat had.
"""

from __future__ import annotations

import math

from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng
from tabletop.games.mcs.actions import Charge, ChooseRiders, Exchange, HoldOff
from tabletop.games.mcs.bot import McsBot, _Mind
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, NO_CARD, McsState

# One heat moves a points margin by about this share of the gap between first and last
# place; the margin still to come grows with the square root of the heats left.
HEAT_SPREAD = 0.5


class McsSearch:
    def __init__(self, rules: McsRules) -> None:
        self.rules = rules

    def clone(self, state: McsState) -> McsState:
        return state.clone()

    def determinize(self, view: McsState, seat: int, rng: Rng) -> McsState:
        world = view.clone()
        world.rng = rng.fork()
        self._deal_racing_cards(world, seat, rng)
        self._deal_lap_cards(world, rng)
        self._choose_again(world, seat, rng)
        return world

    def _deal_racing_cards(self, world: McsState, seat: int, rng: Rng) -> None:
        seen = set(world.players[seat].hand)
        seen.update(world.discard)
        if world.bend is not None:
            seen.update(card for _, card in world.bend.chain)
        unseen = [card for card in self.rules.parts.racing_numbers if card not in seen]
        rng.shuffle(unseen)
        for player in world.players:
            if player.seat != seat:
                player.hand = [unseen.pop() for _ in player.hand]
        world.deck = [unseen.pop() for _ in world.deck]

    def _deal_lap_cards(self, world: McsState, rng: Rng) -> None:
        parts = self.rules.parts
        turned = set(world.lap_cards)
        for index, deck in enumerate(world.lap_decks):
            gone = turned.union(world.lap_discards[index])
            unturned = [card for card in parts.lap_deck(index + 1) if card not in gone]
            rng.shuffle(unturned)
            world.lap_decks[index] = unturned[: len(deck)]

    def _choose_again(self, world: McsState, seat: int, rng: Rng) -> None:
        """Every secret choice of another seat made anew, as that seat would have made it."""
        hidden = [s for s in world.choices if s != seat]
        for other in hidden:
            del world.choices[other]
        att = world.attempt
        charger = hold = -1
        if att is not None:
            if att.charge == HIDDEN:
                att.charge, charger = None, world.riders[att.charger].seat
            if att.hold == HIDDEN:
                att.hold, hold = None, world.riders[att.holder].seat
        for other in hidden:
            chosen = self._normal_choice(world, other, rng)
            assert isinstance(chosen, ChooseRiders | Exchange)
            world.choices[other] = chosen.riders if isinstance(chosen, ChooseRiders) else chosen.cards
        if att is not None and charger >= 0:
            chosen = self._normal_choice(world, charger, rng)
            att.charge = chosen.card if isinstance(chosen, Charge) else NO_CARD
        if att is not None and hold >= 0:
            chosen = self._normal_choice(world, hold, rng)
            att.hold = chosen.card if isinstance(chosen, HoldOff) else NO_CARD

    def _normal_choice(self, world: McsState, seat: int, rng: Rng) -> Action:
        return McsBot(rng.next64()).choose(self.rules, self.rules.view(world, seat), seat)

    def shortlist(self, view: McsState, seat: int, legal: list[Action]) -> list[Action]:
        """The moves as the Normal player scores them, best first (riders, an exchange: most of
        the many choices are plainly weaker)."""
        if len(legal) <= 1:
            return legal
        mind = _Mind(self.rules, view, seat)
        return sorted(legal, key=mind.score, reverse=True)

    def advance(self, state: McsState, seat: int, action: Action) -> None:
        self.rules.perform(state, seat, action, [])

    def cut_off(self, start: McsState, now: McsState) -> bool:
        """At the end of the heat, unless a tie of the meeting is being broken: extra heats
        score no points, so only playing them out tells who wins them."""
        return now.heat != start.heat and not now.extra

    def evaluate(self, state: McsState, seat: int) -> float:
        """The chance to win, about, from the points margin and the heats left: against each
        opponent the chance the margin holds, and in the meeting a little for each one beaten."""
        numbers = self.rules.numbers
        heats_left = max(0, state.heats - len(state.regular_results()))
        swing = numbers.points[0] - numbers.points[-1]
        spread = HEAT_SPREAD * swing * math.sqrt(heats_left + 1)
        mine = state.team_total(seat)
        chances = [
            1.0 / (1.0 + math.exp((state.team_total(other) - mine) / spread))
            for other in self._rivals(state, seat)
        ]
        if len(chances) == 1:
            return chances[0]
        return 0.9 * math.prod(chances) + 0.1 * sum(chances) / len(chances)

    def _rivals(self, state: McsState, seat: int) -> list[int]:
        """One seat for each opposing total: the other side's first seat, or each other manager."""
        if state.mode == "meeting":
            return state.opponents(seat)
        return state.opponents(seat)[:1]
