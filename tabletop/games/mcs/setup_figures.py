"""The numbers the new-game form's words give for MCS: the heats of each match, from the cards file.

`data/games/mcs.yaml` writes "Full: {heats_match} heats (meeting {heats_meeting})"; the heats
are `data/cards/mcs.yaml`'s, so the form says what the match will play.
"""

from __future__ import annotations

from tabletop.content.setup_figures import Figures
from tabletop.games.mcs.components import Components


def heat_figures(parts: Components) -> Figures:
    """`{heats_<mode>}` for each mode's full match, `{short_heats}` for the short game."""
    heats = {f"heats_{mode}": str(count) for mode, count in parts.numbers.heats.items()}
    return heats | {"short_heats": str(parts.numbers.short_heats)}
