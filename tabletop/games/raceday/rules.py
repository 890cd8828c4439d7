"""The rules of Race Day: the only authority on what is legal and what happens.

Before the race every seat rolls for the grid. Then the cars take turns in
starting order: pick a speed, roll, move (blocked spaces cost Body damage), let
the car behind draft, make the Engine or Body check the speed calls for, and
roll for bumping. Five laps; the cars that cross the line are ranked as they
cross it, the cars that went out after them by distance covered. What can hurt a
car (checks, damage, bumping) is in `damage`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine import common_events as common
from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.rng import Rng
from tabletop.engine.words import names_list, say
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import ACTION_TYPES, ChooseSpeed, Draft, Move, NoDraft, RollForPole
from tabletop.games.raceday.blocked_risk import blocked_risk
from tabletop.games.raceday.components import (
    BLOCKED,
    BODY,
    BODY_CHECK,
    DRIVER,
    ENGINE,
    ENGINE_CHECK,
    KEEP_TURN,
    Components,
)
from tabletop.games.raceday.damage import bump, roll_check, take_damage
from tabletop.games.raceday.explain import blocked_line, turn_kept_words
from tabletop.games.raceday.state import (
    DRAFT,
    FINISHED,
    MOVE,
    OUT,
    OVER,
    POLE,
    RACING,
    SPEED,
    Car,
    Mover,
    RaceDayState,
    TurnInProgress,
)
from tabletop.games.raceday.terms import check_name
from tabletop.games.raceday.track_layout import Circuit, build_circuit, check_layout
from tabletop.language import N_, _, local

RANDOM = "random"
PALETTE = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
DEFAULT_LAPS = 5


class RaceDayRules:
    game_id = "raceday"
    action_types: Mapping[str, type[Action]] = ACTION_TYPES

    def __init__(self, parts: Components, default_circuit: Circuit) -> None:
        self.parts = parts
        self.default_circuit = default_circuit

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> RaceDayState:
        count = len(setup.seats)
        most = self.parts.numbers.max_players
        if not 2 <= count <= most:
            raise ValueError(
                _("Race Day is for 2 to {most} players, not {count}").format(most=most, count=count)
            )
        options = setup.options
        laps = int(options.get("laps", DEFAULT_LAPS))
        if laps < 1:
            raise ValueError(_("a race needs at least one lap"))
        circuit = build_circuit(setup.track) if setup.track is not None else self.default_circuit
        rng = Rng.from_seed(seed)
        cards = self._deal_cards(options, count, rng)
        cars = self._cars(setup, cards)
        return RaceDayState(
            circuit=circuit,
            cars=cars,
            rng=rng,
            laps=laps,
            phase=POLE,
            pole_waiting=list(range(count)),
        )

    def _deal_cards(self, options: Mapping[str, Any], count: int, rng: Rng) -> list[int]:
        """Each seat's dashboard: the one chosen in setup, else one at random from the rest."""
        chosen: list[int | None] = []
        for seat in range(count):
            value = str(options.get(f"car_{seat + 1}", RANDOM)).strip()
            if value == RANDOM:
                chosen.append(None)
                continue
            try:
                number = int(value)
            except ValueError as exc:
                raise ValueError(
                    _("car_{seat} must be 'random' or a card number, not {value}").format(
                        seat=seat + 1, value=repr(value)
                    )
                ) from exc
            if number not in self.parts.cards:
                raise ValueError(_("there is no dashboard card {number}").format(number=number))
            if number in chosen:
                other = chosen.index(number) + 1
                driver = self.parts.card(number).driver
                raise ValueError(
                    _("seats {one} and {other} both chose {driver}; each car races once").format(
                        one=other, other=seat + 1, driver=driver
                    )
                )
            chosen.append(number)
        left = [n for n in self.parts.cards if n not in chosen]
        cards = []
        for pick in chosen:
            cards.append(left.pop(rng.below(len(left))) if pick is None else pick)
        return cards

    def _cars(self, setup: Setup, cards: list[int]) -> list[Car]:
        taken = {s.colour for s in setup.seats if s.colour}
        cars = []
        for seat, (seat_setup, number) in enumerate(zip(setup.seats, cards, strict=True)):
            card = self.parts.card(number)
            colour = seat_setup.colour
            if not colour:
                colour = (
                    card.colour if card.colour not in taken else next(c for c in PALETTE if c not in taken)
                )
                taken.add(colour)
            cars.append(Car(seat, seat_setup.name, number, colour, card.car_number))
        return cars

    # --- the contract -----------------------------------------------------------------

    def to_act(self, state: RaceDayState) -> tuple[int, ...]:
        if state.phase == POLE:
            return (state.pole_waiting[0],)
        if state.phase in (SPEED, MOVE):
            assert state.turn is not None
            return (state.turn.car,)
        if state.phase == DRAFT:
            assert state.turn is not None and state.turn.drafter is not None
            return (state.turn.drafter,)
        return ()

    def legal_actions(self, state: RaceDayState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == POLE:
            return [RollForPole()]
        if state.phase == SPEED:
            return [ChooseSpeed(speed) for speed in self.parts.speeds]
        if state.phase == MOVE:
            return list(self.moves(state))
        return list(self.drafts(state))

    def apply(self, state: RaceDayState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        self._check(state, seat, action)
        return self.play(state, seat, action)

    def play(self, state: RaceDayState, seat: int, action: Action) -> list[Event]:
        """`apply` without its checks, for a move `legal_actions` listed for `seat` in this very
        state (the search's playouts, thousands a second; as MotoX's `play`)."""
        if isinstance(action, RollForPole):
            return self._roll_for_pole(state, seat)
        if isinstance(action, ChooseSpeed):
            return self._choose_speed(state, action.speed)
        if isinstance(action, Move):
            return self._move(state, action.path)
        assert isinstance(action, Draft | NoDraft)
        return self._draft(state, action)

    def view(self, state: RaceDayState, seat: int | None) -> RaceDayState:
        """Race Day hides nothing but the future: the dice to come."""
        seen = state.clone()
        seen.rng = Rng(0)
        return seen

    def outcome(self, state: RaceDayState) -> Outcome | None:
        if state.phase != OVER:
            return None
        place_of = {seat: place for place, seat in enumerate(state.ranking, start=1)}
        names = [state.cars[s].name for s in state.ranking]
        return Outcome(
            ranking=tuple(state.ranking),
            scores=tuple(float(place_of[car.seat]) for car in state.cars),
            summary=", ".join(f"{i}. {n}" for i, n in enumerate(names, start=1)),
        )

    def describe_action(self, state: RaceDayState, seat: int, action: Action) -> str:
        if isinstance(action, RollForPole):
            return _("Roll for the pole")
        if isinstance(action, ChooseSpeed):
            return self._speed_named(state, seat, action)
        if isinstance(action, Move):
            if not action.path:
                return _("Stay put")
            if self._crosses_line(state, state.cars[seat], action.path):
                return _("Move {n} across the finish line").format(n=len(action.path))
            where = state.circuit.describe(action.path[-1])
            via = state.circuit.describe(action.path[-2]) if len(action.path) >= 2 else where
            # The space before the end tells apart two moves to one space; said of the only move
            # there, or when it reads as the end itself (two rows of one stretch), it tells nothing.
            others = [m for m in self.moves(state) if m.path[-1:] == action.path[-1:] and m != action]
            if via != where and others:
                return _("Move {n} to {where} (via {via})").format(n=len(action.path), where=where, via=via)
            return _("Move {n} to {where}").format(n=len(action.path), where=where)
        if isinstance(action, NoDraft):
            return _("Do not draft")
        assert isinstance(action, Draft)
        target = self.draft_target(state, action.option)
        where = state.circuit.describe(target) if target else "?"
        turn = state.turn
        if target and turn is not None and turn.mover is not None and turn.drafter is not None:
            path = _draft_path(turn.mover, action.option)
            if self._crosses_line(state, state.cars[turn.drafter], path):
                # Its race is over there: neither a space past the line nor a turn to skip.
                if action.option == "A":
                    return _("Draft A: 1 space, across the finish line")
                return _("Draft B: {n} spaces, across the finish line").format(n=len(path))
        if action.option == "A":
            return _("Draft A: 1 space, to {where}").format(where=where)
        drafter = state.cars[turn.drafter] if turn is not None and turn.drafter is not None else None
        if drafter is not None and drafter.face_down:
            # Its card is down already: B costs it no further turn, and no ability has a card to keep up.
            return _("Draft B: to {where}; your next turn is skipped already").format(where=where)
        ability = self.parts.ability_of(drafter.card) if drafter is not None else None
        if ability is not None and ability.kind == KEEP_TURN:
            kept = _("Draft B: to {where}, then skip your next turn unless {ability} passes a Driver check")
            return kept.format(where=where, ability=local(ability.name))
        return _("Draft B: to {where}, then skip your next turn").format(where=where)

    def _speed_named(self, state: RaceDayState, seat: int, action: ChooseSpeed) -> str:
        speed = self.parts.speeds[action.speed]
        if not speed.modifier:
            named = local(speed.name)
        elif speed.check is None:
            named = _("{speed} ({bonus:+d} to the roll)").format(
                speed=local(speed.name), bonus=speed.modifier
            )
        else:
            value = self.parts.card(state.cars[seat].card).value(speed.check)
            named = _("{speed} ({bonus:+d} to the roll, then {check}: {value}+)").format(
                speed=local(speed.name), bonus=speed.modifier, check=check_name(speed.check), value=value
            )
        risk = blocked_risk(self.parts, state, action.speed)
        # Said on the keyboard's list as on the cards: on a blocked road a speed's roll is damage.
        return f"{named} — {blocked_line(risk)}" if risk is not None else named

    def coach_note(self, state: RaceDayState, seat: int, action: Action) -> tuple[str, str] | None:
        """What a lesson's general words leave out of this move for this car: Draft B skips
        the next turn, except where the car's ability keeps it."""
        turn = state.turn
        if not isinstance(action, Draft) or action.option != "B" or turn is None or turn.drafter is None:
            return None
        car = state.cars[turn.drafter]
        words = "" if car.face_down else turn_kept_words(self.parts, car)
        return (local(self.parts.ability_of(car.card).name), words) if words else None

    def seat_done(self, state: RaceDayState, seat: int) -> bool:
        """Whether `seat` has no move left in this race: its car has finished or is out."""
        return state.cars[seat].status in (FINISHED, OUT)

    def check_track(self, layout: Mapping[str, Any]) -> list[str]:
        return [str(problem) for problem in check_layout(layout)]

    # --- what may be chosen -------------------------------------------------------------

    def moves(self, state: RaceDayState) -> list[Move]:
        """One move per end space and next-to-last space (what a draft behind depends on)."""
        turn = state.turn
        if turn is None or state.phase != MOVE:
            return []
        graph = state.circuit.graph
        layers = self._layers(state)
        reach = len(layers) - 1
        if reach == 0:
            return [Move(())]
        found = []
        for end in sorted(layers[reach], key=lambda s: graph.space(s).lane):
            if reach == 1:
                found.append(Move((end,)))
                continue
            # The straight way in first: it is the one a drag or a click means.
            before = layers[reach - 1]
            vias = sorted(
                (s for s in graph.linked_from[end] if s in before),
                key=lambda s: (graph.behind.get(end) != s, graph.space(s).lane),
            )
            found.extend(Move(graph.way_back(layers, (via, end))) for via in vias)
        return found

    def _only_move(self, state: RaceDayState, layers: list[frozenset[str]]) -> Move | None:
        """The move `moves` would list alone, else None; without working out every path."""
        reach = len(layers) - 1
        if reach == 0:
            return Move(())
        if len(layers[reach]) > 1:
            return None
        (end,) = layers[reach]
        if reach == 1:
            return Move((end,))
        graph = state.circuit.graph
        vias = [s for s in layers[reach - 1] if end in graph.ahead(s)]
        return Move(graph.way_back(layers, (vias[0], end))) if len(vias) == 1 else None

    def _layers(self, state: RaceDayState) -> list[frozenset[str]]:
        turn = state.turn
        assert turn is not None
        blocked = state.taken() - {turn.start}
        return state.circuit.graph.layers(turn.start, turn.spaces, blocked)

    def drafts(self, state: RaceDayState) -> list[Action]:
        if state.phase != DRAFT:
            return []
        options: list[Action] = [Draft(option) for option in ("A", "B") if self.draft_target(state, option)]
        return [*options, NoDraft()]

    def draft_target(self, state: RaceDayState, option: str) -> str | None:
        """Where a draft would put the car offered it; None when that way is not open."""
        turn = state.turn
        if turn is None or turn.mover is None or turn.drafter is None:
            return None
        mover = turn.mover
        taken = state.taken()
        if option == "A":
            return mover.start if mover.start not in taken else None
        if option == "B":
            if len(mover.path) < 2:
                return None
            target = mover.path[-2]
            return target if target not in taken else None
        return None

    # --- checking -------------------------------------------------------------------

    def _check(self, state: RaceDayState, seat: int, action: Action) -> None:
        if state.phase == OVER:
            raise IllegalAction(_("The race is over."))
        waiting = self.to_act(state)
        if seat not in waiting:
            names = names_list([state.cars[s].name for s in waiting])
            raise IllegalAction(_("It is not your turn: waiting for {names}.").format(names=names))
        if state.phase == POLE:
            if not isinstance(action, RollForPole):
                raise IllegalAction(_("First roll for the pole."))
            return
        if state.phase == SPEED:
            if not isinstance(action, ChooseSpeed):
                raise IllegalAction(_("First choose your speed."))
            if action.speed not in self.parts.speeds:
                raise IllegalAction(_("There is no speed called {speed!r}.").format(speed=action.speed))
            return
        if state.phase == MOVE:
            if not isinstance(action, Move):
                raise IllegalAction(_("Move your car first: drag it to one of the lit spaces."))
            self._check_path(state, action.path)
            return
        if not isinstance(action, Draft | NoDraft):
            raise IllegalAction(_("Draft (A or B) or let it go."))
        if action not in self.drafts(state):
            if isinstance(action, Draft) and action.option == "B":
                raise IllegalAction(_("Draft B needs a car that moved at least 2 spaces."))
            raise IllegalAction(_("Draft A or B, or let it go."))

    def _check_path(self, state: RaceDayState, path: tuple[str, ...]) -> None:
        turn = state.turn
        assert turn is not None
        graph = state.circuit.graph
        blocked = state.taken() - {turn.start}
        if len(path) != turn.reach:
            if turn.reach < turn.spaces:
                raise IllegalAction(
                    _("Your path is blocked: move as far as you can ({reach} of {spaces}).").format(
                        reach=turn.reach, spaces=turn.spaces
                    )
                )
            raise IllegalAction(say(_("You rolled {rolled}: move exactly {n:space}."), rolled=turn.spaces,
                                    n=turn.spaces))
        here = turn.start
        for step in path:
            if step not in graph.track.spaces:
                raise IllegalAction(_("There is no space {space!r}.").format(space=step))
            if step not in graph.ahead(here):
                raise IllegalAction(
                    _("Each step goes to a space just ahead: in your lane or the lane beside it.")
                )
            if step in blocked:
                other = state.occupant(step)
                if other is None:
                    raise IllegalAction(_("A car is in the way."))
                raise IllegalAction(say(_("{who:is} in the way."), who=other.name))
            here = step

    # --- the pole ----------------------------------------------------------------------

    def _roll_for_pole(self, state: RaceDayState, seat: int) -> list[Event]:
        car = state.cars[seat]
        value = state.rng.die(self.parts.numbers.die)
        car.pole_roll = value
        state.pole_rolls[seat] = value
        state.pole_waiting.pop(0)
        events: list[Event] = [common.FirstRolled(seat, car.name, value, N_("the pole"))]
        if state.pole_waiting:
            return events
        best = max(state.pole_rolls.values())
        top = sorted(s for s, v in state.pole_rolls.items() if v == best)
        if len(top) > 1:
            events.append(common.FirstTied(tuple(top), tuple(state.cars[s].name for s in top), best))
            state.pole_waiting = top
            state.pole_rolls = {}
            return events
        return events + self._form_grid(state, top[0])

    def _form_grid(self, state: RaceDayState, pole: int) -> list[Event]:
        count = len(state.cars)
        state.order = [(pole + i) % count for i in range(count)]
        spaces = []
        for slot, seat in enumerate(state.order):
            car = state.cars[seat]
            car.space = state.circuit.starts[slot]
            car.distance = state.circuit.row_of(car.space)
            spaces.append(car.space)
        state.pole_rolls = {}
        events: list[Event] = [
            ev.GridFormed(tuple(state.order), tuple(state.cars[s].name for s in state.order), tuple(spaces))
        ]
        state.round = 1
        state.turn_index = -1
        events.append(common.RoundStarted(1))
        return events + self._next_turn(state)

    # --- a turn --------------------------------------------------------------------------

    def _next_turn(self, state: RaceDayState) -> list[Event]:
        """Hand the turn to the next car in starting order that can take it."""
        events: list[Event] = []
        while True:
            if not any(car.status == RACING for car in state.cars):
                return events + self._end_race(state)
            state.turn_index += 1
            if state.turn_index >= len(state.order):
                state.turn_index = 0
                self._record_round(state)
                state.round += 1
                events.append(common.RoundStarted(state.round))
            car = state.cars[state.order[state.turn_index]]
            if car.status != RACING:
                continue
            if car.face_down:
                car.face_down = False
                car.turns += 1
                events.append(ev.TurnSkipped(car.seat, car.name))
                continue
            assert car.space is not None
            state.turn = TurnInProgress(car=car.seat, start=car.space)
            state.phase = SPEED
            return events

    def _choose_speed(self, state: RaceDayState, speed_id: str) -> list[Event]:
        turn = state.turn
        assert turn is not None
        car = state.cars[turn.car]
        speed = self.parts.speeds[speed_id]
        die = state.rng.die(self.parts.numbers.die)
        turn.speed = speed_id
        turn.roll = die
        turn.spaces = max(0, die + speed.modifier)
        events: list[Event] = [
            ev.MoveRolled(car.seat, car.name, speed.name, speed.modifier, die, turn.spaces)
        ]
        layers = self._layers(state)
        turn.reach = len(layers) - 1
        state.phase = MOVE
        only = self._only_move(state, layers)
        if only is not None:
            return events + self._move(state, only.path)
        return events

    def _move(self, state: RaceDayState, path: tuple[str, ...]) -> list[Event]:
        turn = state.turn
        assert turn is not None
        car = state.cars[turn.car]
        circuit = state.circuit
        where = circuit.name_of(path[-1]) if path and not self._crosses_line(state, car, path) else None
        events: list[Event] = [ev.CarMoved(car.seat, car.name, turn.start, path, turn.spaces, where)]
        if path:
            car.space = path[-1]
            events += self._travel(state, car, len(path))
            turn.moved = True
        short = turn.spaces - len(path)
        if short > 0:
            events += take_damage(self.parts, state, car, BODY, short, BLOCKED)
        if path:
            turn.mover = Mover(car.seat, turn.start, path)
            if self._offer_draft(state):
                return events
        return events + self._end_turn(state)

    @staticmethod
    def _crosses_line(state: RaceDayState, car: Car, path: tuple[str, ...]) -> bool:
        """Whether moving along `path` finishes the race for `car`: it leaves the track at the line."""
        return car.distance + len(path) >= state.finish_distance

    def _travel(self, state: RaceDayState, car: Car, steps: int) -> list[Event]:
        """Count `steps` rows of distance: laps completed, and the finish."""
        length = state.circuit.length
        before = car.distance
        car.distance += steps
        events: list[Event] = []
        for lap in range(before // length + 1, car.distance // length + 1):
            if lap < state.laps:
                events.append(common.LapCompleted(car.seat, car.name, lap, state.laps))
        if car.distance >= state.finish_distance and car.status == RACING:
            state.finish_order.append(car.seat)
            car.place = len(state.finish_order)
            car.status = FINISHED
            car.space = None
            car.face_down = False
            events.append(ev.CarFinished(car.seat, car.name, car.place))
        return events

    # --- drafting --------------------------------------------------------------------

    def _offer_draft(self, state: RaceDayState) -> bool:
        """Offer a draft to the car straight behind where the last mover started; True if offered."""
        turn = state.turn
        assert turn is not None and turn.mover is not None
        behind = state.circuit.graph.behind.get(turn.mover.start)
        candidate = state.occupant(behind) if behind else None
        turn.drafter = None
        if candidate is None or candidate.seat == turn.car or candidate.seat in turn.drafted:
            return False
        turn.drafter = candidate.seat
        if self.draft_target(state, "A") is None and self.draft_target(state, "B") is None:
            turn.drafter = None
            return False
        state.phase = DRAFT
        return True

    def _draft(self, state: RaceDayState, action: Draft | NoDraft) -> list[Event]:
        turn = state.turn
        assert turn is not None and turn.mover is not None and turn.drafter is not None
        car = state.cars[turn.drafter]
        mover = turn.mover
        ahead = state.cars[mover.car].name
        turn.drafted.append(car.seat)
        turn.drafter = None
        state.phase = MOVE
        if isinstance(action, NoDraft):
            return [ev.DraftDeclined(car.seat, car.name, ahead), *self._end_turn(state)]
        start = car.space
        assert start is not None
        path = _draft_path(mover, action.option)
        car.space = path[-1]
        where = None if self._crosses_line(state, car, path) else state.circuit.name_of(path[-1])
        events: list[Event] = [
            ev.Drafted(car.seat, car.name, ahead, action.option, start, path, where,
                       action.option == "B" and car.face_down)
        ]
        if action.option == "B":
            events += self._face_down(state, car)
        events += self._travel(state, car, len(path))
        turn.mover = Mover(car.seat, start, path)
        if self._offer_draft(state):
            return events
        return events + self._end_turn(state)

    def _face_down(self, state: RaceDayState, car: Car) -> list[Event]:
        if car.face_down:
            # The rulebook lets every car draft either way; a card already face down stays so,
            # and the car still skips only its next turn: there is no dashboard left to keep up.
            return []
        ability = self.parts.ability_of(car.card)
        if ability.kind == KEEP_TURN:
            passed, events = roll_check(self.parts, state, car, DRIVER, ability.name)
            if passed:
                return [*events, ev.DashboardKept(car.seat, car.name, ability.name)]
            car.face_down = True
            return events
        car.face_down = True
        return []

    # --- end of the turn: checks and bumping ---------------------------------------------

    def _end_turn(self, state: RaceDayState) -> list[Event]:
        turn = state.turn
        assert turn is not None
        car = state.cars[turn.car]
        events: list[Event] = []
        speed = self.parts.speeds[turn.speed]
        if car.on_track and speed.check is not None:
            passed, rolled = roll_check(self.parts, state, car, speed.check, speed.name)
            events += rolled
            if not passed:
                cause = ENGINE_CHECK if speed.check == ENGINE else BODY_CHECK
                events += take_damage(self.parts, state, car, speed.check, 1, cause)
        if car.on_track:
            events += bump(self.parts, state, car)
        car.turns += 1
        state.turn = None
        state.phase = SPEED
        return events + self._next_turn(state)

    # --- rounds and the end ------------------------------------------------------------

    def _record_round(self, state: RaceDayState) -> None:
        places = [0] * len(state.cars)
        for place, car in enumerate((c for c in state.standings() if c.status != OUT), start=1):
            places[car.seat] = place
        state.running_order.append(places)

    def _end_race(self, state: RaceDayState) -> list[Event]:
        self._record_round(state)
        state.phase = OVER
        state.turn = None
        state.ranking = [car.seat for car in state.standings()]
        return [common.RaceFinished(tuple(state.cars[s].name for s in state.ranking))]


def _draft_path(mover: Mover, option: str) -> tuple[str, ...]:
    """The spaces a draft takes the car behind through: A, into the space the car ahead left;
    B, on along its path to its next-to-last space."""
    return (mover.start,) if option == "A" else (mover.start, *mover.path[:-1])
