"""How far a MotoX race has got, as a player says it: the track still being built, or the
race's round."""

from __future__ import annotations

from tabletop.games.motox.state import BUILD, ORDER, OVER, PAWNS, MotoXState
from tabletop.language import _


def progress(state: MotoXState) -> str:
    if state.phase == OVER:
        return _("Race over")
    if state.phase in (ORDER, BUILD):
        return _("Building the track") if state.built else _("Before the start")
    if state.phase == PAWNS or state.round == 0:
        return _("Before the start")
    return _("Round {round}").format(round=state.round)
