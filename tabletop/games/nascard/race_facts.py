"""A Nascard race's facts for the track report: the grid, the rounds, where cars were held up."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.engine.race_facts import RaceFacts, RaceWords
from tabletop.games.nascard.events import CarPushed
from tabletop.games.nascard.state import NascardState
from tabletop.language import N_

WORDS = RaceWords(
    N_("Race computer players on this track many times to see whether the start decides the race, how long "
       "a race takes and where cars get stuck (Ctrl+R)."),
    N_("Race computer players here many times in the background: is the track fair, how long is a race, "
       "where do cars get stuck? (Ctrl+R)"),
    N_("Red pieces: where cars were held up behind others (the redder, the more)."),
)


def race_facts(match: Match) -> RaceFacts:
    start: NascardState = match.rules.new_state(match.setup, match.seed)
    # The grid runs forward from the start/finish card, two cars a card, inside first:
    # the car furthest forward has the pole.
    grid = sorted(start.players, key=lambda p: (-start.cars[p.car].progress, start.cars[p.car].lane))
    # A car pushed on to the next card had been stuck behind another where the push began.
    trouble = tuple(
        start.track.space(event.path[0]).piece
        for step in match.steps
        for event in step.events
        if isinstance(event, CarPushed) and event.path
    )
    state: NascardState = match.state
    return RaceFacts(tuple(p.seat for p in grid), state.round, 0, trouble)
