"""Small pieces of English shared by the games' log lines."""

from __future__ import annotations


def possessive(name: str) -> str:
    """`name`'s, as a log line says it; a seat named "You" reads "Your", never "You's"."""
    return "Your" if name.strip().lower() == "you" else f"{name}'s"
