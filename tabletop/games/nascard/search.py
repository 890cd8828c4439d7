"""What the Hard player's search needs of Nascard: copies, a guess at the hidden cards, and
a judgement of a race still running.

A seat sees its own hand and blistered tyres, the discard pile, the cards put down this
round and the suit on the back of each rival's card. Everything else (the other hands and
blisters, the deck, the rivals' numbers) is one pool of unseen cards, dealt out afresh
for each guess: each rival gets a card of the suit its back shows.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.contract import Action, Outcome
from tabletop.engine.rng import Rng
from tabletop.engine.search.searchable import outcome_value
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.bot import score, situation
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState


class NascardSearch:
    def __init__(self, rules: NascardRules) -> None:
        self.rules = rules

    def clone(self, state: NascardState) -> NascardState:
        return state.clone()

    def determinize(self, view: NascardState, seat: int, rng: Rng) -> NascardState:
        world = view.clone()
        pool = self._unseen(view, seat)
        rng.shuffle(pool)
        suit_of = self.rules.parts.card_suit
        for car in sorted(world.rival_cards):
            suit = world.rival_suits[car]
            at = next(i for i, card in enumerate(pool) if suit_of[card] == suit)
            world.rival_cards[car] = pool.pop(at)
        for player in world.players:
            if player.seat == seat:
                continue
            player.hand = [pool.pop() for _ in player.hand]
            player.blistered = [pool.pop() for _ in player.blistered]
        world.deck = [pool.pop() for _ in world.deck]
        assert not pool, "a view's hidden cards must add up to the cards nobody has seen"
        world.rng = rng.fork()
        return world

    def _unseen(self, view: NascardState, seat: int) -> list[int]:
        seen = Counter(view.discard)
        mine = view.players[seat]
        seen.update(mine.hand)
        seen.update(mine.blistered)
        seen.update(play.card for play in view.plays.values() if play.card is not None)
        unseen = Counter(self.rules.parts.driving_cards)
        unseen.subtract(seen)
        return sorted(unseen.elements())

    def shortlist(self, view: NascardState, seat: int, legal: list[Action]) -> list[Action]:
        """One way to pay for each card with and without its bonus, the one the Normal driver
        likes best, and the pit stop: paying with other cards rarely turns a race, and
        twenty near-copies would share out the playouts meant for real choices. Best first
        by the Normal driver's score, but the pit stop second at the latest."""
        judged = situation(self.rules, view, seat)
        best: dict[tuple[object, ...], tuple[float, Action]] = {}
        for action in legal:
            key = (action.card, action.bonus) if isinstance(action, PlayCard) else (action,)
            value = score(judged, action)
            if key not in best or value > best[key][0]:
                best[key] = (value, action)
        ranked = [action for _, action in sorted(best.values(), key=lambda pair: -pair[0])]
        # Whether to pit is the choice that turns races, so it is always among the first two.
        if PitStop() not in ranked:
            return ranked
        ranked.remove(PitStop())
        return [*ranked[:1], PitStop(), *ranked[1:]]

    def advance(self, state: NascardState, seat: int, action: Action) -> None:
        self.rules.apply_legal(state, seat, action, tell=False)

    def cut_off(self, start: NascardState, now: NascardState) -> bool:
        # A race lasts about ten rounds: playing it to the flag is cheap enough.
        return False

    def evaluate(self, state: NascardState, seat: int) -> float:
        """The race as it stands, as if the flag fell now: the seats in track order."""
        finished = self.rules.outcome(state)
        if finished is not None:
            return outcome_value(finished, seat)
        place_of = {car.id: place for place, car in enumerate(state.standings())}
        ranking = tuple(p.seat for p in sorted(state.players, key=lambda p: place_of[p.car]))
        return outcome_value(Outcome(ranking=ranking), seat)
