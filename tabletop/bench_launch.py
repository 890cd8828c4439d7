"""Launch to the first menu frame, against a bare pygame + pygame_gui window drawing one button.

Both are started the same number of times, alternately, in the same run, so the
ratio holds on a busy machine where absolute times do not. Each start is timed
from process start to its exit after one frame, in wall time and in CPU time
(the child's user + system time). The frozen bundle, if given, is timed the same way.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

RUNS = 7
SIZE_ARG = "1280x720"

# The baseline: what any pygame_gui app pays before its first frame.
BARE_WINDOW = """
import pygame, pygame_gui
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1280, 720))
ui = pygame_gui.UIManager((1280, 720))
pygame_gui.elements.UIButton(pygame.Rect(540, 330, 200, 60), "New game", ui)
ui.update(1 / 60)
screen.fill((0, 0, 0))
ui.draw_ui(screen)
pygame.display.flip()
pygame.quit()
"""


@dataclass(frozen=True)
class LaunchTime:
    wall: float  # seconds, median
    cpu: float


def _launch_env(fresh_user_dir: bool) -> dict[str, str]:
    """As a player's machine has it: modules compiled once and kept (`PYTHONDONTWRITEBYTECODE`
    off), and either the bench's user folder (pictures drawn at an earlier launch are kept
    there) or, for a first launch, an empty one."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if fresh_user_dir:
        env["TABLETOP_USER_DIR"] = tempfile.mkdtemp(prefix="tabletop-first-launch-")
    return env


def _timed(command: list[str], fresh_user_dir: bool = False) -> tuple[float, float]:
    env = _launch_env(fresh_user_dir)
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if fresh_user_dir:
        shutil.rmtree(env["TABLETOP_USER_DIR"], ignore_errors=True)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise RuntimeError(f"{' '.join(command)} exited with {process.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def _median(samples: list[tuple[float, float]]) -> LaunchTime:
    return LaunchTime(statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples))


APP = [sys.executable, "-m", "tabletop.cli", "--smoke-frames", "1", "--size", SIZE_ARG]
BARE = [sys.executable, "-c", BARE_WINDOW]
FIRST_LAUNCH = "app, first launch"  # an empty user folder: the menu's pictures are drawn


def launch_times(runs: int = RUNS, bundle: Path | None = None) -> dict[str, LaunchTime]:
    """Median launch of the bare window, the app from source and (if given) the bundle's executable."""
    commands = {"bare pygame_gui window": BARE, "app from source": APP}
    if bundle is not None:
        commands["frozen bundle"] = [str(bundle), "--smoke-frames", "1", "--size", SIZE_ARG]
    commands[FIRST_LAUNCH] = APP
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for command in commands.values():
        _timed(command)  # warm the disk cache, compile the modules, keep the drawn pictures
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(_timed(command, fresh_user_dir=name == FIRST_LAUNCH))
    return {name: _median(times) for name, times in samples.items()}


def bundle_size_mb(folder: Path) -> float:
    """The bundle's files on disk, in MB (10^6 bytes); links to its own files are not counted twice."""
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files) / 1e6
