"""The match card's columns are as wide as their words: in French at 960 x 600 "Manche" ran into
"Rouge" and "Score manche" into "Total" (fixed widths made for the English)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import match_card
from tabletop.games.mcs.view.table_view import McsView
from tabletop.games.registry import rules_for
from tabletop.language import _, set_language
from tabletop.scenes.play.handoff import HandoffScene
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SEATS = tuple(
    SeatSetup(name, False, colour)
    for name, colour in (("Vous", "red"), ("Anna", "yellow"), ("Bob", "blue"), ("Cleo", "white"))
)


def after_heats(heats: int, seed: int = 3) -> Match:
    """A four-manager match played at random until `heats` heats are over."""
    match = Match(rules_for("mcs"), Setup(SEATS, {}), seed)
    rng = random.Random(seed)
    while True:
        state = match.state
        assert isinstance(state, McsState)
        if len(state.results) >= heats:
            return match
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(match.rules.legal_actions(state, seat)))


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_no_column_runs_into_the_next(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.app.ctx.update_settings(language=language, animation_speed="instant")
    driver.frames(1)
    match = after_heats(3)
    scene = push_table(driver, match)
    drawn: list[tuple[list[int], pygame.font.Font, pygame.font.Font, list[str], list[list[str]], int]] = []
    columns = match_card.columns

    def watched(
        heads: list[str], table: list[list[str]], left: int, room: int, line: int
    ) -> tuple[list[int], pygame.font.Font, pygame.font.Font]:
        placed = columns(heads, table, left, room, line)
        drawn.append((*placed, heads, table, left + room))
        return placed

    monkeypatch.setattr(match_card, "columns", watched)
    handoff = driver.top
    assert isinstance(handoff, HandoffScene)  # four people: the table waits behind a hand-off
    driver.click_button(handoff.confirm_label)
    driver.frames(2)
    driver.key(pygame.K_m)
    view = scene.view
    assert isinstance(view, McsView) and view.show_match_card
    driver.frames(2)
    assert drawn, "the match card was not drawn"
    xs, head_font, cell, heads, table, right = drawn[-1]
    assert len(table) == 3
    ends = [*xs[1:], right]
    for index, head in enumerate(heads):
        widest = max([head_font.size(head)[0], *(cell.size(row[index])[0] for row in table)])
        assert xs[index] + widest < ends[index] - 4, f"{head!r} runs into the next column"
    assert cell.get_height() >= 14  # still legible


def test_the_french_key_says_what_the_figures_are() -> None:
    """It read "Pilotes en force : points", which says nothing of "18 : 2"."""
    set_language("fr")
    try:
        key = _("Riders as strength: points. Click or press M to close.")
    finally:
        set_language("en")
    assert key.startswith("Pilotes notés « force : points ».")
