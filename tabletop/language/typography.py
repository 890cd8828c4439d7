"""French typography a line break must respect: French sets a space before ? ! : ; and » and after
«, and that space belongs to the mark. A line broken there leaves "? Réussissez" opening a line,
so every wrapping in the app breaks only at the other spaces, whether the catalogue wrote a
regular space or a no-break one (U+00A0, U+202F). Nor does a line break between a number and the
word it counts ("5 / cases", "Montagne, 4 / rangs") or inside a sum ("1 + / 5 = 6"), in any language."""

from __future__ import annotations

import itertools
import re

NO_BREAK = "\u00a0"
NARROW_NO_BREAK = "\u202f"
HELD_MARKS = "?!:;»"  # the marks that stay with the word before them
OPERATORS = ("+", "=", "\u00d7", "\u2212")  # a sum's signs (+ = times minus), between its numbers
_NUMBER = re.compile(r"[+\u2212-]?\d+(?:[.,]\d+)?")  # a number standing alone: 5, +2, 0,8


def _held(before: str, after: str) -> bool:
    """Whether the regular space between the words `before` and `after` may not end a line: it
    holds a mark to its word (before ? ! : ; », after «), a count to what it counts ("5 cases"),
    or a sum together ("1 + 5 = 6")."""
    return (before.endswith("«") or after[:1] in HELD_MARKS
            or (_NUMBER.fullmatch(before) is not None and after[:1].isalpha())
            or (before[-1:].isdigit() and after in OPERATORS)
            or (before in OPERATORS and after[:1].isdigit()))


def _joined(text: str, held: str) -> list[str]:
    """`text` cut at the spaces a line may break at, each held space written `held`."""
    words = text.split(" ")
    pieces = [words[0]]
    for before, after in itertools.pairwise(words):
        if _held(before, after):
            pieces[-1] += held + after
        else:
            pieces.append(after)
    return pieces


def unbreakable(text: str) -> str:
    """`text` with each space that holds a mark, a count or a sum made a no-break space, for a
    wrapper (pygame_gui's text boxes, the rules pages) that breaks at every regular space."""
    return " ".join(_joined(text, NO_BREAK))


def drawable(text: str) -> str:
    """`text` with each narrow no-break space made a no-break space: pygame's font has no glyph
    for the narrow one and leaves a gap no wider than its letters' spacing ("stand ;" written
    with it read "stand;")."""
    return text.replace(NARROW_NO_BREAK, NO_BREAK)


def break_points(line: str) -> list[str]:
    """`line` cut at the spaces it may break at: "Fronde : B ? Oui" -> ["Fronde :", "B ?", "Oui"],
    "fait 1 + 5 = 6 cases" -> ["fait", "1 + 5 = 6 cases"];
    a name in guillemets is one piece, read whole on one line: "« Droite S1 »" (a wrapper breaks
    one too long for its line at its spaces)."""
    pieces: list[str] = []
    held = False  # inside guillemets: the next piece joins the name
    for piece in _joined(line, " "):
        if held:
            pieces[-1] += " " + piece
        else:
            pieces.append(piece)
        held = pieces[-1].count("«") > pieces[-1].count("»")
    return pieces
