"""Memory over many games in one process: does a finished game give its memory back?

Games are played through the real table, one after another, every registered game
in turn: the viewer's moves made by the game's bot through the table, animations
at "instant" speed, each game on to its results and back to the menu. RSS is read
after the first round (one game of each kind: modules, fonts and art loaded once)
and after the last game.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass

import pygame

from tabletop.app import App
from tabletop.bench.process import rss_mib
from tabletop.bench.scenarios import (
    SIZE,
    bench_setup,
    instant_animations,
    open_table,
    seat_bots,
    viewer_move,
)
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, rules_for

GAMES = 50
MAX_FRAMES = 20_000


@dataclass(frozen=True)
class MemoryFigures:
    games: int
    at_menu: float  # MiB before the first game
    first_round: float  # after one game of each kind
    last: float  # after every game

    @property
    def growth(self) -> float:
        return self.last - self.first_round


def play_through(app: App, game_id: str, seed: int) -> None:
    """One game on the table from the start to its results, then back to the menu."""
    setup = bench_setup(game_id)
    scene = open_table(app, Match(rules_for(game_id), setup, seed))
    viewer = seat_bots(game_id, setup)[0]
    for _ in range(MAX_FRAMES):
        if app.ctx.stack.top is not scene:
            break
        if not scene.animator.busy and 0 in scene.match.to_act():
            viewer_move(scene, viewer)
        app.step(1 / 60)
    else:
        raise RuntimeError(f"{game_id} (seed {seed}) did not reach its results")
    app.ctx.stack.pop_to(app.ctx.stack.scenes[0])
    rest_at_the_menu(app)


def rest_at_the_menu(app: App) -> None:
    """Run frames until the menu rests, as a player back from a game would leave it: memory is
    given back at rest."""
    for _ in range(MAX_FRAMES):
        if not app.step(1 / 60):
            return
    raise RuntimeError("the menu never came to rest")


def settled_rss() -> float:
    gc.collect()
    return rss_mib()


def bench_memory(games: int = GAMES, game_ids: tuple[str, ...] = GAME_IDS) -> MemoryFigures:
    app = App(SIZE)
    try:
        instant_animations(app)
        app.step(1 / 60)
        at_menu = settled_rss()
        first_round = at_menu
        for number in range(games):
            play_through(app, game_ids[number % len(game_ids)], 100 + number)
            if number == len(game_ids) - 1:
                first_round = settled_rss()
        return MemoryFigures(games, at_menu, first_round, settled_rss())
    finally:
        pygame.quit()
