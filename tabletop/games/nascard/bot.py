"""A Nascard driver that thinks a little: go fast when it is cheap, pit when worn out.

It sees only its own view. Each legal play gets a score: how early the card is
likely to resolve (trump and blue-bonus trump go first, then high cards), the extra
spaces of a yellow bonus, the cards a bonus brings back, minus what it costs in
cards. Near the finish, speed counts more than the hand.
"""

from __future__ import annotations

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState


class NascardBot(SeededBot):
    def choose(self, rules: NascardRules, view: NascardState, seat: int) -> Action:
        actions = rules.legal_actions(view, seat)
        scored = [(self._score(rules, view, seat, a), i) for i, a in enumerate(actions)]
        best = max(score for score, _ in scored)
        # Ties are broken by the bot's own stream, so games with bots still vary by seed.
        return actions[self.rng.choice([i for score, i in scored if score == best])]

    def _score(self, rules: NascardRules, view: NascardState, seat: int, action: Action) -> float:
        parts = rules.parts
        player = view.players[seat]
        if isinstance(action, CutHand):
            trump_bonus = 60 if parts.suit_of(action.card) == view.trump else 0
            return -(action.card + trump_bonus)
        car = view.cars[player.car]
        finish = view.laps * view.track_length
        urgency = 1.0 + 2.0 * max(0.0, car.progress / finish)
        worn = len(player.blistered)
        if isinstance(action, PitStop):
            hand = len(player.hand)
            return 40.0 - 9.0 * hand + 4.0 * worn - 10.0 * urgency
        assert isinstance(action, PlayCard)
        card = action.card
        trump = parts.suit_of(card) == view.trump
        score = card * 0.6
        effect = None
        if action.bonus:
            bonus = parts.bonus_cards[view.bonus[parts.suit_of(card)]]
            on_caution = view.track.space(view.space_of(car)).has("caution")
            _, effect = bonus.terms(on_caution)
        if trump or (effect is not None and effect.trump):
            score += 35.0
        if effect is not None:
            score += effect.extra * 12.0 * urgency
            score += effect.draw * 6.0
            if effect.recover:
                score += worn * 5.0
        # Paying keeps low cards: blister and burn the cheapest cards first.
        for paid in action.blister:
            score -= 7.0 + paid * 0.1
        for paid in action.burn:
            score -= 9.0 + paid * 0.1
        return score * urgency if trump else score
