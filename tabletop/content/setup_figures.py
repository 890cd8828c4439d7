"""`{name}` in a game's setup text: a figure its game gives from its other data.

"Full: {heats_match} heats" in `data/games/mcs.yaml` shows the heats `data/cards/mcs.yaml`
plays, in every language, so the new-game form never repeats a number by hand and never
drifts from the game. A name the game does not give is a problem at its file and line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tabletop.content.schema import Reader, show, suggestion
from tabletop.language import _, reworded

# A figure's words are the same in every language (a number, numbers with commas).
Figures = Mapping[str, str]

_FIGURE = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def has_figures(value: Any) -> bool:
    return isinstance(value, str) and _FIGURE.search(value) is not None


def filled(reader: Reader, node: Any, key: str, figures: Figures | None) -> Any:
    """`node[key]` with each `{name}` its game's figure, in every language it is written in.

    Without `figures` (the file read alone, no game to ask) the text is left as written.
    """
    value = node[key]
    if figures is None or not isinstance(value, str):
        return value
    translations = getattr(value, "translations", {})
    written = {key: str(value)} | {f"{key}_{code}": words for code, words in translations.items()}
    for written_key, words in written.items():
        for name in _FIGURE.findall(words):
            if name not in figures:
                reader.error(node.line_of(written_key), _unknown(name, figures))
    return reworded(value, lambda words: _FIGURE.sub(lambda found: figures.get(found[1], found[0]), words))


def _unknown(name: str, figures: Figures) -> str:
    figure = show("{" + name + "}")
    if not figures:
        return _("{figure} is not a figure this game gives; it gives none").format(figure=figure)
    message = _("{figure} is not a figure this game gives; it gives: {names}")
    return message.format(figure=figure, names=", ".join(sorted(figures))) + suggestion(name, figures)
