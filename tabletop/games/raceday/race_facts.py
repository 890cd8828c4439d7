"""A Race Day race's facts for the track report: the grid, the rounds, the cars out, and where
cars were boxed in, blocked short or damaged."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.engine.race_facts import RaceFacts, RaceWords
from tabletop.games.raceday.events import CarMoved, CarOut, DamageTaken, GridFormed
from tabletop.games.raceday.state import RaceDayState
from tabletop.language import N_

WORDS = RaceWords(
    N_("Race computer players on this track many times to see whether the start decides the race, how long "
       "a race takes and where cars get stuck (Ctrl+R)."),
    N_("Race computer players here many times in the background: is the track fair, how long is a race, "
       "where do cars get stuck? (Ctrl+R)"),
    N_("Red pieces: where cars were boxed in, blocked or damaged (the redder, the more)."),
    N_("Cars out of the race: {count} per race."),
)


def race_facts(match: Match) -> RaceFacts:
    state: RaceDayState = match.state
    grid: tuple[int, ...] = ()
    spaces: list[str] = []
    where = {car.seat: "" for car in state.cars}
    for step in match.steps:
        for event in step.events:
            if isinstance(event, GridFormed):
                grid = event.seats
                where.update(zip(event.seats, event.spaces, strict=True))
            elif isinstance(event, CarMoved):
                if len(event.path) < event.wanted:
                    spaces.append(event.path[-1] if event.path else event.start)
                if event.path:
                    where[event.seat] = event.path[-1]
            elif isinstance(event, DamageTaken) and where.get(event.seat):
                spaces.append(where[event.seat])
    out = sum(isinstance(event, CarOut) for step in match.steps for event in step.events)
    # A row of the track is a piece of its file.
    trouble = tuple(state.circuit.track.space(space).piece for space in spaces)
    return RaceFacts(grid, state.round, out, trouble)
