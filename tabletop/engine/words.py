"""Small pieces of English shared by the games' log lines."""

from __future__ import annotations


def possessive(name: str) -> str:
    """`name`'s, as a log line says it; a seat named "You" reads "Your", never "You's"."""
    return "Your" if name.strip().lower() == "you" else f"{name}'s"


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def plural(count: int, word: str) -> str:
    """`count` and `word`, with an s unless there is exactly one: "1 space", "3 spaces"."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def names_list(names: tuple[str, ...]) -> str:
    """"Anna", "Anna and Bob", "Anna, Bob and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
