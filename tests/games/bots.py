"""Letting the game's own computer players run a match, for the tests of saves and replays."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot, make_bot


def bots_play(match: Match, steps: int | None = None) -> None:
    """The game's bots (seeded 40, 41, ... by seat) take every move, all of them or `steps`."""
    players = len(match.setup.seats)
    bots = [make_bot(match.game_id, "game", 40 + s, players=players) for s in range(players)]
    count = 0
    while match.to_act() and (steps is None or count < steps):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
        count += 1


def match_bots_play(match: Match, steps: int | None = None) -> None:
    """Every seat played by `MatchBot` (its level, seeded by the match alone) until the end or
    until the match holds `steps` moves."""
    bots = [MatchBot(match, seat) for seat in range(len(match.setup.seats))]
    while match.to_act() and (steps is None or len(match.steps) < steps):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))


def save_and_load(match: Match, path: Path) -> Match:
    """`match` saved to `path` and loaded back: a copy at the same point."""
    match.save(path)
    loaded = Match.load(path, rules_for)
    assert loaded.checksum() == match.checksum()
    return loaded


def play_on_alike(match: Match, copy: Match) -> None:
    """Fresh bots (rebuilt from their seeds) finish both; they end the same."""
    bots_play(match)
    bots_play(copy)
    assert copy.checksum() == match.checksum()
