"""The move phase: the order cards resolve in, and where a car lands (rules A, B, C)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.nascard.state import Car, NascardState, Play


@dataclass(slots=True)
class Resolution:
    car: int
    play: Play
    rank: int  # 1-based among the cars that move; 0 for a pit stop
    spaces: int


def resolution_order(state: NascardState, movement: tuple[int, ...], rival_minimum: int,
                     suit_of: dict[int, str]) -> list[Resolution]:
    """Trump (and blue-bonus trump) highest first, then the rest highest first, pits last."""
    trump = state.trump

    def resolves(entry: tuple[int, Play]) -> tuple[bool, int]:
        card = entry[1].card
        assert card is not None
        # No two cars play the same card, so this order is total.
        return not (entry[1].as_trump or suit_of[card] == trump), -card

    plays = state.plays.items()
    driving = sorted(((car, play) for car, play in plays if play.card is not None), key=resolves)
    pits = sorted((car, play) for car, play in plays if play.card is None)
    result: list[Resolution] = []
    cars = state.cars
    for rank, (car, play) in enumerate(driving, start=1):
        spaces = movement[rank - 1] if rank <= len(movement) else 0
        if cars[car].is_rival:
            spaces = max(spaces, rival_minimum)
        result.append(Resolution(car, play, rank, spaces + play.extra))
    result.extend(Resolution(car, play, 0, 0) for car, play in pits)
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
