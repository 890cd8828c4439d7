"""The move phase: the order cards resolve in, and where a car lands (rules A, B, C)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.nascard.state import Car, NascardState, Play


@dataclass(frozen=True)
class Resolution:
    car: int
    play: Play
    rank: int  # 1-based among the cars that move; 0 for a pit stop
    spaces: int


def resolution_order(state: NascardState, movement: tuple[int, ...], rival_minimum: int,
                     suit_of: dict[int, str]) -> list[Resolution]:
    """Trump (and blue-bonus trump) highest first, then the rest highest first, pits last."""
    driving = [(car, play) for car, play in state.plays.items() if play.card is not None]
    pits = [(car, play) for car, play in state.plays.items() if play.card is None]

    def is_trump(play: Play) -> bool:
        assert play.card is not None
        return play.as_trump or suit_of[play.card] == state.trump

    trumps = sorted((p for p in driving if is_trump(p[1])), key=lambda p: -(p[1].card or 0))
    rest = sorted((p for p in driving if not is_trump(p[1])), key=lambda p: -(p[1].card or 0))
    result: list[Resolution] = []
    for rank, (car, play) in enumerate(trumps + rest, start=1):
        spaces = movement[rank - 1] if rank <= len(movement) else 0
        if state.cars[car].is_rival:
            spaces = max(spaces, rival_minimum)
        result.append(Resolution(car, play, rank, spaces + play.extra))
    result.extend(Resolution(car, play, 0, 0) for car, play in sorted(pits))
    return result


def place(state: NascardState, car: Car, progress: int) -> list[tuple[Car, int]]:
    """Put `car` on the track card at `progress`; returns the cars pushed and where from.

    A: the inside space if free; B: else the outside space if free; C: else the
    inside car is pushed to the next card (by these same rules) and this car takes
    its place.
    """
    pushed: list[tuple[Car, int]] = []
    car.lane = -1  # off the track while it is placed, so it never blocks itself
    piece = progress % state.track_length
    inside = state.occupant(piece, 0)
    if inside is None:
        car.progress, car.lane = progress, 0
        return pushed
    if state.occupant(piece, 1) is None:
        car.progress, car.lane = progress, 1
        return pushed
    start = inside.progress
    pushed.append((inside, start))
    pushed.extend(place(state, inside, start + 1))
    car.progress, car.lane = progress, 0
    return pushed
