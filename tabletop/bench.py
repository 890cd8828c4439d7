"""`tabletop bench`: speed figures, printed (tests never time anything).

rules: random-bot Nascard races per second, and the mean time of one
`legal_actions` and one `apply` call across those races.
table: every game's frame time at a decision, dragging, with pieces in flight (bench_table).
idle: CPU and memory of the app waiting at a decision, from outside (bench_idle).
memory: RSS over many games in one process (bench_memory).
launch: launch to the first frame against a bare pygame_gui window, and the bundle (bench_launch).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from tabletop.engine.random_bot import RandomBot
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.simulate import bot_setup


def use_scratch_user_dir() -> None:
    """Keep the benchmark's autosaves out of the player's own folder."""
    os.environ.setdefault("TABLETOP_USER_DIR", tempfile.mkdtemp(prefix="tabletop-bench-"))


def bench_rules(games: int, players: int = 4) -> dict[str, float]:
    rules = rules_for("nascard")
    setup = bot_setup(players, {"rivals": True})
    legal_times: list[float] = []
    apply_times: list[float] = []
    started = time.perf_counter()
    for seed in range(games):
        state = rules.new_state(setup, seed)
        bot = RandomBot(seed)
        while waiting := rules.to_act(state):
            seat = waiting[0]
            t0 = time.perf_counter()
            actions = rules.legal_actions(state, seat)
            t1 = time.perf_counter()
            action = bot.rng.choice(actions)
            t2 = time.perf_counter()
            rules.apply(state, seat, action)
            t3 = time.perf_counter()
            legal_times.append(t1 - t0)
            apply_times.append(t3 - t2)
    elapsed = time.perf_counter() - started
    return {
        "races": games,
        "races_per_second": games / elapsed,
        "legal_actions_us": statistics.mean(legal_times) * 1e6,
        "apply_us": statistics.mean(apply_times) * 1e6,
        "apply_p95_us": statistics.quantiles(apply_times, n=20)[18] * 1e6,
    }


def print_rules(games: int) -> None:
    figures = bench_rules(games)
    print(f"Nascard rules, {games} random-bot races, 4 players + 2 rivals:")
    print(f"  races per second     {figures['races_per_second']:.1f}")
    print(f"  legal_actions        {figures['legal_actions_us']:.1f} us mean")
    print(f"  apply                {figures['apply_us']:.1f} us mean, {figures['apply_p95_us']:.1f} us p95")


def print_idle() -> None:
    from tabletop.bench_idle import IDLE_SECONDS, idle_figures

    print(f"At a human decision, {IDLE_SECONDS:.0f} s, CPU seconds used / wall seconds; RSS mid-game:")
    for game in GAME_IDS:
        figures = idle_figures(game)
        print(f"  {game:<12} CPU {figures.cpu_percent:4.1f}% of one core   RSS {figures.rss_mib:.0f} MiB")


def print_memory(games: int) -> None:
    from tabletop.bench_memory import bench_memory

    figures = bench_memory(games)
    print(f"RSS over {figures.games} games in one process (every game in turn, to the results):")
    print(f"  at the menu {figures.at_menu:.0f} MiB,"
          f" after one game of each kind {figures.first_round:.0f} MiB,"
          f" after all {figures.last:.0f} MiB: growth {figures.growth:+.1f} MiB")


def print_launch(bundle: Path | None) -> None:
    from tabletop.bench_launch import BARE_NAME, bundle_size_mb, launch_times

    times = launch_times(bundle=bundle)
    bare = times[BARE_NAME]
    print("Launch to the first frame (median wall / CPU); ratio to the bare window start by start"
          " (median over rounds), of the medians, of the CPU medians and of the fastest starts:")
    for name, figures in times.items():
        print(f"  {name:<24} {figures.wall:.3f} s / {figures.cpu:.3f} s   "
              f"x{figures.paired_ratio:.2f} paired, x{figures.wall / bare.wall:.2f} wall, "
              f"x{figures.cpu / bare.cpu:.2f} CPU, x{figures.best_wall / bare.best_wall:.2f} fastest")
    if bundle is not None:
        print(f"  frozen bundle on disk: {bundle_size_mb(bundle.parent):.1f} MB")


def bench_command(what: str, games: int, memory_games: int, bundle: Path | None) -> int:
    """Print the figures of `what` (rules, table, idle, memory, launch or all)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    use_scratch_user_dir()
    if what in ("rules", "all"):
        print_rules(games)
    if what in ("table", "all"):
        from tabletop.bench_table import bench_frames, print_frames

        print_frames(bench_frames())
    if what in ("idle", "all"):
        print_idle()
    if what in ("memory", "all"):
        print_memory(memory_games)
    if what in ("launch", "all"):
        print_launch(bundle)
    return 0
