"""The results chart of a Nascard race: cars on one track card at the end are drawn as the race
placed them, the winner's line above the car it beat on the inside."""

from __future__ import annotations

import pygame

from tabletop.engine.match import Match
from tabletop.games.nascard.summary import summarise
from tabletop.games.registry import rules_for
from tabletop.games.setup import resolve_options
from tabletop.games.simulate import bot_setup, play_match
from tabletop.scenes.widgets.line_chart import draw_line_chart, read_series, spread_ties


def level_at_the_end() -> Match:
    """A one-lap race of computers where the winner and the second car end on one track card."""
    setup = bot_setup(3, resolve_options("nascard", 3, {"laps": 1}))
    for seed in range(1, 200):
        match = play_match(rules_for("nascard"), setup, seed)
        winner, second = match.state.finish_order[:2]
        if match.state.progress_by_round[-1][winner] == match.state.progress_by_round[-1][second]:
            return match
    raise AssertionError("no race ended with the first two cars level")


def test_cars_level_at_the_end_are_listed_and_drawn_winner_first() -> None:
    match = level_at_the_end()
    state = match.state
    chart = summarise(match)["chart"]
    assert [s["name"] for s in chart["series"]] == [state.cars[c].name for c in state.finish_order]

    pygame.font.init()
    plot = draw_line_chart(pygame.Surface((800, 500)), pygame.Rect(0, 0, 800, 500), chart)
    assert plot is not None
    ends = [line[-1][1] for line in spread_ties(plot, read_series(chart))]
    assert ends[0] < ends[1]  # the winner's end is higher on the screen
