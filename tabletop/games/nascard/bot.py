"""A Nascard driver that thinks a little: go fast when it is cheap, pit when worn out.

It sees only its own view. Each legal play gets a score: how early the card is
likely to resolve (trump and blue-bonus trump go first, then high cards), the extra
spaces of a yellow bonus, the cards a bonus brings back, minus what it costs in
cards. Near the finish, speed counts more than the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.engine.bot import SeededBot
from tabletop.engine.contract import Action
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.components import Effect
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState


@dataclass(slots=True)
class Situation:
    """What every play's score depends on, worked out once per decision: the search asks
    this bot for every move of thousands of playouts."""

    urgency: float
    worn: int
    hand: int
    trump: str
    suit_of: dict[int, str]
    effects: dict[str, Effect]  # suit -> what its bonus does where the car stands


class NascardBot(SeededBot):
    def choose(self, rules: NascardRules, view: NascardState, seat: int) -> Action:
        judged = situation(rules, view, seat)
        if view.phase != "play":
            actions = rules.legal_actions(view, seat)
            return actions[self._pick([score(judged, a) for a in actions])]
        # The plays are weighed as numbers, in `legal_actions`' order, and only the chosen one
        # is built: the search asks this player for every move of thousands of playouts. Only
        # the plays blistering the lowest free cards are weighed: each card costs more the
        # higher it is, and the cards are all different, so any other way of paying the same
        # price scores strictly less, and the best moves and their order (the tie's draw) are
        # the same as over every legal play.
        payments = list(rules.payments(view, seat, lowest=True))
        values = [_play_value(judged, *payment) for payment in payments]
        values.append(_pit_value(judged))
        chosen = self._pick(values)
        return PlayCard(*payments[chosen]) if chosen < len(payments) else PitStop()

    def choose_among(
        self, rules: NascardRules, view: NascardState, seat: int, actions: Sequence[Action]
    ) -> Action:
        judged = situation(rules, view, seat)
        return actions[self._pick([score(judged, a) for a in actions])]

    def _pick(self, values: list[float]) -> int:
        best = max(values)
        # Ties are broken by the bot's own stream, so games with bots still vary by seed.
        return self.rng.choice([i for i, value in enumerate(values) if value == best])


def situation(rules: NascardRules, view: NascardState, seat: int) -> Situation:
    parts = rules.parts
    player = view.players[seat]
    car = view.cars[player.car]
    finish = view.laps * view.track_length
    on_caution = view.track.space(view.space_of(car)).has("caution")
    return Situation(
        urgency=1.0 + 2.0 * max(0.0, car.progress / finish),
        worn=len(player.blistered),
        hand=len(player.hand),
        trump=view.trump,
        suit_of=parts.card_suit,
        effects={suit: parts.bonus_cards[number].terms(on_caution)[1] for suit, number in view.bonus.items()},
    )


def score(seen: Situation, action: Action) -> float:
    """How much this player likes `action`: it plays the best-scored legal action."""
    if isinstance(action, PlayCard):
        return _play_value(seen, action.card, action.bonus, action.blister, action.burn)
    if isinstance(action, CutHand):
        trump_bonus = 60 if seen.suit_of[action.card] == seen.trump else 0
        return -(action.card + trump_bonus)
    assert isinstance(action, PitStop)
    return _pit_value(seen)


def _pit_value(seen: Situation) -> float:
    # Measured: from 40 to 60 here, a driver that pits more often beat the old one 61% heads-up
    # (600 races) and took 30% of four-player races (400, fair share 25%); a worn hand runs dry.
    return 60.0 - 9.0 * seen.hand + 4.0 * seen.worn - 10.0 * seen.urgency


def _play_value(
    seen: Situation, card: int, bonus: bool, blister: tuple[int, ...], burn: tuple[int, ...]
) -> float:
    urgency = seen.urgency
    suit = seen.suit_of[card]
    trump = suit == seen.trump
    value = card * 0.6
    effect = seen.effects[suit] if bonus else None
    if trump or (effect is not None and effect.trump):
        value += 35.0
    if effect is not None:
        value += effect.extra * 12.0 * urgency
        value += effect.draw * 6.0
        if effect.recover:
            value += seen.worn * 5.0
    # Paying keeps low cards: blister and burn the cheapest cards first.
    for paid in blister:
        value -= 7.0 + paid * 0.1
    for paid in burn:
        value -= 9.0 + paid * 0.1
    return value * urgency if trump else value
