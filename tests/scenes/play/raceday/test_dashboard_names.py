"""A dashboard's band names its player legibly: a long name is cut with "…", never shrunk
past reading (the seat panel names the player whole)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.raceday.game import make_rules
from tabletop.games.raceday.view import dashboard
from tabletop.games.raceday.view.dashboard import DashboardLook, render_dashboard
from tabletop.language import set_language
from tabletop.table.machinery.render_cache import release
from tabletop.table.machinery.text import fitted_size

LEAST = 13  # the smallest font size a dashboard names its player in (the seat panel's least is 15)


@pytest.mark.parametrize("player", ["Anna", "Bartholomew Ashworth", "WWWWWWWWWWWWWWWWWWWW"])
@pytest.mark.parametrize("width", [92, 150])
def test_the_player_s_name_stays_legible(monkeypatch: pytest.MonkeyPatch, player: str, width: int) -> None:
    pygame.font.init()
    parts = make_rules().parts
    card = parts.cards[1]
    look = DashboardLook(
        card, parts.abilities[card.ability], parts.rarities[card.rarity], len(parts.cards), "red", player,
        body=0, engine=0, body_limit=5, engine_limit=2,
    )
    drawn: dict[str, int] = {}
    fit_font, fitting_text = dashboard.fit_font, dashboard.fitting_text

    def measured(text: str, max_width: int, size: int, *, min_size: int = 10) -> pygame.font.Font:
        if text == player:
            drawn["size"] = fitted_size(text, max_width, size, min_size)
        return fit_font(text, max_width, size, min_size=min_size)

    def shown(text: str, room: int, measure: object) -> str:
        drawn["text"] = fitting_text(text, room, measure)  # type: ignore[arg-type]
        return drawn["text"]

    monkeypatch.setattr(dashboard, "fit_font", measured)
    monkeypatch.setattr(dashboard, "fitting_text", shown)
    render_dashboard(look, (width, round(width * 1.4)))
    assert drawn["size"] >= LEAST
    assert drawn["text"] == player or (drawn["text"].endswith("…") and player.startswith(drawn["text"][:-1]))
    if player == "Anna":
        assert drawn["text"] == "Anna"



@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("width", [92, 112, 150])
def test_the_counters_names_stay_apart(monkeypatch: pytest.MonkeyPatch, language: str, width: int) -> None:
    """Six cars at 960x600 in French drew "CarrosserieFumée": the two names over the counters touched."""
    pygame.font.init()
    set_language(language)
    try:
        parts = make_rules().parts
        card = parts.cards[1]
        look = DashboardLook(
            card, parts.abilities[card.ability], parts.rarities[card.rarity], len(parts.cards), "red", "Anna",
            body=1, engine=1, body_limit=5, engine_limit=2,
        )
        shown: list[tuple[str, str]] = []
        counter_labels = dashboard.counter_labels

        def noted(face: pygame.font.Font, room: float) -> tuple[str, str]:
            shown.append(counter_labels(face, room))
            return shown[-1]

        monkeypatch.setattr(dashboard, "counter_labels", noted)
        release()  # drawn afresh, not taken from the cache
        render_dashboard(look, (width, round(width * 1.4)))
        (body, smoke), = shown
        face = dashboard._foot_font(width / 100)
        room = width - 10 * width / 100
        assert face.size(f"{body} {smoke}")[0] <= room, (body, smoke)
        if width == 150:
            assert (body, smoke) in (("Body", "Smoke"), ("Carrosserie", "Fumée"))
    finally:
        set_language("en")
