"""One position of a Race Day race. Pure data: the rules change it, the table draws it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tabletop.engine.rng import Rng
from tabletop.games.raceday.track_layout import Circuit

RACING = "racing"
FINISHED = "finished"
OUT = "out"

POLE = "pole"  # seats roll for the grid
SPEED = "speed"  # the active car's driver picks a speed
MOVE = "move"  # the active car's driver picks where to go
DRAFT = "draft"  # the car behind may draft
OVER = "over"


@dataclass
class Car:
    """One seat's car. `distance` counts rows from the finish line (a lap is `circuit.length`)."""

    seat: int
    name: str  # the seat's name
    card: int  # its dashboard card (collector's number)
    colour: str
    number: str  # painted on the car
    space: str | None = None  # None before the grid forms and once off the track
    distance: int = 0
    body: int = 0  # damage counters
    engine: int = 0  # smoke counters
    face_down: bool = False  # the dashboard is face down: the car skips its next turn
    status: str = RACING
    turns: int = 0  # turns taken (a skipped turn counts)
    place: int = 0  # finishing place, once finished
    out_at: int = 0  # for cars out of the race: the order in which they went out (1 first)
    pole_roll: int = 0  # the last die rolled for the grid

    @property
    def on_track(self) -> bool:
        return self.status == RACING and self.space is not None

    def counters(self, body_limit: int, engine_limit: int) -> tuple[int, int]:
        """The Body and smoke counters as a player sees them: stopped at their limits, since
        damage past a limit never lands (the state counts every dent dealt, see `damage`)."""
        return min(self.body, body_limit), min(self.engine, engine_limit)

    def copy(self) -> Car:
        """An independent copy (every field is a plain value): the search copies every car of a
        state per playout, and `dataclasses.replace` takes several times as long."""
        twin = object.__new__(Car)
        twin.__dict__.update(self.__dict__)
        return twin


@dataclass
class Mover:
    """A car that has just moved this turn and can be drafted: from where, along which path."""

    car: int
    start: str
    path: tuple[str, ...]  # spaces entered, in order


@dataclass
class TurnInProgress:
    car: int
    speed: str = ""
    roll: int = 0
    spaces: int = 0  # the roll with the speed's modifier, never below 0
    reach: int = 0  # how far the car can get (less when blocked)
    start: str = ""
    moved: bool = False
    drafted: list[int] = field(default_factory=list)  # cars that drafted this turn, in order
    mover: Mover | None = None  # the car the next draft would follow
    drafter: int | None = None  # the car offered a draft now


@dataclass
class RaceDayState:
    circuit: Circuit = field(repr=False)
    cars: list[Car]
    rng: Rng
    laps: int
    phase: str = POLE
    pole_waiting: list[int] = field(default_factory=list)  # seats still to roll in this pole round
    pole_rolls: dict[int, int] = field(default_factory=dict)  # seat -> die, this pole round
    order: list[int] = field(default_factory=list)  # seats in starting order: the turn order
    turn_index: int = 0  # index into `order` of the active car
    round: int = 0
    turn: TurnInProgress | None = None
    finish_order: list[int] = field(default_factory=list)  # seats, as they crossed the line
    outs: int = 0  # how many cars have gone out
    running_order: list[list[int]] = field(default_factory=list)  # per round: seat -> place (0: out)
    ranking: list[int] = field(default_factory=list)  # seats, set once over

    @property
    def finish_distance(self) -> int:
        return self.laps * self.circuit.length

    def occupant(self, space_id: str) -> Car | None:
        for car in self.cars:
            if car.space == space_id and car.status == RACING:
                return car
        return None

    def taken(self) -> set[str]:
        return {car.space for car in self.cars if car.on_track and car.space is not None}

    def active(self) -> Car | None:
        return None if self.turn is None else self.cars[self.turn.car]

    def lap_of(self, car: Car) -> int:
        """The lap a car is on (1 to laps); a finished car shows the last."""
        return max(1, min(self.laps, car.distance // self.circuit.length + 1))

    def standings(self) -> list[Car]:
        """Finished cars by place, then cars racing from the front back, then cars out (last out first)."""
        finished = sorted((c for c in self.cars if c.status == FINISHED), key=lambda c: c.place)
        racing = sorted(
            (c for c in self.cars if c.status == RACING),
            key=lambda c: (-c.distance, self.order.index(c.seat) if c.seat in self.order else c.seat),
        )
        out = sorted((c for c in self.cars if c.status == OUT), key=lambda c: (-c.distance, -c.out_at))
        return finished + racing + out

    def clone(self) -> RaceDayState:
        """An independent copy, made by hand: views and the search copy a state per move.

        The circuit is immutable and shared; so are a turn's `Mover` and the rows of
        `running_order`, which the rules replace or append but never change.
        """
        turn = self.turn
        return RaceDayState(
            circuit=self.circuit,
            cars=[car.copy() for car in self.cars],
            rng=Rng(self.rng.state),
            laps=self.laps,
            phase=self.phase,
            pole_waiting=list(self.pole_waiting),
            pole_rolls=dict(self.pole_rolls),
            order=list(self.order),
            turn_index=self.turn_index,
            round=self.round,
            turn=None if turn is None else replace(turn, drafted=list(turn.drafted)),
            finish_order=list(self.finish_order),
            outs=self.outs,
            running_order=list(self.running_order),
            ranking=list(self.ranking),
        )
