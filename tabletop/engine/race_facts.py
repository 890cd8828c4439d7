"""What one finished race says about its track: who started where, how long it took, and
where cars got into trouble. Each track game reads these off a match in its own
`race_facts` module, and says there in its own words what its report is about;
`tabletop.games.track_fairness` adds them up over many races."""

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


@dataclass(frozen=True)
class RaceWords:
    """The track report's sentences that name the game's racers (cars, bikes, riders) and their
    trouble: messages marked `N_`, translated where shown. A game's `race_facts` module offers
    its own as `WORDS`."""

    invitation: str
    """What racing the track many times tells, before it is done ("... where cars get stuck")."""
    question: str
    """The same as the editor bar's question ("... where do cars get stuck?")."""
    trouble: str
    """What a piece washed red means: where the game's racers got into trouble."""
    knocked_out: str | None = None
    """How many racers a race puts out, with its {count} ("Cars out of the race: {count} per
    race."); None where the game puts none out (Nascard's cars, Mind Cycling's riders), where
    a figure always nought would tell nothing."""
