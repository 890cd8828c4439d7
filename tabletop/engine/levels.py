"""How well a computer seat plays: the names a seat, a save and the command line use."""

from __future__ import annotations

EASY, NORMAL, HARD = "easy", "normal", "hard"
LEVELS: tuple[str, ...] = (EASY, NORMAL, HARD)
"""The levels a computer seat can have at the table, weakest first."""

RANDOM = "random"
"""Any legal move, for tests and the command line; never offered at the table."""

ALL_LEVELS: tuple[str, ...] = (RANDOM, *LEVELS)
