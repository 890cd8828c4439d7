"""Every computer seat's level reads alike in the five games, at the table and in the replay:
last after its name in the seat panel ("Computer 2 (#5 · hard)"), never pushed to a line of its own
by a game's own words."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import game_info
from tabletop.games.simulate import MatchBot
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.panels.seat_panel import title
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

SEATS = (("Anna", None), ("Computer 2", "hard"), ("Bob", "easy"), ("Computer 4", "normal"))


def under_way(game: str, moves: int = 12) -> Match:
    """`game` a few moves in (MotoX past its roll for first: one seat "starts each round")."""
    colours = game_info(game).colours
    seats = tuple(
        SeatSetup(name, level is not None, colours[seat], level=level or "normal")
        for seat, (name, level) in enumerate(SEATS)
    )
    match = Match(rules_for(game), Setup(seats, {}), 3)
    bots = [MatchBot(match, seat) for seat in range(len(seats))]
    for _ in range(moves):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    return match


@pytest.mark.parametrize("replay", [False, True])
@pytest.mark.parametrize("game", GAME_IDS)
def test_a_computer_s_level_follows_its_name(make_app: type[App], game: str, replay: bool) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    match = under_way(game)
    if replay:
        scene: TableScene = ReplayScene(driver.app.ctx, match)
        driver.app.ctx.stack.push(scene)
        driver.frames(3)
    else:
        scene = push_table(driver, match)
    panel = scene.seats
    for index, row in enumerate(panel.rows):
        level = {"Computer 2": "hard)", "Bob": "computer · easy)", "Computer 4": "normal)"}.get(row.name)
        if level is None:
            assert "hard" not in title(row) and "computer" not in title(row)
            continue
        assert title(row).endswith(level), row
        assert panel.lines(index)[0].text == title(row), "the level on the name's line"


@pytest.mark.parametrize("game", GAME_IDS)
def test_at_the_smallest_size_in_french_every_computer_shows_its_level(
    make_app: type[App], game: str
) -> None:
    """At 960 x 600 a full Mind Cycling table read "Ordinateur 2 (France…)": the team kept, the
    level left out. A row too narrow for its whole note now leaves out the game's words first."""
    info = game_info(game)
    seats = (SeatSetup("Anna", False, info.colours[0]),
             *(SeatSetup(f"Ordinateur {seat + 1}", True, info.colours[seat], level="hard")
               for seat in range(1, info.max_players)))
    match = Match(rules_for(game), Setup(seats, {}), 3)
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    try:
        scene = push_table(driver, match)
        driver.frames(2)
        panel = scene.seats
        computers = [index for index, row in enumerate(panel.rows) if row.name.startswith("Ordinateur")]
        assert len(computers) == info.max_players - 1
        for index in computers:
            assert any("difficile" in line.text for line in panel.lines(index)), panel.lines(index)
    finally:
        driver.app.ctx.speak("en")
