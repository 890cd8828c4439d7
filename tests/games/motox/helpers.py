"""Building MotoX positions for tests: a laid track, bikes where a test wants them, loaded dice."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tabletop.engine.contract import Action, Event, SeatSetup, Setup
from tabletop.engine.rng import Rng
from tabletop.games.motox.game import make_rules
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import DECIDE, MotoXState
from tabletop.games.motox.track_layout import layout_of

NULL, ACE = 0, 1


class LoadedDice(Rng):
    """An Rng whose dice come up as listed (then fail loudly): the test decides every roll."""

    def __init__(self, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def below(self, n: int) -> int:
        assert self.rolls, "the test did not load enough dice"
        return self.rolls.pop(0)


def rules() -> MotoXRules:
    return make_rules()


def setup(players: int = 3, track: dict[str, Any] | None = None) -> Setup:
    seats = tuple(SeatSetup(name) for name in ("Ann", "Ben", "Cal", "Dee")[:players])
    options = {"track": "chosen"} if track is not None else {}
    return Setup(seats, options, track)


def layout(cells: Sequence[tuple[int, int]], ramps: dict[int, int] | None = None) -> dict[str, Any]:
    faces = [face.id for face in rules().parts.tiles]
    tiles = [(faces[i], cell, (ramps or {}).get(i, 0)) for i, cell in enumerate(cells)]
    return layout_of("Test track", tiles)


STRAIGHT = [(i, 0) for i in range(6)]  # tile i covers spaces x = 2i, 2i+1 and y = 0, 1; east is ahead


def race(
    spaces: Sequence[tuple[int, int] | None],
    *,
    cells: Sequence[tuple[int, int]] = STRAIGHT,
    ramps: dict[int, int] | None = None,
    dice: Iterable[int] = (),
    coins: Sequence[int] | None = None,
    wiped: Sequence[int] = (),
    turn: int = 0,
) -> tuple[MotoXRules, MotoXState]:
    """A race under way on a laid track: bike i on `spaces[i]` (wiped out there if i is in
    `wiped`), `turn` about to decide, the dice loaded."""
    r = rules()
    state = r.new_state(setup(len(spaces), layout(cells, ramps)), 1)
    for seat, space in enumerate(spaces):
        bike = state.bikes[seat]
        bike.space = space
        bike.wiped = seat in wiped
        bike.coins = coins[seat] if coins is not None else 0
    state.phase = DECIDE
    state.turn = state.first = turn
    state.round = 1
    state.rng = LoadedDice(dice)
    return r, state


def act(r: MotoXRules, state: MotoXState, action: Action, seat: int | None = None) -> list[Event]:
    return r.apply(state, state.turn if seat is None else seat, action)
