"""What one finished race says about its track: who started where, how long it took, and
where cars got into trouble. Each track game reads these off a match in its own
`race_facts` module; `tabletop.games.track_fairness` adds them up over many races."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RaceFacts:
    grid: tuple[int, ...]
    """The seats by where they started, the best start (pole, front row) first."""
    rounds: int
    """How many rounds (turns of the whole table) the race took."""
    knocked_out: int
    """Cars out of the race or bikes wiped out, counted once each time it happened."""
    trouble: tuple[int, ...]
    """For each time a car was blocked or damaged, a bike wiped out or could not move, or a rider
    was held up: the piece of the track file (its index in `pieces`) where it happened."""
