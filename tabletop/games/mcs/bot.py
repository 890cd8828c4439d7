"""An MCS team manager that thinks a little, from its own view only.

Everything is measured in points of the heat, as seen by the bot: its own
points minus its opponents' (their average, in the meeting). Gating picks the
riders with the best expected result against every choice the opponents could
make, minus a little for spending strength. A charge is made with the card most
likely to get through (the share of unseen cards that could hold it off decides),
if the expected gain beats the card's worth; the hold-off card is the one most
likely to cover an unseen charge. In a bend, each card's effect is valued with
its best choice; a battle is opened only when the gain is worth the card and
weighted by how much the lap matters (a change on lap I can still be undone,
one on lap IV stands), and a card is replaced only when the bot's effect beats
the one on the table by a margin.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from tabletop.engine.bot import SeededBot
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
    PickOpponent,
    PickPlaces,
    PickRider,
)
from tabletop.games.mcs.components import Components, RacingCard
from tabletop.games.mcs.phases.effects import choices, overtake_order, placed_order
from tabletop.games.mcs.phases.gate import hand_size
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import HIDDEN, Hazard, McsState

# What keeping a card is worth, in heat points: its letters and its effect.
EFFECT_WORTH = {
    "three": 0.25,
    "zero": 0.2,
    "five_one": 0.6,
    "four_two": 0.45,
    "three_three": 0.3,
    "overtake": 0.3,
    "switch": 0.25,
    "fall": 0.35,
    "engine": 0.3,
}
REWARD_WORTH = 0.35  # a card drawn
STRENGTH_COST = 0.045  # per point of rider strength spent at the gate
OPEN_THRESHOLD = 0.35  # extra gain wanted to open a battle on lap I (none on lap IV)
REPLY_DISCOUNT = 0.3  # share of an effect's value lost when the others can answer it
AVERAGE_WORTH = 0.62  # what a card drawn blind is worth, about
HEAT_USE = 0.09  # a card's use per lap still to come in this heat
GATE_TEMPERATURE = 0.4  # how freely gating strays from the best-looking riders, in points
LOCK_THREAT = 0.35  # the chance, per lap still to come, that a place would be lost
# Not charging gives the lap away: the rider may not try again before the next lap card,
# and the holder keeps his card. Without this the bot declined too often: a copy that
# always charges beat it 57%, one with this price 59% (500 games each).
DECLINE_COST = 0.25


GATE_MEMO_SIZE = 20_000
_GATE_MEMO: dict[tuple[object, ...], float] = {}


def card_worth(card: RacingCard) -> float:
    return 0.09 * len(card.charge) ** 1.5 + 0.07 * len(card.hold) ** 1.5 + EFFECT_WORTH[card.effect]


def stick(lap: int) -> float:
    """How much an order reached on `lap` is likely to stand at the finish."""
    return (0.55, 0.55, 0.68, 0.82, 0.95)[min(lap, 4)]


class McsBot(SeededBot):
    def choose(self, rules: McsRules, view: McsState, seat: int) -> Action:
        return self.choose_among(rules, view, seat, rules.legal_actions(view, seat))

    def choose_among(self, rules: McsRules, view: McsState, seat: int, actions: Sequence[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        mind = _Mind(rules, view, seat)
        scored = [(mind.score(action), i) for i, action in enumerate(actions)]
        if isinstance(actions[0], ChooseRiders):
            return actions[self._mixed(scored)]
        best = max(score for score, _ in scored)
        near = [i for score, i in scored if score >= best - 1e-9]
        return actions[self.rng.choice(near)]

    def _mixed(self, scored: list[tuple[float, int]]) -> int:
        """A choice weighted towards the best, never certain: gating is a guessing game,
        and a manager who always sends the same riders is easy to read."""
        best = max(score for score, _ in scored)
        weights = [math.exp((score - best) / GATE_TEMPERATURE) for score, _ in scored]
        pick = self.rng.below(10**9) / 10**9 * sum(weights)
        for weight, (_score, index) in zip(weights, scored, strict=True):
            pick -= weight
            if pick <= 0:
                return index
        return scored[-1][1]


class _Mind:
    """One decision's worth of thinking about one view."""

    def __init__(self, rules: McsRules, view: McsState, seat: int) -> None:
        self.rules = rules
        self.parts: Components = rules.parts
        self.view = view
        self.seat = seat
        self.me = view.players[seat]
        self.points = rules.numbers.points
        self.colour_seat = {c: p.seat for p in view.players for c in p.colours}
        # Worked out once per decision, as every action is scored against the same view:
        self._sides: dict[int, tuple[set[str], set[str], int]] = {}  # who -> his colours, theirs
        self._gate_options: list[dict[str, int]] | None = None
        self._unseen: list[RacingCard] | None = None
        self._odds: tuple[float, float, float] | None = None
        self._effects: dict[tuple[str, int], float] = {}
        self._now: dict[int, float] = {}  # who -> the worth of the order as it stands

    # --- what a position is worth ---------------------------------------------------------

    def worth(self, order: list[str] | tuple[str, ...], who: int | None = None) -> float:
        """`who`'s points minus his opponents' (the bot's by default) if the heat ended in `order`."""
        return self._worth_with(order, self.seat if who is None else who)

    def _worth_with(self, order: list[str] | tuple[str, ...], who: int) -> float:
        sides = self._sides.get(who)
        if sides is None:
            view = self.view
            against = set(view.opponents(who))
            friends = {c for c, s in self.colour_seat.items() if self.friendly(s, who)}
            foes = {c for c, s in self.colour_seat.items() if s in against}
            sides = self._sides[who] = (friends, foes, len(against))
        friends, foes, opponents = sides
        mine = theirs = 0
        for points, colour in zip(self.points, order, strict=False):  # places past the table score 0
            if colour in friends:
                mine += points
            elif colour in foes:
                theirs += points
        if self.view.mode == "meeting":
            return mine - theirs / max(1, opponents)
        return mine - theirs

    def friendly(self, seat: int, who: int | None = None) -> bool:
        """Whether `seat` scores for `who` (the bot by default): himself, or his side."""
        who = self.seat if who is None else who
        if self.view.mode == "meeting":
            return seat == who
        return self.view.players[seat].side == self.view.players[who].side

    def unseen(self) -> list[RacingCard]:
        """Racing cards the bot cannot see: opponents' hands and the deck."""
        if self._unseen is None:
            self._unseen = self._find_unseen()
        return self._unseen

    def _find_unseen(self) -> list[RacingCard]:
        view = self.view
        known = set(self.me.hand) | set(view.discard)
        if view.bend is not None:
            known |= {c for _, c in view.bend.chain}
        att = view.attempt
        if att is not None:
            known |= {c for c in (att.charge, att.hold) if c is not None and c > 0}
        return [card for number, card in self.parts.cards.items() if number not in known]

    def cost(self, card: int) -> float:
        """What playing `card` gives up. Hands are filled up again before every heat, so a
        card spent is replaced by a blind draw: the loss is its edge over an average card,
        plus its use for the rest of this heat (none left once the heat is over)."""
        laps_left = max(0, self.rules.numbers.laps - self.view.lap)
        size = hand_size(self.parts, self.view)
        spare = len(self.me.hand) > size
        keep = 0.0 if spare else 0.6 * (card_worth(self.parts.cards[card]) - AVERAGE_WORTH)
        return max(0.0, keep) + HEAT_USE * laps_left * (1.0 + 0.3 * max(0, 3 - len(self.me.hand)))

    # --- scoring each kind of action ------------------------------------------------------------

    def score(self, action: Action) -> float:
        if isinstance(action, ChooseRiders):
            return self.gate(action.riders)
        if isinstance(action, Exchange):
            return sum(AVERAGE_WORTH - card_worth(self.parts.cards[c]) for c in action.cards)
        if isinstance(action, Charge | NoCharge):
            return self.charge(action)
        if isinstance(action, HoldOff | NoHoldOff):
            return self.hold(action)
        if isinstance(action, BendCard | BendPass):
            return self.bend(action)
        if isinstance(action, PickPlaces | PickRider | PickOpponent):
            return self.effect_choice(action)
        return 0.0

    # gating

    def gate(self, riders: tuple[int, ...]) -> float:
        """The worth of sending `riders`, remembered across decisions: it depends on nothing
        but who may still ride, and the search meets the same gate in every playout."""
        view = self.view
        key = (
            self.rules, view.mode, self.seat, view.participants,
            tuple((p.side, p.colours, tuple(p.riders)) for p in view.players), riders,
        )
        known = _GATE_MEMO.get(key)
        if known is None:
            if len(_GATE_MEMO) >= GATE_MEMO_SIZE:
                _GATE_MEMO.clear()
            known = _GATE_MEMO[key] = self._gate(riders)
        return known

    def _gate(self, riders: tuple[int, ...]) -> float:
        mine = {self.parts.riders[v].colour: v for v in riders}
        total = count = 0.0
        worth = self._worth_with
        for theirs in self._opponent_gates():
            strength = {**mine, **theirs}
            # `reverse` keeps equal strengths in their order, as a sort on minus strength would.
            total += worth(sorted(strength, key=strength.__getitem__, reverse=True), self.seat)
            count += 1
        expected = total / max(1.0, count)
        spent = sum(riders) - len(riders) * 10.5
        return expected * 0.75 - STRENGTH_COST * spent

    def _opponent_gates(self) -> list[dict[str, int]]:
        """Every line-up the others could send to this gate (colour -> strength); the same
        for every choice of the bot's, so worked out once."""
        if self._gate_options is None:
            view = self.view
            options = []
            for player in view.players:
                if player.seat == self.seat or player.seat not in view.participants:
                    continue
                per_colour = [
                    [v for v in player.riders if self.parts.riders[v].colour == colour]
                    for colour in player.colours
                ]
                options.append(list(itertools.product(*per_colour)))
            self._gate_options = [
                {self.parts.riders[v].colour: v for picks in combo for v in picks}
                for combo in itertools.product(*options)
            ]
        return self._gate_options

    # the straight

    def _holder_hand(self) -> int:
        att = self.view.attempt
        assert att is not None
        seat = self.view.riders[att.holder].seat
        if att.holder == self.view.sick:
            return 0
        return len(self.view.players[seat].hand)

    def charge(self, action: Charge | NoCharge) -> float:
        if isinstance(action, NoCharge):
            return -DECLINE_COST
        view = self.view
        att = view.attempt
        assert att is not None
        card = self.parts.cards[action.card]
        unseen = self.unseen()
        blockers = sum(1 for c in unseen if card.charge <= c.hold)
        p = _none_of(len(unseen), blockers, self._holder_hand())
        order = list(view.order)
        a, b = order.index(att.charger), order.index(att.holder)
        passed = list(order)
        passed[a], passed[b] = passed[b], passed[a]
        gain = (self.worth(passed) - self.worth(order)) * stick(view.lap)
        return p * (gain + REWARD_WORTH) - (1 - p) * REWARD_WORTH * 0.5 - self.cost(action.card)

    def hold(self, action: HoldOff | NoHoldOff) -> float:
        view = self.view
        att = view.attempt
        assert att is not None
        order = list(view.order)
        a, b = order.index(att.charger), order.index(att.holder)
        passed = list(order)
        passed[a], passed[b] = passed[b], passed[a]
        loss = (self.worth(order) - self.worth(passed)) * stick(view.lap)
        chargers = [c for c in self.unseen() if c.charge]
        if isinstance(action, NoHoldOff):
            return -0.75 * (loss + REWARD_WORTH)
        card = self.parts.cards[action.card]
        covers = sum(1 for c in chargers if c.charge <= card.hold) / max(1, len(chargers))
        charge_likely = 0.75
        return -charge_likely * (1 - covers) * (loss + REWARD_WORTH) - charge_likely * self.cost(action.card)

    # the bend

    def bend(self, action: BendCard | BendPass) -> float:
        view = self.view
        bend = view.bend
        assert bend is not None
        on_table = 0.0
        if bend.chain:
            seat, top = bend.chain[-1]
            on_table = self.effect_value(self.parts.cards[top].effect, seat)
        if isinstance(action, BendPass):
            return on_table
        card = self.parts.cards[action.card]
        mine = self.effect_value(card.effect, self.seat)
        threshold = 0.0 if bend.chain else OPEN_THRESHOLD * (4 - min(view.lap, 4)) / 3
        # A card the others can easily replace is worth less: they may answer, and it is lost.
        reply = self._reply_chance(card)
        expected = mine * (1 - REPLY_DISCOUNT * reply)
        return expected - self.cost(action.card) - threshold

    def _reply_chance(self, card: RacingCard) -> float:
        unseen = self.unseen()
        match = sum(1 for c in unseen if c.edge == card.edge or c.effect == card.effect)
        hands = sum(
            len(self.view.players[s].hand)
            for s in self.view.opponents(self.seat)
            if s in self.view.participants
        )
        return 1.0 - _none_of(len(unseen), match, hands)

    def effect_value(self, effect: str, seat: int) -> float:
        """What `effect`, triggered for `seat` with the choice best for him, is worth to the bot."""
        known = self._effects.get((effect, seat))
        if known is None:
            known = self._effects[effect, seat] = self._effect_value(effect, seat)
        return known

    def _effect_value(self, effect: str, seat: int) -> float:
        options: list[Action | None] = [None]
        if effect not in ("three", "zero"):
            options = list(choices(self.parts, self.view, seat, effect))
        if not options:
            return 0.0
        best = max(options, key=lambda option: self._outcome(effect, seat, option, seat))
        return self._outcome(effect, seat, best, self.seat)

    def _outcome(self, effect: str, seat: int, option: Action | None, who: int) -> float:
        """What `effect` triggered for `seat` with `option` is worth to `who`."""
        view = self.view
        now = self._now.get(who)
        if now is None:
            now = self._now[who] = self.worth(view.order, who)
        lap = view.lap
        weight = stick(lap)
        # A "3" or "0" protects a place from charges and effects for the laps still to come.
        future = 0.75 * max(0, self.rules.numbers.laps - lap)
        if effect == "three":
            if len(view.order) < 2 or view.lead_lock == view.order[0]:
                return 0.0
            swapped = [view.order[1], view.order[0], *view.order[2:]]
            return (now - self.worth(swapped, who)) * min(0.9, LOCK_THREAT * future)
        if effect == "zero":
            if len(view.order) < 2 or view.order[-1] in view.tail_locks:
                return 0.0
            swapped = [*view.order[:-2], view.order[-1], view.order[-2]]
            return (now - self.worth(swapped, who)) * min(0.8, LOCK_THREAT * 0.8 * future)
        if isinstance(option, PickOpponent):
            if self.friendly(seat, who):
                return REWARD_WORTH * 1.5
            return -REWARD_WORTH * 1.5 if self.friendly(option.seat, who) else 0.0
        if isinstance(option, PickPlaces):
            order = placed_order(view, option.riders, option.places)
            return (self.worth(order, who) - now) * weight
        if isinstance(option, PickRider) and effect == "overtake":
            order = overtake_order(view, option.rider) or view.order
            return (self.worth(order, who) - now) * weight
        if isinstance(option, PickRider):
            return self._hazard_value(Hazard(effect, option.rider, seat), who)
        return 0.0

    def _hazard_value(self, hazard: Hazard, who: int) -> float:
        view = self.view
        bend, _straight, finish = self.next_lap_odds()
        now = self.worth(view.order, who)
        order = [c for c in view.order if c != hazard.rider]
        out_value = self.worth(order, who) - now
        last_value = self.worth([*order, hazard.rider], who) - now
        if hazard.effect == "fall":
            return bend * last_value * stick(view.lap + 1) + finish * out_value
        return bend * out_value

    def next_lap_odds(self) -> tuple[float, float, float]:
        """Chances that the next lap card is a bend, a straight or the finish."""
        if self._odds is None:
            view = self.view
            nxt = view.lap + 1
            if nxt > self.rules.numbers.laps:
                self._odds = 0.0, 0.0, 1.0
            else:
                self._odds = _lap_odds(self.parts, nxt, tuple(sorted(view.lap_discards[nxt - 1])))
        return self._odds

    # effect choices

    def effect_choice(self, action: Action) -> float:
        pending = self.view.pending
        assert pending is not None
        return self._outcome(pending.effect, self.seat, action, self.seat)


def _lap_odds(parts: Components, lap: int, used: tuple[int, ...]) -> tuple[float, float, float]:
    gone = set(used)
    deck = [n for n in parts.lap_deck(lap) if n not in gone] or list(parts.lap_deck(lap))
    kinds = [parts.laps[n].kind for n in deck]
    total = len(kinds)
    return kinds.count("bend") / total, kinds.count("straight") / total, kinds.count("finish") / total


def _none_of(pool: int, good: int, drawn: int) -> float:
    """The chance that `drawn` cards from `pool` include none of `good` of them."""
    if drawn <= 0 or good <= 0:
        return 1.0
    if good >= pool:
        return 0.0
    p = 1.0
    for i in range(min(drawn, pool)):
        p *= max(0.0, (pool - good - i) / (pool - i))
    return p


__all__ = ["HIDDEN", "McsBot", "card_worth"]
