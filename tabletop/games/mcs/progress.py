"""How far an MCS match has got, as a player says it: its heat."""

from __future__ import annotations

from tabletop.games.mcs.state import McsState
from tabletop.language import _


def progress(state: McsState) -> str:
    if state.phase == "over":
        return _("Match over")
    heat = max(1, state.heat)  # before the first heat's riders are chosen
    if state.extra:
        return _("Heat {heat} (extra)").format(heat=heat)
    return _("Heat {heat} of {heats}").format(heat=heat, heats=state.heats)
