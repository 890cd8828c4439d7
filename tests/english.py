"""Reading the app's words as English: the slips a seat named "You" and counts of one cause.

`slips(text)` lists what reads wrong in one line; the tests collect every line a
game shows (log, panels, banners, buttons, the keyboard list, results) with seats
named "You" and "Ann" and expect none.
"""

from __future__ import annotations

import re

# Verbs in the third person after "You": "You rolls", "You is", "You has", "You plays".
_YOU_VERB = re.compile(r"\bYou (is|has|was|does|goes|[a-z-]*[^s\W]s)\b")
# The things the app counts, in the plural.
_COUNTED = "|".join((
    "medals", "coins", "corners", "cards", "spaces", "tiles", "ramps", "turns", "dice", "bikes", "riders",
    "laps", "points", "pts", "rows", "lanes", "straights", "problems", "players", "rounds", "moves", "heats",
    "cars", "pieces", "sections", "tyres", "lessons", "games", "rolls", "teams",
))
_CHECKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("possessive of You", re.compile(r"\b[Yy]ou's\b")),
    ("You with a verb in the third person", _YOU_VERB),
    ("a capital You inside a sentence",
     re.compile(r"\b(to|by|from|for|with|of|over|behind|past|beside|then|passes|pushes|drafts?|charges?)"
                r" You\b")),
    ("one of a plural", re.compile(rf"(?<![\w.,/-])1 (?:[a-z-]+ )?(?:{_COUNTED})\b")),
    ("a place said as a direction", re.compile(r"\bto (across|beyond|over) the\b")),
    ("a note that contradicts a place", re.compile(r"\(first\)")),
    ("a before a vowel", re.compile(r"\ba (?!one\b|uni|use)[AEIOUaeiou]")),
    ("an unfilled template", re.compile(r"[{}]")),
    ("a class name instead of words", re.compile(r"^[A-Z][a-z]+[A-Z][A-Za-z]*$")),
    ("a doubled word", re.compile(r"\b(the|a|to|and|of|is) \1\b", re.IGNORECASE)),
    ("a stray space before punctuation", re.compile(r"\w \.(?!\.)|\s,")),
)


def slips(text: str) -> list[str]:
    """What reads wrong in `text`, in words (empty: it reads as English)."""
    found = [what for what, pattern in _CHECKS if pattern.search(text)]
    if not text.strip():
        found.append("an empty line")
    return found


def bad_lines(lines: set[str] | list[str]) -> list[str]:
    """Each line that reads wrong with its slips, sorted, for an assertion message."""
    return sorted(f"{line!r}: {', '.join(found)}" for line in lines if (found := slips(line)))
