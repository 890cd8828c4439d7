"""A MotoX race's facts for the track report: who lined up first, the rounds, the wipe-outs
and where they happened, and where a bike could not move."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.engine.race_facts import RaceFacts, RaceWords
from tabletop.games.motox.events import BikeMoved, NoMove, PawnPlaced, WipedOut
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.track_model import cell_of
from tabletop.language import N_

WORDS = RaceWords(
    N_("Race computer players on this track many times to see whether the start decides the race, how long "
       "a race takes and where bikes get stuck (Ctrl+R)."),
    N_("Race computer players here many times in the background: is the track fair, how long is a race, "
       "where do bikes get stuck? (Ctrl+R)"),
    N_("Red pieces: where bikes wiped out or could not move (the redder, the more)."),
    N_("Bikes wiped out: {count} per race."),
)


def race_facts(match: Match) -> RaceFacts:
    state: MotoXState = match.state
    grid: list[int] = []
    trouble: list[int] = []
    wipe_outs = 0
    where: dict[int, tuple[int, int]] = {}
    for step in match.steps:
        for event in step.events:
            if isinstance(event, PawnPlaced):
                # The first to line up has the pick of the starting tile.
                grid.append(event.seat)
                where[event.seat] = event.space
            elif isinstance(event, BikeMoved) and event.path:
                where[event.seat] = event.path[-1]
            elif isinstance(event, WipedOut):
                wipe_outs += 1
                trouble.append(_tile(state, event.space))
            elif isinstance(event, NoMove) and event.seat in where:
                trouble.append(_tile(state, where[event.seat]))
    return RaceFacts(tuple(grid), state.round, wipe_outs, tuple(trouble))


def _tile(state: MotoXState, point: tuple[int, int]) -> int:
    """The tile under `point`: tiles are numbered in the order they were laid, as in the file."""
    cell = cell_of(point)
    return next(i for i, tile in enumerate(state.tiles) if tile.cell == cell)
