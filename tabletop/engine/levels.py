"""How well a computer seat plays: the names a seat, a save and the command line use."""

from __future__ import annotations

from tabletop.language import N_, _

EASY, NORMAL, HARD = "easy", "normal", "hard"
LEVELS: tuple[str, ...] = (EASY, NORMAL, HARD)
"""The levels a computer seat can have at the table, weakest first."""

RANDOM = "random"
"""Any legal move, for tests and the command line; never offered at the table."""

ALL_LEVELS: tuple[str, ...] = (RANDOM, *LEVELS)

_WORDS = {EASY: N_("easy"), NORMAL: N_("normal"), HARD: N_("hard"), RANDOM: N_("random")}
COMPUTER = N_("computer")


def level_word(level: str) -> str:
    """The level as a person reads it, in the language spoken ("difficile")."""
    return _(_WORDS[level]) if level in _WORDS else level


def computer_note(name: str, level: str) -> str:
    """What a computer seat's row adds after its name: "computer · hard", or the level alone
    where the name already says computer (the default "Computer 2")."""
    computer = _(COMPUTER)
    if computer.casefold() in name.casefold():
        return level_word(level)
    return _("{computer} \u00b7 {level}").format(computer=computer, level=level_word(level))


_ABOUT = {
    EASY: N_("A computer at Easy: it plays as Normal does, but now and then it slips and plays "
             "another move."),
    NORMAL: N_("A computer at Normal: it weighs each move it may make by the game's rules of thumb."),
    HARD: N_("A computer at Hard: before each move it plays out many possible races from what its "
             "seat can see, and picks the move that did best."),
}


def level_about(level: str) -> str:
    """How a computer seat at `level` plays, in a sentence (a seat's hover note at the table)."""
    return _(_ABOUT[level]) if level in _ABOUT else ""
