"""French on the table for a game's tests: a whole game told in French, a table switched to French."""

from __future__ import annotations

import re

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot

# A count of one or none with a plural noun ("1 cartes"), a template left unfilled, an English ordinal.
SLIPS = (
    re.compile(r"(?<![\d.])[01] (cartes|cases|points|pilotes)\b"),
    re.compile(r"[{}]"),
    re.compile(r"\b\d+(st|nd|rd|th)\b"),
    re.compile(r"\bde vous\b|\bde [AEIOUÉaeiou]"),  # "de vous", "de Anna": the possessive and elision missed
)


def game_lines(game_id: str, names: tuple[str, ...], seed: int, **options: object) -> tuple[Match, list[str]]:
    """A whole game between Normal players, and every event of it as the log says it now."""
    rules = rules_for(game_id)
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in names), dict(options)), seed)
    bots = [MatchBot(match, seat) for seat in range(len(names))]
    while match.to_act():
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match, [event.describe() for step in match.steps for event in step.events]


def slips(lines: list[str], english: re.Pattern[str]) -> list[str]:
    """The lines with a French slip, or a word of `english` left over."""
    return [line for line in lines if english.search(line) or any(slip.search(line) for slip in SLIPS)]
