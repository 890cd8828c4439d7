"""The numbers the new-game form's words give for Nascard, from the cards file.

`data/games/nascard.yaml` writes "Recommended: {recommended}" and defaults each suit's bonus
to `{recommended_<suit>}`, so the form offers the cards `recommended_bonus` names; `{field}`
is the cars on a full grid.
"""

from __future__ import annotations

from tabletop.content.setup_figures import Figures
from tabletop.games.nascard.components import Components


def nascard_figures(parts: Components) -> Figures:
    """`{recommended}` ("4, 7, 10, 13"), `{recommended_<suit>}` ("4") and `{field}` ("6")."""
    recommended = parts.recommended_bonus
    by_suit = {f"recommended_{parts.bonus_cards[number].suit}": str(number) for number in recommended}
    listed = ", ".join(str(number) for number in recommended)
    return {"recommended": listed, "field": str(parts.numbers.field)} | by_suit
