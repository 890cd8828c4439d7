"""How long a replay takes to jump: to any move of a whole bot game, for every game.

Two figures per jump, in CPU milliseconds of the thread (`time.thread_time`): the
position alone (a kept position copied and the moves since replayed, `Timeline.state_at`)
and the jump the player sees (the replay scene's `go_to`, which also lays the table out
and rebuilds the log, and the frame drawn after it). Opening is the replay's start: the
match replayed once, a position kept every few moves and every round measured.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import pygame

from tabletop.app import App
from tabletop.bench.scenarios import SIZE, bench_setup, seat_bots
from tabletop.bench.table import DT, FrameTimes, summarise, timed_frame
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.language import _
from tabletop.scenes.play.replay_scene import ReplayScene

JUMPS = 60  # random jumps measured per game
SEED = 5


@dataclass(frozen=True)
class ReplayFigures:
    moves: int
    opening: float  # milliseconds
    position: FrameTimes
    jump: FrameTimes


def whole_game(game_id: str) -> Match:
    """A bot game of the benchmark's seats, played to the end."""
    setup = bench_setup(game_id)
    rules = rules_for(game_id)
    match = Match(rules, setup, SEED)
    bots = seat_bots(game_id, setup)
    while waiting := match.to_act():
        seat = waiting[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


def replay_figures(app: App, game_id: str) -> ReplayFigures:
    match = whole_game(game_id)
    start = time.thread_time()
    scene = ReplayScene(app.ctx, match)
    opening = (time.thread_time() - start) * 1000
    app.ctx.stack.push(scene)
    for _step in range(30):
        app.step(DT)
    rng = random.Random(SEED)
    targets = [rng.randrange(len(match.steps) + 1) for _ in range(JUMPS)]
    positions, jumps = [], []
    for moves in targets:
        start = time.thread_time()
        scene.timeline.state_at(moves)
        positions.append((time.thread_time() - start) * 1000)
        start = time.thread_time()
        scene.go_to(moves)
        jumps.append((time.thread_time() - start) * 1000 + timed_frame(app))
    app.ctx.stack.pop()
    return ReplayFigures(len(match.steps), opening, summarise(positions), summarise(jumps))


def print_replay(games: tuple[str, ...] = GAME_IDS) -> None:
    app = App(SIZE)
    try:
        figures = {game: replay_figures(app, game) for game in games}
    finally:
        pygame.quit()
    heading = _("Replay of a whole bot game, {jumps} jumps to random moves, CPU ms p50 / p95 / max,"
                " {width}x{height}:")
    print(heading.format(jumps=JUMPS, width=SIZE[0], height=SIZE[1]))
    heads = [_("game"), _("moves"), _("opening"), _("position alone"), _("jump, table drawn")]
    print("  {:<12} {:>5}  {:>8}  {:<24}{:<24}".format(*heads))
    for game, row in figures.items():
        print(f"  {game:<12} {row.moves:>5}  {row.opening:>8.1f}  {row.position!s:<24}{row.jump!s:<24}")
