"""`tabletop bench`: speed figures, printed (tests never time anything).

rules: random-bot Nascard races per second, and one `legal_actions` and `apply` call (bench/rules).
table: every game's frame time at a decision, dragging, with pieces in flight (bench/table).
idle: CPU and memory of the app waiting at a decision, from outside (bench/idle).
memory: RSS over many games in one process (bench/memory).
launch: launch to the first frame against a bare pygame_gui window, and the bundle (bench/launch).
bots: each level's win share against Normal and its time per decision (bench/bots).
replay: a replay's jump to any move of a whole game, position alone and table drawn (bench/replay).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tabletop.bench.rules import print_rules
from tabletop.bench.scratch import use_scratch_user_dir
from tabletop.games.registry import GAME_IDS
from tabletop.language import _

# These start the app (and a bare window) in a new Python process: a frozen bundle has no Python
# to start, so they are measured from a source install, the bundle given with --bundle.
NEED_PYTHON = ("idle", "launch")


def print_idle() -> None:
    from tabletop.bench.idle import IDLE_SECONDS, idle_figures

    heading = _("At a human decision, {seconds:.0f} s, CPU seconds used / wall seconds; RSS mid-game:")
    print(heading.format(seconds=IDLE_SECONDS))
    for game in GAME_IDS:
        figures = idle_figures(game)
        row = _("CPU {percent:4.1f}% of one core   RSS {rss:.0f} MiB")
        print(f"  {game:<12} " + row.format(percent=figures.cpu_percent, rss=figures.rss_mib))


def print_memory(games: int) -> None:
    from tabletop.bench.memory import bench_memory

    figures = bench_memory(games)
    print(_("RSS over {games} games in one process (every game in turn, to the results):").format(
        games=figures.games))
    row = _("at the menu {menu:.0f} MiB, after one game of each kind {first:.0f} MiB,"
            " after all {last:.0f} MiB: growth {growth:+.1f} MiB")
    print("  " + row.format(menu=figures.at_menu, first=figures.first_round, last=figures.last,
                            growth=figures.growth))


def print_launch(bundle: Path | None) -> None:
    from tabletop.bench.launch import BARE_NAME, bundle_size_mb, launch_times

    times = launch_times(bundle=bundle)
    bare = times[BARE_NAME]
    print(_("Launch to the first frame (median wall / CPU); ratio to the bare window start by start"
            " (median over rounds), of the medians, of the CPU medians and of the fastest starts:"))
    ratios = _("x{paired:.2f} paired, x{wall:.2f} wall, x{cpu:.2f} CPU, x{fastest:.2f} fastest")
    for name, figures in times.items():
        print(f"  {name:<24} {figures.wall:.3f} s / {figures.cpu:.3f} s   " + ratios.format(
            paired=figures.paired_ratio, wall=figures.wall / bare.wall, cpu=figures.cpu / bare.cpu,
            fastest=figures.best_wall / bare.best_wall))
    if bundle is not None:
        print("  " + _("frozen bundle on disk: {size:.1f} MB").format(size=bundle_size_mb(bundle.parent)))


def bench_command(
    what: str,
    games: int,
    memory_games: int,
    bundle: Path | None,
    only: str | None = None,
    bot_games: int = 100,
) -> int:
    """Print the figures of `what` (rules, table, idle, memory, launch, bots, replay or all); `only`
    limits the bots' figures to one game."""
    frozen = getattr(sys, "frozen", False)
    if frozen and what in (*NEED_PYTHON, "all"):
        print(_("tabletop bench: idle and launch start the app in a new Python process, which this"
                " bundle cannot do; run them from a source install (--bundle EXE times this bundle)"),
              file=sys.stderr)
        if what != "all":
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    use_scratch_user_dir()
    if what in ("rules", "all"):
        print_rules(games)
    if what in ("table", "all"):
        from tabletop.bench.table import bench_frames, print_frames

        print_frames(bench_frames())
    if what in ("idle", "all") and not frozen:
        print_idle()
    if what in ("memory", "all"):
        print_memory(memory_games)
    if what in ("launch", "all") and not frozen:
        print_launch(bundle)
    if what in ("bots", "all"):
        from tabletop.bench.bots import print_bots

        print_bots([only] if only else list(GAME_IDS), bot_games)
    if what in ("replay", "all"):
        from tabletop.bench.replay import print_replay

        print_replay()
    return 0
