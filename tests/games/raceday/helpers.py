"""Building Race Day positions for tests: seated cars, placed where a test wants them, loaded dice."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine.contract import Action, Event, SeatSetup, Setup
from tabletop.engine.rng import Rng
from tabletop.games.raceday.actions import ChooseSpeed, Move
from tabletop.games.raceday.game import make_rules
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import MOVE, SPEED, RaceDayState, TurnInProgress

CRUISE = ChooseSpeed("cruise")
STAND_ON_IT = ChooseSpeed("stand_on_it")
CHECK_UP = ChooseSpeed("check_up")


class LoadedDice(Rng):
    """An Rng whose dice come up as listed (then fail loudly): the test decides every roll."""

    def __init__(self, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def die(self, sides: int = 6) -> int:
        assert self.rolls, "the test did not load enough dice"
        return self.rolls.pop(0)


def rules() -> RaceDayRules:
    return make_rules()


def setup(*names: str, **options: object) -> Setup:
    return Setup(tuple(SeatSetup(name) for name in names), dict(options))


def race(
    places: dict[str, str],
    *,
    cards: dict[str, int] | None = None,
    dice: Iterable[int] = (),
    laps: int = 5,
    lap: int = 0,
) -> tuple[RaceDayRules, RaceDayState]:
    """A race in progress: seats named and placed as `places` (name -> space id), in that
    turn order, each on lap `lap` (0 is the first), the first car about to pick its speed.

    `cards` gives a seat a dashboard card (collector's number); the others get plain ones
    whose abilities do not step in. `dice` are the next rolls, in order.
    """
    r = rules()
    names = tuple(places)
    options: dict[str, object] = {"laps": laps}
    chosen = dict(cards or {})
    # By default, cards whose abilities stay out of the way: Slingshot (2, 8, 14) only acts
    # on a B draft, Roll Cage (5, 11) on a failed Body check, Engine Whisperer (4) on smoke.
    spare = [n for n in (2, 8, 14, 5, 11, 4) if n not in chosen.values()]
    for seat, name in enumerate(names):
        options[f"car_{seat + 1}"] = str(chosen.get(name) or spare.pop(0))
    state = r.new_state(setup(*names, **options), 1)
    length = state.circuit.length
    for seat, name in enumerate(names):
        car = state.cars[seat]
        car.space = places[name]
        car.distance = lap * length + state.circuit.row_of(places[name])
    state.order = list(range(len(names)))
    state.pole_waiting = []
    state.round = 1
    state.turn_index = 0
    state.phase = SPEED
    state.turn = TurnInProgress(car=0, start=places[names[0]])
    state.rng = LoadedDice(dice)
    return r, state


def seat(state: RaceDayState, name: str) -> int:
    return next(car.seat for car in state.cars if car.name == name)


def play(r: RaceDayRules, state: RaceDayState, *actions: tuple[str, Action]) -> list[Event]:
    """Apply (name, action) pairs in turn; all the events."""
    events: list[Event] = []
    for name, action in actions:
        events += r.apply(state, seat(state, name), action)
    return events


def of_type(events: list[Event], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


def move_to(r, state, end: str) -> Move:  # type: ignore[no-untyped-def]
    """The listed move that ends on `end` (the first, if several ways lead there)."""
    name = state.cars[r.to_act(state)[0]].name
    moves = [
        m for m in r.legal_actions(state, seat(state, name)) if isinstance(m, Move) and m.path[-1] == end
    ]
    assert moves, f"no move ends on {end}"
    return moves[0]


def drive(r, state, name: str, speed: ChooseSpeed, end: str) -> list:  # type: ignore[no-untyped-def]
    """`name` picks `speed`, rolls (loaded), and moves to `end`; all the events."""
    events = play(r, state, (name, speed))
    if state.phase == MOVE:
        events += play(r, state, (name, move_to(r, state, end)))
    return events
