"""A Mind Cycling stage's facts for the track report: the teams by their place on the start
grid, the turns, and where riders were stuck or stopped by a rock."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.engine.race_facts import RaceFacts, RaceWords
from tabletop.games.mindcycling.events import RiderRode
from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.language import N_

WORDS = RaceWords(
    N_("Race computer players on this track many times to see whether the start decides the race, how long "
       "a race takes and where riders get stuck (Ctrl+R)."),
    N_("Race computer players here many times in the background: is the track fair, how long is a race, "
       "where do riders get stuck? (Ctrl+R)"),
    N_("Red pieces: where riders were held up or stopped by a rock (the redder, the more)."),
)


def race_facts(match: Match) -> RaceFacts:
    start: MindCyclingState = match.rules.new_state(match.setup, match.seed)
    starts = start.course.starts  # the front row first, left to right
    slot = {r.id: starts.index(r.space) if r.space in starts else len(starts) for r in start.riders}
    # A team is as well placed as its best-placed rider, then its next.
    grid = sorted(
        range(len(start.teams)),
        key=lambda team: sorted(slot[r.id] for r in start.riders if r.team == team),
    )
    spaces = [
        event.path[-1] if event.rock and event.path else event.start
        for step in match.steps
        for event in step.events
        if isinstance(event, RiderRode) and (event.rock or not event.path) and event.start != FINISH
    ]
    # A row lies on a strip, and the strips are the file's pieces in order (the finish, which
    # holds no row, can only come last).
    course = start.course
    trouble = tuple(course.row_strip[course.row(space)] for space in spaces)
    state: MindCyclingState = match.state
    return RaceFacts(tuple(grid), state.turn, 0, trouble)
