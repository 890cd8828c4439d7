"""Frame time of the table scene mid-race, and the time from launch to the first menu frame.

Run with a display or under SDL_VIDEODRIVER=dummy (the figures then leave out the
cost of showing the frame on a real screen).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.simulate import make_bot

FRAMES = 600
SIZE = (1280, 720)


def mid_race_match() -> Match:
    """Six cars, a human viewer with a full hand of 8, five computer players, a few rounds in."""
    colours = ("blue", "green", "yellow", "purple", "orange")
    bots = tuple(SeatSetup(f"Bot {i}", True, colour) for i, colour in enumerate(colours))
    seats = (SeatSetup("Viewer", False, "red"), *bots)
    rules = rules_for("nascard")
    match = Match(rules, Setup(seats, {}), 11)
    players = [make_bot("nascard", "game", s) for s in range(6)]
    while match.state.round < 4 or match.to_act() != (0,):
        seat = match.to_act()[0]
        match.apply(seat, players[seat].choose(rules, rules.view(match.state, seat), seat))
    player = match.state.players[0]
    while len(player.hand) < 8 and match.state.deck:
        player.hand.append(match.state.deck.pop())
    return match


def frame_times() -> dict[str, float]:
    from tabletop.app import App
    from tabletop.scenes.table_scene import TableScene

    app = App(SIZE)
    scene = TableScene(app.ctx, mid_race_match())
    app.ctx.stack.push(scene)
    for _ in range(30):
        app.step(1 / 60)
    times = []
    for _ in range(FRAMES):
        start = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {"p50": statistics.median(times), "p95": times[int(len(times) * 0.95)], "max": times[-1]}


def launch_to_first_frame() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "tabletop.cli", "--smoke-frames", "1"], check=True)
    return time.perf_counter() - start


def bench_table() -> None:
    figures = frame_times()
    print(f"Table scene, Nascard mid-race, 6 cars, 8-card hand, {SIZE[0]}x{SIZE[1]}, {FRAMES} frames:")
    print(
        f"  frame time p50 {figures['p50']:.2f} ms, p95 {figures['p95']:.2f} ms, max {figures['max']:.2f} ms"
    )
    seconds = launch_to_first_frame()
    print(f"Launch to first menu frame (process start to exit after one frame): {seconds:.2f} s")
