"""Who won: a side wins, loses or draws as one, and a level match is a draw for both."""

from __future__ import annotations

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.summary import summarise
from tabletop.games.simulate import winner_of

from .helpers import rules


def finished(players: int, mode: str, points: tuple[int, ...]) -> Match:
    """A match of `mode` after one short heat, the seats' points then set to `points`."""
    r = rules()
    names = ("Hugo", "Vera", "Hal", "Val")[:players]
    setup = Setup(tuple(SeatSetup(n, True) for n in names), {"mode": mode})
    match = Match(r, setup, 4)
    match.state.heats = 1
    while waiting := match.to_act():
        match.apply(waiting[0], r.legal_actions(match.state, waiting[0])[-1])
    for player, scored in zip(match.state.players, points, strict=True):
        player.points = scored
    match.state.ranking = sorted(
        range(players), key=lambda s: (-match.state.team_total(s), -match.state.players[s].points, s)
    )
    return match


def test_a_level_match_is_a_shared_first_place_and_the_summary_says_draw() -> None:
    match = finished(2, "match", (5, 5))
    outcome = match.outcome()
    assert outcome is not None
    assert outcome.places == (1, 1) and outcome.winners() == (0, 1)
    assert outcome.win_share(0) == outcome.win_share(1) == 0.5
    details = summarise(match)
    assert details["result"] == "draw"
    assert winner_of(outcome, match.setup, details) is None


def test_a_won_match_has_one_winner() -> None:
    match = finished(2, "match", (4, 6))
    outcome = match.outcome()
    assert outcome is not None and outcome.places == (2, 1) and outcome.winners() == (1,)
    assert summarise(match)["result"] == "win"


def test_partners_share_their_sides_place() -> None:
    match = finished(4, "teams", (4, 1, 2, 2))  # seats 0 and 2 ride for the hosts: 6 to 3
    outcome = match.outcome()
    assert outcome is not None
    hosts = tuple(p.seat for p in match.state.players if p.side == "hosts")
    assert set(outcome.winners()) == set(hosts)
    assert all(outcome.places[s] == (1 if s in hosts else 3) for s in range(4))


def test_the_meeting_breaks_every_tie() -> None:
    match = finished(4, "meeting", (7, 3, 5, 1))
    outcome = match.outcome()
    assert outcome is not None and outcome.winners() == (outcome.ranking[0],)
