"""What the Hard player's search needs of Race Day: copies, playouts cut short, and a judgement.

Race Day hides nothing but the dice to come, so `OpenSearch` makes the guesses. A whole
race played out by the Normal player is too slow to repeat often enough, so playouts stop
once the searching car has had its next turn and the position is judged as a race still
to run (the numbers below fitted on Normal-against-Normal races): each car's distance
still to go, worth less for the smoke it carries and the turn it will skip, turned into
the time it needs to cross the line (its place in the turn order counts: a car that moves
sooner gets there sooner) and, with the spread of the dice to come, into its chances of
beating each rival; and each car's chance of going out before the line, which grows with
its Body damage and the race still to run (a car behind may yet see the leader go out).
"""

from __future__ import annotations

import math

from tabletop.engine.contract import Action
from tabletop.engine.rng import Rng, derive_seed
from tabletop.engine.search.open_search import OpenSearch
from tabletop.engine.search.searchable import finished_value
from tabletop.games.raceday.actions import Move
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import FINISHED, OUT, RACING, SPEED, Car, RaceDayState

# Fitted on 296,000 pairs of cars in 1,500 two-car and 600 four-car Normal races: the
# chance that one finished ahead of the other, from where they stood at a turn's start.
TURN_ROWS = 4.2  # rows a car covers in a turn, on average over a race
TURN_SPREAD = 2.1  # the spread (standard deviation) of one turn's rows, dice and damage together
SMOKE_ROWS = 1.85  # rows a smoke counter costs: no more Stand on It while it would put the car out
SMOKE_PER_ROW = 0.146  # rows per row still to go a smoke counter costs, more
SKIP_ROWS = 5.1  # a dashboard face down skips the next turn
OUT_RATE = 0.087  # the chance per 100 rows still to go that an undamaged car goes out (hazard)
OUT_GROWTH = 0.8  # the hazard grows by e ** OUT_GROWTH with each Body damage
TURNS_PLAYED = 2  # a playout plays out the searching car's turn and its next one, then judges


class RaceDaySearch(OpenSearch[RaceDayState]):
    def __init__(self, rules: RaceDayRules) -> None:
        super().__init__(rules)
        self.raceday = rules  # what Race Day's rules offer beyond every game's (`play`)
        self._luck = 0  # the luck of the playout in hand (HardBot plays them one at a time)

    def determinize(self, view: RaceDayState, seat: int, rng: Rng) -> RaceDayState:
        world = super().determinize(view, seat, rng)
        self._luck = world.rng.next64()
        self._deal_turn(world)
        return world

    def advance(self, state: RaceDayState, seat: int, action: Action) -> None:
        # Every move a playout makes is one the rules listed there (HardBot's candidates, the
        # Normal player's choices): `apply`'s checks would only find it legal again.
        self.raceday.play(state, seat, action)
        self._deal_turn(state)

    def _deal_turn(self, state: RaceDayState) -> None:
        """At the start of a turn, draw its dice from the playout's luck, the car and its turn
        count: a car's k-th turn then rolls the same whichever move the search is trying, even
        when one move made more rolls before it (a check, a bump), so moves are compared on
        equal dice and the playouts tell them apart with less noise."""
        turn = state.turn
        if state.phase == SPEED and turn is not None:
            state.rng = Rng.from_seed(derive_seed(self._luck, turn.car, state.cars[turn.car].turns))

    def candidates(
        self, view: RaceDayState, seat: int, legal: list[Action], favourite: Action
    ) -> list[Action]:
        """One move per end space: the ways there differ only in the space a car drafting
        behind would take, too little for the playouts to see."""
        kept: dict[object, Action] = {}
        for action in legal:
            key = action.path[-1] if isinstance(action, Move) and action.path else action
            if key not in kept or action == favourite:
                kept[key] = action
        return list(kept.values())

    def cut_off(self, start: RaceDayState, now: RaceDayState) -> bool:
        """Once the car that was to act has finished this turn and its next one (or left the
        track): the move searched has shown where it leaves the car, boxed in or free."""
        waiting = self.rules.to_act(start)
        if not waiting:
            return True
        seat = waiting[0]
        car = now.cars[seat]
        return car.status != RACING or car.turns >= start.cars[seat].turns + TURNS_PLAYED

    def evaluate(self, state: RaceDayState, seat: int) -> float:
        done = finished_value(self.rules, state, seat)
        if done is not None:
            return done
        count = len(state.cars)
        beaten = [self._beats(state, seat, other) for other in range(count) if other != seat]
        win = math.prod(beaten)
        expected_place = 1 + sum(1 - p for p in beaten)
        return 0.9 * win + 0.1 * (count - expected_place) / (count - 1)

    # --- judgement ------------------------------------------------------------------------

    def _beats(self, state: RaceDayState, seat: int, other: int) -> float:
        """The chance that `seat` ends the race ahead of `other`."""
        mine, theirs = state.cars[seat], state.cars[other]
        if mine.status == FINISHED or theirs.status == FINISHED:
            if mine.status == theirs.status:
                return 1.0 if mine.place < theirs.place else 0.0
            return 1.0 if mine.status == FINISHED else 0.0
        if mine.status == OUT or theirs.status == OUT:
            if mine.status == theirs.status:
                return 1.0 if (mine.distance, -mine.out_at) > (theirs.distance, -theirs.out_at) else 0.0
            return 1.0 if mine.status == RACING else 0.0
        my_time, my_turns = self._time_to_finish(state, seat)
        their_time, their_turns = self._time_to_finish(state, other)
        spread = TURN_SPREAD * math.sqrt(my_turns + their_turns)
        lead = (their_time - my_time) * TURN_ROWS
        ahead = 0.5 * (1 + math.erf(lead / (spread * math.sqrt(2))))
        # Either car may still go out; then the other is ahead, whatever the rows say (two cars
        # out are taken, roughly, in the order the rows give).
        mine_out, theirs_out = self._out_chance(state, mine), self._out_chance(state, theirs)
        both_run = 1 - mine_out - theirs_out + 2 * mine_out * theirs_out
        return ahead * both_run + theirs_out * (1 - mine_out)

    def _out_chance(self, state: RaceDayState, car: Car) -> float:
        """The chance that a racing car goes out before the line: a hazard per row still to
        go that grows with its Body damage (what the Normal player met in the races fitted)."""
        left = state.finish_distance - car.distance
        return 1 - math.exp(-OUT_RATE * left / 100 * math.exp(OUT_GROWTH * car.body))

    def _time_to_finish(self, state: RaceDayState, seat: int) -> tuple[float, float]:
        """When (in rounds from the start of this one) a racing car should cross the line, and
        how many turns it should take to get there."""
        car = state.cars[seat]
        left = state.finish_distance - car.distance
        to_go = left + (SMOKE_ROWS + SMOKE_PER_ROW * left) * car.engine
        if car.face_down:
            to_go += SKIP_ROWS
        turns = max(to_go, 0.0) / TURN_ROWS
        slot = state.order.index(seat) if seat in state.order else seat
        moved = slot < state.turn_index or (
            slot == state.turn_index and state.turn is not None and state.turn.moved
        )
        start = slot / len(state.cars) + (1 if moved else 0)
        return start + max(turns - 1, 0.0), max(turns, 1.0)
