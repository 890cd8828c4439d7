"""The rules of Nascard: the only authority on what is legal and what happens.

A round has three phases: every driver plays a card or pits (leader first), the
cars move in the order their cards resolve, and the round ends (trump follows the
top discard; hands above the limit are cut). Two laps end the race.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletop.engine import common_events as common
from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.deck import draw, rebuild
from tabletop.engine.rng import Rng
from tabletop.engine.track import Track
from tabletop.engine.words import names_list, say
from tabletop.games.nascard import events as ev
from tabletop.games.nascard.actions import ACTION_TYPES, CutHand, PitStop, PlayCard
from tabletop.games.nascard.components import Components
from tabletop.games.nascard.movement import place, resolution_order
from tabletop.games.nascard.payment import Payment, explain_refusal, payments_for_card, plays_for_card
from tabletop.games.nascard.random_track import RANDOM_TRACK_ID, is_random, random_layout
from tabletop.games.nascard.state import HIDDEN, Car, NascardState, Play, Player
from tabletop.games.nascard.track_layout import CAUTION, build_track, check_layout
from tabletop.language import N_, _, composed, local

BONUS_MODES = ("recommended", "random", "chosen")


class NascardRules:
    game_id = "nascard"
    action_types = ACTION_TYPES

    def __init__(self, parts: Components, default_track: Track) -> None:
        self.parts = parts
        self.default_track = default_track
        self._suit_of = parts.card_suit

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> NascardState:
        parts = self.parts
        numbers = parts.numbers
        count = len(setup.seats)
        if not 1 <= count <= numbers.field:
            wrong = _("Nascard is for 1 to {most} players, not {count}")
            raise ValueError(wrong.format(most=numbers.field, count=count))
        options = setup.options
        rivals = bool(options.get("rivals", False)) or count <= 2
        laps = int(options.get("laps", 2))
        if laps < 1:
            raise ValueError(_("a race needs at least one lap"))
        rng = Rng.from_seed(seed)
        track = self._track(setup.track, rng)
        bonus = self._choose_bonus(options, rng)

        deck = list(parts.driving_cards)
        rng.shuffle(deck)
        players = [
            Player(seat, seat_setup.name, car=seat, hand=[deck.pop() for _ in range(numbers.hand_size)])
            for seat, seat_setup in enumerate(setup.seats)
        ]
        discard = [deck.pop()]
        cars = self._cars(setup, rivals)
        grid = list(range(len(cars)))
        rng.shuffle(grid)
        # Two cars per card from the start/finish card forward, inside space first.
        for slot, car_id in enumerate(grid):
            cars[car_id].progress, cars[car_id].lane = slot // 2, slot % 2
        state = NascardState(
            track=track,
            players=players,
            cars=cars,
            deck=deck,
            discard=discard,
            trump=self._suit_of[discard[-1]],
            bonus=bonus,
            rng=rng,
            laps=laps,
            round=0,
        )
        self._start_round(state)
        return state

    def _track(self, layout: Mapping[str, Any] | None, rng: Rng) -> Track:
        if layout is None:
            return self.default_track
        if is_random(layout):
            return build_track(random_layout(self.parts, rng), self.parts, track_id=RANDOM_TRACK_ID)
        return build_track(layout, self.parts)

    def _choose_bonus(self, options: Mapping[str, Any], rng: Rng) -> dict[str, int]:
        parts = self.parts
        mode = options.get("bonus_cards", "recommended")
        if mode not in BONUS_MODES:
            raise ValueError(
                _("bonus_cards must be one of {modes}, not {mode}").format(
                    modes=", ".join(BONUS_MODES), mode=repr(mode)
                )
            )
        if mode == "recommended":
            chosen = list(parts.recommended_bonus)
        elif mode == "random":
            chosen = [rng.choice(parts.bonus_of_suit(s)).number for s in parts.suits]
        else:
            try:
                chosen = [int(options.get(f"bonus_{suit}", 0)) for suit in parts.suits]
            except (TypeError, ValueError) as exc:
                raise ValueError(_("each bonus_<suit> option must be a bonus card number")) from exc
        bonus: dict[str, int] = {}
        for number in chosen:
            card = parts.bonus_cards.get(number)
            if card is None:
                raise ValueError(_("there is no bonus card {number}").format(number=number))
            if card.suit in bonus:
                raise ValueError(
                    _("bonus cards {one} and {other} are both {suit}").format(
                        one=bonus[card.suit], other=number, suit=ev.suit_word(card.suit)
                    )
                )
            bonus[card.suit] = number
        if set(bonus) != set(parts.suits):
            raise ValueError(_("choose exactly one bonus card of each suit"))
        return {suit: bonus[suit] for suit in parts.suits}

    def _cars(self, setup: Setup, rivals: bool) -> list[Car]:
        styles = list(self.parts.cars)
        taken = {s.colour for s in setup.seats}
        free = [s for s in styles if s.colour not in taken]
        cars = []
        for seat, seat_setup in enumerate(setup.seats):
            colour = seat_setup.colour or free.pop(0).colour
            cars.append(Car(seat, seat_setup.name, colour, seat, 0, 0))
        if rivals:
            while len(cars) < self.parts.numbers.field:
                style = free.pop(0)
                # The name is kept in the state: it carries every language's words, shown in the current one.
                name = composed(N_("Rival {colour}"), colour=style.name)
                cars.append(Car(len(cars), name, style.colour, None, 0, 0))
        return cars

    # --- the contract -----------------------------------------------------------------

    def to_act(self, state: NascardState) -> tuple[int, ...]:
        if state.phase == "play":
            seat = state.cars[state.order[state.turn]].seat
            assert seat is not None
            return (seat,)
        if state.phase == "cut":
            return self._over_limit(state)
        return ()

    def _over_limit(self, state: NascardState) -> tuple[int, ...]:
        limit = self.parts.numbers.hand_limit
        return tuple(p.seat for p in state.players if len(p.hand) > limit)

    def legal_actions(self, state: NascardState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        player = state.players[seat]
        if state.phase == "cut":
            return [CutHand(card) for card in player.hand]
        actions: list[Action] = [PlayCard(*payment) for payment in self.payments(state, seat)]
        actions.append(PitStop())
        return actions

    def payments(self, state: NascardState, seat: int, *, lowest: bool = False) -> Iterator[Payment]:
        """The plays of `legal_actions` in the play phase, in its order, as plain numbers (the
        pit stop, always legal, comes after them); with `lowest`, only those that blister the
        lowest cards left free (`payments_for_card`)."""
        player = state.players[seat]
        on_caution = self._on_caution(state, state.cars[player.car])
        for card in player.hand:
            bonus = self.parts.bonus_cards[state.bonus[self._suit_of[card]]]
            yield from payments_for_card(
                card, player.hand, state.trump, bonus, on_caution, self.parts, lowest=lowest
            )

    def apply(self, state: NascardState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        self._check(state, seat, action)
        if isinstance(action, PlayCard):
            action = _normalised(action)
        return self.apply_legal(state, seat, action)

    def apply_legal(
        self, state: NascardState, seat: int, action: Action, *, tell: bool = True
    ) -> list[Event]:
        """`apply` for an action taken from `legal_actions(state, seat)`, unchecked: the
        search plays thousands of such moves, and checking one costs as much as listing them.
        Without `tell`, the cars' moves make no events (nobody watches a playout, and their
        paths cost more to describe than to drive)."""
        if isinstance(action, CutHand):
            return self._cut(state, seat, action.card)
        player = state.players[seat]
        if isinstance(action, PitStop):
            events = self._pit_stop(state, player)
        else:
            assert isinstance(action, PlayCard)
            events = self._play(state, player, action)
        state.turn += 1
        if state.turn == len(state.order):
            events += self._move_phase(state, tell)
            events += self._end_round(state)
        return events

    def view(self, state: NascardState, seat: int | None) -> NascardState:
        seen = state.clone()
        for player in seen.players:
            if player.seat != seat:
                player.hand = [HIDDEN] * len(player.hand)
                player.blistered = [HIDDEN] * len(player.blistered)
        seen.deck = [HIDDEN] * len(seen.deck)
        seen.rival_cards = dict.fromkeys(seen.rival_cards, HIDDEN)
        seen.rng = Rng(0)
        return seen

    def outcome(self, state: NascardState) -> Outcome | None:
        if state.phase != "over":
            return None
        place_of = {car: place for place, car in enumerate(state.finish_order, start=1)}
        seats = sorted(state.players, key=lambda p: place_of[p.car])
        names = [state.cars[c].name for c in state.finish_order]
        # Scores are each seat's place in the whole field, rivals included.
        return Outcome(
            ranking=tuple(p.seat for p in seats),
            scores=tuple(float(place_of[p.car]) for p in state.players),
            summary=", ".join(f"{i}. {n}" for i, n in enumerate(names, start=1)),
            order=tuple(names),
        )

    def describe_action(self, state: NascardState, seat: int, action: Action) -> str:
        def name(card: int) -> str:
            return ev.card_words(card, self._suit_of[card])

        if isinstance(action, PitStop):
            return say(_("Pit stop: draw {n:card} and take back your blistered cards"),
                       n=self.parts.numbers.pit_draw)
        if isinstance(action, CutHand):
            return _("Discard {card}").format(card=name(action.card))
        assert isinstance(action, PlayCard)
        text = _("Play {card}").format(card=name(action.card))
        if action.bonus:
            bonus = self.parts.bonus_cards[state.bonus[self._suit_of[action.card]]]
            text += f" + {local(bonus.name)}"
        costs = []
        if action.burn:
            costs.append(_("burn {cards}").format(cards=", ".join(name(c) for c in action.burn)))
        if action.blister:
            costs.append(_("blister {cards}").format(cards=", ".join(name(c) for c in action.blister)))
        return text + (f" ({'; '.join(costs)})" if costs else "")

    def check_track(self, layout: Mapping[str, Any]) -> list[str]:
        """Every reason `layout` is not a Nascard track, in words; [] for a good one.

        The random-layout marker passes: the rules build a good track from it at setup.
        """
        return [] if is_random(layout) else check_layout(layout, self.parts)

    # --- checking -------------------------------------------------------------------

    def _check(self, state: NascardState, seat: int, action: Action) -> None:
        waiting = self.to_act(state)
        if state.phase == "over":
            raise IllegalAction(_("The race is over."))
        if seat not in waiting:
            names = names_list([state.players[s].name for s in waiting])
            raise IllegalAction(_("It is not your turn: waiting for {names}.").format(names=names))
        player = state.players[seat]
        if state.phase == "cut":
            if not isinstance(action, CutHand):
                raise IllegalAction(
                    say(_("First bring your hand down to {n:card}."), n=self.parts.numbers.hand_limit)
                )
            if action.card not in player.hand:
                raise IllegalAction(_("{card} is not in your hand.").format(card=action.card))
            return
        if isinstance(action, PitStop):
            return
        if not isinstance(action, PlayCard):
            raise IllegalAction(_("Play a card or make a pit stop."))
        if action.card not in player.hand:
            raise IllegalAction(_("{card} is not in your hand.").format(card=action.card))
        card = action.card
        bonus = self.parts.bonus_cards[state.bonus[self._suit_of[card]]]
        on_caution = self._on_caution(state, state.cars[player.car])
        legal = plays_for_card(card, player.hand, state.trump, bonus, on_caution, self.parts)
        if _normalised(action) not in set(legal):
            raise IllegalAction(
                explain_refusal(action, player.hand, state.trump, bonus, on_caution, self.parts)
            )

    def _on_caution(self, state: NascardState, car: Car) -> bool:
        return state.track.space(state.space_of(car)).has(CAUTION)

    # --- play-cards phase -----------------------------------------------------------

    def _play(self, state: NascardState, player: Player, action: PlayCard) -> list[Event]:
        suit_of = self._suit_of
        card = action.card
        car = state.cars[player.car]
        bonus = self.parts.bonus_cards[state.bonus[suit_of[card]]]
        trading_paint = suit_of[card] == state.trump
        player.hand.remove(card)
        events: list[Event] = [
            ev.CardPlayed(
                player.seat, player.name, car.id, card, suit_of[card],
                bonus.name if action.bonus else "", trading_paint,
            )
        ]
        play = Play(card)
        if action.burn:
            for burned in action.burn:
                player.hand.remove(burned)
                state.discard.append(burned)
            events.append(ev.CardsBurned(player.seat, player.name, action.burn, self._suits(action.burn)))
        if action.blister:
            for blistered in action.blister:
                player.hand.remove(blistered)
                player.blistered.append(blistered)
            events.append(
                ev.TyresBlistered(player.seat, player.name, action.blister, self._suits(action.blister))
            )
        if action.bonus:
            _cost, effect = bonus.terms(self._on_caution(state, car))
            if effect.recover:
                events += self._recover(player)
            if effect.draw:
                events += self._draw(state, player, effect.draw)
            play = Play(card, as_trump=effect.trump, extra=effect.extra)
        state.plays[car.id] = play
        return events

    def _pit_stop(self, state: NascardState, player: Player) -> list[Event]:
        player.pit_turned = True
        state.plays[player.car] = Play(None)
        events: list[Event] = [ev.PitStopMade(player.seat, player.name, player.car)]
        events += self._draw(state, player, self.parts.numbers.pit_draw)
        events += self._recover(player)
        return events

    def _recover(self, player: Player) -> list[Event]:
        if not player.blistered:
            return []
        count = len(player.blistered)
        player.hand.extend(player.blistered)
        player.blistered.clear()
        return [ev.BlistersRecovered(player.seat, player.name, count)]

    def _draw(self, state: NascardState, player: Player, count: int) -> list[Event]:
        before = len(state.discard)
        taken = draw(state.deck, state.discard, state.rng, count)
        events: list[Event] = []
        if taken.reshuffled:
            events.append(common.DeckRebuilt(before, ev.DECK_REBUILT))
        player.hand.extend(taken.cards)
        cards = tuple(taken.cards)
        events.append(ev.CardsDrawn(player.seat, player.name, cards, self._suits(cards)))
        return events

    def _suits(self, cards: tuple[int, ...]) -> tuple[str, ...]:
        return tuple(self._suit_of[c] for c in cards)

    # --- move phase -------------------------------------------------------------------

    def _move_phase(self, state: NascardState, tell: bool = True) -> list[Event]:
        events: list[Event] = []
        for car_id, card in sorted(state.rival_cards.items()):
            if tell:
                name = state.cars[car_id].name
                events.append(ev.RivalCardRevealed(car_id, name, card, self._suit_of[card]))
            state.plays[car_id] = Play(card)
        state.rival_cards.clear()
        state.rival_suits.clear()
        numbers = self.parts.numbers
        order = resolution_order(state, self.parts.movement, numbers.rival_minimum, self._suit_of)
        for resolution in order:
            car = state.cars[resolution.car]
            played = resolution.play.card
            if played is None:
                if tell:
                    events.append(ev.CarMoved(car.id, car.name, 0, 0, (), None, False))
                continue
            if tell:
                events += self._drive(state, car, resolution.spaces, resolution.rank, resolution.play)
                events.append(ev.CardDiscarded(played, self._suit_of[played]))
            elif resolution.spaces:
                place(state, car, car.progress + resolution.spaces)
            state.discard.append(played)
        for player in state.players:
            if player.pit_turned:
                player.pit_turned = False
                if tell:
                    events.append(ev.PitCardTurnedBack(player.seat, player.name))
        state.plays.clear()
        return events

    def _drive(self, state: NascardState, car: Car, spaces: int, rank: int, play: Play) -> list[Event]:
        start = car.progress
        trump = play.as_trump or self._suit_of[play.card or 0] == state.trump
        if spaces == 0:
            return [ev.CarMoved(car.id, car.name, rank, 0, (), play.card, trump)]
        finish = state.laps * state.track_length
        # The race's end is news once: only for the first car over the line this round.
        told = any(c.progress >= finish for c in state.cars)
        pushed = place(state, car, start + spaces)
        path = tuple(self._space(state, p, car.lane) for p in range(start + 1, start + spaces + 1))
        events: list[Event] = [ev.CarMoved(car.id, car.name, rank, spaces, path, play.card, trump)]
        events += self._laps(state, car, start, told)
        told = told or car.progress >= finish
        for other, was in pushed:
            way = tuple(self._space(state, p, other.lane) for p in range(was + 1, other.progress + 1))
            events.append(ev.CarPushed(other.id, other.name, car.name, way))
            events += self._laps(state, other, was, told)
            told = told or other.progress >= finish
        return events

    def _space(self, state: NascardState, progress: int, lane: int) -> str:
        return f"{progress % state.track_length}.{lane}"

    def _laps(self, state: NascardState, car: Car, before: int, told: bool) -> list[Event]:
        """The laps `car` completed moving on from `before`; `told`: the race's end already said."""
        length = state.track_length
        news = "" if told else ev.LAST_LAP
        return [
            common.LapCompleted(car.id, car.name, lap, state.laps, news)
            for lap in range(before // length + 1, car.progress // length + 1)
        ]

    # --- end of round -----------------------------------------------------------------

    def _end_round(self, state: NascardState) -> list[Event]:
        events: list[Event] = []
        state.progress_by_round.append([car.progress for car in state.cars])
        if state.discard and self._suit_of[state.discard[-1]] != state.trump:
            state.trump = self._suit_of[state.discard[-1]]
            events.append(ev.TrumpChanged(state.trump))
        finish = state.laps * state.track_length
        if any(car.progress >= finish for car in state.cars):
            state.phase = "over"
            state.finish_order = [car.id for car in state.standings()]
            events.append(common.RaceFinished(tuple(state.cars[c].name for c in state.finish_order)))
            return events
        if self._over_limit(state):
            state.phase = "cut"
            return events
        return events + self._start_round(state)

    def _cut(self, state: NascardState, seat: int, card: int) -> list[Event]:
        player = state.players[seat]
        player.hand.remove(card)
        state.discard.append(card)
        events: list[Event] = [ev.HandCut(seat, player.name, card, self._suit_of[card])]
        if not self.to_act(state):
            events += self._start_round(state)
        return events

    def _start_round(self, state: NascardState) -> list[Event]:
        state.round += 1
        state.phase = "play"
        events: list[Event] = [common.RoundStarted(state.round, ev.TRUMP_NEWS, state.trump)]
        rivals = [car for car in state.cars if car.is_rival]
        if rivals:
            before = len(state.discard)
            taken = draw(state.deck, state.discard, state.rng, len(rivals))
            if taken.reshuffled:
                events.append(common.DeckRebuilt(before, ev.DECK_REBUILT))
            # With no card left anywhere, a rival simply sits the round out.
            for car, card in zip(rivals, taken.cards, strict=False):
                state.rival_cards[car.id] = card
                state.rival_suits[car.id] = self._suit_of[card]
            events.append(
                ev.RivalCardsDealt(tuple(state.rival_cards), tuple(state.rival_suits.values()))
            )
        if not state.deck and state.discard:
            events.append(common.DeckRebuilt(len(state.discard), ev.DECK_REBUILT))
            rebuild(state.deck, state.discard, state.rng)
        state.order = [car.id for car in state.standings() if not car.is_rival]
        state.turn = 0
        return events


def _normalised(action: PlayCard) -> PlayCard:
    return PlayCard(action.card, action.bonus, tuple(sorted(action.blister)), tuple(sorted(action.burn)))
