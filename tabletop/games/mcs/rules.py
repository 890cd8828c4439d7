"""The rules of MCS: the only authority on what is legal and what happens.

A heat is a small state machine. Phases in which somebody decides: `exchange`
(after a heat that ended on lap I), `gate` (secret rider choices), `straight`
(a charge: charger and holder choose cards in secret at the same time), `bend`
(the replace-the-card battle, in race order) and `effect` (the triggered
effect's choices). Phases in which nobody decides (`lap`: turn the next lap
card; `finish`: score the heat) are run by `_advance` straight away, so `apply`
always returns with somebody to act or the match over.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.deck import draw, rebuild
from tabletop.engine.rng import Rng
from tabletop.engine.words import article
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import (
    ACTION_TYPES,
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
from tabletop.games.mcs.components import (
    MODES,
    PLACINGS,
    SIDES,
    Components,
    charge_succeeds,
    covered,
    letters_text,
)
from tabletop.games.mcs.state import (
    HIDDEN,
    NO_CARD,
    Attempt,
    Bend,
    Hazard,
    HeatResult,
    McsState,
    Pending,
    Player,
    Rider,
    RiderResult,
    ShownCharge,
)

# Seats of a 4-player game take the helmet colours in this order unless they chose
# one, so pass-and-play alternates hosts and visitors round the table.
FOUR_PLAYER_COLOURS = ("red", "yellow", "blue", "white")
MAX_EXTRA_HEATS = 12  # after this many extra heats a tie still standing is settled by lot
PLACE_EFFECTS = tuple(PLACINGS)


class McsRules:
    game_id = "mcs"
    action_types = ACTION_TYPES

    def __init__(self, parts: Components) -> None:
        self.parts = parts

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> McsState:
        count = len(setup.seats)
        if count not in (2, 4):
            raise ValueError(f"MCS is for 2 or 4 players, not {count}")
        mode = self._mode(setup.options, count)
        players = self._players(setup, mode)
        rng = Rng.from_seed(seed)
        deck = list(self.parts.racing_numbers)
        rng.shuffle(deck)
        lap_decks = []
        for lap in range(1, 5):
            pile = list(self.parts.lap_deck(lap))
            rng.shuffle(pile)
            lap_decks.append(pile)
        for player in players:
            player.riders = sorted(v for c in player.colours for v in self.parts.riders_of(c))
        state = McsState(
            mode=mode,
            players=players,
            deck=deck,
            discard=[],
            lap_decks=lap_decks,
            lap_discards=[[] for _ in range(4)],
            rng=rng,
            heats=self._heats(setup.options, mode),
            phase="start",
        )
        self._advance(state, [])
        return state

    def _heats(self, options: Mapping[str, Any], mode: str) -> int:
        length = options.get("length", "full")
        if length not in ("full", "short"):
            raise ValueError(f"length must be full or short, not {length!r}")
        return self.parts.numbers.short_heats if length == "short" else self.parts.numbers.heats[mode]

    def _mode(self, options: Mapping[str, Any], count: int) -> str:
        chosen = options.get("mode", "match")
        if chosen not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {chosen!r}")
        if chosen == "meeting":
            if count != 4:
                raise ValueError("The four-team meeting needs 4 players.")
            return "meeting"
        # Hosts against visitors: one player a side, or a pair a side.
        return "match" if count == 2 else "teams"

    def _players(self, setup: Setup, mode: str) -> list[Player]:
        helmets = self.parts.helmets
        seats = setup.seats
        if len(seats) == 2:
            sides = [helmets[s.colour].side if s.colour in helmets else "" for s in seats]
            if sides[0] and sides[0] == sides[1]:
                raise ValueError(
                    "One player rides for the hosts (red or blue), the other for the visitors "
                    "(yellow or white)."
                )
            host = 1 if sides[0] == "visitors" or sides[1] == "hosts" else 0
            players = []
            for seat, seat_setup in enumerate(seats):
                side = "hosts" if seat == host else "visitors"
                players.append(Player(seat, seat_setup.name, side, self.parts.side_colours(side)))
            return players
        given = [s.colour for s in seats]
        for colour in given:
            if colour and colour not in helmets:
                raise ValueError(f"{colour} is not a helmet colour: choose red, blue, yellow or white.")
        if len({c for c in given if c}) != len([c for c in given if c]):
            raise ValueError("Two players chose the same helmet colour.")
        free = [c for c in FOUR_PLAYER_COLOURS if c not in given]
        players = []
        for seat, seat_setup in enumerate(seats):
            colour = seat_setup.colour if seat_setup.colour in helmets else free.pop(0)
            players.append(Player(seat, seat_setup.name, helmets[colour].side, (colour,)))
        del mode
        return players

    @property
    def numbers(self) -> Any:
        return self.parts.numbers

    def hand_size(self, state: McsState) -> int:
        return self.numbers.hand_four if state.four_players else self.numbers.hand_two

    # --- the contract -----------------------------------------------------------------

    def to_act(self, state: McsState) -> tuple[int, ...]:
        phase = state.phase
        if phase == "exchange":
            return tuple(s for s in state.participants if s not in state.choices and state.players[s].hand)
        if phase == "gate":
            return tuple(s for s in state.participants if s not in state.choices)
        if phase == "straight":
            att = state.attempt
            if att is None:
                return ()
            waiting = []
            if att.charge is None:
                waiting.append(state.riders[att.charger].seat)
            if att.hold is None:
                waiting.append(state.riders[att.holder].seat)
            return tuple(sorted(s for s in waiting if s is not None))
        if phase == "bend":
            bend = state.bend
            assert bend is not None
            seat = bend.seats[bend.turn]
            return (seat,) if state.players[seat].hand else ()
        if phase == "effect":
            assert state.pending is not None
            return (state.pending.seat,)
        return ()

    def legal_actions(self, state: McsState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        player = state.players[seat]
        phase = state.phase
        if phase == "exchange":
            hand = sorted(player.hand)
            return [
                Exchange(tuple(combo))
                for size in range(len(hand) + 1)
                for combo in itertools.combinations(hand, size)
            ]
        if phase == "gate":
            per_colour = [
                [v for v in player.riders if self.parts.riders[v].colour == colour]
                for colour in player.colours
            ]
            return [ChooseRiders(tuple(combo)) for combo in itertools.product(*per_colour)]
        if phase == "straight":
            att = state.attempt
            assert att is not None
            if att.charge is None and state.riders[att.charger].seat == seat:
                cards = sorted(c for c in player.hand if self.parts.cards[c].can_charge)
                return [*(Charge(c) for c in cards), NoCharge()]
            cards = sorted(c for c in player.hand if self.parts.cards[c].can_hold)
            return [*(HoldOff(c) for c in cards), NoHoldOff()]
        if phase == "bend":
            return [*(BendCard(c) for c in self._bend_cards(state, player.hand)), BendPass()]
        if phase == "effect":
            return self._effect_options(state, seat)
        return []

    def apply(self, state: McsState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        action = self._normalised(state, seat, action)
        self._check(state, seat, action)
        events: list[Event] = []
        player = state.players[seat]
        if isinstance(action, Exchange | ChooseRiders):
            state.choices[seat] = action.cards if isinstance(action, Exchange) else action.riders
            what = "exchange" if isinstance(action, Exchange) else "riders"
            events.append(ev.SecretChosen(seat, player.name, what))
        elif isinstance(action, Charge | NoCharge | HoldOff | NoHoldOff):
            self._straight_choice(state, seat, action, events)
        elif isinstance(action, BendCard):
            self._bend_play(state, seat, action.card, events)
        elif isinstance(action, BendPass):
            self._bend_pass(state, seat, events)
        else:
            pending = state.pending
            assert pending is not None
            state.pending = None
            state.phase = "lap"
            self._apply_effect(state, pending.seat, pending.effect, action, events)
        self._advance(state, events)
        return events

    def view(self, state: McsState, seat: int | None) -> McsState:
        seen = state.clone()
        for player in seen.players:
            if player.seat != seat:
                player.hand = [HIDDEN] * len(player.hand)
        seen.deck = [HIDDEN] * len(seen.deck)
        seen.lap_decks = [[HIDDEN] * len(d) for d in seen.lap_decks]
        seen.choices = {
            s: (v if s == seat else self._masked_choice(seen, s)) for s, v in seen.choices.items()
        }
        att = seen.attempt
        if att is not None:
            if att.charge is not None and seen.riders[att.charger].seat != seat:
                att.charge = HIDDEN
            if att.hold is not None and seen.riders[att.holder].seat != seat:
                att.hold = HIDDEN
        seen.rng = Rng(0)
        return seen

    def _masked_choice(self, state: McsState, seat: int) -> tuple[int, ...]:
        """Another seat's secret choice as the viewer sees it: how many riders go to the gate
        is no secret, how many cards are exchanged is."""
        if state.phase == "gate":
            return (HIDDEN,) * len(state.players[seat].colours)
        return ()

    def outcome(self, state: McsState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = tuple(float(state.team_total(p.seat)) for p in state.players)
        return Outcome(ranking=tuple(state.ranking), scores=scores, summary=self.score_line(state))

    def describe_action(self, state: McsState, seat: int, action: Action) -> str:
        parts = self.parts
        if isinstance(action, ChooseRiders):
            return "Riders: " + ", ".join(parts.rider_name(v) for v in action.riders)
        if isinstance(action, Exchange):
            if not action.cards:
                return "Keep the whole hand"
            return "Exchange " + "; ".join(self.card_text(c) for c in action.cards)
        if isinstance(action, Charge):
            return f"Charge with {self.card_text(action.card)}"
        if isinstance(action, NoCharge):
            return "Do not charge"
        if isinstance(action, HoldOff):
            return f"Hold off with {self.card_text(action.card)}"
        if isinstance(action, NoHoldOff):
            return "No hold-off card"
        if isinstance(action, BendCard):
            return f"Play {self.card_text(action.card)}"
        if isinstance(action, BendPass):
            return "Pass"
        if isinstance(action, PickRider):
            pending = state.pending
            verb = {"overtake": "Move up", "fall": "Fall for", "engine": "Engine failure for"}
            return f"{verb.get(pending.effect if pending else '', 'Pick')} {ev.rider_word(action.rider)}"
        if isinstance(action, PickPlaces):
            return ", ".join(
                f"{ev.rider_word(c)} {ev.PLACE_WORDS[p]}"
                for c, p in zip(action.riders, action.places, strict=True)
            )
        if isinstance(action, PickOpponent):
            return f"Take a card from {state.players[action.seat].name}"
        return type(action).__name__

    # --- words ----------------------------------------------------------------------------

    def card_text(self, number: int) -> str:
        """A racing card in words: "charge AB / hold C, orange 5:1"."""
        if number <= 0:
            return "a hidden card"
        card = self.parts.cards[number]
        return f"{letters_text(card)}, {self.parts.edges[card.edge].name.lower()} {self._symbol(card.effect)}"

    def _symbol(self, effect: str) -> str:
        found = self.parts.effects[effect]
        return found.name if found.symbol in ("+1", "SW", "F", "E") else found.symbol

    def score_line(self, state: McsState) -> str:
        if state.mode == "meeting":
            return ", ".join(
                f"{state.players[s].name} {state.players[s].points}"
                for s in state.ranking or range(len(state.players))
            )
        totals = {side: sum(p.points for p in state.players if p.side == side) for side in SIDES}
        names = {side: self.side_name(state, side) for side in SIDES}
        first, second = sorted(SIDES, key=lambda s: -totals[s])
        if totals[first] == totals[second]:
            return f"a draw, {names['hosts']} {totals['hosts']} - {names['visitors']} {totals['visitors']}"
        return f"{names[first]} {totals[first]} - {names[second]} {totals[second]}"

    def side_name(self, state: McsState, side: str) -> str:
        return " & ".join(p.name for p in state.players if p.side == side)

    # --- checking -------------------------------------------------------------------------

    def _normalised(self, state: McsState, seat: int, action: Action) -> Action:
        """The same choice written the one way `legal_actions` writes it (any order of cards)."""
        if isinstance(action, Exchange):
            return Exchange(tuple(sorted(action.cards)))
        if isinstance(action, ChooseRiders) and 0 <= seat < len(state.players):
            colours = state.players[seat].colours
            rank = {c: i for i, c in enumerate(colours)}

            def key(value: int) -> int:
                rider = self.parts.riders.get(value)
                return rank.get(rider.colour, len(colours)) if rider else len(colours)

            return ChooseRiders(tuple(sorted(action.riders, key=key)))
        return action

    def _check(self, state: McsState, seat: int, action: Action) -> None:
        if state.phase == "over":
            raise IllegalAction("The match is over.")
        waiting = self.to_act(state)
        if seat not in waiting:
            names = " and ".join(state.players[s].name for s in waiting)
            raise IllegalAction(f"It is not your turn: waiting for {names}.")
        if action in self.legal_actions(state, seat):
            return
        raise IllegalAction(self._explain(state, seat, action))

    def _explain(self, state: McsState, seat: int, action: Action) -> str:
        player = state.players[seat]
        phase = state.phase
        card = getattr(action, "card", None)
        if isinstance(card, int) and card not in player.hand:
            return "That card is not in your hand."
        if phase == "exchange":
            if isinstance(action, Exchange):
                return "You can only exchange cards from your hand, each once."
            return "First decide which racing cards to exchange (or keep them all)."
        if phase == "gate":
            if not isinstance(action, ChooseRiders):
                return "First choose your riders for this heat."
            colours = " and ".join(self.parts.helmets[c].name.lower() for c in player.colours)
            used = [v for v in action.riders if v in player.used]
            if used:
                return (
                    f"{self.parts.rider_name(used[0])} has ridden already: wait until all your riders have."
                )
            return f"Choose one {colours} rider you have not used yet."
        if phase == "straight":
            att = state.attempt
            assert att is not None
            charging = att.charge is None and state.riders[att.charger].seat == seat
            if charging:
                if isinstance(action, Charge):
                    return "A charge needs a card with red letters."
                return f"Charge {ev.rider_word(att.holder)} with a red-lettered card, or do not charge."
            if isinstance(action, HoldOff):
                return "Holding off needs a card with green letters."
            return "Hold off with a green-lettered card, or play none."
        if phase == "bend":
            bend = state.bend
            assert bend is not None
            if isinstance(action, BendCard) and bend.chain:
                top = self.parts.cards[bend.chain[-1][1]]
                edge = self.parts.edges[top.edge].name.lower()
                symbol = self._symbol(top.effect)
                return (
                    f"Only {article(edge)} {edge} card or another {symbol} can beat the card on top "
                    f"(the {edge} {symbol}); play one of those or pass. "
                    "(In a bend a card is replaced by one of the same edge colour or the same effect.)"
                )
            return "In a bend, play a racing card or pass."
        if phase == "effect":
            return "Choose how your effect works: one of the choices offered."
        return "That is not possible now."

    # --- running the heat -------------------------------------------------------------------

    def _advance(self, state: McsState, events: list[Event]) -> None:
        """Run every step nobody decides, until somebody must act or the match is over."""
        while state.phase != "over" and not self.to_act(state):
            phase = state.phase
            if phase == "start":
                self._start_heat(state, events)
            elif phase == "exchange":
                self._do_exchanges(state, events)
            elif phase == "gate":
                self._line_up(state, dict(state.choices), events, random=False)
            elif phase == "lap":
                self._next_lap(state, events)
            elif phase == "straight":
                self._straight_step(state, events)
            elif phase == "bend":
                bend = state.bend
                assert bend is not None
                self._bend_pass(state, bend.seats[bend.turn], events)
            elif phase == "finish":
                self._finish_heat(state, events)
            else:  # pragma: no cover - every phase is listed above
                raise AssertionError(f"stuck in phase {phase}")

    def _start_heat(self, state: McsState, events: list[Event]) -> None:
        state.heat += 1
        state.extra = state.heat > state.heats
        if state.extra:
            group = next(g for g in state.groups if len(g) > 1)
            state.participants = tuple(sorted(group))
        else:
            state.participants = tuple(range(len(state.players)))
        state.riders = {}
        state.order = []
        state.out = []
        state.lap = 0
        state.lap_cards = []
        state.involved = []
        state.declined = []
        state.sick = ""
        state.lead_lock = ""
        state.tail_locks = []
        state.hazard = state.pending = None
        state.attempt = None
        state.bend = None
        state.shown_charge = None
        state.shown_chain = ()
        state.choices = {}
        names = tuple(state.players[s].name for s in state.participants)
        events.append(ev.HeatStarted(state.heat, state.extra, names))
        size = self.hand_size(state)
        for seat in state.participants:
            missing = size - len(state.players[seat].hand)
            if missing > 0:
                self._draw(state, seat, missing, events)
        if state.exchange_next:
            state.exchange_next = False
            state.phase = "exchange"
        else:
            self._open_gate(state, events)

    def _open_gate(self, state: McsState, events: list[Event]) -> None:
        state.choices = {}
        if not state.extra:
            state.phase = "gate"
            return
        # Extra heats are ridden by the tied players alone, each rider card drawn at random
        # from those the player has not yet used.
        picks: dict[int, tuple[int, ...]] = {}
        for player in (state.players[s] for s in state.participants):
            chosen = []
            for colour in player.colours:
                free = [v for v in player.riders if self.parts.riders[v].colour == colour]
                chosen.append(state.rng.choice(free))
            picks[player.seat] = tuple(chosen)
        self._line_up(state, picks, events, random=True)

    def _do_exchanges(self, state: McsState, events: list[Event]) -> None:
        for seat in sorted(state.choices):
            cards = state.choices[seat]
            player = state.players[seat]
            for card in cards:
                player.hand.remove(card)
                state.discard.append(card)
            events.append(
                ev.CardsExchanged(seat, player.name, cards, tuple(self.card_text(c) for c in cards))
            )
            if cards:
                self._draw(state, seat, len(cards), events, why="exchange")
        self._open_gate(state, events)

    def _line_up(
        self, state: McsState, picks: Mapping[int, tuple[int, ...]], events: list[Event], *, random: bool
    ) -> None:
        state.choices = {}
        for seat, values in sorted(picks.items()):
            player = state.players[seat]
            for value in values:
                colour = self.parts.riders[value].colour
                state.riders[colour] = Rider(colour, seat, value)
                player.riders.remove(value)
                player.used.append(value)
        state.order = sorted(state.riders, key=lambda c: -state.riders[c].card)
        names = tuple(state.players[state.riders[c].seat].name for c in state.order)
        cards = tuple(state.riders[c].card for c in state.order)
        events.append(ev.RidersRevealed(tuple(state.order), cards, names, random))
        state.phase = "lap"

    def _next_lap(self, state: McsState, events: list[Event]) -> None:
        if state.lap >= self.numbers.laps:
            self._resolve_hazard(state, "finish", events)
            state.phase = "finish"
            return
        state.lap += 1
        card = self._turn_lap_card(state, state.lap, events)
        kind = self.parts.laps[card].kind
        events.append(ev.LapCardRevealed(state.lap, card, kind))
        state.involved = []
        state.declined = []
        state.sick = ""
        state.shown_charge = None
        state.shown_chain = ()
        self._resolve_hazard(state, kind, events)
        if kind == "finish":
            state.phase = "finish"
        elif kind == "straight":
            state.phase = "straight"
        else:
            self._open_bend(state, events)

    def _turn_lap_card(self, state: McsState, lap: int, events: list[Event]) -> int:
        deck, used = state.lap_decks[lap - 1], state.lap_discards[lap - 1]
        if not deck:
            events.append(ev.DeckRebuilt(ev.ROMAN[lap], len(used)))
            rebuild(deck, used, state.rng)
        card = deck.pop()
        state.lap_cards.append(card)
        return card

    def _resolve_hazard(self, state: McsState, kind: str, events: list[Event]) -> None:
        hazard = state.hazard
        if hazard is None:
            return
        state.hazard = None
        rider = hazard.rider
        if rider not in state.order:
            return
        before = tuple(state.order)
        outcome = "none"
        if hazard.effect == "fall":
            if kind == "bend":
                state.order.remove(rider)
                state.order.append(rider)
                if state.lead_lock == rider and state.order[0] != rider:
                    state.lead_lock = ""
                outcome = "last"
            elif kind == "finish":
                self._rider_out(state, rider, "fall")
                outcome = "out"
        elif kind == "bend":
            self._rider_out(state, rider, "engine")
            outcome = "out"
        elif kind == "straight":
            state.sick = rider
            outcome = "sick"
        events.append(ev.HazardStruck(hazard.effect, rider, outcome, kind))
        if tuple(state.order) != before:
            events.append(ev.OrderChanged(before, tuple(state.order)))

    def _rider_out(self, state: McsState, rider: str, how: str) -> None:
        state.order.remove(rider)
        state.out.append(rider)
        state.riders[rider].out = how
        if state.lead_lock == rider:
            state.lead_lock = ""
        if rider in state.tail_locks:
            state.tail_locks.remove(rider)

    # --- the straight ----------------------------------------------------------------------

    def rivals(self, state: McsState, charger: str, holder: str) -> bool:
        """Whether `charger` races against `holder`."""
        a, b = state.riders[charger].seat, state.riders[holder].seat
        if state.mode == "meeting":
            return a != b
        return state.players[a].side != state.players[b].side

    def may_charge(self, state: McsState, charger: str, holder: str) -> bool:
        return (
            self.rivals(state, charger, holder)
            and charger not in state.involved
            and charger not in state.declined
            and holder not in state.involved
            and charger not in state.tail_locks
            and holder != state.lead_lock
            and charger != state.sick
        )

    def _find_attempt(self, state: McsState) -> Attempt | None:
        order = state.order
        for index in range(1, len(order)):
            if self.may_charge(state, order[index], order[index - 1]):
                return Attempt(order[index], order[index - 1])
        return None

    def _straight_step(self, state: McsState, events: list[Event]) -> None:
        att = state.attempt
        if att is not None:
            self._resolve_attempt(state, att, events)
            return
        att = self._find_attempt(state)
        if att is None:
            state.phase = "lap"
            return
        state.attempt = att
        charger_seat = state.riders[att.charger].seat
        holder_seat = state.riders[att.holder].seat
        events.append(ev.ChargeOffered(att.charger, att.holder, charger_seat, holder_seat))
        # Choices that are no choice: an empty hand, a sick engine.
        if not state.players[charger_seat].hand:
            att.charge = NO_CARD
        if att.holder == state.sick or not state.players[holder_seat].hand:
            att.hold = NO_CARD

    def _straight_choice(self, state: McsState, seat: int, action: Action, events: list[Event]) -> None:
        att = state.attempt
        assert att is not None
        player = state.players[seat]
        if isinstance(action, Charge | NoCharge):
            att.charge = action.card if isinstance(action, Charge) else NO_CARD
            what = "charge"
        else:
            att.hold = action.card if isinstance(action, HoldOff) else NO_CARD
            what = "hold"
        # The card stays in the hand until the reveal: a hand that shrank would tell
        # everyone else that a card, and not "no card", was chosen.
        events.append(ev.SecretChosen(seat, player.name, what))

    def _resolve_attempt(self, state: McsState, att: Attempt, events: list[Event]) -> None:
        state.attempt = None
        assert att.charge is not None and att.hold is not None
        if att.charge == NO_CARD:
            state.declined.append(att.charger)  # a hold-off card stays in its hand, unseen
            events.append(ev.ChargeNotMade(att.charger, att.holder))
            return
        self._play_committed(state, att.charger, att.charge)
        if att.hold > 0:
            self._play_committed(state, att.holder, att.hold)
        charge = self.parts.cards[att.charge]
        hold = self.parts.cards[att.hold] if att.hold > 0 else None
        success = charge_succeeds(charge, hold)
        state.involved += [att.charger, att.holder]
        state.discard.append(att.charge)
        if att.hold > 0:
            state.discard.append(att.hold)
        state.shown_charge = ShownCharge(att.charger, att.holder, att.charge, att.hold, success)
        events.append(
            ev.ChargeRevealed(
                att.charger,
                att.holder,
                att.charge,
                att.hold,
                success,
                tuple(sorted(covered(charge, hold))),
                letters_text(charge),
                letters_text(hold) if hold else "",
            )
        )
        if success:
            before = tuple(state.order)
            a, b = state.order.index(att.charger), state.order.index(att.holder)
            state.order[a], state.order[b] = state.order[b], state.order[a]
            events.append(ev.OrderChanged(before, tuple(state.order)))
        winner = state.riders[att.charger if success else att.holder].seat
        if self.numbers.reward:
            self._draw(state, winner, self.numbers.reward, events, why="reward")

    def _play_committed(self, state: McsState, rider: str, card: int) -> None:
        state.players[state.riders[rider].seat].hand.remove(card)

    # --- the bend -----------------------------------------------------------------------------

    def bend_order(self, state: McsState) -> list[int]:
        """The managers in race order (by their best rider still racing), the rest after."""

        def best(seat: int) -> tuple[int, int]:
            places = [i for i, c in enumerate(state.order) if state.riders[c].seat == seat]
            return (min(places) if places else len(state.riders), seat)

        return sorted(state.participants, key=best)

    def _open_bend(self, state: McsState, events: list[Event]) -> None:
        seats = self.bend_order(state)
        state.bend = Bend(seats)
        state.phase = "bend"
        events.append(ev.BendOpened(tuple(state.players[s].name for s in seats)))

    def _bend_cards(self, state: McsState, hand: list[int]) -> list[int]:
        bend = state.bend
        assert bend is not None
        if not bend.chain:
            return sorted(hand)
        top = self.parts.cards[bend.chain[-1][1]]
        return sorted(
            c
            for c in hand
            if self.parts.cards[c].edge == top.edge or self.parts.cards[c].effect == top.effect
        )

    def _bend_play(self, state: McsState, seat: int, card: int, events: list[Event]) -> None:
        bend = state.bend
        assert bend is not None
        player = state.players[seat]
        replaced = bend.chain[-1][1] if bend.chain else 0
        how = ""
        if replaced:
            how = (
                "edge colour" if self.parts.cards[replaced].edge == self.parts.cards[card].edge else "effect"
            )
        player.hand.remove(card)
        bend.chain.append((seat, card))
        bend.passes = 0
        events.append(ev.BendCardPlayed(seat, player.name, card, self.card_text(card), replaced, how))
        self._bend_next(state, events)

    def _bend_pass(self, state: McsState, seat: int, events: list[Event]) -> None:
        bend = state.bend
        assert bend is not None
        bend.passes += 1
        events.append(ev.BendPassed(seat, state.players[seat].name))
        self._bend_next(state, events)

    def _bend_next(self, state: McsState, events: list[Event]) -> None:
        bend = state.bend
        assert bend is not None
        players = len(bend.seats)
        if bend.chain and bend.passes >= players - 1:
            self._trigger(state, events)
        elif not bend.chain and bend.passes >= players:
            state.bend = None
            state.phase = "lap"
            events.append(ev.BendEnded())
        else:
            bend.turn = (bend.turn + 1) % players

    # --- effects --------------------------------------------------------------------------------

    def _trigger(self, state: McsState, events: list[Event]) -> None:
        bend = state.bend
        assert bend is not None and bend.chain
        seat, card = bend.chain[-1]
        state.shown_chain = tuple(bend.chain)
        state.discard.extend(c for _, c in bend.chain)
        state.bend = None
        state.phase = "lap"
        effect = self.parts.cards[card].effect
        player = state.players[seat]
        events.append(ev.EffectTriggered(seat, player.name, card, effect, self.parts.effects[effect].name))
        if effect in ("three", "zero"):
            self._apply_effect(state, seat, effect, None, events)
            return
        options = self._choices(state, seat, effect)
        if not options:
            events.append(
                ev.EffectIgnored(
                    seat, player.name, self.parts.effects[effect].name, self._why_ignored(state, effect)
                )
            )
        elif len(options) == 1:
            self._apply_effect(state, seat, effect, options[0], events)
        else:
            state.pending = Pending(seat, card, effect)
            state.phase = "effect"

    def _effect_options(self, state: McsState, seat: int) -> list[Action]:
        pending = state.pending
        if pending is None or pending.seat != seat:
            return []
        return self._choices(state, seat, pending.effect)

    def _choices(self, state: McsState, seat: int, effect: str) -> list[Action]:
        """Every way `seat` may carry the effect out (none: it is ignored)."""
        if effect in PLACE_EFFECTS:
            found: list[Action] = []
            results: set[tuple[str, ...]] = set()
            for pick in self._placings(state, state.players[seat].side, effect):
                order = self.placed_order(state, pick.riders, pick.places)
                if not self.respects_locks(state, order) or tuple(order) in results:
                    continue  # it would undo a 3 or a 0, or it is a choice already offered
                results.add(tuple(order))
                found.append(pick)
            return found
        if effect == "overtake":
            return [PickRider(c) for c in state.order[1:] if self.overtake_order(state, c) is not None]
        if effect in ("fall", "engine"):
            return [PickRider(c) for c in state.order]
        if effect == "switch":
            return [
                PickOpponent(s)
                for s in state.opponents(seat)
                if s in state.participants and state.players[s].hand
            ]
        return []

    def _why_ignored(self, state: McsState, effect: str) -> str:
        if effect == "switch":
            return "no opponent holds a racing card"
        if effect == "overtake" and len(state.order) < 2:
            return "nobody is left to pass"
        if effect in PLACE_EFFECTS and not state.lead_lock and not state.tail_locks:
            return "no rider of that side is still racing"
        locks = []
        if state.lead_lock:
            locks.append(f"the 3 holding {ev.rider_word(state.lead_lock)} in the lead")
        for rider in state.tail_locks:
            locks.append(f"the 0 keeping {ev.rider_word(rider)} at the back")
        return "it would undo " + " and ".join(locks)

    def _placings(self, state: McsState, side: str, effect: str) -> list[PickPlaces]:
        """Every way `side`'s racing riders can take the effect's places, either rider in
        either place. Places are counted among the riders racing: with three left, 4th is
        last. A side with one rider racing puts him in either place of the pair."""
        count = len(state.order)
        mine = [c for c in state.order if c in self.parts.side_colours(side)]
        picks: list[PickPlaces] = []
        for first, second in PLACINGS[effect]:
            high = min(second, count)
            low = min(first, high - 1) if len(mine) >= 2 else min(first, count)
            if len(mine) >= 2:
                a, b = mine[:2]
                picks += [PickPlaces((a, b), (low, high)), PickPlaces((b, a), (low, high))]
            elif mine:
                picks += [PickPlaces((mine[0],), (low,)), PickPlaces((mine[0],), (high,))]
        return picks

    def placed_order(self, state: McsState, riders: tuple[str, ...], places: tuple[int, ...]) -> list[str]:
        """The order after each of `riders` takes his place; everyone else keeps his order
        and fills the places left."""
        slots: list[str | None] = [None] * len(state.order)
        for colour, place in zip(riders, places, strict=True):
            slots[place - 1] = colour
        rest = iter(c for c in state.order if c not in riders)
        return [s if s is not None else next(rest) for s in slots]

    def overtake_order(self, state: McsState, rider: str) -> list[str] | None:
        order = list(state.order)
        index = order.index(rider)
        if index == 0:
            return None
        order[index - 1], order[index] = order[index], order[index - 1]
        return order if self.respects_locks(state, order) else None

    def respects_locks(self, state: McsState, order: list[str]) -> bool:
        """Whether `order` keeps a "3" leader in front and no "0" rider further forward."""
        if state.lead_lock and state.lead_lock in state.order and order[0] != state.lead_lock:
            return False
        return all(
            order.index(rider) >= state.order.index(rider)
            for rider in state.tail_locks
            if rider in state.order
        )

    def _apply_effect(
        self, state: McsState, seat: int, effect: str, choice: Action | None, events: list[Event]
    ) -> None:
        player = state.players[seat]
        before = tuple(state.order)
        if effect == "three":
            if state.order and state.lead_lock != state.order[0]:
                state.lead_lock = state.order[0]
                events.append(ev.RiderLocked(state.lead_lock, "lead"))
            return
        if effect == "zero":
            if state.order and state.order[-1] not in state.tail_locks:
                state.tail_locks.append(state.order[-1])
                events.append(ev.RiderLocked(state.order[-1], "tail"))
            return
        if isinstance(choice, PickPlaces):
            state.order = self.placed_order(state, choice.riders, choice.places)
        elif isinstance(choice, PickRider) and effect == "overtake":
            order = self.overtake_order(state, choice.rider)
            assert order is not None
            state.order = order
        elif isinstance(choice, PickRider):
            state.hazard = Hazard(effect, choice.rider, seat)
            events.append(ev.HazardSet(effect, choice.rider))
        elif isinstance(choice, PickOpponent):
            victim = state.players[choice.seat]
            card = victim.hand.pop(state.rng.below(len(victim.hand)))
            player.hand.append(card)
            events.append(
                ev.CardTaken(seat, player.name, victim.seat, victim.name, card, self.card_text(card))
            )
        if tuple(state.order) != before:
            events.append(ev.OrderChanged(before, tuple(state.order)))

    # --- the finish -------------------------------------------------------------------------------

    def heat_points(self, state: McsState) -> dict[str, int]:
        table = self.numbers.points
        points = {c: (table[i] if i < len(table) else 0) for i, c in enumerate(state.order)}
        points.update(dict.fromkeys(state.out, 0))
        return points

    def _finish_heat(self, state: McsState, events: list[Event]) -> None:
        points = self.heat_points(state)
        seat_points = [0] * len(state.players)
        riders = []
        for place, colour in enumerate([*state.order, *state.out], start=1):
            rider = state.riders[colour]
            finished = colour in state.order
            seat_points[rider.seat] += points[colour]
            riders.append(
                RiderResult(
                    colour,
                    rider.seat,
                    rider.card,
                    place if finished else 0,
                    rider.out,
                    points[colour],
                )
            )
        if not state.extra:
            for seat, gained in enumerate(seat_points):
                state.players[seat].points += gained
        kinds = tuple(self.parts.laps[c].kind for c in state.lap_cards)
        state.results.append(HeatResult(state.heat, state.extra, tuple(riders), tuple(seat_points), kinds))
        state.exchange_next = kinds[-1:] == ("finish",) and len(kinds) == 1
        for card in state.lap_cards:
            state.lap_discards[self.parts.laps[card].lap - 1].append(card)
        state.lap_cards = []
        events.append(
            ev.HeatFinished(
                state.heat,
                state.extra,
                tuple(r.colour for r in riders),
                tuple(r.points for r in riders),
                tuple(r.out for r in riders),
                tuple(seat_points),
                self._running_score(state),
            )
        )
        for player in state.players:
            if not player.riders:
                player.riders = sorted(player.used)
                player.used = []
                events.append(ev.RidersReturned(player.seat, player.name))
        self._after_heat(state, events)

    def _running_score(self, state: McsState) -> str:
        if state.extra:
            return ""
        return f"Score: {self.score_line(state)}."

    def _after_heat(self, state: McsState, events: list[Event]) -> None:
        if state.heat < state.heats:
            state.phase = "start"
            return
        if state.mode == "meeting":
            if not state.extra:
                state.groups = self._standing_groups(state)
            else:
                self._split_tie(state)
            extra_heats = state.heat - state.heats
            if any(len(g) > 1 for g in state.groups):
                if extra_heats < MAX_EXTRA_HEATS:
                    state.phase = "start"
                    return
                for group in state.groups:
                    state.rng.shuffle(group)  # settled by lot after too many extra heats
            state.ranking = [seat for group in state.groups for seat in group]
        else:
            state.ranking = sorted(
                range(len(state.players)), key=lambda s: (-state.team_total(s), -state.players[s].points, s)
            )
        state.phase = "over"
        state.pending = None
        state.participants = ()
        names = tuple(state.players[s].name for s in state.ranking)
        events.append(ev.MatchFinished(names, self.score_line(state)))

    def _standing_groups(self, state: McsState) -> list[list[int]]:
        groups: list[list[int]] = []
        for _points, seats in itertools.groupby(
            sorted(range(len(state.players)), key=lambda s: -state.players[s].points),
            key=lambda s: state.players[s].points,
        ):
            groups.append(list(seats))
        return groups

    def _split_tie(self, state: McsState) -> None:
        """Order the tied group of the extra heat just run by its result."""
        result = state.results[-1]
        place = {r.seat: (r.place if r.place else 99) for r in result.riders}
        index = next(i for i, g in enumerate(state.groups) if len(g) > 1)
        group = state.groups[index]
        split = [
            list(seats)
            for _key, seats in itertools.groupby(
                sorted(group, key=lambda s: place[s]), key=lambda s: place[s]
            )
        ]
        state.groups[index : index + 1] = split

    # --- cards ---------------------------------------------------------------------------------------

    def _draw(self, state: McsState, seat: int, count: int, events: list[Event], why: str = "") -> None:
        before = len(state.discard)
        taken = draw(state.deck, state.discard, state.rng, count)
        if taken.reshuffled:
            events.append(ev.DeckRebuilt("racing", before))
        player = state.players[seat]
        player.hand.extend(taken.cards)
        cards = tuple(taken.cards)
        if cards:
            events.append(
                ev.CardsDrawn(seat, player.name, cards, tuple(self.card_text(c) for c in cards), why)
            )
