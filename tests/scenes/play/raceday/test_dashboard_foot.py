"""A dashboard's foot (the counters' names, the lap, the collector's number) reads at the app's
legible size even on the cards of a 960 x 600 window."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.raceday.game import make_rules
from tabletop.games.raceday.view import dashboard
from tabletop.games.raceday.view.dashboard import DashboardLook, render_dashboard
from tabletop.table.machinery.text import LEAST_LEGIBLE, fitted_size, font


class Recorded:
    """A font that notes what it writes, at which size."""

    def __init__(self, size: int, drawn: dict[str, int]) -> None:
        self.face, self.points, self.drawn = font(size), size, drawn

    def render(self, text: str, *args: Any) -> pygame.Surface:
        self.drawn[text] = self.points
        return self.face.render(text, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.face, name)


@pytest.mark.parametrize("width", [122, 200])
def test_the_foot_of_a_dashboard_is_legible(monkeypatch: pytest.MonkeyPatch, width: int) -> None:
    pygame.font.init()
    parts = make_rules().parts
    card = parts.cards[11]
    drawn: dict[str, int] = {}

    def fitted(text: str, max_width: int, size: int, *, min_size: int = 10) -> Recorded:
        return Recorded(fitted_size(text, max_width, size, min_size), drawn)

    monkeypatch.setattr(dashboard, "font", lambda size, bold=False: Recorded(size, drawn))
    monkeypatch.setattr(dashboard, "fit_font", fitted)
    look = DashboardLook(
        card, parts.abilities[card.ability], parts.rarities[card.rarity], len(parts.cards), "red",
        f"Foot {width}", body=1, engine=1, body_limit=5, engine_limit=2, note="Lap 1/1",
    )
    render_dashboard(look, (width, round(width * 1.2)))
    for words in ("Body", "Smoke", "Lap 1/1", f"{card.number}/{len(parts.cards)}"):
        assert drawn.get(words, 0) >= LEAST_LEGIBLE, (words, drawn)
