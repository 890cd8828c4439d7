"""French on the table for a game's tests: a whole game told in French, a table switched to French."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.language import Translated
from tests.games.bots import match_bots_play

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
    match_bots_play(match)
    return match, [event.describe() for step in match.steps for event in step.events]


def slips(lines: list[str], english: re.Pattern[str]) -> list[str]:
    """The lines with a French slip, or a word of `english` left over."""
    return [line for line in lines if english.search(line) or any(slip.search(line) for slip in SLIPS)]


def data_words(*things: Any) -> re.Pattern[str]:
    """Every data file's English words found in `things` (components, a state) whose French
    differs ("Pick Up the Pace", "Lead held"): none may be left in a French text."""
    english: set[str] = set()
    seen: set[int] = set()

    def walk(value: Any) -> None:
        if id(value) in seen:
            return
        seen.add(id(value))
        if isinstance(value, Translated):
            if value.translations.get("fr", str(value)) != str(value):
                english.add(str(value))
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for field in dataclasses.fields(value):
                walk(getattr(value, field.name))
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for item in value:
                walk(item)

    for thing in things:
        walk(thing)
    assert english, "the data carries no French to look for"
    longest_first = sorted(english, key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(words) for words in longest_first) + r")\b")
