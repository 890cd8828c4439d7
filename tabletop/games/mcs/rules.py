"""The rules of MCS: the only authority on what is legal and what happens.

A heat is a small state machine. Phases in which somebody decides: `exchange`
(after a heat that ended on lap I), `gate` (secret rider choices), `straight`
(a charge: charger and holder choose cards in secret at the same time), `bend`
(the replace-the-card battle, in race order) and `effect` (the triggered
effect's choices). Phases in which nobody decides (`lap`: turn the next lap
card; `finish`: score the heat) are run by `_advance` straight away, so `apply`
always returns with somebody to act or the match over.

This class sets the match up, answers the contract and checks every action; each
phase's play lives in the module named for it: `gate` (the start of a heat, the
exchange and the line-up), `laps`, `straight`, `bend`, `effects` and `finish`.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.rng import Rng
from tabletop.engine.words import clauses, names_list
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
from tabletop.games.mcs.card_words import effect_symbol
from tabletop.games.mcs.cards import card_text
from tabletop.games.mcs.components import MODES, Components
from tabletop.games.mcs.phases.bend import bend_cards, bend_pass, bend_play
from tabletop.games.mcs.phases.effects import apply_effect, effect_options
from tabletop.games.mcs.phases.finish import finish_heat, score_line
from tabletop.games.mcs.phases.gate import do_exchanges, line_up, start_heat
from tabletop.games.mcs.phases.laps import next_lap
from tabletop.games.mcs.phases.straight import straight_choice, straight_step
from tabletop.games.mcs.state import HIDDEN, McsState, Player
from tabletop.games.mcs.words import edge_word, place_word, rider_word
from tabletop.language import _, local

# Seats of a 4-player game take the helmet colours in this order unless they chose
# one, so pass-and-play alternates hosts and visitors round the table.
FOUR_PLAYER_COLOURS = ("red", "yellow", "blue", "white")


class McsRules:
    game_id = "mcs"
    action_types = ACTION_TYPES

    def __init__(self, parts: Components) -> None:
        self.parts = parts

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> McsState:
        count = len(setup.seats)
        if count not in (2, 4):
            raise ValueError(_("MCS is for 2 or 4 players, not {count}").format(count=count))
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
            raise ValueError(_("length must be full or short, not {length}").format(length=repr(length)))
        return self.parts.numbers.short_heats if length == "short" else self.parts.numbers.heats[mode]

    def _mode(self, options: Mapping[str, Any], count: int) -> str:
        chosen = options.get("mode", "match")
        if chosen not in MODES:
            raise ValueError(
                _("mode must be one of {modes}, not {mode}").format(modes=", ".join(MODES), mode=repr(chosen))
            )
        if chosen == "meeting":
            if count != 4:
                raise ValueError(_("The four-team meeting needs 4 players."))
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
                    _(
                        "One player rides for the hosts (red or blue), "
                        "the other for the visitors (yellow or white)."
                    )
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
                wrong = _("{colour} is not a helmet colour: choose red, blue, yellow or white.")
                raise ValueError(wrong.format(colour=colour))
        if len({c for c in given if c}) != len([c for c in given if c]):
            raise ValueError(_("Two players chose the same helmet colour."))
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
            return [*(BendCard(c) for c in bend_cards(self.parts, state, player.hand)), BendPass()]
        if phase == "effect":
            return effect_options(self.parts, state, seat)
        return []

    def apply(self, state: McsState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        action = self._normalised(state, seat, action)
        self._check(state, seat, action)
        events: list[Event] = []
        self.perform(state, seat, action, events)
        return events

    def perform(self, state: McsState, seat: int, action: Action, events: list[Event]) -> None:
        """`apply` without the checks, for an action taken from `legal_actions` (the search's
        playouts make thousands a decision)."""
        player = state.players[seat]
        if isinstance(action, Exchange | ChooseRiders):
            state.choices[seat] = action.cards if isinstance(action, Exchange) else action.riders
            what = "exchange" if isinstance(action, Exchange) else "riders"
            events.append(ev.SecretChosen(seat, player.name, what))
        elif isinstance(action, Charge | NoCharge | HoldOff | NoHoldOff):
            straight_choice(state, seat, action, events)
        elif isinstance(action, BendCard):
            bend_play(self.parts, state, seat, action.card, events)
        elif isinstance(action, BendPass):
            bend_pass(self.parts, state, seat, events)
        else:
            pending = state.pending
            assert pending is not None
            state.pending = None
            state.phase = "lap"
            apply_effect(self.parts, state, pending.seat, pending.effect, action, events)
        self._advance(state, events)

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
        return Outcome(
            ranking=tuple(state.ranking), scores=scores, summary=score_line(state), places=self._places(state)
        )

    def _places(self, state: McsState) -> tuple[int, ...]:
        """Outside the meeting a side wins or loses as one, and a level match is a draw: each seat
        takes its side's place (1, or after a winning pair 3). The meeting breaks every tie."""
        if state.mode == "meeting":
            return ()
        totals = [state.team_total(p.seat) for p in state.players]
        return tuple(1 + sum(1 for other in totals if other > total) for total in totals)

    def describe_action(self, state: McsState, seat: int, action: Action) -> str:
        parts = self.parts
        if isinstance(action, ChooseRiders):
            return _("Riders: {riders}").format(riders=", ".join(parts.rider_name(v) for v in action.riders))
        if isinstance(action, Exchange):
            if not action.cards:
                return _("Keep the whole hand")
            cards = clauses(card_text(self.parts, c) for c in action.cards)
            return _("Exchange {cards}").format(cards=cards)
        if isinstance(action, Charge):
            return _("Charge with {card}").format(card=card_text(self.parts, action.card))
        if isinstance(action, NoCharge):
            return _("Do not charge")
        if isinstance(action, HoldOff):
            return _("Hold off with {card}").format(card=card_text(self.parts, action.card))
        if isinstance(action, NoHoldOff):
            return _("Do not hold off")
        if isinstance(action, BendCard):
            return _("Play {card}").format(card=card_text(self.parts, action.card))
        if isinstance(action, BendPass):
            return _("Pass")
        if isinstance(action, PickRider):
            pending = state.pending
            template = {
                "overtake": _("Move up {rider}"),
                "fall": _("{rider} risks a fall"),
                "engine": _("{rider}'s engine at risk"),
            }.get(pending.effect if pending else "", _("Pick {rider}"))
            return template.format(rider=rider_word(action.rider))
        if isinstance(action, PickPlaces):
            return ", ".join(
                f"{rider_word(c)} {place_word(p)}" for c, p in zip(action.riders, action.places, strict=True)
            )
        if isinstance(action, PickOpponent):
            return _("Take a card from {who}").format(who=state.players[action.seat].name)
        return type(action).__name__

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
            raise IllegalAction(_("The match is over."))
        waiting = self.to_act(state)
        if seat not in waiting:
            names = names_list([state.players[s].name for s in waiting])
            raise IllegalAction(_("It is not your turn: waiting for {names}.").format(names=names))
        if action in self.legal_actions(state, seat):
            return
        raise IllegalAction(self._explain(state, seat, action))

    def _explain(self, state: McsState, seat: int, action: Action) -> str:
        player = state.players[seat]
        phase = state.phase
        card = getattr(action, "card", None)
        if isinstance(card, int) and card not in player.hand:
            return _("That card is not in your hand.")
        if phase == "exchange":
            if isinstance(action, Exchange):
                return _("You can only exchange cards from your hand, each once.")
            return _("First decide which racing cards to exchange (or keep them all).")
        if phase == "gate":
            if not isinstance(action, ChooseRiders):
                return _("First choose your riders for this heat.")
            used = [v for v in action.riders if v in player.used]
            if used:
                return _("{rider} has ridden already: wait until all your riders have.").format(
                    rider=self.parts.rider_name(used[0])
                )
            if len(player.colours) > 1:
                return _("Choose one {colour} rider and one {other} rider you have not used yet.").format(
                    colour=rider_word(player.colours[0]).lower(), other=rider_word(player.colours[1]).lower()
                )
            return _("Choose one {colour} rider you have not used yet.").format(
                colour=rider_word(player.colours[0]).lower()
            )
        if phase == "straight":
            att = state.attempt
            assert att is not None
            charging = att.charge is None and state.riders[att.charger].seat == seat
            if charging:
                if isinstance(action, Charge):
                    return _("A charge needs a card with red letters.")
                return _("Charge {rider} with a red-lettered card, or do not charge.").format(
                    rider=rider_word(att.holder)
                )
            if isinstance(action, HoldOff):
                return _("Holding off needs a card with green letters.")
            return _("Hold off with a green-lettered card, or play none.")
        if phase == "bend":
            bend = state.bend
            assert bend is not None
            if isinstance(action, BendCard) and bend.chain:
                top = self.parts.cards[bend.chain[-1][1]]
                return _(
                    "Only a card with the {edge} edge or another {symbol} can beat the card on top "
                    "(the {edge} {symbol}); play one of those or pass. "
                    "(In a bend a card is replaced by one of the same edge colour or the same effect.)"
                ).format(edge=edge_word(top.edge), symbol=local(effect_symbol(self.parts, top.effect)))
            return _("In a bend, play a racing card or pass.")
        if phase == "effect":
            return _("Choose how your effect works: one of the choices offered.")
        return _("That is not possible now.")

    # --- running the heat -------------------------------------------------------------------

    def _advance(self, state: McsState, events: list[Event]) -> None:
        """Run every step nobody decides, until somebody must act or the match is over."""
        while state.phase != "over" and not self.to_act(state):
            phase = state.phase
            if phase == "start":
                start_heat(self.parts, state, events)
            elif phase == "exchange":
                do_exchanges(self.parts, state, events)
            elif phase == "gate":
                line_up(self.parts, state, dict(state.choices), events, random=False)
            elif phase == "lap":
                next_lap(self.parts, state, events)
            elif phase == "straight":
                straight_step(self.parts, state, events)
            elif phase == "bend":
                bend = state.bend
                assert bend is not None
                bend_pass(self.parts, state, bend.seats[bend.turn], events)
            elif phase == "finish":
                finish_heat(self.parts, state, events)
            else:  # pragma: no cover - every phase is listed above
                raise AssertionError(f"stuck in phase {phase}")
