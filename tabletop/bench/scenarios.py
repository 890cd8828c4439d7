"""Matches and tables for the benchmark, for any game in the registry.

A benchmark match has one human seat (seat 0, the viewer) among computer
players, so the table shows a hand and waits for decisions as in real play.
The viewer's own moves, when the benchmark needs them, come from the game's bot.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import Bot, rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.games.simulate import make_bot

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.scenes.play.table_scene import TableScene

SIZE = (1280, 720)
MID_GAME_ACTIONS = 30  # actions played before the table is measured
MAX_ACTIONS = 5_000


def bench_setup(game_id: str) -> Setup:
    """Up to four seats (as the game allows), seat 0 human, with the game's default options."""
    info = game_info(game_id)
    players = max(info.min_players, min(4, info.max_players))
    colours = info.colours
    names = ["Viewer", *(f"Bot {seat}" for seat in range(1, players))]
    seats = tuple(
        SeatSetup(name, seat != 0, colours[seat % len(colours)] if colours else "")
        for seat, name in enumerate(names)
    )
    return Setup(seats, resolve_options(game_id, players, {}))


def seat_bots(game_id: str, setup: Setup) -> list[Bot]:
    players = len(setup.seats)
    return [make_bot(game_id, "game", 7 + seat, players=players) for seat in range(players)]


def mid_game_match(game_id: str, seed: int = 11, actions: int = MID_GAME_ACTIONS) -> Match:
    """A match some way in, stopped where the viewer alone has a decision to make."""
    setup = bench_setup(game_id)
    rules = rules_for(game_id)
    match = Match(rules, setup, seed)
    bots = seat_bots(game_id, setup)
    for _ in range(MAX_ACTIONS):
        waiting = match.to_act()
        if not waiting:
            raise RuntimeError(f"{game_id}: the benchmark match ended before mid-game")
        if len(match.steps) >= actions and 0 in waiting:
            return match
        seat = waiting[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    raise RuntimeError(f"{game_id}: no decision for the viewer within {MAX_ACTIONS} actions")


def open_table(app: App, match: Match) -> TableScene:
    """Put `match` on a fresh table in `app`, as the menu would; the table scene."""
    from tabletop.scenes.play import table_launch
    from tabletop.scenes.play.table_scene import TableScene

    table_launch.open_table(app.ctx, match)
    scene = app.ctx.stack.top
    assert isinstance(scene, TableScene)
    return scene


def viewer_move(scene: TableScene, bot: Bot) -> None:
    """The viewer's move chosen by `bot`, made through the table as a click would."""
    rules = scene.rules
    action = bot.choose(rules, rules.view(scene.match.state, 0), 0)
    reason = scene.propose(action)
    if reason is not None:
        raise RuntimeError(f"{scene.match.game_id}: the table refused the bot's move: {reason}")


def instant_animations(app: App) -> None:
    app.ctx.settings = replace(app.ctx.settings, animation_speed="instant")
    app.ctx.stack.speed = math.inf


def post_mouse(kind: int, pos: tuple[int, int], button: int = 1) -> None:
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(button == 1, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button, touch=False))
