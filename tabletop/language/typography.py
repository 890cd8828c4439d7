"""French typography a line break must respect: French sets a space before ? ! : ; and » and after
«, and that space belongs to the mark. A line broken there leaves "? Réussissez" opening a line,
so every wrapping in the app breaks only at the other spaces, whether the catalogue wrote a
regular space or a no-break one (U+00A0, U+202F)."""

from __future__ import annotations

import re

NO_BREAK = "\u00a0"
NARROW_NO_BREAK = "\u202f"
HELD_MARKS = "?!:;»"  # the marks that stay with the word before them
# A regular space that holds a mark to its word: before ? ! : ; » or after «.
_HELD_SPACE = re.compile(rf"(?<=«) | (?=[{HELD_MARKS}])")
# A space a line may break at: any other regular space.
_BREAKABLE_SPACE = re.compile(rf"(?<!«) (?![{HELD_MARKS}])")


def unbreakable(text: str) -> str:
    """`text` with each space that holds a mark made a no-break space, for a wrapper (pygame_gui's
    text boxes, the rules pages) that breaks at every regular space."""
    return _HELD_SPACE.sub(NO_BREAK, text)


def drawable(text: str) -> str:
    """`text` with each narrow no-break space made a no-break space: pygame's font has no glyph
    for the narrow one and leaves a gap no wider than its letters' spacing ("stand ;" written
    with it read "stand;")."""
    return text.replace(NARROW_NO_BREAK, NO_BREAK)


def break_points(line: str) -> list[str]:
    """`line` cut at the spaces it may break at: "Fronde : B ? Oui" -> ["Fronde :", "B ?", "Oui"];
    a name in guillemets is one piece, read whole on one line: "« Droite S1 »" (a wrapper breaks
    one too long for its line at its spaces)."""
    pieces: list[str] = []
    held = False  # inside guillemets: the next piece joins the name
    for piece in _BREAKABLE_SPACE.split(line):
        if held:
            pieces[-1] += " " + piece
        else:
            pieces.append(piece)
        held = pieces[-1].count("«") > pieces[-1].count("»")
    return pieces
